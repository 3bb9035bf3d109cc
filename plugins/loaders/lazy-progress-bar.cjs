/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for theme-classic's client
 * module lib/nprogress.js: the thin bar at the top of the page while the next
 * page's code loads. It imports the nprogress library into every page's main.js
 * (1.4 KB gzip), though no first view shows the bar. With the loader the library
 * comes in its own chunk, which the page prefetches when main.js starts, at the
 * lowest priority and, unlike Docusaurus's link prefetching, on data-saver
 * connections too (the bar needs it there as well), and imports when the bar is
 * first needed. The module's timing is unchanged: the bar starts 200 ms into a
 * navigation and is done when the new page renders; a start that arrives while the
 * library is still loading is kept unless the navigation has ended by then, and one
 * that fails to load is tried again on the next navigation. The bar's CSS stays in
 * the stylesheet.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const PROGRESS_BAR_ON_DEMAND = `let progressBar;
let startWhenLoaded = false;
let loadingProgressBar;
const nprogress = {
    start() {
        if (progressBar) {
            progressBar.start();
            return;
        }
        startWhenLoaded = true;
        loadingProgressBar ??= import(/* webpackPrefetch: true */ 'nprogress').then(({ default: loaded }) => {
            loaded.configure({ showSpinner: false });
            progressBar = loaded;
            if (startWhenLoaded) progressBar.start();
        }, () => {
            // Offline, say: the next navigation tries again.
            loadingProgressBar = undefined;
        });
    },
    done() {
        startWhenLoaded = false;
        progressBar?.done();
    },
};`;

const EDITS = [
  ["import nprogress from 'nprogress';", ''],
  ['nprogress.configure({ showSpinner: false });', PROGRESS_BAR_ON_DEMAND],
];
const EXPLANATION =
  'plugins/docusaurus-client-fixes (lazy-progress-bar): Docusaurus changed its nprogress client module (theme-classic lib/nprogress.js). ' +
  'Check whether it still only configures, starts and finishes the bar, then update or remove this loader.';
const {edit} = exactTextEditsLoader(EDITS, EXPLANATION);
// Besides the stand-in, the module may use the bar only as these calls: the stand-in has no others.
const STAND_IN_CALLS = new Set(['nprogress.start(', 'nprogress.done(']);

function lazyProgressBar(source) {
  const rewritten = edit(source);
  const rest = rewritten.replace(PROGRESS_BAR_ON_DEMAND, '').replace("import './nprogress.css';", '');
  const others = [...rest.matchAll(/\bnprogress\b(\.\w+\(?)?/g)]
    .map(([use]) => use)
    .filter((use) => !STAND_IN_CALLS.has(use));
  if (others.length > 0) throw new Error(`${EXPLANATION} It now uses ${[...new Set(others)].join(', ')}.`);
  return rewritten;
}

module.exports = function lazyProgressBarLoader(source) {
  return lazyProgressBar(String(source));
};
module.exports.lazyProgressBar = lazyProgressBar;
