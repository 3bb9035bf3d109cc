import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {filesUnder} from './files.mjs';

describe('filesUnder', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'files-under-'));
  afterAll(() => rmSync(root, {recursive: true, force: true}));
  mkdirSync(path.join(root, 'a/b/.an'), {recursive: true});
  for (const file of ['top.md', 'a/one.html', 'a/b/two.md', 'a/b/.an/hidden.md'])
    writeFileSync(path.join(root, file), '');

  it('lists the files at every depth (hidden ones too), not the folders, sorted', () => {
    expect(filesUnder(root).map((file) => path.relative(root, file))).toEqual([
      'a/b/.an/hidden.md',
      'a/b/two.md',
      'a/one.html',
      'top.md',
    ]);
  });

  it('keeps only what the filter chooses', () => {
    expect(filesUnder(root, (file) => file.endsWith('.html'))).toEqual([path.join(root, 'a/one.html')]);
  });
});
