import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const LOADER = fileURLToPath(new URL('./loaders/ordinal-docs-plugin-sort.cjs', import.meta.url));

/** The one file the loader rewrites: where getActivePlugin lives. */
export const DOCS_CLIENT_UTILS = /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/;

/**
 * Which docs instance a page belongs to (`/docs` or `/kien-thuc`) is decided in
 * the browser by getActivePlugin, which sorts the instances' paths with
 * `localeCompare`. The first localeCompare on a page makes the browser set up an
 * ICU collator for the reader's language, about 20 ms on this machine and 80 ms
 * at Lighthouse's mobile CPU slowdown, in the middle of an article's hydration
 * (reached from the breadcrumbs). The loader swaps that one comparison for a
 * code-unit comparison, which orders a path before its prefix just the same
 * (plugins/loaders/ordinal-docs-plugin-sort.cjs). If a Docusaurus upgrade
 * changes that line, the build fails and says so.
 */
export default function ordinalDocsPluginSortPlugin(): Plugin {
  return {
    name: 'ordinal-docs-plugin-sort',
    configureWebpack(_config, _isServer, {currentBundler}) {
      // Rspack's persistent cache does not know the loader: a change to it must evict the cache.
      const cacheWithLoader =
        currentBundler.name === 'rspack' && !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE
          ? {experiments: {cache: {buildDependencies: [LOADER]}}}
          : {};
      return {...cacheWithLoader, module: {rules: [{test: DOCS_CLIENT_UTILS, use: [LOADER]}]}};
    },
  };
}
