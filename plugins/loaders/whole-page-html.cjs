/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for Docusaurus's server
 * render (@docusaurus/core/lib/client/renderToHtml.js). React 19 streams: once
 * 12,800 bytes of a page are written, each further Suspense boundary larger than
 * 500 bytes is left as an empty placeholder, its HTML written at the end of the
 * body in a hidden element, and an inline script ($RC) moves it into place, in an
 * animation frame. Docusaurus waits for the whole page anyway (onAllReady) and
 * writes it to a static file, so nothing is gained; and it is lost that the
 * part shows without JavaScript, and in the first paint. The site's Suspense
 * boundaries (src/components/DesktopOnly: the desktop sidebar, the table of
 * contents, navbar items) are written in place: the chunk size is unlimited.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  [
    'const { pipe } = renderToPipeableStream(app, {\n',
    'const { pipe } = renderToPipeableStream(app, {\n            progressiveChunkSize: Number.POSITIVE_INFINITY,\n',
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (whole-page-html): Docusaurus changed renderToHtml.js. Check whether it still ' +
    'renders with renderToPipeableStream and waits for the whole page, then update or remove this loader.',
);
module.exports.wholePageHtml = module.exports.edit;
