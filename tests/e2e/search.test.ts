import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const resultLinks = (page: Page) => page.locator('ol li h2 a');

async function waitForResults(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('ol li h2 a') !== null || /Không tìm thấy kết quả/.test(document.body.innerText),
  );
}

/** Vietnamese queries, with and without marks, each expecting a named page among the first five results. */
const QUERIES: Array<[query: string, expected: string]> = [
  ['thần số học', '/kien-thuc/phat-trien-ban-than/than-so-hoc/tong-quan-than-so-hoc'],
  ['than so hoc', '/kien-thuc/phat-trien-ban-than/than-so-hoc/tong-quan-than-so-hoc'],
  ['THẦN SỐ HỌC', '/kien-thuc/phat-trien-ban-than/than-so-hoc/tong-quan-than-so-hoc'],
  ['đỉnh cao thử thách', '/kien-thuc/phat-trien-ban-than/than-so-hoc/dinh-cao-va-thu-thach'],
  ['dinh cao thu thach', '/kien-thuc/phat-trien-ban-than/than-so-hoc/dinh-cao-va-thu-thach'],
  ['đồng bộ vault', '/kien-thuc/obsidian/dong-bo-va-sao-luu-vault'],
  ['dong bo vault', '/kien-thuc/obsidian/dong-bo-va-sao-luu-vault'],
  ['Đắc nhân tâm', '/tu-sach'],
  ['dac nhan tam', '/tu-sach'],
  ['quan ly tri thuc ca nhan', '/kien-thuc/obsidian/quan-ly-tri-thuc-ca-nhan-la-gi'],
  ['tư duy ngược', '/kien-thuc/mo-hinh-tu-duy/tu-duy-nguoc'],
  ['tu duy bac hai', '/kien-thuc/mo-hinh-tu-duy/tu-duy-bac-hai'],
  ['ma trận eisenhower', '/kien-thuc/mo-hinh-tu-duy/ma-tran-eisenhower'],
  ['biểu đồ ngày sinh', '/kien-thuc/phat-trien-ban-than/than-so-hoc/bieu-do-ngay-sinh-va-cac-mui-ten'],
  ['beautifulsoup', '/kien-thuc/python/web-scraping/phan-tich-html-voi-beautifulsoup'],
  ['lai kep', '/kien-thuc/mo-hinh-tu-duy/lai-kep'],
  ['kế toán phân tích dữ liệu', '/cam-hung-thanh-cong/cau-chuyen/tu-ke-toan-den-phan-tich-du-lieu'],
  ['dieu khoan khoa hoc', '/khoa-hoc-dieu-khoan-dieu-kien'],
  ['pyhton pandas', '/kien-thuc/python/pandas-can-ban'],
  ['obsidan', '/kien-thuc/obsidian/bat-dau-voi-obsidian'],
];

describe('tìm kiếm tiếng Việt', () => {
  it.each(QUERIES)('“%s” có %s trong năm kết quả đầu', async (query, expected) => {
    const {page, context, errors} = await openPage(browser, `/search?q=${encodeURIComponent(query)}`);
    try {
      await waitForResults(page);
      const hrefs = await resultLinks(page).evaluateAll((links) =>
        links.slice(0, 5).map((a) => a.getAttribute('href')),
      );
      expect(hrefs).toContain(expected);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('xếp đúng chính tả lên trước và tô sáng từ khớp', async () => {
    const {page, context} = await openPage(browser, `/search?q=${encodeURIComponent('tư duy ngược')}`);
    try {
      await waitForResults(page);
      await expect(resultLinks(page).first().getAttribute('href')).resolves.toBe(
        '/kien-thuc/mo-hinh-tu-duy/tu-duy-nguoc',
      );
      const marks = await page.locator('ol li mark').allTextContents();
      expect(marks.map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['tư', 'duy', 'ngược']));
      await expect(page.locator('ol li').first().getByText('Kiến thức › Mô hình tư duy').isVisible()).resolves.toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it('đọc truy vấn từ tham số s của dữ liệu có cấu trúc', async () => {
    const {page, context} = await openPage(browser, `/search?s=${encodeURIComponent('lãi kép')}`);
    try {
      await waitForResults(page);
      expect(await page.locator('#search-page-input').inputValue()).toBe('lãi kép');
      await expect(resultLinks(page).first().getAttribute('href')).resolves.toBe('/kien-thuc/mo-hinh-tu-duy/lai-kep');
    } finally {
      await context.close();
    }
  });

  it('bộ lọc theo mục thu hẹp kết quả', async () => {
    const {page, context} = await openPage(browser, `/search?q=${encodeURIComponent('thần số học')}`);
    try {
      await waitForResults(page);
      await page.getByRole('group', {name: 'Lọc theo mục'}).getByRole('button', {name: /^Blog/}).click();
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll('ol li h2 a')).every((a) => a.getAttribute('href')?.startsWith('/blog/')),
      );
      const hrefs = await resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.every((href) => href?.startsWith('/blog/'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('giữ địa chỉ theo những gì đang gõ và kết quả đi tới được bằng bàn phím', async () => {
    const {page, context} = await openPage(browser, '/search');
    try {
      await expect(page.getByText('Gõ từ khóa để tìm bài viết').isVisible()).resolves.toBe(true);
      await page.locator('#search-page-input').fill('pandas');
      await page.waitForURL(`${BASE_URL}/search?q=pandas`);
      await waitForResults(page);
      await page.locator('#search-page-input').focus();
      let focusedHref: string | null = null;
      for (let i = 0; i < 15 && !focusedHref?.startsWith('/kien-thuc/'); i++) {
        await page.keyboard.press('Tab');
        focusedHref = await page.evaluate(
          () => document.activeElement?.closest('ol')?.querySelector('a')?.getAttribute('href') ?? null,
        );
      }
      expect(focusedHref).toMatch(/^\/kien-thuc\//);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/kien-thuc/'));
    } finally {
      await context.close();
    }
  });

  it('hiện truy vấn có HTML/script như chữ thường, không chạy nó', async () => {
    const query = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const {page, context, errors} = await openPage(browser, `/search?q=${encodeURIComponent(query)}`);
    try {
      await page.waitForFunction(() => /Không tìm thấy kết quả|kết quả cho/.test(document.body.innerText));
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
      expect(await page.locator('main img[src="x"]').count()).toBe(0);
      expect(await page.locator('main').innerText()).toContain('<script>');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('không tải chỉ mục hay mã tìm kiếm ở lần tải đầu của trang khác', async () => {
    const requests: string[] = [];
    const {page, context} = await openPage(browser, '/kien-thuc/python/pandas-can-ban', {
      beforeGoto: async (ctx) => {
        ctx.on('request', (request) => requests.push(request.url()));
      },
    });
    try {
      await page.waitForLoadState('networkidle');
      expect(requests.filter((url) => url.includes('/pagefind/'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
