/**
 * What the owner's desk shows of the sign-ups: filters (course, status, dates
 * in Vietnam's time), search by reference code, email, phone or name (with or
 * without diacritics), counts per course and status, which are new since the
 * owner's previous visit, and the CSV export. Pure functions over the list the
 * API answers (ownerApi.ts, DeskSignup).
 */
import {foldVietnamese, foldedTerms} from '../../lib/foldVietnamese';
import {toCsv} from './csv';
import {SIGNUP_STATUSES, STATUS_LABELS, type DeskSignup, type SignupStatus} from './signupStatus';

export type {DeskSignup};

export interface DeskFilter {
  /** A course slug, or '' for all. */
  course: string;
  /** A status, or '' for all. */
  status: SignupStatus | '';
  /** yyyy-mm-dd (Vietnam time), or '' for no bound. */
  from: string;
  to: string;
  query: string;
}

export const EMPTY_FILTER: DeskFilter = {course: '', status: '', from: '', to: '', query: ''};

/** Vietnam is UTC+7 all year. */
const VIETNAM_OFFSET_MS = 7 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The start of a yyyy-mm-dd day in Vietnam, in ms; null for anything else. */
export function vietnamDayStart(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return utc - VIETNAM_OFFSET_MS;
}

const alphanumeric = (text: string) => foldVietnamese(text).replace(/[^a-z0-9]/g, '');
const digits = (text: string) => text.replace(/\D/g, '');

/** Every word of the query appears in the code, email, phone or name (folded; codes and phones ignore separators). */
export function matchesQuery(signup: DeskSignup, query: string): boolean {
  const terms = foldedTerms(query);
  if (terms.length === 0) return true;
  const haystack = foldVietnamese(`${signup.hoTen} ${signup.email} ${signup.maThamChieu}`);
  const code = alphanumeric(signup.maThamChieu);
  const phone = digits(signup.soDienThoai);
  // The whole query as one code or phone number: "LA-ABC234", "la abc234", "0912 345 678".
  const compactQuery = alphanumeric(query);
  if (compactQuery.length >= 4 && code.includes(compactQuery)) return true;
  const queryDigits = digits(query);
  if (queryDigits.length >= 4 && queryDigits === compactQuery && phone.includes(queryDigits)) return true;
  return terms.every((term) => haystack.includes(term) || (/^\d{3,}$/.test(term) && phone.includes(term)));
}

export function applyFilter(signups: readonly DeskSignup[], filter: DeskFilter): DeskSignup[] {
  const from = vietnamDayStart(filter.from);
  const toStart = vietnamDayStart(filter.to);
  const to = toStart === null ? null : toStart + DAY_MS;
  return signups
    .filter(
      (signup) =>
        (filter.course === '' || signup.khoaHoc === filter.course) &&
        (filter.status === '' || signup.trangThai === filter.status) &&
        (from === null || signup.taoLuc >= from) &&
        (to === null || signup.taoLuc < to) &&
        matchesQuery(signup, filter.query),
    )
    .sort((a, b) => b.taoLuc - a.taoLuc || (a.id < b.id ? -1 : 1));
}

/** How many sign-ups per course and status (every status present, zeros included). */
export function countByCourseAndStatus(
  signups: readonly DeskSignup[],
  courses: readonly string[],
): Record<string, Record<SignupStatus, number>> {
  const counts: Record<string, Record<SignupStatus, number>> = {};
  const empty = () => Object.fromEntries(SIGNUP_STATUSES.map((status) => [status, 0])) as Record<SignupStatus, number>;
  for (const course of courses) counts[course] = empty();
  for (const signup of signups) (counts[signup.khoaHoc] ??= empty())[signup.trangThai] += 1;
  return counts;
}

/** New since the owner's previous visit (never on a first visit, when everything would be). */
export function isNewSince(signup: DeskSignup, previousVisit: number): boolean {
  return previousVisit > 0 && signup.taoLuc > previousVisit;
}

/** yyyy-mm-dd hh:mm in Vietnam time. */
export function vietnamDateTime(ms: number): string {
  if (!ms) return '';
  return new Date(ms + VIETNAM_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

export const CSV_HEADER = [
  'Mã tham chiếu',
  'Thời điểm đăng ký (giờ Việt Nam)',
  'Khóa học',
  'Trạng thái',
  'Họ tên',
  'Email',
  'Số điện thoại',
  'Ghi chú',
] as const;

/** The sign-ups as CSV for Excel (csv.ts), with course names and status labels in Vietnamese. */
export function signupsCsv(signups: readonly DeskSignup[], courseNames: Readonly<Record<string, string>>): string {
  return toCsv(
    CSV_HEADER,
    signups.map((signup) => [
      signup.maThamChieu,
      vietnamDateTime(signup.taoLuc),
      courseNames[signup.khoaHoc] ?? signup.khoaHoc,
      STATUS_LABELS[signup.trangThai],
      signup.hoTen,
      signup.email,
      signup.soDienThoai,
      signup.ghiChu,
    ]),
  );
}
