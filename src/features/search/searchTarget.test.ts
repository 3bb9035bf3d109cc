import {describe, expect, it} from 'vitest';
import {isSearchShortcut, searchTarget} from './searchTarget';

describe('searchTarget', () => {
  it('trims the text and encodes it into q', () => {
    expect(searchTarget('  thần số học  ')).toBe('/search?q=th%E1%BA%A7n%20s%E1%BB%91%20h%E1%BB%8Dc');
  });
  it('does nothing for empty or blank text', () => {
    expect(searchTarget('')).toBeNull();
    expect(searchTarget('   \t ')).toBeNull();
  });
  it('encodes characters that would break the URL', () => {
    expect(searchTarget('a&b=c?#')).toBe('/search?q=a%26b%3Dc%3F%23');
  });
});

describe('isSearchShortcut', () => {
  const base = {key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false};
  it('accepts Ctrl+K and Cmd+K in either case', () => {
    expect(isSearchShortcut({...base, ctrlKey: true})).toBe(true);
    expect(isSearchShortcut({...base, metaKey: true, key: 'K'})).toBe(true);
  });
  it('ignores K alone and other combinations', () => {
    expect(isSearchShortcut(base)).toBe(false);
    expect(isSearchShortcut({...base, ctrlKey: true, shiftKey: true})).toBe(false);
    expect(isSearchShortcut({...base, ctrlKey: true, key: 'j'})).toBe(false);
  });
});
