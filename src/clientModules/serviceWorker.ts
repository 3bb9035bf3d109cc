import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {whenInteractive} from '@site/src/lib/whenIdle';

/**
 * Offline reading (plugins/service-worker.ts): once a person uses the page (scrolls, taps,
 * clicks or presses a key) and the browser is then idle, loads the small registration chunk
 * (src/features/offline/register.ts). So nothing of it is in the first-load JavaScript, and the
 * worker's install (precaching, keeping the page) never competes with the first view of a page
 * nobody has touched yet. Production builds only: in development the worker would keep serving
 * stale pages.
 */

type Offline = typeof import('@site/src/features/offline/register');
let offline: Promise<Offline> | undefined;

const supported =
  ExecutionEnvironment.canUseDOM &&
  process.env.NODE_ENV === 'production' &&
  'serviceWorker' in navigator &&
  'caches' in window;

/** The first sign that someone is using the page; capture, so scrolls inside elements count too. */
const ENGAGEMENT_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

function whenEngaged(callback: () => void): void {
  const start = () => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, start, true);
    callback();
  };
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, start, {capture: true, passive: true});
}

if (supported) {
  whenEngaged(() =>
    whenInteractive(() => {
      offline = import('@site/src/features/offline/register');
      offline
        .then((module) => module.registerServiceWorker())
        .catch((error: unknown) => console.warn('Không bật được đọc ngoại tuyến:', error));
    }),
  );
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A page opened by a link inside the site: no request for its HTML went through the worker.
    if (offline && previousLocation && location.pathname !== previousLocation.pathname) {
      void offline.then((module) => module.keepCurrentPage()).catch(() => undefined);
    }
  },
};

export default clientModule;
