import {describe, expect, it} from 'vitest';
import {wheelAreas} from '../../data/wheelOfLife';
import {buildShareUrl, decodeShareQuery, describeShareIssue, encodeShareQuery, isShareQuery} from './share';

const N = 8;
const names = wheelAreas.map((area) => area.name);
const none = Array<number | null>(N).fill(null);

describe('mã hóa liên kết chia sẻ', () => {
  it('ghi phiên bản, điểm và mục tiêu, bỏ các ô mục tiêu trống ở cuối', () => {
    expect(encodeShareQuery([7, 5, 8, 6, 4, 9, 3, 6], [9, 7, null, 8, null, null, null, null])).toBe(
      'v=1&diem=7-5-8-6-4-9-3-6&muc-tieu=9-7--8',
    );
    expect(encodeShareQuery([1, 2, 3, 4, 5, 6, 7, 10], none)).toBe('v=1&diem=1-2-3-4-5-6-7-10');
  });

  it('thay query và hash cũ của trang', () => {
    expect(
      buildShareUrl('https://x.vn/trac-nghiem/banh-xe-cuoc-doi-online?diem=1#ket-qua', [5, 5, 5, 5, 5, 5, 5, 5], none),
    ).toBe('https://x.vn/trac-nghiem/banh-xe-cuoc-doi-online?v=1&diem=5-5-5-5-5-5-5-5');
  });

  it('khứ hồi: giải mã lại đúng điểm và mục tiêu, không có lỗi', () => {
    const cases: [number[], (number | null)[]][] = [
      [
        [7, 5, 8, 6, 4, 9, 3, 6],
        [9, 7, null, 8, null, 10, null, null],
      ],
      [[1, 1, 1, 1, 1, 1, 1, 1], none],
      [
        [10, 10, 10, 10, 10, 10, 10, 10],
        [10, 10, 10, 10, 10, 10, 10, 10],
      ],
      [
        [3, 10, 2, 9, 1, 8, 4, 7],
        [null, null, null, null, null, null, null, 9],
      ],
    ];
    for (const [current, target] of cases) {
      const query = encodeShareQuery(current, target);
      expect(decodeShareQuery(`?${query}`, N)).toEqual({current, target, issues: []});
      expect(decodeShareQuery(new URL(buildShareUrl('https://x.vn/a', current, target)).search, N)).toEqual({
        current,
        target,
        issues: [],
      });
    }
  });

  it('nhận liên kết không có v và có khoảng trắng hoặc dấu +', () => {
    expect(decodeShareQuery('?diem=7-5-8-6-4-9-3-+6', N)).toEqual({
      current: [7, 5, 8, 6, 4, 9, 3, 6],
      target: none,
      issues: [],
    });
  });
});

describe('liên kết hỏng', () => {
  it('không phải liên kết chia sẻ khi không có diem lẫn muc-tieu', () => {
    expect(isShareQuery('')).toBe(false);
    expect(isShareQuery('?utm_source=fb')).toBe(false);
    expect(decodeShareQuery('?utm_source=fb', N)).toBeNull();
  });

  it('diem rỗng hoặc chỉ có muc-tieu: mọi lĩnh vực về 5', () => {
    for (const search of ['?diem=', '?diem=%20', '?muc-tieu=9-9']) {
      const decoded = decodeShareQuery(search, N);
      expect(decoded?.current).toEqual([5, 5, 5, 5, 5, 5, 5, 5]);
      expect(decoded?.issues[0]).toEqual({kind: 'no-scores'});
    }
  });

  it('thiếu điểm: phần thiếu về 5 và nêu từng lĩnh vực', () => {
    const decoded = decodeShareQuery('?diem=7-5-8', N);
    expect(decoded?.current).toEqual([7, 5, 8, 5, 5, 5, 5, 5]);
    expect(decoded?.issues).toEqual([3, 4, 5, 6, 7].map((index) => ({kind: 'missing', index})));
  });

  it('ô trống ở giữa là thiếu điểm', () => {
    const decoded = decodeShareQuery('?diem=7--8-6-4-9-3-6', N);
    expect(decoded?.current).toEqual([7, 5, 8, 6, 4, 9, 3, 6]);
    expect(decoded?.issues).toEqual([{kind: 'missing', index: 1}]);
  });

  it('không phải số: về 5', () => {
    const decoded = decodeShareQuery('?diem=7-abc-8-6-4-9-3-NaN', N);
    expect(decoded?.current).toEqual([7, 5, 8, 6, 4, 9, 3, 5]);
    expect(decoded?.issues).toEqual([
      {kind: 'not-a-number', index: 1, raw: 'abc'},
      {kind: 'not-a-number', index: 7, raw: 'NaN'},
    ]);
  });

  it('ngoài thang 1–10: kẹp về 1 hoặc 10', () => {
    const decoded = decodeShareQuery('?diem=0-12-8-6-4-9-3-100', N);
    expect(decoded?.current).toEqual([1, 10, 8, 6, 4, 9, 3, 10]);
    expect(decoded?.issues).toEqual([
      {kind: 'out-of-range', index: 0, raw: '0', used: 1},
      {kind: 'out-of-range', index: 1, raw: '12', used: 10},
      {kind: 'out-of-range', index: 7, raw: '100', used: 10},
    ]);
  });

  it('số thập phân: làm tròn', () => {
    const decoded = decodeShareQuery('?diem=7.6-5-8-6-4-9-3-6', N);
    expect(decoded?.current[0]).toBe(8);
    expect(decoded?.issues).toEqual([{kind: 'not-integer', index: 0, raw: '7.6', used: 8}]);
  });

  it('thừa điểm: bỏ phần thừa', () => {
    const decoded = decodeShareQuery('?diem=7-5-8-6-4-9-3-6-9-9&muc-tieu=1-1-1-1-1-1-1-1-1', N);
    expect(decoded?.current).toEqual([7, 5, 8, 6, 4, 9, 3, 6]);
    expect(decoded?.issues).toEqual([
      {kind: 'extra', param: 'diem', count: 2},
      {kind: 'extra', param: 'muc-tieu', count: 1},
    ]);
  });

  it('mục tiêu hỏng: bỏ mục tiêu của lĩnh vực đó', () => {
    const decoded = decodeShareQuery('?diem=7-5-8-6-4-9-3-6&muc-tieu=x-11-9.5-8', N);
    expect(decoded?.target).toEqual([null, null, null, 8, null, null, null, null]);
    expect(decoded?.issues).toEqual([
      {kind: 'target-invalid', index: 0, raw: 'x'},
      {kind: 'target-invalid', index: 1, raw: '11'},
      {kind: 'target-invalid', index: 2, raw: '9.5'},
    ]);
  });

  it('phiên bản lạ: vẫn đọc và báo', () => {
    const decoded = decodeShareQuery('?v=2&diem=7-5-8-6-4-9-3-6', N);
    expect(decoded?.current).toEqual([7, 5, 8, 6, 4, 9, 3, 6]);
    expect(decoded?.issues).toEqual([{kind: 'unknown-version', raw: '2'}]);
  });

  it('mỗi lỗi có một câu tiếng Việt nêu tên lĩnh vực', () => {
    const decoded = decodeShareQuery('?v=9&diem=0-abc-7.5--4-9-3-6-1&muc-tieu=zz', N);
    const messages = decoded!.issues.map((issue) => describeShareIssue(issue, names));
    expect(messages).toEqual([
      'Liên kết thuộc phiên bản “9” mà trang chưa hỗ trợ; trang đã cố đọc theo phiên bản 1.',
      'Sự nghiệp: điểm “0” nằm ngoài thang 1–10, đã đưa về 1.',
      'Tài chính: “abc” không phải là số, tạm dùng điểm mặc định 5.',
      'Sức khỏe: điểm “7.5” không phải số nguyên, đã làm tròn thành 8.',
      'Gia đình & bạn bè: liên kết thiếu điểm, tạm dùng điểm mặc định 5.',
      'Liên kết có thừa 1 điểm ở cuối, phần thừa đã được bỏ qua.',
      'Sự nghiệp: điểm mục tiêu “zz” không hợp lệ nên được bỏ qua.',
    ]);
    expect(describeShareIssue({kind: 'no-scores'}, names)).toMatch(/không có điểm nào/);
    expect(describeShareIssue({kind: 'not-a-number', index: 0, raw: 'x'.repeat(500)}, names).length).toBeLessThan(100);
  });
});
