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

describe('chế độ sáng/tối', () => {
  it('mặc định sáng, bật tối được và nhớ lựa chọn sau khi tải lại', async () => {
    const {page, context} = await openPage(browser, '/', {colorScheme: 'light'});
    try {
      const theme = () => page.locator('html').getAttribute('data-theme');
      expect(await theme()).toBe('light');
      // Docusaurus cycles system → light → dark → system; click until dark.
      const toggle = page.getByRole('button', {name: /Chuyển đổi chế độ sáng và tối/});
      for (let clicks = 0; clicks < 3 && (await theme()) !== 'dark'; clicks++) {
        await toggle.click();
      }
      expect(await theme()).toBe('dark');
      await expect(toggle.getAttribute('aria-label')).resolves.toContain('chế độ tối');
      await page.reload();
      expect(await theme()).toBe('dark');
    } finally {
      await context.close();
    }
  });

  it('theo thiết lập của hệ thống khi chưa chọn', async () => {
    const {page, context} = await openPage(browser, '/', {colorScheme: 'dark'});
    try {
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    } finally {
      await context.close();
    }
  });
});
