import {existsSync, mkdirSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {markdownToHtml, reviewItemsHtml, reviewItemsMarkdown, withPageAnchors} from '../scripts/lib/reviewHtml.mjs';
import {reviewFileOf} from '../scripts/lib/reviewItems.mjs';
import {knowledgeSections} from '../src/data/sections';
import {
  articleDataUrl,
  REVIEW_DATA_DIR,
  REVIEW_MARKDOWN_DATA,
  type ArticleReviewData,
  type ReviewItemMarkdown,
  type ReviewMarkdownData,
} from '../src/features/review/reviewData';

/**
 * The review items as JSON files the site fetches when they are needed, never in a page's
 * bundle: for each knowledge-base article with a `<article>.on-tap.md`,
 * /on-tap-du-lieu/<section>/<article>.json (its self-check, and the review page /on-tap for the
 * articles a reader follows), and /on-tap-du-lieu/markdown.json (every item's Markdown as
 * written, for the Obsidian notes). The Markdown of answers, options and
 * explanations is rendered to HTML here; raw HTML in it is dropped, and links to the article's
 * own headings (#anchor) point at the article.
 *
 * Written into a folder of Docusaurus's generated files listed in `staticDirectories`, as
 * plugins/katex-assets.ts does, so both `docusaurus start` and `docusaurus build` serve them.
 */
export const REVIEW_STATIC_DIR = '.docusaurus/review-static';
const KNOWLEDGE_DOCS_ID = 'kien-thuc';

/** One article's review data from its review file's text. */
export function articleReviewData(
  source: string,
  article: {path: string; title: string; part: {path: string; title: string}},
): ArticleReviewData {
  return {...article, items: reviewItemsHtml(source, article.path, article.title)};
}

export {markdownToHtml, withPageAnchors as withArticleAnchors};

/** Each item's Markdown, by item id, from its review file's text. */
export function articleReviewMarkdown(source: string, articlePath: string): Record<string, ReviewItemMarkdown> {
  return reviewItemsMarkdown(source, articlePath);
}

/** Docs metadata keeps the trailing slash of index pages; the site's URLs have none. */
const clean = (permalink: string) => (permalink.length > 1 ? permalink.replace(/\/+$/, '') : permalink);

export default function reviewItemsPlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.siteDir, REVIEW_STATIC_DIR);
  // The folder exists from the start: the build copies static folders and fails on a missing one.
  mkdirSync(path.join(outDir, REVIEW_DATA_DIR), {recursive: true});
  return {
    name: 'review-items',
    getPathsToWatch() {
      return [path.join(context.siteDir, 'kien-thuc/**/*.on-tap.md')];
    },
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.[KNOWLEDGE_DOCS_ID] as DocsContent | undefined;
      if (!docsContent) throw new Error('review-items: cần nội dung của kho kiến thức.');
      const articles: ArticleReviewData[] = [];
      const markdown: ReviewMarkdownData = {items: {}};
      for (const doc of docsContent.loadedVersions[0].docs) {
        const file = reviewFileOf(path.join(context.siteDir, doc.source.replace(/^@site\//, '')));
        if (doc.unlisted || !existsSync(file)) continue;
        const permalink = clean(doc.permalink);
        const part = knowledgeSections.find((s) => permalink.startsWith(`${s.to}/`));
        const source = await readFile(file, 'utf8');
        Object.assign(markdown.items, articleReviewMarkdown(source, permalink));
        articles.push(
          articleReviewData(source, {
            path: permalink,
            title: doc.title,
            part: part ? {path: part.to, title: part.title} : {path: '/kien-thuc', title: 'Kho kiến thức'},
          }),
        );
      }
      await rm(path.join(outDir, REVIEW_DATA_DIR), {recursive: true, force: true});
      for (const article of articles) {
        const file = path.join(outDir, articleDataUrl(article.path));
        await mkdir(path.dirname(file), {recursive: true});
        await writeFile(file, JSON.stringify(article));
      }
      await mkdir(path.join(outDir, REVIEW_DATA_DIR), {recursive: true});
      await writeFile(path.join(outDir, REVIEW_MARKDOWN_DATA), JSON.stringify(markdown));
    },
  };
}
