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

describe('trang bị lỗi', () => {
  it('thay trang bằng thông báo lỗi có chuỗi lỗi, và nút thử lại của thông báo đưa trang trở lại', async () => {
    const {page, context} = await openPage(browser, '/demo');
    try {
      const crash = page.getByRole('button', {name: 'Thử làm trang gặp lỗi'});
      await crash.click();
      // The page's own content is gone, replaced by the theme's error view, which shows the error.
      const message = page.getByText('Lỗi trình diễn: trang này cố ý gặp sự cố.').first();
      await expect(message.isVisible()).resolves.toBe(true);
      await expect(crash.count()).resolves.toBe(0);
      // The error view: the nearest block around the error that has a page title.
      const errorView = message.locator('xpath=ancestor::*[.//h1][1]');
      await expect(errorView.getByRole('heading', {level: 1}).count()).resolves.toBe(1);
      // Its one button renders the page again.
      await expect(errorView.getByRole('button').count()).resolves.toBe(1);
      await errorView.getByRole('button').click();
      await expect(crash.isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
