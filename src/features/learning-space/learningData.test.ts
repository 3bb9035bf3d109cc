import {describe, expect, it} from 'vitest';
import {
  applyChanges,
  changeError,
  isPagePath,
  LIMITS,
  MAX_CHANGES,
  parseChanges,
  type Change,
  type Item,
} from './learningData';

const vietnamese = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹáàãéèíìóòõúùý]/i;

const wheel = {
  date: '2026-03-12T07:05:00.000Z',
  scores: {'su-nghiep': 7, 'tai-chinh': 5},
  targets: {'su-nghiep': 9},
  actions: ['Đi bộ'],
};

describe('changeError', () => {
  it.each<[string, Change]>([
    ['đã đọc', {kind: 'daDoc', key: '/kien-thuc/python/cai-dat', value: {title: 'Cài đặt Python'}}],
    ['xóa dấu trang', {kind: 'dauTrang', key: '/blog/ra-mat', value: null}],
    ['hồ sơ', {kind: 'hoSo', key: 'nguyễn an|1990-02-28', value: {name: 'Nguyễn An', date: '1990-02-28', savedAt: 1}}],
    ['bánh xe', {kind: 'banhXe', key: '1760000000000', value: wheel}],
  ])('nhận thay đổi hợp lệ: %s', (_name, change) => {
    expect(changeError(change)).toBeNull();
  });

  it.each<[string, unknown]>([
    ['không phải đối tượng', 'x'],
    ['loại lạ', {kind: 'matKhau', key: 'a', value: null}],
    ['trường thừa', {kind: 'daDoc', key: '/blog/a', value: null, uid: 'khac'}],
    ['đường dẫn ngoài kho', {kind: 'daDoc', key: '/members', value: {title: 'x'}}],
    ['đường dẫn có ..', {kind: 'daDoc', key: '/kien-thuc/../members', value: {title: 'x'}}],
    ['tiêu đề quá dài', {kind: 'dauTrang', key: '/blog/a', value: {title: 'a'.repeat(201)}}],
    ['tiêu đề có ký tự điều khiển', {kind: 'dauTrang', key: '/blog/a', value: {title: 'a\u0000b'}}],
    ['tiêu đề kèm trường thừa', {kind: 'dauTrang', key: '/blog/a', value: {title: 'a', html: '<script>'}}],
    ['ngày không có thật', {kind: 'hoSo', key: 'a|2023-02-29', value: {name: 'A', date: '2023-02-29', savedAt: 1}}],
    ['điểm 11', {kind: 'banhXe', key: '1', value: {...wheel, scores: {'su-nghiep': 11}}}],
    ['điểm lẻ', {kind: 'banhXe', key: '1', value: {...wheel, scores: {'su-nghiep': 7.5}}}],
    ['bốn hành động', {kind: 'banhXe', key: '1', value: {...wheel, actions: ['a', 'b', 'c', 'd']}}],
    ['mã không phải số', {kind: 'banhXe', key: 'abc', value: wheel}],
  ])('từ chối bằng tiếng Việt: %s', (_name, change) => {
    const error = changeError(change);
    expect(error).toMatch(vietnamese);
  });

  it('isPagePath chỉ nhận trang trong /kien-thuc, /blog và bài học /lop-hoc', () => {
    expect(isPagePath('/kien-thuc/python')).toBe(true);
    expect(isPagePath('/lop-hoc/obsidian-flow/markdown-du-dung')).toBe(true);
    expect(isPagePath('/lop-hoc')).toBe(false);
    expect(isPagePath('/blog/ra-mat-blog-learn-anything')).toBe(true);
    expect(isPagePath('/kien-thuc')).toBe(false);
    expect(isPagePath('/tai-nguyen/x')).toBe(false);
    expect(isPagePath('https://example.com/blog/a')).toBe(false);
  });
});

describe('parseChanges', () => {
  it('cần đúng dạng {changes: [...]}', () => {
    expect(parseChanges({changes: []})).toEqual({ok: true, changes: []});
    expect(parseChanges([]).ok).toBe(false);
    expect(parseChanges({changes: [], uid: 'x'}).ok).toBe(false);
  });

  it('báo thay đổi hỏng kèm số thứ tự', () => {
    const result = parseChanges({changes: [{kind: 'daDoc', key: '/blog/a', value: null}, {kind: 'daDoc'}]});
    expect(result).toMatchObject({ok: false, error: expect.stringMatching(/^Thay đổi thứ 2:/)});
  });

  it(`từ chối hơn ${MAX_CHANGES} thay đổi`, () => {
    const changes = Array.from({length: MAX_CHANGES + 1}, (_, i) => ({kind: 'daDoc', key: `/blog/a${i}`, value: null}));
    expect(parseChanges({changes}).ok).toBe(false);
  });
});

describe('applyChanges: người ghi sau thắng, theo giờ máy chủ', () => {
  const stored: Item[] = [{kind: 'dauTrang', key: '/blog/a', value: {title: 'A'}, updatedAt: 100}];

  it('ghi đè, thêm, xóa và đóng dấu thời gian máy chủ', () => {
    const result = applyChanges(
      stored,
      [
        {kind: 'dauTrang', key: '/blog/a', value: {title: 'A mới'}},
        {kind: 'daDoc', key: '/blog/b', value: {title: 'B'}},
        {kind: 'daDoc', key: '/blog/b', value: null},
        {kind: 'daDoc', key: '/blog/c', value: {title: 'C'}},
      ],
      200,
    );
    expect(result).toEqual({
      ok: true,
      items: [
        {kind: 'daDoc', key: '/blog/c', value: {title: 'C'}, updatedAt: 200},
        {kind: 'dauTrang', key: '/blog/a', value: {title: 'A mới'}, updatedAt: 200},
      ],
      written: [
        {kind: 'dauTrang', key: '/blog/a', value: {title: 'A mới'}, updatedAt: 200},
        {kind: 'daDoc', key: '/blog/c', value: {title: 'C'}, updatedAt: 200},
      ],
      deleted: [{kind: 'daDoc', key: '/blog/b'}],
    });
  });

  it(`từ chối cả yêu cầu khi vượt ${LIMITS.dauTrang} dấu trang`, () => {
    const full: Item[] = Array.from({length: LIMITS.dauTrang}, (_, i) => ({
      kind: 'dauTrang',
      key: `/blog/p${i}`,
      value: {title: 'x'},
      updatedAt: 1,
    }));
    const result = applyChanges(full, [{kind: 'dauTrang', key: '/blog/mot-nua', value: {title: 'x'}}], 2);
    expect(result).toEqual({ok: false, error: expect.stringContaining(`tối đa ${LIMITS.dauTrang} dấu trang`)});
    // Replacing an existing one or deleting is still fine at the limit.
    expect(applyChanges(full, [{kind: 'dauTrang', key: '/blog/p1', value: {title: 'y'}}], 2).ok).toBe(true);
  });
});
