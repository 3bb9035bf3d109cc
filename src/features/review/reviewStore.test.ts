import {describe, expect, it} from 'vitest';
import {emptyStore, MAX_LOG, parseStore, serializeStore, withArticle, withCheck, withReview} from './reviewStore';

describe('review store', () => {
  it('round-trips what it stores', () => {
    let store = withReview(emptyStore(), {id: 'a', item: '/kien-thuc/x#q', rating: 3, at: 1000});
    store = withArticle(store, '/kien-thuc/python/x');
    store = withCheck(store, '/kien-thuc/x#q', {correct: false, at: 2000});
    store = {...store, newPerDay: 5};
    expect(parseStore(serializeStore(store))).toEqual(store);
  });

  it('drops malformed or hostile parts and keeps the rest', () => {
    const raw = JSON.stringify({
      log: [
        {id: 'ok', item: '/kien-thuc/x#q', rating: 2, at: 5},
        {id: 'bad-rating', item: '/kien-thuc/x#q', rating: 7, at: 5},
        {id: '', item: '/kien-thuc/x#q', rating: 1, at: 5},
        {id: 'long', item: 'x'.repeat(10_000), rating: 1, at: 5},
        'nonsense',
      ],
      added: ['/kien-thuc/a', 'https://evil.example', 42, '/kien-thuc/a', '/lop-hoc/khoa/bai', '/members/x'],
      checks: {'/kien-thuc/x#q': {correct: 'yes', at: 1}, '/kien-thuc/y#q': {correct: true, at: 3}},
      newPerDay: 10_000,
    });
    const store = parseStore(raw);
    expect(store.log.map((e) => e.id)).toEqual(['ok']);
    expect(store.added).toEqual(['/kien-thuc/a', '/lop-hoc/khoa/bai']);
    expect(Object.keys(store.checks)).toEqual(['/kien-thuc/y#q']);
    expect(store.newPerDay).toBe(emptyStore().newPerDay);
    expect(parseStore('{not json')).toEqual(emptyStore());
    expect(parseStore(null)).toEqual(emptyStore());
  });

  it('adds an article once and a review once', () => {
    const entry = {id: 'a', item: 'i', rating: 4 as const, at: 1};
    const store = withArticle(
      withArticle(withReview(withReview(emptyStore(), entry), entry), '/kien-thuc/a'),
      '/kien-thuc/a',
    );
    expect(store.log).toHaveLength(1);
    expect(store.added).toEqual(['/kien-thuc/a']);
  });

  it('keeps at most the newest reviews', () => {
    const log = Array.from({length: MAX_LOG + 3}, (_, i) => ({id: `r${i}`, item: 'i', rating: 3, at: i + 1}));
    const store = parseStore(JSON.stringify({log}));
    expect(store.log).toHaveLength(MAX_LOG);
    expect(store.log[0].id).toBe('r3');
  });
});
