import {BASE_URL} from './browser';

/** The path of every page listed in the served sitemap.xml (site URL removed, decoded). */
export async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(new URL(m[1]).pathname));
}
