/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/plugin-content-docs/lib/client/docsClientUtils.js: getActivePlugin
 * sorts the docs instances' paths with `localeCompare`, only so that a longer
 * path is tried before its prefix ('/kien-thuc/x' before '/kien-thuc'). A plain
 * code-unit comparison orders prefixes the same way, without the browser first
 * building an ICU collator: on a phone that set-up is one of the longest single
 * steps of an article's hydration.
 */
const {applyExactTextEdits} = require('./exactTextEdits.cjs');

const EDITS = [['b[1].path.localeCompare(a[1].path)', '(b[1].path > a[1].path ? 1 : b[1].path < a[1].path ? -1 : 0)']];

function ordinalDocsPluginSort(source) {
  return applyExactTextEdits(
    source,
    EDITS,
    'plugins/docusaurus-client-fixes (ordinal-docs-plugin-sort): Docusaurus changed getActivePlugin in docsClientUtils.js. ' +
      'Check whether it still calls localeCompare, then update or remove this loader.',
  );
}

module.exports = function ordinalDocsPluginSortLoader(source) {
  return ordinalDocsPluginSort(String(source));
};
module.exports.ordinalDocsPluginSort = ordinalDocsPluginSort;
