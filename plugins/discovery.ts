import {createHash} from 'node:crypto';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent, DocMetadata} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {knowledgeSections} from '../src/data/sections';
import {relatedItems, tagKey, type DiscoveryItem} from '../src/features/discovery/related';
import {
  latestPosts,
  recentlyUpdated,
  summariseSections,
  topTags,
  type Article,
} from '../src/features/discovery/knowledgeBase';

/**
 * Discovery, all computed at build time from the content the docs and blog plugins loaded
 * (`allContentLoaded`), so browsers only receive links:
 * - /kien-thuc, the knowledge base's home: its sections with article counts and where to
 *   start, the recently updated articles, the most used tags;
 * - the home page (/), with the latest posts and recently updated articles;
 * - for every knowledge article and blog post, a JSON file of 3–5 related items that
 *   plugins/remark-related-items.ts imports at the end of that page's own MDX, so the
 *   links ship in the page's chunk and change whenever the data does.
 */

export const PLUGIN_NAME = 'discovery';
const KNOWLEDGE_DOCS_ID = 'kien-thuc';

/** Name of the related-items JSON of a Markdown file (by its absolute path), under this plugin's data folder. */
export function relatedDataName(absoluteSourcePath: string): string {
  const hash = createHash('sha256').update(path.resolve(absoluteSourcePath)).digest('hex').slice(0, 16);
  return `related/${hash}.json`;
}

/** The import specifier of that JSON (Docusaurus aliases @generated to the generated files folder). */
export function relatedDataImport(absoluteSourcePath: string): string {
  return `@generated/${PLUGIN_NAME}/default/${relatedDataName(absoluteSourcePath)}`;
}

/** Doc ids in the order of a sidebar (what a reader meets first comes first). */
function sidebarDocIds(items: unknown[]): string[] {
  return items.flatMap((item) => {
    const i = item as {type: string; id?: string; items?: unknown[]; link?: {type: string; id?: string}};
    if (i.type === 'doc' || i.type === 'ref') return i.id ? [i.id] : [];
    if (i.type === 'category')
      return [...(i.link?.type === 'doc' && i.link.id ? [i.link.id] : []), ...sidebarDocIds(i.items ?? [])];
    return [];
  });
}

/** Docs metadata keeps the trailing slash of index pages (/kien-thuc/python/); the site's URLs have none. */
const clean = (permalink: string) => (permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink);

const isSectionPage = (doc: DocMetadata) => knowledgeSections.some((s) => s.to === clean(doc.permalink));

export default function discoveryPlugin(context: LoadContext): Plugin {
  const absolute = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[KNOWLEDGE_DOCS_ID] as DocsContent | undefined;
      const blogContent = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!docsContent || !blogContent) throw new Error('discovery: cần nội dung của kho kiến thức và blog.');
      const version = docsContent.loadedVersions[0];
      const docs = version.docs
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({...doc, permalink: clean(doc.permalink)}));
      const articleDocs = docs.filter((doc) => !isSectionPage(doc));
      const posts = blogContent.blogPosts.filter((post) => !post.metadata.unlisted);

      const articles: Article[] = articleDocs.map((doc) => ({
        title: doc.title,
        permalink: doc.permalink,
        description: doc.description,
        tags: doc.tags.map(({label, permalink}) => ({label, permalink})),
        lastUpdatedAt: doc.lastUpdatedAt ?? undefined,
      }));
      const byId = new Map(docs.map((doc) => [doc.id, doc]));
      const order = Object.values(version.sidebars)
        .flatMap((items) => sidebarDocIds(items))
        .map((id) => byId.get(id)?.permalink)
        .filter((p): p is string => Boolean(p));

      const recent = recentlyUpdated(knowledgeSections, articles, 6);
      const knowledgeHome = await actions.createData(
        'knowledge-home.json',
        JSON.stringify({
          sections: summariseSections(knowledgeSections, articles, order),
          recentlyUpdated: recent,
          tags: topTags(articles, 16),
          tagsPath: `${version.path}/tags`,
          articleCount: articles.length,
        }),
      );
      actions.addRoute({
        path: version.path,
        component: '@site/src/features/discovery/KnowledgeHomePage',
        exact: true,
        modules: {data: knowledgeHome},
      });

      const home = await actions.createData(
        'home.json',
        JSON.stringify({
          latestPosts: latestPosts(
            posts.map((p) => p.metadata),
            3,
          ),
          recentlyUpdated: recent.slice(0, 3),
        }),
      );
      actions.addRoute({
        path: context.siteConfig.baseUrl,
        component: '@site/src/features/home/HomePage',
        exact: true,
        modules: {data: home},
      });

      // Related items: knowledge articles and blog posts are candidates for each other.
      const folderOf = (permalink: string) => permalink.split('/').slice(1, -1).join('/');
      const sectionOf = (permalink: string) => permalink.split('/').slice(1, 3).join('/');
      const candidates: (DiscoveryItem & {source: string})[] = [
        ...articleDocs.map((doc) => ({
          title: doc.title,
          permalink: doc.permalink,
          tags: doc.tags.map((t) => tagKey(t.label)),
          section: sectionOf(doc.permalink),
          folder: folderOf(doc.permalink),
          date: doc.lastUpdatedAt ?? 0,
          source: doc.source,
        })),
        ...posts.map(({metadata}) => ({
          title: metadata.title,
          permalink: metadata.permalink,
          tags: metadata.tags.map((t) => tagKey(t.label)),
          section: 'blog',
          folder: 'blog',
          date: new Date(metadata.date).getTime(),
          source: metadata.source,
        })),
      ];
      const writeRelated = async (source: string, items: unknown[]) => {
        const file = absolute(source);
        const written = await actions.createData(relatedDataName(file), JSON.stringify(items));
        const expected = path.join(context.generatedFilesDir, PLUGIN_NAME, 'default', relatedDataName(file));
        if (path.resolve(written) !== path.resolve(expected)) {
          throw new Error(
            `discovery: dữ liệu bài liên quan nằm ở ${written}, không phải ${expected} như remark-related-items cần.`,
          );
        }
      };
      for (const item of candidates) {
        // Posts suggest posts and articles alike; articles suggest articles first (blog posts when they share tags).
        await writeRelated(item.source, relatedItems(item, candidates, {min: 3, max: 4}));
      }
      // Section pages list their articles already, and unlisted pages are not suggested nor
      // suggest: they get an empty list (their import must still resolve).
      const withList = new Set(candidates.map((c) => c.source));
      for (const source of [
        ...version.docs.map((d) => d.source),
        ...blogContent.blogPosts.map((p) => p.metadata.source),
      ]) {
        if (!withList.has(source)) await writeRelated(source, []);
      }
    },
  };
}
