import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage, waitForIdle} from './support/browser';

/** A phone: its screen, touch, and the page's meta viewport applied (isMobile). */
const PHONE = {viewport: {width: 375, height: 740}, isMobile: true, hasTouch: true};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('menu trên điện thoại (375px)', () => {
  it('mở thành thanh bên, đóng khi bấm quay lại và tự đặt lại ở màn hình rộng', async () => {
    const {page, context} = await openPage(browser, '/', {viewport: {width: 375, height: 740}});
    try {
      // Arrive at /khoa-hoc inside the site (a link near the top: no scrolling, so the
      // hide-on-scroll navbar stays put), so "back" is a navigation the site handles.
      await page.getByRole('link', {name: 'Xem khóa học'}).click();
      await page.waitForURL(`${BASE_URL}/khoa-hoc`);
      // The course list itself, not the home page still shown while its chunks load: the navbar
      // is part of each page's layout, so a menu opened before the switch would close with it.
      await page.getByRole('heading', {level: 1, name: 'Khóa học'}).waitFor();
      const sidebar = page.locator('.navbar-sidebar');
      const toggle = page.locator('button.navbar__toggle');
      expect(await toggle.getAttribute('aria-label')).toBe('Đóng - mở thanh điều hướng');
      await toggle.click();
      await page.waitForSelector('.navbar-sidebar--show');
      await sidebar.waitFor({state: 'visible'});
      await sidebar.getByRole('link', {name: 'Blog', exact: true}).waitFor({state: 'visible'});

      // Back closes the menu instead of leaving the page.
      await page.evaluate(() => window.history.back());
      await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
      expect(new URL(page.url()).pathname).toBe('/khoa-hoc');

      await toggle.click();
      await page.waitForSelector('.navbar-sidebar--show');
      await page.setViewportSize({width: 1280, height: 800});
      await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
    } finally {
      await context.close();
    }
  });
});

describe('menu trên điện thoại ở một bài kiến thức', () => {
  const ARTICLE = '/kien-thuc/python/pandas-can-ban';

  it('chỉ dựng (ẩn) khi người đọc chạm hay chuyển tới nút menu, trước cú bấm mở, để mở có hiệu ứng trượt', async () => {
    for (const reach of ['chạm', 'bàn phím'] as const) {
      const {page, context} = await openPage(browser, ARTICLE, PHONE);
      try {
        await waitForIdle(page);
        expect(await page.locator('.navbar-sidebar').count(), reach).toBe(0);
        const toggle = page.locator('button.navbar__toggle');
        if (reach === 'chạm') await toggle.dispatchEvent('pointerdown');
        else await toggle.focus();
        await page.locator('.navbar-sidebar').waitFor({state: 'attached'});
        expect(await page.locator('.navbar-sidebar--show').count(), reach).toBe(0);
        expect(await page.locator('.navbar-sidebar').isVisible(), reach).toBe(false);
        await toggle.click();
        await page.locator('.navbar-sidebar').waitFor({state: 'visible'});
      } finally {
        await context.close();
      }
    }
  });

  /** Records every element an IntersectionObserver is asked to watch: Docusaurus's Link watches its own <a> once hydrated. */
  const recordObservedElements = async (pageContext: BrowserContext) => {
    await pageContext.addInitScript(() => {
      const observed = new Map<Element, number>();
      (window as unknown as {observed: Map<Element, number>}).observed = observed;
      const observe = IntersectionObserver.prototype.observe;
      IntersectionObserver.prototype.observe = function (target: Element) {
        observed.set(target, (observed.get(target) ?? 0) + 1);
        return observe.call(this, target);
      };
    });
  };
  /** `href times` for each observed link inside `selector`. */
  const observedLinksIn = (page: Page, selector: string) =>
    page.evaluate(
      (within) =>
        [...(window as unknown as {observed: Map<Element, number>}).observed]
          .filter(([element]) => element.closest(within))
          .map(([element, times]) => `${element.getAttribute('href')} ${times}`),
      selector,
    );
  /** The boxes of what is visible in the navbar: the same before and after hydration if nothing visible changed. */
  const visibleNavbar = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('.navbar *'))
        .filter((element) => element.checkVisibility())
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.tagName} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
        }),
    );

  it('phần chỉ màn hình rộng hiện (mục thanh điều hướng, thanh bên, mục lục bên phải) không được React tiếp quản trên điện thoại và rời trang sau đó, không đổi gì trên màn hình', async () => {
    const server = await (await fetch(BASE_URL + ARTICLE)).text();
    expect(server.match(/class="navbar__item/g)?.length ?? 0).toBeGreaterThan(5);
    expect(server).toContain('theme-doc-sidebar-menu');
    expect(server).toContain('theme-doc-toc-desktop');
    const {page, context, errors} = await openPage(browser, ARTICLE, {...PHONE, beforeGoto: recordObservedElements});
    try {
      await waitForIdle(page);
      expect(await page.locator('.navbar__items .navbar__item').count()).toBe(0);
      expect(await page.locator('.theme-doc-sidebar-menu').count()).toBe(0);
      expect(await page.locator('.theme-doc-toc-desktop').count()).toBe(0);
      // Never hydrated: none of their links was watched for prefetching, only the logo's.
      const navbarLinks = await observedLinksIn(page, '.navbar__items');
      expect(navbarLinks.map((entry) => entry.split(' ')[0])).toEqual(['/']);
      // The article's own links are watched, for prefetching.
      expect((await observedLinksIn(page, 'body')).length).toBeGreaterThan(20);
      expect(errors).toEqual([]);
      const hydrated = await visibleNavbar(page);
      await page.reload({waitUntil: 'domcontentloaded'});
      // The same page before its scripts run (the first paint comes before them).
      expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('false');
      expect(await visibleNavbar(page)).toEqual(hydrated);
    } finally {
      await context.close();
    }
  });

  it('xoay sang màn hình rộng thì các phần đó hiện ra và dùng được; trên máy tính chúng được tiếp quản như thường, mỗi liên kết theo dõi một lần', async () => {
    const {page, context, errors} = await openPage(browser, ARTICLE, {...PHONE, beforeGoto: recordObservedElements});
    try {
      await waitForIdle(page);
      await page.setViewportSize({width: 1280, height: 800});
      await page.locator('.theme-doc-sidebar-menu .menu__link--active').waitFor({state: 'visible'});
      await page.locator('.theme-doc-toc-desktop').waitFor({state: 'visible'});
      await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
      await page
        .locator('.theme-doc-sidebar-menu a.menu__link:not(.menu__link--active)[href^="/kien-thuc/python/"]')
        .first()
        .click();
      await page.waitForURL((url) => url.pathname !== ARTICLE);
      // A client-side navigation: the page (and its window) stayed.
      expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    const desktop = await openPage(browser, ARTICLE, {
      viewport: {width: 1280, height: 800},
      beforeGoto: recordObservedElements,
    });
    try {
      await waitForIdle(desktop.page);
      const navbarLinks = await observedLinksIn(desktop.page, '.navbar__items');
      expect(navbarLinks.length).toBeGreaterThan(5);
      expect(navbarLinks.filter((entry) => !entry.endsWith(' 1'))).toEqual([]);
      expect(await observedLinksIn(desktop.page, '.theme-doc-sidebar-menu')).not.toEqual([]);
      expect(desktop.errors).toEqual([]);
    } finally {
      await desktop.context.close();
    }
  });

  it('mở được cả khi nút menu được bấm mà không có lần chạm hay chuyển tới nào trước đó, kèm mục lục phần Python; đóng lại thì menu vẫn còn để trượt ra', async () => {
    const {page, context} = await openPage(browser, ARTICLE, PHONE);
    try {
      expect(await page.locator('.navbar-sidebar').count()).toBe(0);
      // A click alone, as assistive technology may send it: no pointerdown, no focus.
      await page.locator('button.navbar__toggle').evaluate((button) => (button as HTMLButtonElement).click());
      await page.waitForSelector('.navbar-sidebar--show');
      const sidebar = page.locator('.navbar-sidebar');
      await sidebar.waitFor({state: 'visible'});
      await sidebar
        .getByRole('link', {name: 'Làm việc với file, CSV và JSON trong Python'})
        .waitFor({state: 'visible'});
      // Closed the same way, the drawer stays in the page (hidden), so it slides out and in again.
      await page.locator('.navbar-sidebar__close').evaluate((button) => (button as HTMLButtonElement).click());
      await page.waitForSelector('.navbar-sidebar--show', {state: 'detached'});
      await sidebar.waitFor({state: 'hidden'});
      expect(await sidebar.count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
