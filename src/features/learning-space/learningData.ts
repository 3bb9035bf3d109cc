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
 *
 * The server stores each item as one Firestore document with `capNhatLuc`, the
 * server's time of the last write to it; a later write to the same item
 * replaces it (last writer wins per item).
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
export interface ValueOf {
  daDoc: PageValue;
  dauTrang: PageValue;
  hoSo: ProfileValue;
  banhXe: WheelValue;
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

/** The Vietnamese reason a change is refused, or null when it is acceptable. */
export function changeError(change: unknown): string | null {
  if (!isRecord(change)) return 'Mỗi thay đổi phải là một đối tượng JSON.';
  const {kind, key, value} = change;
  if (typeof kind !== 'string' || !(KINDS as readonly string[]).includes(kind)) {
    return `Loại dữ liệu không hợp lệ (chỉ nhận: ${KINDS.join(', ')}).`;
  }
  const extra = Object.keys(change).filter((name) => !['kind', 'key', 'value'].includes(name));
  if (extra.length > 0) return `Thay đổi có trường không được phép: ${extra.slice(0, 3).join(', ')}.`;
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

/** A request body `{changes: [...]}`, checked change by change. */
export function parseChanges(body: unknown): ParsedChanges {
  if (!isRecord(body) || !Array.isArray(body.changes) || Object.keys(body).length !== 1) {
    return {ok: false, error: 'Dữ liệu gửi lên phải có dạng {"changes": [...]}.'};
  }
  if (body.changes.length > MAX_CHANGES) {
    return {ok: false, error: `Mỗi lần chỉ gửi tối đa ${MAX_CHANGES} thay đổi.`};
  }
  for (const [index, change] of body.changes.entries()) {
    const error = changeError(change);
    if (error) return {ok: false, error: `Thay đổi thứ ${index + 1}: ${error}`};
  }
  return {ok: true, changes: body.changes as Change[]};
}

/** How many items of each kind. */
export function countByKind(items: readonly {kind: Kind}[]): Record<Kind, number> {
  const counts = {daDoc: 0, dauTrang: 0, hoSo: 0, banhXe: 0};
  for (const item of items) counts[item.kind] += 1;
  return counts;
}

export type Applied =
  {ok: true; items: Item[]; written: Item[]; deleted: {kind: Kind; key: string}[]} | {ok: false; error: string};

/**
 * Applies changes in order to the stored items, each write stamped `now` (the
 * server's clock): the last write to an item wins. Refuses the whole request
 * (nothing applied) when a kind would go over its limit.
 */
export function applyChanges(stored: readonly Item[], changes: readonly Change[], now: number): Applied {
  const byId = new Map(stored.map((item) => [itemId(item), item] as const));
  const touched = new Set<string>();
  for (const change of changes) {
    const id = itemId(change);
    touched.add(id);
    if (change.value === null) byId.delete(id);
    else byId.set(id, {kind: change.kind, key: change.key, value: change.value, updatedAt: now} as Item);
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
