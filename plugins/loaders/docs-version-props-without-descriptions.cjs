/**
 * Bundler loader (plugins/doc-descriptions.ts): in the route props of a docs
 * version (`{version: {pluginId, docsSidebars, docs, …}}`), drops each doc's
 * `description`. Every page of that docs instance loads these props, and the
 * descriptions of all its docs were more than half of them; the only reader,
 * DocCard on category pages, gets them from plugins/doc-descriptions.ts instead.
 * Any other JSON passes through unchanged.
 */
function isVersionProps(version) {
  return (
    version !== null &&
    typeof version === 'object' &&
    'pluginId' in version &&
    'docsSidebars' in version &&
    'docs' in version
  );
}

function withoutDocDescriptions(source) {
  const props = JSON.parse(source);
  if (props === null || typeof props !== 'object' || !isVersionProps(props.version)) return source;
  const docs = Object.fromEntries(
    Object.entries(props.version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
  );
  return JSON.stringify({...props, version: {...props.version, docs}});
}

module.exports = function docsVersionPropsWithoutDescriptions(source) {
  return withoutDocDescriptions(String(source));
};
module.exports.withoutDocDescriptions = withoutDocDescriptions;
