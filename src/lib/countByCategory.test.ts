import {describe, expect, it} from 'vitest';
import {countByCategory, filterByCategory} from './countByCategory';

const items = [
  {id: 'a', category: 'tu-duy'},
  {id: 'b', category: 'hoc-tap'},
  {id: 'c', category: 'tu-duy'},
] as const;

describe('countByCategory', () => {
  it('counts items per category', () => {
    expect(countByCategory(items)).toEqual({'tu-duy': 2, 'hoc-tap': 1});
  });
  it('is empty for no items', () => {
    expect(countByCategory([])).toEqual({});
  });
});

describe('filterByCategory', () => {
  it('returns every item when no category is chosen', () => {
    expect(filterByCategory(items, null).map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });
  it('keeps only the chosen category, in order', () => {
    expect(filterByCategory(items, 'tu-duy').map((i) => i.id)).toEqual(['a', 'c']);
  });
  it('returns nothing for an unknown category', () => {
    expect(filterByCategory(items, 'khac')).toEqual([]);
  });
});
