/**
 * Scores of the wheel of life and the figures shown in the result.
 *
 * A wheel is a list of scores in the order of `wheelAreas`
 * (src/data/wheelOfLife.ts). Every score is an integer from 1 to 10
 * (1 = very unhappy with the area, drawn at the centre; 10 = fully satisfied,
 * drawn at the rim). A target is optional per area (`null` = no target).
 *
 * BALANCE FIGURE (chỉ số cân bằng), 0–100:
 *
 *     balance = 100 × (1 − MAD / MAD_max)
 *
 * - MAD (mean absolute deviation, "độ lệch trung bình") is the average of how
 *   far each area's score is from the person's own average score. With scores
 *   7, 5, 8, 6, 4, 9, 3, 6 the average is 6 and the distances are 1, 1, 2, 0,
 *   2, 3, 3, 0, so MAD = 12 / 8 = 1.5.
 * - MAD_max is the largest MAD possible on a 1–10 scale: half the areas at 1
 *   and half at 10, which gives 4.5 for eight areas (in general
 *   (max − min) × 2k(n − k) / n² with k = ⌊n / 2⌋).
 * - So the example above scores 100 × (1 − 1.5 / 4.5) ≈ 67.
 *
 * 100 means every area has the same score (a perfectly round wheel, however
 * big or small); 0 means the wheel is as lopsided as it can be. Balance says
 * nothing about how high the scores are, so the page always shows it next to
 * the average score. MAD rather than the standard deviation because it can be
 * said in one sentence ("on average each area is 1.5 points away from your
 * average"), and rather than min/max because it takes every area into account.
 */

export const MIN_SCORE = 1;
export const MAX_SCORE = 10;
/** Used for a new wheel and in place of an unreadable score in a shared link. */
export const DEFAULT_SCORE = 5;
/** A score at or below this is "low" (used for "stuck low" areas in history). */
export const LOW_SCORE = 4;

export type Scores = readonly number[];
export type Targets = readonly (number | null)[];

/** True for an integer score from 1 to 10. */
export function isValidScore(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_SCORE && value <= MAX_SCORE;
}

/** Rounds and clamps any finite number into 1–10. */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_SCORE;
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, Math.round(value)));
}

export function average(scores: Scores): number {
  if (scores.length === 0) return 0;
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

/** Average distance of each score from the average score. */
export function meanAbsoluteDeviation(scores: Scores): number {
  if (scores.length === 0) return 0;
  const mean = average(scores);
  return scores.reduce((sum, score) => sum + Math.abs(score - mean), 0) / scores.length;
}

/** The largest MAD `count` scores between `min` and `max` can have (4.5 for 8 scores on 1–10). */
export function maxMeanAbsoluteDeviation(count: number, min = MIN_SCORE, max = MAX_SCORE): number {
  if (count < 2) return 0;
  const low = Math.floor(count / 2);
  return ((max - min) * 2 * low * (count - low)) / (count * count);
}

/** Balance figure 0–100 (see the module comment); not rounded. */
export function balanceScore(scores: Scores): number {
  const maxMad = maxMeanAbsoluteDeviation(scores.length);
  if (maxMad === 0) return 100;
  const balance = 100 * (1 - meanAbsoluteDeviation(scores) / maxMad);
  return Math.min(100, Math.max(0, balance));
}

export interface LowArea {
  /** Index into `wheelAreas`. */
  index: number;
  score: number;
}

/**
 * Up to `count` areas with the lowest scores, lowest first (ties keep the
 * wheel's order). Areas at the wheel's highest score are never "low", so a
 * wheel where every score is equal has no lowest areas.
 */
export function lowestAreas(scores: Scores, count = 3): LowArea[] {
  if (scores.length === 0) return [];
  const top = Math.max(...scores);
  return scores
    .map((score, index) => ({index, score}))
    .filter((area) => area.score < top)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, count);
}

export interface Gap {
  index: number;
  current: number;
  target: number;
  /** target − current, always > 0 here. */
  gap: number;
}

/**
 * Up to `count` areas with the largest positive gap between target and
 * current score, largest first (ties keep the wheel's order). Areas without
 * a target, or already at or above it, have no gap.
 */
export function largestGaps(current: Scores, target: Targets, count = 3): Gap[] {
  const gaps: Gap[] = [];
  current.forEach((score, index) => {
    const goal = target[index];
    if (goal != null && goal > score) gaps.push({index, current: score, target: goal, gap: goal - score});
  });
  return gaps.sort((a, b) => b.gap - a.gap || a.index - b.index).slice(0, count);
}

/** Indexes of the lowest areas and the largest gaps, without duplicates, lowest first. */
export function focusAreaIndexes(current: Scores, target: Targets): number[] {
  const indexes = [...lowestAreas(current).map((a) => a.index), ...largestGaps(current, target).map((g) => g.index)];
  return [...new Set(indexes)];
}

/** Vietnamese number: comma as decimal separator, at most `digits` decimals, no trailing zeros. */
export function formatNumber(value: number, digits = 1): string {
  const factor = 10 ** digits;
  const rounded = Math.round(value * factor) / factor;
  return String(rounded).replace('.', ',');
}
