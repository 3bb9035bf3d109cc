import {existsSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from './loaders/persistentCache';
import {isLeftOut} from './bench-left-out';

const require = createRequire(import.meta.url);
const loader = (name: string) => fileURLToPath(new URL(`./loaders/${name}.cjs`, import.meta.url));
const PATCHES_DIR = fileURLToPath(new URL('../patches', import.meta.url));

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
 * named chunks to the name, only to build file names, though the ids are in the
 * hash map already.
 */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Docusaurus's bundler plugin that adds `__webpack_require__.gca(chunkName)` to the
 * runtime: a map from each chunk name to its id, for link prefetching. The
 * patched prefetch (patches/@docusaurus+core+*.patch) finds chunk ids itself in a
 * production build and never calls it, so production browser builds leave it out.
 */
const {default: ChunkAssetPlugin} = require('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin') as {
  default: abstract new () => unknown;
};

/** The browser config's plugins without Docusaurus's ChunkAssetPlugin; fails the build if it is not there. */
export function withoutChunkAssetPlugin<Plugin>(plugins: readonly Plugin[]): Plugin[] {
  const kept = plugins.filter((plugin) => !(plugin instanceof ChunkAssetPlugin));
  if (kept.length !== plugins.length - 1) {
    throw new Error(
      'plugins/docusaurus-client-fixes: Docusaurus no longer adds its ChunkAssetPlugin (__webpack_require__.gca) to the ' +
        "browser build. Check how its prefetch() finds a chunk's file now, then update the prefetch patch " +
        '(patches/@docusaurus+core+*.patch) and remove withoutChunkAssetPlugin.',
    );
  }
  return kept;
}

/** One bundle-time rewrite: the file it expects (absolute), its loader, and why a patch cannot do it. */
export interface BundleRewrite {
  name: string;
  file: string;
  why: string;
}

/**
 * What stays a bundle-time rewrite rather than a patch (patches/, applied on install):
 * edits of the files Docusaurus generates for each build (.docusaurus/), and edits of
 * installed files for the production browser bundle only. Each fails the build when
 * its file is missing (checkRewriteFiles) or its text changed (the loader).
 */
export function bundleRewrites(generatedFilesDir: string): BundleRewrite[] {
  const generated = (file: string) => path.join(generatedFilesDir, file);
  return [
    {
      name: 'browser-route-registry',
      file: generated('registry.js'),
      why: 'generated for each build; the server render still reads the module paths',
    },
    {
      name: 'browser-routes-chunk-names',
      file: generated('routesChunkNames.json'),
      why: 'generated for each build; renamed with the registry',
    },
    {
      name: 'site-config-for-browser',
      file: generated('docusaurus.config.mjs'),
      why: 'generated for each build; the server render still reads the whole config',
    },
    {
      name: 'no-base-url-issue-banner',
      file: require.resolve('@docusaurus/core/lib/client/BaseUrlIssueBanner/index.js'),
      why: 'browser only: the server render still writes the banner',
    },
  ].filter((rewrite) => !isLeftOut(rewrite.name));
}

/** Fails the build, naming the rewrite, if a file it expects is not where it expects it. */
export function checkRewriteFiles(rewrites: readonly BundleRewrite[], exists = existsSync): void {
  const missing = rewrites.filter((rewrite) => !exists(rewrite.file));
  if (missing.length > 0) {
    throw new Error(
      `plugins/docusaurus-client-fixes: ${missing.map((r) => `${r.name} expects ${r.file}`).join('; ')}, ` +
        'which this Docusaurus no longer has. Check where the file went, then update or remove the rewrite.',
    );
  }
}

/** The patch files, as build dependencies: a changed patch evicts the bundler's persistent cache. */
function patchFiles(): string[] {
  return existsSync(PATCHES_DIR)
    ? readdirSync(PATCHES_DIR)
        .filter((file) => file.endsWith('.patch'))
        .map((file) => path.join(PATCHES_DIR, file))
    : [];
}

export default function docusaurusClientFixesPlugin(context: {generatedFilesDir: string}): Plugin {
  return {
    name: 'docusaurus-client-fixes',
    configureWebpack(config, isServer, {currentBundler}) {
      const production = config.mode === 'production';
      const browserBuild = !isServer && production;
      const rewrites = browserBuild ? bundleRewrites(context.generatedFilesDir) : [];
      checkRewriteFiles(rewrites);
      // Removing a plugin is not expressible as a config to merge: the config is changed in place.
      if (browserBuild && !isLeftOut('prefetch-each-chunk-once')) {
        config.plugins = withoutChunkAssetPlugin(config.plugins ?? []);
      }
      return {
        ...loaderCacheDependencies(currentBundler, [
          ...rewrites.map((rewrite) => loader(rewrite.name)),
          loader('exactTextEdits'),
          ...patchFiles(),
        ]),
        module: {rules: rewrites.map((rewrite) => ({test: rewrite.file, use: [loader(rewrite.name)]}))},
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
