/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for Docusaurus's generated
 * route table of chunk names (.docusaurus/routesChunkNames.json), in the browser's
 * bundle only: each chunk name becomes the short name that the browser's copy of
 * the route registry is keyed by (browser-route-registry.cjs, which says why).
 * The registry is read from beside this file; every name must be one of its keys.
 */
const fs = require('node:fs');
const path = require('node:path');
const {shortChunkNames} = require('./browser-route-registry.cjs');

function routesChunkNamesWithShortNames(source, registrySource) {
  const shortNames = shortChunkNames(registrySource);
  const shorten = (value) => {
    if (Array.isArray(value)) return value.map(shorten);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shorten(inner)]));
    }
    if (typeof value === 'string' && shortNames.has(value)) return shortNames.get(value);
    throw new Error(
      'plugins/docusaurus-client-fixes (browser-routes-chunk-names): a value in .docusaurus/routesChunkNames.json ' +
        `is not a chunk name of the route registry: ${JSON.stringify(value)}. Check what Docusaurus now writes there, ` +
        'then update or remove this loader and browser-route-registry.cjs.',
    );
  };
  // Route keys stay; only the names they map to change.
  return JSON.stringify(shorten(JSON.parse(source)));
}

module.exports = function browserRoutesChunkNamesLoader(source) {
  const registryPath = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registryPath);
  return routesChunkNamesWithShortNames(String(source), fs.readFileSync(registryPath, 'utf8'));
};
module.exports.routesChunkNamesWithShortNames = routesChunkNamesWithShortNames;
