import {existsSync, mkdirSync} from 'node:fs';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {Element, Root} from 'hast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import {visit} from 'unist-util-visit';
import {parseReviewItems, questionKey, reviewFileOf, type ReviewItem} from '../scripts/lib/reviewItems.mjs';
import {knowledgeSections} from '../src/data/sections';
import {
  articleDataUrl,
  REVIEW_DATA_DIR,
  REVIEW_MARKDOWN_DATA,
  type ArticleReviewData,
  type ReviewItemData,
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

/**
 * Renders an item's Markdown to HTML; `#anchor` links lead to that heading of the article.
 * `inline`: a single paragraph gives its content without the <p> (an option goes inside a <label>).
 */
export function markdownToHtml(markdown: string, articlePath: string, {inline = false} = {}): string {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(() => (tree: Root) => {
      visit(tree, 'element', (node: Element) => {
        const href = node.tagName === 'a' ? node.properties.href : undefined;
        if (typeof href === 'string' && href.startsWith('#')) node.properties.href = `${articlePath}${href}`;
      });
    })
    .use(rehypeStringify);
  const html = String(processor.processSync(markdown)).trim();
  const paragraph = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return inline && paragraph && !paragraph[1].includes('<p>') ? paragraph[1] : html;
}

/** One article's review data from its review file's text. */
export function articleReviewData(
  source: string,
  article: {path: string; title: string; part: {path: string; title: string}},
): ArticleReviewData {
  const html = (markdown: string) => markdownToHtml(markdown, article.path);
  const items = parseReviewItems(source).map((item: ReviewItem): ReviewItemData => {
    const data: ReviewItemData = {
      id: `${article.path}#${questionKey(item.question)}`,
      question: item.question,
      section: {
        title: item.section?.title ?? article.title,
        href: `${article.path}${item.section?.anchor?.startsWith('#') ? item.section.anchor : ''}`,
      },
    };
    if (item.answer !== undefined) data.answerHtml = html(item.answer);
    if (item.options?.length)
      data.options = item.options.map((option) => ({
        html: markdownToHtml(option.text, article.path, {inline: true}),
        correct: option.correct,
        explanationHtml: option.explanation ? html(option.explanation) : '',
      }));
    if (item.explanation) data.explanationHtml = html(item.explanation);
    return data;
  });
  return {...article, items};
}

/** Markdown with its links to the article's own headings (`](#anchor)`) pointing at the article. */
export function withArticleAnchors(markdown: string, articlePath: string): string {
  return markdown.replace(/\]\(#/g, `](${articlePath}#`);
}

/** Each item's Markdown, by item id, from its review file's text. */
export function articleReviewMarkdown(source: string, articlePath: string): Record<string, ReviewItemMarkdown> {
  const md = (markdown: string) => withArticleAnchors(markdown, articlePath);
  const items: Record<string, ReviewItemMarkdown> = {};
  for (const item of parseReviewItems(source) as ReviewItem[]) {
    const data: ReviewItemMarkdown = {question: item.questionMarkdown};
    if (item.answer !== undefined) data.answer = md(item.answer);
    if (item.options?.length)
      data.options = item.options.map((option) => ({
        text: md(option.text),
        correct: option.correct,
        explanation: md(option.explanation),
      }));
    if (item.explanation) data.explanation = md(item.explanation);
    items[`${articlePath}#${questionKey(item.question)}`] = data;
  }
  return items;
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
