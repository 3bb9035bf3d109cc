import type {Firestore} from 'firebase-admin/firestore';
import {startTestFirestore, type TestFirestore} from './testing/firestoreStandIn';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {applyChanges, LIMITS, type Change} from './learningData';
import {firestoreLearningSpaceStore} from './learningSpaceStore';

// The Firestore store against the local stand-in (the same one `npm start` and
// the browser tests use), on a free port of its own: concurrent writes near a
// limit must not exceed it.

let firestore: TestFirestore;
let db: Firestore;

beforeAll(async () => {
  firestore = await startTestFirestore('learning-space-store-test');
  db = firestore.db;
});

afterAll(async () => {
  await firestore?.stop();
});

const bookmark = (i: number): Change => ({kind: 'dauTrang', key: `/blog/bai-${i}`, value: {title: `Bài ${i}`}});
const profile = (i: number): Change => ({
  kind: 'hoSo',
  key: `người ${i}|2000-01-01`,
  value: {name: `Người ${i}`, date: '2000-01-01', savedAt: i},
});
const add = (changes: Change[]) => (stored: Parameters<typeof applyChanges>[0]) =>
  applyChanges(stored, changes, Date.now());

describe('firestoreLearningSpaceStore (Firestore stand-in)', () => {
  it(`yêu cầu đồng thời sát giới hạn: không bao giờ quá ${LIMITS.hoSo} hồ sơ`, {timeout: 60_000}, async () => {
    const store = firestoreLearningSpaceStore(db);
    const uid = 'sat-gioi-han';
    const room = 3;
    const first = await store.update(uid, add(Array.from({length: LIMITS.hoSo - room}, (_, i) => profile(i))));
    expect(first.ok).toBe(true);

    // Twelve requests at once, each adding two new profiles: only one of them fits in the room left.
    const results = await Promise.all(
      Array.from({length: 12}, (_, i) => store.update(uid, add([profile(1000 + 2 * i), profile(1001 + 2 * i)]))),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.error)).toEqual(
      Array(11).fill(`Bạn chỉ lưu được tối đa ${LIMITS.hoSo} hồ sơ thần số học. Hãy xóa bớt rồi thử lại.`),
    );
    expect(await store.list(uid)).toHaveLength(LIMITS.hoSo - room + 2);
  });

  it('mọi yêu cầu đồng thời không vượt giới hạn đều được ghi, không mất thay đổi nào', {timeout: 60_000}, async () => {
    const store = firestoreLearningSpaceStore(db);
    const uid = 'nhieu-thiet-bi';
    const results = await Promise.all(Array.from({length: 8}, (_, i) => store.update(uid, add([bookmark(i)]))));
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await store.list(uid)).map((item) => item.key).sort()).toEqual(
      Array.from({length: 8}, (_, i) => `/blog/bai-${i}`).sort(),
    );
  });

  it('xóa toàn bộ rồi ghi lại: chỉ còn mục mới', {timeout: 30_000}, async () => {
    const store = firestoreLearningSpaceStore(db);
    const uid = 'xoa-roi-ghi';
    await store.update(uid, add([bookmark(1), bookmark(2)]));
    await store.deleteAll(uid);
    expect(await store.list(uid)).toEqual([]);
    expect((await db.collection('hocVien').doc(uid).collection('phienBan').get()).size).toBe(0);
    await store.update(uid, add([bookmark(3)]));
    expect((await store.list(uid)).map((item) => item.key)).toEqual(['/blog/bai-3']);
  });

  it('hai thiết bị gửi lần ôn cùng lúc: máy chủ giữ mọi lần ôn, mỗi lần một tài liệu', {timeout: 60_000}, async () => {
    const store = firestoreLearningSpaceStore(db);
    const uid = 'on-tap-hai-may';
    const item = '/kien-thuc/python/cai-dat-python-va-moi-truong-ao#vi sao nen dung moi truong ao';
    const at = Date.UTC(2026, 10, 27, 8);
    const review = (id: string, rating: 1 | 2 | 3 | 4): Change => ({kind: 'onTap', key: id, value: {item, rating, at}});
    const phone = [review('dien-thoai-01', 3), review('chung-0000001', 1)];
    const laptop = [review('may-tinh-0001', 4), review('chung-0000001', 1)];
    const results = await Promise.all([store.update(uid, add(phone)), store.update(uid, add(laptop))]);
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await store.list(uid)).map((stored) => stored.key).sort()).toEqual([
      'chung-0000001',
      'dien-thoai-01',
      'may-tinh-0001',
    ]);
    await store.deleteAll(uid);
    expect(await store.list(uid)).toEqual([]);
  });
});
