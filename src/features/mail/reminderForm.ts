/**
 * The review-reminder form: what the member types, checked before it is sent (the function
 * checks it again: functions/src/mail/preferences.ts), with Vietnamese messages. Pure.
 */

export interface ReminderPreference {
  bat: boolean;
  /** 0–23, Vietnam time. */
  gio: number;
  /** The fewest due items worth a mail. */
  nguong: number;
}

export const MAX_THRESHOLD = 500;

/** "20:00" for 20. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export const HOURS: readonly number[] = Array.from({length: 24}, (_, hour) => hour);

/** The preference to save, or the message to show beside the field (what was typed stays). */
export function readReminderForm(
  bat: boolean,
  hour: string,
  threshold: string,
): {ok: true; value: ReminderPreference} | {ok: false; field: 'gio' | 'nguong'; error: string} {
  const gio = Number(hour);
  if (!/^\d{1,2}$/.test(hour) || gio > 23) {
    return {ok: false, field: 'gio', error: 'Hãy chọn một giờ từ 00:00 đến 23:00.'};
  }
  const trimmed = threshold.trim();
  const nguong = Number(trimmed);
  if (!/^\d+$/.test(trimmed) || nguong < 1 || nguong > MAX_THRESHOLD) {
    return {ok: false, field: 'nguong', error: `Hãy nhập một số nguyên từ 1 đến ${MAX_THRESHOLD}.`};
  }
  return {ok: true, value: {bat, gio, nguong}};
}
