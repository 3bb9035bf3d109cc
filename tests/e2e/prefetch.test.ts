import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const prefetchLinks = () => document.querySelectorAll('link[rel="prefetch"]').length;

/** The number of prefetch links once prefetching of the links on screen has settled (the count holds for a second). */
async function settledPrefetchLinks(page: Page): Promise<number> {
  let count = -1;
  for (let next = await page.evaluate(prefetchLinks); next !== count; next = await page.evaluate(prefetchLinks)) {
    count = next;
    await page.waitForTimeout(1000);
  }
  return count;
}

describe('tải trước trang trên điện thoại', () => {
  it('một liên kết đang hiện trên màn hình mở ra mà không phải tải thêm tệp mã nào lúc bấm', async () => {
    const scripts = new Set<string>();
    const fetchedAtTheTap: string[] = [];
    let tapped = false;
    const {page, context, errors} = await openPage(browser, '/', {
      viewport: {width: 375, height: 740},
      beforeGoto: async (context) => {
        // Every script file fetched before the tap, prefetches included; after it, the scripts the
        // new page runs (its own links' prefetches, which are not scripts, may start then too).
        context.on('request', (request) => {
          if (!request.url().endsWith('.js')) return;
          if (!tapped) scripts.add(request.url());
          else if (request.resourceType() === 'script' && !scripts.has(request.url())) {
            fetchedAtTheTap.push(request.url());
          }
        });
      },
    });
    try {
      // "Bắt đầu từ đây" is in view at load; the docs pages' shared chunks are split out of its route's.
      const link = page.getByRole('link', {name: 'Bắt đầu từ đây'});
      await link.waitFor({state: 'visible'});
      await settledPrefetchLinks(page);
      tapped = true;
      // A click without pointer or scroll events: using the page would also load the offline reading chunk.
      await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
      await page.waitForURL(`${BASE_URL}/docs/intro`);
      await page.locator('article h1').waitFor();
      expect(fetchedAtTheTap).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('tải trước trang trên máy tính', () => {
  const DESKTOP = {viewport: {width: 1350, height: 940}};
  /** Whether Docusaurus has already prefetched this page (its prefetch() answers false for a page it fetched). */
  const notYetPrefetched = (path: string) =>
    (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}}).docusaurus.prefetch(path) !== false;

  it('mỗi tệp chỉ được tải trước một lần, dù nhiều trang dùng chung', async () => {
    const {page, context} = await openPage(browser, '/kien-thuc/python/phan-tich-co-phieu-voi-pandas', DESKTOP);
    try {
      expect(await settledPrefetchLinks(page)).toBeGreaterThan(5);
      const hrefs = await page.evaluate(() =>
        Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')),
      );
      expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('trang trong trình đơn chỉ được tải trước khi trình đơn mở ra, và trình đơn vẫn dùng được bằng bàn phím', async () => {
    const {page, context, errors} = await openPage(browser, '/gioi-thieu', DESKTOP);
    try {
      const count = await settledPrefetchLinks(page);
      // Only in the closed "Công nghệ" menu: not prefetched.
      expect(await page.evaluate(notYetPrefetched, '/kien-thuc/category/jamstack')).toBe(true);

      const menuToggle = page.locator('.navbar__item.dropdown > .navbar__link', {hasText: 'Phát triển bản thân'});
      const menu = menuToggle.locator('..').locator('.dropdown__menu');
      await expect(menu.isVisible()).resolves.toBe(false);
      await menuToggle.hover();
      await menu.getByRole('link', {name: 'Sách hay'}).waitFor({state: 'visible'});
      // Opening the menu prefetches its pages.
      await page.waitForFunction((before) => document.querySelectorAll('link[rel="prefetch"]').length > before, count);

      // Keyboard: Enter opens the menu (Infima's .dropdown--show), Tab reaches its entries.
      await page.mouse.move(10, 900);
      const otherToggle = page.locator('.navbar__item.dropdown > .navbar__link', {hasText: 'Công nghệ'});
      await otherToggle.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.dropdown__menu') !== null)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
