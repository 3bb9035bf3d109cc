import {readdirSync, readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {
  BASE_URL,
  launchBrowser,
  neverIdle,
  openPage,
  waitForHydration,
  waitForIdle,
  waitForTwoFrames,
} from './support/browser';
import {htmlFilesUnder} from '../../scripts/lib/files.mjs';
import {COMPILE_HINT} from '../../plugins/compile-hints';

/** A phone: its screen, touch, and the page's meta viewport applied (isMobile). */
const PHONE = {viewport: {width: 375, height: 740}, isMobile: true, hasTouch: true};

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

describe('mã của trang có sẵn trong HTML', () => {
  it('mỗi trang có toàn bộ nội dung tại chỗ trong HTML: không phần nào bị dời xuống cuối trang chờ script đưa về', () => {
    const pages = htmlFilesUnder('build');
    expect(pages.length).toBeGreaterThan(100);
    // React's markers and script for a Suspense boundary written later in the page.
    const outlined = pages.filter((file) => /<!--\$\?-->|\$RC=|<template id="?B:/.test(readFileSync(file, 'utf8')));
    expect(outlined).toEqual([]);
    // The boundaries are there, in place (src/components/DesktopOnly on every page's navbar).
    expect(readFileSync('build/index.html', 'utf8')).toContain('<!--$-->');
  });

  it('main.js và runtime của nó mở đầu bằng gợi ý biên dịch của V8 (plugins/compile-hints.ts), các tệp JS khác thì không', () => {
    const scripts = readdirSync('build/assets/js').filter((file) => file.endsWith('.js'));
    const hinted = scripts.filter((file) => readFileSync(`build/assets/js/${file}`, 'utf8').startsWith(COMPILE_HINT));
    expect(hinted.map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual(['main', 'runtime~main']);
  });

  /**
   * Records, in the page, when the first of the site's scripts ran (webpack's chunk
   * list is the first thing each one sets), and here, each script request the page
   * makes (preloads and script elements; prefetches for links in view are not scripts).
   */
  function recordScripts(scriptRequests: string[]) {
    return async (context: BrowserContext): Promise<void> => {
      await neverIdle(context);
      context.on('request', (request) => {
        if (request.resourceType() === 'script') scriptRequests.push(request.url());
      });
      await context.addInitScript(() => {
        let chunks: unknown;
        Object.defineProperty(window, 'webpackChunklearn_anything_vn', {
          configurable: true,
          get: () => chunks,
          set(value) {
            const record = window as unknown as {firstScriptRanAt?: number};
            record.firstScriptRanAt ??= performance.now();
            chunks = value;
          },
        });
      });
    };
  }

  it.each(['/', '/kien-thuc/python/phan-tich-co-phieu-voi-pandas'])(
    '%s: runtime và main.js được khai báo trong HTML, mỗi tệp JS chỉ tải một lần, và chỉ chạy khi trang đã hiện',
    async (path) => {
      const fetched: string[] = [];
      // Nothing idle-loaded (analytics…): only what the page needs to hydrate.
      const {page, context, errors, response} = await openPage(browser, path, {beforeGoto: recordScripts(fetched)});
      try {
        // From the HTML as served: the head lists them (plugins/page-template.ts).
        const html = (await response?.text()) ?? '';
        const list = /<script\b[^>]*\bdata-page-scripts\b[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '[]';
        const declared = (JSON.parse(list) as string[]).map((file) => new URL(file, page.url()).href);
        await waitForHydration(page);
        const {firstScriptRanAt, firstContentfulPaint} = await page.evaluate(() => ({
          firstScriptRanAt: (window as unknown as {firstScriptRanAt?: number}).firstScriptRanAt,
          firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        }));
        // runtime and main.js, which load the route's own chunks.
        expect(declared.map((url) => new URL(url).pathname.replace(/\.[0-9a-f]+\.js$/, ''))).toEqual([
          '/assets/js/runtime~main',
          '/assets/js/main',
        ]);
        expect(fetched.slice(0, 2)).toEqual(declared);
        expect(fetched.length).toBeGreaterThan(2);
        expect(fetched.filter((url, index) => fetched.indexOf(url) !== index)).toEqual([]);
        // The page is on screen before any of its scripts runs.
        expect(firstContentfulPaint).toBeGreaterThan(0);
        expect(firstScriptRanAt).toBeGreaterThanOrEqual(firstContentfulPaint ?? Infinity);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

const prefetchLinks = () => document.querySelectorAll('link[rel="prefetch"]').length;

/** The number of prefetch links once prefetching of the links on screen has settled (the count holds for a second). */
async function settledPrefetchLinks(page: Page): Promise<number> {
  let count = -1;
  for (let next = await page.evaluate(prefetchLinks); next !== count; next = await page.evaluate(prefetchLinks)) {
    count = next;
    await page.waitForTimeout(1000);
  }
  return count;
}

describe('tải trước trang trên điện thoại', () => {
  it('một liên kết đang hiện trên màn hình mở ra mà không phải tải thêm tệp mã nào lúc bấm', async () => {
    const scripts = new Set<string>();
    const fetchedAtTheTap: string[] = [];
    let tapped = false;
    const {page, context, errors} = await openPage(browser, '/', {
      viewport: {width: 375, height: 740},
      beforeGoto: async (context) => {
        // Every script file fetched before the tap, prefetches included; after it, the scripts the
        // new page runs (its own links' prefetches, which are not scripts, may start then too).
        context.on('request', (request) => {
          if (!request.url().endsWith('.js')) return;
          if (!tapped) scripts.add(request.url());
          else if (request.resourceType() === 'script' && !scripts.has(request.url())) {
            fetchedAtTheTap.push(request.url());
          }
        });
      },
    });
    try {
      // "Bắt đầu từ đây" is in view at load; the docs pages' shared chunks are split out of its route's.
      const link = page.getByRole('link', {name: 'Bắt đầu từ đây'});
      await link.waitFor({state: 'visible'});
      await settledPrefetchLinks(page);
      tapped = true;
      // A click without pointer or scroll events: using the page would also load the offline reading chunk.
      await link.evaluate((anchor: HTMLAnchorElement) => anchor.click());
      await page.waitForURL(`${BASE_URL}/docs/intro`);
      await page.locator('article h1').waitFor();
      expect(fetchedAtTheTap).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('tải trước trang trên máy tính', () => {
  const DESKTOP = {viewport: {width: 1350, height: 940}};
  /** Whether Docusaurus has already prefetched this page (its prefetch() answers false for a page it fetched). */
  const notYetPrefetched = (path: string) =>
    (window as unknown as {docusaurus: {prefetch: (path: string) => unknown}}).docusaurus.prefetch(path) !== false;

  it('mỗi tệp chỉ được tải trước một lần, dù nhiều trang dùng chung', async () => {
    const {page, context} = await openPage(browser, '/kien-thuc/python/phan-tich-co-phieu-voi-pandas', DESKTOP);
    try {
      expect(await settledPrefetchLinks(page)).toBeGreaterThan(5);
      const hrefs = await page.evaluate(() =>
        Array.from(document.querySelectorAll('link[rel="prefetch"]'), (link) => link.getAttribute('href')),
      );
      expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('trang trong trình đơn chỉ được tải trước khi trình đơn mở ra, và trình đơn vẫn dùng được bằng bàn phím', async () => {
    const {page, context, errors} = await openPage(browser, '/gioi-thieu', DESKTOP);
    try {
      const count = await settledPrefetchLinks(page);
      // Only in the closed "Công nghệ" menu: not prefetched.
      expect(await page.evaluate(notYetPrefetched, '/kien-thuc/category/jamstack')).toBe(true);

      const menuToggle = page.locator('.navbar__item.dropdown > .navbar__link', {hasText: 'Phát triển bản thân'});
      const menu = menuToggle.locator('..').locator('.dropdown__menu');
      await expect(menu.isVisible()).resolves.toBe(false);
      await menuToggle.hover();
      await menu.getByRole('link', {name: 'Sách hay'}).waitFor({state: 'visible'});
      // Opening the menu prefetches its pages.
      await page.waitForFunction((before) => document.querySelectorAll('link[rel="prefetch"]').length > before, count);

      // Keyboard: Enter opens the menu (Infima's .dropdown--show), Tab reaches its entries.
      await page.mouse.move(10, 900);
      const otherToggle = page.locator('.navbar__item.dropdown > .navbar__link', {hasText: 'Công nghệ'});
      await otherToggle.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('.dropdown__menu') !== null)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
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

describe('số thành phần React tiếp quản trên điện thoại', () => {
  /**
   * Counts the components (function, class, forwardRef and memo fibers) of each React commit through
   * the hook React DevTools uses, installed before the page's scripts run.
   */
  const countComponents = async (context: BrowserContext) => {
    await context.addInitScript(() => {
      const COMPONENT_TAGS = new Set([0, 1, 2, 11, 14, 15]);
      type Fiber = {tag: number; child: Fiber | null; sibling: Fiber | null};
      const commits: number[] = [];
      Object.assign(window, {
        componentCommits: commits,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          isDisabled: false,
          renderers: new Map(),
          inject(renderer: unknown) {
            this.renderers.set(1, renderer);
            return 1;
          },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
          setStrictMode() {},
          onCommitFiberRoot(_id: number, root: {current: Fiber}) {
            let count = 0;
            const stack: Fiber[] = [root.current];
            while (stack.length > 0) {
              const fiber = stack.pop()!;
              if (COMPONENT_TAGS.has(fiber.tag)) count++;
              if (fiber.child) stack.push(fiber.child);
              if (fiber.sibling) stack.push(fiber.sibling);
            }
            commits.push(count);
          },
        },
      });
    });
  };

  it('một bài dài có khoảng 130 liên kết: phần chỉ màn hình rộng không được tiếp quản', async () => {
    const {page, context, errors} = await openPage(browser, '/kien-thuc/python/phan-tich-co-phieu-voi-pandas', {
      ...PHONE,
      beforeGoto: countComponents,
    });
    try {
      await waitForIdle(page);
      const commits = await page.evaluate(() => (window as unknown as {componentCommits: number[]}).componentCommits);
      expect(commits.length).toBeGreaterThan(0);
      // About 512 with the wide-screen parts left to the server's HTML (2026-11-27); a hydrated sidebar
      // and table of contents would add 70 or more.
      expect(Math.max(...commits)).toBeGreaterThan(200);
      expect(Math.max(...commits)).toBeLessThan(560);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
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

describe('phần đầu trang (<head>)', () => {
  const FIRST = '/kien-thuc/python/pandas-can-ban';
  const SECOND = '/kien-thuc/python/phan-tich-co-phieu-voi-pandas';
  /** What a page's <head> says: title, description, canonical, Open Graph title and URL, and how many tags of each kind. */
  const headOf = (page: Page) =>
    page.evaluate(() => {
      const attribute = (selector: string, name: string) =>
        Array.from(document.head.querySelectorAll(selector), (element) => element.getAttribute(name));
      return {
        title: document.title,
        description: attribute('meta[name="description"]', 'content'),
        canonical: attribute('link[rel="canonical"]', 'href'),
        ogTitle: attribute('meta[property="og:title"]', 'content'),
        ogUrl: attribute('meta[property="og:url"]', 'content'),
        metaCount: document.head.querySelectorAll('meta').length,
        // The manifest is linked once the reader uses the page (offline/register.ts), as a click does.
        linkCount: document.head.querySelectorAll(
          'link:not([rel="prefetch"]):not([rel="preload"]):not([rel="stylesheet"]):not([rel="manifest"])',
        ).length,
      };
    });
  /** The <head> as the server wrote it, read without scripts. */
  const serverHead = async (route: string) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      await page.goto(BASE_URL + route);
      return await headOf(page);
    } finally {
      await context.close();
    }
  };

  it('React không viết lại thẻ nào trong <head> khi tiếp quản trang, kể cả giữa các lát hydrate trên điện thoại', async () => {
    // Every tag react-helmet adds or removes (data-rh), from the start of parsing; the parser only adds.
    const {page, context, errors} = await openPage(browser, SECOND, {
      ...PHONE,
      beforeGoto: async (context) => {
        await context.addInitScript(() => {
          const log: string[] = [];
          (window as unknown as {headWrites: string[]}).headWrites = log;
          const describe = (node: Node) => (node instanceof Element ? node.outerHTML.slice(0, 80) : '');
          new MutationObserver((records) => {
            for (const record of records) {
              record.removedNodes.forEach((node) => {
                if (node instanceof Element && node.hasAttribute('data-rh')) log.push(`- ${describe(node)}`);
              });
              if (document.readyState === 'loading') continue;
              record.addedNodes.forEach((node) => {
                if (node instanceof Element && node.hasAttribute('data-rh')) log.push(`+ ${describe(node)}`);
              });
            }
          }).observe(document, {childList: true, subtree: true});
        });
      },
    });
    try {
      await waitForIdle(page);
      await waitForTwoFrames(page);
      expect(await page.evaluate(() => (window as unknown as {headWrites: string[]}).headWrites)).toEqual([]);
      expect(await headOf(page)).toEqual(await serverHead(SECOND));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('giữ nguyên như máy chủ viết khi React tiếp quản, và đổi đúng, không trùng thẻ, sau mỗi lần chuyển trang trong trình duyệt', async () => {
    const [first, second] = [await serverHead(FIRST), await serverHead(SECOND)];
    expect(first.title).not.toBe(second.title);
    const {page, context, errors} = await openPage(browser, FIRST, {viewport: {width: 1280, height: 800}});
    try {
      await waitForIdle(page);
      await waitForTwoFrames(page);
      expect(await headOf(page)).toEqual(first);
      await page.locator(`article a[href="${SECOND}"], .theme-doc-sidebar-menu a[href="${SECOND}"]`).first().click();
      await page.waitForURL(BASE_URL + SECOND);
      await page.waitForFunction((title) => document.title === title, second.title);
      await waitForTwoFrames(page);
      expect(await headOf(page)).toEqual(second);
      await page.goBack();
      await page.waitForFunction((title) => document.title === title, first.title);
      await waitForTwoFrames(page);
      expect(await headOf(page)).toEqual(first);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('quay lại ngay sau khi mở một bài có công thức, lúc stylesheet KaTeX còn đang tải: trang không treo, bài trước hiện lại với phần đầu trang của nó', async () => {
    const [first, second] = [await serverHead(FIRST), await serverHead(SECOND)];
    const {page, context, errors} = await openPage(browser, FIRST, {
      viewport: {width: 1280, height: 800},
      beforeGoto: async (context) => {
        // A slow network: the stylesheet arrives two seconds after it is asked for.
        await context.route(/\/vendor\/katex-[^/]+\/katex\.min\.css$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 2000));
          await route.continue();
        });
      },
    });
    try {
      await waitForIdle(page);
      const firstHeading = await page.evaluate(() => document.querySelector('article h1')?.textContent);
      const stylesheetRequested = page.waitForRequest(/katex\.min\.css$/);
      await page.locator(`article a[href="${SECOND}"], .theme-doc-sidebar-menu a[href="${SECOND}"]`).first().click();
      await page.waitForURL(BASE_URL + SECOND);
      await stylesheetRequested;
      await page.goBack();
      // A tab stuck in an endless render never answers: these waits time out.
      await page.waitForFunction(
        ([title, text]) => document.title === title && document.querySelector('article h1')?.textContent === text,
        [first.title, firstHeading],
        {timeout: 10_000},
      );
      await waitForTwoFrames(page);
      expect(await headOf(page)).toEqual(first);
      // Forward again: the page with maths shows with its stylesheet and its own head.
      await page.goForward();
      await page.waitForFunction((title) => document.title === title, second.title, {timeout: 10_000});
      await waitForTwoFrames(page);
      expect(await headOf(page)).toEqual(second);
      expect(
        await page.evaluate(() =>
          Array.from(
            document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href*="/vendor/katex-"]'),
            (link) => link.sheet !== null,
          ),
        ),
      ).toEqual([true]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('liên kết nội bộ', () => {
  it('mở trang trong trình duyệt như react-router: không tải lại, trang đang xem thì thay chứ không thêm vào lịch sử, Ctrl+bấm để trình duyệt lo', async () => {
    const ARTICLE = '/kien-thuc/python/phan-tich-co-phieu-voi-pandas';
    const {page, context, errors} = await openPage(browser, ARTICLE, {viewport: {width: 1280, height: 800}});
    try {
      // Marks this document: a full page load would lose it.
      await page.evaluate(() => Object.assign(window, {sameDocument: true}));
      const historyLength = () => page.evaluate(() => window.history.length);
      const before = await historyLength();
      const home = page.locator('.theme-doc-breadcrumbs a[href="/"]');
      await home.click();
      await page.waitForURL(`${BASE_URL}/`);
      expect(await historyLength()).toBe(before + 1);
      // Docusaurus shows the new route once its code has loaded; until then react-router's location
      // is still the article's, and a link to "/" would be a new entry.
      await page.locator('.theme-doc-breadcrumbs').waitFor({state: 'detached'});
      // The logo links to the page shown: the entry is replaced.
      await page.locator('a.navbar__brand').click();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(`${BASE_URL}/`);
      expect(await historyLength()).toBe(before + 1);
      await page.goBack();
      await page.waitForURL(BASE_URL + ARTICLE);
      await page.locator('article h1').waitFor();
      // A Ctrl+click opens the link in a new tab and leaves this one where it is.
      const opened = context.waitForEvent('page');
      await page.locator('.theme-doc-breadcrumbs a[href="/"]').click({modifiers: ['Control']});
      await (await opened).close();
      expect(page.url()).toBe(BASE_URL + ARTICLE);
      expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('lỗi trang và thanh tiến trình', () => {
  it('trang bị lỗi hiện "This page crashed", chuỗi lỗi và nút "Try again"', async () => {
    const {page, context} = await openPage(browser, '/demo');
    try {
      await page.getByRole('button', {name: 'Thử làm trang gặp lỗi'}).click();
      await expect(page.locator('h1').first().textContent()).resolves.toBe('This page crashed');
      await expect(page.getByText('Lỗi trình diễn: trang này cố ý gặp sự cố.').first().isVisible()).resolves.toBe(true);
      await page.getByRole('button', {name: 'Try again'}).click();
      await expect(page.getByRole('button', {name: 'Thử làm trang gặp lỗi'}).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('khi chuyển trang chậm, thanh tiến trình hiện sau 200 ms (mã của nó đã tải trước, không nằm trong main.js) và không có vòng quay', async () => {
    const {page, context} = await openPage(browser, '/');
    try {
      // The bar's own library is not in main.js: the page prefetched it when it started.
      const barLibrary = await page.evaluate(async () => {
        for (const link of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'))) {
          if (link.href.endsWith('.js') && (await (await fetch(link.href)).text()).includes('nprogress'))
            return link.href;
        }
        return null;
      });
      expect(barLibrary).not.toBeNull();
      // Hold the next page's code for a moment so the route change is slow; the prefetched bar
      // library is served at once, as the browser's cache would.
      await context.route(/\/assets\/js\/.*\.js$/, async (route) => {
        if (route.request().url() !== barLibrary) await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.evaluate(() => {
        const w = window as unknown as {__progressShownAfter?: number};
        const start = performance.now();
        new MutationObserver((_, observer) => {
          if (document.getElementById('nprogress')) {
            w.__progressShownAfter = performance.now() - start;
            observer.disconnect();
          }
        }).observe(document.body, {childList: true, subtree: true});
        document.querySelector<HTMLAnchorElement>('a[href="/demo"], a[href="/gioi-thieu"]')?.click();
      });
      await page.waitForSelector('#nprogress', {state: 'attached'});
      const shownAfter = await page.evaluate(
        () => (window as unknown as {__progressShownAfter: number}).__progressShownAfter,
      );
      expect(shownAfter).toBeGreaterThanOrEqual(190);
      // Shown while the next page's code is still held, not once it arrives.
      expect(shownAfter).toBeLessThan(1500);
      expect(await page.locator('#nprogress .spinner').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('trang trình diễn Markdown', () => {
  it('tô màu mã Python, Bash, TypeScript, JSON, YAML và hiển thị công thức bằng KaTeX tự lưu trữ', async () => {
    const {page, context, errors} = await openPage(browser, '/demo');
    try {
      for (const language of ['python', 'bash', 'ts', 'json', 'yaml']) {
        const tokens = await page.locator(`pre.language-${language} .token`).count();
        expect(tokens, language).toBeGreaterThan(0);
      }
      expect(await page.locator('.katex').count()).toBeGreaterThan(2);
      const katexCss = await page.locator('link[rel="stylesheet"][href*="/vendor/katex-"]').getAttribute('href');
      expect(katexCss).toMatch(/^\/vendor\/katex-[\d.]+\/katex\.min\.css$/);
      // The KaTeX fonts come from this site, not a CDN.
      const fontRule = await page.evaluate(() =>
        Array.from(document.styleSheets)
          .flatMap((sheet) => {
            try {
              return Array.from(sheet.cssRules).map((rule) => rule.cssText);
            } catch {
              return [];
            }
          })
          .find((text) => text.includes('KaTeX_Main')),
      );
      expect(fontRule).toContain('fonts/KaTeX_Main');
      expect(await page.locator('.admonition, [class*="admonition"]').count()).toBeGreaterThan(3);
      expect(await page.locator('[role="tablist"]').count()).toBe(1);
      expect(await page.locator('main table').count()).toBe(1);
      const image = page.locator('img[src="/img/flow-diagram.svg"]');
      expect(await image.getAttribute('alt')).toMatch(/FLOW/);
      expect(await image.getAttribute('width')).toBe('640');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stylesheet KaTeX ở yên trong trang khi React tiếp quản, và có trước khi hiện trang có công thức sau một lần chuyển trang', async () => {
    const {page, context, errors} = await openPage(browser, '/kien-thuc/python/phan-tich-co-phieu-voi-pandas', {
      beforeGoto: async (pageContext) => {
        await pageContext.addInitScript(() => {
          const removed: string[] = [];
          Object.assign(window, {removedStylesheets: removed});
          new MutationObserver((mutations) => {
            for (const node of mutations.flatMap((mutation) => Array.from(mutation.removedNodes))) {
              if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') removed.push(node.href);
            }
          }).observe(document, {childList: true, subtree: true});
        });
      },
    });
    try {
      // The head of the whole page is in place (react-helmet applies it a frame after the last part hydrates).
      await page.waitForFunction(() => document.documentElement.className.includes('docs-doc-id-'));
      await waitForTwoFrames(page);
      expect(
        await page.evaluate(() => (window as unknown as {removedStylesheets: string[]}).removedStylesheets),
      ).toEqual([]);
      expect(await page.locator('link[rel="stylesheet"][href*="/vendor/katex-"]').count()).toBe(1);

      // A client-side navigation from a page without maths brings the stylesheet (it hides KaTeX's MathML copy), once.
      await page.goto(`${BASE_URL}/kien-thuc/python/pandas-can-ban`, {waitUntil: 'load'});
      await waitForHydration(page);
      expect(await page.locator('link[href*="katex"]').count()).toBe(0);
      // Scrolled to first and given two frames: blocks rendered on the way down replace their estimated
      // heights (content-visibility), which can move the link between Playwright's aim and its click.
      const next = page.locator('a.pagination-nav__link--next');
      await next.scrollIntoViewIfNeeded();
      await waitForTwoFrames(page);
      await next.click();
      await page.waitForURL(`${BASE_URL}/kien-thuc/python/phan-tich-co-phieu-voi-pandas`);
      await page.waitForFunction(() => {
        const mathml = document.querySelector('.katex .katex-mathml');
        return mathml !== null && getComputedStyle(mathml).position === 'absolute';
      });
      expect(await page.locator('link[rel="stylesheet"][href*="/vendor/katex-"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('trang không có công thức thì không tải stylesheet KaTeX', async () => {
    const {page, context} = await openPage(browser, '/gioi-thieu');
    try {
      expect(await page.locator('link[href*="katex"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
