/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for
 * @docusaurus/core/lib/client/clientEntry.js, the module main.js starts from.
 * Its static imports make the browser evaluate the whole app in one task before
 * anything else can run: React DOM, the router, the route table (a loadable
 * component for each of about 200 routes), the theme, then the route lookup. On
 * a phone that one long task is most of a page's Total Blocking Time. The
 * loader imports the same modules in stages, with a yield to the browser
 * between them, so each stage is a short task. They run in the same order,
 * except that the site config (no side effects) is read before React DOM; the
 * first of App's own imports, the client modules (CSS included) and the route
 * table, are a stage of their own, in App's order.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const STAGES = `let ReactDOM, HelmetProvider, BrowserRouter, HashRouter, App, preload, docusaurus;
/** A new task: the browser handles input and paints between two stages. */
const nextTask = () =>
    new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
    });
async function loadInStages() {
    ({ default: ReactDOM } = await import(/* webpackMode: "eager" */ 'react-dom/client'));
    await nextTask();
    ({ HelmetProvider } = await import(/* webpackMode: "eager" */ 'react-helmet-async'));
    ({ BrowserRouter, HashRouter } = await import(/* webpackMode: "eager" */ 'react-router-dom'));
    await nextTask();
    await import(/* webpackMode: "eager" */ '@generated/client-modules');
    await import(/* webpackMode: "eager" */ '@generated/routes');
    await nextTask();
    ({ default: App } = await import(/* webpackMode: "eager" */ './App'));
    await nextTask();
    ({ default: preload } = await import(/* webpackMode: "eager" */ './preload'));
    ({ default: docusaurus } = await import(/* webpackMode: "eager" */ './docusaurus'));
}
`;

const EDITS = [
  [
    "import ReactDOM from 'react-dom/client';\nimport { HelmetProvider } from 'react-helmet-async';\nimport { BrowserRouter, HashRouter } from 'react-router-dom';\n",
    '',
  ],
  ["import App from './App';\nimport preload from './preload';\nimport docusaurus from './docusaurus';\n", STAGES],
  [
    'if (ExecutionEnvironment.canUseDOM) {\n    window.docusaurus = docusaurus;',
    // The callback closes before the hot-module-replacement block, which runs with the module itself.
    'if (ExecutionEnvironment.canUseDOM) {\n    loadInStages().then(() => {\n    window.docusaurus = docusaurus;',
  ],
  // The route lookup (path matching over the route table) is a stage of its own too.
  [
    '    preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    });\n',
    '    nextTask().then(() => preload(window.location.pathname)).then(() => {\n        startTransition(renderApp);\n    });\n    });\n',
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (staged-client-entry): Docusaurus changed its client entry (clientEntry.js). ' +
    'Check that it still imports the app statically and hydrates after preload(), then update or remove this loader.',
);
module.exports.stagedClientEntry = module.exports.edit;
