import {describe, expect, it} from 'vitest';
import {foldD, foldVietnamese, foldedTerms} from './foldVietnamese';

describe('foldD', () => {
  it('replaces only đ and Đ, keeping length and other marks', () => {
    expect(foldD('Phương Đông đẹp')).toBe('Phương Dông dẹp');
    expect(foldD('Đinh Thúy Vy').length).toBe('Đinh Thúy Vy'.length);
  });
  it('handles the look-alike Ð (U+00D0) from old encodings', () => {
    expect(foldD('\u00D0ặng')).toBe('Dặng');
  });
});

describe('foldVietnamese', () => {
  it.each([
    ['Thần Số Học', 'than so hoc'],
    ['phương đông', 'phuong dong'],
    ['ĐƯỜNG ĐI', 'duong di'],
    ['Nguyễn Văn Ấn', 'nguyen van an'],
    ['Mô hình tư duy', 'mo hinh tu duy'],
    ['khỏe, khoẻ', 'khoe, khoe'],
  ])('%s → %s', (input, expected) => {
    expect(foldVietnamese(input)).toBe(expected);
  });

  it('treats text with and without marks, in any case, alike', () => {
    expect(foldVietnamese('QUẢN LÝ TRI THỨC')).toBe(foldVietnamese('quan ly tri thuc'));
  });

  it('works on text already composed or decomposed (NFC and NFD)', () => {
    expect(foldVietnamese('học'.normalize('NFD'))).toBe(foldVietnamese('học'.normalize('NFC')));
  });
});

describe('foldedTerms', () => {
  it('splits a query into folded words', () => {
    expect(foldedTerms('  Thần số-học, Python 3! ')).toEqual(['than', 'so', 'hoc', 'python', '3']);
  });
  it('is empty for punctuation only', () => {
    expect(foldedTerms(' ?!<> ')).toEqual([]);
  });
});
