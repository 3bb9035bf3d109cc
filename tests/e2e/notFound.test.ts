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

describe('trang không tồn tại và đường dẫn .html', () => {
  it('trả về 404 với trang tiếng Việt', async () => {
    const {page, context, response} = await openPage(browser, '/duong-dan-khong-ton-tai');
    try {
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1').textContent()).resolves.toBe('Không tìm thấy trang');
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/gioi-thieu.html', '/gioi-thieu'],
    ['/kien-thuc/python/index.html', '/kien-thuc/python'],
    ['/mo-hinh-tu-duy-eda', '/mo-hinh-tu-duy'],
  ])('%s dẫn tới %s', async (from, to) => {
    const {page, context, errors} = await openPage(browser, from);
    try {
      expect(new URL(page.url()).pathname).toBe(to);
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
