/**
 * Links the web app manifest, registers the service worker (build/sw.js), keeps the
 * page the reader is on for offline reading, and offers the new version when one is
 * waiting ("Có phiên bản mới"). Loaded lazily by src/clientModules/serviceWorker.ts.
 */
import {
  ASSETS_CACHE,
  MANIFEST_PATH,
  OFFLINE_PATH,
  PAGES_CACHE,
  isNeverCached,
  pageKey,
  strategyFor,
} from './swPolicy.mjs';

export const SW_URL = '/sw.js';
const PROMPT_ID = 'la-phien-ban-moi';

/**
 * Saves the current page and the same-origin files it loaded: the first page of a visit loaded
 * before the worker existed, and pages opened by in-site links never pass through it as pages.
 */
export async function keepCurrentPage(): Promise<void> {
  if (!navigator.serviceWorker.controller || isNeverCached(window.location.pathname)) return;
  const origin = window.location.origin;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const strategy = strategyFor({url, method: 'GET', mode: 'no-cors', origin});
      return strategy === 'immutable' || strategy === 'static';
    });
  const assets = await caches.open(ASSETS_CACHE);
  const missing: string[] = [];
  for (const url of new Set(files)) if (!(await caches.match(url))) missing.push(url);
  await Promise.all(missing.map((url) => assets.add(url).catch(() => undefined)));
  const pages = await caches.open(PAGES_CACHE);
  const response = await fetch(window.location.href, {credentials: 'same-origin'});
  if (response.ok && /text\/html/.test(response.headers.get('content-type') ?? '')) {
    await pages.put(pageKey(window.location.href), response);
  }
}

function button(label: string, className: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

/** The prompt: a polite status message with two buttons, the new version only on the reader's say. */
export function showUpdatePrompt(waiting: ServiceWorker): void {
  if (document.getElementById(PROMPT_ID)) return;
  const box = document.createElement('section');
  box.id = PROMPT_ID;
  box.className = 'la-update-prompt';
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', 'Phiên bản mới');
  const text = document.createElement('p');
  text.textContent = 'Có phiên bản mới của trang. Tải lại để xem nội dung mới nhất.';
  const actions = document.createElement('div');
  actions.className = 'la-update-prompt__actions';
  actions.append(
    button('Tải lại', 'button button--primary button--sm', () => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {once: true});
      waiting.postMessage({type: 'SKIP_WAITING'});
    }),
    button('Để sau', 'button button--secondary button--sm', () => box.remove()),
  );
  box.append(text, actions);
  document.body.append(box);
}

/** The manifest link, added with the worker: with both the site can be installed. */
function linkManifest(): void {
  if (document.querySelector('link[rel=manifest]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_PATH;
  document.head.append(link);
}

export async function registerServiceWorker(): Promise<void> {
  linkManifest();
  // First visit: the worker claims the page once active (listened to before it can happen).
  const controlled = navigator.serviceWorker.controller
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {once: true}),
      );
  const registration = await navigator.serviceWorker.register(SW_URL, {scope: '/'});
  // A waiting worker only matters when another one controls the page (not on the first visit).
  const promptIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) showUpdatePrompt(registration.waiting);
  };
  promptIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') promptIfWaiting();
    });
  });
  await controlled;
  // The offline page's own code (its HTML and the shared bundles are precached by the worker):
  // Docusaurus loads a route's chunks through the worker, which keeps them.
  const preloading = window.docusaurus?.preload(OFFLINE_PATH);
  if (preloading) await preloading.catch(() => undefined);
  await keepCurrentPage();
}
