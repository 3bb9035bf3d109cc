/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/core/lib/client/docusaurus.js: `prefetch(routePath)` remembers
 * which routes it prefetched, but not which files, so each route appended a
 * `<link rel="prefetch">` for every chunk it needs, including the layout and
 * data chunks that all docs pages share. The loader adds a set of the files
 * already prefetched and skips them.
 */
const DECLARATIONS = 'const loaded = new Set();';
const PREFETCH_CALL = 'return prefetchHelper(chunkAsset);';

function prefetchEachChunkOnce(source) {
  if (!source.includes(DECLARATIONS) || !source.includes(PREFETCH_CALL)) {
    throw new Error(
      'plugins/docusaurus-client-fixes (prefetch-each-chunk-once): docusaurus.js no longer has the lines this plugin changes. ' +
        'Docusaurus changed its prefetch(): check whether it still prefetches a shared chunk once per route, then update or remove this loader.',
    );
  }
  return source
    .replace(DECLARATIONS, `${DECLARATIONS}\nconst prefetchedChunkAssets = new Set();`)
    .replace(
      PREFETCH_CALL,
      'if (prefetchedChunkAssets.has(chunkAsset)) return Promise.resolve();\n' +
        '            prefetchedChunkAssets.add(chunkAsset);\n' +
        `            ${PREFETCH_CALL}`,
    );
}

module.exports = function prefetchEachChunkOnceLoader(source) {
  return prefetchEachChunkOnce(String(source));
};
module.exports.prefetchEachChunkOnce = prefetchEachChunkOnce;
