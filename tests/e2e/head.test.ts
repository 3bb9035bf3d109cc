import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage, waitForIdle, waitForTwoFrames} from './support/browser';

/** A phone: its screen, touch, and the page's meta viewport applied (isMobile). */
const PHONE = {viewport: {width: 375, height: 740}, isMobile: true, hasTouch: true};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
