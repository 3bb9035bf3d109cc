import {describe, expect, it} from 'vitest';
import {checkGuides, headingAnchors, npmScripts} from './guideCheck.mjs';

const files = [
  'README.md',
  'CONTRIBUTING.md',
  'docs/viet-bai.md',
  'package.json',
  'functions/package.json',
  'src/features/learning-space/sync.ts',
  'kien-thuc/python/pandas-can-ban.md',
  'kien-thuc/python/pandas-can-ban.on-tap.md',
];
const markdown: Record<string, string> = {
  'CONTRIBUTING.md': '# Contributing\n\n## Local Firebase\n\n## Tests\n\n## Tests\n',
  'docs/viet-bai.md': '## Neo của tiêu đề\n',
};

function check(file: string, text: string, isIgnored = (_: string) => false) {
  return checkGuides({
    guides: [{file, text}],
    files,
    scripts: {'.': ['build', 'test', 'check:content'], functions: ['build']},
    readMarkdown: (name: string) => markdown[name] ?? (name === file ? text : undefined),
    isIgnored,
  });
}

describe('headingAnchors', () => {
  it('slugs headings as GitHub does: lower case, Vietnamese kept, punctuation dropped, repeats numbered', () => {
    expect([...headingAnchors('## Neo của tiêu đề\n## `npm run bench`: measuring\n## A\n## A\n')]).toEqual([
      'neo-của-tiêu-đề',
      'npm-run-bench-measuring',
      'a',
      'a-1',
    ]);
  });
});

describe('checkGuides: links', () => {
  it('accepts links and anchors that resolve, in this file, another, or from a subfolder', () => {
    const text =
      '## Set-up\n\n[a](CONTRIBUTING.md#local-firebase), [b](#set-up), [c](CONTRIBUTING.md#tests-1), [d](src/features/)\n';
    expect(check('README.md', text)).toEqual([]);
    expect(
      check(
        'docs/viet-bai.md',
        '[x](../README.md) [y](#neo-của-tiêu-đề) [z](#neo-c%E1%BB%A7a-ti%C3%AAu-%C4%91%E1%BB%81)\n',
      ),
    ).toEqual([]);
  });

  it('reports a missing file and a missing anchor with file and line', () => {
    const text = 'Intro.\n\nSee [the map](ARCHITECTURE.md#folders) and [tests](CONTRIBUTING.md#test-order).\n';
    expect(check('README.md', text)).toEqual([
      'README.md:3: liên kết tới ARCHITECTURE.md: không có tệp hay thư mục này',
      'README.md:3: liên kết tới CONTRIBUTING.md#test-order: CONTRIBUTING.md không có tiêu đề #test-order',
    ]);
    expect(check('README.md', '[here](#nowhere)\n')).toEqual([
      'README.md:1: liên kết tới #nowhere: README.md không có tiêu đề #nowhere',
    ]);
  });

  it('leaves other sites, site addresses, and links inside code alone', () => {
    const text =
      '[a](https://example.com/x) [b](/kien-thuc) [c](mailto:x@example.com)\n\n`[d](./missing.md)`\n\n```md\n[e](#missing)\n```\n';
    expect(check('README.md', text)).toEqual([]);
  });
});

describe('checkGuides: paths', () => {
  it('accepts paths from the root, ends of paths with a source extension, and file-name endings', () => {
    const text =
      '`src/features/learning-space/sync.ts`, `learning-space/sync.ts`, `sync.ts`, `kien-thuc/python/`, `.on-tap.md`, run `node src/features/learning-space/sync.ts`\n';
    expect(check('README.md', text)).toEqual([]);
  });

  it('reports a path that does not exist', () => {
    const text =
      'Storage goes through `src/lib/browserStorage.ts`;\nsee `ProgressSlot.tsx` and `scripts/og-images.mjs`.\n';
    expect(check('README.md', text)).toEqual([
      'README.md:1: `src/lib/browserStorage.ts`: không có đường dẫn này trong kho',
      'README.md:2: `ProgressSlot.tsx`: không có đường dẫn này trong kho',
      'README.md:2: `scripts/og-images.mjs`: không có đường dẫn này trong kho',
    ]);
  });

  it('skips what is not a repository path: placeholders, other folders, build outputs, ignored paths, code blocks', () => {
    const text = [
      '`kien-thuc/<section>/<slug>.md`, `hocVien/{uid}/duLieu`, `functions/src/*.test.ts`, `lib/src/...`,',
      '`main.js`, `text/html`, `@docusaurus/core`, `hocVien/`, `/kien-thuc/python`, `www.google.com/recaptcha/`,',
      '`build/sw.js`, `functions/lib/`',
      '',
      '```bash',
      'node scripts/missing.mjs',
      '```',
    ].join('\n');
    const ignored = (word: string) => word.startsWith('build/') || word === 'functions/lib/';
    expect(check('README.md', text, ignored)).toEqual([]);
    expect(check('README.md', '`functions/lib/`\n')).toEqual([
      'README.md:1: `functions/lib/`: không có đường dẫn này trong kho',
    ]);
  });
});

describe('checkGuides: npm scripts', () => {
  it('finds scripts in prose, inline code and code blocks, in the root or the functions package', () => {
    expect(npmScripts('Run `npm run build`, then\n```bash\nnpm --prefix functions run build && npm test\n```')).toEqual(
      [
        {folder: '.', name: 'build', line: 1},
        {folder: 'functions', name: 'build', line: 3},
        {folder: '.', name: 'test', line: 3},
      ],
    );
  });

  it('reports a script that package.json does not have', () => {
    const text = '`npm run check:content`, `npm run check:guide`\n\n```bash\nnpm --prefix functions run test\n```\n';
    expect(check('README.md', text)).toEqual([
      'README.md:1: npm run check:guide: không có script này trong package.json',
      'README.md:4: npm run test: không có script này trong functions/package.json',
    ]);
  });
});
