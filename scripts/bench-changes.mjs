#!/usr/bin/env node
/**
 * Benchmark (not a test): what each change to other people's code is worth today.
 * Builds the site once in full and once without each change (scripts/lib/benchChanges.mjs),
 * then runs Lighthouse mobile (performance only) on each page, alternating between
 * the builds run by run in a random order each round, and measures each build's
 * first-load JS in Chromium.
 *
 *   npm run bench:changes                          # build what is missing, then measure
 *   npm run bench:changes -- --only=compile-hints  # these changes only (comma-separated)
 *   npm run bench:changes -- --runs=5 --no-measure # builds only
 *
 * Builds go to .bench-changes/<change>/; results to bench-results/changes-<date-time>.json.
 * A build without a patch takes it back from node_modules and applies it again after:
 * run this in a checkout with node_modules of its own.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium} from './lib/chromium.mjs';
import {startStaticServer} from './lib/staticServer.mjs';
import {measurePageWeight} from './lib/pageWeight.mjs';
import {launchChrome, mainJsEvaluationMs, median, runLighthouse} from './lib/lighthouse.mjs';
import {CHANGES, beyondRange, buildFolder} from './lib/benchChanges.mjs';
import {patchSections} from './lib/patchFiles.mjs';

const PAGES = {home: '/', article: '/kien-thuc/python/phan-tich-co-phieu-voi-pandas'};
// Strict, as in `npm run bench`: a mistyped option or change name stops here rather than measure the wrong builds.
let args;
try {
  ({values: args} = parseArgs({
    options: {runs: {type: 'string', default: '5'}, only: {type: 'string'}, 'no-measure': {type: 'boolean'}},
  }));
} catch (error) {
  usageError(`Tham số không hiểu (${error.message})`);
}
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) usageError(`--runs cần một số nguyên dương, không phải "${args.runs}"`);
const only = args.only?.split(',') ?? null;
const unknown = (only ?? []).filter((name) => !CHANGES.some((change) => change.name === name));
if (unknown.length > 0) usageError(`--only có tên không có trong scripts/lib/benchChanges.mjs: ${unknown.join(', ')}`);
const changes = CHANGES.filter((change) => !only || only.includes(change.name));
const builds = [{name: 'base'}, ...changes];
const log = (message) => process.stderr.write(`${message}\n`);
const outDir = (build) => path.resolve('.bench-changes', buildFolder(build.name));
const patches = readdirSync('patches')
  .filter((file) => file.endsWith('.patch'))
  .flatMap((file) => patchSections(readFileSync(path.join('patches', file), 'utf8')));

/** The sections of the site's patches that change one installed file; fails if none does. */
function patchSectionsFor(file) {
  const sections = patches.filter((section) => section.path === file);
  if (sections.length === 0) throw new Error(`Không có patch nào sửa ${file}`);
  return sections;
}

function gitApply(section, flags) {
  execFileSync('git', ['apply', ...flags, '-'], {input: section.text});
}

for (const build of builds) {
  if (existsSync(path.join(outDir(build), 'index.html'))) continue;
  log(`Build: ${build.name}`);
  const hidden = (build.hide ?? []).map((file) => [file, `${file}.bench-hidden`]);
  for (const [from, to] of hidden) renameSync(from, to);
  const unpatched = (build.unpatch ?? []).flatMap((file) => patchSectionsFor(file));
  for (const section of unpatched) gitApply(section, ['-R']);
  try {
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', outDir(build)], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {...process.env, LA_BENCH_WITHOUT: (build.without ?? []).join(','), DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    });
  } catch (error) {
    log(`  không build được khi bỏ ${build.name}: ${error.message.split('\n')[0]}`);
    build.failed = true;
  } finally {
    for (const [from, to] of hidden) renameSync(to, from);
    for (const section of unpatched) gitApply(section, []);
  }
}
if (args['no-measure']) process.exit(0);

ensureChromium();
const measured = builds.filter((build) => !build.failed);
const servers = await Promise.all(measured.map((build) => startStaticServer(outDir(build))));
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
const results = measured.map((build, i) => ({name: build.name, origin: servers[i].origin, weight: {}, runs: {}}));
for (const result of results) {
  for (const [page, route] of Object.entries(PAGES)) {
    const {jsGzip} = await measurePageWeight(browser, result.origin, route, outDir(result));
    result.weight[page] = jsGzip;
  }
}
await browser.close();

const base = results.find((result) => result.name === 'base');
const metrics = ['performance', 'tbt', 'mainThread', 'mainJs', 'lcp', 'fcp'];
mkdirSync('bench-results', {recursive: true});
const file = path.join('bench-results', `changes-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
const chrome = await launchChrome({chromePath: CHROMIUM_PATH, dark: false});
let summary = [];
try {
  for (let run = 1; run <= runs; run++) {
    for (const [page, route] of Object.entries(PAGES)) {
      // A new order every round and page, so that no build is always measured first or after the same one.
      for (const result of shuffled(results)) {
        const lhr = await runLighthouse(result.origin + route, {
          port: chrome.port,
          preset: 'mobile',
          only: ['performance'],
        });
        const audit = (id) => lhr.audits?.[id]?.numericValue ?? null;
        (result.runs[page] ??= []).push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          tbt: audit('total-blocking-time'),
          mainThread: audit('mainthread-work-breakdown'),
          mainJs: mainJsEvaluationMs(lhr),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        });
        log(`${run}/${runs} ${page} ${result.name}: ${JSON.stringify(result.runs[page].at(-1))}`);
      }
    }
    // Written after each round, so that a long measurement can be read before it ends.
    summary = summarize();
    writeFileSync(
      file,
      JSON.stringify({date: new Date().toISOString(), rounds: run, pages: PAGES, results, summary}, null, 2),
    );
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.server.close();
}

/** Each build's medians and ranges per page and metric, and whether each median is beyond the full build's runs. */
function summarize() {
  return results.map((result) => ({
    name: result.name,
    weight: result.weight,
    pages: Object.fromEntries(
      Object.keys(PAGES).map((page) => {
        const values = (metric) => result.runs[page].map((r) => r[metric]);
        return [
          page,
          Object.fromEntries(
            metrics.map((metric) => [
              metric,
              {
                median: median(values(metric)),
                min: Math.min(...values(metric)),
                max: Math.max(...values(metric)),
                beyondFullBuild:
                  result === base
                    ? false
                    : beyondRange(
                        base.runs[page].map((r) => r[metric]),
                        median(values(metric)),
                      ),
              },
            ]),
          ),
        ];
      }),
    ),
  }));
}

const fmt = (m) => `${Math.round(m.median)} (${Math.round(m.min)}–${Math.round(m.max)})${m.beyondFullBuild ? '*' : ''}`;
console.log(
  '| Bỏ thay đổi | Trang | Hiệu năng | TBT ms | Luồng chính ms | main.js ms | LCP ms | FCP ms | JS lần đầu (gzip) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of summary) {
  for (const page of Object.keys(PAGES)) {
    const p = row.pages[page];
    const bytes = row.weight[page] - base.weight[page];
    console.log(
      `| ${row.name} | ${page} | ${fmt(p.performance)} | ${fmt(p.tbt)} | ${fmt(p.mainThread)} | ${fmt(p.mainJs)} | ${fmt(p.lcp)} | ${fmt(p.fcp)} | ${row.name === 'base' ? row.weight[page] : `${bytes >= 0 ? '+' : ''}${bytes}`} B |`,
    );
  }
}
console.log(`\n* trung vị nằm ngoài khoảng của bản build đầy đủ. Kết quả đầy đủ: ${file}`);

/** A copy of `items` in random order (Fisher–Yates). */
function shuffled(items) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

function usageError(message) {
  console.error(message);
  process.exit(2);
}
