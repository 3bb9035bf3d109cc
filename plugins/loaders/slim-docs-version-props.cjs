/**
 * Bundler loader (plugins/docs-data-on-demand.ts): in the route props of a docs
 * version (`{version: {pluginId, docsSidebars, docs, …}}`), which every page of
 * that docs instance loads, keeps only the list of docs' ids, each with an empty
 * object. useDocById (called only by theme-classic's DocCard) checks that a doc is
 * listed and reads its description, which the cards of category pages get from
 * plugins/docs-data-on-demand.ts; no browser code reads the rest (titles are in
 * the sidebars).
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
  const docs = Object.fromEntries(Object.keys(props.version.docs).map((id) => [id, {}]));
  return JSON.stringify({...props, version: {...props.version, docs}});
}

module.exports = function slimDocsVersionPropsLoader(source) {
  return slimDocsVersionProps(String(source));
};
module.exports.slimDocsVersionProps = slimDocsVersionProps;
