/**
 * The review kept on the device (review/reviewStore.ts: one localStorage key) as items of the
 * learning space, and back: each review an `onTap` item keyed by its id, each self-check answer
 * a `tuKiemTra` item keyed by the review item's id, each article added to the review an
 * `onTapBai` item. Reviews are never changed once made, so the device's and the account's
 * reviews merge as their union, by id; the schedule is replayed from that union
 * (review/schedule.ts). Pure: no storage, no ts-fsrs.
 */
import {mergeLogs, type ReviewEntry} from '../review/reviewLog';
import {MAX_ADDED, MAX_CHECKS, MAX_LOG, type CheckResult, type ReviewStore} from '../review/reviewStore';
import {changeError} from './learningData';
import type {LocalItem} from './syncPlan';

type Of<K extends LocalItem['kind']> = Extract<LocalItem, {kind: K}>;

/**
 * The device's review as items. An entry the server would refuse (a review dated before 2020 by
 * a wrong clock, say) is left out, so that it cannot block the sync of everything else.
 */
export function reviewItems(store: ReviewStore): LocalItem[] {
  const items: LocalItem[] = [
    ...store.log.map(({id, item, rating, at}): Of<'onTap'> => ({kind: 'onTap', key: id, value: {item, rating, at}})),
    ...Object.entries(store.checks).map(([id, {correct, at}]): Of<'tuKiemTra'> => ({
      kind: 'tuKiemTra',
      key: id,
      value: {correct, at},
    })),
    ...store.added.map((path): Of<'onTapBai'> => ({kind: 'onTapBai', key: path, value: true})),
  ];
  return items.filter((item) => changeError(item) === null);
}

/** `store` holding the review of `items` (everything else of it, such as the daily allowance, kept). */
export function withReviewItems(store: ReviewStore, items: readonly LocalItem[]): ReviewStore {
  const log: ReviewEntry[] = [];
  const checks: Record<string, CheckResult> = {};
  const added: string[] = [];
  for (const item of items) {
    if (item.kind === 'onTap') log.push({id: item.key, ...item.value});
    else if (item.kind === 'tuKiemTra') checks[item.key] = {correct: item.value.correct, at: item.value.at};
    else if (item.kind === 'onTapBai') added.push(item.key);
  }
  const recent = Object.entries(checks)
    .sort(([, a], [, b]) => a.at - b.at)
    .slice(-MAX_CHECKS);
  return {
    ...store,
    log: mergeLogs(log).slice(-MAX_LOG),
    checks: Object.fromEntries(recent),
    added: [...new Set(added)].slice(-MAX_ADDED),
  };
}
