/**
 * History of completed wheel-of-life assessments, kept in localStorage.
 *
 * Stored under HISTORY_KEY as JSON:
 *
 *     {"version": 1, "entries": [
 *       {"id": "1760000000000", "date": "2026-03-12T07:05:00.000Z",
 *        "scores": {"su-nghiep": 7, …}, "targets": {"su-nghiep": 9},
 *        "actions": ["Đi bộ 20 phút sau bữa tối"]}
 *     ]}
 *
 * Scores and targets are keyed by area id (not by position), so a reader can
 * tell an entry from another version of the wheel. Reading never throws:
 * - not JSON, or not an object with an `entries` list → everything ignored,
 *   notice 'corrupt';
 * - another `version` → everything ignored, notice 'unsupported-version';
 * - an entry with a bad id or date, a score missing or not an integer 1–10,
 *   a bad target, or a duplicate id → that entry ignored, notice 'dropped'.
 * Entries come back oldest first.
 */
import {MAX_SCORE, MIN_SCORE, LOW_SCORE, isValidScore} from './scoring';

export const HISTORY_KEY = 'banh-xe-cuoc-doi:v1';
export const HISTORY_VERSION = 1;
/** Oldest entries are dropped beyond this. */
export const MAX_ENTRIES = 100;
export const MAX_ACTIONS = 3;
export const MAX_ACTION_LENGTH = 200;

export interface HistoryEntry {
  /** Unique; the creation time in milliseconds, as text. */
  id: string;
  /** ISO 8601 date and time of completion. */
  date: string;
  /** In the order of `wheelAreas`. */
  current: number[];
  target: (number | null)[];
  /** Up to three actions for the next seven days. */
  actions: string[];
}

export type HistoryNotice =
  {kind: 'corrupt'} | {kind: 'unsupported-version'; version: unknown} | {kind: 'dropped'; count: number};

export interface ParsedHistory {
  entries: HistoryEntry[];
  notices: HistoryNotice[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseEntry(value: unknown, areaIds: readonly string[]): HistoryEntry | null {
  if (!isRecord(value)) return null;
  const {id, date, scores, targets, actions} = value;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof date !== 'string' || !Number.isFinite(Date.parse(date))) return null;
  if (!isRecord(scores)) return null;
  const current: number[] = [];
  for (const areaId of areaIds) {
    const score = scores[areaId];
    if (!isValidScore(score)) return null;
    current.push(score);
  }
  if (targets !== undefined && !isRecord(targets)) return null;
  const target: (number | null)[] = [];
  for (const areaId of areaIds) {
    const goal = targets?.[areaId];
    if (goal === undefined || goal === null) {
      target.push(null);
    } else if (isValidScore(goal)) {
      target.push(goal);
    } else {
      return null;
    }
  }
  let cleanActions: string[] = [];
  if (actions !== undefined) {
    if (!Array.isArray(actions) || !actions.every((a) => typeof a === 'string')) return null;
    cleanActions = normalizeActions(actions);
  }
  return {id, date: new Date(date).toISOString(), current, target, actions: cleanActions};
}

/** Reads stored history; `raw` is what localStorage returned (null = nothing stored). */
export function parseHistory(raw: string | null, areaIds: readonly string[]): ParsedHistory {
  if (raw === null || raw.trim() === '') return {entries: [], notices: []};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {entries: [], notices: [{kind: 'corrupt'}]};
  }
  if (!isRecord(data)) return {entries: [], notices: [{kind: 'corrupt'}]};
  if (data.version !== HISTORY_VERSION) {
    return {entries: [], notices: [{kind: 'unsupported-version', version: data.version}]};
  }
  if (!Array.isArray(data.entries)) return {entries: [], notices: [{kind: 'corrupt'}]};

  const entries: HistoryEntry[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  for (const item of data.entries) {
    const entry = parseEntry(item, areaIds);
    if (entry === null || seen.has(entry.id)) {
      dropped += 1;
      continue;
    }
    seen.add(entry.id);
    entries.push(entry);
  }
  const notices: HistoryNotice[] = dropped > 0 ? [{kind: 'dropped', count: dropped}] : [];
  return {entries: sortByDate(entries).slice(-MAX_ENTRIES), notices};
}

/** JSON for localStorage (inverse of parseHistory). */
export function serializeHistory(entries: readonly HistoryEntry[], areaIds: readonly string[]): string {
  return JSON.stringify({
    version: HISTORY_VERSION,
    entries: entries.map((entry) => {
      const scores: Record<string, number> = {};
      const targets: Record<string, number> = {};
      areaIds.forEach((areaId, index) => {
        scores[areaId] = entry.current[index];
        const goal = entry.target[index];
        if (goal != null) targets[areaId] = goal;
      });
      return {id: entry.id, date: entry.date, scores, targets, actions: entry.actions};
    }),
  });
}

function sortByDate(entries: HistoryEntry[]): HistoryEntry[] {
  return [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date) || a.id.localeCompare(b.id));
}

/** Trimmed, non-empty, at most MAX_ACTIONS of at most MAX_ACTION_LENGTH characters. */
export function normalizeActions(actions: readonly string[]): string[] {
  return actions
    .map((action) => action.replace(/\s+/g, ' ').trim().slice(0, MAX_ACTION_LENGTH))
    .filter((action) => action !== '')
    .slice(0, MAX_ACTIONS);
}

/** A new entry for a completed assessment at `now`. */
export function createEntry(
  current: readonly number[],
  target: readonly (number | null)[],
  now: Date,
  actions: readonly string[] = [],
): HistoryEntry {
  return {
    id: String(now.getTime()),
    date: now.toISOString(),
    current: [...current],
    target: [...target],
    actions: normalizeActions(actions),
  };
}

/** History with `entry` added (same id replaced), oldest first, at most MAX_ENTRIES. */
export function addEntry(entries: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return sortByDate([...entries.filter((e) => e.id !== entry.id), entry]).slice(-MAX_ENTRIES);
}

export function removeEntry(entries: readonly HistoryEntry[], id: string): HistoryEntry[] {
  return entries.filter((entry) => entry.id !== id);
}

export interface StuckArea {
  index: number;
  /** How many of the most recent assessments in a row had this area low. */
  streak: number;
  /** The scores of those assessments, oldest first. */
  scores: number[];
}

/**
 * Areas scored LOW_SCORE (4) or less in each of the last `minStreak` (2) or
 * more assessments in a row, longest streak first.
 */
export function stuckLowAreas(entries: readonly HistoryEntry[], threshold = LOW_SCORE, minStreak = 2): StuckArea[] {
  const sorted = sortByDate([...entries]);
  if (sorted.length < minStreak) return [];
  const areaCount = sorted[sorted.length - 1].current.length;
  const stuck: StuckArea[] = [];
  for (let index = 0; index < areaCount; index += 1) {
    const scores: number[] = [];
    for (let i = sorted.length - 1; i >= 0; i -= 1) {
      const score = sorted[i].current[index];
      if (score === undefined || score > threshold) break;
      scores.unshift(score);
    }
    if (scores.length >= minStreak) stuck.push({index, streak: scores.length, scores});
  }
  return stuck.sort((a, b) => b.streak - a.streak || a.index - b.index);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** "12/03/2026" in the browser's time zone. */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** "2026-03-12" in the browser's time zone (for file names). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "12/03/2026 14:05" in the browser's time zone. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A label per entry for lists and pickers: the date and time, with
 * " (lần 2)", " (lần 3)"… added when several entries share the same minute.
 */
export function entryLabels(entries: readonly HistoryEntry[]): string[] {
  const counts = new Map<string, number>();
  return entries.map((entry) => {
    const base = formatDateTime(new Date(entry.date));
    const seen = (counts.get(base) ?? 0) + 1;
    counts.set(base, seen);
    return seen === 1 ? base : `${base} (lần ${seen})`;
  });
}

/** Vietnamese sentence for a notice. */
export function describeHistoryNotice(notice: HistoryNotice): string {
  switch (notice.kind) {
    case 'corrupt':
      return 'Lịch sử đã lưu trên trình duyệt này bị hỏng nên đã được bỏ qua. Lần đánh giá tiếp theo sẽ bắt đầu một lịch sử mới.';
    case 'unsupported-version':
      return 'Lịch sử đã lưu thuộc một phiên bản khác của trang nên đã được bỏ qua. Lần đánh giá tiếp theo sẽ bắt đầu một lịch sử mới.';
    case 'dropped':
      return `Đã bỏ qua ${notice.count} lần đánh giá có dữ liệu không hợp lệ trong lịch sử (điểm phải là số nguyên từ ${MIN_SCORE} đến ${MAX_SCORE}).`;
  }
}
