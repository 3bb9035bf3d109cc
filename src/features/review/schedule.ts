/**
 * Spaced repetition of review items with FSRS (ts-fsrs). What a reader did is kept as an
 * append-only log of reviews; the schedule of every item is derived by replaying that log
 * through ts-fsrs, never stored. Two devices' logs merge by the union of their reviews (by id,
 * in time order), so no review is ever lost and the merge gives the same state in any order.
 * Pure: no DOM, no storage.
 */
import {createEmptyCard, fsrs, Rating, State, type Card, type Grade} from 'ts-fsrs';
import {byTime, type ReviewEntry, type ReviewRating} from './reviewLog';

export * from './reviewLog';

/** The scheduler: the default FSRS parameters, without fuzz so that every device derives the same schedule. */
const scheduler = fsrs({enable_fuzz: false});

/** Each reviewed item's card (its FSRS state and due date) after replaying the log in time order. */
export function cardsFromLog(log: readonly ReviewEntry[]): Map<string, Card> {
  const cards = new Map<string, Card>();
  for (const entry of [...log].sort(byTime)) {
    cards.set(entry.item, nextCard(cards.get(entry.item), entry.rating, entry.at));
  }
  return cards;
}

/** The card after one more review (as `cardsFromLog` would give with that review appended). */
export function nextCard(card: Card | undefined, rating: ReviewRating, at: number): Card {
  return scheduler.next(card ?? createEmptyCard(new Date(at)), new Date(at), rating as Grade).card;
}

/** When each grade would next show the item, for the buttons ("Được · 3 ngày"). */
export function previewDue(card: Card | undefined, now: number): Record<ReviewRating, number> {
  const preview = scheduler.repeat(card ?? createEmptyCard(new Date(now)), new Date(now));
  return {
    1: preview[Rating.Again].card.due.getTime(),
    2: preview[Rating.Hard].card.due.getTime(),
    3: preview[Rating.Good].card.due.getTime(),
    4: preview[Rating.Easy].card.due.getTime(),
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span of time in Vietnamese, rounded as a reader thinks of it: "10 phút", "3 ngày", "2 tháng". */
export function formatInterval(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / MINUTE))} phút`;
  if (ms < DAY) return `${Math.round(ms / HOUR)} giờ`;
  if (ms < 30 * DAY) return `${Math.round(ms / DAY)} ngày`;
  if (ms < 365 * DAY) return `${Math.round(ms / (30 * DAY))} tháng`;
  return `${Math.round((ms / (365 * DAY)) * 10) / 10} năm`.replace('.', ',');
}

/** The reader's local day of a time, as yyyy-mm-dd. */
export function dayOf(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of the reader's local day (the last millisecond). */
export function endOfDay(ms: number): number {
  const date = new Date(ms);
  date.setHours(23, 59, 59, 999);
  return date.getTime();
}

/** How many items were reviewed for the first time on the day of `now`. */
export function newReviewedToday(log: readonly ReviewEntry[], now: number): number {
  const first = new Map<string, number>();
  for (const entry of log) first.set(entry.item, Math.min(first.get(entry.item) ?? Infinity, entry.at));
  const today = dayOf(now);
  return [...first.values()].filter((at) => dayOf(at) === today).length;
}

export interface Session {
  /** Items already reviewed and due by the end of today, the earliest first. */
  due: string[];
  /** Items never reviewed that today's allowance lets in, in the order given. */
  fresh: string[];
  /** Items never reviewed, in all. */
  newTotal: number;
  /** The earliest due time after today among reviewed items, or null. */
  nextDue: number | null;
}

/**
 * Today's review among `items` (the ids of the items the reader follows, in reading order):
 * what is due, and as many new items as `newPerDay` still allows today.
 */
export function todaysSession(
  items: readonly string[],
  cards: ReadonlyMap<string, Card>,
  now: number,
  newPerDay: number,
  log: readonly ReviewEntry[],
): Session {
  const end = endOfDay(now);
  const due: {id: string; at: number}[] = [];
  const unseen: string[] = [];
  let nextDue: number | null = null;
  for (const id of new Set(items)) {
    const card = cards.get(id);
    if (!card || card.state === State.New) unseen.push(id);
    else if (card.due.getTime() <= end) due.push({id, at: card.due.getTime()});
    else if (nextDue === null || card.due.getTime() < nextDue) nextDue = card.due.getTime();
  }
  const allowance = Math.max(0, newPerDay - newReviewedToday(log, now));
  return {
    due: due.sort((a, b) => a.at - b.at).map((d) => d.id),
    fresh: unseen.slice(0, allowance),
    newTotal: unseen.length,
    nextDue,
  };
}

/** Days in a row, up to today (or up to yesterday when today has no review yet), with at least one review. */
export function streak(log: readonly ReviewEntry[], now: number): number {
  const days = new Set(log.map((entry) => dayOf(entry.at)));
  const cursor = new Date(now);
  if (!days.has(dayOf(cursor.getTime()))) cursor.setDate(cursor.getDate() - 1);
  let count = 0;
  while (days.has(dayOf(cursor.getTime()))) {
    count += 1;
    cursor.setDate(cursor.getDate() - 1);
  }
  return count;
}

/**
 * The order to show today's items: those due now, then new ones, then those due later today
 * (an item just graded in its learning steps comes back after the new ones, not at once).
 */
export function sessionQueue(session: Session, cards: ReadonlyMap<string, Card>, now: number): string[] {
  const dueNow = session.due.filter((id) => (cards.get(id)?.due.getTime() ?? 0) <= now);
  const later = session.due.filter((id) => !dueNow.includes(id));
  return [...dueNow, ...session.fresh, ...later];
}

/** One reviewed item's schedule as a member's export gives it. */
export interface ScheduleRow {
  item: string;
  /** When the item is next due (ISO 8601). */
  due: string;
  /** FSRS state: New, Learning, Review or Relearning. */
  state: string;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  /** The latest review (ISO 8601). */
  lastReview: string | null;
}

/** The schedule derived from a log (every reviewed item, the earliest due first), for the export. */
export function scheduleRows(log: readonly ReviewEntry[]): ScheduleRow[] {
  return [...cardsFromLog(log)]
    .map(([item, card]) => ({
      item,
      due: card.due.toISOString(),
      state: State[card.state],
      stability: card.stability,
      difficulty: card.difficulty,
      reps: card.reps,
      lapses: card.lapses,
      lastReview: card.last_review ? card.last_review.toISOString() : null,
    }))
    .sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.item < b.item ? -1 : 1));
}

/** How many reviewed items are due at `now` (the review reminder mail counts them on the server). */
export function dueCount(log: readonly ReviewEntry[], now: number): number {
  let due = 0;
  for (const card of cardsFromLog(log).values()) if (card.due.getTime() <= now) due += 1;
  return due;
}
