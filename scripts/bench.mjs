#!/usr/bin/env node
/**
 * Benchmark (not a test): cold production build time, build size, the
 * first-load JS and CSS (gzip) of key pages measured in Chromium, and
 * Lighthouse (mobile and desktop presets, light and dark colour scheme) on
 * build/ served the way Firebase Hosting serves it. Compares everything with
 * perf-budgets.json and exits non-zero listing every broken budget.
 *
 *   npm run bench                         # cold build + 5 Lighthouse runs per page/preset (+1 dark), medians and ranges
 *   npm run bench -- --no-build           # measure the existing build/
 *   npm run bench -- --quick              # 1 run per page, mobile only, light only
 *   npm run bench -- --pages=home,article # only these pages
 *
 * Full Lighthouse JSON and a summary go to bench-results/<date-time>/.
 */
import {execSync} from 'node:child_process';
import {existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium} from './lib/chromium.mjs';
import {startStaticServer} from './lib/staticServer.mjs';
import {measurePageWeight} from './lib/pageWeight.mjs';
import {BENCH_PAGES} from './lib/benchPages.mjs';
import {
  auditDiagnostics,
  benchPlan,
  compareBudgets,
  formatDiagnostics,
  formatResultsTable,
  launchChrome,
  medianRunIndex,
  medianSummary,
  parseBenchArgs,
  probe,
  runLighthouse,
  SCHEME_LABELS,
  screenshotLuminance,
  selectPages,
  summarizeLhr,
} from './lib/lighthouse.mjs';

/** A dark page's final screenshot has a mean relative luminance far below a light one's (≈0.01 vs ≈0.8). */
const DARK_LUMINANCE_MAX = 0.25;

let options;
let pages;
try {
  options = parseBenchArgs(process.argv.slice(2));
  pages = selectPages(BENCH_PAGES, options.pages);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const plan = benchPlan(options);
const budgets = JSON.parse(readFileSync('perf-budgets.json', 'utf8'));
const log = (message) => process.stderr.write(`${message}\n`);

/* Cold build -------------------------------------------------------- */
let buildSeconds = null;
let buildNote = '';
if (options.build) {
  const env = {...process.env};
  // A sandbox copy that symlinks node_modules shares node_modules/.cache with
  // another checkout: deleting it would pull the cache from under that tree's
  // builds. There the build runs with Docusaurus's persistent cache disabled
  // instead, which is just as cold (it only skips writing the cache).
  const sharedNodeModules = existsSync('node_modules') && lstatSync('node_modules').isSymbolicLink();
  const removed = ['build', '.docusaurus', ...(sharedNodeModules ? [] : ['node_modules/.cache'])];
  for (const dir of removed) rmSync(dir, {recursive: true, force: true});
  if (sharedNodeModules) {
    env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
    buildNote = ' (node_modules là liên kết dùng chung: tắt cache bền thay vì xoá node_modules/.cache)';
  }
  log('Build nguội...');
  const start = performance.now();
  execSync('npx docusaurus build', {stdio: ['ignore', 'ignore', 'inherit'], env});
  buildSeconds = (performance.now() - start) / 1000;
}
if (!existsSync('build/index.html')) {
  console.error('Chưa có build/: chạy không kèm --no-build, hoặc `npm run build` trước.');
  process.exit(2);
}
const buildBytes = Number(execSync('du -sb build').toString().split('\t')[0]);
const buildFiles = Number(execSync('find build -type f | wc -l').toString().trim());

/* Serve build/ like Firebase Hosting -------------------------------- */
ensureChromium();
const statik = await startStaticServer('build');
const origin = statik.origin;
const hosting = await checkHosting(origin);
if (hosting.errors.length > 0) {
  console.error(
    `Máy chủ tĩnh không phục vụ như Firebase Hosting:\n${hosting.errors.map((e) => `  - ${e}`).join('\n')}`,
  );
  await closeServers();
  process.exit(1);
}

/* First-load JS/CSS (also warms the compression cache) --------------- */
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const results = {buildSeconds, buildBytes, buildFiles, pages: []};
for (const [name, route] of Object.entries(pages)) {
  log(`Đo JS/CSS lần đầu: ${route}`);
  const {jsFiles, ...weight} = await measurePageWeight(browser, origin, route);
  results.pages.push({name, route, weight: {...weight, jsFiles}, lighthouse: {}, diagnostics: {}, luminance: {}});
}

/* Lighthouse ---------------------------------------------------------- */
const stamp = new Date().toISOString().replace(/[:.]/g, '-').replace(/Z$/, '');
const outDir = path.join('bench-results', stamp);
mkdirSync(outDir, {recursive: true});
const measurementErrors = [];
const lighthouseStart = performance.now();
const loadBefore = loadavg()[0];
for (const preset of plan.presets) {
  for (const scheme of plan.schemes) {
    const runs = scheme === 'light' ? plan.runs : 1;
    const chrome = await launchChrome({chromePath: CHROMIUM_PATH, dark: scheme === 'dark'});
    try {
      for (const page of results.pages) {
        const summaries = [];
        const lhrs = [];
        for (let run = 1; run <= runs; run++) {
          let lhr;
          try {
            lhr = await runLighthouse(origin + page.route, {port: chrome.port, preset});
          } catch (error) {
            lhr = {
              runtimeError: {code: 'BENCH_ERROR', message: String(error?.message ?? error)},
              categories: {},
              audits: {},
            };
          }
          writeFileSync(path.join(outDir, `${page.name}.${preset}.${scheme}.${run}.json`), JSON.stringify(lhr));
          const summary = summarizeLhr(lhr);
          summaries.push(summary);
          lhrs.push(lhr);
          log(
            `Lighthouse ${preset}/${scheme} ${page.name} ${run}/${runs}: ` +
              `${Object.entries(summary.scores)
                .map(([k, v]) => `${k} ${v ?? '–'}`)
                .join(', ')}, ` +
              `LCP ${Math.round(summary.lcpMs ?? 0)} ms, TBT ${Math.round(summary.tbtMs ?? 0)} ms, CLS ${(summary.cls ?? 0).toFixed(3)}`,
          );
        }
        const luminance = await screenshotLuminance(browser, lhrs[0]);
        page.luminance[`${preset}.${scheme}`] = luminance;
        if (scheme === 'dark' && (luminance === null || luminance > DARK_LUMINANCE_MAX)) {
          measurementErrors.push(
            `Chế độ tối không hiển thị tối ở ${page.route} (${preset}): độ sáng ảnh chụp cuối ${luminance === null ? 'không có' : luminance.toFixed(2)}`,
          );
        }
        (page.lighthouse[preset] ??= {})[scheme] = medianSummary(summaries);
        const representative = lhrs[medianRunIndex(summaries)];
        (page.diagnostics[preset] ??= {})[scheme] = auditDiagnostics(representative);
      }
    } finally {
      await chrome.kill();
    }
  }
}
const lighthouseSeconds = (performance.now() - lighthouseStart) / 1000;
const loadAfter = loadavg()[0];
const benchmarkIndexes = results.pages.flatMap((page) =>
  Object.values(page.lighthouse).flatMap((byScheme) => Object.values(byScheme).flatMap((s) => s.benchmarkIndexes)),
);
await browser.close();
await closeServers();

/* Report --------------------------------------------------------------- */
const failures = [...measurementErrors, ...compareBudgets(results, budgets)];
console.log('\n## Benchmark Learn Anything\n');
if (buildSeconds !== null) {
  console.log(`Build nguội: ${buildSeconds.toFixed(1)} s (ngân sách ${budgets.coldBuildSeconds} s)${buildNote}`);
}
console.log(`Kích thước build: ${(buildBytes / 1024 / 1024).toFixed(1)} MiB, ${buildFiles} tệp`);
console.log(
  `Lighthouse ${plan.runs} lần/trang (trung vị), ${plan.presets.join(' + ')}, ` +
    `${plan.schemes.includes('dark') ? 'chế độ tối 1 lần/trang' : 'chỉ chế độ sáng'}; ` +
    `throttling mô phỏng mặc định của preset; ${Math.round(lighthouseSeconds)} s`,
);
const cores = cpus().length;
const minIndex = Math.min(...benchmarkIndexes);
const maxIndex = Math.max(...benchmarkIndexes);
console.log(
  `Máy: ${cores} nhân, tải trung bình 1 phút ${loadBefore.toFixed(1)} lúc đầu, ${loadAfter.toFixed(1)} lúc cuối; ` +
    `benchmarkIndex của Lighthouse ${Math.round(minIndex)}–${Math.round(maxIndex)}`,
);
// A run whose benchmarkIndex is well below the best one ran while something else used the CPU.
const busyIndexBelow = 0.75 * maxIndex;
const busyRuns = benchmarkIndexes.filter((index) => index < busyIndexBelow).length;
if (Math.max(loadBefore, loadAfter) > cores || busyRuns > 0) {
  const marked =
    busyRuns > 0
      ? `; ${busyRuns} lần chạy có benchmarkIndex < ${Math.round(busyIndexBelow)} (dấu * ở cột "Các lần")`
      : '';
  console.log(
    `  Cảnh báo: máy đang bận (tiến trình khác dùng CPU)${marked}: điểm hiệu năng và TBT nhiễu, nên chạy lại khi máy rảnh.`,
  );
}
if (hosting.warnings.length > 0) {
  console.log(
    `Khác Firebase Hosting (không ảnh hưởng các trang đo):\n${hosting.warnings.map((w) => `  - ${w}`).join('\n')}`,
  );
}
for (const preset of plan.presets) {
  for (const scheme of plan.schemes) console.log(formatResultsTable(results.pages, preset, scheme, {busyIndexBelow}));
}
const darkChecks = results.pages
  .flatMap((page) =>
    Object.entries(page.luminance).map(
      ([key, value]) => `${page.name} ${key} ${value === null ? '–' : value.toFixed(2)}`,
    ),
  )
  .join(', ');
console.log(`\nĐộ sáng trung bình ảnh chụp cuối (0 đen … 1 trắng; tối phải ≤ ${DARK_LUMINANCE_MAX}): ${darkChecks}`);

const belowBudget = [];
for (const page of results.pages) {
  for (const [preset, byScheme] of Object.entries(page.diagnostics)) {
    for (const [scheme, diagnostics] of Object.entries(byScheme)) {
      const targets = budgets.lighthouse?.[preset] ?? {};
      const summary = page.lighthouse[preset][scheme];
      const perfLow = targets.performance !== undefined && (summary.scores.performance ?? 0) < targets.performance;
      const clsHigh = (summary.cls ?? 0) > budgets.cumulativeLayoutShift;
      const otherLow = ['accessibility', 'best-practices', 'seo'].some(
        (id) => targets[id] !== undefined && (summary.scores[id] ?? 0) < targets[id],
      );
      if (perfLow || clsHigh || otherLow) {
        belowBudget.push(
          formatDiagnostics(`${page.route} (${preset}, ${SCHEME_LABELS[scheme]})`, diagnostics, {
            withPerformance: perfLow || clsHigh,
          }),
        );
      }
    }
  }
}
if (belowBudget.length > 0) console.log(`\n### Lý do mất điểm (lần chạy trung vị)\n${belowBudget.join('\n')}`);

writeFileSync(
  path.join(outDir, 'summary.json'),
  JSON.stringify(
    {date: new Date().toISOString(), options, plan, budgets, results, failures, hostingWarnings: hosting.warnings},
    null,
    2,
  ),
);
console.log(`\nKết quả đầy đủ (JSON Lighthouse từng lần chạy + summary.json): ${outDir}/`);
if (failures.length > 0) {
  console.error(`\nVượt ngân sách (${failures.length}):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nMọi ngân sách đều đạt.');

/* Helpers ---------------------------------------------------------------- */

async function closeServers() {
  await new Promise((resolve) => statik.server.close(resolve));
}

function decode({headers, body}) {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body);
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body);
  return body;
}

/**
 * Checks that build/ is served as Firebase Hosting (firebase.json: cleanUrls,
 * trailingSlash false, 404.html, /assets immutable, brotli/gzip) would serve it.
 * Errors make the measurement meaningless; warnings are behaviours the
 * measured pages never hit (redirects).
 */
async function checkHosting(base) {
  const errors = [];
  const warnings = [];
  const br = {'accept-encoding': 'gzip, deflate, br'};
  const article = BENCH_PAGES.article;
  const home = await probe(`${base}/`, br);
  if (home.status !== 200 || !String(home.headers['content-type']).startsWith('text/html'))
    errors.push(`/ trả ${home.status} ${home.headers['content-type']}`);
  if (home.headers['content-encoding'] !== 'br')
    errors.push(`/ không nén brotli (content-encoding: ${home.headers['content-encoding'] ?? 'không'})`);
  const clean = await probe(`${base}${article}`, br);
  if (clean.status !== 200) errors.push(`URL sạch ${article} trả ${clean.status} (cleanUrls)`);
  const missing = await probe(`${base}/khong-co-trang-nay-bench`, br);
  if (missing.status !== 404) errors.push(`trang không tồn tại trả ${missing.status}, cần 404`);
  else if (!decode(missing).equals(readFileSync('build/404.html')))
    errors.push('trang không tồn tại không phục vụ build/404.html');
  const script = readdirSync('build/assets/js').find((file) => file.endsWith('.js'));
  if (script) {
    const asset = await probe(`${base}/assets/js/${script}`, {'accept-encoding': 'gzip'});
    if (!/immutable/.test(String(asset.headers['cache-control'])))
      errors.push(`/assets/js/${script} thiếu Cache-Control immutable`);
    if (asset.headers['content-encoding'] !== 'gzip')
      errors.push(`/assets/js/${script} không nén gzip khi trình duyệt chỉ nhận gzip`);
  }
  const expectRedirect = async (from, to, why) => {
    const response = await probe(`${base}${from}`, br);
    if (response.status !== 301 || response.headers.location !== to) {
      warnings.push(
        `${from} trả ${response.status}${response.headers.location ? ` → ${response.headers.location}` : ''}; Firebase: 301 → ${to} (${why})`,
      );
    }
  };
  await expectRedirect(`${article}.html`, article, 'cleanUrls');
  await expectRedirect(`${article}/`, article, 'trailingSlash: false');
  const firebase = JSON.parse(readFileSync('firebase.json', 'utf8'));
  for (const redirect of firebase.hosting?.redirects ?? []) {
    if (redirect.source && !/[*{}!?]/.test(redirect.source))
      await expectRedirect(redirect.source, redirect.destination, 'redirects');
  }
  return {errors, warnings};
}
