import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {filesUnder} from '../scripts/lib/files.mjs';
import docsDataOnDemandPlugin, {docDescriptions, docPaths} from './docs-data-on-demand';

const require = createRequire(import.meta.url);
const {globalDataWithoutDocLists} = require('./loaders/global-data-without-doc-lists.cjs') as {
  globalDataWithoutDocLists: (source: string) => string;
};
// The docs plugin's own function that writes a version into its global data.
const {toGlobalDataVersion} = require('@docusaurus/plugin-content-docs/lib/globalData.js') as {
  toGlobalDataVersion: (version: object) => {docs: {id: string; path: string}[]; draftIds: string[]};
};
const {slimDocsVersionProps} = require('./loaders/slim-docs-version-props.cjs') as {
  slimDocsVersionProps: (source: string) => string;
};

const versionProps = {
  version: {
    pluginId: 'kien-thuc',
    version: 'current',
    docsSidebars: {python: [{type: 'link', href: '/kien-thuc/python/a', label: 'A', docId: 'python/a'}]},
    docs: {
      'python/a': {id: 'python/a', title: 'A', description: 'Mô tả bài A', sidebar: 'python'},
      'python/b': {id: 'python/b', title: 'B', description: 'Mô tả bài B'},
    },
  },
};

describe('slim docs version props (bundler loader)', () => {
  it("keeps each doc's id, with an empty object, and the rest of the props as it was", () => {
    const out = JSON.parse(slimDocsVersionProps(JSON.stringify(versionProps)));
    expect(out.version.docs).toEqual({
      'python/a': {},
      'python/b': {},
    });
    expect({...out.version, docs: undefined}).toEqual({...versionProps.version, docs: undefined});
  });

  it('leaves other JSON (a category page, a tag page, a list) untouched, byte for byte', () => {
    for (const source of [
      '{"categoryGeneratedIndex":{"title":"Docusaurus","description":"Mô tả"}}',
      '{"tag":{"label":"python","description":"x"}}',
      '[1, 2]',
      'null',
    ]) {
      expect(slimDocsVersionProps(source)).toBe(source);
    }
  });
});

describe('docDescriptions', () => {
  it('maps each docs plugin to its docs’ descriptions, leaving out empty ones', () => {
    const content = (docs: {id: string; description: string}[]) =>
      ({loadedVersions: [{docs}]}) as unknown as DocsContent;
    expect(
      docDescriptions({
        'kien-thuc': content([
          {id: 'python/a', description: 'Mô tả bài A'},
          {id: 'python/trong', description: ''},
        ]),
        default: content([{id: 'intro', description: 'Giới thiệu'}]),
      }),
    ).toEqual({'kien-thuc': {'python/a': 'Mô tả bài A'}, default: {intro: 'Giới thiệu'}});
  });
});

/** A loaded docs version, with the fields the docs plugin's global data reads. */
const loadedVersion = {
  versionName: 'current',
  label: 'Next',
  isLast: true,
  path: '/kien-thuc',
  docs: [
    {id: 'python/index', slug: '/python', permalink: '/kien-thuc/python/', sidebar: 'python'},
    {id: 'python/a', slug: '/python/a', permalink: '/kien-thuc/python/a', sidebar: 'python', unlisted: false},
  ],
  categoryGeneratedIndices: [{slug: '/category/cong-cu', permalink: '/kien-thuc/category/cong-cu', sidebar: 'python'}],
  drafts: [{id: 'python/nhap'}],
  sidebars: {python: []},
  sidebarsUtils: {getFirstDocIdOfFirstSidebar: () => 'python/index', getFirstLink: () => undefined},
};

describe('docPaths', () => {
  it("lists each doc's path as the docs plugin's global data does, without the categories' generated index pages", () => {
    const paths = docPaths({'kien-thuc': {loadedVersions: [loadedVersion]} as unknown as DocsContent});
    expect(paths['kien-thuc']).toEqual(['/kien-thuc/python/', '/kien-thuc/python/a']);
    expect(toGlobalDataVersion(loadedVersion).docs.map((doc) => doc.path)).toEqual([
      ...paths['kien-thuc']!,
      '/kien-thuc/category/cong-cu',
    ]);
  });
});

describe("the production browser bundle's copy of the global data (bundler loader)", () => {
  const globalData = {
    'docusaurus-plugin-content-docs': {
      'kien-thuc': {path: '/kien-thuc', versions: [toGlobalDataVersion(loadedVersion)], breadcrumbs: true},
    },
    'other-plugin': {default: {docs: ['kept']}},
  };

  it("empties each docs version's lists of docs and drafts and keeps everything else", () => {
    const version = globalData['docusaurus-plugin-content-docs']['kien-thuc'].versions[0];
    expect(version.docs).toHaveLength(3);
    expect(version.draftIds).toEqual(['python/nhap']);
    const out = JSON.parse(globalDataWithoutDocLists(JSON.stringify(globalData)));
    expect(out).toEqual({
      ...globalData,
      'docusaurus-plugin-content-docs': {
        'kien-thuc': {path: '/kien-thuc', versions: [{...version, docs: [], draftIds: []}], breadcrumbs: true},
      },
    });
  });

  it('fails the build, saying what to check, when an upgrade changes those lists', () => {
    for (const changed of [
      {},
      {'docusaurus-plugin-content-docs': {'kien-thuc': {path: '/kien-thuc', versions: []}}},
      {
        'docusaurus-plugin-content-docs': {
          'kien-thuc': {path: '/kien-thuc', versions: [{path: '/kien-thuc', docs: {}}]},
        },
      },
    ]) {
      expect(() => globalDataWithoutDocLists(JSON.stringify(changed))).toThrow(/Docusaurus changed the docs plugin/);
    }
  });

  it('applies to the browser bundle of a production build only', () => {
    const rulesFor = (isServer: boolean, mode: 'production' | 'development') => {
      const plugin = docsDataOnDemandPlugin({generatedFilesDir: '/site/.docusaurus'} as never);
      const result = plugin.configureWebpack!(
        {mode},
        isServer,
        {currentBundler: {name: 'rspack'}} as never,
        {} as never,
      );
      const rules = (result as {module: {rules: {test: RegExp; use: string[]}[]}}).module.rules;
      return rules.filter((rule) => rule.use.some((loader) => loader.endsWith('global-data-without-doc-lists.cjs')));
    };
    expect(rulesFor(false, 'production')).toHaveLength(1);
    expect(rulesFor(false, 'production')[0]!.test.test('/site/.docusaurus/globalData.json')).toBe(true);
    expect(rulesFor(true, 'production')).toEqual([]);
    expect(rulesFor(false, 'development')).toEqual([]);
  });
});

describe('what reads the docs lists that the browser no longer gets', () => {
  it('is nothing the site renders: no such hook in src/, no such navbar item, and the stock version banner replaced', () => {
    const readers =
      /\b(useActiveDocContext|useLayoutDoc|useLayoutDocsSidebar|useDocVersionSuggestions|useAllDocsData|useDocsData)\b/;
    const sources = filesUnder('src', (file: string) => /\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.filter((file) => readers.test(readFileSync(file, 'utf8')))).toEqual([]);
    const componentTypes = readFileSync('src/theme/NavbarItem/ComponentTypes.tsx', 'utf8');
    expect(componentTypes).not.toMatch(/^\s+['"]?(doc|docSidebar|docsVersion|docsVersionDropdown)['"]?:/m);
    expect(readFileSync('src/theme/DocVersionBanner/index.tsx', 'utf8')).toContain(
      'export default function DocVersionBanner(): null',
    );
  });
});
