import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/prismThemes';
import {launchBrowser, openPage} from './support/browser';

/** Uses line numbers, a {2,5-6} range and magic comments. */
const ARTICLE = '/kien-thuc/cong-nghe/docusaurus/viet-noi-dung-mdx';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The theme's keyword colour, as the browser computes it. */
async function keywordColor(page: Page, theme: PrismTheme): Promise<string> {
  // As in prism-react-renderer, the theme's last style for a type wins.
  const color = [...theme.styles].reverse().find(({types}) => types.includes('keyword'))?.style.color ?? '';
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, color);
}

function codeBlockTitled(page: Page, title: string) {
  return page.locator('.theme-code-block').filter({has: page.getByText(title, {exact: true})});
}

describe('khối code tô màu lúc build', () => {
  it('có tiêu đề, số dòng và dòng tô sáng theo {2,5-6}', async () => {
    const {page, context, errors} = await openPage(browser, ARTICLE);
    try {
      const block = codeBlockTitled(page, 'src/tinh-diem.ts').first();
      const lines = block.locator('.token-line');
      expect(await lines.count()).toBe(8);
      // Numbers are a CSS counter: reset to start − 1 on <code>, one step per line.
      expect(await block.locator('code').evaluate((code) => getComputedStyle(code).counterReset)).toBe('line-count 0');
      const steps = await lines.evaluateAll((all) => all.map((line) => getComputedStyle(line).counterIncrement));
      expect(steps).toEqual(Array(8).fill('line-count 1'));
      expect(await block.locator('.code-line-number').count()).toBe(8);
      const highlighted = await lines.evaluateAll((all) =>
        all.flatMap((line, index) => (line.classList.contains('theme-code-block-highlighted-line') ? [index + 1] : [])),
      );
      expect(highlighted).toEqual([2, 5, 6]);
      expect(await block.locator('.token.keyword').count()).toBeGreaterThan(3);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('dùng màu của theme sáng và theme tối mà không tải Prism', async () => {
    for (const [colorScheme, theme] of [
      ['light', lightCodeTheme],
      ['dark', darkCodeTheme],
    ] as const) {
      const {page, context} = await openPage(browser, ARTICLE, {colorScheme});
      try {
        const color = await page
          .locator('.theme-code-block .token.keyword')
          .first()
          .evaluate((token) => getComputedStyle(token).color);
        expect(color, colorScheme).toBe(await keywordColor(page, theme));
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => entry.name),
        );
        expect(scripts.length).toBeGreaterThan(2);
        for (const url of scripts) {
          const source = await page.evaluate(async (href) => (await fetch(href)).text(), url);
          // A marker of Prism's core, which used to ship in main.js.
          expect(source.includes('highlightAllUnder'), url).toBe(false);
        }
      } finally {
        await context.close();
      }
    }
  });

  it('nút sao chép chép đúng đoạn code, không kèm magic comment', async () => {
    const {page, context} = await openPage(browser, ARTICLE, {permissions: ['clipboard-read', 'clipboard-write']});
    try {
      const block = codeBlockTitled(page, 'vi-du.js');
      expect(await block.locator('.theme-code-block-highlighted-line').count()).toBe(3);
      await block.hover();
      await block.getByRole('button', {name: 'Sao chép mã vào bộ nhớ tạm'}).click();
      await expect.poll(() => block.getByRole('button', {name: 'Đã sao chép'}).count()).toBe(1);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(
        "function chao(ten) {\n  return `Xin chào, ${ten}!`;\n}\n\nconsole.log(chao('Lan'));\nconsole.log(chao('Minh'));",
      );
    } finally {
      await context.close();
    }
  });
});
