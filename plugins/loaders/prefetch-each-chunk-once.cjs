/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/core/lib/client/docusaurus.js, two fixes to `prefetch(routePath)`:
 * - It remembers which routes it prefetched, but not which files, so each route
 *   appended a `<link rel="prefetch">` for every chunk it needs, including the
 *   layout and data chunks that all docs pages share. The loader adds a set of
 *   the files already prefetched and skips them.
 * - To find a route's chunks it scanned every route's entry (a regular
 *   expression on each of ~200 names) for each level of the route: the links a
 *   phone shows on the home page cost one task of ~170 ms at Lighthouse's mobile
 *   slowdown. The loader indexes the entries by path once, on the first prefetch.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const DECLARATIONS = 'const loaded = new Set();';
const PREFETCH_CALL = 'return prefetchHelper(chunkAsset);';
const CHUNK_NAMES_SCAN = `const getChunkNamesToLoad = (path) => Object.entries(routesChunkNames)
    .filter(
// Remove the last part containing the route hash
// input: /blog/2018/12/14/Happy-First-Birthday-Slash-fe9
// output: /blog/2018/12/14/Happy-First-Birthday-Slash
([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));`;
// The same chunk names, in the same order, from an index built once.
const CHUNK_NAMES_INDEX = `let chunkNamesByPath;
const getChunkNamesToLoad = (path) => {
    if (!chunkNamesByPath) {
        chunkNamesByPath = new Map();
        for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
            // The route's path: its name without the trailing "-<hash>".
            const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
            const names = chunkNamesByPath.get(routePath) ?? [];
            names.push(...Object.values(flat(routeChunks)));
            chunkNamesByPath.set(routePath, names);
        }
    }
    return chunkNamesByPath.get(path) ?? [];
};`;
const EDITS = [
  [DECLARATIONS, `${DECLARATIONS}\nconst prefetchedChunkAssets = new Set();`],
  [CHUNK_NAMES_SCAN, CHUNK_NAMES_INDEX],
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
