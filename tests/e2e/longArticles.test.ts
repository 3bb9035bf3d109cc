import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/lib/chromium.mjs';
import {existsSync} from 'node:fs';
import {
  launchBrowser,
  neverIdle,
  openPage,
  SYSTEM_FONTCONFIG,
  waitForTwoFrames,
  withoutNotoFontconfig,
} from './support/browser';

/** A long article (about 9,000 px on a phone) with six code blocks and formulas. */
const ARTICLE = '/kien-thuc/python/phan-tich-co-phieu-voi-pandas';
const LAST_HEADING = 'tóm-tắt';
const PHONE = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Whether the browser has rendered what is inside an element (false while content-visibility skips it). */
function contentRendered(page: Page, selector: string, index: number): Promise<boolean> {
  return page.evaluate(
    ([sel, i]) => {
      const element = document.querySelectorAll(sel)[i as number];
      const inner = element?.querySelector('*');
      if (!inner) throw new Error(`Không có phần tử con trong ${sel}[${i}]`);
      return inner.checkVisibility({contentVisibilityAuto: true});
    },
    [selector, index] as const,
  );
}

async function scrollIntoView(page: Page, selector: string, index: number): Promise<void> {
  await page.evaluate(([sel, i]) => document.querySelectorAll(sel)[i as number]?.scrollIntoView({block: 'center'}), [
    selector,
    index,
  ] as const);
  // content-visibility decides what is near the screen once per frame.
  await waitForTwoFrames(page);
}

describe('bài dài không xê dịch khi tải', () => {
  for (const viewport of [PHONE.viewport, {width: 1350, height: 940}, {width: 1920, height: 1080}]) {
    it(`màn hình ${viewport.width}×${viewport.height}: không có dịch chuyển bố cục`, async () => {
      const {page, context} = await openPage(browser, ARTICLE, {
        viewport,
        beforeGoto: async (ctx) => {
          await ctx.addInitScript(() => {
            const shifts: number[] = [];
            (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) shifts.push((entry as unknown as {value: number}).value);
            }).observe({type: 'layout-shift', buffered: true});
          });
        },
      });
      try {
        // The KaTeX fonts and the hydration re-render both land in this window.
        await page.waitForTimeout(1500);
        const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * Font sets the KaTeX checks run with: the machine's own, and the same without
 * Noto (hidden from fontconfig), whose shorter text can move the first formula
 * into the margin where Chrome renders skipped blocks, and so fetch its fonts.
 */
const FONT_SETS = [
  {name: 'phông của máy', env: {}},
  ...(existsSync(SYSTEM_FONTCONFIG)
    ? [{name: 'không có phông Noto', env: {FONTCONFIG_FILE: withoutNotoFontconfig()}}]
    : []),
];

describe.each(FONT_SETS)('phông KaTeX không nằm trên đường tải đầu tiên ($name)', ({env}) => {
  let fontBrowser: Browser;
  beforeAll(async () => {
    fontBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      env: {...process.env, ...env},
    });
  });
  afterAll(async () => {
    await fontBrowser?.close();
  });

  const katexFontsRequested = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name.split('/').pop() ?? '')
        .filter((name) => name.startsWith('KaTeX_'))
        .sort(),
    );

  it('khi trình duyệt chưa rảnh, công thức ở xa bên dưới chưa tải phông nào', async () => {
    const {page, context} = await openPage(fontBrowser, ARTICLE, {
      ...PHONE,
      beforeGoto: neverIdle,
    });
    try {
      await page.waitForTimeout(1000);
      expect(await page.locator('.katex').count()).toBeGreaterThan(10);
      expect(await katexFontsRequested(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('khi công thức sắp vào màn hình, phông KaTeX được tải và công thức dùng đúng phông', async () => {
    const {page, context} = await openPage(fontBrowser, ARTICLE, {
      ...PHONE,
      beforeGoto: neverIdle,
    });
    try {
      const variable = page.locator('.theme-doc-markdown .katex-html .mathnormal').first();
      const fontFamily = () => variable.evaluate((element) => getComputedStyle(element).fontFamily);
      expect(await fontFamily()).not.toContain('KaTeX');
      // Bring the first formula to one screen below the viewport: about to be seen.
      await variable.evaluate((element) => {
        const viewport = window.innerHeight;
        window.scrollBy(0, element.getBoundingClientRect().top - 1.8 * viewport);
      });
      await expect.poll(fontFamily).toContain('KaTeX_Math');
      await expect
        .poll(() => katexFontsRequested(page))
        .toEqual(expect.arrayContaining(['KaTeX_Main-Regular.woff2', 'KaTeX_Math-Italic.woff2']));
    } finally {
      await context.close();
    }
  });

  it('khi trình duyệt rảnh sau lúc tải, các phông hay dùng được tải sẵn, chưa cần cuộn', async () => {
    const {page, context} = await openPage(fontBrowser, ARTICLE, PHONE);
    try {
      // After the load event, at the next idle moment (at the latest 5 s later: whenInteractive).
      await expect
        .poll(() => katexFontsRequested(page), {timeout: 15_000})
        .toEqual([
          'KaTeX_Main-Regular.woff2',
          'KaTeX_Math-Italic.woff2',
          'KaTeX_Size1-Regular.woff2',
          'KaTeX_Size2-Regular.woff2',
        ]);
    } finally {
      await context.close();
    }
  });
});

describe('bài dài trên điện thoại', () => {
  it('chỉ dựng phần gần màn hình; phần dưới được dựng khi cuộn tới', async () => {
    const {page, context, errors} = await openPage(browser, ARTICLE, PHONE);
    try {
      const blocks = await page.locator('.theme-code-block pre').count();
      expect(blocks).toBe(6);
      expect(await contentRendered(page, '.theme-code-block pre', 0)).toBe(true);
      expect(await contentRendered(page, '.theme-code-block pre', blocks - 1)).toBe(false);
      expect(await contentRendered(page, '.theme-doc-markdown > ul', 0)).toBe(false);

      await scrollIntoView(page, '.theme-code-block pre', blocks - 1);
      expect(await contentRendered(page, '.theme-code-block pre', blocks - 1)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('khối code chưa dựng giữ đúng chiều cao theo số dòng', async () => {
    const {page, context} = await openPage(browser, ARTICLE, PHONE);
    try {
      const heights = () =>
        page
          .locator('.theme-code-block pre')
          .evaluateAll((all) => all.map((pre) => pre.getBoundingClientRect().height));
      const estimated = await heights();
      const blocks = estimated.length;
      for (let index = 0; index < blocks; index++) {
        await scrollIntoView(page, '.theme-code-block pre', index);
      }
      const rendered = await heights();
      for (let index = 0; index < blocks; index++) {
        expect(Math.abs(rendered[index] - estimated[index]), `khối code số ${index + 1}`).toBeLessThanOrEqual(2);
      }
    } finally {
      await context.close();
    }
  });

  it('khối code ở cuối bài có nút xuống dòng khi code rộng hơn màn hình', async () => {
    const {page, context} = await openPage(browser, ARTICLE, PHONE);
    try {
      const last = page.locator('.theme-code-block').last();
      await scrollIntoView(page, '.theme-code-block pre', 5);
      expect(await last.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true);
      await expect.poll(() => last.getByRole('button', {name: 'Chuyển đổi văn bản xuống dòng'}).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('liên kết tới mục cuối bài đưa người đọc tới đúng tiêu đề', async () => {
    const {page, context} = await openPage(browser, `${ARTICLE}#${encodeURIComponent(LAST_HEADING)}`, PHONE);
    try {
      await page.waitForTimeout(500);
      const top = await page.evaluate(
        (id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN,
        LAST_HEADING,
      );
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(120);
    } finally {
      await context.close();
    }
  });
});

describe('bài dài với trình đọc màn hình', () => {
  it('phần chưa dựng vẫn có trong cây trợ năng: mọi đoạn văn và mọi công thức MathML', async () => {
    // As when a screen reader is running from the start.
    const screenReaderBrowser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--force-renderer-accessibility'],
    });
    try {
      const {page} = await openPage(screenReaderBrowser, ARTICLE, PHONE);
      expect(await contentRendered(page, '.theme-code-block pre', 5)).toBe(false);
      const expected = await page.evaluate(() => {
        const paragraphs = Array.from(document.querySelectorAll('.theme-doc-markdown > p'));
        return {
          paragraphs: paragraphs.length,
          formulas: document.querySelectorAll('.katex math').length,
          lastParagraph: paragraphs.at(-1)?.textContent?.trim() ?? '',
        };
      });
      const cdp = await page.context().newCDPSession(page);
      const {nodes} = await cdp.send('Accessibility.getFullAXTree');
      const roles = nodes.filter((node) => !node.ignored).map((node) => node.role?.value);
      expect(roles.filter((role) => role === 'paragraph').length).toBeGreaterThanOrEqual(expected.paragraphs);
      expect(roles.filter((role) => role === 'MathMLMath').length).toBe(expected.formulas);
      const texts = nodes.map((node) => String(node.name?.value ?? ''));
      expect(texts.some((text) => text.length > 20 && expected.lastParagraph.startsWith(text.slice(0, 20)))).toBe(true);
    } finally {
      await screenReaderBrowser.close();
    }
  });
});
