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

describe('ô tìm kiếm trên thanh điều hướng', () => {
  it('có placeholder "Tìm kiếm", bỏ khoảng trắng, đi tới /search?q= và tự xóa', async () => {
    const {page, context} = await openPage(browser, '/gioi-thieu');
    try {
      const box = page.getByRole('searchbox', {name: 'Tìm kiếm trên Learn Anything'});
      expect(await box.getAttribute('placeholder')).toBe('Tìm kiếm');
      await box.fill('  thần số học  ');
      await box.press('Enter');
      await page.waitForURL(`${BASE_URL}/search?q=${encodeURIComponent('thần số học')}`);
      await expect(box.inputValue()).resolves.toBe('');
    } finally {
      await context.close();
    }
  });

  it('không làm gì khi chỉ có khoảng trắng', async () => {
    const {page, context} = await openPage(browser, '/gioi-thieu');
    try {
      const box = page.getByRole('searchbox', {name: 'Tìm kiếm trên Learn Anything'});
      await box.fill('    ');
      await box.press('Enter');
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/gioi-thieu');
      expect(await box.inputValue()).toBe('    ');
    } finally {
      await context.close();
    }
  });

  it.each(['Control+k', 'Meta+k'])('%s đưa con trỏ vào ô tìm kiếm', async (shortcut) => {
    const {page, context} = await openPage(browser, '/');
    try {
      await page.locator('main').click({position: {x: 5, y: 5}});
      await page.keyboard.press(shortcut);
      const focusedId = await page.evaluate(() => document.activeElement?.id);
      expect(focusedId).toBe('navbar-search');
    } finally {
      await context.close();
    }
  });
});
