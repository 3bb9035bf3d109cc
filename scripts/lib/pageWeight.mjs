/**
 * What a page loads on first view, measured in a real browser: every script
 * it loaded (those its HTML lists, plugins/page-template.ts, and any that
 * webpack added) and stylesheet it fetched, with each file's gzip size computed
 * from build/. Chunks that Docusaurus merely prefetches for links in view
 * (<link rel="prefetch">) are not counted as first-load JS.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

export function gzipSize(file) {
  return gzipSync(readFileSync(file), {level: 9}).length;
}

export async function measurePageWeight(browser, origin, route, buildDir = 'build') {
  const page = await browser.newPage();
  await page.goto(origin + route, {waitUntil: 'networkidle'});
  // The page adds its scripts after the first paint (plugins/page-template.ts):
  // the network can go quiet before that, so wait for React to have hydrated
  // the page, then for the chunks it loaded on the way.
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
  await page.waitForLoadState('networkidle');
  const {resources, pageScripts, blockingCss} = await page.evaluate(() => ({
    resources: performance.getEntriesByType('resource').map((entry) => ({url: entry.name, type: entry.initiatorType})),
    pageScripts: JSON.parse(document.querySelector('script[data-page-scripts]')?.textContent ?? '[]').map(
      (file) => new URL(file, location.href).href,
    ),
    blockingCss: Array.from(document.querySelectorAll('head link[rel="stylesheet"]')).map((link) => link.href),
  }));
  await page.close();
  const local = (url) => {
    const {origin: o, pathname} = new URL(url);
    return o === origin ? path.join(buildDir, decodeURIComponent(pathname)) : null;
  };
  let js = 0;
  let css = 0;
  const jsFiles = [];
  const scripts = new Set([...pageScripts, ...resources.filter(({type}) => type === 'script').map(({url}) => url)]);
  for (const {url} of resources) {
    const file = local(url);
    if (!file) continue;
    if (file.endsWith('.js') && scripts.has(url)) {
      // Once per file, even if a link in view prefetched it again.
      scripts.delete(url);
      js += gzipSize(file);
      jsFiles.push(path.basename(file));
    } else if (file.endsWith('.css')) {
      css += gzipSize(file);
    }
  }
  const blocking = blockingCss
    .map(local)
    .filter(Boolean)
    .reduce((sum, file) => sum + gzipSize(file), 0);
  return {route, jsGzip: js, cssGzip: css, blockingCssGzip: blocking, jsFiles};
}
