/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for Docusaurus's generated
 * route registry (.docusaurus/registry.js), in the browser's bundle only; the
 * server's copy is unchanged. Two things the browser does not need:
 * - Each entry is `[load, modulePath, moduleId]`; the module path is what the
 *   server render reports to react-loadable, to know which chunks a page needs.
 *   The browser never reads it, and the paths of every Markdown file and route
 *   data file would add to every page's main.js. In the browser's
 *   copy each path is an empty string.
 * - Entries are keyed by chunk name, an 8-character hash of the module's path,
 *   and the route table's chunk names (.docusaurus/routesChunkNames.json, see
 *   browser-routes-chunk-names.cjs) name them again: hashes that do not
 *   compress, in every page's main.js. The browser's copies of both
 *   files use short names: each name's position among the registry's
 *   names in sorted order, in base 36 (shortChunkNames). Only the keys change: each
 *   chunk keeps its bundler name (the webpackChunkName comment).
 */
const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"]*")\), \2, require\.resolveWeak\(\2\)\],(\};)?$/;
const KEY = /^ {2}"([^"]+)": \[/gm;

function checkRegistry(source) {
  const entries = source.split('\n').filter((line) => line.startsWith('  "'));
  const unexpected = entries.filter((line) => !ENTRY.test(line));
  if (!source.startsWith('export default {\n') || entries.length === 0 || unexpected.length > 0) {
    throw new Error(
      'plugins/docusaurus-client-fixes (browser-route-registry): Docusaurus changed the route registry it generates ' +
        '(.docusaurus/registry.js). Check whether each entry is still [load, modulePath, moduleId], keyed by its chunk ' +
        'name, then update or remove this loader.' +
        (unexpected.length > 0 ? ` Unexpected entry: ${unexpected[0]}` : ''),
    );
  }
}

/** Each chunk name of the registry (as Docusaurus generates it) → its short name. */
function shortChunkNames(registrySource) {
  checkRegistry(registrySource);
  const names = [...new Set(Array.from(registrySource.matchAll(KEY), (match) => match[1]))].sort();
  return new Map(names.map((name, index) => [name, index.toString(36)]));
}

/** The registry as the browser gets it: each entry without its module path, keyed by its short name. */
function browserRouteRegistry(source) {
  const shortNames = shortChunkNames(source);
  return source
    .split('\n')
    .map((line) =>
      line.replace(ENTRY, (_entry, chunkName, modulePath, end = '') =>
        [
          `  "${shortNames.get(chunkName)}": [() => import(/* webpackChunkName: "${chunkName}" */ ${modulePath}),`,
          `"", require.resolveWeak(${modulePath})],${end}`,
        ].join(' '),
      ),
    )
    .join('\n');
}

module.exports = function browserRouteRegistryLoader(source) {
  return browserRouteRegistry(String(source));
};
Object.assign(module.exports, {browserRouteRegistry, shortChunkNames});
