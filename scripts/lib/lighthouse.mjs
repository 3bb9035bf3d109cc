/**
 * Lighthouse helpers for the benchmark (scripts/bench.mjs).
 *
 * The first part is pure functions (argument parsing, medians, summaries,
 * budget comparison, table formatting, audit diagnostics), unit-tested in
 * lighthouse.test.ts. The second part talks to Chromium, Lighthouse and HTTP.
 */
import {request as httpRequest} from 'node:http';
import {CHROMIUM_ARGS} from './chromium.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const PRESETS = ['mobile', 'desktop'];
export const SCHEMES = ['light', 'dark'];
export const SCHEME_LABELS = {light: 'sáng', dark: 'tối'};
const CATEGORY_LABELS = {
  performance: 'Hiệu năng',
  accessibility: 'Trợ năng',
  'best-practices': 'Thực hành tốt',
  seo: 'SEO',
};

/* ------------------------------------------------------------------ */
/* Pure functions                                                      */
/* ------------------------------------------------------------------ */

/**
 * `--no-build`, `--quick` (1 run, mobile, light) and `--pages=a,b`.
 * Throws on anything else so a typo never silently measures the wrong thing.
 */
export function parseBenchArgs(argv) {
  const options = {build: true, quick: false, pages: null};
  for (const arg of argv) {
    if (arg === '--no-build') options.build = false;
    else if (arg === '--quick') options.quick = true;
    else if (arg.startsWith('--pages=')) {
      options.pages = arg
        .slice('--pages='.length)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (options.pages.length === 0) throw new Error('--pages= cần ít nhất một tên trang');
    } else throw new Error(`Tham số không hiểu: ${arg}`);
  }
  return options;
}

/** What to run: runs per page and the preset/scheme combinations. */
export function benchPlan({quick}) {
  if (quick) return {runs: 1, presets: ['mobile'], schemes: ['light']};
  return {runs: 5, presets: [...PRESETS], schemes: [...SCHEMES]};
}

/** The pages named in `names` (all when null), in the order of `pages`. */
export function selectPages(pages, names) {
  if (names === null || names === undefined) return {...pages};
  const unknown = names.filter((name) => !(name in pages));
  if (unknown.length > 0) {
    throw new Error(`Trang không có: ${unknown.join(', ')} (có: ${Object.keys(pages).join(', ')})`);
  }
  return Object.fromEntries(Object.entries(pages).filter(([name]) => names.includes(name)));
}

/** Median of finite numbers (mean of the two middle ones for an even count); null when none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Smallest and largest of finite numbers, or null when none. */
export function range(values) {
  const finite = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  return finite.length === 0 ? null : {min: Math.min(...finite), max: Math.max(...finite)};
}

/**
 * Script evaluation Lighthouse attributes to the site's main bundle (`main.<hash>.js`) in its
 * "JavaScript execution time" audit (bootup-time), in simulated milliseconds; null if absent.
 */
export function mainJsEvaluationMs(lhr) {
  const items = lhr.audits?.['bootup-time']?.details?.items ?? [];
  const main = items.find((item) => /\/main\.[0-9a-f]+\.js$/.test(item.url ?? ''));
  return typeof main?.scripting === 'number' ? main.scripting : null;
}

/** The numbers the benchmark keeps from one Lighthouse result (scores 0–100 as displayed). */
export function summarizeLhr(lhr) {
  const score = (id) => {
    const value = lhr.categories?.[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id) => {
    const value = lhr.audits?.[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    mainJsEvalMs: mainJsEvaluationMs(lhr),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Median of every field over several summaries of the same page. */
export function medianSummary(summaries) {
  const of = (pick) => median(summaries.map(pick));
  return {
    runs: summaries.length,
    performanceRuns: summaries.map((s) => s.scores.performance),
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((s) => s.scores[id])])),
    lcpMs: of((s) => s.lcpMs),
    tbtMs: of((s) => s.tbtMs),
    cls: of((s) => s.cls),
    fcpMs: of((s) => s.fcpMs),
    mainJsEvalMs: of((s) => s.mainJsEvalMs),
    ranges: {
      performance: range(summaries.map((s) => s.scores.performance)),
      lcpMs: range(summaries.map((s) => s.lcpMs)),
      tbtMs: range(summaries.map((s) => s.tbtMs)),
      mainJsEvalMs: range(summaries.map((s) => s.mainJsEvalMs)),
    },
    benchmarkIndex: of((s) => s.benchmarkIndex),
    benchmarkIndexes: summaries.map((s) => s.benchmarkIndex).filter((v) => typeof v === 'number'),
    runBenchmarkIndexes: summaries.map((s) => s.benchmarkIndex),
    runtimeErrors: summaries.map((s) => s.runtimeError).filter(Boolean),
  };
}

/** Index of the run whose performance score is the median (ties: lowest LCP), for diagnostics. */
export function medianRunIndex(summaries) {
  if (summaries.length === 0) return -1;
  const order = summaries
    .map((s, index) => ({index, perf: s.scores.performance ?? -1, lcp: s.lcpMs ?? Infinity}))
    .sort((a, b) => a.perf - b.perf || b.lcp - a.lcp);
  return order[Math.floor((order.length - 1) / 2)].index;
}

/** Mean relative luminance (0 black … 1 white) of RGBA pixel data, to tell a dark page from a light one. */
export function meanLuminance(rgba) {
  const linear = (c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  let sum = 0;
  let count = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    sum += 0.2126 * linear(rgba[i]) + 0.7152 * linear(rgba[i + 1]) + 0.0722 * linear(rgba[i + 2]);
    count += 1;
  }
  return count === 0 ? null : sum / count;
}

export const kb = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
const ms = (value) =>
  value === null ? '–' : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
/** A median with the runs' range, e.g. `210 ms (85 ms–350 ms)`; the range only when runs differ. */
const withRange = (value, r) =>
  r && r.min !== r.max && value !== null ? `${ms(value)} (${ms(r.min)}–${ms(r.max)})` : ms(value);
const num = (value, digits = 0) => (value === null || value === undefined ? '–' : value.toFixed(digits));

/** A Markdown table whose columns line up in a terminal. */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '–')));
  const widths = headers.map((_, column) => Math.max(3, ...cells.map((row) => [...row[column]].length)));
  const line = (row) =>
    `| ${row.map((cell, column) => cell + ' '.repeat(widths[column] - [...cell].length)).join(' | ')} |`;
  return [line(cells[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/**
 * One table for one preset and colour scheme. Runs whose Lighthouse
 * benchmarkIndex is below `busyIndexBelow` (the CPU was busy) get a `*`. `pages` is the benchmark's
 * results: [{name, route, weight: {jsGzip, cssGzip, blockingCssGzip}, lighthouse: {[preset]: {[scheme]: medianSummary}}}].
 */
export function formatResultsTable(pages, preset, scheme, {busyIndexBelow = 0} = {}) {
  const headers = [
    'Trang',
    'Hiệu năng',
    'Các lần',
    'Trợ năng',
    'Thực hành tốt',
    'SEO',
    'LCP (khoảng)',
    'TBT (khoảng)',
    'main.js chạy (khoảng)',
    'CLS',
    'JS (gzip)',
    'CSS (gzip)',
    'CSS chặn (gzip)',
  ];
  const rows = pages
    .filter((page) => page.lighthouse?.[preset]?.[scheme])
    .map((page) => {
      const s = page.lighthouse[preset][scheme];
      return [
        page.name,
        num(s.scores.performance),
        s.performanceRuns
          .map((v, i) => `${v ?? 'lỗi'}${(s.runBenchmarkIndexes?.[i] ?? Infinity) < busyIndexBelow ? '*' : ''}`)
          .join(' / ') + (s.runtimeErrors.length > 0 ? ` (${s.runtimeErrors.join(', ')})` : ''),
        ...CATEGORIES.slice(1).map((id) => num(s.scores[id])),
        withRange(s.lcpMs, s.ranges?.lcpMs),
        withRange(s.tbtMs, s.ranges?.tbtMs),
        withRange(s.mainJsEvalMs, s.ranges?.mainJsEvalMs),
        num(s.cls, 3),
        kb(page.weight?.jsGzip),
        kb(page.weight?.cssGzip),
        kb(page.weight?.blockingCssGzip),
      ];
    });
  if (rows.length === 0) return '';
  return `\n### ${preset === 'mobile' ? 'Di động (mobile)' : 'Máy tính (desktop)'}, chế độ ${SCHEME_LABELS[scheme]} (trung vị)\n\n${formatTable(headers, rows)}`;
}

/**
 * Every broken budget, as readable lines. `results` is
 * {buildSeconds, pages: [...as in formatResultsTable]}; budgets is perf-budgets.json.
 * Lighthouse budgets apply to every measured preset and colour scheme.
 */
export function compareBudgets(results, budgets) {
  const failures = [];
  const over = (label, value, budget, format) => {
    if (value !== null && value !== undefined && budget !== undefined && value > budget) {
      failures.push(`${label}: ${format(value)} > ${format(budget)}`);
    }
  };
  over('Build nguội', results.buildSeconds, budgets.coldBuildSeconds, (s) => `${s.toFixed(1)} s`);
  for (const page of results.pages) {
    if (page.weight) {
      over(`CSS chặn hiển thị ${page.route}`, page.weight.blockingCssGzip, budgets.renderBlockingCssGzipBytes, kb);
      if (page.name === 'article')
        over(`JS lần đầu của bài viết ${page.route}`, page.weight.jsGzip, budgets.articleFirstLoadJsGzipBytes, kb);
      if (page.name === 'home')
        over(`JS lần đầu của trang chủ ${page.route}`, page.weight.jsGzip, budgets.homeFirstLoadJsGzipBytes, kb);
    }
    for (const [preset, byScheme] of Object.entries(page.lighthouse ?? {})) {
      for (const [scheme, summary] of Object.entries(byScheme)) {
        const where = `${page.route} (${preset}, ${SCHEME_LABELS[scheme] ?? scheme})`;
        if (summary.runtimeErrors.length > 0)
          failures.push(`Lighthouse lỗi ở ${where}: ${summary.runtimeErrors.join(', ')}`);
        for (const [category, minimum] of Object.entries(budgets.lighthouse?.[preset] ?? {})) {
          const value = summary.scores[category];
          if (value === null || value === undefined)
            failures.push(`${CATEGORY_LABELS[category] ?? category} ${where}: không đo được`);
          else if (value < minimum)
            failures.push(`${CATEGORY_LABELS[category] ?? category} ${where}: ${value} < ${minimum}`);
        }
        over(`CLS ${where}`, summary.cls, budgets.cumulativeLayoutShift, (v) => v.toFixed(3));
      }
    }
  }
  return failures;
}

const clip = (text, length = 160) => {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
};

/** A short description of one row of an audit's details table. */
export function describeItem(item) {
  if (!item || typeof item !== 'object') return clip(item);
  const node = item.node ?? (item.node === undefined && item.type === 'node' ? item : undefined);
  const parts = [];
  if (node?.selector) parts.push(node.selector);
  if (node?.snippet) parts.push(clip(node.snippet, 100));
  const url =
    typeof item.url === 'string'
      ? item.url
      : (item.source?.url ?? (typeof item.source === 'string' ? item.source : undefined));
  if (url) parts.push(url);
  if (typeof item.wastedBytes === 'number') parts.push(`lãng phí ${kb(item.wastedBytes)}`);
  else if (typeof item.totalBytes === 'number' && !node) parts.push(kb(item.totalBytes));
  if (typeof item.wastedMs === 'number') parts.push(`${Math.round(item.wastedMs)} ms`);
  if (typeof item.total === 'number' && typeof item.scripting === 'number')
    parts.push(`CPU ${Math.round(item.total)} ms, script ${Math.round(item.scripting)} ms`);
  if (typeof item.duration === 'number' && typeof item.startTime === 'number')
    parts.push(`tác vụ ${Math.round(item.duration)} ms lúc ${Math.round(item.startTime)} ms`);
  if (typeof item.score === 'number' && item.node) parts.push(`điểm dịch chuyển ${item.score.toFixed(3)}`);
  if (typeof item.groupLabel === 'string' && typeof item.duration === 'number')
    parts.push(`${item.groupLabel}: ${Math.round(item.duration)} ms`);
  if (typeof item.phase === 'string' && typeof item.timing === 'number')
    parts.push(`${item.phase}: ${Math.round(item.timing)} ms`);
  if (typeof item.statistic === 'string') parts.push(`${item.statistic}: ${item.value?.value ?? item.value}`);
  const explanation = node?.explanation ?? item.explanation ?? item.description ?? item.reason ?? item.label;
  if (explanation && typeof explanation === 'string') parts.push(clip(explanation, 220));
  if (parts.length === 0 && item.type === 'subitems') return '';
  return parts.length > 0 ? parts.join(' — ') : clip(JSON.stringify(item), 160);
}

/** Distinct descriptions of an audit's rows, the most frequent first, with a count when repeated. */
export function distinctItems(items, max) {
  const counts = new Map();
  for (const text of items.map(describeItem).filter(Boolean)) counts.set(text, (counts.get(text) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([text, count]) => (count > 1 ? `${text} (×${count})` : text));
}

function itemsOf(audit) {
  const details = audit?.details;
  if (!details) return [];
  if (Array.isArray(details.items)) {
    // Some audits (e.g. largest-contentful-paint-element) nest tables.
    if (details.items.every((item) => item?.type === 'table' || item?.type === 'list')) {
      return details.items.flatMap((inner) => inner.items ?? []);
    }
    return details.items;
  }
  return [];
}

/**
 * What costs points in one Lighthouse result: failing scored audits of
 * accessibility / best practices / SEO with a few failing elements, and the
 * performance picture (LCP element and phases, opportunities by estimated
 * savings, main-thread culprits, layout shifts).
 */
export function auditDiagnostics(lhr, {maxItems = 4, maxOpportunities = 6} = {}) {
  const audits = lhr.audits ?? {};
  const failing = Object.fromEntries(
    ['accessibility', 'best-practices', 'seo'].map((category) => {
      const refs = lhr.categories?.[category]?.auditRefs ?? [];
      const failingAudits = refs
        .map((ref) => ({ref, audit: audits[ref.id]}))
        .filter(({ref, audit}) => audit && ref.weight > 0 && typeof audit.score === 'number' && audit.score < 1)
        .sort((a, b) => b.ref.weight - a.ref.weight)
        .map(({ref, audit}) => ({
          id: ref.id,
          title: audit.title,
          weight: ref.weight,
          items: distinctItems(itemsOf(audit), maxItems),
          itemCount: itemsOf(audit).length,
        }));
      return [category, failingAudits];
    }),
  );
  const perfRefs = lhr.categories?.performance?.auditRefs ?? [];
  const opportunities = perfRefs
    // The LCP element and layout shifts are reported on their own below.
    .filter(
      (ref) => ref.group === 'diagnostics' && !['largest-contentful-paint-element', 'layout-shifts'].includes(ref.id),
    )
    .map((ref) => audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 0.9)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      savingsMs: audit.metricSavings
        ? Math.max(
            0,
            ...Object.entries(audit.metricSavings)
              .filter(([k]) => k !== 'CLS')
              .map(([, v]) => v ?? 0),
          )
        : 0,
      savingsBytes: audit.details?.overallSavingsBytes ?? 0,
      items: distinctItems(itemsOf(audit), maxItems),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, maxOpportunities);
  const lcpAudit = audits['largest-contentful-paint-element'];
  const lcpTables = Array.isArray(lcpAudit?.details?.items) ? lcpAudit.details.items : [];
  const lcpNode = lcpTables[0]?.items?.[0]?.node;
  const lcpPhases = (lcpTables[1]?.items ?? []).map((row) => `${row.phase}: ${Math.round(row.timing)} ms`);
  return {
    scores: summarizeLhr(lhr).scores,
    failing,
    performance: {
      lcpElement: lcpNode ? clip(`${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`, 200) : null,
      lcpPhases,
      opportunities,
      bootup: itemsOf(audits['bootup-time']).slice(0, maxItems).map(describeItem),
      longTasks: itemsOf(audits['long-tasks']).slice(0, maxItems).map(describeItem),
      layoutShifts: itemsOf(audits['layout-shifts']).slice(0, maxItems).map(describeItem),
      renderBlocking: itemsOf(audits['render-blocking-resources']).map(describeItem),
    },
  };
}

/** Printable lines for the diagnostics of one page/preset/scheme whose scores miss a budget. */
export function formatDiagnostics(label, diagnostics, {withPerformance}) {
  const lines = [
    `\n#### ${label} — điểm ${CATEGORIES.map((id) => `${id} ${diagnostics.scores[id] ?? '–'}`).join(', ')}`,
  ];
  for (const [category, audits] of Object.entries(diagnostics.failing)) {
    for (const audit of audits) {
      lines.push(`- [${category}] ${audit.title} (${audit.id}, trọng số ${audit.weight}, ${audit.itemCount} mục)`);
      for (const item of audit.items) lines.push(`    · ${item}`);
    }
  }
  if (withPerformance) {
    const p = diagnostics.performance;
    if (p.lcpElement)
      lines.push(
        `- [performance] Phần tử LCP: ${p.lcpElement}${p.lcpPhases.length ? ` (${p.lcpPhases.join(', ')})` : ''}`,
      );
    for (const o of p.opportunities) {
      lines.push(`- [performance] ${o.title}${o.displayValue ? ` — ${o.displayValue}` : ''} (${o.id})`);
      for (const item of o.items) lines.push(`    · ${item}`);
    }
    if (p.longTasks.length) lines.push(`- [performance] Tác vụ dài (nguồn TBT): ${p.longTasks.join(' | ')}`);
    if (p.layoutShifts.length) lines.push(`- [performance] Dịch chuyển bố cục: ${p.layoutShifts.join(' | ')}`);
  }
  return lines.join('\n');
}

/* ------------------------------------------------------------------ */
/* Chromium, Lighthouse, HTTP                                          */
/* ------------------------------------------------------------------ */

/** Makes the page see prefers-color-scheme: dark (the site then renders dark when nothing is stored). */
export const DARK_FLAG = '--blink-settings=preferredColorScheme=0';

export async function launchChrome({chromePath, dark}) {
  const {launch} = await import('chrome-launcher');
  return launch({chromePath, chromeFlags: [...CHROMIUM_ARGS, ...(dark ? [DARK_FLAG] : [])], logLevel: 'silent'});
}

/**
 * One Lighthouse navigation with the preset's defaults (mobile: Moto G Power
 * screen, simulated slow 4G and 4x CPU; desktop: desktop-config.js).
 * The full-page screenshot and the back/forward-cache audit are skipped:
 * they are not in any score and double the run time on a 2-core machine.
 */
export async function runLighthouse(url, {port, preset, only = CATEGORIES}) {
  const {default: lighthouse} = await import('lighthouse');
  const config = preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: only,
      skipAudits: ['full-page-screenshot', 'bf-cache'],
      disableFullPageScreenshot: true,
      throttlingMethod: 'simulate',
    },
    config,
  );
  if (!result) throw new Error(`Lighthouse không trả kết quả cho ${url}`);
  return result.lhr;
}

/**
 * Mean luminance of the final screenshot of a Lighthouse run, decoded by a
 * (Playwright) browser page: proves whether the page rendered light or dark.
 */
export async function screenshotLuminance(browser, lhr) {
  const dataUrl = lhr.audits?.['final-screenshot']?.details?.data;
  if (!dataUrl) return null;
  const page = await browser.newPage();
  try {
    const pixels = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0, 64, 64);
      return Array.from(context.getImageData(0, 0, 64, 64).data);
    }, dataUrl);
    return meanLuminance(pixels);
  } finally {
    await page.close();
  }
}

/** GET a URL with explicit headers, without following redirects or decompressing. */
export function probe(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {headers}, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks)}));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
