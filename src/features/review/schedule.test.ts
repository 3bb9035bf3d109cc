import {describe, expect, it} from 'vitest';
import {State} from 'ts-fsrs';
import {
  cardsFromLog,
  dueCount,
  formatInterval,
  mergeLogs,
  nextCard,
  previewDue,
  scheduleRows,
  sessionQueue,
  streak,
  todaysSession,
  type ReviewEntry,
} from './schedule';

const DAY = 86_400_000;
const start = new Date(2026, 10, 20, 9, 0).getTime();
const entry = (id: string, item: string, rating: ReviewEntry['rating'], at: number): ReviewEntry => ({
  id,
  item,
  rating,
  at,
});

describe('scheduling through ts-fsrs', () => {
  it('shows a well-known item later than a forgotten one', () => {
    const good = cardsFromLog([entry('a', 'x', 3, start)]).get('x');
    const again = cardsFromLog([entry('a', 'x', 1, start)]).get('x');
    expect(good!.due.getTime()).toBeGreaterThan(again!.due.getTime());
  });

  it('lengthens the interval as an item is recalled again and again', () => {
    const log: ReviewEntry[] = [];
    let at = start;
    const intervals: number[] = [];
    for (let i = 0; i < 5; i++) {
      log.push(entry(`r${i}`, 'x', 3, at));
      const due = cardsFromLog(log).get('x')!.due.getTime();
      intervals.push(due - at);
      at = due;
    }
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThanOrEqual(intervals[i - 1]);
    expect(intervals.at(-1)!).toBeGreaterThan(5 * DAY);
  });

  it('replays a log to the same card as grading step by step', () => {
    const log = [entry('a', 'x', 3, start), entry('b', 'x', 2, start + DAY), entry('c', 'x', 4, start + 4 * DAY)];
    let card = nextCard(undefined, 3, start);
    card = nextCard(card, 2, start + DAY);
    card = nextCard(card, 4, start + 4 * DAY);
    expect(cardsFromLog(log).get('x')).toEqual(card);
  });

  it('previews a later due date for each better grade', () => {
    const preview = previewDue(undefined, start);
    expect(preview[1]).toBeLessThan(preview[3]);
    expect(preview[3]).toBeLessThan(preview[4]);
  });
});

describe('merging two devices', () => {
  const phone = [entry('p1', 'x', 3, start), entry('p2', 'y', 1, start + 2 * DAY)];
  const laptop = [entry('l1', 'x', 2, start + DAY), entry('l2', 'z', 4, start + 3 * DAY), phone[0]];

  it('gives the same log and schedule in either order', () => {
    expect(mergeLogs(phone, laptop)).toEqual(mergeLogs(laptop, phone));
    expect(cardsFromLog(mergeLogs(phone, laptop))).toEqual(cardsFromLog(mergeLogs(laptop, phone)));
  });

  it('keeps every review once, oldest first', () => {
    expect(mergeLogs(phone, laptop).map((e) => e.id)).toEqual(['p1', 'l1', 'p2', 'l2']);
  });

  it('is unchanged by merging again', () => {
    const merged = mergeLogs(phone, laptop);
    expect(mergeLogs(merged, phone, laptop)).toEqual(merged);
  });

  it('schedules an item from both devices’ reviews', () => {
    const x = cardsFromLog(mergeLogs(phone, laptop)).get('x')!;
    expect(x.reps).toBe(2);
  });
});

describe('todaysSession', () => {
  it('lists due items (a new one graded "Được" comes back within the day) and lets in new ones up to the daily limit, minus those begun today', () => {
    const log = [entry('a', 'old', 3, start - 30 * DAY), entry('b', 'today', 4, start - 60_000)];
    const cards = cardsFromLog(log);
    const items = ['old', 'today', 'n1', 'n2', 'n3'];
    const session = todaysSession(items, cards, start, 2, log);
    expect(session.due).toEqual(['old']);
    expect(session.fresh).toEqual(['n1']);
    expect(session.newTotal).toBe(3);
    expect(session.nextDue).toBe(cards.get('today')!.due.getTime());
  });

  it('says when the next item is due once nothing is left today', () => {
    const log = [entry('a', 'x', 4, start)];
    const session = todaysSession(['x'], cardsFromLog(log), start + 1000, 20, log);
    expect(session.due).toEqual([]);
    expect(session.fresh).toEqual([]);
    expect(session.nextDue).toBe(cardsFromLog(log).get('x')!.due.getTime());
    expect(cardsFromLog(log).get('x')!.state).toBe(State.Review);
  });
});

describe('streak', () => {
  it('counts days in a row up to today or yesterday', () => {
    const log = [entry('a', 'x', 3, start - 2 * DAY), entry('b', 'x', 3, start - DAY), entry('c', 'x', 3, start)];
    expect(streak(log, start)).toBe(3);
    expect(streak(log.slice(0, 2), start)).toBe(2);
    expect(streak(log.slice(0, 1), start)).toBe(0);
    expect(streak([], start)).toBe(0);
  });
});

describe('formatInterval', () => {
  it('rounds to what a reader thinks of', () => {
    expect(formatInterval(10 * 60_000)).toBe('10 phút');
    expect(formatInterval(3 * DAY)).toBe('3 ngày');
    expect(formatInterval(60 * DAY)).toBe('2 tháng');
    expect(formatInterval(548 * DAY)).toBe('1,5 năm');
  });
});

describe('learning steps', () => {
  it('brings back within the day a new item graded "Được"', () => {
    const log = [entry('a', 'x', 3, start)];
    expect(todaysSession(['x'], cardsFromLog(log), start + 1000, 20, log).due).toEqual(['x']);
  });
});

describe('sessionQueue', () => {
  it('shows new items before one just graded in its learning steps', () => {
    const log = [entry('a', 'x', 3, start)];
    const cards = cardsFromLog(log);
    const session = todaysSession(['x', 'n'], cards, start + 1000, 20, log);
    expect(sessionQueue(session, cards, start + 1000)).toEqual(['n', 'x']);
    expect(sessionQueue(session, cards, start + 3_600_000)).toEqual(['x', 'n']);
  });
});

describe('scheduleRows', () => {
  it('gives each reviewed item its card replayed from the log, the earliest due first', () => {
    const log = [entry('a', 'x', 4, start), entry('b', 'y', 1, start + 1000), entry('c', 'x', 3, start + DAY)];
    const rows = scheduleRows(log);
    expect(rows.map((row) => row.item)).toEqual(['y', 'x']);
    const x = cardsFromLog(log).get('x')!;
    expect(rows[1]).toEqual({
      item: 'x',
      due: x.due.toISOString(),
      state: 'Review',
      stability: x.stability,
      difficulty: x.difficulty,
      reps: 2,
      lapses: 0,
      lastReview: new Date(start + DAY).toISOString(),
    });
  });
});

describe('dueCount', () => {
  it('counts the reviewed items whose next review has come', () => {
    const day = 86_400_000;
    const start = Date.UTC(2026, 10, 1);
    const log = [
      {id: 'a', item: '/kien-thuc/x#1', rating: 1 as const, at: start},
      {id: 'b', item: '/kien-thuc/x#2', rating: 4 as const, at: start},
    ];
    // "Quên" brings an item back within minutes; "Dễ" not for days.
    expect(dueCount(log, start + 60 * 60_000)).toBe(1);
    expect(dueCount(log, start + 365 * day)).toBe(2);
    expect(dueCount([], start)).toBe(0);
  });
});
