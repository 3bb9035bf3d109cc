import {describe, expect, it} from 'vitest';
import {
  applyLocal,
  chunk,
  diffItems,
  firstSignInChanges,
  mergeChanges,
  runChanges,
  signOutStash,
  stableJson,
  switchAccount,
  unstash,
  type LocalItem,
} from './syncPlan';

const page = (kind: 'daDoc' | 'dauTrang', key: string, title = 'Bài'): LocalItem => ({kind, key, value: {title}});
const profile = (name: string, date: string, savedAt = 1): LocalItem => ({
  kind: 'hoSo',
  key: `${name.toLowerCase()}|${date}`,
  value: {name, date, savedAt},
});

describe('stableJson', () => {
  it('không phụ thuộc thứ tự khóa', () => {
    expect(stableJson({b: 1, a: [{d: 2, c: 3}]})).toBe(stableJson({a: [{c: 3, d: 2}], b: 1}));
  });
});

describe('diffItems', () => {
  it('thêm, sửa và xóa so với lần đồng bộ trước', () => {
    const base = [page('daDoc', '/blog/a'), page('dauTrang', '/blog/b'), profile('An', '1990-01-01')];
    const local = [page('daDoc', '/blog/a'), page('dauTrang', '/blog/b', 'Tên mới'), page('daDoc', '/blog/c')];
    expect(diffItems(base, local)).toEqual([
      {kind: 'daDoc', key: '/blog/c', value: {title: 'Bài'}},
      {kind: 'dauTrang', key: '/blog/b', value: {title: 'Tên mới'}},
      {kind: 'hoSo', key: 'an|1990-01-01', value: null},
    ]);
  });

  it('không có gì đổi thì không gửi gì', () => {
    const items = [page('daDoc', '/blog/a'), profile('An', '1990-01-01')];
    expect(diffItems(items, [...items].reverse())).toEqual([]);
  });
});

describe('firstSignInChanges: gộp dữ liệu của thiết bị vào tài khoản', () => {
  it('thêm những gì tài khoản chưa có, gộp trùng, không xóa gì', () => {
    const server = [page('daDoc', '/blog/a'), profile('An', '1990-01-01', 5)];
    const local = [
      page('daDoc', '/blog/a'),
      page('dauTrang', '/blog/z'),
      profile('An', '1990-01-01', 9),
      profile('Bình', '1992-05-05'),
    ];
    expect(firstSignInChanges(server, local)).toEqual([
      {kind: 'dauTrang', key: '/blog/z', value: {title: 'Bài'}},
      {kind: 'hoSo', key: 'bình|1992-05-05', value: {name: 'Bình', date: '1992-05-05', savedAt: 1}},
    ]);
  });
});

describe('hai thiết bị hội tụ', () => {
  it('thiết bị B thấy thay đổi của A sau khi đồng bộ, và giữ thay đổi nó làm trong lúc chờ', () => {
    const server = [page('daDoc', '/blog/a'), page('dauTrang', '/blog/tu-a')];
    // While B's request was in flight, B bookmarked /blog/tu-b.
    const during = diffItems([page('daDoc', '/blog/a')], [page('daDoc', '/blog/a'), page('dauTrang', '/blog/tu-b')]);
    expect(applyLocal(server, during)).toEqual([
      page('daDoc', '/blog/a'),
      page('dauTrang', '/blog/tu-a'),
      page('dauTrang', '/blog/tu-b'),
    ]);
  });

  it('một mục bị xóa ở thiết bị kia biến mất ở đây (bản máy chủ thay bản cũ)', () => {
    expect(applyLocal([], [])).toEqual([]);
    expect(diffItems([page('dauTrang', '/blog/x')], [page('dauTrang', '/blog/x')])).toEqual([]);
  });
});

describe('chunk', () => {
  it('chia đều, giữ thứ tự', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([]);
  });
});

describe('thiết bị dùng chung cho nhiều tài khoản', () => {
  const read = (key: string) => ({kind: 'daDoc', key, value: {title: 'Bài'}}) as const;
  const gone = (key: string) => ({kind: 'daDoc', key, value: null}) as const;

  it('mergeChanges: mỗi mục một thay đổi, thay đổi sau thắng', () => {
    expect(mergeChanges([read('/blog/a'), read('/blog/b')], [gone('/blog/a')])).toEqual([
      gone('/blog/a'),
      read('/blog/b'),
    ]);
  });

  it('tài khoản khác đăng nhập: thay đổi chưa gửi của tài khoản trước được cất riêng, thiết bị bắt đầu trống', () => {
    const state = {uid: 'A', base: [page('daDoc', '/blog/a')]};
    const local = [page('daDoc', '/blog/a'), page('dauTrang', '/blog/b')];
    expect(switchAccount('B', state, local, {})).toEqual({
      state: {uid: 'B', base: []},
      local: [],
      stash: {A: [{kind: 'dauTrang', key: '/blog/b', value: {title: 'Bài'}}]},
    });
  });

  it('không có gì chưa gửi thì không cất gì; cùng tài khoản hoặc thiết bị chưa thuộc ai thì không đổi', () => {
    const state = {uid: 'A', base: [page('daDoc', '/blog/a')]};
    expect(switchAccount('B', state, [page('daDoc', '/blog/a')], {})?.stash).toEqual({});
    expect(switchAccount('A', state, [], {})).toBeNull();
    expect(switchAccount('A', null, [page('daDoc', '/blog/a')], {})).toBeNull();
  });

  it('tài khoản quay lại: thay đổi đã cất được gửi trước, rồi đến thay đổi mới trên thiết bị', () => {
    const stash = {A: [read('/blog/a'), read('/blog/b')], B: [read('/blog/z')]};
    const state = {uid: 'A', base: [page('daDoc', '/blog/c')]};
    expect(runChanges('A', state, [], stash, null)).toEqual([read('/blog/a'), read('/blog/b'), gone('/blog/c')]);
    // On a device that is nobody's, the stash comes with the local items the account lacks.
    expect(runChanges('A', null, [page('daDoc', '/blog/d')], stash, [page('daDoc', '/blog/a')])).toEqual([
      read('/blog/a'),
      read('/blog/b'),
      read('/blog/d'),
    ]);
    expect(unstash(stash, 'A')).toEqual({B: [read('/blog/z')]});
  });

  it('đăng xuất: thay đổi chưa gửi (mọi mục nếu chưa từng đồng bộ) được cất cho tài khoản', () => {
    const local = [page('daDoc', '/blog/a'), page('daDoc', '/blog/b')];
    expect(signOutStash('A', {uid: 'A', base: [page('daDoc', '/blog/a')]}, local, {})).toEqual({
      A: [read('/blog/b')],
    });
    expect(signOutStash('A', {uid: 'A', base: local}, local, {})).toEqual({});
    expect(signOutStash('A', null, local, {})).toEqual({A: [read('/blog/a'), read('/blog/b')]});
    expect(signOutStash('A', {uid: 'B', base: []}, local, {})).toEqual({});
  });
});
