import {describe, expect, it} from 'vitest';
import {ctaLabel, formatFileSize, formatPrice, statusLabels} from './format';

describe('formatPrice', () => {
  it.each([
    [790_000, '790.000 ₫'],
    [1_490_000, '1.490.000 ₫'],
    [0, '0 ₫'],
    [999, '999 ₫'],
  ])('%i → %s', (price, text) => {
    expect(formatPrice(price)).toBe(text);
  });

  it("keeps 'Liên hệ'", () => {
    expect(formatPrice('Liên hệ')).toBe('Liên hệ');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 byte'],
    [812, '812 byte'],
    [1023, '1023 byte'],
    [1024, '1 KB'],
    [25_088, '24,5 KB'],
    [25_000, '24,4 KB'],
    [1024 * 1023.97, '1 MB'],
    [1_572_864, '1,5 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [1500 * 1024 ** 3, '1.500 GB'],
  ])('%i bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %d', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });
});

describe('labels', () => {
  it('names each status and call to action in Vietnamese', () => {
    expect(statusLabels).toEqual({open: 'Đang mở đăng ký', waitlist: 'Danh sách chờ'});
    expect(ctaLabel('open')).toBe('Đăng ký khóa học');
    expect(ctaLabel('waitlist')).toBe('Đăng ký danh sách chờ');
  });
});
