// @ts-check
/**
 * Review items of a knowledge-base article: `<article>.on-tap.md` next to it, one `##` heading a
 * question. The format, for editors, is in docs/viet-bai.md ("Câu hỏi tự kiểm tra"):
 *
 *   ## Question?
 *   Mục: [Heading](#anchor)          the section of the article the item comes from
 *   Đáp: answer                       a recall item, or
 *   - [x] right option — why          a multiple-choice item: one [x], the rest [ ]
 *   - [ ] wrong option — why not      (the explanation after " — " is required on wrong options)
 *   Giải thích: ...                   optional, after the options
 *
 * Pure: parses Markdown text, checks it against the article's anchors. Used by the content check
 * and by the build, which gives the items to the article page and the review.
 */
// @ts-expect-error github-slugger 1 (the version Docusaurus slugs headings with) ships no types.
import GithubSlugger from 'github-slugger';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

export const MIN_ITEMS = 3;
export const MAX_ITEMS = 8;
/** The file of an article's review items. */
export const reviewFileOf = (/** @type {string} */ articleFile) => articleFile.replace(/\.mdx?$/, '.on-tap.md');
export const isReviewFile = (/** @type {string} */ file) => file.endsWith('.on-tap.md');

const OPTION_SEPARATOR = ' — ';
const parser = unified().use(remarkParse).use(remarkGfm);

/**
 * @typedef {{text: string, correct: boolean, explanation: string}} ReviewOption
 * @typedef {{
 *   question: string,
 *   questionMarkdown: string,
 *   line: number,
 *   section?: {title: string, anchor: string},
 *   answer?: string,
 *   options?: ReviewOption[],
 *   explanation?: string,
 * }} ReviewItem
 */

/**
 * The Markdown source of a node, as the editor wrote it (inline code and links kept).
 * @param {string} source
 * @param {import('mdast').Node} node
 */
const sourceOf = (source, node) => source.slice(node.position?.start.offset, node.position?.end.offset);

/** Strips a leading label ("Đáp:", "Mục:") from a paragraph's Markdown. */
const afterLabel = (/** @type {string} */ markdown, /** @type {string} */ label) =>
  markdown.replace(new RegExp(`^\\s*${label}\\s*:?\\s*`), '').trim();

/**
 * @param {string} source
 * @returns {ReviewItem[]} the items of a review file, in order.
 */
export function parseReviewItems(source) {
  const tree = parser.parse(source);
  /** @type {ReviewItem[]} */
  const items = [];
  let mode = '';
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth === 2) {
      items.push({
        question: toString(node).trim(),
        // The heading as written (inline code kept), for the notes that stay Markdown.
        questionMarkdown: sourceOf(source, node)
          .replace(/^#+\s*/, '')
          .trim(),
        line: node.position?.start.line ?? 1,
      });
      mode = '';
      continue;
    }
    const item = items.at(-1);
    if (!item) continue;
    if (node.type === 'paragraph') {
      const markdown = sourceOf(source, node);
      const text = toString(node).trim();
      if (/^Mục\s*:/.test(text)) {
        const link = node.children.find((child) => child.type === 'link');
        item.section = {title: link ? toString(link).trim() : '', anchor: link?.url ?? ''};
        mode = '';
      } else if (/^Đáp\s*:/.test(text)) {
        item.answer = afterLabel(markdown, 'Đáp');
        mode = 'answer';
      } else if (/^Giải thích\s*:/.test(text)) {
        item.explanation = afterLabel(markdown, 'Giải thích');
        mode = 'explanation';
      } else if (mode === 'answer') {
        item.answer += `\n\n${markdown}`;
      } else if (mode === 'explanation') {
        item.explanation += `\n\n${markdown}`;
      }
    } else if (node.type === 'list') {
      item.options = node.children.map((listItem) => {
        const markdown = listItem.children
          .map((child) => sourceOf(source, child))
          .join('\n\n')
          .replace(/^\[[ xX]\]\s*/, '');
        const at = markdown.indexOf(OPTION_SEPARATOR);
        return {
          text: (at < 0 ? markdown : markdown.slice(0, at)).trim(),
          correct: listItem.checked === true,
          explanation: at < 0 ? '' : markdown.slice(at + OPTION_SEPARATOR.length).trim(),
        };
      });
      mode = '';
    }
  }
  return items;
}

/**
 * The headings of an article, in order, each with its anchor as Docusaurus writes it
 * (github-slugger, or `{#id}`), its level and where it starts and ends in `articleSource`.
 * @param {string} articleSource the article, with or without its front matter
 * @returns {{anchor: string, depth: number, text: string, start: number, end: number}[]}
 */
export function headingList(articleSource) {
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(articleSource)?.[0] ?? '';
  const slugger = new GithubSlugger();
  const headings = [];
  for (const node of parser.parse(articleSource.slice(frontMatter.length)).children) {
    if (node.type !== 'heading') continue;
    const text = toString(node);
    const explicit = /\{#([^}]+)\}\s*$/.exec(text);
    headings.push({
      anchor: explicit ? explicit[1] : slugger.slug(text.trim()),
      depth: node.depth,
      text: text.replace(/\s*\{#[^}]+\}\s*$/, '').trim(),
      start: frontMatter.length + (node.position?.start.offset ?? 0),
      end: frontMatter.length + (node.position?.end.offset ?? 0),
    });
  }
  return headings;
}

/**
 * The anchors of an article's headings, as Docusaurus writes them (github-slugger, or `{#id}`).
 * @param {string} articleSource
 * @returns {Set<string>}
 */
export function headingAnchors(articleSource) {
  return new Set(headingList(articleSource).map((heading) => heading.anchor));
}

/** Lower case, no diacritics, no punctuation: two questions that differ only so are the same. */
export const questionKey = (/** @type {string} */ question) =>
  question
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * What is wrong with an article's review items, each as {line, message} (Vietnamese).
 * @param {ReviewItem[]} items
 * @param {Set<string>} anchors the article's heading anchors
 */
export function reviewItemProblems(items, anchors) {
  /** @type {{line: number, message: string}[]} */
  const problems = [];
  const at = (/** @type {number} */ line, /** @type {string} */ message) => problems.push({line, message});
  if (items.length < MIN_ITEMS || items.length > MAX_ITEMS)
    at(1, `cần ${MIN_ITEMS}–${MAX_ITEMS} câu hỏi ôn tập, đang có ${items.length}`);
  const seen = new Set();
  for (const item of items) {
    const {line} = item;
    const key = questionKey(item.question);
    if (!key) at(line, 'câu hỏi trống');
    else if (seen.has(key)) at(line, `câu hỏi lặp lại: "${item.question}"`);
    seen.add(key);
    const anchor = item.section?.anchor ?? '';
    if (!item.section) at(line, 'thiếu dòng "Mục: [tên mục](#neo)" chỉ tới mục của bài');
    else if (!anchor.startsWith('#') || !anchors.has(decodeURIComponent(anchor.slice(1))))
      at(line, `liên kết mục "${anchor}" không trỏ tới tiêu đề nào của bài`);
    const options = item.options ?? [];
    if (item.answer !== undefined && options.length > 0) at(line, 'vừa có "Đáp:" vừa có lựa chọn: chọn một kiểu');
    else if (item.answer !== undefined) {
      if (!item.answer) at(line, 'câu trả lời trống');
    } else if (options.length > 0) {
      const right = options.filter((option) => option.correct).length;
      if (right !== 1) at(line, `cần đúng một lựa chọn đúng ([x]), đang có ${right}`);
      if (options.length < 3 || options.length > 5) at(line, `cần 3–5 lựa chọn, đang có ${options.length}`);
      for (const option of options) {
        if (!option.text) at(line, 'có lựa chọn trống');
        if (!option.correct && !option.explanation)
          at(line, `lựa chọn sai "${option.text}" thiếu lời giải thích (sau " — ")`);
      }
    } else at(line, 'thiếu "Đáp: ..." hoặc danh sách lựa chọn');
  }
  return problems;
}
