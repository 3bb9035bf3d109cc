import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docusaurusPackages, patchSections, withDocusaurusVersion} from './patchFiles.mjs';

describe('withDocusaurusVersion', () => {
  it('pins every @docusaurus/* package, runtime and development, and leaves the others', () => {
    const manifest = {
      name: 'site',
      dependencies: {'@docusaurus/core': '3.10.2', react: '^19.3.1'},
      devDependencies: {'@docusaurus/types': '3.10.2', vitest: '^4.0.0'},
    };
    expect(withDocusaurusVersion(manifest, '4.0.0-canary-6822')).toEqual({
      name: 'site',
      dependencies: {'@docusaurus/core': '4.0.0-canary-6822', react: '^19.3.1'},
      devDependencies: {'@docusaurus/types': '4.0.0-canary-6822', vitest: '^4.0.0'},
    });
    expect(withDocusaurusVersion(manifest, '4.0.0-canary-6822', ['@docusaurus/core']).devDependencies).toEqual(
      manifest.devDependencies,
    );
    expect(docusaurusPackages(manifest)).toEqual(['@docusaurus/core', '@docusaurus/types']);
  });
});

describe('patchSections', () => {
  it('cuts a patch after its header into one diff per file', () => {
    const patch = [
      'Header: why this patch exists.',
      '',
      'diff --git a/node_modules/x/a.js b/node_modules/x/a.js',
      '--- a/node_modules/x/a.js',
      '+++ b/node_modules/x/a.js',
      '@@ -1 +1 @@',
      '-old',
      '+new',
      'diff --git a/node_modules/x/b.js b/node_modules/x/b.js',
      '--- a/node_modules/x/b.js',
      '+++ b/node_modules/x/b.js',
      '@@ -1 +1 @@',
      '-a',
      '+b',
      '',
    ].join('\n');
    const sections = patchSections(patch);
    expect(sections.map((s) => s.path)).toEqual(['node_modules/x/a.js', 'node_modules/x/b.js']);
    expect(sections[0].text).toBe(
      'diff --git a/node_modules/x/a.js b/node_modules/x/a.js\n--- a/node_modules/x/a.js\n+++ b/node_modules/x/a.js\n@@ -1 +1 @@\n-old\n+new\n',
    );
    expect(sections[1].text.endsWith('-a\n+b\n')).toBe(true);
  });
});

describe("the site's patches", () => {
  it('read in review: no line of a patch is longer than 200 characters', () => {
    const long = readdirSync('patches')
      .filter((file) => file.endsWith('.patch'))
      .flatMap((file) =>
        readFileSync(path.join('patches', file), 'utf8')
          .split('\n')
          .map((line, index) => ({where: `${file}:${index + 1}`, length: line.length}))
          .filter(({length}) => length > 200),
      );
    expect(long).toEqual([]);
  });
});
