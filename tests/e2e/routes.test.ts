import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage} from './support/browser';
import {publicRoutes} from './support/routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const layouts = [
  {name: '1280px, sáng', viewport: {width: 1280, height: 800}, colorScheme: 'light' as const},
  {name: '360px, tối', viewport: {width: 360, height: 740}, colorScheme: 'dark' as const},
];

describe.each(layouts)('mọi trang công khai ($name)', ({viewport, colorScheme}) => {
  it.each(publicRoutes)('%s trả về 200, có tiêu đề, mô tả và không lỗi JavaScript', async (route) => {
    const {page, context, errors, response} = await openPage(browser, route, {viewport, colorScheme});
    try {
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first().textContent()).resolves.toMatch(/\S/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(30);
      expect(await page.locator('html').getAttribute('lang')).toBe('vi-VN');
      // Nothing wider than the screen on phones.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('SEO chung', () => {
  it('có sitemap, robots.txt, ảnh Open Graph và dữ liệu có cấu trúc WebSite với SearchAction dùng tham số s', async () => {
    const {page, context} = await openPage(browser, '/');
    try {
      const sitemap = await page.request.get(`${BASE_URL}/sitemap.xml`);
      expect(sitemap.status()).toBe(200);
      expect(await sitemap.text()).toContain('/kien-thuc/cong-nghe');
      const robots = await page.request.get(`${BASE_URL}/robots.txt`);
      expect(await robots.text()).toContain('Sitemap:');
      const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(ogImage).toMatch(/\/img\/og-default\.png$/);
      const image = await page.request.get(`${BASE_URL}/img/og-default.png`);
      expect(image.headers()['content-type']).toBe('image/png');
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const website = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'WebSite');
      expect(website.potentialAction.target).toMatch(/\/search\?s=\{search_term_string\}$/);
    } finally {
      await context.close();
    }
  });

  it('có nguồn cấp RSS và Atom cho blog', async () => {
    const {page, context} = await openPage(browser, '/blog');
    try {
      for (const feed of ['rss.xml', 'atom.xml']) {
        const res = await page.request.get(`${BASE_URL}/blog/${feed}`);
        expect(res.status()).toBe(200);
        expect(await res.text()).toContain('<title>');
      }
    } finally {
      await context.close();
    }
  });
});

describe('thẻ bài trong trang chuyên mục', () => {
  // The descriptions come from their own data file, not the docs version's props (plugins/docs-data-on-demand.ts).
  const cardDescriptions = (page: import('playwright-core').Page) =>
    page.locator('article .card .theme-doc-card-description').allTextContents();

  it('giữ mô tả của từng bài sau khi trang chạy, và khi tới bằng một liên kết trong trang', async () => {
    const {page, context, errors} = await openPage(browser, '/kien-thuc/category/docusaurus');
    try {
      const afterLoad = await cardDescriptions(page);
      expect(afterLoad.length).toBeGreaterThanOrEqual(4);
      for (const text of afterLoad) expect(text.trim().length).toBeGreaterThan(40);
      expect(afterLoad).toContain(
        'Từng bước cài Node.js, tạo site Docusaurus 3 bằng TypeScript, hiểu cấu trúc thư mục, chạy npm start để xem trước và npm run build để xuất bản.',
      );
      // From an article of the section, by the breadcrumb link: rendered in the browser only.
      await page.locator('article a.card').nth(1).click();
      await page.waitForURL(/\/kien-thuc\/cong-nghe\/docusaurus\//);
      await page.locator('a.breadcrumbs__link[href="/kien-thuc/category/docusaurus"]').click();
      await page.waitForURL(/\/kien-thuc\/category\/docusaurus$/);
      await expect(cardDescriptions(page)).resolves.toEqual(afterLoad);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('không có trong mã JavaScript một bài viết tải về (mô tả của bài khác)', async () => {
    const scripts: Promise<string>[] = [];
    const {context} = await openPage(browser, '/kien-thuc/python/phan-tich-co-phieu-voi-pandas', {
      beforeGoto: async (ctx) => {
        ctx.on('response', (response) => {
          if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
        });
      },
    });
    try {
      const code = (await Promise.all(scripts)).join('\n');
      expect(scripts.length).toBeGreaterThan(3);
      // The description of /kien-thuc/cong-nghe/docusaurus/docusaurus-la-gi; its title, in the sidebar, stays.
      expect(code).not.toContain('VitePress, MkDocs, Hugo');
      expect(code).toContain('cong-nghe/docusaurus/docusaurus-la-gi');
    } finally {
      await context.close();
    }
  });
});
