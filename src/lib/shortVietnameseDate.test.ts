import {describe, expect, it} from 'vitest';
import {shortVietnameseDate} from './shortVietnameseDate';

const intlShortVietnamese = new Intl.DateTimeFormat('vi', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

describe('shortVietnameseDate', () => {
  it('writes what Intl writes for Vietnamese, on every day of two years', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
      const date = new Date(time);
      if (shortVietnameseDate(date) !== intlShortVietnamese.format(date)) mismatches.push(date.toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('uses the UTC day, as the server-rendered page does', () => {
    expect(shortVietnameseDate(new Date('2026-11-23T23:28:11Z'))).toBe('23 thg 11, 2026');
    expect(shortVietnameseDate(new Date('2025-12-31T23:59:59Z'))).toBe('31 thg 12, 2025');
  });
});
