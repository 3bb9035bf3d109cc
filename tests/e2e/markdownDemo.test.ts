import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage, waitForHydration, waitForTwoFrames} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
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
