/**
 * An installable site that can be read offline:
 * - every page's <head> links the apple-touch-icon and the theme colours (light and dark); the
 *   web app manifest is linked by the page when it registers the worker (register.ts), since the
 *   site is installable only with one, and the manifest and its icon are then not fetched before
 *   the first paint;
 * - after the build, writes build/manifest.webmanifest (from src/data/site.ts, its colours from
 *   src/css/tokens.css) and build/sw.js:
 *   the worker precaches the app shell of this build (the offline page with its CSS and
 *   JavaScript, the logo and icons), keeps the pages a reader opens (network first, so an online
 *   reader always gets the current version) with the files they use, and answers an address
 *   never opened with the offline page. Members' areas and the API are never cached
 *   (src/features/offline/swPolicy.mjs, inlined into the worker). The page registers it once
 *   loaded and idle (src/clientModules/serviceWorker.ts).
 * Home-made rather than @docusaurus/plugin-pwa: that plugin looks pages up as /a/b or
 * /a/b/index.html, while this site's files are /a/b.html (trailingSlash: false), it precaches
 * every file of the site on the first visit, and it registers its worker while the page loads.
 */
import {createHash} from 'node:crypto';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import {designTokens} from '../scripts/lib/designTokens.mjs';
import {site} from '../src/data/site';
import {MANIFEST_PATH, OFFLINE_PATH} from '../src/features/offline/swPolicy.mjs';

export const SW_PATH = '/sw.js';
export const APPLE_TOUCH_ICON = '/img/icons/apple-touch-icon.png';
const tokens = designTokens();
/** The browser's frame around the page (--la-theme-color): the brand green, and the dark theme's background. */
export const THEME_COLORS = {light: tokens.light('--la-theme-color'), dark: tokens.dark('--la-theme-color')};

/** The web app manifest. */
export function webManifest(): Record<string, unknown> {
  return {
    name: `${site.title}: tự học bất cứ điều gì`,
    short_name: site.title,
    description: site.tagline,
    lang: 'vi',
    dir: 'ltr',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: tokens.light('--la-app-background'),
    theme_color: THEME_COLORS.light,
    icons: [
      {src: '/img/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any'},
      {src: '/img/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any'},
      {src: '/img/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable'},
    ],
  };
}

/**
 * Same-origin scripts and stylesheets a built page loads (its app shell): script
 * elements, stylesheets, and the scripts it lists to run after its first paint
 * (plugins/page-template.ts).
 */
export function pageAssets(html: string): string[] {
  const tree = unified().use(rehypeParse).parse(html);
  const urls = selectAll('script[src], link[rel~=stylesheet][href], script[data-page-scripts]', tree).flatMap(
    (element) =>
      element.properties.dataPageScripts === undefined
        ? [String(element.properties.src ?? element.properties.href)]
        : (JSON.parse(toString(element)) as string[]),
  );
  return [...new Set(urls.filter((url) => url.startsWith('/') && !url.startsWith('//')))];
}

/** The worker's source: the policy module inlined (without its `export`s), then the handlers. */
export function serviceWorkerSource({
  version,
  shell,
  policy,
}: {
  version: string;
  shell: string[];
  policy: string;
}): string {
  const inlinedPolicy = policy.replace(/^export\s+/gm, '');
  return `/* Learn Anything: service worker for offline reading (written by plugins/service-worker.ts). */
'use strict';
const VERSION = ${JSON.stringify(version)};
const SHELL = ${JSON.stringify(shell)};
${inlinedPolicy}
const SHELL_CACHE = SHELL_CACHE_PREFIX + VERSION;

async function trim(cache, max) {
  const keys = await cache.keys();
  for (let i = 0; i < keys.length - max; i++) await cache.delete(keys[i]);
}

async function keep(cacheName, key, response, max) {
  const cache = await caches.open(cacheName);
  await cache.put(key, response);
  await trim(cache, max);
}

async function page(event) {
  const key = pageKey(event.request.url);
  try {
    const response = await fetch(event.request);
    if (isKeepable(response, {page: true})) event.waitUntil(keep(PAGES_CACHE, key, response.clone(), MAX_PAGES));
    return response;
  } catch (error) {
    const cached = await caches.match(key, {cacheName: PAGES_CACHE});
    if (cached) return cached;
    return offlinePage(event.request.url, error);
  }
}

// The offline page for an address not kept: at its own address (a page hydrates only at its
// own route), saying which page could not be opened.
async function offlinePage(url, error) {
  const requested = new URL(url);
  if (requested.pathname === OFFLINE_PATH) {
    const offline = await caches.match(OFFLINE_PATH, {cacheName: SHELL_CACHE});
    if (offline) return offline;
    throw error;
  }
  return Response.redirect(OFFLINE_PATH + '?trang=' + encodeURIComponent(requested.pathname), 302);
}

async function privatePage(event) {
  try {
    return await fetch(event.request);
  } catch (error) {
    return offlinePage(event.request.url, error);
  }
}

async function cacheFirst(event) {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (isKeepable(response, {page: false})) event.waitUntil(keep(ASSETS_CACHE, event.request, response.clone(), MAX_ASSETS));
  return response;
}

async function staleWhileRevalidate(event) {
  const cached = await caches.match(event.request);
  const network = fetch(event.request).then((response) => {
    if (isKeepable(response, {page: false})) return keep(ASSETS_CACHE, event.request, response.clone(), MAX_ASSETS).then(() => response);
    return response;
  });
  if (cached) {
    event.waitUntil(network.catch(() => undefined));
    return cached;
  }
  return network;
}

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(SHELL_CACHE_PREFIX) && name !== SHELL_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

// The page's "Tải lại" button (register.ts): the new version takes over, then the page reloads.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = strategyFor({url: request.url, method: request.method, mode: request.mode, origin: self.location.origin});
  if (strategy === 'page') event.respondWith(page(event));
  else if (strategy === 'private-page') event.respondWith(privatePage(event));
  else if (strategy === 'immutable') event.respondWith(cacheFirst(event));
  else if (strategy === 'static') event.respondWith(staleWhileRevalidate(event));
});
`;
}

export default function serviceWorkerPlugin(context: LoadContext): Plugin {
  return {
    name: 'service-worker',
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON}},
          {
            tagName: 'meta',
            attributes: {name: 'theme-color', media: '(prefers-color-scheme: light)', content: THEME_COLORS.light},
          },
          {
            tagName: 'meta',
            attributes: {name: 'theme-color', media: '(prefers-color-scheme: dark)', content: THEME_COLORS.dark},
          },
        ],
      };
    },
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, MANIFEST_PATH), `${JSON.stringify(webManifest(), null, 2)}\n`);
      const offlineHtml = await readFile(path.join(outDir, `${OFFLINE_PATH}.html`), 'utf8');
      const icons = (webManifest().icons as {src: string}[]).map((icon) => icon.src);
      const shell = [
        OFFLINE_PATH,
        ...pageAssets(offlineHtml),
        '/img/logo.svg',
        site.favicon,
        MANIFEST_PATH,
        APPLE_TOUCH_ICON,
        ...icons,
      ];
      const policy = await readFile(path.join(context.siteDir, 'src/features/offline/swPolicy.mjs'), 'utf8');
      // A new version whenever the shell, the policy or the offline page changes (then the prompt appears).
      const version = createHash('sha256')
        .update(JSON.stringify(shell))
        .update(policy)
        .update(offlineHtml)
        .digest('hex')
        .slice(0, 12);
      await writeFile(path.join(outDir, SW_PATH), serviceWorkerSource({version, shell, policy}));
    },
  };
}
