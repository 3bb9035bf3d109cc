import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {whenInteractive} from '@site/src/lib/whenIdle';

/**
 * Offline reading (plugins/service-worker.ts): once the page has loaded and the browser is
 * idle, loads the small registration chunk (src/features/offline/register.ts), so nothing of
 * it is in the page's first-load JavaScript. Production builds only: in development the
 * worker would keep serving stale pages.
 */

type Offline = typeof import('@site/src/features/offline/register');
let offline: Promise<Offline> | undefined;

const supported =
  ExecutionEnvironment.canUseDOM &&
  process.env.NODE_ENV === 'production' &&
  'serviceWorker' in navigator &&
  'caches' in window;

if (supported) {
  whenInteractive(() => {
    offline = import('@site/src/features/offline/register');
    offline
      .then((module) => module.registerServiceWorker())
      .catch((error: unknown) => console.warn('Không bật được đọc ngoại tuyến:', error));
  });
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
