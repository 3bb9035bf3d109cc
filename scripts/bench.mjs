#!/usr/bin/env node
/**
 * Benchmark (not a test): cold production build time, build size, and the
 * first-load JS and CSS (gzip) of key pages measured in Chromium. Compares
 * them with perf-budgets.json and exits non-zero when a budget is broken.
 *
 *   npm run bench            # cold build + measure
 *   npm run bench -- --no-build   # measure the existing build/
 */
import {execSync} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import {performance} from 'node:perf_hooks';
import {chromium} from 'playwright-core';
import {CHROMIUM_PATH, ensureChromium} from './lib/chromium.mjs';
import {startStaticServer} from './lib/staticServer.mjs';
import {measurePageWeight} from './lib/pageWeight.mjs';

const budgets = JSON.parse(readFileSync('perf-budgets.json', 'utf8'));
const PAGES = {
  home: '/',
  article: '/kien-thuc/python/phan-tich-co-phieu-voi-pandas',
  blogPost: '/blog/ra-mat-blog-learn-anything',
  numerology: '/tra-cuu-than-so-hoc',
  wheel: '/trac-nghiem/banh-xe-cuoc-doi-online',
  search: '/search?q=than%20so%20hoc',
  courses: '/khoa-hoc',
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const failures = [];
const check = (label, value, budget, format) => {
  const ok = value <= budget;
  if (!ok) failures.push(`${label}: ${format(value)} > ${format(budget)}`);
  return ok ? 'đạt' : 'VƯỢT';
};

let buildSeconds = null;
if (!process.argv.includes('--no-build')) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(dir, {recursive: true, force: true});
  const start = performance.now();
  execSync('npx docusaurus build', {stdio: ['ignore', 'ignore', 'inherit']});
  buildSeconds = (performance.now() - start) / 1000;
}
const buildBytes = Number(execSync('du -sb build').toString().split('\t')[0]);
const buildFiles = Number(execSync('find build -type f | wc -l').toString().trim());

ensureChromium();
const {server, origin} = await startStaticServer('build');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows = [];
for (const [name, route] of Object.entries(PAGES)) {
  rows.push({name, ...(await measurePageWeight(browser, origin, route))});
}
await browser.close();
server.close();

console.log('\nBenchmark Learn Anything');
if (buildSeconds !== null) {
  console.log(`Build nguội: ${buildSeconds.toFixed(1)} s (ngân sách ${budgets.coldBuildSeconds} s, ${check('build nguội', buildSeconds, budgets.coldBuildSeconds, (s) => `${s.toFixed(1)} s`)})`);
}
console.log(`Kích thước build: ${(buildBytes / 1024 / 1024).toFixed(1)} MB, ${buildFiles} tệp`);
console.log('\n| Trang | Đường dẫn | JS lần đầu (gzip) | CSS (gzip) | CSS chặn hiển thị (gzip) |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.name} | ${row.route} | ${kb(row.jsGzip)} | ${kb(row.cssGzip)} | ${kb(row.blockingCssGzip)} |`);
  check(`CSS chặn hiển thị ${row.route}`, row.blockingCssGzip, budgets.renderBlockingCssGzipBytes, kb);
}
const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
check('JS lần đầu của bài viết', byName.article.jsGzip, budgets.articleFirstLoadJsGzipBytes, kb);
check('JS lần đầu của trang chủ', byName.home.jsGzip, budgets.homeFirstLoadJsGzipBytes, kb);

if (failures.length > 0) {
  console.error(`\nVượt ngân sách:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nMọi ngân sách đều đạt.');
