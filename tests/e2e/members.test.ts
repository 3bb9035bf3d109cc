import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage, waitForHydration} from './support/browser';
import {clearUsers, signInWithGooglePopup} from './support/authEmulator';
import {routeGapiStandIn} from './support/gapiStandIn';
import {membersHomeSentence} from './support/membersHome';

const MODAL_TITLE = 'Chào đón bạn trở lại!';
const MODAL_TEXT = 'Đăng nhập để xem các nội dung dành cho học viên!';
// A sentence of the members' home, from its source: the page is members-only, not its wording.
const MARKER = membersHomeSentence();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await clearUsers();
});

const withGapi = {beforeGoto: routeGapiStandIn};

async function expectGate(page: Page) {
  const dialog = page.getByRole('dialog', {name: MODAL_TITLE});
  await dialog.waitFor();
  await expect(dialog.getByText(MODAL_TEXT).isVisible()).resolves.toBe(true);
  await expect(dialog.getByRole('button', {name: 'Đăng nhập với Google'}).isVisible()).resolves.toBe(true);
  await expect(dialog.getByRole('button', {name: 'Quay lại'}).isVisible()).resolves.toBe(true);
  expect(await page.locator('body').innerText()).not.toContain(MARKER);
  await expect(page.locator('main').first().isVisible()).resolves.toBe(false);
}

describe('khu vực học viên', () => {
  it.each(['/members', '/tai-nguyen/checklist-seo-docusaurus'])(
    'khách chưa đăng nhập ở %s thấy hộp thoại và không thấy nội dung',
    async (path) => {
      const {page, context, errors} = await openPage(browser, path, withGapi);
      try {
        await expectGate(page);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('hộp thoại giữ tiêu điểm bên trong; "Quay lại" và Escape đưa về trang trước', async () => {
    const {page, context} = await openPage(browser, '/gioi-thieu', withGapi);
    try {
      await page.goto(`${BASE_URL}/members`);
      await expectGate(page);
      const focused = () => page.evaluate(() => document.activeElement?.textContent);
      expect(await focused()).toBe('Đăng nhập với Google');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Quay lại');
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Đăng nhập với Google');
      await page.getByRole('button', {name: 'Quay lại'}).click();
      await page.waitForURL(`${BASE_URL}/gioi-thieu`);

      await page.goto(`${BASE_URL}/tai-nguyen`);
      await expectGate(page);
      await page.keyboard.press('Escape');
      await page.waitForURL(`${BASE_URL}/gioi-thieu`);
    } finally {
      await context.close();
    }
  });

  it('đăng nhập qua cửa sổ Google của emulator thì thấy nội dung; đăng xuất thì tải lại ở trạng thái chưa đăng nhập', async () => {
    const {page, context, errors} = await openPage(browser, '/members', withGapi);
    try {
      await expectGate(page);
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      await signInWithGooglePopup(page, 'hoc-vien@example.com', {name: 'Nguyễn Học Viên'});

      await page.getByText(MARKER).waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      await expect(page.getByText('Xin chào,').isVisible()).resolves.toBe(true);
      await expect(page.locator('.navbar').getByRole('button', {name: 'Đăng xuất'}).isVisible()).resolves.toBe(true);
      expect(logged).toContain('hoc-vien@example.com');

      await page.goto(`${BASE_URL}/tai-nguyen/checklist-seo-docusaurus`);
      await page.locator('article h1').waitFor();

      await Promise.all([
        page.waitForEvent('load'),
        page.locator('.navbar').getByRole('button', {name: 'Đăng xuất'}).click(),
      ]);
      await waitForHydration(page);
      await expectGate(page);
      await page.goto(`${BASE_URL}/`);
      await expect(page.locator('.navbar').getByRole('button', {name: 'Đăng nhập'}).isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('khách ở trang công khai không tải mã Firebase', async () => {
    const firebaseRequests: string[] = [];
    const {page, context} = await openPage(browser, '/', {
      beforeGoto: async (ctx) => {
        ctx.on('request', (request) => {
          if (/9099|apis\.google\.com|googleapis/.test(request.url())) firebaseRequests.push(request.url());
        });
        ctx.on('response', async (response) => {
          if (response.url().endsWith('.js')) {
            const body = await response.text().catch(() => '');
            if (body.includes('identitytoolkit')) firebaseRequests.push(response.url());
          }
        });
      },
    });
    try {
      await page.waitForLoadState('networkidle');
      expect(firebaseRequests).toEqual([]);
      await expect(page.locator('.navbar').getByRole('button', {name: 'Đăng nhập'}).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
