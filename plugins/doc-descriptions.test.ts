import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {docDescriptions} from './doc-descriptions';

const require = createRequire(import.meta.url);
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
