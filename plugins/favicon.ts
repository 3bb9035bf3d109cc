import {readFileSync} from 'node:fs';
import path from 'node:path';
import {site} from '../src/data/site';

/**
 * The favicon (static/img/favicon.svg) as a data: URL, for every page's `<link rel="icon">`
 * (the config's `favicon`): the browser then makes no request for it. A favicon file is
 * fetched once the page has loaded, and Lighthouse counts that request before the largest
 * paint when the first frame is shown after it. The home page links the file as well
 * (src/features/home/HomePage.tsx): Google Search takes a site's favicon from a URL on the
 * home page.
 */
export function faviconDataUrl(staticDir = 'static'): string {
  const svg = readFileSync(path.join(staticDir, site.favicon), 'utf8').replace(/>\s+</g, '><').trim();
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
