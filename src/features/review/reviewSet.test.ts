import {describe, expect, it} from 'vitest';
import type {ArticleReviewData} from './reviewData';
import {articlesToFetch, fetchedArticles, followedSet, followsLessons} from './reviewSet';

const article = (path: string, part: string, ids: string[]): ArticleReviewData => ({
  path,
  title: path,
  part: {path: part, title: part},
  items: ids.map((id) => ({id, question: id, section: {title: 's', href: path}})),
});

const all = [
  article('/kien-thuc/python/a', '/kien-thuc/python', ['a1', 'a2']),
  article('/kien-thuc/python/b', '/kien-thuc/python', ['b1']),
  article('/kien-thuc/obsidian/c', '/kien-thuc/obsidian', ['c1']),
];

describe('followedSet', () => {
  it('takes the items of followed articles only', () => {
    const set = followedSet(all, new Set(['/kien-thuc/python/a', '/kien-thuc/obsidian/c', '/blog/x']), null);
    expect([...set.items.keys()]).toEqual(['a1', 'a2', 'c1']);
    expect(set.parts.map((p) => p.path)).toEqual(['/kien-thuc/python', '/kien-thuc/obsidian']);
  });

  it('filters by section and still lists every followed section', () => {
    const set = followedSet(all, new Set(all.map((a) => a.path)), '/kien-thuc/obsidian');
    expect([...set.items.keys()]).toEqual(['c1']);
    expect(set.parts).toHaveLength(2);
  });
});

describe('articlesToFetch and fetchedArticles', () => {
  it('fetches each followed knowledge-base article once, in path order, and nothing else', () => {
    const followed = new Set(['/kien-thuc/python/b', '/blog/x', '/kien-thuc/obsidian/c', '/kien-thuc/python/a']);
    expect(articlesToFetch(followed, new Map())).toEqual([
      '/kien-thuc/obsidian/c',
      '/kien-thuc/python/a',
      '/kien-thuc/python/b',
    ]);
    const fetched = new Map([
      ['/kien-thuc/python/a', all[0]],
      ['/kien-thuc/obsidian/c', null],
    ]);
    expect(articlesToFetch(followed, fetched)).toEqual(['/kien-thuc/python/b']);
  });

  it('keeps the articles that have items, in path order', () => {
    const fetched = new Map<string, ArticleReviewData | null>([
      ['/kien-thuc/python/b', all[1]],
      ['/kien-thuc/python/z', null],
      ['/kien-thuc/obsidian/c', all[2]],
      ['/kien-thuc/python/a', all[0]],
    ]);
    expect(fetchedArticles(fetched).map((a) => a.path)).toEqual([
      '/kien-thuc/obsidian/c',
      '/kien-thuc/python/a',
      '/kien-thuc/python/b',
    ]);
  });
});

describe('followsLessons', () => {
  it('is true only when a course lesson is followed', () => {
    expect(followsLessons(new Set(['/kien-thuc/python/a', '/blog/b']))).toBe(false);
    expect(followsLessons(new Set())).toBe(false);
    expect(followsLessons(new Set(['/kien-thuc/python/a', '/lop-hoc/obsidian-flow/markdown-du-dung']))).toBe(true);
  });
});

describe('followedSet with lessons', () => {
  const lesson = (path: string): ArticleReviewData => ({
    path,
    title: path,
    part: {path: '/lop-hoc/khoa', title: 'Khóa'},
    items: [{id: `${path}#cau`, question: 'Câu?', section: {title: 'Mục', href: `${path}#muc`}, answerHtml: 'x'}],
  });

  it('keeps only the lessons the reader follows among those the classroom API gave', () => {
    const set = followedSet(
      [lesson('/lop-hoc/khoa/bai-1'), lesson('/lop-hoc/khoa/bai-2')],
      new Set(['/lop-hoc/khoa/bai-2', '/lop-hoc/khac/bai-9']),
      null,
    );
    expect([...set.items.keys()]).toEqual(['/lop-hoc/khoa/bai-2#cau']);
    expect(set.parts).toEqual([{path: '/lop-hoc/khoa', title: 'Khóa'}]);
  });
});
