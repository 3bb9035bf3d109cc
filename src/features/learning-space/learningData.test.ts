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

const ITEM = '/kien-thuc/python/cai-dat-python-va-moi-truong-ao#vi sao nen dung moi truong ao';
const NOW = Date.UTC(2026, 10, 27, 8);
const review = (id: string, at: number, rating: 1 | 2 | 3 | 4 = 3, item = ITEM): Change => ({
  kind: 'onTap',
  key: id,
  value: {item, rating, at},
});

describe('changeError: ôn tập', () => {
  it.each<[string, Change]>([
    ['một lần ôn', review('a1b2c3d4e5f6a1b2c3d4e5f6', NOW - 1000)],
    ['khóa câu hỏi chữ Việt không dấu và số', review('r-0000001', NOW, 1, '/kien-thuc/python/a#cau 2 la gi')],
    ['bỏ một lần ôn cũ', {kind: 'onTap', key: 'a1b2c3d4e5f6', value: null}],
    ['kết quả tự kiểm tra', {kind: 'tuKiemTra', key: ITEM, value: {correct: false, at: NOW}}],
    ['thêm bài vào ôn tập', {kind: 'onTapBai', key: '/kien-thuc/python/cai-dat', value: true}],
    ['bỏ bài khỏi ôn tập', {kind: 'onTapBai', key: '/kien-thuc/python/cai-dat', value: null}],
    ['lần ôn câu hỏi của bài học', review('r-0000002', NOW, 2, '/lop-hoc/obsidian-flow/markdown-du-dung#vi sao')],
    ['tự kiểm tra ở bài học', {kind: 'tuKiemTra', key: '/lop-hoc/a/b#cau 1', value: {correct: true, at: NOW}}],
    ['thêm bài học vào ôn tập', {kind: 'onTapBai', key: '/lop-hoc/obsidian-flow/markdown-du-dung', value: true}],
  ])('nhận: %s', (_name, change) => {
    expect(changeError(change, NOW)).toBeNull();
  });

  it.each<[string, unknown]>([
    ['mức nhớ 5', review('a1b2c3d4e5f6', NOW, 5 as 4)],
    ['mức nhớ 0', review('a1b2c3d4e5f6', NOW, 0 as 1)],
    ['mức nhớ lẻ', review('a1b2c3d4e5f6', NOW, 2.5 as 2)],
    ['mức nhớ là chữ', {kind: 'onTap', key: 'a1b2c3d4e5f6', value: {item: ITEM, rating: '3', at: NOW}}],
    ['thời điểm ở tương lai', review('a1b2c3d4e5f6', NOW + 2 * 24 * 3600 * 1000)],
    ['thời điểm trước 2020', review('a1b2c3d4e5f6', Date.UTC(2019, 11, 31))],
    ['thời điểm là chuỗi', {kind: 'onTap', key: 'a1b2c3d4e5f6', value: {item: ITEM, rating: 3, at: '2026'}}],
    ['thời điểm lẻ', review('a1b2c3d4e5f6', NOW + 0.5)],
    ['mã quá ngắn', review('abc', NOW)],
    ['mã quá dài', review('a'.repeat(65), NOW)],
    ['mã có ký tự lạ', review('a1b2c3d4/../x', NOW)],
    ['câu hỏi ngoài kho', review('a1b2c3d4e5f6', NOW, 3, '/members/bi-mat#cau hoi')],
    ['câu hỏi thiếu dấu #', review('a1b2c3d4e5f6', NOW, 3, '/kien-thuc/python/a')],
    ['câu hỏi chứa HTML', review('a1b2c3d4e5f6', NOW, 3, '/kien-thuc/python/a#<script>')],
    ['câu hỏi quá dài', review('a1b2c3d4e5f6', NOW, 3, `/kien-thuc/python/a#${'a'.repeat(600)}`)],
    ['trường thừa', {kind: 'onTap', key: 'a1b2c3d4e5f6', value: {item: ITEM, rating: 3, at: NOW, uid: 'x'}}],
    ['tự kiểm tra thiếu correct', {kind: 'tuKiemTra', key: ITEM, value: {at: NOW}}],
    ['tự kiểm tra correct là chữ', {kind: 'tuKiemTra', key: ITEM, value: {correct: 'có', at: NOW}}],
    ['tự kiểm tra mã sai', {kind: 'tuKiemTra', key: '/blog/a#x', value: {correct: true, at: NOW}}],
    ['bài ngoài kho kiến thức', {kind: 'onTapBai', key: '/blog/ra-mat', value: true}],
    ['trang lớp học không phải bài học', {kind: 'onTapBai', key: '/lop-hoc/obsidian-flow', value: true}],
    ['câu hỏi của trang lớp học', review('a1b2c3d4e5f6', NOW, 3, '/lop-hoc/a/b/c#cau hoi')],
    ['bài với giá trị khác true', {kind: 'onTapBai', key: '/kien-thuc/python/a', value: {title: 'x'}}],
  ])('từ chối bằng tiếng Việt: %s', (_name, change) => {
    expect(changeError(change, NOW)).toMatch(vietnamese);
  });
});

describe('applyChanges: lần ôn tập gộp thành hợp, không ai ghi đè', () => {
  const stamp = (changes: Change[], now: number) => changes.map((c) => ({...c, updatedAt: now}) as Item);
  const keys = (result: ReturnType<typeof applyChanges>) =>
    result.ok ? result.items.filter((item) => item.kind === 'onTap').map((item) => item.key) : [];

  it('hai thiết bị gửi theo thứ tự nào cũng cho cùng một tập lần ôn', () => {
    const phone = [review('phone-0001', NOW - 5000, 1), review('cung-mot-0001', NOW - 4000, 3)];
    const laptop = [review('laptop-0001', NOW - 3000, 4), review('cung-mot-0001', NOW - 4000, 3)];
    const phoneFirst = applyChanges(stamp(phone, 1), laptop, 2);
    const laptopFirst = applyChanges(stamp(laptop, 1), phone, 2);
    expect(keys(phoneFirst)).toEqual(['cung-mot-0001', 'laptop-0001', 'phone-0001']);
    expect(keys(laptopFirst)).toEqual(keys(phoneFirst));
  });

  it('gửi lại cùng lần ôn (kể cả với giá trị khác) không đổi gì: lần đã lưu được giữ nguyên', () => {
    const stored = stamp([review('a1b2c3d4e5f6', NOW - 1000, 2)], 1);
    const again = applyChanges(stored, [review('a1b2c3d4e5f6', NOW - 1000, 2)], 2);
    expect(again).toEqual({ok: true, items: stored, written: [], deleted: []});
    const forged = applyChanges(stored, [review('a1b2c3d4e5f6', NOW, 4)], 3);
    expect(forged.ok && forged.items).toEqual(stored);
  });

  it('hai lần ôn trùng mã trong một yêu cầu: lần đầu được giữ', () => {
    const result = applyChanges([], [review('trung-ma-01', NOW - 10, 1), review('trung-ma-01', NOW, 4)], 5);
    expect(result.ok && result.items).toEqual([{...review('trung-ma-01', NOW - 10, 1), updatedAt: 5}]);
  });

  it(`quá ${LIMITS.onTap} lần ôn thì các lần cũ nhất bị bỏ, như trên thiết bị`, () => {
    const full = stamp(
      Array.from({length: LIMITS.onTap}, (_, i) => review(`cu-${String(i).padStart(8, '0')}`, NOW - 1_000_000 + i)),
      1,
    );
    const result = applyChanges(full, [review('moi-00000001', NOW), review('moi-00000002', NOW)], 2);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items).toHaveLength(LIMITS.onTap);
    expect(result.deleted).toEqual([
      {kind: 'onTap', key: 'cu-00000000'},
      {kind: 'onTap', key: 'cu-00000001'},
    ]);
    expect(keys(result)).toContain('moi-00000002');
  });

  it('kết quả tự kiểm tra: câu trả lời sau (theo thời điểm trả lời) thắng, gửi theo thứ tự nào cũng vậy', () => {
    const early: Change = {kind: 'tuKiemTra', key: ITEM, value: {correct: false, at: NOW - 100}};
    const late: Change = {kind: 'tuKiemTra', key: ITEM, value: {correct: true, at: NOW}};
    const value = (result: ReturnType<typeof applyChanges>) => result.ok && result.items[0].value;
    expect(value(applyChanges(stamp([early], 1), [late], 2))).toEqual(late.value);
    expect(value(applyChanges(stamp([late], 1), [early], 2))).toEqual(late.value);
  });

  it(`từ chối cả yêu cầu khi vượt ${LIMITS.onTapBai} bài thêm vào ôn tập`, () => {
    const full = stamp(
      Array.from({length: LIMITS.onTapBai}, (_, i): Change => ({
        kind: 'onTapBai',
        key: `/kien-thuc/a/b${i}`,
        value: true,
      })),
      1,
    );
    const result = applyChanges(full, [{kind: 'onTapBai', key: '/kien-thuc/a/moi', value: true}], 2);
    expect(result).toEqual({
      ok: false,
      error: expect.stringContaining(`tối đa ${LIMITS.onTapBai} bài thêm vào ôn tập`),
    });
  });
});
