import {describe, expect, it} from 'vitest';
import {csvField, toCsv} from './csv';

describe('csv', () => {
  it('defuses formula starts and quotes everything', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvField(`${start}HYPERLINK("x")`)).toBe(`"'${start}HYPERLINK(""x"")"`);
    }
    expect(csvField('Nguyễn "An"')).toBe('"Nguyễn ""An"""');
    expect(csvField('a,b\nc')).toBe('"a,b\nc"');
    expect(csvField(790000)).toBe('"790000"');
  });
  it('starts with a BOM, keeps Vietnamese intact and ends rows with CRLF', () => {
    const text = toCsv(['Họ tên', 'Khóa'], [['Trần Thị Đào', 'obsidian-flow']]);
    expect(text).toBe('\uFEFF"Họ tên","Khóa"\r\n"Trần Thị Đào","obsidian-flow"\r\n');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});
