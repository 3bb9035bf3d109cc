import {describe, expect, it} from 'vitest';
import {readQuery} from './readQuery';

describe('readQuery', () => {
  it('reads q', () => {
    expect(readQuery('?q=th%E1%BA%A7n%20s%E1%BB%91')).toBe('thần số');
  });
  it('reads s when q is absent', () => {
    expect(readQuery('?s=obsidian')).toBe('obsidian');
  });
  it('prefers q over s', () => {
    expect(readQuery('?s=a&q=b')).toBe('b');
  });
  it('trims and decodes plus signs as spaces', () => {
    expect(readQuery('?q=+phuong+dong+')).toBe('phuong dong');
  });
  it('is empty without a query', () => {
    expect(readQuery('')).toBe('');
  });
});
