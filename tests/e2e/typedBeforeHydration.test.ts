import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, waitForHydration} from './support/browser';

/**
 * On a slow network the page's HTML is there and usable long before its JavaScript. What a
 * reader types or picks in that time must survive hydration, and the page must act on it.
 * Each test holds back main.js, fills the server-rendered form, then lets the page hydrate.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface HeldPage {
  page: Page;
  context: BrowserContext;
  errors: string[];
  /** Lets main.js through and waits until React has hydrated the page. */
  hydrate: () => Promise<void>;
}

async function openWithScriptsHeld(path: string): Promise<HeldPage> {
  const context = await browser.newContext({locale: 'vi-VN'});
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(BASE_URL + path, {waitUntil: 'commit'});
  return {
    page,
    context,
    errors,
    hydrate: async () => {
      expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
      release();
      await waitForHydration(page);
      // Effects that restore stored state, read the address or load data run right after hydration.
      await page.waitForTimeout(500);
    },
  };
}

describe('gõ trước khi trang sẵn sàng (mạng chậm): không mất chữ nào', () => {
  it('/search: từ khóa gõ sớm được giữ, tìm và ghi lên địa chỉ', async () => {
    const {page, context, errors, hydrate} = await openWithScriptsHeld('/search');
    try {
      const box = page.locator('main input[type="search"]');
      await box.fill('thần số học');
      await hydrate();
      expect(await box.inputValue()).toBe('thần số học');
      await page.waitForURL(/\/search\?q=th%E1%BA%A7n%20s%E1%BB%91%20h%E1%BB%8Dc$/);
      await page.locator('ol li h2 a').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ô tìm kiếm trên thanh điều hướng: Enter sau khi trang sẵn sàng mở kết quả của chữ đã gõ', async () => {
    const {page, context, errors, hydrate} = await openWithScriptsHeld('/');
    try {
      const box = page.locator('nav input[type="search"]');
      await box.fill('pandas');
      await hydrate();
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=pandas$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('trang 404: Enter sau khi trang sẵn sàng tìm đúng chữ đã gõ', async () => {
    const {page, context, errors, hydrate} = await openWithScriptsHeld('/trang-nay-khong-co');
    try {
      const box = page.locator('main input[name="q"]');
      await box.fill('obsidian');
      await hydrate();
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=obsidian$/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('bản tin ở chân trang: email gõ sớm được kiểm tra như đã gõ, không bị coi là trống', async () => {
    const {page, context, errors, hydrate} = await openWithScriptsHeld('/');
    try {
      const email = page.locator('footer input[name="email"]');
      await email.fill('ten-o-gmail.com');
      await hydrate();
      await page.locator('footer form button[type="submit"]').click();
      await expect.poll(() => page.locator('footer').innerText()).toContain('Email cần có ký tự @');
      expect(await email.inputValue()).toBe('ten-o-gmail.com');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('tra cứu thần số học: họ tên và ngày sinh gõ sớm cho ra kết quả', async () => {
    const {page, context, errors, hydrate} = await openWithScriptsHeld('/tra-cuu-than-so-hoc');
    try {
      await page.locator('#nsh-ten').fill('Nguyễn Văn An');
      await page.locator('#nsh-ngay').fill('15/08/1990');
      await hydrate();
      expect(await page.locator('#nsh-ten').inputValue()).toBe('Nguyễn Văn An');
      expect(await page.locator('#nsh-ngay').inputValue()).toBe('15/08/1990');
      await page.locator('main form button[type="submit"]').first().click();
      await page.waitForURL(/[?&]ten=/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('đăng ký khóa học: các ô gõ sớm được giữ, kể cả sau khi bản nháp được khôi phục', async () => {
    const {page, context, errors, hydrate} = await openWithScriptsHeld('/dang-ky-khoa-hoc');
    try {
      await page.locator('input[name="hoTen"]').fill('Trần Thị Bình');
      await page.locator('textarea[name="ghiChu"]').fill('Tôi học được buổi tối.');
      await hydrate();
      expect(await page.locator('input[name="hoTen"]').inputValue()).toBe('Trần Thị Bình');
      expect(await page.locator('textarea[name="ghiChu"]').inputValue()).toBe('Tôi học được buổi tối.');
      // The draft is kept for this tab from now on, as if typed after hydration.
      await expect
        .poll(() => page.evaluate(() => Object.values({...sessionStorage}).join(' ')))
        .toContain('Trần Thị Bình');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('trắc nghiệm: lựa chọn bấm sớm vẫn được chọn', async () => {
    const {page, context, errors, hydrate} = await openWithScriptsHeld('/trac-nghiem/quan-ly-tri-thuc-ca-nhan');
    try {
      const first = page.locator('main fieldset').first().locator('input[type="radio"]').nth(1);
      await first.check();
      await hydrate();
      expect(await first.isChecked()).toBe(true);
      // The choice counts: answering the rest gives a result instead of "câu chưa trả lời".
      const groups = page.locator('main fieldset');
      const count = await groups.count();
      for (let i = 1; i < count; i++) await groups.nth(i).locator('input[type="radio"]').first().check();
      await page.getByRole('button', {name: 'Xem kết quả'}).click();
      await page.getByTestId('diem-trac-nghiem').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('bánh xe cuộc đời: điểm kéo sớm được giữ', async () => {
    const {page, context, errors, hydrate} = await openWithScriptsHeld('/trac-nghiem/banh-xe-cuoc-doi-online');
    try {
      const slider = page.locator('main input[type="range"]').first();
      await slider.fill('9');
      await hydrate();
      expect(await slider.inputValue()).toBe('9');
      expect(await slider.getAttribute('aria-valuetext')).toBe('9 trên 10');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
