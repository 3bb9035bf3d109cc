import {describe, expect, it} from 'vitest';
import {addModuleOrigins, chunkNamesByModule, type ClientManifest} from './page-scripts';

// Two entries as Docusaurus writes them in .docusaurus/registry.js.
const REGISTRY = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "2d4ec725": [() => import(/* webpackChunkName: "2d4ec725" */ "@site/kien-thuc/python/phan-tich-co-phieu-voi-pandas.md"), "@site/kien-thuc/python/phan-tich-co-phieu-voi-pandas.md", require.resolveWeak("@site/kien-thuc/python/phan-tich-co-phieu-voi-pandas.md")],
};`;

describe('page scripts in the HTML', () => {
  it('reads which chunk each module of the registry is in', () => {
    expect(chunkNamesByModule(REGISTRY)).toEqual(
      new Map([
        ['@theme/DocItem', '17896441'],
        ['@site/kien-thuc/python/phan-tich-co-phieu-voi-pandas.md', '2d4ec725'],
      ]),
    );
  });

  it('lists each module under the files of its chunk, keeping what the manifest had', () => {
    const manifest: ClientManifest = {origins: {main: [1, 2], '17896441': ['1822', '17896441'], '@theme/DocItem': [9]}};
    const added = addModuleOrigins(manifest, chunkNamesByModule(REGISTRY));
    // The article's chunk is not in this manifest, and DocItem already had an entry.
    expect(added).toBe(0);
    const fresh: ClientManifest = {origins: {'17896441': ['1822', '17896441'], '2d4ec725': ['2d4ec725']}};
    expect(addModuleOrigins(fresh, chunkNamesByModule(REGISTRY))).toBe(2);
    expect(fresh.origins['@theme/DocItem']).toEqual(['1822', '17896441']);
    expect(fresh.origins['@site/kien-thuc/python/phan-tich-co-phieu-voi-pandas.md']).toEqual(['2d4ec725']);
  });

  it('finds nothing in a registry written another way', () => {
    expect(chunkNamesByModule(`export default {"17896441": [() => import("@theme/DocItem")]};`).size).toBe(0);
  });
});
