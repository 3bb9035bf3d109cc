import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, BrowserContext} from 'playwright-core';
import {launchBrowser, openPage, waitForIdle} from './support/browser';

/** A phone: its screen, touch, and the page's meta viewport applied (isMobile). */
const PHONE = {viewport: {width: 375, height: 740}, isMobile: true, hasTouch: true};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
