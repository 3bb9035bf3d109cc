/**
 * A member's mail preferences: the review reminder (on or off, the hour in Vietnam time, the
 * fewest due items worth a mail). Validation of what the browser sends; pure.
 */

export interface ReminderPreference {
  bat: boolean;
  /** 0–23, Asia/Ho_Chi_Minh. */
  gio: number;
  /** Send only on days with at least this many due items: 1–500. */
  nguong: number;
}

export interface MailPreferences {
  nhacOnTap: ReminderPreference;
  /** A mail when the owner answers one of the member's questions. */
  traLoiCauHoi: boolean;
}

export const DEFAULT_PREFERENCES: MailPreferences = {nhacOnTap: {bat: false, gio: 20, nguong: 10}, traLoiCauHoi: true};
export const MAX_THRESHOLD = 500;
/** A preferences body is a few dozen bytes; anything near this is not one. */
export const MAX_PREFERENCES_BYTES = 1024;

export const PREFERENCE_MESSAGES = {
  shape:
    'Cần gửi {"nhacOnTap": {"bat": true|false, "gio": 0–23, "nguong": 1–500}}, {"traLoiCauHoi": true|false}, hoặc cả hai, và không gì khác.',
  hour: 'Giờ nhắc phải là số nguyên từ 0 đến 23 (giờ Việt Nam).',
  threshold: `Số câu tối thiểu phải là số nguyên từ 1 đến ${MAX_THRESHOLD}.`,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const hasOnlyKeys = (value: Record<string, unknown>, keys: readonly string[]) =>
  Object.keys(value).length === keys.length && keys.every((key) => Object.hasOwn(value, key));

/** What a PUT changes: the reminder, the answered-question mail, or both. */
export function parsePreferences(
  body: unknown,
): {ok: true; value: Partial<MailPreferences>} | {ok: false; error: string} {
  const keys = isRecord(body) ? Object.keys(body) : [];
  if (!isRecord(body) || keys.length === 0 || !keys.every((key) => key === 'nhacOnTap' || key === 'traLoiCauHoi')) {
    return {ok: false, error: PREFERENCE_MESSAGES.shape};
  }
  const value: Partial<MailPreferences> = {};
  if (Object.hasOwn(body, 'traLoiCauHoi')) {
    if (typeof body.traLoiCauHoi !== 'boolean') return {ok: false, error: PREFERENCE_MESSAGES.shape};
    value.traLoiCauHoi = body.traLoiCauHoi;
  }
  if (!Object.hasOwn(body, 'nhacOnTap')) return {ok: true, value};
  const reminder = body.nhacOnTap;
  if (!isRecord(reminder) || !hasOnlyKeys(reminder, ['bat', 'gio', 'nguong']) || typeof reminder.bat !== 'boolean') {
    return {ok: false, error: PREFERENCE_MESSAGES.shape};
  }
  const {bat, gio, nguong} = reminder;
  if (!Number.isInteger(gio) || (gio as number) < 0 || (gio as number) > 23) {
    return {ok: false, error: PREFERENCE_MESSAGES.hour};
  }
  if (!Number.isInteger(nguong) || (nguong as number) < 1 || (nguong as number) > MAX_THRESHOLD) {
    return {ok: false, error: PREFERENCE_MESSAGES.threshold};
  }
  value.nhacOnTap = {bat, gio: gio as number, nguong: nguong as number};
  return {ok: true, value};
}
