import {describe, expect, it} from 'vitest';
import {parseDateParts} from './dates';
import {checkName, normalizeName, validateNumerologyInput} from './validate';

const TODAY = {year: 2025, month: 6, day: 21};
const check = (name: string, date: string) => validateNumerologyInput(name, date, TODAY);
const dateError = (date: string) => {
  const result = check('An', date);
  return result.ok ? undefined : result.errors.date;
};
const nameError = (name: string) => {
  const result = check(name, '25/09/1990');
  return result.ok ? undefined : result.errors.name;
};

describe('validateNumerologyInput', () => {
  it('accepts a Vietnamese name in any case with extra spaces', () => {
    expect(check('  nguyễn   THỊ  yến ', '25/09/1990')).toEqual({
      ok: true,
      name: 'nguyễn THỊ yến',
      date: {year: 1990, month: 9, day: 25},
    });
  });

  it.each([
    ['25/09/1990', {year: 1990, month: 9, day: 25}],
    ['5/9/1990', {year: 1990, month: 9, day: 5}],
    ['05-09-1990', {year: 1990, month: 9, day: 5}],
    ['5.9.1990', {year: 1990, month: 9, day: 5}],
    [' 5 / 9 / 1990 ', {year: 1990, month: 9, day: 5}],
    ['1990-09-05', {year: 1990, month: 9, day: 5}],
    ['05091990', {year: 1990, month: 9, day: 5}],
    ['29/02/2000', {year: 2000, month: 2, day: 29}],
    ['01/01/1900', {year: 1900, month: 1, day: 1}],
    ['12/02/1809', {year: 1809, month: 2, day: 12}],
    ['29/02/1896', {year: 1896, month: 2, day: 29}],
    ['29/02/1600', {year: 1600, month: 2, day: 29}],
    ['01/01/1000', {year: 1000, month: 1, day: 1}],
    ['21/06/2025', {year: 2025, month: 6, day: 21}],
  ])('reads %s', (text, date) => {
    expect(check('An', text)).toEqual({ok: true, name: 'An', date});
  });

  it('explains impossible dates', () => {
    expect(dateError('31/02/1990')).toBe('Ngày 31/02/1990 không tồn tại: tháng 2 năm 1990 chỉ có 28 ngày.');
    expect(dateError('30/02/2000')).toBe('Ngày 30/02/2000 không tồn tại: tháng 2 năm 2000 chỉ có 29 ngày.');
    expect(dateError('29/02/2023')).toBe(
      'Ngày 29/02/2023 không tồn tại: năm 2023 không phải năm nhuận nên tháng 2 chỉ có 28 ngày.',
    );
    expect(dateError('29/02/1900')).toMatch(/năm 1900 không phải năm nhuận/);
    expect(dateError('31/04/1990')).toBe('Ngày 31/04/1990 không tồn tại: tháng 4 chỉ có 30 ngày.');
    expect(dateError('12/13/1990')).toBe('Tháng 13 không tồn tại: tháng phải từ 1 đến 12.');
    expect(dateError('00/12/1990')).toBe('Ngày 0 không tồn tại: ngày phải từ 1 đến 31.');
    expect(dateError('32/01/1990')).toBe('Ngày 32 không tồn tại: ngày phải từ 1 đến 31.');
  });

  it('refuses future dates and years before 1000', () => {
    expect(dateError('22/06/2025')).toBe(
      'Ngày sinh 22/06/2025 nằm trong tương lai (hôm nay là 21/06/2025). Hãy kiểm tra lại.',
    );
    expect(dateError('01/01/2030')).toMatch(/tương lai/);
    expect(dateError('31/12/0999')).toBe('Chỉ tra cứu được ngày sinh từ năm 1000 trở đi (bạn nhập năm 999).');
    expect(dateError('29/02/1700')).toMatch(/năm 1700 không phải năm nhuận/);
  });

  it('explains empty and malformed dates', () => {
    expect(dateError('')).toBe('Vui lòng nhập ngày sinh.');
    expect(dateError('   ')).toBe('Vui lòng nhập ngày sinh.');
    expect(dateError('25/09/90')).toBe('Hãy nhập năm sinh đủ 4 chữ số, ví dụ 25/09/1990.');
    expect(dateError('hôm qua')).toBe('Ngày sinh chưa đúng dạng ngày/tháng/năm, ví dụ 25/09/1990.');
    expect(dateError('1990/09/25')).toMatch(/chưa đúng dạng/);
  });

  it('explains bad names', () => {
    expect(nameError('')).toBe('Vui lòng nhập họ và tên.');
    expect(nameError('   ')).toBe('Vui lòng nhập họ và tên.');
    expect(nameError('Nguyễn Văn 2')).toBe('Họ tên không được chứa chữ số (2). Hãy viết tên bằng chữ cái.');
    expect(nameError('An@ #Bình')).toBe(
      "Họ tên chỉ gồm chữ cái, dấu cách, dấu gạch nối (-) và dấu nháy ('). Hãy bỏ ký tự: “@”, “#”.",
    );
    expect(nameError('李小龍')).toMatch(/Hãy bỏ ký tự/);
    expect(nameError("- '")).toBe('Họ tên cần có ít nhất một chữ cái.');
    expect(nameError('A'.repeat(101))).toBe('Họ tên dài 101 ký tự, vượt quá giới hạn 100 ký tự. Hãy rút gọn lại.');
  });

  it('allows letters, spaces, hyphens and apostrophes; 100 characters is the limit', () => {
    expect(checkName("Nguyễn-Trần Ngọc O'Brien D’Arc")).toBeNull();
    expect(checkName('Ê'.repeat(100))).toBeNull();
    // Decomposed diacritics count as one character each.
    expect(checkName('e\u0302\u0301'.repeat(100))).toBeNull();
    expect(normalizeName(' a\u0300  b ')).toBe('à b');
  });

  it('takes today as a Date too', () => {
    expect(validateNumerologyInput('An', '22/06/2025', new Date(2025, 5, 21, 23, 59)).ok).toBe(false);
    expect(validateNumerologyInput('An', '21/06/2025', new Date(2025, 5, 21, 0, 1)).ok).toBe(true);
  });

  it('reports both fields at once', () => {
    expect(check('', '31/02/1990')).toEqual({
      ok: false,
      errors: {
        name: 'Vui lòng nhập họ và tên.',
        date: 'Ngày 31/02/1990 không tồn tại: tháng 2 năm 1990 chỉ có 28 ngày.',
      },
    });
  });
});

describe('parseDateParts', () => {
  it('does not check existence', () => {
    expect(parseDateParts('31/02/1990')).toEqual({kind: 'parts', date: {year: 1990, month: 2, day: 31}});
  });
});
