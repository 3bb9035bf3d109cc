import {describe, expect, it} from 'vitest';
import {relatedItems, relatednessScore, tagKey, type DiscoveryItem} from './related';

const item = (title: string, over: Partial<DiscoveryItem> = {}): DiscoveryItem => ({
  title,
  permalink: `/kien-thuc/python/${title}`,
  tags: [],
  section: 'kien-thuc/python',
  folder: 'kien-thuc/python',
  date: 0,
  ...over,
});

describe('relatednessScore', () => {
  it('counts shared tags most, then the same section, then the same sub-folder', () => {
    const a = item('a', {tags: ['python', 'pandas'], folder: 'kien-thuc/python/web-scraping'});
    expect(relatednessScore(a, item('b', {tags: ['pandas', 'python']}))).toBe(3 * 2 + 2);
    expect(relatednessScore(a, item('c', {section: 'blog', folder: 'blog', tags: ['python']}))).toBe(3);
    expect(relatednessScore(a, item('d', {folder: 'kien-thuc/python/web-scraping'}))).toBe(2 + 1);
    expect(relatednessScore(a, item('e', {section: 'blog', folder: 'blog'}))).toBe(0);
  });

  it('gives no sub-folder bonus to two articles at the top of one section', () => {
    expect(relatednessScore(item('a'), item('b'))).toBe(2);
  });
});

describe('relatedItems', () => {
  const target = item('target', {tags: ['python', 'pandas']});
  const others = [
    item('same-section-old', {date: 1}),
    item('two-tags', {tags: ['pandas', 'python'], section: 'blog', folder: 'blog', permalink: '/blog/two-tags'}),
    item('one-tag-new', {tags: ['python'], section: 'kien-thuc/obsidian', folder: 'kien-thuc/obsidian', date: 9}),
    item('one-tag-old', {tags: ['python'], section: 'kien-thuc/obsidian', folder: 'kien-thuc/obsidian', date: 2}),
    item('unrelated', {section: 'kien-thuc/sach-hay', folder: 'kien-thuc/sach-hay', date: 99}),
  ];

  it('ranks by score, then the more recent, and never lists the article itself', () => {
    const titles = relatedItems(target, [target, ...others]).map((r) => r.title);
    expect(titles).toEqual(['two-tags', 'one-tag-new', 'one-tag-old', 'same-section-old']);
  });

  it('stops at max', () => {
    expect(relatedItems(target, others, {max: 2}).map((r) => r.title)).toEqual(['two-tags', 'one-tag-new']);
  });

  it('fills up to min with unrelated items, newest first, when too few are related', () => {
    const lonely = item('lonely', {section: 'kien-thuc/x', folder: 'kien-thuc/x', tags: ['hiem']});
    const titles = relatedItems(lonely, others, {min: 3, max: 5}).map((r) => r.title);
    expect(titles).toEqual(['unrelated', 'one-tag-new', 'one-tag-old']);
  });

  it('returns only title and permalink (all the browser needs)', () => {
    expect(Object.keys(relatedItems(target, others)[0]).sort()).toEqual(['permalink', 'title']);
  });
});

describe('tagKey', () => {
  it('matches labels regardless of case and Unicode form', () => {
    expect(tagKey('Python')).toBe(tagKey(' python '));
    expect(tagKey('Tư duy'.normalize('NFD'))).toBe(tagKey('tư duy'));
  });
});
