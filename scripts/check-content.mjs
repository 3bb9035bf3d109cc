#!/usr/bin/env node
/**
 * Content check, part of `npm test`. Fails on: a knowledge-base article under
 * 600 words, missing front matter, without `facts_checked` (a warning when older than 12 months)
 * or without 3–8 well-formed review items in <article>.on-tap.md (scripts/lib/reviewItems.mjs),
 * a course lesson (members/khoa-hoc/<course>/<NN>-<lesson>.md) without its 3–8 items likewise,
 * a tag not in tags.yml, a tag used by fewer
 * than three items or without a one-sentence description, a blog post without
 * a truncate marker, placeholder phrases, images without alt text, a page title over 60
 * characters or a description outside 70–160 (Markdown front matter, category pages, tag and
 * author descriptions, the <Layout> props of TSX pages), and code blocks (scripts/lib/codeBlocks.mjs: language labels;
 * Python, JSON, YAML, TOML, TS/JS and Bash parse; standard-library Python runs
 * offline), and book summaries (scripts/lib/bookSummaries.mjs: the parts named in `book_parts`, quotes of
 * one sentence at most, and every `summaryPath` of src/data/books.ts pointing at one). Every problem is
 * printed as file:line: message. Prints the counts at the end.
 */
import {existsSync, readFileSync} from 'node:fs';
import {filesUnder} from './lib/files.mjs';
import yaml from 'js-yaml';
import {
  countWords,
  findPlaceholders,
  frontMatterProblems,
  imagesWithoutAlt,
  layoutMetaProps,
  markdownTitle,
  parseFrontMatter,
  factsCheckedProblem,
  tagProblems,
  titleDescriptionProblems,
} from './lib/contentRules.mjs';
import {checkCodeBlocks} from './lib/codeBlocks.mjs';
import {bookPartProblems, booksOf, isBookSummary, longQuotes, summaryPathProblems} from './lib/bookSummaries.mjs';
import {
  headingAnchors,
  isReviewFile,
  parseReviewItems,
  questionKey,
  reviewFileOf,
  reviewItemProblems,
} from './lib/reviewItems.mjs';

const MIN_ARTICLE_WORDS = 600;
const BOOKS_FILE = 'src/data/books.ts';

function markdownFiles(dir) {
  return filesUnder(dir, (file) => /\.mdx?$/.test(file));
}

function tagKeys(file) {
  return new Set(Object.keys(yaml.load(readFileSync(file, 'utf8')) ?? {}));
}

/** Every tag of a tags.yml labelled, described in one sentence and used by at least three items. */
function checkTags(file, usage) {
  const source = readFileSync(file, 'utf8');
  for (const {tag, message} of tagProblems(yaml.load(source), usage)) {
    report(file, message, lineOf(source, new RegExp(`^${tag}:`, 'm')));
  }
}
const countInto = (usage, tag) => usage.set(tag, (usage.get(tag) ?? 0) + 1);

const errors = [];
const warnings = [];
const today = new Date();
/** Every problem as file:line: message (line 1 when it concerns the whole file). */
const report = (file, message, line = 1) => errors.push(`${file}:${line}: ${message}`);

/** 1-based line of the first match of `pattern` (string or RegExp) in `source`, else 1. */
function lineOf(source, pattern) {
  const index = typeof pattern === 'string' ? source.indexOf(pattern) : source.search(pattern);
  return index < 0 ? 1 : source.slice(0, index).split('\n').length;
}

/** Line of the front-matter field a message names ("thiếu trường", "thẻ ..."), else 1. */
function frontMatterLine(source, problem) {
  if (/thẻ/.test(problem)) return lineOf(source, /^tags:/m);
  const field = /"([a-z_]+)"/.exec(problem)?.[1] ?? (/mô tả/.test(problem) ? 'description' : undefined);
  return field ? lineOf(source, new RegExp(`^${field}:`, 'm')) : 1;
}

/** Title at most 60 characters, description 70–160, each reported on its own line. */
function checkTitleDescription(file, source, {title, description}, lines = {}) {
  for (const problem of titleDescriptionProblems({title, description})) {
    const line = problem.startsWith('tiêu đề') ? lines.title : lines.description;
    report(file, problem, line ?? 1);
  }
}

/** A Markdown page's title (front matter, or its # heading) and description. */
function checkMarkdownMeta(file, source, data, body) {
  checkTitleDescription(
    file,
    source,
    {title: markdownTitle(data, body), description: data.description},
    {
      title: data.title !== undefined ? lineOf(source, /^title:/m) : lineOf(source, /^#\s/m),
      description: lineOf(source, /^description:/m),
    },
  );
}

function checkCommon(file, source, body) {
  for (const phrase of findPlaceholders(source)) {
    report(file, `có cụm từ giữ chỗ /${phrase}/`, lineOf(source, new RegExp(phrase, 'i')));
  }
  for (const image of imagesWithoutAlt(body))
    report(file, `ảnh thiếu chữ thay thế (alt): ${image}`, lineOf(source, image));
}

// Knowledge base
const kbTags = tagKeys('kien-thuc/tags.yml');
const kbUsed = new Map();
let kbWords = 0;
const kbFiles = markdownFiles('kien-thuc').filter((file) => !isReviewFile(file));
const isSectionIndex = (file) => /\/index\.mdx?$/.test(file);
/** Questions already asked, folded, with where: no two items of the site ask the same. */
const questionsAsked = new Map();
let reviewItemCount = 0;
for (const file of kbFiles) {
  const source = readFileSync(file, 'utf8');
  const {data, body} = parseFrontMatter(source);
  for (const problem of frontMatterProblems(data, {
    required: ['title', 'description', 'tags', 'sidebar_position'],
    knownTags: kbTags,
  })) {
    report(file, problem, frontMatterLine(source, problem));
  }
  checkMarkdownMeta(file, source, data, body);
  for (const tag of new Set(data.tags ?? [])) countInto(kbUsed, tag);
  const words = countWords(body);
  kbWords += words;
  if (words < MIN_ARTICLE_WORDS) report(file, `chỉ có ${words} từ (cần ít nhất ${MIN_ARTICLE_WORDS})`);
  if (!/^##\s/m.test(body)) report(file, 'không có tiêu đề cấp 2 (##)');
  checkCommon(file, source, body);
  if (isSectionIndex(file)) continue;
  const checked = factsCheckedProblem(data.facts_checked, today);
  if (checked?.error) report(file, checked.error, lineOf(source, /^facts_checked:/m));
  if (checked?.warning) warnings.push(`${file}:${lineOf(source, /^facts_checked:/m)}: ${checked.warning}`);
  checkReviewItems(file, source);
  if (isBookSummary(file)) checkBookSummary(file, source, data, body);
}
checkTags('kien-thuc/tags.yml', kbUsed);
for (const {line, message} of summaryPathProblems(booksOf(readFileSync(BOOKS_FILE, 'utf8')), existsSync))
  report(BOOKS_FILE, message, line);

/** A book summary: its three parts, named in `book_parts`, and quotes of one sentence at most. */
function checkBookSummary(file, source, data, body) {
  for (const problem of bookPartProblems(data, body)) report(file, problem, lineOf(source, /^book_parts:/m));
  for (const quote of longQuotes(body))
    report(file, `trích dẫn dài hơn một câu: "${quote.slice(0, 60)}…"`, lineOf(source, quote.slice(0, 40)));
}
for (const file of markdownFiles('kien-thuc').filter(isReviewFile)) {
  if (!kbFiles.some((article) => reviewFileOf(article) === file)) report(file, 'không có bài viết nào cùng tên');
}

/** A page's review items: 3–8, well formed, each pointing at one of its headings, none asked twice on the site; their count. */
function checkReviewItems(file, source) {
  const reviewFile = reviewFileOf(file);
  if (!existsSync(reviewFile)) {
    report(file, `thiếu câu hỏi ôn tập (${reviewFile})`);
    return 0;
  }
  const items = parseReviewItems(readFileSync(reviewFile, 'utf8'));
  reviewItemCount += items.length;
  for (const {line, message} of reviewItemProblems(items, headingAnchors(source))) report(reviewFile, message, line);
  for (const {question, line} of items) {
    const key = questionKey(question);
    const earlier = questionsAsked.get(key);
    if (earlier && earlier.file !== reviewFile)
      report(reviewFile, `câu hỏi đã có ở ${earlier.file}:${earlier.line}`, line);
    else if (!earlier) questionsAsked.set(key, {file: reviewFile, line});
  }
  return items.length;
}

// Course lessons' review items, checked as the articles' are (the lessons themselves are checked by
// functions/scripts/build-members-content.mjs, which renders them)
const LESSONS_DIR = 'members/khoa-hoc';
const lessonFiles = existsSync(LESSONS_DIR) ? markdownFiles(LESSONS_DIR).filter((file) => !isReviewFile(file)) : [];
let lessonItemCount = 0;
for (const file of lessonFiles) lessonItemCount += checkReviewItems(file, readFileSync(file, 'utf8'));
for (const file of existsSync(LESSONS_DIR) ? markdownFiles(LESSONS_DIR).filter(isReviewFile) : []) {
  if (!lessonFiles.some((lesson) => reviewFileOf(lesson) === file)) report(file, 'không có bài học nào cùng tên');
}

// Blog
const blogTags = tagKeys('blog/tags.yml');
const blogAuthors = tagKeys('blog/authors.yml');
const blogUsed = new Map();
let blogWords = 0;
const posts = markdownFiles('blog');
for (const file of posts) {
  const source = readFileSync(file, 'utf8');
  const {data, body} = parseFrontMatter(source);
  for (const problem of frontMatterProblems(data, {
    required: ['title', 'description', 'authors', 'tags'],
    knownTags: blogTags,
    minTags: 1,
    maxTags: 5,
  })) {
    report(file, problem, frontMatterLine(source, problem));
  }
  for (const author of [data.authors ?? []].flat()) {
    if (!blogAuthors.has(author))
      report(file, `tác giả "${author}" không có trong authors.yml`, lineOf(source, /^authors:/m));
  }
  checkMarkdownMeta(file, source, data, body);
  for (const tag of new Set(data.tags ?? [])) countInto(blogUsed, tag);
  if (!body.includes('{/* truncate */}')) report(file, 'thiếu dấu cắt {/* truncate */}');
  blogWords += countWords(body);
  checkCommon(file, source, body);
}
checkTags('blog/tags.yml', blogUsed);

// Docs and Markdown pages
for (const file of [...markdownFiles('docs'), ...markdownFiles('src/pages')]) {
  const source = readFileSync(file, 'utf8');
  const {data, body} = parseFrontMatter(source);
  if (!data.description) report(file, 'thiếu trường "description"');
  checkMarkdownMeta(file, source, data, body);
  checkCommon(file, source, body);
}

// Generated category pages of the knowledge base: their title and description
for (const file of filesUnder('kien-thuc', (f) => f.endsWith('/_category_.json'))) {
  const source = readFileSync(file, 'utf8');
  const link = JSON.parse(source).link ?? {};
  if (link.type === 'generated-index') {
    checkTitleDescription(
      file,
      source,
      {title: link.title, description: link.description},
      {
        title: lineOf(source, '"title"'),
        description: lineOf(source, '"description"'),
      },
    );
  }
}

// Tag and author pages take their description from tags.yml and authors.yml
for (const file of ['kien-thuc/tags.yml', 'blog/tags.yml', 'blog/authors.yml']) {
  const source = readFileSync(file, 'utf8');
  for (const [key, entry] of Object.entries(yaml.load(source) ?? {})) {
    if (entry?.description === undefined) continue;
    const at = source.search(new RegExp(`^${key}:`, 'm'));
    const line = source.slice(0, at + source.slice(at).search(/^\s+description:/m)).split('\n').length;
    for (const problem of titleDescriptionProblems({description: String(entry.description)}))
      report(file, `${key}: ${problem}`, line);
  }
}

// TSX pages: the title and description given to <Layout>
for (const file of filesUnder('src/pages', (f) => f.endsWith('.tsx'))) {
  const source = readFileSync(file, 'utf8');
  for (const {prop, value, index} of layoutMetaProps(source)) {
    const line = source.slice(0, index).split('\n').length;
    for (const problem of titleDescriptionProblems(prop === 'title' ? {title: value} : {description: value}))
      report(file, problem, line);
  }
}

// Code blocks of everything a reader sees, members' pages included
const codeFiles = ['kien-thuc', 'blog', 'docs', 'src/pages', 'members'].flatMap(markdownFiles);
const code = checkCodeBlocks(codeFiles.map((file) => ({file, source: readFileSync(file, 'utf8')})));
for (const problem of code.problems) errors.push(`${problem.file}:${problem.line}: ${problem.message}`);

console.log(
  `Khối mã: ${code.counts.blocks} khối trong ${codeFiles.length} tệp; ${code.counts.ran} khối Python chạy thử ` +
    `(chỉ thư viện chuẩn, không mạng), ${code.counts.parsed} khối chỉ kiểm tra cú pháp, ` +
    `${code.counts.fragments} đoạn trích (fragment), ${code.counts.notRun} khối không chạy được ở đây (norun), ` +
    `${code.counts.labelOnly} khối chỉ kiểm tra nhãn (Markdown, văn bản...).`,
);
console.log(
  `Nội dung: ${kbFiles.length} bài kiến thức (${kbWords} từ, ${reviewItemCount - lessonItemCount} câu hỏi ôn tập), ` +
    `${lessonFiles.length} bài học (${lessonItemCount} câu hỏi ôn tập), ${kbTags.size} thẻ, ` +
    `${posts.length} bài blog (${blogWords} từ).`,
);
if (warnings.length > 0) console.warn(`\n${warnings.length} cảnh báo:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
if (errors.length > 0) {
  console.error(`\n${errors.length} lỗi nội dung:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
  process.exit(1);
}
console.log('Kiểm tra nội dung: đạt.');
