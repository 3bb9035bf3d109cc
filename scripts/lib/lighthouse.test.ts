import {describe, expect, it} from 'vitest';
import {
  auditDiagnostics,
  benchPlan,
  compareBudgets,
  describeItem,
  distinctItems,
  formatDiagnostics,
  formatResultsTable,
  formatTable,
  meanLuminance,
  median,
  medianRunIndex,
  mainJsEvaluationMs,
  medianSummary,
  parseBenchArgs,
  selectPages,
  summarizeLhr,
} from './lighthouse.mjs';

const budgets = {
  coldBuildSeconds: 30,
  renderBlockingCssGzipBytes: 40960,
  articleFirstLoadJsGzipBytes: 174080,
  homeFirstLoadJsGzipBytes: 174080,
  cumulativeLayoutShift: 0.1,
  lighthouse: {
    mobile: {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100},
    desktop: {accessibility: 100, 'best-practices': 100, seo: 100},
  },
};

/** A minimal Lighthouse result with the fields the helpers read. */
type FakeOptions = {
  perf?: number;
  a11y?: number;
  bp?: number;
  seo?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  mainJs?: number;
  audits?: Record<string, unknown>;
  refs?: Record<string, unknown[]>;
};

function fakeLhr({
  perf = 0.97,
  a11y = 1,
  bp = 1,
  seo = 1,
  lcp = 1800,
  tbt = 120,
  cls = 0,
  mainJs = 640,
  audits = {},
  refs = {},
}: FakeOptions = {}) {
  return {
    categories: {
      performance: {score: perf, auditRefs: refs.performance ?? []},
      accessibility: {score: a11y, auditRefs: refs.accessibility ?? []},
      'best-practices': {score: bp, auditRefs: refs['best-practices'] ?? []},
      seo: {score: seo, auditRefs: refs.seo ?? []},
    },
    audits: {
      'largest-contentful-paint': {numericValue: lcp},
      'total-blocking-time': {numericValue: tbt},
      'cumulative-layout-shift': {numericValue: cls},
      'first-contentful-paint': {numericValue: 900},
      'bootup-time': {
        details: {
          items: [
            {url: 'http://127.0.0.1:4173/assets/js/3186.ef622ccb.js', scripting: 90},
            {url: 'http://127.0.0.1:4173/assets/js/main.e83bde08.js', scripting: mainJs},
          ],
        },
      },
      ...audits,
    },
    environment: {benchmarkIndex: 2000},
  };
}

describe('parseBenchArgs', () => {
  it('defaults to a cold build, full plan, every page', () => {
    expect(parseBenchArgs([])).toEqual({build: true, quick: false, pages: null});
  });
  it('reads --no-build, --quick and --pages', () => {
    expect(parseBenchArgs(['--no-build', '--quick', '--pages=home, article'])).toEqual({
      build: false,
      quick: true,
      pages: ['home', 'article'],
    });
  });
  it('refuses unknown flags and an empty page list', () => {
    expect(() => parseBenchArgs(['--quik'])).toThrow('--quik');
    expect(() => parseBenchArgs(['--pages='])).toThrow();
  });
});

describe('benchPlan', () => {
  it('runs 3 times in both presets and colour schemes, or once on mobile light with --quick', () => {
    expect(benchPlan({quick: false})).toEqual({runs: 5, presets: ['mobile', 'desktop'], schemes: ['light', 'dark']});
    expect(benchPlan({quick: true})).toEqual({runs: 1, presets: ['mobile'], schemes: ['light']});
  });
});

describe('selectPages', () => {
  const pages = {home: '/', article: '/a', search: '/search?q=x'};
  it('keeps every page without a list, and the original order with one', () => {
    expect(selectPages(pages, null)).toEqual(pages);
    expect(Object.keys(selectPages(pages, ['search', 'home']))).toEqual(['home', 'search']);
  });
  it('names unknown pages', () => {
    expect(() => selectPages(pages, ['home', 'blog'])).toThrow(/blog/);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
  it('ignores missing values and is null when there are none', () => {
    expect(median([null, 5, undefined, 1, Number.NaN, 3])).toBe(3);
    expect(median([])).toBeNull();
    expect(median([null])).toBeNull();
  });
});

describe('summarizeLhr and medianSummary', () => {
  it('keeps displayed category scores (0–100) and the metrics', () => {
    const summary = summarizeLhr(fakeLhr({perf: 0.955, a11y: 0.96, lcp: 2100.5, tbt: 250, cls: 0.02}));
    expect(summary.scores).toEqual({performance: 96, accessibility: 96, 'best-practices': 100, seo: 100});
    expect(summary).toMatchObject({lcpMs: 2100.5, tbtMs: 250, cls: 0.02, benchmarkIndex: 2000, runtimeError: null});
  });
  it('reports a failed run without scores', () => {
    const summary = summarizeLhr({runtimeError: {code: 'NO_FCP'}, categories: {}, audits: {}});
    expect(summary.runtimeError).toBe('NO_FCP');
    expect(summary.scores.performance).toBeNull();
  });
  it('takes the median of each number on its own', () => {
    const runs = [
      summarizeLhr(fakeLhr({perf: 0.9, lcp: 3000, cls: 0})),
      summarizeLhr(fakeLhr({perf: 0.97, lcp: 1500, cls: 0.05})),
      summarizeLhr(fakeLhr({perf: 0.95, lcp: 2000, cls: 0.01})),
    ];
    const result = medianSummary(runs);
    expect(result.runs).toBe(3);
    expect(result.performanceRuns).toEqual([90, 97, 95]);
    expect(result.benchmarkIndexes).toEqual([2000, 2000, 2000]);
    expect(result.scores.performance).toBe(95);
    expect(result.lcpMs).toBe(2000);
    expect(result.cls).toBe(0.01);
    expect(result.runtimeErrors).toEqual([]);
  });
  it("keeps main.js's evaluation time and each metric's range over the runs", () => {
    const runs = [
      summarizeLhr(fakeLhr({perf: 0.85, tbt: 350, mainJs: 900})),
      summarizeLhr(fakeLhr({perf: 0.99, tbt: 85, mainJs: 610})),
      summarizeLhr(fakeLhr({perf: 0.95, tbt: 210, mainJs: 700})),
    ];
    expect(runs[0].mainJsEvalMs).toBe(900);
    const result = medianSummary(runs);
    expect(result.mainJsEvalMs).toBe(700);
    expect(result.ranges).toEqual({
      performance: {min: 85, max: 99},
      lcpMs: {min: 1800, max: 1800},
      tbtMs: {min: 85, max: 350},
      mainJsEvalMs: {min: 610, max: 900},
    });
    const table = formatResultsTable(
      [{name: 'article', route: '/a', weight: null, lighthouse: {mobile: {light: result}}}],
      'mobile',
      'light',
    );
    expect(table).toMatch(/\| 210 ms \(85 ms–350 ms\) +\| 700 ms \(610 ms–900 ms\) +\|/);
  });
  it('has no main.js time when the audit does not list the bundle', () => {
    expect(mainJsEvaluationMs({audits: {}})).toBeNull();
    expect(mainJsEvaluationMs(fakeLhr({audits: {'bootup-time': {details: {items: []}}}}))).toBeNull();
  });
  it('picks the run with the median performance score for diagnostics', () => {
    const runs = [90, 97, 95].map((p) => summarizeLhr(fakeLhr({perf: p / 100})));
    expect(medianRunIndex(runs)).toBe(2);
    expect(medianRunIndex([])).toBe(-1);
  });
});

describe('meanLuminance', () => {
  it('is 1 for white, 0 for black and low for the Docusaurus dark background', () => {
    expect(meanLuminance([255, 255, 255, 255])).toBeCloseTo(1);
    expect(meanLuminance([0, 0, 0, 255, 0, 0, 0, 255])).toBe(0);
    expect(meanLuminance([0x1b, 0x1b, 0x1d, 255])).toBeLessThan(0.02);
    expect(meanLuminance([])).toBeNull();
  });
});

describe('formatTable', () => {
  it('pads columns to the widest cell, counting Vietnamese letters as one', () => {
    expect(
      formatTable(
        ['Trang', 'Điểm'],
        [
          ['trang chủ', 100],
          ['bài', null],
        ],
      ),
    ).toBe(['| Trang     | Điểm |', '|-----------|------|', '| trang chủ | 100  |', '| bài       | –    |'].join('\n'));
  });
});

const medianOf = (lhr: ReturnType<typeof fakeLhr>) => medianSummary([summarizeLhr(lhr)]);

describe('formatResultsTable', () => {
  it('prints one row per page measured in that preset and scheme', () => {
    const pages = [
      {
        name: 'home',
        route: '/',
        weight: {jsGzip: 150 * 1024, cssGzip: 20 * 1024, blockingCssGzip: 20 * 1024},
        lighthouse: {mobile: {light: medianOf(fakeLhr())}},
      },
      {
        name: 'article',
        route: '/a',
        weight: {jsGzip: 0, cssGzip: 0, blockingCssGzip: 0},
        lighthouse: {desktop: {light: medianOf(fakeLhr())}},
      },
    ];
    const table = formatResultsTable(pages, 'mobile', 'light');
    expect(table).toContain('Di động (mobile), chế độ sáng');
    expect(table).toMatch(
      /\| home +\| 97 +\| 97 +\| 100 +\| 100 +\| 100 +\| 1\.8 s +\| 120 ms +\| 640 ms +\| 0\.000 +\| 150\.0 KiB +\| 20\.0 KiB +\| 20\.0 KiB +\|/,
    );
    expect(table).not.toContain('article');
    expect(formatResultsTable(pages, 'desktop', 'dark')).toBe('');
    expect(formatResultsTable(pages, 'mobile', 'light', {busyIndexBelow: 2500})).toMatch(/\| home +\| 97 +\| 97\* +\|/);
  });
});

describe('compareBudgets', () => {
  const page = (
    name: string,
    route: string,
    lighthouse: object,
    weight = {jsGzip: 100_000, cssGzip: 20_000, blockingCssGzip: 20_000},
  ) => ({
    name,
    route,
    weight,
    lighthouse,
  });
  it('passes when everything is within budget', () => {
    const results = {
      buildSeconds: 25,
      pages: [
        page('article', '/a', {
          mobile: {light: medianOf(fakeLhr()), dark: medianOf(fakeLhr())},
          desktop: {light: medianOf(fakeLhr({perf: 0.5}))},
        }),
      ],
    };
    expect(compareBudgets(results, budgets)).toEqual([]);
  });
  it('lists every broken budget: build, CSS, article JS, scores per preset and scheme, CLS', () => {
    const results = {
      buildSeconds: 31.24,
      pages: [
        page(
          'article',
          '/a',
          {mobile: {light: medianOf(fakeLhr({perf: 0.94, cls: 0.15})), dark: medianOf(fakeLhr({a11y: 0.96}))}},
          {
            jsGzip: 180 * 1024,
            cssGzip: 50 * 1024,
            blockingCssGzip: 45 * 1024,
          },
        ),
        page(
          'home',
          '/',
          {desktop: {dark: medianOf(fakeLhr({seo: 0.92, perf: 0.4}))}},
          {jsGzip: 171 * 1024, cssGzip: 0, blockingCssGzip: 0},
        ),
      ],
    };
    expect(compareBudgets(results, budgets)).toEqual([
      'Build nguội: 31.2 s > 30.0 s',
      'CSS chặn hiển thị /a: 45.0 KiB > 40.0 KiB',
      'JS lần đầu của bài viết /a: 180.0 KiB > 170.0 KiB',
      'Hiệu năng /a (mobile, sáng): 94 < 95',
      'CLS /a (mobile, sáng): 0.150 > 0.100',
      'Trợ năng /a (mobile, tối): 96 < 100',
      'JS lần đầu của trang chủ /: 171.0 KiB > 170.0 KiB',
      'SEO / (desktop, tối): 92 < 100',
    ]);
  });
  it('skips the build budget with --no-build and reports runs that failed', () => {
    const failed = medianSummary([summarizeLhr({runtimeError: {code: 'NO_FCP'}, categories: {}, audits: {}})]);
    const failures = compareBudgets(
      {buildSeconds: null, pages: [page('search', '/s', {mobile: {light: failed}})]},
      budgets,
    );
    expect(failures[0]).toBe('Lighthouse lỗi ở /s (mobile, sáng): NO_FCP');
    expect(failures).toContain('Hiệu năng /s (mobile, sáng): không đo được');
    expect(failures.some((f) => f.startsWith('Build'))).toBe(false);
  });
});

describe('describeItem and distinctItems', () => {
  it('describes elements, URLs and savings', () => {
    expect(
      describeItem({
        node: {selector: 'nav > a', snippet: '<a href="/">', explanation: 'Fix any of the following:\n  contrast 3.1'},
      }),
    ).toBe('nav > a — <a href="/"> — Fix any of the following: contrast 3.1');
    expect(describeItem({url: 'http://x/assets/js/main.js', totalBytes: 200_000, wastedBytes: 40_960})).toBe(
      'http://x/assets/js/main.js — lãng phí 40.0 KiB',
    );
    expect(describeItem({url: 'http://x/a.js', total: 1664.2, scripting: 1373.4})).toBe(
      'http://x/a.js — CPU 1664 ms, script 1373 ms',
    );
    expect(describeItem({groupLabel: 'Script Evaluation', group: 'scriptEvaluation', duration: 1430.7})).toBe(
      'Script Evaluation: 1431 ms',
    );
    expect(describeItem({statistic: 'Total DOM Elements', value: {type: 'numeric', value: 1997}})).toBe(
      'Total DOM Elements: 1997',
    );
  });
  it('counts repeated rows and puts the most frequent first', () => {
    const items = [{node: {selector: 'a'}}, {node: {selector: 'b'}}, {node: {selector: 'b'}}];
    expect(distinctItems(items, 5)).toEqual(['b (×2)', 'a']);
    expect(distinctItems(items, 1)).toEqual(['b (×2)']);
  });
});

describe('auditDiagnostics', () => {
  const lhr = fakeLhr({
    a11y: 0.93,
    audits: {
      'color-contrast': {
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        details: {type: 'table', items: [{node: {selector: 'span.token', snippet: '<span class="token comment">'}}]},
      },
      'image-alt': {id: 'image-alt', title: 'Image elements have [alt] attributes', score: 1, details: {items: []}},
      'unused-javascript': {
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        score: 0.5,
        displayValue: 'Est savings of 40 KiB',
        metricSavings: {LCP: 150, FCP: 0},
        details: {
          overallSavingsBytes: 41_000,
          items: [{url: 'http://x/main.js', totalBytes: 200_000, wastedBytes: 41_000}],
        },
      },
      'dom-size': {id: 'dom-size', title: 'Avoids an excessive DOM size', score: 1},
      'largest-contentful-paint-element': {
        id: 'largest-contentful-paint-element',
        score: 0,
        details: {
          items: [
            {type: 'table', items: [{node: {selector: 'article > p', snippet: '<p>'}}]},
            {
              type: 'table',
              items: [
                {phase: 'TTFB', timing: 450.2},
                {phase: 'Render Delay', timing: 2256},
              ],
            },
          ],
        },
      },
      'layout-shifts': {
        id: 'layout-shifts',
        score: 0,
        details: {items: [{node: {selector: 'header img'}, score: 0.12}]},
      },
      'long-tasks': {
        id: 'long-tasks',
        score: 1,
        details: {items: [{url: 'http://x/main.js', duration: 270.4, startTime: 2477.2}]},
      },
    },
    refs: {
      accessibility: [
        {id: 'image-alt', weight: 10},
        {id: 'color-contrast', weight: 7},
      ],
      performance: [
        {id: 'unused-javascript', weight: 0, group: 'diagnostics'},
        {id: 'dom-size', weight: 0, group: 'diagnostics'},
        {id: 'largest-contentful-paint-element', weight: 0, group: 'diagnostics'},
        {id: 'layout-shifts', weight: 0, group: 'diagnostics'},
      ],
    },
  });
  it('lists failing scored audits with their elements and the performance picture', () => {
    const result = auditDiagnostics(lhr);
    expect(result.failing.accessibility).toEqual([
      {
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        weight: 7,
        items: ['span.token — <span class="token comment">'],
        itemCount: 1,
      },
    ]);
    expect(result.failing.seo).toEqual([]);
    expect(result.performance.lcpElement).toBe('article > p <p>');
    expect(result.performance.lcpPhases).toEqual(['TTFB: 450 ms', 'Render Delay: 2256 ms']);
    expect(result.performance.opportunities.map((o: {id: string}) => o.id)).toEqual(['unused-javascript']);
    expect(result.performance.opportunities[0]).toMatchObject({savingsMs: 150, savingsBytes: 41_000});
    expect(result.performance.layoutShifts).toEqual(['header img — điểm dịch chuyển 0.120']);
    const text = formatDiagnostics('/a (mobile, light)', result, {withPerformance: true});
    expect(text).toContain('- [accessibility] Background and foreground colors');
    expect(text).toContain('Phần tử LCP: article > p <p> (TTFB: 450 ms, Render Delay: 2256 ms)');
    expect(text).toContain('· http://x/main.js — lãng phí 40.0 KiB');
    expect(text).toContain('Tác vụ dài (nguồn TBT): http://x/main.js — tác vụ 270 ms lúc 2477 ms');
    expect(text).toContain('Dịch chuyển bố cục: header img — điểm dịch chuyển 0.120');
    expect(formatDiagnostics('/a', result, {withPerformance: false})).not.toContain('[performance]');
  });
});
