/**
 * The clean form of a path that ends in `.html` or `/index.html`, as Firebase
 * Hosting's cleanUrls serves it: `/x.html` and `/x/index.html` become `/x`,
 * `/index.html` becomes `/`. Other paths are returned unchanged.
 */
export function cleanHtmlPath(pathname: string): string {
  if (pathname.endsWith('/index.html')) {
    const parent = pathname.slice(0, -'/index.html'.length);
    return parent === '' ? '/' : parent;
  }
  if (pathname.endsWith('.html')) {
    return pathname.slice(0, -'.html'.length) || '/';
  }
  return pathname;
}
