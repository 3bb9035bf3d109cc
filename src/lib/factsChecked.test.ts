import {describe, expect, it} from 'vitest';
import {factsCheckedLabel} from './factsChecked';

describe('factsCheckedLabel', () => {
  it('gives the month and year of the date, as front matter reaches the page or as YAML reads it', () => {
    expect(factsCheckedLabel('2026-11-27T00:00:00.000Z')).toBe('Thông tin được kiểm tra: tháng 11/2026');
    expect(factsCheckedLabel(new Date(Date.UTC(2026, 0, 31)))).toBe('Thông tin được kiểm tra: tháng 1/2026');
  });

  it('gives nothing for a page without a valid date', () => {
    expect(factsCheckedLabel(undefined)).toBeUndefined();
    expect(factsCheckedLabel('sớm thôi')).toBeUndefined();
    expect(factsCheckedLabel(20261127)).toBeUndefined();
  });
});
