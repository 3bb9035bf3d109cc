import {describe, expect, it} from 'vitest';
import type {KnowledgeSection} from '@site/src/data/sections';
import {
  formatDate,
  inSection,
  latestPosts,
  recentlyUpdated,
  summariseSections,
  topTags,
  type Article,
} from './knowledgeBase';

const sections: KnowledgeSection[] = [
  {title: 'Python', description: 'P', to: '/kien-thuc/python', icon: 'python'},
  {title: 'Sách hay', description: 'S', to: '/kien-thuc/sach-hay', icon: 'books'},
];
const tag = (label: string) => ({label, permalink: `/kien-thuc/tags/${label.toLowerCase()}`});
const article = (permalink: string, over: Partial<Article> = {}): Article => ({
  title: permalink.split('/').pop()!,
  permalink,
  description: 'Mô tả',
  tags: [],
  ...over,
});
const articles = [
  article('/kien-thuc/python/b', {lastUpdatedAt: Date.UTC(2026, 10, 20), tags: [tag('Python'), tag('Dữ liệu')]}),
  article('/kien-thuc/python/a', {lastUpdatedAt: Date.UTC(2026, 10, 22), tags: [tag('Python')]}),
  article('/kien-thuc/python/web-scraping/c', {tags: [tag('Python')]}),
  article('/kien-thuc/sach-hay/d', {lastUpdatedAt: Date.UTC(2026, 10, 21), tags: [tag('Sách')]}),
];

describe('inSection', () => {
  it('counts pages under the section, not the section page or a look-alike prefix', () => {
    expect(inSection(sections[0], article('/kien-thuc/python/x'))).toBe(true);
    expect(inSection(sections[0], article('/kien-thuc/python'))).toBe(false);
    expect(inSection(sections[0], article('/kien-thuc/python-nang-cao/x'))).toBe(false);
  });
});

describe('summariseSections', () => {
  it('gives each section its article count and the first article in reading order', () => {
    const order = ['/kien-thuc/python', '/kien-thuc/python/a', '/kien-thuc/python/b', '/kien-thuc/sach-hay/d'];
    const [python, books] = summariseSections(sections, articles, order);
    expect(python).toMatchObject({title: 'Python', count: 3, start: {title: 'a', permalink: '/kien-thuc/python/a'}});
    expect(books).toMatchObject({count: 1, start: {permalink: '/kien-thuc/sach-hay/d'}});
  });

  it('has no start article when the reading order has none of the section', () => {
    expect(summariseSections(sections, articles, [])[0].start).toBeNull();
  });
});

describe('recentlyUpdated', () => {
  it('lists dated articles, newest first, with their section and an ISO date', () => {
    expect(recentlyUpdated(sections, articles, 2)).toEqual([
      {title: 'a', permalink: '/kien-thuc/python/a', description: 'Mô tả', date: '2026-11-22', section: 'Python'},
      {title: 'd', permalink: '/kien-thuc/sach-hay/d', description: 'Mô tả', date: '2026-11-21', section: 'Sách hay'},
    ]);
  });
});

describe('topTags', () => {
  it('counts articles per tag, most used first', () => {
    expect(topTags(articles, 2)).toEqual([
      {...tag('Python'), count: 3},
      {...tag('Dữ liệu'), count: 1},
    ]);
  });
});

describe('latestPosts', () => {
  it('keeps the newest posts first', () => {
    const posts = [
      {title: 'Cũ', permalink: '/blog/cu', description: '', date: new Date('2025-01-02')},
      {title: 'Mới', permalink: '/blog/moi', description: '', date: '2026-03-04T00:00:00.000Z'},
    ];
    expect(latestPosts(posts, 1)).toEqual([
      {title: 'Mới', permalink: '/blog/moi', description: '', date: '2026-03-04'},
    ]);
  });
});

describe('formatDate', () => {
  it('writes dates as Vietnamese readers do', () => {
    expect(formatDate('2026-11-03')).toBe('03/11/2026');
  });
});
