/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/core/lib/client/BaseUrlIssueBanner/index.js, in the production
 * browser bundle of a site whose config turns the banner off
 * (`baseUrlIssueBanner: false`). The banner is an inline script that the server
 * render adds to the home page, in English, when the site's `baseUrl` may be wrong;
 * in the browser the component only ever renders nothing, yet brought its script
 * and HTML templates (0.6 KB gzip) into every page's main.js. The browser's copy
 * returns nothing at once, and the minifier drops the rest; the server render is
 * unchanged.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  [
    'export default function MaybeBaseUrlIssueBanner() {',
    'export default function MaybeBaseUrlIssueBanner() {\n    return null;',
  ],
  // Unchanged: checks that the component still renders only when the option is on.
  ['const enabled = baseUrlIssueBanner && isHomePage;', 'const enabled = baseUrlIssueBanner && isHomePage;'],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (no-base-url-issue-banner): Docusaurus changed BaseUrlIssueBanner/index.js. ' +
    'Check whether its component still renders only when `baseUrlIssueBanner` is on, then update or remove this loader.',
);
module.exports.noBaseUrlIssueBanner = module.exports.edit;
