import {describe, expect, it} from 'vitest';
import {tagsByLetter} from './tagsByLetter';

const tag = (label: string) => ({label, permalink: `/${label}`});

describe('tagsByLetter', () => {
  it('groups by first letter in Vietnamese order, Đ after D', () => {
    const groups = tagsByLetter([tag('Đồng bộ'), tag('Dữ liệu'), tag('Ăn uống'), tag('An toàn'), tag('Bản tin')]);
    expect(groups.map((g) => g.letter)).toEqual(['A', 'Ă', 'B', 'D', 'Đ']);
  });
  it('sorts labels inside a group', () => {
    const groups = tagsByLetter([tag('python'), tag('pandas'), tag('Phương pháp')]);
    expect(groups).toHaveLength(1);
    expect(groups[0].tags.map((t) => t.label)).toEqual(['pandas', 'Phương pháp', 'python']);
  });
  it('is empty for no tags', () => {
    expect(tagsByLetter([])).toEqual([]);
  });
});
