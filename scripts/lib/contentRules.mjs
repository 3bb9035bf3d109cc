/**
 * Pure rules for the content check (scripts/check-content.mjs): front matter,
 * prose word counts, placeholder phrases and image alt text.
 */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';

export {
  TITLE_MAX,
  DESCRIPTION_MIN,
  DESCRIPTION_MAX,
  textLength,
  titleDescriptionProblems,
} from '../../src/lib/seo/titleRules.mjs';

/** Phrases that mean a page is unfinished. Matched case-insensitively. */
export const PLACEHOLDER_PATTERNS = [
  /đang cập nhật/i,
  /\bTODO\b/,
  /\bFIXME\b/,
  /lorem ipsum/i,
  /coming soon/i,
  /sắp ra mắt/i,
];

/** Splits a Markdown file into its YAML front matter and body. */
export function parseFrontMatter(source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) {
    return {data: {}, body: source};
  }
  const data = yaml.load(match[1]) ?? {};
  return {data, body: source.slice(match[0].length)};
}

/**
 * The prose of a Markdown/MDX body: without code blocks, maths, imports,
 * JSX/HTML tags, comments, link targets and Markdown punctuation.
 */
export function proseOf(body) {
  return body
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1[^\n]*$/gm, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\$[^$\n]+\$/g, ' ')
    .replace(/<[^>\n]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^:::.*$/gm, ' ')
    .replace(/[#>*_|]+/g, ' ');
}

/** Words of prose: runs of characters containing at least one letter. */
export function countWords(body) {
  return proseOf(body)
    .split(/\s+/)
    .filter((token) => /\p{L}/u.test(token)).length;
}

export function findPlaceholders(text) {
  return PLACEHOLDER_PATTERNS.filter((pattern) => pattern.test(text)).map((pattern) => pattern.source);
}

/** Markdown images with empty alt text, and <img> tags without an alt attribute. */
export function imagesWithoutAlt(body) {
  const problems = [];
  for (const match of body.matchAll(/!\[\s*\]\(([^)]*)\)/g)) {
    problems.push(match[1]);
  }
  for (const match of body.matchAll(/<img\b[^>]*>/g)) {
    if (!/\balt\s*=\s*["'{][^"'}]/.test(match[0])) {
      problems.push(match[0]);
    }
  }
  return problems;
}

/**
 * Problems with an article's front matter against the required fields and the
 * known tag keys. Returns human-readable Vietnamese messages.
 */
export function frontMatterProblems(data, {required, knownTags, minTags = 2, maxTags = 5}) {
  const problems = [];
  for (const field of required) {
    const value = data[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      problems.push(`thiếu trường "${field}"`);
    }
  }
  if (data.description !== undefined && String(data.description).length < 50) {
    problems.push('mô tả ngắn hơn 50 ký tự');
  }
  if (required.includes('tags')) {
    const tags = Array.isArray(data.tags) ? data.tags : [];
    if (tags.length < minTags || tags.length > maxTags) {
      problems.push(`cần ${minTags}–${maxTags} thẻ, đang có ${tags.length}`);
    }
    for (const tag of tags) {
      if (typeof tag !== 'string' || !knownTags.has(tag)) {
        problems.push(`thẻ "${tag}" không có trong tags.yml`);
      }
    }
  }
  return problems;
}

/** Fewest items a tag must lead to: a tag page with one or two items only sends readers back. */
export const MIN_ITEMS_PER_TAG = 3;

/**
 * Problems of a tags.yml (parsed: {key: {label, permalink, description}}) against how many
 * items use each tag (usage: Map key → count): every tag labelled, with an ASCII permalink and a
 * one-sentence description (shown on its page), and used by at least `minItems` items.
 * Returns [{tag, message}].
 */
export function tagProblems(tags, usage, {minItems = MIN_ITEMS_PER_TAG} = {}) {
  const problems = [];
  for (const [tag, entry] of Object.entries(tags ?? {})) {
    const report = (message) => problems.push({tag, message});
    if (!entry?.label) report(`thẻ "${tag}" thiếu nhãn (label)`);
    if (!/^\/[a-z0-9-]+$/.test(entry?.permalink ?? '')) report(`thẻ "${tag}" cần permalink ASCII dạng /${tag}`);
    const description = String(entry?.description ?? '').trim();
    if (!description) report(`thẻ "${tag}" thiếu câu mô tả (description)`);
    else if (!/[.!?]$/.test(description) || /[.!?]\s+\p{Lu}/u.test(description)) {
      report(`mô tả thẻ "${tag}" phải là đúng một câu, kết thúc bằng dấu chấm`);
    }
    const count = usage.get(tag) ?? 0;
    if (count < minItems) {
      report(
        count === 0
          ? `thẻ "${tag}" không được bài nào dùng`
          : `thẻ "${tag}" chỉ có ${count} bài (cần ít nhất ${minItems}): gộp vào một thẻ rộng hơn`,
      );
    }
  }
  return problems;
}

/** A tags.yml ({key: {label, permalink, description}}), for the check and the tests. */
export function readTags(file) {
  return yaml.load(readFileSync(file, 'utf8')) ?? {};
}

/** The title of a Markdown page: its front matter `title`, else its first `# ` heading, else undefined. */
export function markdownTitle(data, body) {
  if (typeof data.title === 'string') return data.title;
  return /^#\s+(.+?)\s*#*\s*$/m.exec(body)?.[1];
}

/**
 * The `title` and `description` string props of each <Layout …> element of a TSX page, with
 * the offset of each in the source (for the line): [{prop, value, index}].
 */
export function layoutMetaProps(source) {
  const found = [];
  for (const layout of source.matchAll(/<Layout\b([^>]*?)>/gs)) {
    const start = layout.index + layout[0].indexOf(layout[1]);
    for (const attr of layout[1].matchAll(/\b(title|description)=(?:"([^"]*)"|\{'([^']*)'\}|\{`([^`$]*)`\})/g)) {
      found.push({prop: attr[1], value: attr[2] ?? attr[3] ?? attr[4], index: start + attr.index});
    }
  }
  return found;
}

/** Months after which an article's checked facts are due for another check. */
export const FACTS_STALE_MONTHS = 12;

/**
 * `facts_checked` of an article's front matter (a YAML date, 2026-11-27, read as a Date): an
 * error when it is missing, not a date or in the future, a warning when it is older than
 * FACTS_STALE_MONTHS; undefined when it is fine.
 * @returns {{error?: string, warning?: string} | undefined}
 */
export function factsCheckedProblem(value, today) {
  if (value === undefined || value === null) return {error: 'thiếu trường "facts_checked" (ngày kiểm tra thông tin)'};
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return {error: `"facts_checked" không phải ngày YYYY-MM-DD: ${value}`};
  if (date.getTime() > today.getTime()) return {error: `"facts_checked" là một ngày trong tương lai: ${value}`};
  const due = new Date(date);
  due.setUTCMonth(due.getUTCMonth() + FACTS_STALE_MONTHS);
  if (due.getTime() < today.getTime())
    return {
      warning: `thông tin kiểm tra lần cuối ${date.toISOString().slice(0, 10)}, đã quá ${FACTS_STALE_MONTHS} tháng`,
    };
  return undefined;
}
