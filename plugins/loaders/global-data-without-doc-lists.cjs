/**
 * Bundler loader (plugins/docs-data-on-demand.ts) for Docusaurus's generated
 * global data (.docusaurus/globalData.json), in the production browser bundle
 * only. The docs plugin's data lists, for each version, every doc's id, path and
 * sidebar, and the ids of drafts, in every page's main.js (the paths also
 * stand in the route table). In the
 * browser they are read only by navbar items of the `doc` and `docSidebar` types
 * and the version dropdown and banner, which this site does not render
 * (src/theme/NavbarItem/ComponentTypes.tsx, src/theme/DocVersionBanner), and by
 * the learning space, which reads the paths from the plugin's own data file. In
 * the browser's copy both lists are empty; the rest (each instance's path, its
 * versions and their sidebars' first links) is kept.
 */
const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

function isDocsVersion(version) {
  return (
    version !== null &&
    typeof version === 'object' &&
    typeof version.path === 'string' &&
    Array.isArray(version.docs) &&
    Array.isArray(version.draftIds)
  );
}

function globalDataWithoutDocLists(source) {
  const globalData = JSON.parse(source);
  const instances = Object.values(globalData[DOCS_PLUGIN] ?? {});
  const versions = instances.flatMap((instance) => instance?.versions ?? []);
  if (instances.length === 0 || versions.length < instances.length || !versions.every(isDocsVersion)) {
    throw new Error(
      'plugins/docs-data-on-demand (global-data-without-doc-lists): Docusaurus changed the docs plugin’s global data ' +
        '(.docusaurus/globalData.json). Check whether each version still lists `docs` and `draftIds`, and what reads ' +
        'them in the browser, then update or remove this loader.',
    );
  }
  for (const version of versions) {
    version.docs = [];
    version.draftIds = [];
  }
  return JSON.stringify(globalData);
}

module.exports = function globalDataWithoutDocListsLoader(source) {
  return globalDataWithoutDocLists(String(source));
};
module.exports.globalDataWithoutDocLists = globalDataWithoutDocLists;
