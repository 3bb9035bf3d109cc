import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {launchBrowser, openPage} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('thanh thông báo', () => {
  const bar = 'section[aria-label="Thông báo"][class*="announcementBar"]';

  it('dẫn tới khóa Python cho chứng khoán, nhớ khi đã đóng và hiện lại khi id đổi', async () => {
    const {page, context} = await openPage(browser, '/');
    try {
      await expect(page.locator(`${bar} a`).getAttribute('href')).resolves.toBe('/lp-khoa-hoc-python-chung-khoan');
      await page.locator(`${bar} button[aria-label]`).click();
      await expect(page.locator(bar).count()).resolves.toBe(0);
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      expect(await page.locator(bar).count()).toBe(0);

      // A bar with a new id: what was dismissed before no longer applies. (Docusaurus
      // suffixes its storage keys with a per-site namespace.)
      await page.evaluate(() => {
        for (const key of Object.keys(localStorage)) {
          if (key.startsWith('docusaurus.announcement.id')) localStorage.setItem(key, 'mot-thong-bao-cu');
        }
      });
      await page.reload();
      await page.locator(bar).waitFor({state: 'visible'});
    } finally {
      await context.close();
    }
  });
});
