#!/usr/bin/env node
/**
 * Content check, part of `npm test`. Fails on: a knowledge-base article under
 * 600 words, missing front matter, a tag not in tags.yml, a tag no article
 * uses, a blog post without a truncate marker, placeholder phrases, and images
 * without alt text. Prints the counts at the end.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {countWords, findPlaceholders, frontMatterProblems, imagesWithoutAlt, parseFrontMatter} from './lib/contentRules.mjs';

const MIN_ARTICLE_WORDS = 600;

function markdownFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

function tagKeys(file) {
  return new Set(Object.keys(yaml.load(readFileSync(file, 'utf8')) ?? {}));
}

const errors = [];
const report = (file, message) => errors.push(`${file}: ${message}`);

function checkCommon(file, source, body) {
  for (const phrase of findPlaceholders(source)) report(file, `có cụm từ giữ chỗ /${phrase}/`);
  for (const image of imagesWithoutAlt(body)) report(file, `ảnh thiếu chữ thay thế (alt): ${image}`);
}

// Knowledge base
const kbTags = tagKeys('kien-thuc/tags.yml');
const kbUsed = new Set();
let kbWords = 0;
const kbFiles = markdownFiles('kien-thuc');
for (const file of kbFiles) {
  const source = readFileSync(file, 'utf8');
  const {data, body} = parseFrontMatter(source);
  for (const problem of frontMatterProblems(data, {
    required: ['title', 'description', 'tags', 'sidebar_position'],
    knownTags: kbTags,
  })) {
    report(file, problem);
  }
  for (const tag of data.tags ?? []) kbUsed.add(tag);
  const words = countWords(body);
  kbWords += words;
  if (words < MIN_ARTICLE_WORDS) report(file, `chỉ có ${words} từ (cần ít nhất ${MIN_ARTICLE_WORDS})`);
  if (!/^##\s/m.test(body)) report(file, 'không có tiêu đề cấp 2 (##)');
  checkCommon(file, source, body);
}
for (const tag of kbTags) {
  if (!kbUsed.has(tag)) report('kien-thuc/tags.yml', `thẻ "${tag}" không được bài nào dùng`);
}

// Blog
const blogTags = tagKeys('blog/tags.yml');
const blogAuthors = tagKeys('blog/authors.yml');
const blogUsed = new Set();
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
    report(file, problem);
  }
  for (const author of [data.authors ?? []].flat()) {
    if (!blogAuthors.has(author)) report(file, `tác giả "${author}" không có trong authors.yml`);
  }
  for (const tag of data.tags ?? []) blogUsed.add(tag);
  if (!body.includes('{/* truncate */}')) report(file, 'thiếu dấu cắt {/* truncate */}');
  blogWords += countWords(body);
  checkCommon(file, source, body);
}
for (const tag of blogTags) {
  if (!blogUsed.has(tag)) report('blog/tags.yml', `thẻ "${tag}" không được bài nào dùng`);
}

// Docs and Markdown pages
for (const file of [...markdownFiles('docs'), ...markdownFiles('src/pages')]) {
  const source = readFileSync(file, 'utf8');
  const {data, body} = parseFrontMatter(source);
  if (!data.description) report(file, 'thiếu trường "description"');
  checkCommon(file, source, body);
}

console.log(
  `Nội dung: ${kbFiles.length} bài kiến thức (${kbWords} từ), ${kbTags.size} thẻ, ` +
    `${posts.length} bài blog (${blogWords} từ).`,
);
if (errors.length > 0) {
  console.error(`\n${errors.length} lỗi nội dung:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
  process.exit(1);
}
console.log('Kiểm tra nội dung: đạt.');
