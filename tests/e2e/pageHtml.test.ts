import {readdirSync, readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext} from 'playwright-core';
import {launchBrowser, neverIdle, openPage, waitForHydration} from './support/browser';
import {htmlFilesUnder} from '../../scripts/lib/files.mjs';
import {COMPILE_HINT} from '../../plugins/compile-hints';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('mã của trang có sẵn trong HTML', () => {
  it('mỗi trang có toàn bộ nội dung tại chỗ trong HTML: không phần nào bị dời xuống cuối trang chờ script đưa về', () => {
    const pages = htmlFilesUnder('build');
    expect(pages.length).toBeGreaterThan(100);
    // React's markers and script for a Suspense boundary written later in the page.
    const outlined = pages.filter((file) => /<!--\$\?-->|\$RC=|<template id="?B:/.test(readFileSync(file, 'utf8')));
    expect(outlined).toEqual([]);
    // The boundaries are there, in place (src/components/DesktopOnly on every page's navbar).
    expect(readFileSync('build/index.html', 'utf8')).toContain('<!--$-->');
  });

  it('main.js và runtime của nó mở đầu bằng gợi ý biên dịch của V8 (plugins/compile-hints.ts), các tệp JS khác thì không', () => {
    const scripts = readdirSync('build/assets/js').filter((file) => file.endsWith('.js'));
    const hinted = scripts.filter((file) => readFileSync(`build/assets/js/${file}`, 'utf8').startsWith(COMPILE_HINT));
    expect(hinted.map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual(['main', 'runtime~main']);
  });

  /**
   * Records, in the page, when the first of the site's scripts ran (webpack's chunk
   * list is the first thing each one sets), and here, each script request the page
   * makes (preloads and script elements; prefetches for links in view are not scripts).
   */
  function recordScripts(scriptRequests: string[]) {
    return async (context: BrowserContext): Promise<void> => {
      await neverIdle(context);
      context.on('request', (request) => {
        if (request.resourceType() === 'script') scriptRequests.push(request.url());
      });
      await context.addInitScript(() => {
        let chunks: unknown;
        Object.defineProperty(window, 'webpackChunklearn_anything_vn', {
          configurable: true,
          get: () => chunks,
          set(value) {
            const record = window as unknown as {firstScriptRanAt?: number};
            record.firstScriptRanAt ??= performance.now();
            chunks = value;
          },
        });
      });
    };
  }

  it.each(['/', '/kien-thuc/python/phan-tich-co-phieu-voi-pandas'])(
    '%s: runtime và main.js được khai báo trong HTML, mỗi tệp JS chỉ tải một lần, và chỉ chạy khi trang đã hiện',
    async (path) => {
      const fetched: string[] = [];
      // Nothing idle-loaded (analytics…): only what the page needs to hydrate.
      const {page, context, errors, response} = await openPage(browser, path, {beforeGoto: recordScripts(fetched)});
      try {
        // From the HTML as served: the head lists them (plugins/page-template.ts).
        const html = (await response?.text()) ?? '';
        const list = /<script\b[^>]*\bdata-page-scripts\b[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '[]';
        const declared = (JSON.parse(list) as string[]).map((file) => new URL(file, page.url()).href);
        await waitForHydration(page);
        const {firstScriptRanAt, firstContentfulPaint} = await page.evaluate(() => ({
          firstScriptRanAt: (window as unknown as {firstScriptRanAt?: number}).firstScriptRanAt,
          firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        }));
        // runtime and main.js, which load the route's own chunks.
        expect(declared.map((url) => new URL(url).pathname.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
          '/assets/js/runtime~main',
          '/assets/js/main',
        ]);
        expect(fetched.slice(0, 2)).toEqual(declared);
        expect(fetched.length).toBeGreaterThan(2);
        expect(fetched.filter((url, index) => fetched.indexOf(url) !== index)).toEqual([]);
        // The page is on screen before any of its scripts runs.
        expect(firstContentfulPaint).toBeGreaterThan(0);
        expect(firstScriptRanAt).toBeGreaterThanOrEqual(firstContentfulPaint ?? Infinity);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
