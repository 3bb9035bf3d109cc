// @ts-check
/**
 * Review items as the readers' browsers receive them: each item's Markdown rendered to HTML (raw
 * HTML dropped), its links to the page's own headings (`#anchor`) made absolute on the page's
 * path. Shared by the site's plugin (plugins/review-items.ts: the knowledge-base articles' JSON
 * files) and the function's build (functions/scripts/build-members-content.mjs: the course
 * lessons' items, which only the function serves). Pure.
 */
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {parseReviewItems, questionKey} from './reviewItems.mjs';

/**
 * The shape of src/features/review/reviewData.ts's ReviewItemData.
 * @typedef {{html: string, correct: boolean, explanationHtml: string}} ReviewOptionHtml
 * @typedef {{
 *   id: string,
 *   question: string,
 *   section: {title: string, href: string},
 *   answerHtml?: string,
 *   options?: ReviewOptionHtml[],
 *   explanationHtml?: string,
 * }} ReviewItemHtml
 */

/**
 * Renders an item's Markdown to HTML; `#anchor` links lead to that heading of the page.
 * `inline`: a single paragraph gives its content without the <p> (an option goes inside a <label>).
 * @param {string} markdown
 * @param {string} pagePath
 * @param {{inline?: boolean}} [options]
 * @returns {string}
 */
export function markdownToHtml(markdown, pagePath, {inline = false} = {}) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(() => (/** @type {import('hast').Root} */ tree) => {
      visit(tree, 'element', (node) => {
        const href = node.tagName === 'a' ? node.properties.href : undefined;
        if (typeof href === 'string' && href.startsWith('#')) node.properties.href = `${pagePath}${href}`;
      });
    })
    .use(rehypeStringify);
  const html = String(processor.processSync(markdown)).trim();
  const paragraph = /^<p>([\s\S]*)<\/p>$/.exec(html);
  return inline && paragraph && !paragraph[1].includes('<p>') ? paragraph[1] : html;
}

/**
 * The items of a review file (`<page>.on-tap.md`) for the page at `pagePath`, each with its id
 * (`pagePath#questionKey`) and its Markdown rendered to HTML.
 * @param {string} source the review file's text
 * @param {string} pagePath the page's path on the site (/kien-thuc/…, /lop-hoc/<course>/<lesson>)
 * @param {string} pageTitle the section title of an item without a "Mục:" line
 * @returns {ReviewItemHtml[]}
 */
export function reviewItemsHtml(source, pagePath, pageTitle) {
  const html = (/** @type {string} */ markdown) => markdownToHtml(markdown, pagePath);
  return parseReviewItems(source).map((item) => {
    /** @type {ReviewItemHtml} */
    const data = {
      id: `${pagePath}#${questionKey(item.question)}`,
      question: item.question,
      section: {
        title: item.section?.title ?? pageTitle,
        href: `${pagePath}${item.section?.anchor?.startsWith('#') ? item.section.anchor : ''}`,
      },
    };
    if (item.answer !== undefined) data.answerHtml = html(item.answer);
    if (item.options?.length)
      data.options = item.options.map((option) => ({
        html: markdownToHtml(option.text, pagePath, {inline: true}),
        correct: option.correct,
        explanationHtml: option.explanation ? html(option.explanation) : '',
      }));
    if (item.explanation) data.explanationHtml = html(item.explanation);
    return data;
  });
}

/**
 * Markdown with its links to the page's own headings (`](#anchor)`) pointing at the page.
 * @param {string} markdown
 * @param {string} pagePath
 */
export function withPageAnchors(markdown, pagePath) {
  return markdown.replace(/\]\(#/g, `](${pagePath}#`);
}

/**
 * The shape of src/features/review/reviewData.ts's ReviewItemMarkdown.
 * @typedef {{
 *   question: string,
 *   answer?: string,
 *   options?: {text: string, correct: boolean, explanation: string}[],
 *   explanation?: string,
 * }} ReviewItemMarkdownData
 */

/**
 * Each item's Markdown as the editor wrote it (links to the page's headings made site-absolute),
 * by item id, for the notes that stay Markdown.
 * @param {string} source the review file's text
 * @param {string} pagePath
 * @returns {Record<string, ReviewItemMarkdownData>}
 */
export function reviewItemsMarkdown(source, pagePath) {
  const md = (/** @type {string} */ markdown) => withPageAnchors(markdown, pagePath);
  /** @type {Record<string, ReviewItemMarkdownData>} */
  const items = {};
  for (const item of parseReviewItems(source)) {
    /** @type {ReviewItemMarkdownData} */
    const data = {question: item.questionMarkdown};
    if (item.answer !== undefined) data.answer = md(item.answer);
    if (item.options?.length)
      data.options = item.options.map((option) => ({
        text: md(option.text),
        correct: option.correct,
        explanation: md(option.explanation),
      }));
    if (item.explanation) data.explanation = md(item.explanation);
    items[`${pagePath}#${questionKey(item.question)}`] = data;
  }
  return items;
}
