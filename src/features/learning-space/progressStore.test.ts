import {describe, expect, it} from 'vitest';
import {hasMark, pageKey, parseProgress, serializeProgress, setMark} from './progressStore';

describe('progressStore', () => {
  it('đánh dấu, bỏ đánh dấu và đọc lại', () => {
    let marks = setMark([], 'daDoc', '/blog/a', 'A', true);
    marks = setMark(marks, 'dauTrang', '/blog/a', 'A', true);
    marks = setMark(marks, 'daDoc', '/blog/a', 'A', true);
    expect(marks).toHaveLength(2);
    expect(hasMark(parseProgress(serializeProgress(marks)), 'dauTrang', '/blog/a')).toBe(true);
    marks = setMark(marks, 'daDoc', '/blog/a', 'A', false);
    expect(hasMark(marks, 'daDoc', '/blog/a')).toBe(false);
  });

  it('dữ liệu hỏng được bỏ qua, không ném lỗi', () => {
    expect(parseProgress('{hỏng')).toEqual([]);
    expect(parseProgress(JSON.stringify({version: 2, items: []}))).toEqual([]);
    expect(
      parseProgress(JSON.stringify({version: 1, items: [{kind: 'la', key: '/a', value: {title: 'x'}}, null]})),
    ).toEqual([]);
  });

  it('pageKey bỏ dấu / cuối và .html', () => {
    expect(pageKey('/kien-thuc/python/')).toBe('/kien-thuc/python');
    expect(pageKey('/blog/a.html')).toBe('/blog/a');
  });
});
