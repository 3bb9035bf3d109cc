import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {ClientModule} from '@docusaurus/types';
import {whenInteractive} from '@site/src/lib/whenIdle';

/**
 * Google Tag Manager, only when the site is built with GTM_CONTAINER_ID
 * (customFields.gtmContainerId, checked by plugins/hosting-config.ts, which
 * also allows Tag Manager's origins in the Content-Security-Policy). Without
 * it, this module does nothing: no script, no dataLayer.
 *
 * The container loads once the page is interactive (after `load`, when the
 * browser is next idle), so it never competes with the page's own code.
 * Client-side navigations push a `virtual_page_view` event.
 *
 * With the CSP, Tag Manager's built-in tag templates work (GA4 and the like);
 * Custom HTML tags and custom JavaScript variables do not (they need
 * 'unsafe-inline'/'unsafe-eval'), nor does Preview mode.
 */

type DataLayerWindow = Window & {dataLayer?: unknown[]};

const configured = siteConfig.customFields?.gtmContainerId;
const containerId =
  ExecutionEnvironment.canUseDOM && typeof configured === 'string' && configured !== '' ? configured : null;

function dataLayer(): unknown[] {
  const win = window as DataLayerWindow;
  win.dataLayer ??= [];
  return win.dataLayer;
}

function loadTagManager(id: string): void {
  dataLayer().push({'gtm.start': Date.now(), event: 'gtm.js'});
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

if (containerId) {
  whenInteractive(() => loadTagManager(containerId));
}

const analytics: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!containerId || !previousLocation || location.pathname === previousLocation.pathname) return;
    // The page title is updated just after this hook; read it on the next task.
    window.setTimeout(() => {
      dataLayer().push({
        event: 'virtual_page_view',
        page_path: location.pathname + location.search,
        page_title: document.title,
      });
    });
  },
};

export default analytics;
