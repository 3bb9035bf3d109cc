/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for Docusaurus's generated
 * route registry (.docusaurus/registry.js), in the browser's bundle only. Each
 * entry is `[load, modulePath, moduleId]`; the module path is what the server
 * render reports to react-loadable, to know which chunks a page needs. The
 * browser never reads it, and the paths of ~230 Markdown files and route data
 * files were 2.6 KB (gzip) of every page's main.js. In the browser's copy each
 * path is an empty string; the server's copy is unchanged.
 */
const ENTRY =
  /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ ("[^"]*")\), \2, require\.resolveWeak\(\2\)\],(\};)?$/;

function registryWithoutModulePaths(source) {
  const lines = source.split('\n');
  const entries = lines.filter((line) => line.startsWith('  "'));
  const unexpected = entries.filter((line) => !ENTRY.test(line));
  if (!source.startsWith('export default {\n') || entries.length === 0 || unexpected.length > 0) {
    throw new Error(
      'plugins/docusaurus-client-fixes (registry-without-module-paths): Docusaurus changed the route registry it generates ' +
        '(.docusaurus/registry.js). Check whether each entry is still [load, modulePath, moduleId], then update or remove this loader.' +
        (unexpected.length > 0 ? ` Unexpected entry: ${unexpected[0]}` : ''),
    );
  }
  return lines
    .map((line) =>
      line.replace(ENTRY, (_entry, chunkName, modulePath, end = '') =>
        [
          `  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ ${modulePath}),`,
          `"", require.resolveWeak(${modulePath})],${end}`,
        ].join(' '),
      ),
    )
    .join('\n');
}

module.exports = function registryWithoutModulePathsLoader(source) {
  return registryWithoutModulePaths(String(source));
};
module.exports.registryWithoutModulePaths = registryWithoutModulePaths;
