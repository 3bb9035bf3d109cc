/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/core/lib/client/BaseUrlIssueBanner/index.js, in the production
 * browser bundle only. The banner for a wrong `baseUrl` is an inline script that the
 * server render writes into the home page (when `baseUrlIssueBanner` is on; this
 * site turns it off); in the browser the component renders nothing, whatever the
 * option, yet brings its script and HTML templates into every page's
 * main.js. The browser's copy returns nothing at once, and the minifier drops the
 * rest; the server render is unchanged.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  [
    'export default function MaybeBaseUrlIssueBanner() {',
    'export default function MaybeBaseUrlIssueBanner() {\n    return null;',
  ],
  // Unchanged: checks that the banner still renders its script only where there is no DOM (the server render).
  ['{!ExecutionEnvironment.canUseDOM && (', '{!ExecutionEnvironment.canUseDOM && ('],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (no-base-url-issue-banner): Docusaurus changed BaseUrlIssueBanner/index.js. ' +
    'Check whether its component still renders nothing in the browser, then update or remove this loader.',
);
module.exports.noBaseUrlIssueBanner = module.exports.edit;
