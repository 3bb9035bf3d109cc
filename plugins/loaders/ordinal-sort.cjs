/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for two Docusaurus client
 * files that sort with `localeCompare` where only a stable order matters:
 * getActivePlugin sorts the docs instances' paths so that a longer path is tried
 * before its prefix ('/kien-thuc/x' before '/kien-thuc'), and useShallowMemoObject
 * (code blocks' word wrap, the navbar's secondary menu) sorts an object's keys.
 * A plain code-unit comparison gives both what they need without the browser
 * first building an ICU collator: on a phone that set-up is one of the longest
 * single steps of an article's hydration.
 */
const {applyExactTextEdits} = require('./exactTextEdits.cjs');

const codeUnitCompare = (a, b) => `(${a} > ${b} ? 1 : ${a} < ${b} ? -1 : 0)`;

const FILES = [
  {
    file: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
    what: 'getActivePlugin in @docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
    edits: [['b[1].path.localeCompare(a[1].path)', codeUnitCompare('b[1].path', 'a[1].path')]],
  },
  {
    file: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    what: 'useShallowMemoObject in @docusaurus/theme-common/lib/utils/reactUtils.js',
    edits: [['a[0].localeCompare(b[0])', codeUnitCompare('a[0]', 'b[0]')]],
  },
];

/** The file's source with its localeCompare sort replaced; throws if the file is not one of FILES or no longer has that line. */
function ordinalSort(source, resourcePath) {
  const target = FILES.find(({file}) => file.test(resourcePath));
  if (!target) throw new Error(`plugins/loaders/ordinal-sort.cjs has no edit for ${resourcePath}`);
  return applyExactTextEdits(
    source,
    target.edits,
    `plugins/docusaurus-client-fixes (ordinal-sort): Docusaurus changed ${target.what}. ` +
      'Check whether it still calls localeCompare, then update or remove this edit.',
  );
}

module.exports = function ordinalSortLoader(source) {
  return ordinalSort(String(source), this.resourcePath);
};
module.exports.ordinalSort = ordinalSort;
module.exports.ORDINAL_SORT_FILES = FILES.map(({file}) => file);
