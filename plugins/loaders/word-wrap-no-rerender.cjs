/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for theme-common's
 * `useCodeWordWrap`, which every code block uses. To watch a code block in a
 * hidden tab, it keeps that tab's element in state: `useState()` (undefined), set
 * on mount to `closest('[role=tabpanel][hidden]')`, which is null for a block not
 * in a hidden tab. undefined → null is a change, so every code block renders
 * again right after hydration (7 components each), for nothing. The loader
 * makes the state start from null; a block in a hidden tab still gets its tab
 * element and is watched.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  [
    'const [hiddenTabElement, setHiddenTabElement] = useState();',
    'const [hiddenTabElement, setHiddenTabElement] = useState(null);',
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (word-wrap-no-rerender): Docusaurus changed useCodeWordWrap in theme-common. ' +
    'Check whether its hidden-tab state still starts undefined and is set to null on mount, then update or remove this loader.',
);
module.exports.wordWrapNoRerender = module.exports.edit;
