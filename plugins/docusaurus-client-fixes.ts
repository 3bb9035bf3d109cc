import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {loaderCacheDependencies} from './loaders/persistentCache';

const loader = (name: string) => fileURLToPath(new URL(`./loaders/${name}.cjs`, import.meta.url));

/**
 * Two one-line fixes to Docusaurus's own client code, each a bundler loader on
 * one file. A loader fails the build, saying what to check, if an upgrade
 * changes the lines it rewrites (plugins/docusaurus-client-fixes.test.ts runs
 * both on the installed files).
 */
export const CLIENT_FIXES = [
  {
    // Which docs instance a page belongs to (`/docs` or `/kien-thuc`) is found by
    // sorting the instances' paths with localeCompare. The first localeCompare on
    // a page sets up an ICU collator: about 20 ms here, 80 ms at Lighthouse's
    // mobile CPU slowdown, in one step of an article's hydration (from the
    // breadcrumbs). A code-unit comparison orders a path before its prefix the same.
    file: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    loader: loader('ordinal-docs-plugin-sort'),
  },
  {
    // Link prefetching remembers the routes it prefetched, not the files, so every
    // route appended a <link rel="prefetch"> for each chunk it needs, the shared
    // docs layout and data included: 277 links for 41 files on a desktop article.
    file: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
    loader: loader('prefetch-each-chunk-once'),
  },
];

export default function docusaurusClientFixesPlugin(): Plugin {
  return {
    name: 'docusaurus-client-fixes',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        ...loaderCacheDependencies(currentBundler, [
          ...CLIENT_FIXES.map((fix) => fix.loader),
          loader('exactTextEdits'),
        ]),
        module: {rules: CLIENT_FIXES.map((fix) => ({test: fix.file, use: [fix.loader]}))},
      };
    },
  };
}
