import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('liên kết nội bộ', () => {
  it('mở trang trong trình duyệt như react-router: không tải lại, trang đang xem thì thay chứ không thêm vào lịch sử, Ctrl+bấm để trình duyệt lo', async () => {
    const ARTICLE = '/kien-thuc/python/phan-tich-co-phieu-voi-pandas';
    const {page, context, errors} = await openPage(browser, ARTICLE, {viewport: {width: 1280, height: 800}});
    try {
      // Marks this document: a full page load would lose it.
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      const historyLength = () => page.evaluate(() => window.history.length);
      const before = await historyLength();
      const home = page.locator('.theme-doc-breadcrumbs a[href="/"]');
      await home.click();
      await page.waitForURL(`${BASE_URL}/`);
      expect(await historyLength()).toBe(before + 1);
      // Docusaurus shows the new route once its code has loaded; until then react-router's location
      // is still the article's, and a link to "/" would be a new entry.
      await page.locator('.theme-doc-breadcrumbs').waitFor({state: 'detached'});
      // The logo links to the page shown: the entry is replaced.
      await page.locator('a.navbar__brand').click();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(`${BASE_URL}/`);
      expect(await historyLength()).toBe(before + 1);
      await page.goBack();
      await page.waitForURL(BASE_URL + ARTICLE);
      await page.locator('article h1').waitFor();
      // A Ctrl+click opens the link in a new tab and leaves this one where it is.
      const opened = context.waitForEvent('page');
      await page.locator('.theme-doc-breadcrumbs a[href="/"]').click({modifiers: ['Control']});
      await (await opened).close();
      expect(page.url()).toBe(BASE_URL + ARTICLE);
      expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('thanh tiến trình khi chuyển trang', () => {
  it('khi chuyển trang chậm, thanh tiến trình hiện sau 200 ms (mã của nó đã tải trước, không nằm trong main.js) và không có vòng quay', async () => {
    const {page, context} = await openPage(browser, '/');
    try {
      // The bar's own library is not in main.js: the page prefetched it when it started.
      const barLibrary = await page.evaluate(async () => {
        for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'))) {
          if (link.href.endsWith('.js') && (await (await fetch(link.href)).text()).includes('nprogress'))
            return link.href;
        }
        return null;
      });
      expect(barLibrary).not.toBeNull();
      // Hold the next page's code for a moment so the route change is slow; the prefetched bar
      // library is served at once, as the browser's cache would.
      await context.route(/\/assets\/js\/.*\.js$/, async (route) => {
        if (route.request().url() !== barLibrary) await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.evaluate(() => {
        const w = window as unknown as {__progressShownAfter?: number};
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (document.getElementById('nprogress')) {
            w.__progressShownAfter = performance.now() - start;
            observer.disconnect();
          }
        }).observe(document.body, {childList: true, subtree: true});
        document.querySelector<HTMLAnchorElement>('a[href="/demo"], a[href="/gioi-thieu"]')?.click();
      });
      await page.waitForSelector('#nprogress', {state: 'attached'});
      const shownAfter = await page.evaluate(
        () => (window as unknown as {__progressShownAfter: number}).__progressShownAfter,
      );
      expect(shownAfter).toBeGreaterThanOrEqual(190);
      // Shown while the next page's code is still held, not once it arrives.
      expect(shownAfter).toBeLessThan(1500);
      expect(await page.locator('#nprogress .spinner').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
