/**
 * Checks what was typed in the form (or read from the link) and explains,
 * in Vietnamese, what is wrong with each field. Never changes the input:
 * the page keeps showing what the person typed next to the message.
 *
 * Name rules:
 * - NFC-normalised, trimmed, runs of whitespace collapsed to one space;
 * - not empty; at most 100 characters (counted after that clean-up, in
 *   Unicode code points, so "Nguyễn" is 6 characters);
 * - only letters (Latin letters with any Vietnamese diacritics, and Đ),
 *   spaces, hyphens and apostrophes (' or ’); digits get their own message;
 * - at least one letter.
 *
 * Date rules: dd/mm/yyyy, d/m/yyyy, yyyy-mm-dd or ddmmyyyy; the date must
 * exist (no 31/02, no 29/02 outside leap years), be no later than `today`
 * and not before 01/01/1000 (grandparents and the historical figures that numerology
 * books use as examples are welcome; earlier years would need the Julian calendar).
 */
import {calendarDateOf, compareDates, daysInMonth, formatDate, parseDateParts} from './dates';
import {foldLetter} from './letters';
import type {CalendarDate} from './types';

export const MAX_NAME_LENGTH = 100;
export const MIN_YEAR = 1000;

export interface FieldErrors {
  name?: string;
  date?: string;
}

export type NumerologyInputCheck = {ok: true; name: string; date: CalendarDate} | {ok: false; errors: FieldErrors};

/** NFC, trimmed, single spaces. */
export function normalizeName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

const ALLOWED_PUNCTUATION = new Set([' ', '-', '‐', "'", '’']);

/** Vietnamese message for a name, or null when the name can be used. */
export function checkName(raw: string): string | null {
  const name = normalizeName(raw);
  if (name === '') return 'Vui lòng nhập họ và tên.';
  const length = [...name].length;
  if (length > MAX_NAME_LENGTH) {
    return `Họ tên dài ${length} ký tự, vượt quá giới hạn ${MAX_NAME_LENGTH} ký tự. Hãy rút gọn lại.`;
  }
  const digits = unique(name.match(/\p{Nd}/gu) ?? []);
  if (digits.length > 0) {
    return `Họ tên không được chứa chữ số (${digits.join(', ')}). Hãy viết tên bằng chữ cái.`;
  }
  const rejected: string[] = [];
  let letters = 0;
  for (const unit of name.match(/\P{M}\p{M}*/gu) ?? []) {
    if (ALLOWED_PUNCTUATION.has(unit)) continue;
    if (foldLetter(unit) !== null) {
      letters += 1;
    } else {
      rejected.push(unit);
    }
  }
  if (rejected.length > 0) {
    const shown = unique(rejected)
      .map((character) => `“${character}”`)
      .join(', ');
    return `Họ tên chỉ gồm chữ cái, dấu cách, dấu gạch nối (-) và dấu nháy ('). Hãy bỏ ký tự: ${shown}.`;
  }
  if (letters === 0) return 'Họ tên cần có ít nhất một chữ cái.';
  return null;
}

/** The date, or a Vietnamese message explaining why it cannot be used. */
export function checkDate(raw: string, today: CalendarDate): {date: CalendarDate} | {message: string} {
  const parsed = parseDateParts(raw);
  switch (parsed.kind) {
    case 'empty':
      return {message: 'Vui lòng nhập ngày sinh.'};
    case 'twoDigitYear':
      return {message: 'Hãy nhập năm sinh đủ 4 chữ số, ví dụ 25/09/1990.'};
    case 'format':
      return {message: 'Ngày sinh chưa đúng dạng ngày/tháng/năm, ví dụ 25/09/1990.'};
  }
  const date = parsed.date;
  const {year, month, day} = date;
  if (month < 1 || month > 12) {
    return {message: `Tháng ${month} không tồn tại: tháng phải từ 1 đến 12.`};
  }
  if (day < 1 || day > 31) {
    return {message: `Ngày ${day} không tồn tại: ngày phải từ 1 đến 31.`};
  }
  const lastDay = daysInMonth(year, month);
  if (day > lastDay) {
    const typed = formatDate(date);
    if (month === 2 && day === 29) {
      return {message: `Ngày ${typed} không tồn tại: năm ${year} không phải năm nhuận nên tháng 2 chỉ có 28 ngày.`};
    }
    const detail = month === 2 ? `tháng 2 năm ${year} chỉ có ${lastDay} ngày` : `tháng ${month} chỉ có ${lastDay} ngày`;
    return {message: `Ngày ${typed} không tồn tại: ${detail}.`};
  }
  if (year < MIN_YEAR) {
    return {message: `Chỉ tra cứu được ngày sinh từ năm ${MIN_YEAR} trở đi (bạn nhập năm ${year}).`};
  }
  if (compareDates(date, today) > 0) {
    return {
      message: `Ngày sinh ${formatDate(date)} nằm trong tương lai (hôm nay là ${formatDate(today)}). Hãy kiểm tra lại.`,
    };
  }
  return {date};
}

/**
 * Validates both fields at once so the form can show every message together.
 * `today` is passed in (the engine never reads the clock); a Date is read in
 * its local time zone.
 */
export function validateNumerologyInput(
  rawName: string,
  rawDate: string,
  today: CalendarDate | Date,
): NumerologyInputCheck {
  const errors: FieldErrors = {};
  const nameError = checkName(rawName);
  if (nameError) errors.name = nameError;
  const dateCheck = checkDate(rawDate, today instanceof Date ? calendarDateOf(today) : today);
  if ('message' in dateCheck) errors.date = dateCheck.message;
  if (errors.name || errors.date || !('date' in dateCheck)) return {ok: false, errors};
  return {ok: true, name: normalizeName(rawName), date: dateCheck.date};
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
