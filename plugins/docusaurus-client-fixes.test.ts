import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import ts from 'typescript';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {filesUnder} from '../scripts/lib/files.mjs';
import docusaurusClientFixesPlugin, {
  BROWSER_BUNDLE_FIXES,
  bundleFixes,
  CHUNK_FILENAME,
  CLIENT_FIXES,
  DOCS_CLIENT_CACHE_GROUP,
  withoutChunkAssetPlugin,
} from './docusaurus-client-fixes';

const require = createRequire(import.meta.url);
const {ordinalSort} = require('./loaders/ordinal-sort.cjs') as {
  ordinalSort: (source: string, resourcePath: string) => string;
};
const {prefetchEachChunkOnce} = require('./loaders/prefetch-each-chunk-once.cjs') as {
  prefetchEachChunkOnce: (source: string) => string;
};
const {browserFlagAsTransition} = require('./loaders/browser-flag-as-transition.cjs') as {
  browserFlagAsTransition: (source: string) => string;
};
const {headUpdatesAfterHydration} = require('./loaders/head-updates-after-hydration.cjs') as {
  headUpdatesAfterHydration: (source: string) => string;
};
const {navigationWithoutRenderPhaseUpdate} = require('./loaders/navigation-without-render-phase-update.cjs') as {
  navigationWithoutRenderPhaseUpdate: (source: string) => string;
};
const {wordWrapNoRerender} = require('./loaders/word-wrap-no-rerender.cjs') as {
  wordWrapNoRerender: (source: string) => string;
};
const {wholePageHtml} = require('./loaders/whole-page-html.cjs') as {
  wholePageHtml: (source: string) => string;
};
const {stagedClientEntry} = require('./loaders/staged-client-entry.cjs') as {
  stagedClientEntry: (source: string) => string;
};
const {lazyRouteComponents} = require('./loaders/lazy-route-components.cjs') as {
  lazyRouteComponents: (source: string) => string;
};
const {staticRoutePaths, staticPathRegExp} = require('./loaders/static-route-paths.cjs') as {
  staticRoutePaths: (source: string) => string;
  staticPathRegExp: (path: string, options: PathOptions) => {exec: (pathname: string) => string[] | null} | null;
};
// The path-to-regexp that react-router 5 compiles route paths with (1.x, not the site's own).
const pathToRegexp = createRequire(require.resolve('react-router'))('path-to-regexp') as (
  path: string,
  keys: unknown[],
  options: PathOptions,
) => RegExp;
const {browserRouteRegistry} = require('./loaders/browser-route-registry.cjs') as {
  browserRouteRegistry: (source: string) => string;
};
const {routesChunkNamesWithShortNames} = require('./loaders/browser-routes-chunk-names.cjs') as {
  routesChunkNamesWithShortNames: (source: string, registrySource: string) => string;
};
const {lazyProgressBar} = require('./loaders/lazy-progress-bar.cjs') as {
  lazyProgressBar: (source: string) => string;
};
const {noBaseUrlIssueBanner} = require('./loaders/no-base-url-issue-banner.cjs') as {
  noBaseUrlIssueBanner: (source: string) => string;
};
const {siteMetadataForBrowser} = require('./loaders/site-metadata-for-browser.cjs') as {
  siteMetadataForBrowser: (source: string) => string;
};
const {siteConfigForBrowser, BUILD_ONLY_KEYS} = require('./loaders/site-config-for-browser.cjs') as {
  siteConfigForBrowser: (source: string) => string;
  BUILD_ONLY_KEYS: string[];
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

interface PathOptions {
  end: boolean;
  strict: boolean;
  sensitive: boolean;
}

type GetActivePlugin = (
  allPluginData: Record<string, {path: string}>,
  pathname: string,
) => {pluginId: string} | undefined;

const installedFile = path.resolve('node_modules/@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
const installedCoreClient = path.resolve('node_modules/@docusaurus/core/lib/client/docusaurus.js');
const installedReactUtils = path.resolve('node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js');
const installedBrowserContext = path.resolve('node_modules/@docusaurus/core/lib/client/browserContext.js');
const installedClientEntry = path.resolve('node_modules/@docusaurus/core/lib/client/clientEntry.js');
const installedComponentCreator = path.resolve('node_modules/@docusaurus/core/lib/client/exports/ComponentCreator.js');
const installedPendingNavigation = path.resolve('node_modules/@docusaurus/core/lib/client/PendingNavigation.js');
const installedProgressBar = path.resolve('node_modules/@docusaurus/theme-classic/lib/nprogress.js');
const installedBaseUrlIssueBanner = path.resolve(
  'node_modules/@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js',
);
const installedRenderToHtml = path.resolve('node_modules/@docusaurus/core/lib/client/renderToHtml.js');
const installedHelmet = path.resolve('node_modules/react-helmet-async/lib/index.module.js');
const installedLink = path.resolve('node_modules/@docusaurus/core/lib/client/exports/Link.js');
const installedCodeWordWrap = path.resolve('node_modules/@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js');
const installedReactRouter = path.resolve('node_modules/react-router/esm/react-router.js');
const installedReactRouterCjs = path.resolve('node_modules/react-router/cjs/react-router.js');

describe('Docusaurus client fixes', () => {
  it('each rewrites exactly the installed files it is for', () => {
    const files = [
      installedFile,
      installedCoreClient,
      installedReactUtils,
      installedBrowserContext,
      installedClientEntry,
      installedComponentCreator,
      installedPendingNavigation,
      installedProgressBar,
      installedBaseUrlIssueBanner,
      installedRenderToHtml,
      installedHelmet,
      installedCodeWordWrap,
      installedLink,
      installedReactRouter,
      installedReactRouterCjs,
    ];
    const matches = (test: RegExp | RegExp[], file: string) => [test].flat().some((regExp) => regExp.test(file));
    expect(CLIENT_FIXES.map((fix) => files.filter((file) => matches(fix.file, file)))).toEqual([
      [installedFile, installedReactUtils],
      [installedCoreClient],
      [installedBrowserContext],
      [installedClientEntry],
      [installedComponentCreator],
      [installedPendingNavigation],
      [installedProgressBar],
      [installedRenderToHtml],
      [installedHelmet],
      [installedCodeWordWrap],
      [installedLink],
      [installedReactRouter, installedReactRouterCjs],
    ]);
    expect(BROWSER_BUNDLE_FIXES.map((fix) => files.filter((file) => matches(fix.file, file)))).toEqual([
      [],
      [],
      [],
      [],
      [installedBaseUrlIssueBanner],
    ]);
  });
});

/** The installed docsClientUtils.js as the loader rewrites it, importable here (Docusaurus's `@docusaurus/router` is react-router). */
async function rewrittenGetActivePlugin(): Promise<GetActivePlugin> {
  const source = ordinalSort(readFileSync(installedFile, 'utf8'), installedFile).replace(
    "from '@docusaurus/router'",
    "from 'react-router'",
  );
  const dir = path.resolve('node_modules/.cache/ordinal-sort');
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, 'docsClientUtils.mjs');
  writeFileSync(file, source);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {getActivePlugin: GetActivePlugin};
  return module.getActivePlugin;
}

describe('Docusaurus sorts without localeCompare', () => {
  it('leaves no localeCompare in the installed files', () => {
    for (const file of [installedFile, installedReactUtils]) {
      const source = readFileSync(file, 'utf8');
      expect(source).toContain('localeCompare');
      expect(ordinalSort(source, file)).not.toContain('localeCompare');
    }
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
    expect(() => ordinalSort('export function getActivePlugin() {}', installedFile)).toThrow(
      /Docusaurus changed getActivePlugin/,
    );
    expect(() => ordinalSort('export function useShallowMemoObject() {}', installedReactUtils)).toThrow(
      /Docusaurus changed useShallowMemoObject/,
    );
  });
});

describe('link prefetching, each file once', () => {
  it('skips a chunk file another route already prefetched', () => {
    const source = readFileSync(installedCoreClient, 'utf8');
    const fixed = prefetchEachChunkOnce(source);
    expect(fixed).toMatch(/const prefetchedChunkAssets = new Set\(\);/);
    expect(fixed).toMatch(
      /if \(prefetchedChunkAssets\.has\(chunkAsset\)\) return Promise\.resolve\(\);\s+prefetchedChunkAssets\.add\(chunkAsset\);\s+return prefetchHelper\(chunkAsset\);/,
    );
    const withoutIndex =
      fixed.slice(0, fixed.indexOf('let chunkNamesByPath')) + fixed.slice(fixed.indexOf('const prefetch ='));
    const withoutScan =
      source.slice(0, source.indexOf('const getChunkNamesToLoad')) + source.slice(source.indexOf('const prefetch ='));
    const withoutAdditions = withoutIndex
      .replace(/.*prefetchedChunkAssets.*\n/g, '')
      .replace("import registry from '@generated/registry';\n", '')
      .replace(/const chunkIdsOf = [\s\S]*?\n};\n/, '')
      .replace('chunkNamesNeeded.flatMap(chunkIdsOf).map(', 'chunkNamesNeeded.map(')
      .replace(
        /const chunkAsset = process\.env[\s\S]*?: (__webpack_require__\.gca\(chunkName\));/,
        'const chunkAsset = $1;',
      );
    expect(withoutAdditions.replace(/\s+/g, ' ')).toBe(withoutScan.replace(/\s+/g, ' '));
  });

  it("prefetches every chunk a route's import() loads, the shared chunks split out of it included", () => {
    const fixed = prefetchEachChunkOnce(readFileSync(installedCoreClient, 'utf8'));
    expect(fixed).toContain("import registry from '@generated/registry';");
    expect(fixed).toContain('chunkNamesNeeded.flatMap(chunkIdsOf).map((chunkName) => {');
    const definition = /const chunkIdsOf = [\s\S]*?\n};\n/.exec(fixed)![0];
    const fetched: string[] = [];
    const loadChunk = (id: string) => {
      fetched.push(id);
      return Promise.resolve();
    };
    const bundler = {e: loadChunk, bind: () => () => undefined};
    // Registry entries as the production bundle writes them: [loader, module path, module id].
    const registry = {
      docItem: [
        () => Promise.all([bundler.e('1822'), bundler.e('3664'), bundler.e('106')]).then(bundler.bind()),
        '',
        1,
      ],
      inMain: [() => Promise.resolve().then(bundler.bind()), '', 2],
      broken: [
        () => {
          bundler.e('7');
          throw new Error('loader failed');
        },
        '',
        3,
      ],
    };
    const chunkIdsOfIn = (nodeEnv: string) =>
      new Function('registry', '__webpack_require__', 'process', `${definition}\nreturn chunkIdsOf;`)(
        registry,
        bundler,
        {env: {NODE_ENV: nodeEnv}},
      ) as (chunkName: string) => string[];
    const chunkIdsOf = chunkIdsOfIn('production');
    expect(chunkIdsOf('docItem')).toEqual(['1822', '3664', '106']);
    // Chunks the page has loaded are left out (the runtime's installed-chunk check).
    Object.assign(bundler, {O: {j: (id: string) => id === '1822'}});
    expect(chunkIdsOf('docItem')).toEqual(['3664', '106']);
    // The development server prefetches the named chunk, as Docusaurus does.
    expect(chunkIdsOfIn('development')('docItem')).toEqual(['docItem']);
    expect(chunkIdsOf('inMain')).toEqual([]);
    // A name the registry does not have, or a loader that throws (neither happens), gives nothing to
    // prefetch: production builds have no map from chunk names to files.
    expect(chunkIdsOf('notInRegistry')).toEqual([]);
    expect(chunkIdsOf('broken')).toEqual([]);
    expect(chunkIdsOfIn('development')('notInRegistry')).toEqual(['notInRegistry']);
    // Nothing was fetched, and the bundler's chunk loader is back.
    expect(fetched).toEqual([]);
    expect(bundler.e).toBe(loadChunk);
  });

  it("finds a route's chunk names from an index, the same names in the same order as the scan", async () => {
    const {default: flat} = (await import(
      /* @vite-ignore */ pathToFileURL(path.resolve('node_modules/@docusaurus/core/lib/client/flat.js')).href
    )) as {default: (value: unknown) => Record<string, string>};
    /** getChunkNamesToLoad as a file defines it, for the given routesChunkNames. */
    const getChunkNamesToLoad = (file: string, routesChunkNames: object) => {
      // From the first line of the definition (the index's variable, or the function) to prefetch().
      const start = /^(let chunkNamesByPath|const getChunkNamesToLoad)/m.exec(file)?.index;
      const definition = file.slice(start, file.indexOf('const prefetch ='));
      return new Function('routesChunkNames', 'flat', `${definition}\nreturn getChunkNamesToLoad;`)(
        routesChunkNames,
        flat,
      ) as (path: string) => string[];
    };
    const routesChunkNames = {
      '/blog-d9e': {__comp: 'blog', __props: 'blogProps'},
      '/kien-thuc-a1b': {__comp: 'docsRoot', __context: {plugin: 'kbPlugin'}},
      '/kien-thuc-c2d': {__comp: 'docsVersion', __props: 'versionProps'},
      '/kien-thuc/python/pandas-can-ban-e3f': {__comp: 'docItem', content: 'pandasMd'},
      '/blog/tags/a-b-0f1': {__comp: 'tagPage', items: [{content: 'postA'}, {content: 'postB'}]},
    };
    const source = readFileSync(installedCoreClient, 'utf8');
    const scan = getChunkNamesToLoad(source, routesChunkNames);
    const index = getChunkNamesToLoad(prefetchEachChunkOnce(source), routesChunkNames);
    for (const path of ['/blog', '/kien-thuc', '/kien-thuc/python/pandas-can-ban', '/blog/tags/a-b', '/khong-co']) {
      expect(index(path)).toEqual(scan(path));
    }
    expect(index('/kien-thuc')).toEqual(['docsRoot', 'kbPlugin', 'docsVersion', 'versionProps']);
    expect(index('/blog/tags/a-b')).toEqual(['tagPage', 'postA', 'postB']);
  });

  it("finds a chunk's file from its id with the bundler runtime in production, with gca() in development", () => {
    const fixed = prefetchEachChunkOnce(readFileSync(installedCoreClient, 'utf8'));
    const definition = /const chunkAsset = [\s\S]*?;\n/.exec(fixed)![0];
    // The runtime's public path and chunk file name (o.p and o.u in runtime~main), and Docusaurus's gca().
    const hashes: Record<string, string> = {'3664': 'eb0ac2ac'};
    const bundler = {
      p: '/',
      u: (id: string) => `assets/js/${id}.${hashes[id]}.js`,
      gca: (name: string) => `/assets/js/${name}.js`,
    };
    const chunkAssetIn = (nodeEnv: string, chunkName: string) =>
      new Function('__webpack_require__', 'process', 'chunkName', `${definition}\nreturn chunkAsset;`)(
        bundler,
        {env: {NODE_ENV: nodeEnv}},
        chunkName,
      ) as string;
    expect(chunkAssetIn('production', '3664')).toBe('/assets/js/3664.eb0ac2ac.js');
    expect(chunkAssetIn('development', 'a6aa9e1f')).toBe('/assets/js/a6aa9e1f.js');
  });

  it('fails the build, saying what to check, when an upgrade changes those lines', () => {
    expect(() => prefetchEachChunkOnce('const prefetch = () => false;')).toThrow(/Docusaurus changed its prefetch\(\)/);
  });
});

describe('the browser flag as a transition', () => {
  it('sets isBrowser inside startTransition and changes nothing else', () => {
    const source = readFileSync(installedBrowserContext, 'utf8');
    const fixed = browserFlagAsTransition(source);
    expect(fixed).toContain("import React, { startTransition, useEffect, useState } from 'react';");
    expect(fixed).toMatch(/useEffect\(\(\) => \{\s+startTransition\(\(\) => setIsBrowser\(true\)\);\s+\}, \[\]\);/);
    expect(
      fixed.replace('startTransition, ', '').replace('startTransition(() => setIsBrowser(true))', 'setIsBrowser(true)'),
    ).toBe(source);
  });

  it('fails the build, saying what to check, when an upgrade changes those lines', () => {
    expect(() => browserFlagAsTransition('export const Context = null;')).toThrow(
      /Docusaurus changed BrowserContextProvider/,
    );
  });
});

describe('the whole page in its HTML', () => {
  it('renders with no limit on the chunk size, so no Suspense boundary is moved to the end of the page', () => {
    const source = readFileSync(installedRenderToHtml, 'utf8');
    const fixed = wholePageHtml(source);
    expect(fixed).toMatch(
      /renderToPipeableStream\(app, \{\s+progressiveChunkSize: Number\.POSITIVE_INFINITY,\s+onError/,
    );
    expect(source).toContain('onAllReady() {');
    expect(fixed.replace(/\s+progressiveChunkSize: Number\.POSITIVE_INFINITY,/, '')).toBe(source);
  });

  it('fails the build, saying what to check, when an upgrade changes that call', () => {
    expect(() => wholePageHtml('export async function renderToHtml() {}')).toThrow(
      /Docusaurus changed renderToHtml\.js/,
    );
  });
});

describe('head updates after hydration', () => {
  const source = readFileSync(installedHelmet, 'utf8');
  const fixed = headUpdatesAfterHydration(source);

  it('in the browser, recomputes the head once per animation frame once hydrated, and writes only the kinds of tags that changed', () => {
    // emitChange only (re)schedules the frame, which recomputes the head only if the last <Head>
    // giving data-has-hydrated (the one that wins when the head is computed) gives true: not
    // while it gives false, nor before it has mounted.
    expect(fixed).toContain(
      '_&&cancelAnimationFrame(_),_=requestAnimationFrame(function(){_=null;' +
        'for(var h=s.props.context.helmetInstances.get(),x=h.length-1;x>=0;x--){var y=h[x].props.htmlAttributes;' +
        'if(y&&"data-has-hydrated"in y){!0===y["data-has-hydrated"]&&s.emitNow();return}}});return}this.emitNow()}',
    );
    // When that <Head> first renders with false, the head computed is kept as the server's, not written.
    expect(fixed).toContain(
      'w&&!1===w["data-has-hydrated"]&&void 0===K.written&&' +
        '"false"===document.documentElement.getAttribute("data-has-hydrated")&&s.emitNow(!0);',
    );
    expect(fixed).toContain('r.emitNow=function(hs){var t,e,r=this.props.context,');
    expect(fixed).toContain(
      'e={},Object.keys(o).forEach(function(p){e[p]=JSON.stringify(o[p])}),hs||(K.changed={},' +
        'Object.keys(e).forEach(function(p){K.written&&e[p]===K.written[p]||(K.changed[p]=!0)}),' +
        'Object.keys(K.changed).length&&K(o),K.changed=void 0),K.written=e',
    );
    // The writer (K) skips the kinds of tags whose part of the state did not change.
    expect(fixed).toContain('var X=function(p,t,e){return K.changed&&!K.changed[p]?{oldTags:[],newTags:[]}:Y(t,e)}');
    expect(fixed).not.toMatch(/Tags:Y\(/);
    // The state's parts for tags have the names K gives them.
    expect(source).toContain(
      '{baseTag:A(["href"],t),bodyAttributes:v("bodyAttributes",t),defer:T(t,"defer"),encode:T(t,"encodeSpecialCharacters"),' +
        'htmlAttributes:v("htmlAttributes",t),linkTags:C(l.LINK,["rel","href"],t),metaTags:C(l.META,',
    );
    expect(source).toContain(
      'noscriptTags:C(l.NOSCRIPT,["innerHTML"],t),onChangeClientState:b(t),scriptTags:C(l.SCRIPT,',
    );
    expect(source).toContain('styleTags:C(l.STYLE,["cssText"],t),title:g(t)');
    // Later <Head>s win: the html attributes are merged in the instances' order.
    expect(source).toContain('v=function(t,e){return e.filter(function(e){return void 0!==e[t]})');
    expect(source).toContain('htmlAttributes:v("htmlAttributes",t)');
    // In the browser a <Head> joins the list of <Head>s when mounted, so a render thrown away leaves none behind.
    expect(source).toContain(
      'r.init=function(){this.rendered||(this.rendered=!0,this.props.context.helmetInstances.add(this),this.emitChange())}',
    );
    expect(fixed).toContain(
      'r.componentDidMount=function(){this.init()},r.render=function(){return q.canUseDOM||this.init(),null}',
    );
    expect(source).toContain(
      'r.componentWillUnmount=function(){this.props.context.helmetInstances.remove(this),this.emitChange()}',
    );
    // The server render (no DOM) computes its head in emitNow, synchronously, as react-helmet-async does.
    expect(fixed.match(/\.emitChange\(\)/g)).toEqual(source.match(/\.emitChange\(\)/g));
  });

  it("relies on Docusaurus's <html data-has-hydrated>, which a <Head> writes from useIsBrowser()", () => {
    const attribute = readFileSync(
      path.resolve('node_modules/@docusaurus/core/lib/client/hasHydratedDataAttribute.js'),
      'utf8',
    );
    expect(attribute).toMatch(
      /const isBrowser = useIsBrowser\(\);\s+return \(<Head>\s+<html data-has-hydrated=\{isBrowser\}\/>/,
    );
  });

  it('fails the build, saying what to check, when an upgrade changes those lines', () => {
    expect(() => headUpdatesAfterHydration('r.emitChange=function(){}')).toThrow(
      /react-helmet-async changed HelmetDispatcher.emitChange/,
    );
  });
});

describe('pending navigation without an update during the render', () => {
  const source = readFileSync(installedPendingNavigation, 'utf8');
  const fixed = navigationWithoutRenderPhaseUpdate(source);
  /** The body of shouldComponentUpdate: from its signature to the render method. */
  const shouldComponentUpdate = (code: string) =>
    code.slice(code.indexOf('shouldComponentUpdate('), code.indexOf('    render() {'));

  it('updates nothing while React renders: the navigation being loaded is a field, not state', () => {
    expect(shouldComponentUpdate(source)).toContain('this.setState({ nextRouteHasLoaded: false });');
    const body = shouldComponentUpdate(fixed);
    // The only setState left runs when the next route's code has loaded, after the render.
    expect(body.match(/this\.setState\(/g)).toHaveLength(1);
    expect(body).toMatch(
      /\.then\(\(\) => \{\n\s+if \(this\.loadingLocation !== nextLocation\) \{\n\s+return;[^]*this\.setState\(\{ nextRouteHasLoaded: true \}\);/,
    );
    expect(body).toContain('this.loadingLocation = nextLocation;');
    // The same location renders again only once nothing is loading.
    expect(body).toContain('return this.loadingLocation == null;');
  });

  it('does not start a navigation again when React renders it again after throwing a render away', () => {
    const body = shouldComponentUpdate(fixed);
    // App gives a new location object on each render: the entry is compared, not the object.
    expect(fixed).toContain("import { locationsAreEqual } from 'history';");
    const start = body.indexOf('this.routeUpdateCleanupCb = dispatchLifecycleAction(');
    expect(
      body.indexOf(
        'if (this.loadedLocation != null && locationsAreEqual(nextLocation, this.loadedLocation)) {\n            return true;',
      ),
    ).toBeLessThan(start);
    expect(
      body.indexOf(
        'if (this.loadingLocation != null && locationsAreEqual(nextLocation, this.loadingLocation)) {\n            return false;',
      ),
    ).toBeLessThan(start);
  });

  it('cleans up the callbacks of a navigation replaced before its code loaded', () => {
    expect(shouldComponentUpdate(fixed)).toContain(
      '        if (this.loadingLocation != null) {\n            this.routeUpdateCleanupCb();\n        }\n',
    );
  });

  it('fails the build, saying what to check, when an upgrade changes those lines', () => {
    expect(() => navigationWithoutRenderPhaseUpdate('class PendingNavigation {}')).toThrow(
      /Docusaurus changed PendingNavigation\.js/,
    );
  });
});

describe('code word wrap without a render after hydration', () => {
  const source = readFileSync(installedCodeWordWrap, 'utf8');

  it('starts the hidden-tab state from null, what it is set to on mount for a block outside a hidden tab', () => {
    const fixed = wordWrapNoRerender(source);
    expect(fixed).toContain('const [hiddenTabElement, setHiddenTabElement] = useState(null);');
    expect(fixed).not.toContain('useState();');
    // closest() gives null outside a hidden tab; the observer watches nothing for null as for undefined.
    expect(source).toContain("setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));");
    expect(source).toMatch(/useMutationObserver\(hiddenTabElement,/);
    const observer = readFileSync(
      path.resolve('node_modules/@docusaurus/theme-common/lib/hooks/useMutationObserver.js'),
      'utf8',
    );
    expect(observer).toMatch(/if \(target\) \{\s+observer\.observe\(target, stableOptions\);\s+\}/);
  });

  it('fails the build, saying what to check, when an upgrade changes that line', () => {
    expect(() => wordWrapNoRerender('useState(false);')).toThrow(/Docusaurus changed useCodeWordWrap/);
  });
});

describe('the client entry in stages', () => {
  const source = readFileSync(installedClientEntry, 'utf8');
  const staged = stagedClientEntry(source);
  /** The modules a source imports, in order, statically or dynamically. */
  const imported = (code: string) =>
    Array.from(code.matchAll(/(?:from |import\((?:\/\*[^*]*\*\/ )?)'([^']+)'/g), ([, module]) => module);

  it('imports the same modules in the same order, the app and the route table after a yield each', () => {
    const appModules = [
      'react-dom/client',
      'react-helmet-async',
      'react-router-dom',
      './App',
      './preload',
      './docusaurus',
    ];
    expect(imported(source).filter((module) => appModules.includes(module))).toEqual(appModules);
    expect(imported(staged).filter((module) => appModules.includes(module))).toEqual(appModules);
    // Not evaluated with the entry: each is an eager import() (no chunk of its own) after a new task.
    for (const module of appModules) expect(staged).not.toMatch(new RegExp(`^import .* from '${module}';$`, 'm'));
    const stages = staged.slice(
      staged.indexOf('async function loadInStages'),
      staged.indexOf('if (ExecutionEnvironment'),
    );
    expect(stages.split('await nextTask();').map((stage) => imported(stage))).toEqual([
      ['react-dom/client'],
      ['react-helmet-async', 'react-router-dom'],
      ['@generated/client-modules', '@generated/routes'],
      ['./App'],
      ['./preload', './docusaurus'],
    ]);
    expect(staged.match(/webpackMode: "eager"/g)).toHaveLength(8);
    // Hydration waits for the stages, then for the route lookup in a task of its own.
    expect(staged).toMatch(/if \(ExecutionEnvironment\.canUseDOM\) \{\s+loadInStages\(\)\.then\(\(\) => \{/);
    expect(staged).toContain('nextTask().then(() => preload(window.location.pathname)).then(() => {');
    // Hot module replacement is still accepted as the module runs, outside the stages' callback.
    expect(staged).toMatch(/\}\);\n {4}\}\);\n {4}\/\/ Webpack Hot Module Replacement API\n {4}if \(module\.hot\)/);
  });

  it('is still valid JavaScript (with JSX)', () => {
    const {diagnostics} = ts.transpileModule(staged, {
      fileName: 'clientEntry.jsx',
      reportDiagnostics: true,
      compilerOptions: {jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    });
    expect(diagnostics?.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))).toEqual([]);
  });

  it('fails the build, saying what to check, when an upgrade changes the entry', () => {
    expect(() => stagedClientEntry("import App from './App';")).toThrow(/Docusaurus changed its client entry/);
  });
});

describe('route components built on first use', () => {
  const source = readFileSync(installedComponentCreator, 'utf8');
  const lazy = lazyRouteComponents(source);

  it("keeps Docusaurus's builder under another name and exports a stand-in that calls it once, on render or preload", () => {
    expect(lazy.replace('function createRouteComponent(path, hash) {', '')).not.toMatch(
      /function ComponentCreator\(path, hash\) \{\s+\/\/ 404 page/,
    );
    expect(
      lazy.startsWith(source.replace('export default function ComponentCreator', 'function createRouteComponent')),
    ).toBe(true);
    const standIn = lazy.slice(lazy.indexOf('export default function ComponentCreator'));
    expect(standIn).toContain('const routeComponent = () => (component ??= createRouteComponent(path, hash));');
    expect(standIn).toContain('LazyRouteComponent.preload = () => routeComponent().preload();');
    expect(standIn).toMatch(/const RouteComponent = routeComponent\(\);\s+return <RouteComponent \{\.\.\.props\}\/>;/);
    expect(lazy.match(/export default/g)).toHaveLength(1);
  });

  it('is still valid JavaScript (with JSX)', () => {
    const {diagnostics} = ts.transpileModule(lazy, {
      fileName: 'ComponentCreator.jsx',
      reportDiagnostics: true,
      compilerOptions: {jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
    });
    expect(diagnostics).toEqual([]);
  });

  it('fails the build, saying what to check, when an upgrade changes ComponentCreator', () => {
    expect(() => lazyRouteComponents('export default function createRoute() {}')).toThrow(
      /Docusaurus changed ComponentCreator\.js/,
    );
  });
});

describe("the production browser bundle's copies of generated files", () => {
  it('apply to the browser bundle of a production build only, never to the server render', () => {
    expect(bundleFixes({isServer: false, production: true})).toEqual([...CLIENT_FIXES, ...BROWSER_BUNDLE_FIXES]);
    expect(bundleFixes({isServer: true, production: true})).toEqual(CLIENT_FIXES);
    expect(bundleFixes({isServer: false, production: false})).toEqual(CLIENT_FIXES);
  });
});

describe("the browser's copy of Docusaurus's baseUrl banner", () => {
  it('renders nothing at once; the rest of the file is kept for the minifier to drop', () => {
    const source = readFileSync(installedBaseUrlIssueBanner, 'utf8');
    const fixed = noBaseUrlIssueBanner(source);
    expect(fixed).toMatch(/export default function MaybeBaseUrlIssueBanner\(\) \{\n\s+return null;\n/);
    expect(fixed.replace(/\n\s+return null;/, '')).toBe(source);
  });

  it('fails the build, saying what to check, when an upgrade changes the component', () => {
    expect(() => noBaseUrlIssueBanner('export default function Banner() { return null; }')).toThrow(
      /Docusaurus changed BaseUrlIssueBanner/,
    );
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

  it("is not read by Docusaurus's browser code for what it leaves out", () => {
    const clientDirs = [
      'node_modules/@docusaurus/core/lib/client',
      'node_modules/@docusaurus/theme-classic/lib/theme',
      'node_modules/@docusaurus/theme-common/lib',
      'node_modules/@docusaurus/plugin-content-docs/lib/client',
      'node_modules/@docusaurus/plugin-content-blog/lib/client',
      'node_modules/@docusaurus/plugin-content-pages/lib',
      'src',
    ];
    const files = (dir: string): string[] => filesUnder(dir, (file) => /\.(js|tsx?)$/.test(file));
    const keys = BUILD_ONLY_KEYS.join('|');
    // siteConfig.presets, config?.plugins (a JSX page's prop), {siteConfig: {headTags}}, {ssrTemplate} = siteConfig
    const reads = new RegExp(
      String.raw`\b(siteConfig|config)\??\.(${keys})\b|siteConfig:\s*\{[^}]*\b(${keys})\b|\{[^}]*\b(${keys})\b[^}]*\}\s*=\s*(siteConfig|config|props\.config)\b`,
    );
    expect(reads.test('const {siteConfig: {headTags}} = useDocusaurusContext();')).toBe(true);
    expect(reads.test('export default function Page({config}) { return config.presets; }')).toBe(true);
    expect(clientDirs.flatMap(files).filter((file) => reads.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('fails the build, saying what to check, when an upgrade changes the file', () => {
    expect(() => siteConfigForBrowser('export const config = {};\n')).toThrow(/Docusaurus changed the site config/);
  });
});

describe("the browser's copy of the generated site metadata", () => {
  it("keeps Docusaurus's and the site's versions and leaves out each plugin's", async () => {
    const generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'site-metadata-'));
    const siteMetadata = {
      docusaurusVersion: '3.10.2',
      siteVersion: '1.0.0',
      pluginVersions: {
        'docusaurus-plugin-content-docs': {type: 'package', name: '@docusaurus/plugin-content-docs', version: '3.10.2'},
        discovery: {type: 'local'},
      },
    };
    await generateSiteFiles({
      generatedFilesDir,
      clientModules: [],
      siteConfig: {themeConfig: {}},
      routes: [],
      globalData: {},
      siteMetadata,
      siteStorage: {},
      i18n: {},
      codeTranslations: {},
    });
    const slim = siteMetadataForBrowser(readFileSync(path.join(generatedFilesDir, 'site-metadata.json'), 'utf8'));
    expect(JSON.parse(slim)).toEqual({docusaurusVersion: '3.10.2', siteVersion: '1.0.0', pluginVersions: {}});
  });

  it('is read for its plugin versions only by the debug plugin, which the site leaves to the development server', () => {
    const packages = path.resolve('node_modules/@docusaurus');
    const browserCode = [
      ...readdirSync(packages)
        .filter((name) => existsSync(path.join(packages, name, 'lib')))
        .flatMap((name) =>
          filesUnder(path.join(packages, name, 'lib'), (file) => /\.js$/.test(file)).filter(
            (file) => !/[\\/](server|commands|webpack)[\\/]/.test(path.relative(packages, file)),
          ),
        ),
      ...filesUnder('src', (file) => /\.(js|tsx?)$/.test(file)),
    ];
    const readers = browserCode.filter((file) => readFileSync(file, 'utf8').includes('pluginVersions'));
    expect(readers.map((file) => path.relative(packages, file))).toEqual([
      path.join('plugin-debug', 'lib', 'theme', 'DebugSiteMetadata', 'index.js'),
    ]);
    // preset-classic adds the debug plugin to production builds only when its `debug` option is set.
    expect(readFileSync('docusaurus.config.ts', 'utf8')).not.toMatch(/\bdebug\s*:/);
  });

  it('fails the build, saying what to check, when an upgrade changes the file', () => {
    expect(() => siteMetadataForBrowser('{"docusaurusVersion":"4.0.0"}')).toThrow(
      /Docusaurus changed the site metadata/,
    );
    expect(() => siteMetadataForBrowser('export default {}')).toThrow(/Docusaurus changed the site metadata/);
  });
});

interface ProgressBarModule {
  onRouteUpdate: (args: {
    location: {pathname: string};
    previousLocation?: {pathname: string};
  }) => (() => void) | undefined;
  onRouteDidUpdate: () => void;
}

/**
 * theme-classic's progress-bar client module as the loader rewrites it, with the
 * bundler's import() of nprogress answered by `load` (a stand-in that counts calls
 * to the bar) and without its stylesheet.
 */
async function rewrittenProgressBar(name: string): Promise<ProgressBarModule> {
  const source = lazyProgressBar(readFileSync(installedProgressBar, 'utf8'))
    .replace("import './nprogress.css';", '')
    .replace("import(/* webpackPrefetch: true */ 'nprogress')", 'globalThis.loadProgressBarForTest()');
  const dir = path.resolve('node_modules/.cache/lazy-progress-bar');
  mkdirSync(dir, {recursive: true});
  const file = path.join(dir, `${name}.mjs`);
  writeFileSync(file, source);
  const url = `${pathToFileURL(file).href}?run=${Date.now()}`;
  return ((await import(/* @vite-ignore */ url)) as {default: ProgressBarModule}).default;
}

describe('the progress bar, its library loaded on first use', () => {
  function setUp() {
    const bar = {configure: vi.fn(), start: vi.fn(), done: vi.fn()};
    let answer: {resolve: (module: {default: typeof bar}) => void; reject: (error: Error) => void} | undefined;
    const load = vi.fn(
      () =>
        new Promise<{default: typeof bar}>((resolve, reject) => {
          answer = {resolve, reject};
        }),
    );
    vi.stubGlobal('loadProgressBarForTest', load);
    vi.stubGlobal('window', globalThis);
    vi.useFakeTimers();
    const navigate = (module: ProgressBarModule, from: string, to: string) =>
      module.onRouteUpdate({previousLocation: {pathname: from}, location: {pathname: to}});
    const settle = async () => {
      await vi.advanceTimersByTimeAsync(0);
    };
    return {bar, load, navigate, settle, answer: () => answer!};
  }

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has no static import of nprogress left, only the import() on first use, and configures the bar as before', () => {
    const fixed = lazyProgressBar(readFileSync(installedProgressBar, 'utf8'));
    expect(fixed).not.toMatch(/^import nprogress/m);
    expect(fixed).toContain("import(/* webpackPrefetch: true */ 'nprogress')");
    expect(fixed).toContain('loaded.configure({ showSpinner: false });');
    expect(fixed).toContain('const delay = 200;');
  });

  it('loads the library when a slow navigation first needs the bar, starts it 200 ms in, then finishes it', async () => {
    const {bar, load, navigate, settle, answer} = setUp();
    const module = await rewrittenProgressBar('slow-navigation');
    expect(load).not.toHaveBeenCalled();
    navigate(module, '/', '/blog');
    await vi.advanceTimersByTimeAsync(199);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    answer().resolve({default: bar});
    await settle();
    expect(bar.configure).toHaveBeenCalledWith({showSpinner: false});
    expect(bar.start).toHaveBeenCalledTimes(1);
    module.onRouteDidUpdate();
    expect(bar.done).toHaveBeenCalledTimes(1);

    // The next slow navigation uses the loaded library at once.
    navigate(module, '/blog', '/khoa-hoc');
    await vi.advanceTimersByTimeAsync(200);
    expect(bar.start).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not start the bar when the navigation ended before the library arrived, nor for a fast one', async () => {
    const {bar, load, navigate, settle, answer} = setUp();
    const module = await rewrittenProgressBar('ended-first');
    const cancel = navigate(module, '/', '/blog');
    cancel?.();
    module.onRouteDidUpdate();
    await vi.advanceTimersByTimeAsync(500);
    expect(load).not.toHaveBeenCalled();

    navigate(module, '/blog', '/khoa-hoc');
    await vi.advanceTimersByTimeAsync(200);
    module.onRouteDidUpdate();
    answer().resolve({default: bar});
    await settle();
    expect(bar.start).not.toHaveBeenCalled();
  });

  it('starts the bar once for a second slow navigation that begins while the library is still loading', async () => {
    const {bar, load, navigate, settle, answer} = setUp();
    const module = await rewrittenProgressBar('second-navigation');
    navigate(module, '/', '/blog');
    await vi.advanceTimersByTimeAsync(200);
    module.onRouteDidUpdate();
    navigate(module, '/blog', '/khoa-hoc');
    await vi.advanceTimersByTimeAsync(200);
    expect(load).toHaveBeenCalledTimes(1);
    answer().resolve({default: bar});
    await settle();
    expect(bar.start).toHaveBeenCalledTimes(1);
  });

  it('tries to load the library again on the next navigation when it failed (offline)', async () => {
    const {bar, load, navigate, settle, answer} = setUp();
    const module = await rewrittenProgressBar('offline');
    navigate(module, '/', '/blog');
    await vi.advanceTimersByTimeAsync(200);
    answer().reject(new Error('ChunkLoadError'));
    await settle();
    module.onRouteDidUpdate();

    navigate(module, '/blog', '/khoa-hoc');
    await vi.advanceTimersByTimeAsync(200);
    expect(load).toHaveBeenCalledTimes(2);
    answer().resolve({default: bar});
    await settle();
    expect(bar.start).toHaveBeenCalledTimes(1);
  });

  it('fails the build, saying what to check, when an upgrade changes the module', () => {
    expect(() => lazyProgressBar("import nprogress from 'nprogress';\nexport default {};")).toThrow(
      /Docusaurus changed its nprogress client module/,
    );
    const installed = readFileSync(installedProgressBar, 'utf8');
    for (const [changed, use] of [
      [installed.replace('nprogress.done();', 'nprogress.set(1);'), 'nprogress.set('],
      [
        installed.replace('nprogress.done();', 'nprogress.configure({ minimum: 0.2 });\n        nprogress.done();'),
        'nprogress.configure(',
      ],
      [installed.replace('nprogress.done();', 'if (nprogress.status) nprogress.done();'), 'nprogress.status'],
    ]) {
      expect(() => lazyProgressBar(changed)).toThrow(`It now uses ${use}.`);
    }
  });
});

describe('static route paths matched without a regular expression', () => {
  const paths = [
    '/',
    '',
    '/kien-thuc',
    '/kien-thuc/',
    '/kien-thuc/python/pandas-can-ban',
    '/blog/tags/python',
    '/rss.xml',
    '/A-B/',
    '/x/y/',
  ];
  const pathnames = [
    ...paths,
    '//',
    '/kien-thuc//',
    '/KIEN-THUC',
    '/Kien-Thuc/x',
    '/kien-thucx',
    '/kien-thuc/python/pandas-can-ban/',
    '/kien-thuc/python/pandas-can-ban/more',
    '/blog/TAGS/PYTHON/',
    '/rssXxml',
    '/a-b',
    '/a-b//x',
    '/x/Y/',
    '/x/y/z',
    '/x/yz',
    '/\u212Aien-thuc', // KELVIN SIGN: not an ASCII k for a regular expression without the u flag
    '/kien-thuc/\u017F', // LATIN SMALL LETTER LONG S
    '/kiến-thức',
  ];
  const optionSets = [true, false].flatMap((end) =>
    [true, false].flatMap((strict) => [true, false].map((sensitive) => ({end, strict, sensitive}))),
  );

  it("matches what react-router's compiled regular expression matches, for every option and pathname", () => {
    let compared = 0;
    for (const routePath of paths) {
      for (const options of optionSets) {
        const compiled = pathToRegexp(routePath, [], options);
        const matcher = staticPathRegExp(routePath, options);
        expect(matcher).not.toBeNull();
        for (const pathname of pathnames) {
          expect([routePath, options, pathname, matcher?.exec(pathname) ?? null]).toEqual([
            routePath,
            options,
            pathname,
            compiled.exec(pathname) === null ? null : [compiled.exec(pathname)?.[0]],
          ]);
          compared++;
        }
      }
    }
    expect(compared).toBe(paths.length * optionSets.length * pathnames.length);
  });

  it('leaves paths with parameters, wildcards, groups, escapes or non-ASCII characters to path-to-regexp', () => {
    for (const routePath of ['/:id', '/blog/:slug?', '/a/*', '/a(b)?', '/a\\:b', '/kiến-thức']) {
      expect(staticPathRegExp(routePath, {end: true, strict: false, sensitive: false})).toBeNull();
    }
  });

  it('is used by the installed react-router before path-to-regexp, and its source is copied in whole', () => {
    const rewritten = staticRoutePaths(readFileSync(installedReactRouter, 'utf8'));
    expect(rewritten).toContain('var regexp = staticPathRegExp(path, options) || pathToRegexp(path, keys, options);');
    expect(rewritten).toContain(staticPathRegExp.toString());
  });

  it('fails the build, saying what to check, when an upgrade changes matchPath', () => {
    expect(() => staticRoutePaths('function compilePath() {}')).toThrow(/react-router changed how matchPath compiles/);
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
  const configure = docusaurusClientFixesPlugin().configureWebpack!;
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
    const clientConfig = readFileSync(path.resolve('node_modules/@docusaurus/core/lib/webpack/client.js'), 'utf8');
    expect(clientConfig).toContain('new ChunkAssetPlugin_1.default()');
    expect(() => withoutChunkAssetPlugin([{apply: () => undefined}])).toThrow(/no longer adds its ChunkAssetPlugin/);
  });
});
