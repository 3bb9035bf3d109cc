#!/usr/bin/env node
/**
 * Renders the members-only Markdown in ../members/ to HTML and writes it into
 * the functions source (src/generated/membersContent.ts, git-ignored), so the
 * text ships only inside the Cloud Function, never in the public site build.
 *
 * The course lessons, members/khoa-hoc/<course>/<NN>-<lesson>.md (format:
 * their YAML front matter `description`, `module`, `minutes`, optional
 * `preview: true`), go to src/generated/courseLessons.ts instead, in order,
 * for the classroom API (classroomApi.ts), which serves each only to the
 * course's students and owners (a preview lesson to everyone). They are kept
 * out of memberPages, which any signed-in member may read. A lesson's review
 * items, `<NN>-<lesson>.on-tap.md` next to it (the articles' format,
 * docs/viet-bai.md), go with it, rendered to HTML as the site renders the
 * articles' items (scripts/lib/reviewHtml.mjs), so they too are served only by
 * the function: with the lesson, and to the daily review of its students.
 * Headings get the ids Docusaurus gives the articles' (github-slugger), so the
 * items' links to a lesson's sections land on them.
 */
import {mkdirSync, readFileSync, readdirSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import GithubSlugger from 'github-slugger';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import rehypeReaderAccess from './rehype-reader-access.mjs';
import yaml from 'js-yaml';
import {isReviewFile, reviewFileOf} from '../../scripts/lib/reviewItems.mjs';
import {reviewItemsHtml, reviewItemsMarkdown} from '../../scripts/lib/reviewHtml.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const membersDir = path.resolve(here, '../../members');
const outFile = path.resolve(here, '../src/generated/membersContent.ts');
const lessonsFile = path.resolve(here, '../src/generated/courseLessons.ts');
const lessonsDir = path.join(membersDir, 'khoa-hoc');
/** Where the site shows a lesson (src/features/classroom/lessonPaths.ts): its review items' ids start with it. */
const CLASSROOM_HOME = '/lop-hoc';
/** Taken by the classroom API (classroomApi.ts's REVIEW_ROUTE: the caller's lessons' items), so no course has it. */
const RESERVED_COURSE = 'on-tap';

function markdownFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? markdownFiles(full) : name.endsWith('.md') ? [full] : [];
  });
}

/** members/index.md → '', members/tai-nguyen.md → 'tai-nguyen', members/tai-nguyen/x.md → 'tai-nguyen/x'. */
function keyOf(file) {
  const relative = path.relative(membersDir, file).replace(/\\/g, '/').replace(/\.md$/, '');
  return relative === 'index' ? '' : relative;
}

/**
 * Gives each heading the id Docusaurus would (github-slugger, in order, after the page's title,
 * passed as the file's `data.title`), as scripts/lib/reviewItems.mjs's headingAnchors expects.
 */
function rehypeHeadingIds() {
  return (tree, file) => {
    const slugger = new GithubSlugger();
    if (file.data.title) slugger.slug(file.data.title);
    visit(tree, 'element', (node) => {
      if (/^h[1-6]$/.test(node.tagName) && node.properties.id === undefined)
        node.properties.id = slugger.slug(toString(node).trim());
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeHeadingIds)
  .use(rehypeReaderAccess)
  .use(rehypeStringify);

/** The front matter and the Markdown after it; throws with the file's name when the lesson format is broken. */
export function parseLesson(file, source) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  if (!match) throw new Error(`${file}: bài học cần phần đầu YAML (--- ... ---)`);
  const meta = yaml.load(match[1]) ?? {};
  const name = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/.exec(path.basename(file));
  if (!name) throw new Error(`${file}: tên tệp bài học phải có dạng NN-ten-bai.md`);
  const body = source.slice(match[0].length);
  const title = /^#\s+(.+)$/m.exec(body);
  if (!title) throw new Error(`${file}: thiếu tiêu đề # sau phần đầu YAML`);
  for (const [key, ok] of [
    ['description', typeof meta.description === 'string' && meta.description.trim() !== ''],
    ['module', Number.isInteger(meta.module) && meta.module >= 1],
    ['minutes', Number.isInteger(meta.minutes) && meta.minutes >= 1],
    ['preview', meta.preview === undefined || typeof meta.preview === 'boolean'],
  ]) {
    if (!ok) throw new Error(`${file}: trường "${key}" trong phần đầu YAML không hợp lệ`);
  }
  return {
    order: Number(name[1]),
    slug: name[2],
    title: title[1].trim(),
    description: meta.description.trim(),
    module: meta.module,
    minutes: meta.minutes,
    preview: meta.preview === true,
    html: String(processor.processSync({value: body.replace(title[0], '').trim(), data: {title: title[1].trim()}})),
  };
}

/**
 * A lesson's review items (none without a review file), for its page at `lessonPath`: as HTML
 * for the self-check and the review, and as Markdown for the notes the review exports.
 */
export function lessonReview(file, lessonPath, lessonTitle) {
  const reviewFile = reviewFileOf(file);
  if (!statSync(reviewFile, {throwIfNoEntry: false})?.isFile()) return {items: [], markdown: {}};
  const source = readFileSync(reviewFile, 'utf8');
  return {
    items: reviewItemsHtml(source, lessonPath, lessonTitle),
    markdown: reviewItemsMarkdown(source, lessonPath),
  };
}

const lessons = {};
if (statSync(lessonsDir, {throwIfNoEntry: false})?.isDirectory()) {
  for (const course of readdirSync(lessonsDir).sort()) {
    const dir = path.join(lessonsDir, course);
    if (!statSync(dir).isDirectory()) continue;
    if (course === RESERVED_COURSE)
      throw new Error(`${dir}: tên khóa học "${RESERVED_COURSE}" đã dành cho trang ôn tập`);
    const list = readdirSync(dir)
      .filter((name) => name.endsWith('.md') && !isReviewFile(name))
      .sort()
      .map((name) => {
        const file = path.join(dir, name);
        const lesson = parseLesson(file, readFileSync(file, 'utf8'));
        return {...lesson, review: lessonReview(file, `${CLASSROOM_HOME}/${course}/${lesson.slug}`, lesson.title)};
      });
    const slugs = new Set(list.map((lesson) => lesson.slug));
    if (slugs.size !== list.length) throw new Error(`${dir}: hai bài học trùng tên`);
    lessons[course] = list;
  }
}

const pages = {};
for (const file of markdownFiles(membersDir)) {
  if (!path.relative(lessonsDir, file).startsWith('..')) continue;
  const source = readFileSync(file, 'utf8');
  const titleMatch = /^#\s+(.+)$/m.exec(source);
  if (!titleMatch) throw new Error(`${file}: thiếu tiêu đề # ở dòng đầu`);
  const body = source.replace(titleMatch[0], '').trim();
  const title = titleMatch[1].trim();
  pages[keyOf(file)] = {title, html: String(processor.processSync({value: body, data: {title}}))};
}

mkdirSync(path.dirname(outFile), {recursive: true});
writeFileSync(
  outFile,
  `// Generated by scripts/build-members-content.mjs from /members. Do not edit.\n` +
    `export interface MemberPage {\n  title: string;\n  html: string;\n}\n\n` +
    `export const memberPages: Record<string, MemberPage> = ${JSON.stringify(pages, null, 2)};\n`,
);
writeFileSync(
  lessonsFile,
  `// Generated by scripts/build-members-content.mjs from /members/khoa-hoc. Do not edit.\n` +
    `/** A review item as src/features/review/reviewData.ts's ReviewItemData. */\n` +
    `export interface LessonReviewItem {\n  id: string;\n  question: string;\n  section: {title: string; href: string};\n` +
    `  answerHtml?: string;\n  options?: {html: string; correct: boolean; explanationHtml: string}[];\n` +
    `  explanationHtml?: string;\n}\n\n` +
    `/** An item's Markdown as src/features/review/reviewData.ts's ReviewItemMarkdown. */\n` +
    `export interface LessonReviewMarkdown {\n  question: string;\n  answer?: string;\n` +
    `  options?: {text: string; correct: boolean; explanation: string}[];\n  explanation?: string;\n}\n\n` +
    `export interface CourseLesson {\n  order: number;\n  slug: string;\n  title: string;\n  description: string;\n` +
    `  module: number;\n  minutes: number;\n  preview: boolean;\n  html: string;\n` +
    `  /** Its review items (<NN>-<lesson>.on-tap.md), by the lesson's /lop-hoc path. */\n` +
    `  review: {items: LessonReviewItem[]; markdown: Record<string, LessonReviewMarkdown>};\n}\n\n` +
    `/** Each course's lessons, in order. */\n` +
    `export const courseLessons: Record<string, CourseLesson[]> = ${JSON.stringify(lessons, null, 2)};\n`,
);
console.log(
  `Bài học các khóa: ${
    Object.entries(lessons)
      .map(([course, list]) => `${course} (${list.length})`)
      .join(', ') || 'chưa có'
  } → ${path.relative(process.cwd(), lessonsFile)}`,
);
console.log(`Nội dung học viên: ${Object.keys(pages).length} trang → ${path.relative(process.cwd(), outFile)}`);

/** Vitest's global setup (vitest.functions.config.ts): importing this file has written the files. */
export function setup() {}
