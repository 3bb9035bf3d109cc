import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {diffCounts, ejectedComponents, ejectedFrom, firstComment} from './ejectedComponents.mjs';

describe('firstComment', () => {
  it('takes a run of line comments, or one block comment, even after the imports', () => {
    expect(firstComment('// one\n// two\nimport x from "x"; // later')).toBe('// one\n// two');
    expect(firstComment('import x from "x";\n/**\n * Block\n */\nconst y = 1; // later')).toBe('/**\n * Block\n */');
    expect(firstComment('const x = 1;')).toBe('');
  });
});

describe('ejectedFrom', () => {
  it('reads the package, version and original file, across comment line breaks', () => {
    const source =
      '/**\n * The list, ejected. Ejected from @docusaurus/theme-classic\n * 3.10.2 (src/theme/BlogListPage/index.tsx): why.\n */';
    expect(ejectedFrom(source)).toEqual({
      kind: 'ejected',
      packageName: '@docusaurus/theme-classic',
      version: '3.10.2',
      original: 'src/theme/BlogListPage/index.tsx',
    });
    expect(
      ejectedFrom('// Replaces @docusaurus/core 4.0.0-canary-6822 (lib/client/theme-fallback/Loading/index.js).'),
    ).toMatchObject({kind: 'replaces', packageName: '@docusaurus/core', version: '4.0.0-canary-6822'});
  });

  it('is null when the first comment names no origin, even if a later one does', () => {
    expect(
      ejectedFrom('// A custom item.\nconst x = 1;\n// Ejected from @docusaurus/theme-classic 3.10.2 (a.tsx)'),
    ).toBe(null);
    expect(ejectedFrom('// Ejected from theme-classic 3.10')).toBe(null);
  });
});

describe('ejectedComponents', () => {
  it('lists the marked component files under the theme folder, not tests or unmarked files', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'ejected-'));
    const theme = path.join(root, 'src/theme');
    mkdirSync(path.join(theme, 'A'), {recursive: true});
    writeFileSync(
      path.join(theme, 'A/index.tsx'),
      '// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/A/index.tsx).',
    );
    writeFileSync(path.join(theme, 'A/index.test.ts'), '// Ejected from @docusaurus/theme-classic 3.10.2 (x.tsx).');
    writeFileSync(path.join(theme, 'B.tsx'), '// Custom.');
    expect(ejectedComponents(theme, root)).toEqual([
      {
        file: 'src/theme/A/index.tsx',
        from: {
          kind: 'ejected',
          packageName: '@docusaurus/theme-classic',
          version: '3.10.2',
          original: 'src/theme/A/index.tsx',
        },
      },
    ]);
  });
});

describe('diffCounts', () => {
  it('counts changed lines, not the file header lines', () => {
    const diff = 'diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@\n-old\n+new\n+more\n same';
    expect(diffCounts(diff)).toEqual({added: 2, removed: 1});
  });
});

describe("the site's theme", () => {
  it('names where each component that takes the place of a theme-classic one (without wrapping it) came from', () => {
    const original = 'node_modules/@docusaurus/theme-classic/src/theme';
    const marked = new Set(ejectedComponents('src/theme').map((component) => component.file));
    const unmarked = readdirSync('src/theme', {recursive: true})
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => {
        const component = file.replace(/\/index\.tsx?$/, '').replace(/\.tsx?$/, '');
        const shadows = ['.tsx', '.ts', '/index.tsx', '/index.ts'].some((end) =>
          existsSync(path.join(original, component + end)),
        );
        return shadows && !readFileSync(path.join('src/theme', file), 'utf8').includes('@theme-original/');
      })
      .filter((file) => !marked.has(path.join('src/theme', file)));
    expect(unmarked).toEqual([]);
  });
});
