/**
 * Calendar helpers with no Date objects involved (no time zones, no DST):
 * leap years, month lengths, parsing what people type, formatting.
 */
import type {CalendarDate} from './types';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isValidDate({year, month, day}: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Negative when a is before b, 0 when equal, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Completed years between birth and today (0 before the first birthday). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age;
}

/** The local calendar day of a Date (the browser's time zone). */
export function calendarDateOf(date: Date): CalendarDate {
  return {year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate()};
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 25/09/1990 */
export function formatDate({year, month, day}: CalendarDate): string {
  return `${pad2(day)}/${pad2(month)}/${String(year).padStart(4, '0')}`;
}

/** 1990-09-25 (the value of an input type=date and of the ?ngay= parameter). */
export function toIsoDate({year, month, day}: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

/** The parts typed, before checking the date exists. */
export type DateParse =
  {kind: 'empty'} | {kind: 'twoDigitYear'} | {kind: 'format'} | {kind: 'parts'; date: CalendarDate};

/**
 * Reads dd/mm/yyyy, d/m/yyyy (separators / . - or spaces), yyyy-mm-dd
 * and ddmmyyyy (8 digits, for phone keypads without "/"). Whitespace around
 * the separators is ignored. Does not check that the date exists.
 */
export function parseDateParts(raw: string): DateParse {
  const text = raw.trim();
  if (text === '') return {kind: 'empty'};
  let match = /^(\d{4})\s*-\s*(\d{1,2})\s*-\s*(\d{1,2})$/.exec(text);
  if (match) return parts(match[1], match[2], match[3]);
  match = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(text);
  if (match) return parts(match[3], match[2], match[1]);
  match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (match) return parts(match[3], match[2], match[1]);
  if (/^\d{1,2}\s*[/.\-\s]\s*\d{1,2}\s*[/.\-\s]\s*\d{2}$/.test(text)) return {kind: 'twoDigitYear'};
  return {kind: 'format'};
}

function parts(year: string, month: string, day: string): DateParse {
  return {kind: 'parts', date: {year: Number(year), month: Number(month), day: Number(day)}};
}

/** A valid yyyy-mm-dd string to a date, or null. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = {year: Number(match[1]), month: Number(match[2]), day: Number(match[3])};
  return isValidDate(date) ? date : null;
}
