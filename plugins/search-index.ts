import {execFileSync} from 'node:child_process';
import {readFile, writeFile, mkdir, mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Element, Root, RootContent} from 'hast';
import {unified} from 'unified';
import rehypeParse from 'rehype-parse';
import {matches, select} from 'hast-util-select';
import {toText} from 'hast-util-to-text';
import {classifyRoute} from '../src/features/search/searchSections';
import {foldD, foldedTerms} from '../src/lib/foldVietnamese';

/** Page chrome and widgets that are not the page's own text. */
const EXCLUDED = [
  'nav',
  'script',
  'style',
  'button',
  'form',
  'svg',
  '.hash-link',
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.theme-edit-this-page',
  '.theme-blog-footer-edit-meta-row',
  'footer',
  '[data-search-ignore]',
].join(', ');

function htmlFileOf(outDir: string, route: string): string {
  return route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${decodeURI(route)}.html`);
}

function withoutExcluded(node: Element): Element {
  return {
    ...node,
    children: node.children
      .filter((child) => child.type !== 'element' || !matches(EXCLUDED, child))
      .map((child) => (child.type === 'element' ? withoutExcluded(child) : child)) as Element['children'],
  };
}

interface ExtractedPage {
  title: string;
  text: string;
}

export function extractPage(html: string): ExtractedPage | null {
  const tree = unified().use(rehypeParse).parse(html) as Root;
  const root = (select('article', tree) ?? select('main', tree)) as Element | undefined;
  if (!root) return null;
  const content = withoutExcluded(root);
  const h1 = select('h1', content);
  const title = h1 ? toText(h1).trim() : (toText(select('title', tree) as RootContent).split('|')[0] ?? '').trim();
  const text = toText(content).replace(/\s+/g, ' ').trim();
  return {title, text};
}

/**
 * After the build, indexes every content page with Pagefind into build/pagefind
 * (section as a filter; đ folded in the indexed text, the original text kept as
 * metadata for excerpts) and writes a small vocabulary for spelling suggestions.
 */
interface SearchRecord {
  url: string;
  language: 'vi';
  content: string;
  meta: {title: string; section: string; text: string};
  filters: {section: string[]};
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      const records: SearchRecord[] = [];
      const vocabulary = new Map<string, number>();
      for (const route of [...new Set(routesPaths)].sort()) {
        const section = classifyRoute(route);
        const file = htmlFileOf(outDir, route);
        if (!section || !existsSync(file)) continue;
        const page = extractPage(await readFile(file, 'utf8'));
        if (!page || page.text.length < 80) continue;
        records.push({
          url: route,
          language: 'vi',
          content: foldD(`${page.title}. ${page.text}`),
          meta: {
            title: page.title,
            section: section.subsection ? `${section.section} › ${section.subsection}` : section.section,
            text: page.text,
          },
          filters: {section: [section.section]},
        });
        for (const term of foldedTerms(`${page.title} ${page.text}`)) {
          if (term.length >= 4 && !/^\d+$/.test(term)) vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
        }
      }
      const bundle = path.join(outDir, 'pagefind');
      const work = await mkdtemp(path.join(tmpdir(), 'search-index-'));
      try {
        const recordsFile = path.join(work, 'records.json');
        await writeFile(recordsFile, JSON.stringify(records));
        execFileSync(
          process.execPath,
          [path.join(context.siteDir, 'scripts/write-search-index.mjs'), recordsFile, bundle],
          {
            stdio: 'inherit',
          },
        );
      } finally {
        await rm(work, {recursive: true, force: true});
      }
      await mkdir(bundle, {recursive: true});
      const words = [...vocabulary.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([w]) => w);
      await writeFile(path.join(bundle, 'tu-vung.json'), JSON.stringify(words));
      console.log(`[search-index] ${records.length} trang đã được lập chỉ mục, ${words.length} từ gợi ý chính tả.`);
    },
  };
}
