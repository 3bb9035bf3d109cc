import type {Plugin} from '@docusaurus/types';
import {isLeftOut} from './bench-left-out';

/**
 * Runs once in each page, at the end of <body>: inserts the page's scripts (the
 * list in its `data-page-scripts` block), in order, once its first contentful paint
 * is on screen (or at once in a tab that is not visible, where nothing is painted,
 * or where the browser does not report paints). `async = false` keeps the order of
 * runtime, main.js and the route's chunks; the paths stay as written, which
 * webpack's chunk loader compares when it looks for an existing script element. If
 * no paint has been reported 3 s after the page's load event, the scripts run anyway.
 */
export const RUN_SCRIPTS_AFTER_FIRST_PAINT = `(function () {
  var doc = document;
  var list = doc.querySelector('script[data-page-scripts]');
  var files = list ? JSON.parse(list.textContent) : [];
  var started = false;
  function run() {
    if (started) return;
    started = true;
    for (var i = 0; i < files.length; i++) {
      var script = doc.createElement('script');
      script.src = files[i];
      script.async = false;
      doc.head.appendChild(script);
    }
  }
  var Observer = window.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (doc.visibilityState !== 'visible' || types.indexOf('paint') < 0) return run();
  doc.addEventListener('visibilitychange', run);
  window.addEventListener('load', function () {
    setTimeout(run, 3000);
  });
  try {
    new Observer(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(run, 0);
    }).observe({type: 'paint', buffered: true});
  } catch (error) {
    run();
  }
})();`;

/**
 * The HTML of every built page (Docusaurus's `ssrTemplate`, in Eta): Docusaurus's
 * default, except how the page's scripts load.
 *
 * Docusaurus writes `<script defer>` in <head>. A deferred script runs as soon as
 * the document is parsed, and on a page read from a nearby server or a cache it is
 * downloaded by then: main.js (the React app and the route table) and the route's
 * chunks run before the browser has painted anything, and the first paint waits
 * for them. Here the head only lists them, in a JSON block the browser does not
 * fetch from, and RUN_SCRIPTS_AFTER_FIRST_PAINT, added at the end of <body> by the
 * plugin below, fetches and runs them once the page is on screen: until then the
 * HTML and the stylesheet have the whole connection, the reader sees the article
 * first and the page becomes interactive right after. (Preloading them in the head
 * paints nothing sooner and, on a slow connection, shares it with the stylesheet.)
 *
 * The script is added by the plugin, not written here: the template is part of
 * the site config, which Docusaurus also bundles for the browser (its copy
 * leaves the template out: plugins/loaders/site-config-for-browser.cjs).
 */
export const PAGE_TEMPLATE = [
  '<!DOCTYPE html>',
  '<html <%~ it.htmlAttributes %>>',
  '<head>',
  '<meta charset="UTF-8">',
  '<meta name="generator" content="Docusaurus v<%= it.version %>">',
  '<% it.metaAttributes.forEach((tag) => { %><%~ tag %><% }); %>',
  '<%~ it.headTags %>',
  '<% it.stylesheets.forEach((file) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= file %>"><% }); %>',
  '<script type="application/json" data-page-scripts>' +
    '<%~ JSON.stringify(it.scripts.map((file) => it.baseUrl + file)) %>' +
    '</script>',
  '</head>',
  '<body <%~ it.bodyAttributes %>>',
  '<%~ it.preBodyTags %>',
  '<div id="__docusaurus"><%~ it.appHtml %></div>',
  '<%~ it.postBodyTags %>',
  '</body>',
  '</html>',
].join('\n');

/** Adds RUN_SCRIPTS_AFTER_FIRST_PAINT at the end of every page's <body> (see PAGE_TEMPLATE). */
export default function pageTemplatePlugin(): Plugin {
  if (isLeftOut('page-template')) return {name: 'page-template'};
  return {
    name: 'page-template',
    injectHtmlTags() {
      return {postBodyTags: [{tagName: 'script', innerHTML: RUN_SCRIPTS_AFTER_FIRST_PAINT}]};
    },
  };
}
