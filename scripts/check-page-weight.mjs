#!/usr/bin/env node
/**
 * Holds the build to the byte budgets of perf-budgets.json: the first-load JS
 * of the home page and the article, and the render-blocking CSS of every page
 * the benchmark measures, gzip, measured in Chromium on build/ served like
 * Firebase Hosting, with the benchmark's own code (scripts/lib/pageWeight.mjs,
 * compareBudgets). Bytes are deterministic, so this is a test; timings and
 * Lighthouse scores are not, and stay in `npm run bench`.
 *
 * Usage: node scripts/check-page-weight.mjs   (after `npm run build`)
 */
import {existsSync, readFileSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {BENCH_PAGES} from './lib/benchPages.mjs';
import {CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium} from './lib/chromium.mjs';
import {compareBudgets, kb} from './lib/lighthouse.mjs';
import {measurePageWeight} from './lib/pageWeight.mjs';
import {startStaticServer} from './lib/staticServer.mjs';

if (!existsSync('build/index.html')) {
  console.error('Chưa có build/: chạy `npm run build` trước.');
  process.exit(1);
}
const budgets = JSON.parse(readFileSync('perf-budgets.json', 'utf8'));
ensureChromium();
const statik = await startStaticServer('build');
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const pages = [];
try {
  for (const [name, route] of Object.entries(BENCH_PAGES)) {
    pages.push({name, route, weight: await measurePageWeight(browser, statik.origin, route)});
  }
} finally {
  await browser.close();
  await new Promise((resolve) => statik.server.close(resolve));
}

for (const {route, weight} of pages) {
  console.log(
    `${route}: JS lần đầu ${kb(weight.jsGzip)}, CSS ${kb(weight.cssGzip)}, CSS chặn hiển thị ${kb(weight.blockingCssGzip)}`,
  );
}
const failures = compareBudgets({buildSeconds: null, pages}, budgets);
if (failures.length > 0) {
  console.error(`Vượt ngân sách byte (perf-budgets.json):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log(`Trong ngân sách byte: ${pages.length} trang.`);
