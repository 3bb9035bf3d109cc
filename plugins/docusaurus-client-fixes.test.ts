import {mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import docusaurusClientFixesPlugin, {
  bundleRewrites,
  checkRewriteFiles,
  CHUNK_FILENAME,
  DOCS_CLIENT_CACHE_GROUP,
  withoutChunkAssetPlugin,
} from './docusaurus-client-fixes';

const require = createRequire(import.meta.url);
const {browserRouteRegistry} = require('./loaders/browser-route-registry.cjs') as {
  browserRouteRegistry: (source: string) => string;
};
const {routesChunkNamesWithShortNames} = require('./loaders/browser-routes-chunk-names.cjs') as {
  routesChunkNamesWithShortNames: (source: string, registrySource: string) => string;
};
const {siteConfigForBrowser} = require('./loaders/site-config-for-browser.cjs') as {
  siteConfigForBrowser: (source: string) => string;
};

// Docusaurus's bundler plugin that adds __webpack_require__.gca (a map of chunk names) to the runtime.
const {default: ChunkAssetPlugin} = require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin') as {
  default: new () => {apply: () => void};
};
// Docusaurus's own generators of .docusaurus/registry.js and docusaurus.config.mjs.
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (params: {generatedFilesDir: string; routes: object[]}) => Promise<void>;
};
const {generateSiteFiles} = require('@docusaurus/core/lib/server/codegen/codegen.js') as {
  generateSiteFiles: (params: object) => Promise<void>;
};

/** A generated-files folder with the files the browser bundle's rewrites expect (empty). */
function generatedFilesDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'generated-'));
  for (const rewrite of bundleRewrites(dir)) {
    if (rewrite.file.startsWith(dir)) writeFileSync(rewrite.file, '');
  }
  return dir;
}

describe('bundle-time rewrites', () => {
  it('fail the build, naming the rewrite and the file, when a file they expect is gone', () => {
    const rewrites = bundleRewrites('/nowhere');
    expect(() => checkRewriteFiles(rewrites)).toThrow(/browser-route-registry expects \/nowhere\/registry\.js/);
    expect(() => checkRewriteFiles(rewrites, () => true)).not.toThrow();
  });

  it('each say why a patch of the installed package cannot do the job', () => {
    for (const rewrite of bundleRewrites('/x')) expect(rewrite.why).toMatch(/generated for each build|browser only/);
  });

  it('apply to the browser bundle of a production build only, never to the server render or the development server', () => {
    const rules = (isServer: boolean, mode: 'production' | 'development') =>
      (configureWith(isServer, mode).result as {module: {rules: unknown[]}}).module.rules.length;
    expect(rules(false, 'production')).toBe(bundleRewrites('/x').length);
    expect(rules(true, 'production')).toBe(0);
    expect(rules(false, 'development')).toBe(0);
  });
});

describe("the browser's copy of the generated route registry", () => {
  it("keeps each entry's loader and module id and leaves out the module path, which only the server render reads", async () => {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    await generateRouteFiles({
      generatedFilesDir,
      routes: [
        {path: '/', component: '@site/src/pages/index.tsx', exact: true},
        {path: '/kien-thuc/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/kien-thuc/a.md'}},
      ],
    });
    const registry = readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
    const slim = browserRouteRegistry(registry);
    const entries = slim.split('\n').filter((line) => line.startsWith('  "'));
    expect(entries).toHaveLength(3);
    for (const modulePath of ['@site/src/pages/index.tsx', '@theme/DocItem', '@site/kien-thuc/a.md']) {
      const entry = entries.find((line) => line.includes(`"${modulePath}"`));
      expect(entry).toContain(`*/ "${modulePath}"), "", require.resolveWeak("${modulePath}")],`);
    }
    expect(slim.length).toBeLessThan(registry.length);
    expect(slim.endsWith('};\n')).toBe(true);
  });

  it('fails the build, saying what to check, when an upgrade changes the entries', () => {
    expect(() => browserRouteRegistry('export default {\n  "a": [() => import("x"), "x"],};\n')).toThrow(
      /Docusaurus changed the route registry/,
    );
  });
});

describe("the browser's short chunk names, in the route registry and the route table", () => {
  /** Docusaurus's generated registry.js and routesChunkNames.json for a few routes, as written and as the browser gets them. */
  async function generated() {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'chunk-names-'));
    const posts = Array.from({length: 40}, (_, index) => `@site/blog/bai-${index}.md`);
    // As in a production build: chunk names are 8-character hashes of the module paths. (Docusaurus
    // caches each module's name for the process, so these modules are used by no other test.)
    vi.stubEnv('NODE_ENV', 'production');
    try {
      await generateRouteFiles({
        generatedFilesDir,
        routes: [
          {path: '/khoa-hoc', component: '@site/src/pages/khoa-hoc.tsx', exact: true},
          {
            path: '/kien-thuc',
            component: '@theme/DocsRoot',
            context: {plugin: '@generated/docusaurus-plugin-content-docs/kien-thuc/__plugin.json'},
            routes: [
              {
                path: '/kien-thuc/b',
                component: '@theme/DocCategoryGeneratedIndexPage',
                exact: true,
                modules: {content: '@site/kien-thuc/b.md'},
              },
            ],
          },
          {
            path: '/blog',
            component: '@theme/BlogListPage',
            exact: true,
            modules: {items: posts.map((content) => ({content}))},
          },
        ],
      });
    } finally {
      vi.unstubAllEnvs();
    }
    const registry = readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8');
    const routesChunkNames = readFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8');
    return {
      registry,
      routesChunkNames: JSON.parse(routesChunkNames) as Record<string, unknown>,
      browserRegistry: browserRouteRegistry(registry),
      browserRoutesChunkNames: JSON.parse(routesChunkNamesWithShortNames(routesChunkNames, registry)) as Record<
        string,
        unknown
      >,
    };
  }

  // Generated once for the tests below (Docusaurus names each module once per process anyway).
  let files: ReturnType<typeof generated> | undefined;
  const generatedOnce = () => (files ??= generated());

  /** Registry source → chunk key → its line. */
  const entriesOf = (registry: string) =>
    new Map(
      registry.split('\n').flatMap((line) => {
        const key = /^ {2}"([^"]+)": \[/.exec(line)?.[1];
        return key === undefined ? [] : [[key, line] as const];
      }),
    );
  /** The module path of a registry line (from its import, kept in both copies). */
  const modulePathOf = (line: string) => /\*\/ "([^"]+)"\)/.exec(line)![1];
  /** Every chunk name of a route table, in order. */
  const leaves = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : Object.values(value as object).flatMap(leaves);

  it('name the same module for every route, key by key, as the names Docusaurus generated', async () => {
    const {registry, routesChunkNames, browserRegistry, browserRoutesChunkNames} = await generatedOnce();
    const original = entriesOf(registry);
    const short = entriesOf(browserRegistry);
    expect(short.size).toBe(original.size);
    expect(Object.keys(browserRoutesChunkNames)).toEqual(Object.keys(routesChunkNames));
    for (const [route, chunkNames] of Object.entries(routesChunkNames)) {
      const names = leaves(chunkNames);
      const shortNames = leaves(browserRoutesChunkNames[route]);
      expect(shortNames).toHaveLength(names.length);
      names.forEach((name, index) => {
        expect(modulePathOf(short.get(shortNames[index]!)!)).toBe(modulePathOf(original.get(name)!));
      });
    }
    // The route table keeps its shape: the same keys, with names in place of names.
    const shape = (value: unknown): unknown =>
      typeof value === 'string'
        ? ''
        : JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'string' ? '' : inner));
    expect(shape(browserRoutesChunkNames)).toBe(shape(routesChunkNames));
  });

  it('are a few base-36 characters, while each chunk keeps its bundler name and loses its module path', async () => {
    const {registry, browserRegistry} = await generatedOnce();
    const original = [...entriesOf(registry).keys()];
    const short = [...entriesOf(browserRegistry).keys()];
    for (const name of original) expect(name).toMatch(/^[0-9a-f]{8}$/);
    expect(new Set(short).size).toBe(original.length);
    expect(original.length).toBeGreaterThan(40);
    for (const key of short) expect(key).toMatch(/^[0-9a-z]{1,2}$/);
    for (const name of original) expect(browserRegistry).toContain(`/* webpackChunkName: "${name}" */`);
    expect(browserRegistry).toContain('"", require.resolveWeak(');
    expect(browserRegistry.endsWith('};\n')).toBe(true);
  });

  it('fail the build, saying what to check, when the route table names a chunk the registry does not have', async () => {
    const {registry} = await generatedOnce();
    expect(() => routesChunkNamesWithShortNames('{"/x-abc": {"__comp": "khong-co"}}', registry)).toThrow(
      /is not a chunk name of the route registry: "khong-co"/,
    );
  });
});

describe("the browser's copy of the generated site config", () => {
  it('leaves out the build-time options and keeps everything else', async () => {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'site-config-'));
    const siteConfig = {
      title: 'Learn Anything',
      url: 'https://learn-anything.vn',
      baseUrl: '/',
      themeConfig: {navbar: {title: 'Learn Anything'}},
      customFields: {firebase: {projectId: 'demo'}},
      future: {v4: {removeLegacyPostBuildHeadAttribute: true}},
      presets: [['classic', {docs: {path: 'docs'}}]],
      plugins: ['./plugins/a'],
      themes: [],
      ssrTemplate: '<!DOCTYPE html>',
      headTags: [{tagName: 'link', attributes: {rel: 'preconnect'}}],
      scripts: [],
      stylesheets: [],
    };
    await generateSiteFiles({
      generatedFilesDir,
      clientModules: [],
      siteConfig,
      routes: [],
      globalData: {},
      siteMetadata: {},
      siteStorage: {},
      i18n: {},
      codeTranslations: {},
    });
    const slim = siteConfigForBrowser(readFileSync(path.join(generatedFilesDir, 'docusaurus.config.mjs'), 'utf8'));
    const config = JSON.parse(slim.slice(slim.indexOf('export default ') + 'export default '.length, -2)) as object;
    expect(config).toEqual({
      title: siteConfig.title,
      url: siteConfig.url,
      baseUrl: siteConfig.baseUrl,
      themeConfig: siteConfig.themeConfig,
      customFields: siteConfig.customFields,
      future: siteConfig.future,
    });
  });

  it('fails the build, saying what to check, when an upgrade changes the file', () => {
    expect(() => siteConfigForBrowser('export const config = {};\n')).toThrow(/Docusaurus changed the site config/);
  });
});

describe('the docs client chunk', () => {
  it("takes every module of the docs plugin's client and nothing else", () => {
    const clientDir = path.resolve('node_modules/@docusaurus/plugin-content-docs/lib/client');
    const clientFiles = readdirSync(clientDir).filter((file) => file.endsWith('.js'));
    expect(clientFiles).toContain('docsUtils.js');
    for (const file of clientFiles)
      expect(DOCS_CLIENT_CACHE_GROUP.test.test(path.join(clientDir, file)), file).toBe(true);
    for (const other of [
      'node_modules/@docusaurus/plugin-content-docs/lib/index.js',
      'node_modules/@docusaurus/plugin-content-blog/lib/client/index.js',
      'node_modules/@docusaurus/theme-classic/lib/theme/DocSidebar/index.js',
      'src/theme/DocCardList/index.tsx',
    ]) {
      expect(DOCS_CLIENT_CACHE_GROUP.test.test(path.resolve(other)), other).toBe(false);
    }
    expect(DOCS_CLIENT_CACHE_GROUP.chunks).toBe('async');
  });
});

/** The plugin's configureWebpack on a config with Docusaurus's ChunkAssetPlugin and another plugin. */
function configureWith(isServer: boolean, mode: 'production' | 'development') {
  const otherPlugin = {apply: () => undefined};
  const config: {mode: typeof mode; plugins: {apply: () => void}[]} = {
    mode,
    plugins: [otherPlugin, new ChunkAssetPlugin()],
  };
  const configure = docusaurusClientFixesPlugin({generatedFilesDir: generatedFilesDir()}).configureWebpack!;
  const result = configure(config, isServer, {currentBundler: {name: 'rspack'}} as never, {} as never);
  return {config, otherPlugin, result: result as {output?: {chunkFilename?: string}}};
}

describe('async chunk file names', () => {
  const outputOf = (isServer: boolean, mode: 'production' | 'development') =>
    configureWith(isServer, mode).result.output;

  it("name the browser's chunks by id and content hash in a production build, so the runtime needs no map of names", () => {
    expect(outputOf(false, 'production')).toEqual({chunkFilename: CHUNK_FILENAME});
    expect(CHUNK_FILENAME).toMatch(/\[id\]\.\[contenthash:8\]\.js$/);
    expect(CHUNK_FILENAME).not.toContain('[name]');
  });

  it('leave the server bundle and the development server as Docusaurus names them', () => {
    expect(outputOf(true, 'production')).toBeUndefined();
    expect(outputOf(false, 'development')).toBeUndefined();
  });
});

describe("the runtime's map of chunk names (__webpack_require__.gca)", () => {
  it('is left out of the browser bundle of a production build, and the other plugins are kept', () => {
    const {config, otherPlugin} = configureWith(false, 'production');
    expect(config.plugins).toEqual([otherPlugin]);
  });

  it('is not removed from a server config or in the development server, where prefetching still asks gca() for named chunks', () => {
    for (const [isServer, mode] of [
      [true, 'production'],
      [false, 'development'],
    ] as const) {
      const {config} = configureWith(isServer, mode);
      expect(config.plugins.some((plugin) => plugin instanceof ChunkAssetPlugin)).toBe(true);
    }
  });

  it("is the plugin Docusaurus's browser config adds, and the build fails, saying what to check, if it no longer does", () => {
    expect(configureWith(false, 'production').config.plugins).toHaveLength(1);
    expect(() => withoutChunkAssetPlugin([{apply: () => undefined}])).toThrow(/no longer adds its ChunkAssetPlugin/);
  });
});
