/**
 * Search and sharing signals written into the built pages (postBuild), from the content the
 * docs and blog plugins loaded and from src/data, so no JavaScript ships for them:
 * - structured data (src/lib/seo/structuredData.ts): the Organization on the home page,
 *   Article/TechArticle on every knowledge-base article (dates from git), the books of
 *   /tu-sach, FAQPage and BreadcrumbList on course pages, BreadcrumbList on blog posts
 *   (Docusaurus writes BlogPosting, Course pages write Course, docs write their breadcrumbs);
 * - a social image (og:image, twitter:image) for every page with a title of its own, and the
 *   site's default image (the home page's), drawn by plugins/og-images.ts;
 * - the 404 page without a canonical link or hreflang (it is not an address of its own).
 * Runs before plugins/hosting-config.ts (the JSON-LD blocks are data, never hashed for the CSP).
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {knowledgeSections} from '../src/data/sections';
import {books} from '../src/data/books';
import {courses, coursePath} from '../src/data/courses';
import {site} from '../src/data/site';
import {
  articleJsonLd,
  bookshelfJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  jsonLdScripts,
  organizationJsonLd,
  type SiteFacts,
} from '../src/lib/seo/structuredData';
import {appendToHead, metaContent, setMetaContent, titleOf, withoutCanonical} from '../src/lib/seo/htmlHead';
import {cardSection, ogImagePath} from '../src/lib/seo/ogCard';
import {isMembersContentPath} from '../src/features/auth/membersPath';
import {renderOgImages, type OgJob} from './og-images';

const KNOWLEDGE_DOCS_ID = 'kien-thuc';
export const LOGO_PATH = '/img/icons/icon-512.png';
export const BOOKSHELF_PATH = '/tu-sach';
export const DEFAULT_OG_IMAGE = '/img/og-default.png';
const DEFAULT_OG_TITLE = 'Tự học bất cứ điều gì, bằng tiếng Việt';
/** Pages that get no image of their own: not pages for sharing (with the members pages, isMembersContentPath). */
const NO_OWN_IMAGE = [/^\/$/, /^\/404$/, /^\/ngoai-tuyen$/];

/**
 * Replaces a built file in one step: Docusaurus runs the plugins' postBuild in parallel, and
 * others (hosting-config, search-index) read these pages meanwhile; they see the old or the new
 * page, never a half-written one.
 */
async function replaceFile(file: string, content: string): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, content);
  await rename(partial, file);
}

/** The built HTML file of a route (trailingSlash: false writes /a/b as a/b.html). */
export function htmlFileOf(outDir: string, route: string): string {
  return route === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${route.replace(/\/+$/, '')}.html`);
}

/**
 * When each file under `dir` was first committed (epoch ms), from one `git log`: newest first,
 * so the last time seen is the oldest. Empty without git history (a shallow or no checkout).
 */
export function gitFirstCommitTimes(siteDir: string, dir: string): Map<string, number> {
  const times = new Map<string, number>();
  let log = '';
  try {
    log = execFileSync('git', ['log', '--diff-filter=A', '--format=@%ct', '--name-only', '--', dir], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch {
    return times;
  }
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], {cwd: siteDir, encoding: 'utf8'}).trim();
  let time = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) time = Number(line.slice(1)) * 1000;
    else if (line.trim()) times.set(path.resolve(root, line.trim()), time);
  }
  return times;
}

interface ArticleSource {
  permalink: string;
  title: string;
  description: string;
  source: string;
  lastUpdatedAt?: number;
  tags: string[];
}

export default function seoPlugin(context: LoadContext): Plugin {
  let articles: ArticleSource[] = [];
  let posts: {permalink: string; title: string}[] = [];
  const siteFacts = (): SiteFacts => ({
    url: context.siteConfig.url,
    title: site.title,
    logo: LOGO_PATH,
    sameAs: [site.facebookUrl, site.youtubeUrl, site.substackUrl],
  });
  const absolute = (source: string) => path.join(context.siteDir, source.replace(/^@site\//, ''));
  const clean = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

  /** Gives every page with a title of its own its social image (og:image and twitter:image). */
  async function writeSocialImages(outDir: string, routes: string[]) {
    const defaultImage = `${context.siteConfig.url}${DEFAULT_OG_IMAGE}`;
    const suffix = ` ${context.siteConfig.titleDelimiter ?? '|'} ${site.title}`;
    const pages: {route: string; file: string; html: string; image: string}[] = [];
    // The site's own card: the home page's image, and every page's until it gets its own.
    const jobs: OgJob[] = [
      {card: {title: DEFAULT_OG_TITLE, ...cardSection('/')}, file: path.join(outDir, DEFAULT_OG_IMAGE)},
    ];
    for (const route of new Set(routes)) {
      const file = htmlFileOf(outDir, route);
      if (isMembersContentPath(route) || NO_OWN_IMAGE.some((pattern) => pattern.test(route)) || !existsSync(file))
        continue;
      const html = await readFile(file, 'utf8');
      if (/http-equiv=["']?refresh/i.test(html) || metaContent(html, 'og:image') !== defaultImage) continue;
      const fullTitle = titleOf(html);
      const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
      if (!title || title === site.title) continue;
      const image = ogImagePath(route);
      pages.push({route, file, html, image});
      jobs.push({card: {title, ...cardSection(route)}, file: path.join(outDir, image)});
    }
    const stats = await renderOgImages(jobs, {
      cacheDir: path.join(context.siteDir, '.cache', 'og-images'),
      logoSvg: await readFile(path.join(context.siteDir, 'static/img/logo.svg'), 'utf8'),
      host: new URL(context.siteConfig.url).host,
    });
    for (const {file, html, image} of pages) {
      const url = `${context.siteConfig.url}${image}`;
      await replaceFile(file, setMetaContent(setMetaContent(html, 'og:image', url), 'twitter:image', url));
    }
    console.log(
      `[seo] Ảnh chia sẻ: ${stats.total} trang, ${stats.drawn} ảnh vẽ mới, ${stats.seconds.toFixed(1)} giây.`,
    );
  }

  return {
    name: 'seo',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.[KNOWLEDGE_DOCS_ID] as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      if (!docs || !blog) throw new Error('seo: cần nội dung của kho kiến thức và blog.');
      const sectionPages = new Set(knowledgeSections.map((s) => s.to));
      articles = docs.loadedVersions[0].docs
        .filter((doc) => !doc.unlisted && !sectionPages.has(clean(doc.permalink)))
        .map((doc) => ({
          permalink: clean(doc.permalink),
          title: doc.title,
          description: doc.description,
          source: absolute(doc.source),
          lastUpdatedAt: doc.lastUpdatedAt ?? undefined,
          tags: doc.tags.map((t) => t.label),
        }));
      posts = blog.blogPosts
        .filter((p) => !p.metadata.unlisted)
        .map((p) => ({permalink: p.metadata.permalink, title: p.metadata.title}));
    },
    async postBuild({outDir, routesPaths}) {
      const facts = siteFacts();
      await writeSocialImages(outDir, routesPaths.map(clean));
      const firstCommits = gitFirstCommitTimes(context.siteDir, 'kien-thuc');
      const edit = async (route: string, change: (html: string) => string) => {
        const file = htmlFileOf(outDir, route);
        if (!existsSync(file)) throw new Error(`seo: không có ${file} cho ${route}.`);
        await replaceFile(file, change(await readFile(file, 'utf8')));
      };
      const addJsonLd = (route: string, items: Record<string, unknown>[]) =>
        edit(route, (html) => appendToHead(html, jsonLdScripts(items)));

      await addJsonLd('/', [organizationJsonLd(facts)]);

      for (const article of articles) {
        const section = knowledgeSections.find((s) => article.permalink.startsWith(`${s.to}/`));
        const modifiedAt = article.lastUpdatedAt ?? Date.now();
        await edit(article.permalink, (html) =>
          appendToHead(
            html,
            jsonLdScripts([
              articleJsonLd(
                {
                  permalink: article.permalink,
                  title: article.title,
                  description: article.description,
                  image: metaContent(html, 'og:image') ?? `${facts.url}/img/og-default.png`,
                  publishedAt: firstCommits.get(article.source) ?? modifiedAt,
                  modifiedAt,
                  technical: Boolean(section?.technical),
                  section: section?.title ?? 'Kiến thức',
                  keywords: article.tags,
                  about: books.find((b) => b.summaryPath === article.permalink),
                },
                facts,
              ),
            ]),
          ),
        );
      }

      for (const post of posts) {
        await addJsonLd(post.permalink, [
          breadcrumbJsonLd(
            [
              {name: 'Blog', path: '/blog'},
              {name: post.title, path: post.permalink},
            ],
            facts,
          ),
        ]);
      }

      for (const course of courses) {
        const pagePath = coursePath(course.slug);
        await addJsonLd(pagePath, [
          breadcrumbJsonLd(
            [
              {name: 'Khóa học', path: '/khoa-hoc'},
              {name: course.shortTitle, path: pagePath},
            ],
            facts,
          ),
          ...(course.faq.length > 0 ? [faqJsonLd(course.faq, pagePath, facts)] : []),
        ]);
      }

      await addJsonLd(BOOKSHELF_PATH, [bookshelfJsonLd(books, BOOKSHELF_PATH, facts)]);

      await replaceFile(
        path.join(outDir, '404.html'),
        withoutCanonical(await readFile(path.join(outDir, '404.html'), 'utf8')),
      );
    },
  };
}
