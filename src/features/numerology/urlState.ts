/**
 * The lookup lives in the URL so a result can be shared:
 * /tra-cuu-than-so-hoc?ten=Nguy%E1%BB%85n+V%C4%83n+An&ngay=1990-09-25
 * `ten` is the name as typed (normalised), `ngay` the date as yyyy-mm-dd
 * (any format the form accepts is read back, so a hand-written
 * ?ngay=25/09/1990 works too).
 */
import {toIsoDate} from './dates';
import type {CalendarDate} from './types';

export const NAME_PARAM = 'ten';
export const DATE_PARAM = 'ngay';

export interface QueryInput {
  name: string;
  date: string;
}

/** The name and date in a query string, or null when neither is there. */
export function readQuery(search: string): QueryInput | null {
  const params = new URLSearchParams(search);
  const name = params.get(NAME_PARAM);
  const date = params.get(DATE_PARAM);
  if (name === null && date === null) return null;
  return {name: name ?? '', date: date ?? ''};
}

/** "?ten=...&ngay=yyyy-mm-dd" */
export function buildQuery(name: string, date: CalendarDate): string {
  const params = new URLSearchParams();
  params.set(NAME_PARAM, name);
  params.set(DATE_PARAM, toIsoDate(date));
  return `?${params.toString()}`;
}
