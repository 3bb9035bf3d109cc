// @ts-check
/**
 * Rules for the book summaries of kien-thuc/sach-hay (docs/viet-bai.md, "Tóm tắt sách"): the parts
 * every summary has, named in its front matter, quotes of one sentence at most, and the
 * `summaryPath` of src/data/books.ts. Pure: the content check reads the files and reports.
 *
 *   book_parts:
 *     argument: <anchor>           the author's argument, told as the book tells it
 *     evidence: <anchor>           what the evidence says, and where it is contested
 *     apply: <anchor>              how to apply it
 *
 * Each value is the anchor of a `##`/`###` heading (as in the `Mục:` lines of review items, without
 * the `#`), or a list of anchors when the part spans several sections.
 */
import {countWords} from './contentRules.mjs';
import {headingList} from './reviewItems.mjs';

/** The parts of a summary, as `book_parts` names them, with what the check calls each. */
export const BOOK_PARTS = {
  argument: 'lập luận của tác giả',
  evidence: 'bằng chứng nói gì và chỗ còn tranh cãi',
  apply: 'cách áp dụng',
};
/** Fewest words of prose a part's sections hold: a heading over two sentences is not the part. */
export const MIN_PART_WORDS = 100;
/**
 * Whether every book of src/data/books.ts must have a `summaryPath`. Off while summaries are still
 * being written; the content check then only checks the books that have one.
 */
export const EVERY_BOOK_HAS_A_SUMMARY = true;

/** A book summary: an article of kien-thuc/sach-hay other than the section's index and review files. */
export const isBookSummary = (/** @type {string} */ file) =>
  /(^|\/)kien-thuc\/sach-hay\/[^/]+\.mdx?$/.test(file) && !/\/index\.mdx?$/.test(file) && !file.endsWith('.on-tap.md');

/**
 * What is missing from a summary's parts: `book_parts` of its front matter against its headings.
 * Each part names at least one heading of the article, no heading serves two parts, and a part's
 * sections (with their subsections) hold at least MIN_PART_WORDS words.
 * @param {Record<string, unknown>} data the front matter
 * @param {string} body the article without its front matter
 * @returns {string[]} Vietnamese messages
 */
export function bookPartProblems(data, body) {
  const parts = data.book_parts;
  const names = Object.keys(BOOK_PARTS).join(', ');
  if (parts === undefined || parts === null || typeof parts !== 'object' || Array.isArray(parts))
    return [`thiếu trường "book_parts" (${names}): mỗi phần là neo của tiêu đề mục chứa nó`];
  const record = /** @type {Record<string, unknown>} */ (parts);
  const problems = [];
  for (const key of Object.keys(record)) {
    if (!(key in BOOK_PARTS)) problems.push(`"book_parts" có phần lạ "${key}" (chỉ có ${names})`);
  }
  const headings = headingList(body);
  /** @type {Map<string, string>} anchor → the part that named it first */
  const claimed = new Map();
  for (const [key, label] of Object.entries(BOOK_PARTS)) {
    const anchors = [record[key] ?? []].flat().map((anchor) => String(anchor).replace(/^#/, '').trim());
    if (anchors.length === 0 || anchors.every((anchor) => !anchor)) {
      problems.push(`thiếu phần "${key}" (${label}) trong "book_parts"`);
      continue;
    }
    let words = 0;
    for (const anchor of anchors) {
      const at = headings.findIndex((heading) => heading.anchor === anchor);
      if (at < 0) {
        problems.push(`"book_parts.${key}": không có tiêu đề nào có neo "${anchor}"`);
        continue;
      }
      const earlier = claimed.get(anchor);
      if (earlier && earlier !== key) problems.push(`"book_parts.${key}": mục "${anchor}" đã là phần "${earlier}"`);
      claimed.set(anchor, key);
      const heading = headings[at];
      const next = headings.slice(at + 1).find((other) => other.depth <= heading.depth);
      words += countWords(body.slice(heading.end, next?.start ?? body.length));
    }
    if (words > 0 && words < MIN_PART_WORDS)
      problems.push(`phần "${key}" (${label}) chỉ có ${words} từ (cần ít nhất ${MIN_PART_WORDS})`);
  }
  return problems;
}

/** A sentence ends inside a quote when ., !, ? or … is followed by a space and a capital letter. */
const MORE_THAN_ONE_SENTENCE = /[.!?…]["'”’)]*\s+["'“‘(]*\p{Lu}/u;
/** Quoted runs of one paragraph: between straight double quotes, between “ and ”, or between „ and “ (or ”). */
const QUOTED_RUN = /"([^"]+)"|“([^”]+)”|„([^“”]+)[“”]/g;

/**
 * The quotes of a body longer than one sentence. A quote is a Markdown blockquote (`> …`) or a
 * run of one paragraph between double quotes ("…", “…”, „…“), whatever it quotes; code, inline
 * code and JSX/HTML tags are not prose and are left out.
 * @param {string} body
 * @returns {string[]} each such quote, as written
 */
export function longQuotes(body) {
  const prose = body
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[^\n]*$/gm, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>\n]+>/g, ' ');
  const found = [];
  for (const block of prose.matchAll(/^(?:[ \t]*>.*(?:\n|$))+/gm)) {
    const text = block[0]
      .split('\n')
      .map((line) => line.replace(/^[ \t]*>+\s?/, ''))
      .join(' ')
      .trim();
    if (MORE_THAN_ONE_SENTENCE.test(text)) found.push(text);
  }
  for (const paragraph of prose.split(/\n[ \t]*\n/)) {
    for (const match of paragraph.replace(/\s*\n\s*/g, ' ').matchAll(QUOTED_RUN)) {
      const quote = match[1] ?? match[2] ?? match[3];
      if (MORE_THAN_ONE_SENTENCE.test(quote)) found.push(quote);
    }
  }
  return found;
}

/**
 * The books of src/data/books.ts (its source text) with their `summaryPath` and the line of each:
 * [{id, summaryPath?, line}]. The file is plain data, read without compiling TypeScript.
 * @param {string} source
 */
export function booksOf(source) {
  const starts = [...source.matchAll(/^\s*id:\s*'([^']+)'/gm)];
  return starts.map((start, i) => {
    const segment = source.slice(start.index, starts[i + 1]?.index ?? source.length);
    const path = /^\s*summaryPath:\s*'([^']*)'/m.exec(segment);
    const index = path ? start.index + path.index + path[0].indexOf('summaryPath') : start.index;
    return {
      id: start[1],
      summaryPath: path?.[1],
      line: source.slice(0, index).split('\n').length,
    };
  });
}

/**
 * Problems of the books' `summaryPath`s: each is the route of a book summary that exists
 * (`/kien-thuc/sach-hay/<name>` for kien-thuc/sach-hay/<name>.md or .mdx), and, with
 * `everyBook`, every book has one. The summaries themselves get the parts check.
 * @param {{id: string, summaryPath?: string, line: number}[]} books
 * @param {(file: string) => boolean} exists
 * @param {{everyBook?: boolean}} [options]
 * @returns {{line: number, message: string}[]}
 */
export function summaryPathProblems(books, exists, {everyBook = EVERY_BOOK_HAS_A_SUMMARY} = {}) {
  const problems = [];
  for (const {id, summaryPath, line} of books) {
    if (summaryPath === undefined) {
      if (everyBook) problems.push({line, message: `sách "${id}" chưa có bản tóm tắt (summaryPath)`});
      continue;
    }
    const file = summaryPath.replace(/^\//, '');
    if (!isBookSummary(`${file}.md`) || ![`${file}.md`, `${file}.mdx`].some(exists))
      problems.push({line, message: `sách "${id}": summaryPath "${summaryPath}" không trỏ tới bản tóm tắt nào`});
  }
  return problems;
}
