/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for Docusaurus's
 * `PendingNavigation`, which keeps the current page on screen while the next
 * one's code loads. When the location changes, its `shouldComponentUpdate`
 * calls `setState({nextRouteHasLoaded: false})`: an update during React's
 * render.
 *
 * With React 19 that freezes the tab for good on the browser's Back button in
 * one case the site has: a reader opens a page with maths, whose KaTeX
 * stylesheet (a React stylesheet resource, plugins/rehype-katex-stylesheet.ts)
 * is still loading, and goes back. React renders a history navigation
 * synchronously; the commit waits for that stylesheet; the update made during
 * the render asks for another synchronous render at once, which throws the
 * waiting commit away and calls `shouldComponentUpdate` again, with the same
 * update, and so on, without ever letting the browser run the stylesheet's load
 * event. The main thread spins and memory grows until the tab dies.
 *
 * The loader keeps the navigation being loaded on the component, not in its
 * state: nothing is updated during the render, and React waits for the
 * stylesheet (or the next update) as it should. The route is shown only once
 * its code has loaded. This also closes a race: when a second navigation starts
 * before the first one's code has loaded, the first one's completion does not
 * show the second route early, and its route-update callbacks (the progress
 * bar's timer) are cleaned up.
 */
const {exactTextEditsLoader} = require('./exactTextEdits.cjs');

const EDITS = [
  // The same history entry (key, path, state): App passes a new location object on each render.
  [
    "import preload from './preload';\n",
    "import preload from './preload';\nimport { locationsAreEqual } from 'history';\n",
  ],
  [
    '    shouldComponentUpdate(nextProps, nextState) {\n' +
      '        if (nextProps.location === this.props.location) {\n' +
      "            // `nextRouteHasLoaded` is false means there's a pending route transition.\n" +
      "            // Don't update until it's done.\n" +
      '            return nextState.nextRouteHasLoaded;\n' +
      '        }\n' +
      '        // props.location being different means the router is trying to navigate to\n' +
      '        // a new route. We will preload the new route.\n' +
      '        const nextLocation = nextProps.location;\n' +
      '        // Save the location first.\n' +
      '        this.previousLocation = this.props.location;\n' +
      '        this.setState({ nextRouteHasLoaded: false });\n',
    '    shouldComponentUpdate(nextProps) {\n' +
      '        const nextLocation = nextProps.location;\n' +
      '        if (nextLocation === this.props.location) {\n' +
      '            // The same page renders again once no navigation is loading.\n' +
      '            return this.loadingLocation == null;\n' +
      '        }\n' +
      // React threw a render of this navigation away without committing it (this.props is
      // back to the current page; the location is a new object, normalizeLocation's): the
      // navigation is not started again.
      '        if (this.loadedLocation != null && locationsAreEqual(nextLocation, this.loadedLocation)) {\n' +
      '            return true;\n' +
      '        }\n' +
      '        if (this.loadingLocation != null && locationsAreEqual(nextLocation, this.loadingLocation)) {\n' +
      '            return false;\n' +
      '        }\n' +
      // A navigation replacing one still loading: that one's callbacks are done with.
      '        if (this.loadingLocation != null) {\n' +
      '            this.routeUpdateCleanupCb();\n' +
      '        }\n' +
      '        this.previousLocation = this.props.location;\n' +
      '        this.loadingLocation = nextLocation;\n' +
      '        this.loadedLocation = null;\n',
  ],
  [
    '            .then(() => {\n            this.routeUpdateCleanupCb();\n',
    '            .then(() => {\n' +
      '            if (this.loadingLocation !== nextLocation) {\n' +
      '                return;\n' +
      '            }\n' +
      '            this.loadingLocation = null;\n' +
      '            this.loadedLocation = nextLocation;\n' +
      '            this.routeUpdateCleanupCb();\n',
  ],
];

module.exports = exactTextEditsLoader(
  EDITS,
  'plugins/docusaurus-client-fixes (navigation-without-render-phase-update): Docusaurus changed PendingNavigation.js. ' +
    'Check whether shouldComponentUpdate still calls setState when the location changes, then update or remove this loader.',
);
module.exports.navigationWithoutRenderPhaseUpdate = module.exports.edit;
