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

describe('chân trang', () => {
  it('có logo, mạng xã hội, liên hệ, ba nhóm liên kết và năm hiện tại', async () => {
    const {page, context} = await openPage(browser, '/');
    try {
      const footer = page.locator('footer');
      await expect(footer.getByText('Thành phố Hồ Chí Minh, Việt Nam', {exact: true}).isVisible()).resolves.toBe(true);
      await expect(footer.getByText('Đăng ký bản tin Substack!').isVisible()).resolves.toBe(true);
      expect(await footer.getByRole('textbox').getAttribute('placeholder')).toBe('Nhập email của bạn');
      await expect(footer.getByRole('button', {name: 'Đăng ký'}).isVisible()).resolves.toBe(true);
      for (const name of ['Facebook', 'YouTube', 'Bản tin Substack']) {
        await expect(footer.getByRole('link', {name, exact: true}).count()).resolves.toBe(1);
      }
      for (const group of ['Chia sẻ kiến thức', 'Khóa học', 'Giới thiệu']) {
        await expect(footer.getByRole('navigation', {name: group}).count()).resolves.toBe(1);
      }
      const year = new Date().getFullYear();
      await expect(footer.locator('p', {hasText: '©'}).textContent()).resolves.toContain(`© ${year}`);
      await expect(footer.locator('img').first().isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('báo lỗi email sai bằng tiếng Việt, giữ nguyên chữ đã gõ, và gửi email đúng tới Substack', async () => {
    const {page, context} = await openPage(browser, '/');
    try {
      const footer = page.locator('footer');
      const input = footer.getByRole('textbox');
      await input.fill('ban-hoc@gmail');
      await footer.getByRole('button', {name: 'Đăng ký'}).click();
      await expect(footer.getByRole('alert').textContent()).resolves.toBe(
        'Email chưa đúng định dạng, ví dụ: ten@gmail.com.',
      );
      expect(await input.inputValue()).toBe('ban-hoc@gmail');

      // A valid address is posted to Substack's subscribe endpoint (answered here, offline).
      let posted: string | null = null;
      await context.route(/substack\.com\/api\/v1\/free/, async (route) => {
        posted = route.request().postData();
        await route.fulfill({status: 200, contentType: 'text/html', body: '<p>ok</p>'});
      });
      await input.fill('ban-hoc@gmail.com');
      const popup = context.waitForEvent('page');
      await footer.getByRole('button', {name: 'Đăng ký'}).click();
      await (await popup).waitForLoadState();
      expect(posted).toBe('email=ban-hoc%40gmail.com');
      expect(await footer.getByRole('alert').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
