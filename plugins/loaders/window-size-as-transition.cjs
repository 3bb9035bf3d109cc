/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/theme-common/lib/hooks/useWindowSize.js: the window size is 'ssr'
 * until hydration, then an effect sets 'mobile' or 'desktop' in an urgent update.
 * Its readers include the navbar's mobile-sidebar context at the root of the
 * layout, so that update re-rendered the navbar, the docs sidebar and the
 * article's layout in one uninterrupted task. The loader makes that first update
 * a transition, as hydration and the browser flag are, so React does it in small
 * slices; the page looks the same meanwhile ('ssr' renders both variants, and CSS
 * shows the right one). Updates on resize stay urgent.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  ["import { useEffect, useState } from 'react';", "import { startTransition, useEffect, useState } from 'react';"],
  [
    'updateWindowSize();\n        window.addEventListener',
    'startTransition(updateWindowSize);\n        window.addEventListener',
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (window-size-as-transition): Docusaurus changed useWindowSize.js. ' +
    'Check whether it still sets the window size from an effect after hydration, then update or remove this loader.',
);
module.exports.windowSizeAsTransition = module.exports.edit;
