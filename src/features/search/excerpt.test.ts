import {describe, expect, it} from 'vitest';
import {buildExcerpt, rankExactFirst} from './excerpt';

const text =
  'Mở đầu bài viết. Thần số học Pythagoras là một công cụ tự soi chiếu. Số chủ đạo được tính từ ngày sinh. ' +
  'Phần cuối nói về biểu đồ ngày sinh và các mũi tên.';

describe('buildExcerpt', () => {
  it('highlights words matching the query with or without marks', () => {
    const segments = buildExcerpt(text, 'than so hoc', 12);
    const marked = segments.filter((s) => s.match).map((s) => s.text);
    expect(marked).toContain('Thần');
    expect(marked.join(' ')).toContain('số học');
  });

  it('matches đ with d', () => {
    const segments = buildExcerpt('Con đường phương Đông đã mở.', 'phuong dong');
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['phương', 'Đông']);
  });

  it('centres on the densest cluster and marks cut ends', () => {
    const segments = buildExcerpt(text, 'biểu đồ mũi tên', 8);
    const joined = segments.map((s) => s.text).join('');
    expect(joined.startsWith('… ')).toBe(true);
    expect(joined).toContain('biểu đồ');
  });

  it('keeps HTML in the text as plain text segments', () => {
    const segments = buildExcerpt('Gõ <script>alert(1)</script> vào ô', 'script');
    expect(segments.map((s) => s.text).join('')).toContain('<script>');
  });

  it('returns no segments for empty text', () => {
    expect(buildExcerpt('', 'a')).toEqual([]);
  });
});

describe('rankExactFirst', () => {
  const results = [
    {title: 'Phuong dong', text: 'viet khong dau'},
    {title: 'Triết học phương Đông', text: 'có dấu'},
    {title: 'Khác', text: 'nhắc tới phương đông ở giữa'},
  ];
  it('puts exact spellings first, keeping order otherwise', () => {
    expect(rankExactFirst(results, 'phương đông').map((r) => r.title)).toEqual([
      'Triết học phương Đông',
      'Khác',
      'Phuong dong',
    ]);
  });
  it('puts pages whose title has every query word before mentions in the text', () => {
    const pages = [
      {title: 'Khóa học Python', text: 'điều khoản và điều kiện khóa học áp dụng'},
      {title: 'Điều khoản và điều kiện khóa học', text: 'nội dung'},
    ];
    expect(rankExactFirst(pages, 'dieu khoan khoa hoc')[0].title).toBe('Điều khoản và điều kiện khóa học');
  });

  it('ranks the folded phrase above pages without it', () => {
    const more = [{title: 'Hoạt động', text: 'phương pháp và hoạt động'}, ...results];
    expect(rankExactFirst(more, 'phuong dong').map((r) => r.title)).toEqual([
      'Phuong dong',
      'Triết học phương Đông',
      'Khác',
      'Hoạt động',
    ]);
  });
});
