/**
 * What the service worker (plugins/service-worker.ts writes build/sw.js with this file inlined)
 * and the page (register.ts) do with each request: plain JavaScript without imports, so that
 * it can be inlined into the worker and tested as it is.
 */

/** Cache of the pages a reader opened (kept across versions: a page is replaced when read again online). */
export const PAGES_CACHE = 'la-trang-v1';
/** Cache of the files those pages use (hashed, immutable) and of images. */
export const ASSETS_CACHE = 'la-tep-v1';
/** The app shell of one build is precached as `${SHELL_CACHE_PREFIX}<version>`. */
export const SHELL_CACHE_PREFIX = 'la-khung-';
/** The page shown for an address that was never opened, when offline. */
export const OFFLINE_PATH = '/ngoai-tuyen';
/** The web app manifest (written by plugins/service-worker.ts, linked by register.ts). */
export const MANIFEST_PATH = '/manifest.webmanifest';
/** Most pages kept for offline reading; the oldest go first. */
export const MAX_PAGES = 60;
/** Most files kept. */
export const MAX_ASSETS = 400;

/** Members' pages and resources: never cached (offline, the offline page stands in for them). */
const PRIVATE = [/^\/members(\/|$)/, /^\/tai-nguyen(\/|$)/];
/**
 * Never cached nor answered by the worker at all: the API (its own copy of API_PREFIX in
 * src/data/apiPaths.ts; swPolicy.test.ts checks it), Firebase's reserved paths, the worker itself.
 */
const UNTOUCHED = [/^\/api(\/|$)/, /^\/__\//, /^\/sw\.js$/];

export function isNeverCached(pathname) {
  return [...PRIVATE, ...UNTOUCHED].some((pattern) => pattern.test(pathname));
}

/** Files whose name carries a content hash or a version: never change at that address. */
export function isImmutableAsset(pathname) {
  return /^\/(assets|vendor)\//.test(pathname) || /^\/pagefind\/(fragment|index|filter)\//.test(pathname);
}

/** Other static files worth keeping: images, fonts, the manifest, the search engine's files, the review items. */
export function isStaticFile(pathname) {
  return (
    /^\/(img|pagefind|on-tap-du-lieu)\//.test(pathname) ||
    /\.(png|svg|webp|jpe?g|ico|woff2?|webmanifest)$/.test(pathname)
  );
}

/**
 * How the worker answers a GET request: 'network' (not at all: the browser fetches as usual),
 * 'page' (network first, the cached copy when offline, else the offline page),
 * 'private-page' (a members' page: the network, else the offline page; never kept),
 * 'immutable' (cache first), 'static' (cache, refreshed from the network in the background).
 */
export function strategyFor({url, method, mode, origin}) {
  const u = new URL(url);
  if (method !== 'GET' || u.origin !== origin || UNTOUCHED.some((pattern) => pattern.test(u.pathname)))
    return 'network';
  const isPrivate = PRIVATE.some((pattern) => pattern.test(u.pathname));
  if (mode === 'navigate') return isPrivate ? 'private-page' : 'page';
  if (isPrivate) return 'network';
  if (isImmutableAsset(u.pathname)) return 'immutable';
  if (isStaticFile(u.pathname)) return 'static';
  return 'network';
}

/** The key a page is cached under: its address without query nor fragment, nor .html, nor a trailing slash. */
export function pageKey(url) {
  const u = new URL(url);
  let pathname = u.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  return `${u.origin}${pathname}`;
}

/** Whether a response may be kept: a full, successful, same-origin answer that is an HTML page when a page is expected. */
export function isKeepable(response, {page}) {
  if (!response || response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  const cacheControl = response.headers.get('cache-control') || '';
  if (/no-store|private/i.test(cacheControl)) return false;
  return !page || /text\/html/i.test(response.headers.get('content-type') || '');
}
