import {describe, expect, it} from 'vitest';
import {cardsFromLog, mergeLogs, type ReviewEntry} from '../review/schedule';
import {emptyStore, withArticle, withCheck, withReview, type ReviewStore} from '../review/reviewStore';
import {applyChanges, type Item} from './learningData';
import {reviewItems, withReviewItems} from './reviewItems';
import {runChanges, withoutTimes, type DeviceState} from './syncPlan';

const ARTICLE = '/kien-thuc/python/cai-dat-python-va-moi-truong-ao';
const A = `${ARTICLE}#vi sao nen dung moi truong ao`;
const B = `${ARTICLE}#lenh nao tao moi truong ao`;
const C = `${ARTICLE}#pip freeze dung de lam gi`;
const DAY = 86_400_000;
const T0 = new Date(2026, 10, 20, 9, 0).getTime();
const review = (id: string, item: string, rating: ReviewEntry['rating'], at: number): ReviewEntry => ({
  id,
  item,
  rating,
  at,
});

/** A device: what it keeps and the state of its last sync. */
interface Device {
  store: ReviewStore;
  state: DeviceState | null;
}

/** One sync run of a device against the server's items, as sync.ts does it (send the difference, keep the answer). */
function sync(device: Device, server: Item[], now: number): Item[] {
  const local = reviewItems(device.store);
  const changes = runChanges('an', device.state, local, {}, device.state ? null : withoutTimes(server));
  const applied = applyChanges(server, changes, now);
  if (!applied.ok) throw new Error(applied.error);
  device.store = withReviewItems(device.store, withoutTimes(applied.items));
  device.state = {uid: 'an', base: withoutTimes(applied.items)};
  return applied.items;
}

const grade = (device: Device, entry: ReviewEntry) => {
  device.store = withReview(device.store, entry);
};

describe('reviewItems ↔ withReviewItems', () => {
  it('giữ nguyên lần ôn, kết quả tự kiểm tra, bài đã thêm và số câu mới mỗi ngày', () => {
    let store = withReview(emptyStore(), review('a1b2c3d4e5f6', A, 3, T0));
    store = withCheck(withArticle(store, ARTICLE), B, {correct: true, at: T0 + 1});
    store = {...store, newPerDay: 7};
    const items = reviewItems(store);
    expect(items).toEqual([
      {kind: 'onTap', key: 'a1b2c3d4e5f6', value: {item: A, rating: 3, at: T0}},
      {kind: 'tuKiemTra', key: B, value: {correct: true, at: T0 + 1}},
      {kind: 'onTapBai', key: ARTICLE, value: true},
    ]);
    expect(withReviewItems({...emptyStore(), newPerDay: 7}, items)).toEqual(store);
  });

  it('bỏ những mục máy chủ sẽ từ chối (đồng hồ sai, mã quá ngắn) để chúng không chặn phần còn lại', () => {
    const store = withReview(
      withReview(emptyStore(), review('ngan', A, 3, T0)),
      review('truoc-2020-x', A, 3, Date.UTC(2019, 0, 1)),
    );
    expect(reviewItems(withReview(store, review('hop-le-0001', A, 1, T0)))).toEqual([
      {kind: 'onTap', key: 'hop-le-0001', value: {item: A, rating: 1, at: T0}},
    ]);
  });
});

describe('hai thiết bị ôn ngoại tuyến rồi đồng bộ: không mất lần ôn nào', () => {
  /** Phone and laptop, both synced once, then each grades offline (one item on both). */
  function offlineDay(): {phone: Device; laptop: Device; server: Item[]; all: ReviewEntry[]} {
    const phone: Device = {store: emptyStore(), state: null};
    const laptop: Device = {store: emptyStore(), state: null};
    let server = sync(phone, [], T0);
    server = sync(laptop, server, T0);
    const phoneReviews = [review('phone-00000001', A, 3, T0 + 1000), review('phone-00000002', B, 1, T0 + 2000)];
    const laptopReviews = [review('laptop-0000001', C, 4, T0 + 1500), review('laptop-0000002', A, 2, T0 + DAY)];
    for (const entry of phoneReviews) grade(phone, entry);
    for (const entry of laptopReviews) grade(laptop, entry);
    return {phone, laptop, server, all: mergeLogs(phoneReviews, laptopReviews)};
  }

  it.each([
    ['điện thoại trước', ['phone', 'laptop', 'phone'] as const],
    ['máy tính trước', ['laptop', 'phone', 'laptop'] as const],
  ])('đồng bộ %s: cả hai có mọi lần ôn, cùng lịch ôn', (_name, order) => {
    const day = offlineDay();
    let server = day.server;
    for (const [i, name] of order.entries()) server = sync(day[name], server, T0 + 2 * DAY + i);
    expect(day.phone.store.log).toEqual(day.all);
    expect(day.laptop.store.log).toEqual(day.all);
    // The item graded on both devices is scheduled from both reviews, in time order.
    const cards = cardsFromLog(day.phone.store.log);
    expect(cards.get(A)?.reps).toBe(2);
    expect(cardsFromLog(day.laptop.store.log)).toEqual(cards);
    expect(cards).toEqual(cardsFromLog(day.all));
  });

  it('cùng một kết quả dù thứ tự đồng bộ khác nhau, và đồng bộ lại không đổi gì', () => {
    const first = offlineDay();
    let s1 = sync(first.phone, first.server, T0 + 3 * DAY);
    s1 = sync(first.laptop, s1, T0 + 3 * DAY + 1);
    s1 = sync(first.phone, s1, T0 + 3 * DAY + 2);
    const second = offlineDay();
    let s2 = sync(second.laptop, second.server, T0 + 3 * DAY);
    s2 = sync(second.phone, s2, T0 + 3 * DAY + 1);
    s2 = sync(second.laptop, s2, T0 + 3 * DAY + 2);
    expect(withoutTimes(s1)).toEqual(withoutTimes(s2));
    const again = sync(first.phone, s1, T0 + 4 * DAY);
    expect(again).toEqual(s1);
    expect(first.phone.store).toEqual(second.phone.store);
  });

  it('lần đăng nhập đầu trên máy đã ôn khi chưa đăng nhập: các lần ôn được gộp vào tài khoản', () => {
    const phone: Device = {store: emptyStore(), state: null};
    grade(phone, review('phone-00000001', A, 3, T0));
    const server = sync(phone, [], T0 + 1);
    const visitor: Device = {store: emptyStore(), state: null};
    grade(visitor, review('khach-0000001', B, 4, T0 + 5));
    grade(visitor, review('phone-00000001', A, 3, T0)); // the same review twice (restored from a copy): one
    sync(visitor, server, T0 + 10);
    expect(visitor.store.log.map((entry) => entry.id)).toEqual(['phone-00000001', 'khach-0000001']);
  });
});
