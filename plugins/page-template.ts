import type {Plugin} from '@docusaurus/types';
import {isLeftOut} from './bench-left-out';

/**
 * Runs once in each page, at the end of <body>: inserts the page's scripts, in
 * order, once its first contentful paint is on screen (or at once in a tab that
 * is not visible, where nothing is painted, or where the browser does not report
 * paints). `async = false` keeps the order of runtime, main.js and the route's
 * chunks; `getAttribute('href')` keeps the path as written, which webpack's chunk
 * loader compares when it looks for an existing script element. If no paint has
 * been reported 3 s after the page's load event, the scripts run anyway.
 */
export const RUN_SCRIPTS_AFTER_FIRST_PAINT = `(function () {
  var doc = document;
  var links = doc.querySelectorAll('link[data-page-script]');
  var started = false;
  function run() {
    if (started) return;
    started = true;
    for (var i = 0; i < links.length; i++) {
      var script = doc.createElement('script');
      script.src = links[i].getAttribute('href');
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
 * for them. Here the head preloads them (at the low priority `defer` gives them,
 * so they do not compete with the stylesheet) and RUN_SCRIPTS_AFTER_FIRST_PAINT,
 * added at the end of <body> by the plugin below, runs them once the page is on
 * screen: the reader sees the article first and the page becomes interactive
 * right after.
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
  '<% it.scripts.forEach((file) => { %>' +
    '<link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= file %>" data-page-script>' +
    '<% }); %>',
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
