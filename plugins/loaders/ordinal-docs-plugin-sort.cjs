/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/plugin-content-docs/lib/client/docsClientUtils.js: getActivePlugin
 * sorts the docs instances' paths with `localeCompare`, only so that a longer
 * path is tried before its prefix ('/kien-thuc/x' before '/kien-thuc'). A plain
 * code-unit comparison orders prefixes the same way, without the browser first
 * building an ICU collator: on a phone that set-up is one of the longest single
 * steps of an article's hydration.
 */
const LOCALE_COMPARE = 'b[1].path.localeCompare(a[1].path)';
const ORDINAL_COMPARE = '(b[1].path > a[1].path ? 1 : b[1].path < a[1].path ? -1 : 0)';

function ordinalDocsPluginSort(source) {
  if (!source.includes(LOCALE_COMPARE)) {
    throw new Error(
      `plugins/docusaurus-client-fixes (ordinal-docs-plugin-sort): "${LOCALE_COMPARE}" is no longer in docsClientUtils.js. ` +
        'Docusaurus changed getActivePlugin: check whether it still calls localeCompare, then update or remove this loader.',
    );
  }
  return source.replace(LOCALE_COMPARE, ORDINAL_COMPARE);
}

module.exports = function ordinalDocsPluginSortLoader(source) {
  return ordinalDocsPluginSort(String(source));
};
module.exports.ordinalDocsPluginSort = ordinalDocsPluginSort;
