/**
 * Bundler loader (plugins/doc-descriptions.ts): in the route props of a docs
 * version (`{version: {pluginId, docsSidebars, docs, …}}`), which every page of
 * that docs instance loads, keeps only each doc's `id` and `sidebar`. The list
 * stays, since useDocById checks that a doc exists, but titles (already in the
 * sidebars) and descriptions (only read by the cards of category pages, which get
 * them from plugins/doc-descriptions.ts) were about three quarters of these props.
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

function slimDocsVersionProps(source) {
  const props = JSON.parse(source);
  if (props === null || typeof props !== 'object' || !isVersionProps(props.version)) return source;
  const docs = Object.fromEntries(
    Object.entries(props.version.docs).map(([key, {id, sidebar}]) => [key, {id, sidebar}]),
  );
  return JSON.stringify({...props, version: {...props.version, docs}});
}

module.exports = function slimDocsVersionPropsLoader(source) {
  return slimDocsVersionProps(String(source));
};
module.exports.slimDocsVersionProps = slimDocsVersionProps;
