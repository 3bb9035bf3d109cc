/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/core/lib/client/browserContext.js: after hydration Docusaurus sets
 * `useIsBrowser()` to true from an effect, an urgent update, so React re-renders
 * every component that reads it (colour mode, announcement bar, code-block
 * buttons, sidebar categories…) and mounts what only the browser shows in one
 * uninterrupted task. Hydration itself runs in a transition; the loader makes this
 * second render a transition too, so React does it in small slices between inputs.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  [
    "import React, { useEffect, useState } from 'react';",
    "import React, { startTransition, useEffect, useState } from 'react';",
  ],
  ['setIsBrowser(true);', 'startTransition(() => setIsBrowser(true));'],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (browser-flag-as-transition): Docusaurus changed BrowserContextProvider in browserContext.js. ' +
    'Check whether it still sets isBrowser from an effect, then update or remove this loader.',
);
module.exports.browserFlagAsTransition = module.exports.edit;
