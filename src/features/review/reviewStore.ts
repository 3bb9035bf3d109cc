/**
 * What the review keeps on this device, in one localStorage key: the log of reviews
 * (schedule.ts derives the schedule from it), the articles the reader added to the review,
 * the last self-check answer of each item and the reader's settings. Parsing drops whatever
 * is malformed rather than failing, so a damaged or hostile value loses only itself.
 */
import {LIMITS} from '../learning-space/learningLimits';
import {MAX_NEW_PER_DAY, MIN_NEW_PER_DAY, DEFAULT_NEW_PER_DAY, mergeLogs, type ReviewEntry} from './reviewLog';

export const REVIEW_KEY = 'la-on-tap-v1';
/** Fired on window when this tab changes the stored review. */
export const REVIEW_CHANGE_EVENT = 'la-on-tap-doi';

/**
 * Most reviews kept; the oldest go first (a year of 27 reviews a day fits). The same limits as
 * a member's account (learningLimits.ts), so that what the device keeps the account can too.
 */
export const MAX_LOG = LIMITS.onTap;
/** Most articles added, and most self-check answers kept. */
export const MAX_ADDED = LIMITS.onTapBai;
export const MAX_CHECKS = LIMITS.tuKiemTra;
export const MAX_ITEM_ID_LENGTH = 600;
export const MAX_REVIEW_ID_LENGTH = 64;

/** The last answer given to an item's self-check. */
export interface CheckResult {
  correct: boolean;
  at: number;
}

export interface ReviewStore {
  log: ReviewEntry[];
  /** Paths of the articles added with "Thêm vào ôn tập", oldest first. */
  added: string[];
  checks: Record<string, CheckResult>;
  newPerDay: number;
}

export const emptyStore = (): ReviewStore => ({log: [], added: [], checks: {}, newPerDay: DEFAULT_NEW_PER_DAY});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isTime = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isArticlePath = (value: unknown): value is string =>
  isText(value, 300) && /^\/(?:kien-thuc|lop-hoc)\//.test(value as string);

/** A review entry, or null when `value` is not a valid one. */
export function parseEntry(value: unknown): ReviewEntry | null {
  if (!isRecord(value)) return null;
  const {id, item, rating, at} = value;
  if (!isText(id, MAX_REVIEW_ID_LENGTH) || !isText(item, MAX_ITEM_ID_LENGTH) || !isTime(at)) return null;
  if (rating !== 1 && rating !== 2 && rating !== 3 && rating !== 4) return null;
  return {id, item, rating, at};
}

export function parseStore(raw: string | null | undefined): ReviewStore {
  const store = emptyStore();
  let data: unknown;
  try {
    data = raw ? JSON.parse(raw) : null;
  } catch {
    return store;
  }
  if (!isRecord(data)) return store;
  if (Array.isArray(data.log))
    store.log = mergeLogs(data.log.map(parseEntry).filter((e): e is ReviewEntry => e !== null)).slice(-MAX_LOG);
  if (Array.isArray(data.added)) store.added = [...new Set(data.added.filter(isArticlePath))].slice(-MAX_ADDED);
  if (isRecord(data.checks)) {
    for (const [id, result] of Object.entries(data.checks).slice(-MAX_CHECKS)) {
      if (
        isText(id, MAX_ITEM_ID_LENGTH) &&
        isRecord(result) &&
        typeof result.correct === 'boolean' &&
        isTime(result.at)
      )
        store.checks[id] = {correct: result.correct, at: result.at};
    }
  }
  const perDay = data.newPerDay;
  if (Number.isInteger(perDay) && (perDay as number) >= MIN_NEW_PER_DAY && (perDay as number) <= MAX_NEW_PER_DAY)
    store.newPerDay = perDay as number;
  return store;
}

export const serializeStore = (store: ReviewStore): string => JSON.stringify(store);

/** The store with one more review. */
export function withReview(store: ReviewStore, entry: ReviewEntry): ReviewStore {
  return {...store, log: mergeLogs(store.log, [entry]).slice(-MAX_LOG)};
}

/** The store with an article added to the review (no change when it already is). */
export function withArticle(store: ReviewStore, articlePath: string): ReviewStore {
  if (store.added.includes(articlePath)) return store;
  return {...store, added: [...store.added, articlePath].slice(-MAX_ADDED)};
}

/** The store with an item's self-check answer. */
export function withCheck(store: ReviewStore, itemId: string, result: CheckResult): ReviewStore {
  return {...store, checks: {...store.checks, [itemId]: result}};
}

/** The store without an article in the review (its reviews stay in the log). */
export function withoutArticle(store: ReviewStore, articlePath: string): ReviewStore {
  return {...store, added: store.added.filter((added) => added !== articlePath)};
}
