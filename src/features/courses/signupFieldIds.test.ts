import {describe, expect, it} from 'vitest';
import {errorId, fieldAria, FIELD_IDS, hintId} from './signupFieldIds';

describe('fieldAria', () => {
  it('leaves a valid field without a hint undescribed', () => {
    expect(fieldAria('hoTen', undefined)).toEqual({'aria-invalid': undefined, 'aria-describedby': undefined});
  });

  it('points at the hint, then the error, and marks the field invalid', () => {
    expect(fieldAria('soDienThoai', 'Sai số', true)).toEqual({
      'aria-invalid': true,
      'aria-describedby': `${hintId('soDienThoai')} ${errorId('soDienThoai')}`,
    });
    expect(fieldAria('email', 'Sai email')['aria-describedby']).toBe(errorId('email'));
  });

  it('names hints and errors after the field id', () => {
    expect(hintId('ghiChu')).toBe(`${FIELD_IDS.ghiChu}-goi-y`);
    expect(errorId('dongY')).toBe(`${FIELD_IDS.dongY}-loi`);
  });
});
