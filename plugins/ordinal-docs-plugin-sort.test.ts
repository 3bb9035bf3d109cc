import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {describe, expect, it} from 'vitest';
import {DOCS_CLIENT_UTILS} from './ordinal-docs-plugin-sort';

const require = createRequire(import.meta.url);
const {ordinalDocsPluginSort} = require('./loaders/ordinal-docs-plugin-sort.cjs') as {
  ordinalDocsPluginSort: (source: string) => string;
};

type GetActivePlugin = (
  allPluginData: Record<string, {path: string}>,
  pathname: string,
) => {pluginId: string} | undefined;

const installedFile = path.resolve('node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');

/** The installed docsClientUtils.js as the loader rewrites it, importable here (Docusaurus's `@docusaurus/router` is react-router). */
async function rewrittenGetActivePlugin(): Promise<GetActivePlugin> {
  const source = ordinalDocsPluginSort(readFileSync(installedFile, 'utf8')).replace(
    "from '@docusaurus/router'",
    "from 'react-router'",
  );
  const dir = path.resolve('node_modules/.cache/ordinal-docs-plugin-sort');
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, 'docsClientUtils.mjs');
  writeFileSync(file, source);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {getActivePlugin: GetActivePlugin};
  return module.getActivePlugin;
}

describe('getActivePlugin without localeCompare', () => {
  it('targets the installed file and leaves no localeCompare in it', () => {
    expect(DOCS_CLIENT_UTILS.test(installedFile)).toBe(true);
    const source = readFileSync(installedFile, 'utf8');
    expect(source).toContain('localeCompare');
    expect(ordinalDocsPluginSort(source)).not.toContain('localeCompare');
  });

  it('still finds the most specific docs instance for a path', async () => {
    const getActivePlugin = await rewrittenGetActivePlugin();
    const site = {default: {path: '/docs'}, 'kien-thuc': {path: '/kien-thuc'}};
    expect(getActivePlugin(site, '/kien-thuc/python/pandas-can-ban')?.pluginId).toBe('kien-thuc');
    expect(getActivePlugin(site, '/docs/bat-dau')?.pluginId).toBe('default');
    expect(getActivePlugin(site, '/blog')).toBeUndefined();
    // A path before its prefix, whatever order the instances are declared in.
    const nested = {root: {path: '/'}, kb: {path: '/kien-thuc'}, python: {path: '/kien-thuc/python'}};
    expect(getActivePlugin(nested, '/kien-thuc/python/x')?.pluginId).toBe('python');
    expect(getActivePlugin(nested, '/kien-thuc/obsidian')?.pluginId).toBe('kb');
    expect(getActivePlugin(nested, '/blog')?.pluginId).toBe('root');
  });

  it('fails the build, saying what to check, when an upgrade changes that line', () => {
    expect(() => ordinalDocsPluginSort('export function getActivePlugin() {}')).toThrow(
      /Docusaurus changed getActivePlugin/,
    );
  });
});
