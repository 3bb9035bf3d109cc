/**
 * A member's learning space: the data model, its limits and its validation,
 * shared by the site and the Cloud Function (functions/src/learningData.ts is a
 * symbolic link to this file, as signupValidation.ts is; the same holds for
 * learningLimits.ts, its only import). Plain data only: no DOM, no Node.
 *
 * Everything is a list of items, one per (kind, key):
 *
 * | kind      | key                              | value                                       |
 * | --------- | -------------------------------- | ------------------------------------------- |
 * | `daDoc`   | page path (/kien-thuc/…, /blog/…, /lop-hoc/…) | `{title}`                       |
 * | `dauTrang`| page path                        | `{title}`                                   |
 * | `hoSo`    | numerology profile id (name|date)| `{name, date, savedAt}`                     |
 * | `banhXe`  | wheel-of-life entry id (ms)      | `{date, scores, targets, actions}`          |
 * | `onTap`   | review id (random, from the device) | `{item, rating, at}`: one review, never changed |
 * | `tuKiemTra` | review item id (path#question key) | `{correct, at}`: the last self-check answer |
 * | `onTapBai`| article or lesson path (/kien-thuc/…, /lop-hoc/…) | `true`: added with "Thêm vào ôn tập" |
 *
 * The server stores each item as one Firestore document with `capNhatLuc`, the
 * server's time of the last write to it; a later write to the same item
 * replaces it (last writer wins per item), with two exceptions that make the
 * review's merge a union: a review (`onTap`) once stored is never replaced, so
 * the reviews of all devices add up and the schedule replayed from them
 * (src/features/review/schedule.ts) is the same on each; a self-check answer
 * replaces the stored one only when it was given later (`at`).
 */

import {KINDS, LIMITS, type Kind} from './learningLimits';

export {KINDS, LIMITS, type Kind};
/** Most changes in one request. */
export const MAX_CHANGES = 500;
/** Largest request body accepted by the API. */
export const MAX_BODY_BYTES = 512 * 1024;

export const KIND_LABELS: Readonly<Record<Kind, string>> = {
  daDoc: 'bài đã đọc',
  dauTrang: 'dấu trang',
  hoSo: 'hồ sơ thần số học',
  banhXe: 'lần đánh giá bánh xe cuộc đời',
  onTap: 'lần ôn tập',
  tuKiemTra: 'kết quả tự kiểm tra',
  onTapBai: 'bài thêm vào ôn tập',
};

export interface PageValue {
  title: string;
}
export interface ProfileValue {
  name: string;
  /** yyyy-mm-dd */
  date: string;
  savedAt: number;
}
export interface WheelValue {
  /** ISO 8601 */
  date: string;
  scores: Record<string, number>;
  targets: Record<string, number>;
  actions: string[];
}
/** One review: the review item's id, the grade (1 Quên, 2 Khó, 3 Được, 4 Dễ) and when (ms). */
export interface ReviewValue {
  item: string;
  rating: 1 | 2 | 3 | 4;
  at: number;
}
/** The last self-check answer to a review item. */
export interface CheckValue {
  correct: boolean;
  at: number;
}
export interface ValueOf {
  daDoc: PageValue;
  dauTrang: PageValue;
  hoSo: ProfileValue;
  banhXe: WheelValue;
  onTap: ReviewValue;
  tuKiemTra: CheckValue;
  onTapBai: true;
}

/** One stored item. `updatedAt`: the server's time of its last write (ms), 0 when not yet stored. */
export type Item = {[K in Kind]: {kind: K; key: string; value: ValueOf[K]; updatedAt: number}}[Kind];

/** A change sent to the server: the new value, or null to delete the item. */
export type Change = {[K in Kind]: {kind: K; key: string; value: ValueOf[K] | null}}[Kind];

export const MAX_TITLE_LENGTH = 200;
export const MAX_PATH_LENGTH = 300;
export const MAX_NAME_LENGTH = 100;
export const MAX_WHEEL_AREAS = 20;
export const MAX_ACTIONS = 3;
export const MAX_ACTION_LENGTH = 200;
/** A review item's id: the article's path, '#', the question's key (scripts/lib/reviewItems.mjs). */
export const MAX_REVIEW_ITEM_LENGTH = 600;
/** A review's id, made on the device (review/reviewLog.ts: 24 hex digits). */
export const MIN_REVIEW_ID_LENGTH = 8;
export const MAX_REVIEW_ID_LENGTH = 64;
/** Reviews and answers are dated from 2020-01-01 to a day after the server's clock (devices' clocks drift). */
export const MIN_REVIEW_TIME = Date.UTC(2020, 0, 1);
export const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

/** Identity of an item within a member's data. */
export function itemId(item: {kind: Kind; key: string}): string {
  return `${item.kind}\u0000${item.key}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const chars = (text: string) => [...text].length;
// Control characters (C0, DEL, C1) never belong in a title, a name or an action.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const cleanText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && chars(value) <= max && !CONTROL.test(value);

/** A knowledge-base article, blog post or course lesson (/lop-hoc/<course>/<lesson>) path, as the site's clean URLs are. */
export function isPagePath(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_PATH_LENGTH &&
    /^\/(?:kien-thuc|blog|lop-hoc)(?:\/[A-Za-z0-9._~%-]+)+$/.test(value) &&
    !/\/\.\.?(?:\/|$)/.test(value)
  );
}

/** A page whose review items the review schedules: a knowledge-base article or a course lesson (/lop-hoc/<course>/<lesson>). */
export function isReviewPagePath(value: unknown): value is string {
  return isPagePath(value) && (value.startsWith('/kien-thuc/') || /^\/lop-hoc\/[^/]+\/[^/]+$/.test(value));
}

/** A review item's id: an article's or a lesson's path, '#', the question's key (letters and digits, single spaces). */
export function isReviewItemId(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_REVIEW_ITEM_LENGTH) return false;
  const hash = value.indexOf('#');
  const path = value.slice(0, hash);
  return hash > 0 && isReviewPagePath(path) && /^[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*$/u.test(value.slice(hash + 1));
}

/** A time in ms when a review or an answer can have happened (`now`: the server's clock, when known). */
function isReviewTime(value: unknown, now: number | undefined): value is number {
  return (
    Number.isSafeInteger(value) &&
    (value as number) >= MIN_REVIEW_TIME &&
    (now === undefined || (value as number) <= now + MAX_CLOCK_AHEAD_MS)
  );
}

const REVIEW_TIME_ERROR =
  'Thời điểm ôn tập phải là số mili giây từ năm 2020 đến nay. Hãy kiểm tra ngày giờ trên thiết bị rồi thử lại.';

function reviewChangeError(kind: 'onTap' | 'tuKiemTra' | 'onTapBai', key: unknown, value: unknown, now?: number) {
  if (kind === 'onTapBai') {
    if (!isReviewPagePath(key))
      return 'Bài thêm vào ôn tập phải là một bài trong /kien-thuc hoặc một bài học /lop-hoc.';
    return value === null || value === true ? null : 'Bài thêm vào ôn tập chỉ nhận giá trị true (hoặc null để bỏ).';
  }
  if (kind === 'tuKiemTra') {
    if (!isReviewItemId(key)) return 'Mã câu hỏi tự kiểm tra không hợp lệ (đường dẫn bài, dấu #, rồi khóa câu hỏi).';
    if (value === null) return null;
    if (!isRecord(value) || Object.keys(value).length !== 2 || typeof value.correct !== 'boolean')
      return 'Kết quả tự kiểm tra phải có đúng hai trường: correct (true hoặc false) và at.';
    return isReviewTime(value.at, now) ? null : REVIEW_TIME_ERROR;
  }
  if (
    typeof key !== 'string' ||
    !new RegExp(`^[A-Za-z0-9_-]{${MIN_REVIEW_ID_LENGTH},${MAX_REVIEW_ID_LENGTH}}$`).test(key)
  )
    return `Mã lần ôn tập phải gồm ${MIN_REVIEW_ID_LENGTH}–${MAX_REVIEW_ID_LENGTH} chữ cái Latin, chữ số, "-" hoặc "_".`;
  if (value === null) return null;
  if (!isRecord(value) || Object.keys(value).some((name) => !['item', 'rating', 'at'].includes(name)))
    return 'Lần ôn tập chỉ có các trường item, rating, at.';
  if (!isReviewItemId(value.item))
    return 'Mã câu hỏi của lần ôn tập không hợp lệ (đường dẫn bài, dấu #, rồi khóa câu hỏi).';
  if (value.rating !== 1 && value.rating !== 2 && value.rating !== 3 && value.rating !== 4)
    return 'Mức nhớ của lần ôn tập phải là 1 (Quên), 2 (Khó), 3 (Được) hoặc 4 (Dễ).';
  return isReviewTime(value.at, now) ? null : REVIEW_TIME_ERROR;
}

function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isScoreMap(value: unknown): value is Record<string, number> {
  if (!isRecord(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= MAX_WHEEL_AREAS &&
    entries.every(
      ([area, score]) =>
        /^[a-z][a-z0-9-]{0,39}$/.test(area) &&
        Number.isInteger(score) &&
        (score as number) >= 1 &&
        (score as number) <= 10,
    )
  );
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/**
 * The Vietnamese reason a change is refused, or null when it is acceptable.
 * `now`: the server's clock, to refuse reviews dated in the future.
 */
export function changeError(change: unknown, now?: number): string | null {
  if (!isRecord(change)) return 'Mỗi thay đổi phải là một đối tượng JSON.';
  const {kind, key, value} = change;
  if (typeof kind !== 'string' || !(KINDS as readonly string[]).includes(kind)) {
    return `Loại dữ liệu không hợp lệ (chỉ nhận: ${KINDS.join(', ')}).`;
  }
  const extra = Object.keys(change).filter((name) => !['kind', 'key', 'value'].includes(name));
  if (extra.length > 0) return `Thay đổi có trường không được phép: ${extra.slice(0, 3).join(', ')}.`;
  if (kind === 'onTap' || kind === 'tuKiemTra' || kind === 'onTapBai') return reviewChangeError(kind, key, value, now);
  if (kind === 'daDoc' || kind === 'dauTrang') {
    if (!isPagePath(key))
      return 'Địa chỉ bài viết không hợp lệ (phải là một trang trong /kien-thuc, /blog hoặc /lop-hoc).';
    if (value === null) return null;
    if (!isRecord(value) || Object.keys(value).length !== 1 || !cleanText(value.title, MAX_TITLE_LENGTH)) {
      return `Tiêu đề bài viết phải là chữ, không rỗng, tối đa ${MAX_TITLE_LENGTH} ký tự.`;
    }
    return null;
  }
  if (kind === 'hoSo') {
    if (!cleanText(key, MAX_NAME_LENGTH + 20)) return 'Mã hồ sơ thần số học không hợp lệ.';
    if (value === null) return null;
    if (!isRecord(value) || Object.keys(value).length !== 3)
      return 'Hồ sơ thần số học phải có đúng ba trường: name, date, savedAt.';
    if (!cleanText(value.name, MAX_NAME_LENGTH))
      return `Họ tên trong hồ sơ phải là chữ, không rỗng, tối đa ${MAX_NAME_LENGTH} ký tự.`;
    if (!isIsoDay(value.date)) return 'Ngày sinh trong hồ sơ phải có dạng yyyy-mm-dd và là một ngày có thật.';
    if (typeof value.savedAt !== 'number' || !Number.isFinite(value.savedAt) || value.savedAt < 0)
      return 'Thời điểm lưu hồ sơ không hợp lệ.';
    return null;
  }
  // banhXe
  if (typeof key !== 'string' || !/^\d{1,16}$/.test(key)) return 'Mã lần đánh giá bánh xe cuộc đời phải là một dãy số.';
  if (value === null) return null;
  if (!isRecord(value) || Object.keys(value).some((name) => !['date', 'scores', 'targets', 'actions'].includes(name))) {
    return 'Lần đánh giá bánh xe cuộc đời chỉ có các trường date, scores, targets, actions.';
  }
  if (typeof value.date !== 'string' || !ISO_DATE_TIME.test(value.date) || !Number.isFinite(Date.parse(value.date))) {
    return 'Thời điểm đánh giá phải theo ISO 8601 (ví dụ 2026-03-12T07:05:00.000Z).';
  }
  if (!isScoreMap(value.scores) || Object.keys(value.scores).length === 0 || !isScoreMap(value.targets)) {
    return `Điểm và mục tiêu phải là số nguyên từ 1 đến 10, tối đa ${MAX_WHEEL_AREAS} lĩnh vực.`;
  }
  if (
    !Array.isArray(value.actions) ||
    value.actions.length > MAX_ACTIONS ||
    !value.actions.every((action) => cleanText(action, MAX_ACTION_LENGTH))
  ) {
    return `Tối đa ${MAX_ACTIONS} hành động, mỗi hành động tối đa ${MAX_ACTION_LENGTH} ký tự.`;
  }
  return null;
}

export type ParsedChanges = {ok: true; changes: Change[]} | {ok: false; error: string};

/** A request body `{changes: [...]}`, checked change by change (`now`: the server's clock). */
export function parseChanges(body: unknown, now?: number): ParsedChanges {
  if (!isRecord(body) || !Array.isArray(body.changes) || Object.keys(body).length !== 1) {
    return {ok: false, error: 'Dữ liệu gửi lên phải có dạng {"changes": [...]}.'};
  }
  if (body.changes.length > MAX_CHANGES) {
    return {ok: false, error: `Mỗi lần chỉ gửi tối đa ${MAX_CHANGES} thay đổi.`};
  }
  for (const [index, change] of body.changes.entries()) {
    const error = changeError(change, now);
    if (error) return {ok: false, error: `Thay đổi thứ ${index + 1}: ${error}`};
  }
  return {ok: true, changes: body.changes as Change[]};
}

/** How many items of each kind. */
export function countByKind(items: readonly {kind: Kind}[]): Record<Kind, number> {
  const counts = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  for (const item of items) counts[item.kind] += 1;
  return counts;
}

export type Applied =
  {ok: true; items: Item[]; written: Item[]; deleted: {kind: Kind; key: string}[]} | {ok: false; error: string};

/**
 * Whether a change leaves the stored item as it is: a review already stored, an article already
 * added, or an older self-check answer.
 */
function keepsStored(stored: Item | undefined, change: Change): boolean {
  if (!stored || change.value === null) return false;
  if (change.kind === 'onTap' || change.kind === 'onTapBai') return true;
  if (change.kind === 'tuKiemTra' && stored.kind === 'tuKiemTra') return stored.value.at >= change.value.at;
  return false;
}

/** Reviews oldest first (by time, then id), as the devices order them (review/reviewLog.ts). */
const reviewOrder = (a: Item, b: Item) =>
  (a.value as ReviewValue).at - (b.value as ReviewValue).at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Applies changes in order to the stored items, each write stamped `now` (the
 * server's clock): the last write to an item wins, except that a stored review
 * is never replaced and a self-check answer only by a later one. Past the
 * reviews' limit the oldest reviews go (as on the device); any other kind going
 * over its limit refuses the whole request (nothing applied).
 */
export function applyChanges(stored: readonly Item[], changes: readonly Change[], now: number): Applied {
  const byId = new Map(stored.map((item) => [itemId(item), item] as const));
  const touched = new Set<string>();
  for (const change of changes) {
    const id = itemId(change);
    if (keepsStored(byId.get(id), change)) continue;
    touched.add(id);
    if (change.value === null) byId.delete(id);
    else byId.set(id, {kind: change.kind, key: change.key, value: change.value, updatedAt: now} as Item);
  }
  const reviews = [...byId.values()].filter((item) => item.kind === 'onTap');
  if (reviews.length > LIMITS.onTap) {
    for (const old of reviews.sort(reviewOrder).slice(0, reviews.length - LIMITS.onTap)) {
      const id = itemId(old);
      byId.delete(id);
      touched.add(id);
    }
  }
  const items = [...byId.values()];
  const counts = countByKind(items);
  const before = countByKind(stored);
  for (const kind of KINDS) {
    if (counts[kind] > LIMITS[kind] && counts[kind] > before[kind]) {
      return {
        ok: false,
        error: `Bạn chỉ lưu được tối đa ${LIMITS[kind]} ${KIND_LABELS[kind]}. Hãy xóa bớt rồi thử lại.`,
      };
    }
  }
  const written: Item[] = [];
  const deleted: {kind: Kind; key: string}[] = [];
  for (const id of touched) {
    const item = byId.get(id);
    if (item) written.push(item);
    else {
      const [kind, key] = id.split('\u0000') as [Kind, string];
      deleted.push({kind, key});
    }
  }
  return {ok: true, items: sortItems(items), written, deleted};
}

/** Items in a stable order: by kind, then key. */
export function sortItems<T extends {kind: Kind; key: string}>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}
