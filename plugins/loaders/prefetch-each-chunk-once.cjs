/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/core/lib/client/docusaurus.js: `prefetch(routePath)` remembers
 * which routes it prefetched, but not which files, so each route appended a
 * `<link rel="prefetch">` for every chunk it needs, including the layout and
 * data chunks that all docs pages share. The loader adds a set of the files
 * already prefetched and skips them.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const DECLARATIONS = 'const loaded = new Set();';
const PREFETCH_CALL = 'return prefetchHelper(chunkAsset);';
const EDITS = [
  [DECLARATIONS, `${DECLARATIONS}\nconst prefetchedChunkAssets = new Set();`],
  [
    PREFETCH_CALL,
    'if (prefetchedChunkAssets.has(chunkAsset)) return Promise.resolve();\n' +
      '            prefetchedChunkAssets.add(chunkAsset);\n' +
      `            ${PREFETCH_CALL}`,
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (prefetch-each-chunk-once): Docusaurus changed its prefetch() in docusaurus.js. ' +
    'Check whether it still prefetches a shared chunk once per route, then update or remove this loader.',
);
module.exports.prefetchEachChunkOnce = module.exports.edit;
