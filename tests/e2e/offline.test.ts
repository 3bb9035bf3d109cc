import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage, waitForHydration} from './support/browser';
import {clearUsers, signInWithGooglePopup} from './support/authEmulator';
import {routeGapiStandIn} from './support/gapiStandIn';
import {membersHomeSentence} from './support/membersHome';
import {axeViolations, describeViolations} from './support/axe';

/**
 * Offline reading with the service worker (plugins/service-worker.ts), in Chromium against the
 * build served by the Hosting emulator: an article a reader opened reloads without a network,
 * an address never opened shows the offline page, and members' pages are never kept.
 */

const ARTICLE = '/kien-thuc/python/phan-tich-co-phieu-voi-pandas';
const NEVER_OPENED = '/kien-thuc/mo-hinh-tu-duy/lai-kep';
const OFFLINE_TITLE = 'Bạn đang ngoại tuyến';
const MEMBERS_MARKER = membersHomeSentence();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Uses the page (a small scroll: the worker is registered only once someone does), then waits until
 * the worker controls the page and the page (its clean address) is in the cache.
 */
async function waitUntilKept(page: Page, pathname: string) {
  await page.mouse.wheel(0, 40);
  await page.evaluate(async (key) => {
    await navigator.serviceWorker.ready;
    // Checked again on every frame until the worker has kept the page (bounded by the test's timeout).
    while (!(navigator.serviceWorker.controller && (await caches.match(key)))) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, BASE_URL + pathname);
}

/** Every address kept in any cache of the origin. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

describe('đọc ngoại tuyến', () => {
  it('trang chưa ai chạm vào chưa đăng ký worker (không tốn gì cho lần xem đầu); cuộn trang là đăng ký', async () => {
    const {page, context, errors} = await openPage(browser, ARTICLE);
    try {
      // Well past the load event and the browser's next idle moment, which alone do not register it.
      await page.waitForTimeout(2000);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      await waitUntilKept(page, ARTICLE);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('bài đã mở vẫn đọc được khi mất mạng; trang chưa mở hiện trang ngoại tuyến', async () => {
    const {page, context, errors} = await openPage(browser, ARTICLE);
    try {
      const heading = await page.locator('article h1').first().textContent();
      const paragraph = (await page.locator('article .markdown p').first().textContent())!.slice(0, 80);
      await waitUntilKept(page, ARTICLE);

      await context.setOffline(true);
      const response = await page.reload({waitUntil: 'domcontentloaded'});
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.locator('article h1').first().textContent()).resolves.toBe(heading);
      await expect(page.getByText(paragraph).first().isVisible()).resolves.toBe(true);

      await page.goto(BASE_URL + NEVER_OPENED, {waitUntil: 'domcontentloaded'});
      expect(new URL(page.url()).pathname).toBe('/ngoai-tuyen');
      await expect(page.locator('h1').first().textContent()).resolves.toBe(OFFLINE_TITLE);
      await waitForHydration(page);
      await expect(page.getByRole('link', {name: 'mở lại trang bạn cần'}).getAttribute('href')).resolves.toBe(
        NEVER_OPENED,
      );
      expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('bài mở bằng liên kết trong trang (không tải lại) cũng được giữ', async () => {
    const {page, context} = await openPage(browser, ARTICLE);
    try {
      await waitUntilKept(page, ARTICLE);
      const link = page.locator('article a[href^="/kien-thuc/"]').last();
      const target = new URL((await link.getAttribute('href'))!, BASE_URL).pathname;
      expect(target).not.toBe(ARTICLE);
      const articleHeading = await page.locator('h1').first().textContent();
      await link.click();
      await page.waitForURL(BASE_URL + target);
      // The address changes first; the old page stays on screen until the new one's code has loaded.
      await expect.poll(() => page.locator('h1').first().textContent()).not.toBe(articleHeading);
      const heading = await page.locator('h1').first().textContent();
      await waitUntilKept(page, target);

      await context.setOffline(true);
      await page.reload({waitUntil: 'domcontentloaded'});
      await expect(page.locator('h1').first().textContent()).resolves.toBe(heading);
    } finally {
      await context.close();
    }
  });

  it('có tệp kê khai (liên kết cùng lúc đăng ký worker, sau lần vẽ đầu), biểu tượng và màu giao diện để cài lên màn hình chính', async () => {
    const {page, context} = await openPage(browser, '/');
    try {
      expect(await page.locator('link[rel=manifest]').count()).toBe(0);
      await waitUntilKept(page, '/');
      const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
      const manifest = await (await fetch(BASE_URL + manifestHref)).json();
      expect(manifest).toMatchObject({lang: 'vi', start_url: '/', display: 'standalone'});
      const sizes = (manifest.icons as {sizes: string; purpose: string; src: string}[]).map(
        (i) => `${i.sizes} ${i.purpose}`,
      );
      expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
      for (const icon of manifest.icons as {src: string}[]) expect((await fetch(BASE_URL + icon.src)).status).toBe(200);
      const apple = await page.locator('link[rel=apple-touch-icon]').getAttribute('href');
      expect((await fetch(BASE_URL + apple)).headers.get('content-type')).toMatch(/image\/png/);
      const themeColors = await page
        .locator('meta[name=theme-color]')
        .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('media')));
      expect(themeColors).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
    } finally {
      await context.close();
    }
  });
});

/** A later deploy: the same worker at another address (with one more line) is a new version for the browser. */
async function serveLaterVersion(context: BrowserContext): Promise<void> {
  await context.route(/\/sw\.js\?phien-ban=sau$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({response, body: `${await response.text()}\n// phiên bản sau\n`});
  });
}

describe('phiên bản mới', () => {
  it.each(['light', 'dark'] as const)(
    'một worker mới đang chờ thì trang mời tải lại (%s); bàn phím dùng được, axe không thấy lỗi; "Tải lại" chuyển sang bản mới',
    async (colorScheme) => {
      const {page, context} = await openPage(browser, '/kien-thuc', {
        colorScheme,
        beforeGoto: serveLaterVersion,
      });
      try {
        await waitUntilKept(page, '/kien-thuc');
        await page.evaluate(() => navigator.serviceWorker.register('/sw.js?phien-ban=sau', {scope: '/'}));
        const prompt = page.getByRole('status', {name: 'Phiên bản mới'});
        await prompt.waitFor();
        await expect(prompt.innerText()).resolves.toContain('Có phiên bản mới của trang');
        expect(describeViolations('lời nhắc phiên bản mới', await axeViolations(page))).toEqual([]);

        const reload = prompt.getByRole('button', {name: 'Tải lại'});
        await reload.focus();
        await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
        await waitForHydration(page);
        const state = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {waiting: Boolean(registration?.waiting), active: registration?.active?.scriptURL ?? ''};
        });
        expect(state).toEqual({waiting: false, active: expect.stringContaining('phien-ban=sau')});
        await expect(page.getByRole('status', {name: 'Phiên bản mới'}).count()).resolves.toBe(0);
      } finally {
        await context.close();
      }
    },
  );

  it('"Để sau" đóng lời nhắc và giữ bản đang dùng', async () => {
    const {page, context} = await openPage(browser, '/kien-thuc', {
      beforeGoto: serveLaterVersion,
    });
    try {
      await waitUntilKept(page, '/kien-thuc');
      await page.evaluate(() => navigator.serviceWorker.register('/sw.js?phien-ban=sau', {scope: '/'}));
      const prompt = page.getByRole('status', {name: 'Phiên bản mới'});
      await prompt.getByRole('button', {name: 'Để sau'}).click();
      await expect(prompt.count()).resolves.toBe(0);
      await expect(page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).resolves.not.toContain(
        'phien-ban=sau',
      );
    } finally {
      await context.close();
    }
  });
});

describe('khu vực học viên và bộ nhớ đệm', () => {
  it('sau khi đăng xuất, trang học viên không được phục vụ từ bộ nhớ đệm', async () => {
    await clearUsers();
    const {page, context, errors} = await openPage(browser, '/', {beforeGoto: routeGapiStandIn});
    try {
      await waitUntilKept(page, '/');
      await page.goto(`${BASE_URL}/members`);
      await waitForHydration(page);
      await signInWithGooglePopup(page, 'ngoai-tuyen@example.com', {name: 'Người Đọc Ngoại Tuyến'});
      await page.getByText(MEMBERS_MARKER).waitFor();
      await page.goto(`${BASE_URL}/tai-nguyen/checklist-seo-docusaurus`);
      await page.locator('article h1').waitFor();

      await Promise.all([
        page.waitForEvent('load'),
        page.locator('.navbar').getByRole('button', {name: 'Đăng xuất'}).click(),
      ]);
      await waitForHydration(page);

      // Nothing of the members' areas or the API in any cache.
      const kept = await cachedPaths(page);
      expect(kept.length).toBeGreaterThan(0);
      expect(kept.filter((p) => /^\/(members|tai-nguyen|api)(\/|$)/.test(p))).toEqual([]);

      // Offline, the members' page is the offline page, not a kept copy.
      await context.setOffline(true);
      await page.goto(`${BASE_URL}/members`, {waitUntil: 'domcontentloaded'});
      expect(new URL(page.url()).pathname).toBe('/ngoai-tuyen');
      await expect(page.locator('h1').first().textContent()).resolves.toBe(OFFLINE_TITLE);
      expect(await page.locator('body').innerText()).not.toContain(MEMBERS_MARKER);
      expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
