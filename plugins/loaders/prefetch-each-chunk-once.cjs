/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/core/lib/client/docusaurus.js, fixes to `prefetch(routePath)`:
 * - It remembers which routes it prefetched, but not which files, so each route
 *   appends a `<link rel="prefetch">` for every chunk it needs, including the
 *   layout and data chunks that all docs pages share. The loader adds a set of the
 *   files already prefetched and skips them.
 * - To find a route's chunks it scans every route's entry (a regular expression on
 *   each of ~200 names) for each level of the route: for the links a phone shows on
 *   the home page, one long task. The loader indexes the entries by path once, on
 *   the first prefetch.
 * - It prefetches each of a route's named chunks, but not the shared chunks the
 *   bundler splits out of them, which its import() loads too, so those are fetched
 *   only at the tap. The loader asks the route registry's loader which chunks it
 *   loads: it runs it with the bundler's chunk loader replaced, for that call, by
 *   one that only records the ids (nothing is fetched or evaluated), and leaves out
 *   the chunks the page has already loaded. Production builds only: the development
 *   server's hot reloading gives each module its own chunk loader, so there the
 *   route's named chunks are prefetched as Docusaurus does it.
 * - Having chunk ids, a production build turns them into file names with the
 *   bundler runtime's own `__webpack_require__.u`, not with Docusaurus's
 *   `__webpack_require__.gca`, whose map from each of ~240 chunk names to its id
 *   would add 2.1 KB (gzip) to every page's runtime; the plugin leaves that map out
 *   of production builds (plugins/docusaurus-client-fixes.ts).
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
const ROUTES_IMPORT = "import routes from '@generated/routes';";
const CHUNK_NAMES_MAP = 'return Promise.all(chunkNamesNeeded.map((chunkName) => {';
const CHUNK_ASSET = 'const chunkAsset = __webpack_require__.gca(chunkName);';
// In production the "name" is a chunk id (chunkIdsOf): its file is the runtime's
// public path and chunk file name.
const CHUNK_ASSET_FROM_ID = `const chunkAsset = process.env.NODE_ENV === 'production'
            ? __webpack_require__.p + __webpack_require__.u(chunkName)
            : __webpack_require__.gca(chunkName);`;
// The ids of the chunks a registry entry's import() loads and the page has not
// loaded yet: the named chunk and the shared chunks split out of it. None for a
// name the registry does not have or an entry whose loader throws (neither
// happens: the route table and the registry are generated together), since
// production builds have no map from names to files.
// __webpack_require__.O.j(id) is the bundler runtime's "this chunk is loaded".
const CHUNK_IDS_OF = `const chunkIdsOf = (chunkName) => {
    if (process.env.NODE_ENV !== 'production') return [chunkName];
    const load = registry[chunkName]?.[0];
    if (!load) return [];
    const ids = [];
    const loadChunk = __webpack_require__.e;
    __webpack_require__.e = (id) => {
        ids.push(id);
        return new Promise(() => {});
    };
    try {
        load();
    } catch {
        return [];
    } finally {
        __webpack_require__.e = loadChunk;
    }
    const isLoaded = __webpack_require__.O?.j;
    return isLoaded ? ids.filter((id) => !isLoaded(id)) : ids;
};`;
const EDITS = [
  [ROUTES_IMPORT, `${ROUTES_IMPORT}\nimport registry from '@generated/registry';`],
  [DECLARATIONS, `${DECLARATIONS}\nconst prefetchedChunkAssets = new Set();\n${CHUNK_IDS_OF}`],
  [CHUNK_NAMES_MAP, 'return Promise.all(chunkNamesNeeded.flatMap(chunkIdsOf).map((chunkName) => {'],
  [CHUNK_NAMES_SCAN, CHUNK_NAMES_INDEX],
  [CHUNK_ASSET, CHUNK_ASSET_FROM_ID],
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
    "Check whether it still prefetches a shared chunk once per route, and a route's split chunks, then update or remove this loader.",
);
module.exports.prefetchEachChunkOnce = module.exports.edit;
