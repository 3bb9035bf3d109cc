import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from './loaders/persistentCache';
import {isLeftOut} from './bench-left-out';

const loader = (name: string) => fileURLToPath(new URL(`./loaders/${name}.cjs`, import.meta.url));
const {ORDINAL_SORT_FILES} = createRequire(import.meta.url)('./loaders/ordinal-sort.cjs') as {
  ORDINAL_SORT_FILES: RegExp[];
};

/**
 * The docs plugin's client hooks (docsUtils, docsSidebar, docsVersion…), which
 * docs pages' chunks import, in one chunk of their own. Docusaurus's bundler
 * settings split out only groups of shared node_modules code of 20 KB or more, so
 * without this group these small modules are copied into each of a page's chunks
 * that use them, and an article loads some of them more than once. Modules that
 * main.js needs stay in main.js: the group takes modules of async chunks only.
 */
export const DOCS_CLIENT_CACHE_GROUP = {
  test: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]/,
  name: 'docs-client',
  chunks: 'async',
  enforce: true,
  priority: 30,
} as const;

/**
 * Async chunks are named by id and content hash. Docusaurus's `[name].[contenthash]`
 * makes the bundler runtime on every page carry a map from the id of each of its
 * ~240 named chunks to the name (1.4 KB gzip), only to build file names, though
 * the ids are in the hash map already. Docusaurus's map back from names to ids is
 * left out too (withoutChunkAssetPlugin, below).
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Docusaurus's bundler plugin that adds `__webpack_require__.gca(chunkName)` to the
 * runtime: a map from each of ~240 chunk names to its id (2.1 KB gzip on every
 * page), for link prefetching. In production the prefetch loader
 * (loaders/prefetch-each-chunk-once.cjs) finds chunk ids itself and never calls it,
 * so production browser builds leave the plugin out.
 */
const {default: ChunkAssetPlugin} = createRequire(import.meta.url)(
  '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin',
) as {default: abstract new () => unknown};

/** The browser config's plugins without Docusaurus's ChunkAssetPlugin; fails the build if it is not there. */
export function withoutChunkAssetPlugin<Plugin>(plugins: readonly Plugin[]): Plugin[] {
  const kept = plugins.filter((plugin) => !(plugin instanceof ChunkAssetPlugin));
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      'plugins/docusaurus-client-fixes: Docusaurus no longer adds its ChunkAssetPlugin (__webpack_require__.gca) to the ' +
        "browser build. Check how its prefetch() finds a chunk's file now, then update loaders/prefetch-each-chunk-once.cjs " +
        'and remove withoutChunkAssetPlugin.',
    );
  }
  return kept;
}

/**
 * Small fixes to Docusaurus's own client code, each a bundler loader on the
 * files it names. A loader fails the build, saying what to check, if an upgrade
 * changes the lines it rewrites (plugins/docusaurus-client-fixes.test.ts runs
 * them on the installed files).
 */
export const CLIENT_FIXES = [
  {
    // Which docs instance a page belongs to (`/docs` or `/kien-thuc`) is found by
    // sorting the instances' paths with localeCompare, and code blocks memoize
    // their options by sorting keys with it. The first localeCompare on a page
    // sets up an ICU collator, one of the longest steps of an article's hydration
    // on a phone. Code-unit comparisons give both sorts the order they need.
    file: ORDINAL_SORT_FILES,
    loader: loader('ordinal-sort'),
  },
  {
    // Link prefetching remembers the routes it prefetched, not the files, so every
    // route appends a <link rel="prefetch"> for each chunk it needs, the shared
    // docs layout and data included; the loader prefetches each file once.
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
    loader: loader('prefetch-each-chunk-once'),
  },
  {
    // `useIsBrowser()` turns true after hydration in an urgent update: one long
    // task re-renders its readers and mounts the browser-only parts (code-block
    // buttons…). As a transition React splits that work into short slices.
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    loader: loader('browser-flag-as-transition'),
  },
  {
    // The client entry evaluates the whole app (React DOM, the route table, the
    // theme) and looks up the route in one long task; the loader imports the same
    // modules in stages, one short task each.
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    loader: loader('staged-client-entry'),
  },
  {
    // Each route's loadable component is built when the route is first rendered
    // or preloaded, not all ~200 of them when main.js starts.
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]ComponentCreator\.js$/,
    loader: loader('lazy-route-components'),
  },
  {
    // Docusaurus keeps the current page on screen while the next one loads with a
    // setState during React's render; on the Back button, from a page whose KaTeX
    // stylesheet is still loading, that freezes the tab (an endless synchronous
    // render). The loader remembers the navigation being loaded without an update.
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]PendingNavigation\.js$/,
    loader: loader('navigation-without-render-phase-update'),
  },
  {
    // The progress bar shown during navigation loads its library on first use
    // (prefetched when main.js starts), not with main.js.
    file: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
    loader: loader('lazy-progress-bar'),
  },
  {
    // The server render writes every Suspense boundary in place: React 19 otherwise
    // moves those past the first 12.8 KB of a page to the end of the body, to be put
    // back by an inline script (no JavaScript, no sidebar).
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/,
    loader: loader('whole-page-html'),
  },
  {
    // Every <Head> (react-helmet-async) recomputes the whole head each time one
    // renders (many times while an article hydrates) and writes it in every frame
    // that passes meanwhile; with the loader the browser recomputes it once per
    // frame and writes it only once the page has hydrated, and only if it changed.
    file: /[\\/]react-helmet-async[\\/]lib[\\/]index\.module\.js$/,
    loader: loader('head-updates-after-hydration'),
  },
  {
    // The word-wrap hook's hidden-tab state goes from undefined to null on mount,
    // so every code block renders again right after hydration; it starts at null.
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useCodeWordWrap\.js$/,
    loader: loader('word-wrap-no-rerender'),
  },
  {
    // An internal link renders react-router's Link (two forwardRef components and a
    // context consumer around the <a>): three more components to hydrate per link.
    // The loader renders the <a> itself and navigates the way react-router does.
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/,
    loader: loader('light-internal-links'),
  },
  {
    // Finding the page's route compiles a regular expression for each route path
    // tried (~150 for an article) when main.js starts; the loader matches static
    // paths without one, with the same results.
    file: /[\\/]react-router[\\/](esm|cjs)[\\/]react-router\.js$/,
    loader: loader('static-route-paths'),
  },
];

/**
 * Fixes for the production browser bundle only: to the files Docusaurus generates
 * for the app, whose parts left out the server render still needs (and the
 * development server's debug pages, /__docusaurus/debug, show), and to its
 * baseUrl banner, whose script only the server render writes.
 */
export const BROWSER_BUNDLE_FIXES = [
  {
    // The route registry's module paths are read only by the server render, and its keys (8-character
    // chunk names) become short names, in the route table's chunk names too.
    file: /[\\/]\.docusaurus[\\/]registry\.js$/,
    loader: loader('browser-route-registry'),
  },
  {
    file: /[\\/]\.docusaurus[\\/]routesChunkNames\.json$/,
    loader: loader('browser-routes-chunk-names'),
  },
  {
    // Plugin and preset options, the page template and head tags are build-time only.
    file: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
    loader: loader('site-config-for-browser'),
  },
  {
    // Each plugin's name and version: read in the browser only by the debug plugin.
    file: /[\\/]\.docusaurus[\\/]site-metadata\.json$/,
    loader: loader('site-metadata-for-browser'),
  },
  {
    // Docusaurus's banner for a wrong `baseUrl` is an inline script that only the
    // server render writes; in the browser its component renders nothing, so there
    // it returns at once.
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner[\\/]index\.js$/,
    loader: loader('no-base-url-issue-banner'),
  },
];

/** The fixes for one bundle: the server's or the browser's, in a production build or the development server. */
export function bundleFixes({isServer, production}: {isServer: boolean; production: boolean}) {
  const fixes = isServer || !production ? CLIENT_FIXES : [...CLIENT_FIXES, ...BROWSER_BUNDLE_FIXES];
  return fixes.filter((fix) => !isLeftOut(path.basename(fix.loader, '.cjs')));
}

export default function docusaurusClientFixesPlugin(): Plugin {
  return {
    name: 'docusaurus-client-fixes',
    configureWebpack(config, isServer, {currentBundler}) {
      const production = config.mode === 'production';
      const fixes = bundleFixes({isServer, production});
      // Removing a plugin is not expressible as a config to merge: the config is changed in place.
      if (!isServer && production && !isLeftOut('prefetch-each-chunk-once')) {
        config.plugins = withoutChunkAssetPlugin(config.plugins ?? []);
      }
      return {
        ...loaderCacheDependencies(currentBundler, [...fixes.map((fix) => fix.loader), loader('exactTextEdits')]),
        module: {rules: fixes.map((fix) => ({test: fix.file, use: [fix.loader]}))},
        ...(isServer
          ? {}
          : {
              ...(isLeftOut('docs-client-chunk')
                ? {}
                : {optimization: {splitChunks: {cacheGroups: {docsClient: DOCS_CLIENT_CACHE_GROUP}}}}),
              ...(production && !isLeftOut('chunk-file-names') ? {output: {chunkFilename: CHUNK_FILENAME}} : {}),
            }),
      };
    },
  };
}
