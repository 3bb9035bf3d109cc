/**
 * Share links for a wheel of life.
 *
 * Format, version 1 (query string of /trac-nghiem/banh-xe-cuoc-doi-online):
 *
 *     ?v=1&diem=7-5-8-6-4-9-3-6&muc-tieu=9-7-9-8--9--8
 *
 * - `diem`: the current scores, in the order of `wheelAreas`, separated by
 *   "-"; each an integer from 1 to 10.
 * - `muc-tieu` (optional): the targets in the same order; an empty place
 *   means "no target"; trailing empty places may be left out.
 * - `v`: the format version; a link without it is read as version 1.
 *
 * Reading is forgiving and never throws: every problem becomes a
 * `ShareIssue` and a safe value is used instead.
 * - missing or non-numeric score → DEFAULT_SCORE (5);
 * - number out of 1–10 → clamped (0 → 1, 12 → 10); decimal → rounded;
 * - unreadable target (any of the above) → no target for that area;
 * - extra values → ignored.
 */
import {DEFAULT_SCORE, MAX_SCORE, MIN_SCORE, clampScore, type Scores, type Targets} from './scoring';

export const SHARE_VERSION = '1';
export const PARAM_VERSION = 'v';
export const PARAM_SCORES = 'diem';
export const PARAM_TARGETS = 'muc-tieu';
const SEPARATOR = '-';

export type ShareIssue =
  /** The link has share parameters but no `diem` at all, or it is empty. */
  | {kind: 'no-scores'}
  /** Fewer scores than areas: this area has none. */
  | {kind: 'missing'; index: number}
  | {kind: 'not-a-number'; index: number; raw: string}
  | {kind: 'out-of-range'; index: number; raw: string; used: number}
  | {kind: 'not-integer'; index: number; raw: string; used: number}
  | {kind: 'target-invalid'; index: number; raw: string}
  | {kind: 'extra'; param: 'diem' | 'muc-tieu'; count: number}
  | {kind: 'unknown-version'; raw: string};

export interface SharedWheel {
  current: number[];
  target: (number | null)[];
  issues: ShareIssue[];
}

/** The query string (without "?") that carries a wheel. */
export function encodeShareQuery(current: Scores, target: Targets): string {
  const parts = [`${PARAM_VERSION}=${SHARE_VERSION}`, `${PARAM_SCORES}=${current.join(SEPARATOR)}`];
  const targets = target.map((t) => (t == null ? '' : String(t)));
  while (targets.length > 0 && targets[targets.length - 1] === '') targets.pop();
  if (targets.length > 0) parts.push(`${PARAM_TARGETS}=${targets.join(SEPARATOR)}`);
  return parts.join('&');
}

/** Full share URL for a page URL (origin + path; any query or hash on it is dropped). */
export function buildShareUrl(pageUrl: string, current: Scores, target: Targets): string {
  const base = pageUrl.split(/[?#]/)[0];
  return `${base}?${encodeShareQuery(current, target)}`;
}

/** True when the query string looks like a share link (so the page shows the shared wheel). */
export function isShareQuery(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has(PARAM_SCORES) || params.has(PARAM_TARGETS);
}

type ParsedValue =
  | {ok: true; value: number}
  | {ok: false; reason: 'not-a-number'}
  | {ok: false; reason: 'out-of-range' | 'not-integer'; used: number};

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function parseValue(raw: string): ParsedValue {
  const text = raw.trim().replace(',', '.');
  if (!NUMBER.test(text)) return {ok: false, reason: 'not-a-number'};
  const number = Number(text);
  if (number < MIN_SCORE || number > MAX_SCORE) return {ok: false, reason: 'out-of-range', used: clampScore(number)};
  if (!Number.isInteger(number)) return {ok: false, reason: 'not-integer', used: clampScore(number)};
  return {ok: true, value: number};
}

/**
 * Reads a wheel from a query string ("?diem=…" or "diem=…").
 * Returns null when the query carries no wheel (neither `diem` nor `muc-tieu`).
 */
export function decodeShareQuery(search: string, areaCount: number): SharedWheel | null {
  if (!isShareQuery(search)) return null;
  const params = new URLSearchParams(search);
  const issues: ShareIssue[] = [];

  const version = params.get(PARAM_VERSION);
  if (version !== null && version.trim() !== SHARE_VERSION) issues.push({kind: 'unknown-version', raw: version});

  const scoresParam = (params.get(PARAM_SCORES) ?? '').trim();
  const rawScores = scoresParam === '' ? [] : scoresParam.split(SEPARATOR);
  if (rawScores.length === 0) issues.push({kind: 'no-scores'});

  const current: number[] = [];
  for (let index = 0; index < areaCount; index += 1) {
    const raw = rawScores[index];
    if (raw === undefined || raw.trim() === '') {
      if (rawScores.length > 0) issues.push({kind: 'missing', index});
      current.push(DEFAULT_SCORE);
      continue;
    }
    const parsed = parseValue(raw);
    if (parsed.ok) {
      current.push(parsed.value);
    } else if (parsed.reason === 'not-a-number') {
      issues.push({kind: 'not-a-number', index, raw});
      current.push(DEFAULT_SCORE);
    } else {
      issues.push({kind: parsed.reason, index, raw, used: parsed.used});
      current.push(parsed.used);
    }
  }
  if (rawScores.length > areaCount) issues.push({kind: 'extra', param: 'diem', count: rawScores.length - areaCount});

  const targetsParam = (params.get(PARAM_TARGETS) ?? '').trim();
  const rawTargets = targetsParam === '' ? [] : targetsParam.split(SEPARATOR);
  const target: (number | null)[] = [];
  for (let index = 0; index < areaCount; index += 1) {
    const raw = rawTargets[index];
    if (raw === undefined || raw.trim() === '') {
      target.push(null);
      continue;
    }
    const parsed = parseValue(raw);
    if (parsed.ok) {
      target.push(parsed.value);
    } else {
      issues.push({kind: 'target-invalid', index, raw});
      target.push(null);
    }
  }
  if (rawTargets.length > areaCount) {
    issues.push({kind: 'extra', param: 'muc-tieu', count: rawTargets.length - areaCount});
  }

  return {current, target, issues};
}

/** Cuts very long raw text from a link before showing it. */
function quote(raw: string): string {
  const text = raw.length > 12 ? `${raw.slice(0, 12)}…` : raw;
  return `“${text}”`;
}

/** One Vietnamese sentence per problem; `areaNames` in wheel order. */
export function describeShareIssue(issue: ShareIssue, areaNames: readonly string[]): string {
  const area = 'index' in issue ? (areaNames[issue.index] ?? `Lĩnh vực ${issue.index + 1}`) : '';
  switch (issue.kind) {
    case 'no-scores':
      return `Liên kết không có điểm nào, nên mọi lĩnh vực được hiển thị với điểm mặc định ${DEFAULT_SCORE}.`;
    case 'missing':
      return `${area}: liên kết thiếu điểm, tạm dùng điểm mặc định ${DEFAULT_SCORE}.`;
    case 'not-a-number':
      return `${area}: ${quote(issue.raw)} không phải là số, tạm dùng điểm mặc định ${DEFAULT_SCORE}.`;
    case 'out-of-range':
      return `${area}: điểm ${quote(issue.raw)} nằm ngoài thang ${MIN_SCORE}–${MAX_SCORE}, đã đưa về ${issue.used}.`;
    case 'not-integer':
      return `${area}: điểm ${quote(issue.raw)} không phải số nguyên, đã làm tròn thành ${issue.used}.`;
    case 'target-invalid':
      return `${area}: điểm mục tiêu ${quote(issue.raw)} không hợp lệ nên được bỏ qua.`;
    case 'extra':
      return issue.param === 'diem'
        ? `Liên kết có thừa ${issue.count} điểm ở cuối, phần thừa đã được bỏ qua.`
        : `Liên kết có thừa ${issue.count} điểm mục tiêu ở cuối, phần thừa đã được bỏ qua.`;
    case 'unknown-version':
      return `Liên kết thuộc phiên bản ${quote(issue.raw)} mà trang chưa hỗ trợ; trang đã cố đọc theo phiên bản ${SHARE_VERSION}.`;
  }
}
