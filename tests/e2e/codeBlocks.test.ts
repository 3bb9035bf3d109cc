import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {launchBrowser, openPage} from './support/browser';

/** Uses line numbers, a {2,5-6} range and magic comments. */
const ARTICLE = '/kien-thuc/cong-nghe/docusaurus/viet-noi-dung-mdx';

/** The keyword colour that src/css/tokens.css declares for light mode, then dark mode. */
const KEYWORD = [
  ...readFileSync(new URL('../../src/css/tokens.css', import.meta.url), 'utf8').matchAll(
    /--la-code-keyword:\s*([^;]+);/g,
  ),
].map((m) => m[1].trim());

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A CSS colour as the browser computes it. */
async function computedColor(page: Page, color: string): Promise<string> {
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
      const lines = block.locator('.code-line');
      expect(await lines.count()).toBe(8);
      // The numbers the reader sees: each line's ::before shows its data-line.
      const numbers = await lines.evaluateAll((all) => all.map((line) => getComputedStyle(line, '::before').content));
      expect(numbers).toEqual(['"1"', '"2"', '"3"', '"4"', '"5"', '"6"', '"7"', '"8"']);
      const highlighted = await lines.evaluateAll((all) =>
        all.flatMap((line, index) => (line.classList.contains('highlight-line') ? [index + 1] : [])),
      );
      expect(highlighted).toEqual([2, 5, 6]);
      expect(await block.locator('.token.keyword').count()).toBeGreaterThan(3);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('dùng màu của theme sáng và theme tối mà không tải Prism', async () => {
    expect(KEYWORD).toHaveLength(2);
    expect(KEYWORD[0]).not.toBe(KEYWORD[1]);
    for (const [colorScheme, keyword] of [
      ['light', KEYWORD[0]],
      ['dark', KEYWORD[1]],
    ] as const) {
      const {page, context} = await openPage(browser, ARTICLE, {colorScheme});
      try {
        const color = await page
          .locator('.theme-code-block .token.keyword')
          .first()
          .evaluate((token) => getComputedStyle(token).color);
        expect(color, colorScheme).toBe(await computedColor(page, keyword));
        const scripts = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => entry.name),
        );
        expect(scripts.length).toBeGreaterThan(2);
        for (const url of scripts) {
          const source = await page.evaluate(async (href) => (await fetch(href)).text(), url);
          // A marker of Prism's core, which no page's scripts need (code is highlighted at build time).
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
      expect(await block.locator('.highlight-line').count()).toBe(3);
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
