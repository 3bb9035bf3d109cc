/**
 * The review log's entries and how logs merge, without the scheduler (schedule.ts), so that the
 * self-check and the sync can record reviews without loading ts-fsrs.
 */

/** The grades a reader gives, as ts-fsrs numbers them: 1 Quên, 2 Khó, 3 Được, 4 Dễ. */
export type ReviewRating = 1 | 2 | 3 | 4;
export const RATINGS: readonly ReviewRating[] = [1, 2, 3, 4];
export const RATING_LABELS: Readonly<Record<ReviewRating, string>> = {1: 'Quên', 2: 'Khó', 3: 'Được', 4: 'Dễ'};

/** One review: `id` random (unique across devices), `item` the review item's id, `at` when (ms). */
export interface ReviewEntry {
  id: string;
  item: string;
  rating: ReviewRating;
  at: number;
}

/** Oldest first; reviews at the same time by id, so that every device orders them alike. */
export const byTime = (a: ReviewEntry, b: ReviewEntry) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The union of review logs: each review once (by id), oldest first. */
export function mergeLogs(...logs: readonly (readonly ReviewEntry[])[]): ReviewEntry[] {
  const byId = new Map<string, ReviewEntry>();
  for (const log of logs) for (const entry of log) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort(byTime);
}

/** Most new items a day, by default; the reader can change it between the bounds. */
export const DEFAULT_NEW_PER_DAY = 20;
export const MIN_NEW_PER_DAY = 0;
export const MAX_NEW_PER_DAY = 200;

/** A new review's id: random, so that two devices never give the same one. */
export function newReviewId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
