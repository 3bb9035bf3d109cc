import {describe, expect, it} from 'vitest';
import {
  factsCheckedProblem,
  countWords,
  findPlaceholders,
  frontMatterProblems,
  imagesWithoutAlt,
  layoutMetaProps,
  markdownTitle,
  parseFrontMatter,
  tagProblems,
  titleDescriptionProblems,
} from './contentRules.mjs';

describe('parseFrontMatter', () => {
  it('reads YAML front matter and returns the body', () => {
    const {data, body} = parseFrontMatter('---\ntitle: "Xin chào: thế giới"\ntags: [a, b]\n---\nThân bài');
    expect(data).toEqual({title: 'Xin chào: thế giới', tags: ['a', 'b']});
    expect(body).toBe('Thân bài');
  });
  it('treats a file without front matter as all body', () => {
    expect(parseFrontMatter('Chỉ có thân bài')).toEqual({data: {}, body: 'Chỉ có thân bài'});
  });
});

describe('countWords', () => {
  it('counts Vietnamese words of prose', () => {
    expect(countWords('Học cách học là kỹ năng quan trọng nhất.')).toBe(9);
  });
  it('leaves out code blocks, inline code, maths, imports and tags', () => {
    const body = [
      "import Tabs from '@theme/Tabs';",
      'Một hai ba.',
      '```python',
      'print("không tính những chữ này")',
      '```',
      'Lệnh `pip install pandas` và $x^2$ không tính.',
      '$$',
      'a + b',
      '$$',
      '<Tabs groupId="os">',
    ].join('\n');
    expect(countWords(body)).toBe(7);
  });
  it('keeps the text of links but not their targets', () => {
    expect(countWords('[đọc bài này](./bai-viet-rat-dai.md)')).toBe(3);
  });
});

describe('findPlaceholders', () => {
  it.each(['Nội dung đang cập nhật', 'TODO: viết tiếp', 'Lorem ipsum dolor', 'Coming soon'])('flags "%s"', (text) => {
    expect(findPlaceholders(text)).not.toEqual([]);
  });
  it('accepts finished text', () => {
    expect(findPlaceholders('Bài viết hoàn chỉnh về thói quen tốt.')).toEqual([]);
  });
});

describe('imagesWithoutAlt', () => {
  it('flags Markdown images and <img> tags without alt text', () => {
    expect(imagesWithoutAlt('![](/img/a.png) ![ ](/img/b.png) <img src="/c.png" />')).toHaveLength(3);
  });
  it('accepts images with alt text', () => {
    expect(imagesWithoutAlt('![Sơ đồ FLOW](/img/a.png) <img src="/c.png" alt="Logo" />')).toEqual([]);
  });
});

describe('frontMatterProblems', () => {
  const options = {
    required: ['title', 'description', 'tags', 'sidebar_position'],
    knownTags: new Set(['python', 'pandas']),
  };
  const good = {
    title: 'Pandas',
    description: 'Một mô tả đủ dài để người đọc biết bài viết nói về điều gì.',
    tags: ['python', 'pandas'],
    sidebar_position: 2,
  };
  it('accepts complete front matter', () => {
    expect(frontMatterProblems(good, options)).toEqual([]);
  });
  it('reports missing fields, unknown tags and tag counts', () => {
    const problems = frontMatterProblems({title: 'x', tags: ['python', 'khong-co']}, options);
    expect(problems).toContain('thiếu trường "description"');
    expect(problems).toContain('thiếu trường "sidebar_position"');
    expect(problems).toContain('thẻ "khong-co" không có trong tags.yml');
  });
  it('requires between two and five tags', () => {
    expect(frontMatterProblems({...good, tags: ['python']}, options)).toContain('cần 2–5 thẻ, đang có 1');
  });
});

describe('tagProblems', () => {
  const entry = (key: string, description = 'Một câu mô tả thẻ, kết thúc bằng dấu chấm.') => ({
    label: key.toUpperCase(),
    permalink: `/${key}`,
    description,
  });
  it('accepts labelled, described tags used by at least three items', () => {
    expect(tagProblems({python: entry('python')}, new Map([['python', 3]]))).toEqual([]);
  });
  it('refuses a tag that leads to fewer than three items, or to none', () => {
    const problems = tagProblems({a: entry('a'), b: entry('b')}, new Map([['a', 2]]));
    expect(problems).toEqual([
      {tag: 'a', message: 'thẻ "a" chỉ có 2 bài (cần ít nhất 3): gộp vào một thẻ rộng hơn'},
      {tag: 'b', message: 'thẻ "b" không được bài nào dùng'},
    ]);
  });
  it('wants exactly one sentence of description, a label and an ASCII permalink', () => {
    const usage = new Map([['x', 5]]);
    expect(tagProblems({x: {label: 'X', permalink: '/x'}}, usage)[0].message).toMatch(/thiếu câu mô tả/);
    expect(tagProblems({x: entry('x', 'Không có dấu chấm')}, usage)[0].message).toMatch(/đúng một câu/);
    expect(tagProblems({x: entry('x', 'Câu một. Câu hai.')}, usage)[0].message).toMatch(/đúng một câu/);
    expect(tagProblems({x: {...entry('x'), permalink: '/thẻ'}}, usage)[0].message).toMatch(/permalink ASCII/);
    expect(tagProblems({x: {...entry('x'), label: ''}}, usage)[0].message).toMatch(/thiếu nhãn/);
  });
});

describe('titles and descriptions', () => {
  it('takes a Markdown title from the front matter, else from the # heading', () => {
    expect(markdownTitle({title: 'Tiêu đề'}, '# Khác\n')).toBe('Tiêu đề');
    expect(markdownTitle({}, 'Mở đầu\n\n# Giới thiệu Learn Anything\n\n## Phần')).toBe('Giới thiệu Learn Anything');
    expect(markdownTitle({}, '## Chỉ cấp hai')).toBeUndefined();
  });

  it('finds the title and description props of <Layout> with their offsets', () => {
    const source = 'x\n<Layout\n  title="Tủ sách"\n  description={\'Mô tả\'}>\n<Other title="không tính">';
    const props = layoutMetaProps(source);
    expect(props.map(({prop, value}) => [prop, value])).toEqual([
      ['title', 'Tủ sách'],
      ['description', 'Mô tả'],
    ]);
    expect(source.slice(0, props[1].index).split('\n').length).toBe(4);
  });

  it('reports titles over 60 characters and descriptions outside 70–160', () => {
    expect(titleDescriptionProblems({title: 'ạ'.repeat(61), description: 'ạ'.repeat(161)})).toHaveLength(2);
    expect(titleDescriptionProblems({title: 'ạ'.repeat(60), description: 'ạ'.repeat(70)})).toEqual([]);
  });
});

describe('factsCheckedProblem', () => {
  const today = new Date(Date.UTC(2026, 10, 27));

  it('accepts a date of the last 12 months, as YAML reads it or as text', () => {
    expect(factsCheckedProblem(new Date(Date.UTC(2026, 10, 27)), today)).toBeUndefined();
    expect(factsCheckedProblem('2025-12-01', today)).toBeUndefined();
  });

  it('fails on a missing, malformed or future date and warns on one older than 12 months', () => {
    expect(factsCheckedProblem(undefined, today)?.error).toMatch(/thiếu trường "facts_checked"/);
    expect(factsCheckedProblem('tháng trước', today)?.error).toMatch(/không phải ngày/);
    expect(factsCheckedProblem('2027-01-01', today)?.error).toMatch(/tương lai/);
    expect(factsCheckedProblem('2025-11-01', today)).toEqual({
      warning: 'thông tin kiểm tra lần cuối 2025-11-01, đã quá 12 tháng',
    });
  });
});
