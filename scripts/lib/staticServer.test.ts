import {describe, expect, it} from 'vitest';
import {globPattern, hostingRewrites, rewriteDestination} from './staticServer.mjs';

describe('static server rewrites', () => {
  it('reads hosting globs as Firebase Hosting does', () => {
    expect(globPattern('/lop-hoc/**').test('/lop-hoc/obsidian-flow/markdown-du-dung')).toBe(true);
    expect(globPattern('/lop-hoc/**').test('/lop-hoc-khac/a')).toBe(false);
    expect(globPattern('/a/*').test('/a/b')).toBe(true);
    expect(globPattern('/a/*').test('/a/b/c')).toBe(false);
    expect(globPattern('/a.b/*').test('/axb/c')).toBe(false);
  });

  it('sends the classroom and the free lessons to their one page, and leaves the API to the function', () => {
    const rewrites = hostingRewrites('firebase.json');
    expect(rewriteDestination(rewrites, '/lop-hoc/obsidian-flow/markdown-du-dung')).toBe('/lop-hoc.html');
    expect(rewriteDestination(rewrites, '/hoc-thu/obsidian-flow/obsidian-va-vault-dau-tien')).toBe('/hoc-thu.html');
    expect(rewriteDestination(rewrites, '/api/lop-hoc')).toBeNull();
    expect(rewriteDestination(rewrites, '/kien-thuc/khong-co')).toBeNull();
  });
});
