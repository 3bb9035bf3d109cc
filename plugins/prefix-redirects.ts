/**
 * Redirect pages, written after the build:
 * - every leading part of a page's address that is not a page itself (/kien-thuc/category,
 *   /blog/page, /kien-thuc/python/web-scraping …) leads to the page chosen for that folder
 *   (the knowledge base's category page for it) or to its nearest ancestor;
 * - the explicit `redirects` (old addresses).
 * Home-made rather than @docusaurus/plugin-client-redirects for two measured reasons: that
 * plugin's page has no lang, no title and an inline script (one more CSP hash, nothing without
 * JavaScript), which html-validate and axe flag; and it cannot derive redirects from the full
 * list of routes. Firebase Hosting answers the explicit ones first with a 301 (firebase.json).
 */
import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {missingPrefixes, redirectPage, redirectTarget} from '../src/lib/pathPrefixes';

export interface Options {
  redirects: {from: string; to: string}[];
}

interface SidebarNode {
  type: string;
  id?: string;
  items?: SidebarNode[];
  link?: {type: string; permalink?: string};
}

const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Longest common folder of some permalinks ("/a/b/x", "/a/b/y" → "/a/b"). */
function commonFolder(permalinks: string[]): string {
  const split = permalinks.map((p) => clean(p).split('/').slice(0, -1));
  const first = split[0] ?? [];
  let n = first.length;
  for (const parts of split) {
    let i = 0;
    while (i < n && parts[i] === first[i]) i++;
    n = i;
  }
  return first.slice(0, n).join('/') || '/';
}

export default function prefixRedirectsPlugin(context: LoadContext, options: Options): Plugin {
  /** Folder of a knowledge-base category → its generated index page. */
  const folderPages = new Map<string, string>();
  return {
    name: 'prefix-redirects',
    async allContentLoaded({allContent}) {
      folderPages.clear();
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      for (const content of Object.values(docsPlugins)) {
        for (const version of content.loadedVersions) {
          const permalinkOf = new Map(version.docs.map((d) => [d.id, d.permalink]));
          const docIds = (items: SidebarNode[]): string[] =>
            items.flatMap((i) => (i.type === 'doc' || i.type === 'ref' ? [i.id ?? ''] : docIds(i.items ?? [])));
          const walk = (items: SidebarNode[]) => {
            for (const item of items) {
              if (item.type !== 'category') continue;
              const permalinks = docIds(item.items ?? []).flatMap((id) => permalinkOf.get(id) ?? []);
              if (item.link?.type === 'generated-index' && item.link.permalink && permalinks.length > 0) {
                folderPages.set(commonFolder(permalinks), clean(item.link.permalink));
              }
              walk(item.items ?? []);
            }
          };
          for (const items of Object.values(version.sidebars)) walk(items as SidebarNode[]);
        }
      }
    },
    async postBuild({routesPaths, outDir, siteConfig}) {
      const pages = routesPaths.map(clean).filter((p) => !p.endsWith('.html'));
      const existing = new Set(pages);
      const redirects = [
        ...options.redirects,
        ...missingPrefixes(pages).map((from) => ({from, to: redirectTarget(from, existing, folderPages)})),
      ];
      for (const {from, to} of redirects) {
        const file = path.join(outDir, `${from}.html`);
        if (existsSync(file)) throw new Error(`prefix-redirects: ${from} đã là một trang, không thể chuyển hướng.`);
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, redirectPage({to, canonical: `${siteConfig.url}${encodeURI(to)}`}));
      }
    },
  };
}
