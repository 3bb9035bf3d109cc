/**
 * /tra-cuu-than-so-hoc in a real browser against the production build:
 * the form, every bad input, shared links, saved profiles, keyboard, phone
 * width in dark mode and the print stylesheet. Expected numbers come from
 * the engine's worked examples (src/features/numerology/engine.test.ts).
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage, waitForHydration} from './support/browser';
import {computeProfile} from '../../src/features/numerology/engine';
import {dataValues} from '../../src/features/numerology/present';
import {calendarDateOf} from '../../src/features/numerology/dates';
import {MAX_PROFILES} from '../../src/features/numerology/savedProfiles';

const PATH = '/tra-cuu-than-so-hoc';
const STORAGE_KEY = 'learn-anything:than-so-hoc:ho-so';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const nameField = (page: Page) => page.getByLabel('Họ và tên đầy đủ', {exact: true});
const dateField = (page: Page) => page.getByLabel('Ngày sinh (dương lịch)', {exact: true});

async function lookUp(page: Page, name: string, date: string): Promise<void> {
  await nameField(page).fill(name);
  await dateField(page).fill(date);
  await page.getByRole('button', {name: 'Tra cứu', exact: true}).click();
}

/** data-value of every [data-chi-so] card on the page. */
async function shownValues(page: Page): Promise<Record<string, string>> {
  await page.locator('[data-chi-so="lifePath"]').waitFor();
  return page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('[data-chi-so]')).map((el) => [
        el.getAttribute('data-chi-so') ?? '',
        el.getAttribute('data-value') ?? '',
      ]),
    ),
  );
}

/** The numbers the engine gives today (personal year and month depend on the date). */
function expectedValues(name: string, date: {year: number; month: number; day: number}) {
  return dataValues(computeProfile(name, date, calendarDateOf(new Date())));
}

describe('tra cứu thần số học', () => {
  it('fills the form and shows every number with its working and meaning', async () => {
    const {page, context, errors} = await openPage(browser, PATH);
    try {
      await expect(page.locator('h1').textContent()).resolves.toBe('Tra cứu thần số học');
      await lookUp(page, '  nguyễn   văn THIỆU ', '11/09/1987');
      const values = await shownValues(page);
      expect(values).toEqual(expectedValues('nguyễn văn THIỆU', {year: 1987, month: 9, day: 11}));
      // Hand-checked in engine.test.ts (nguyentrongthanh.vn, tranthanhhien.com).
      expect(values).toMatchObject({
        lifePath: '9',
        birthDay: '11',
        attitude: '2',
        expression: '6',
        soulUrge: '8',
        personality: '7',
        maturity: '6',
        balance: '2',
        passion: '5',
        missingNumbers: '6',
        pinnacles: '11,9,2,7',
        challenges: '7,5,2,2',
        birthChartArrows: 'empty:4-5-6,strength:7-8-9',
      });
      const lifePath = page.locator('[data-chi-so="lifePath"]');
      await expect(lifePath.locator('h3').textContent()).resolves.toBe('Số chủ đạo');
      await expect(lifePath.textContent()).resolves.toContain('1 + 1 + 9 + 1 + 9 + 8 + 7 = 36');
      await expect(lifePath.textContent()).resolves.toContain('Số 9 nói về lý tưởng');
      expect(new URL(page.url()).searchParams.get('ngay')).toBe('1987-09-11');
      expect(new URL(page.url()).searchParams.get('ten')).toBe('nguyễn văn THIỆU');
      // The result heading takes the focus so screen readers hear it.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('nsh-ket-qua');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows 22/4 and master numbers', async () => {
    const {page, context, errors} = await openPage(browser, PATH);
    try {
      await lookUp(page, 'Trần Thiện Khiêm', '1980-02-02');
      const values = await shownValues(page);
      expect(values).toMatchObject({lifePath: '22/4', expression: '11', soulUrge: '11', pinnacles: '4,11,6,11'});
      await expect(page.locator('[data-chi-so="lifePath"] [data-badge]').textContent()).resolves.toBe('22/4');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['12/02/1809', {year: 1809, month: 2, day: 12}, {lifePath: '5', pinnacles: '5,3,8,11', challenges: '1,6,5,7'}],
    ['29/02/1896', {year: 1896, month: 2, day: 29}, {lifePath: '10', pinnacles: '4,8,3,8', challenges: '0,4,4,4'}],
  ])('looks up a birth date long ago (%s), as in engine.test.ts', async (typed, date, expected) => {
    const {page, context, errors} = await openPage(browser, PATH);
    try {
      await lookUp(page, 'Nguyễn Văn An', typed);
      const values = await shownValues(page);
      expect(values).toEqual(expectedValues('Nguyễn Văn An', date));
      expect(values).toMatchObject(expected);
      await expect(page.locator('#nsh-ngay-loi').count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  const badInputs = [
    {
      what: '31/02',
      name: 'Lê Văn An',
      date: '31/02/1990',
      field: 'date',
      message: 'Ngày 31/02/1990 không tồn tại: tháng 2 năm 1990 chỉ có 28 ngày.',
    },
    {
      what: '29/02 outside a leap year',
      name: 'Lê Văn An',
      date: '29/02/2023',
      field: 'date',
      message: 'Ngày 29/02/2023 không tồn tại: năm 2023 không phải năm nhuận nên tháng 2 chỉ có 28 ngày.',
    },
    {
      what: 'a future date',
      name: 'Lê Văn An',
      date: '01/01/2999',
      field: 'date',
      message: /^Ngày sinh 01\/01\/2999 nằm trong tương lai/,
    },
    {
      what: 'a year before 1000',
      name: 'Lê Văn An',
      date: '31/12/0999',
      field: 'date',
      message: 'Chỉ tra cứu được ngày sinh từ năm 1000 trở đi (bạn nhập năm 999).',
    },
    {
      what: 'a date in another format',
      name: 'Lê Văn An',
      date: 'mùng 5 tháng 9',
      field: 'date',
      message: 'Ngày sinh chưa đúng dạng ngày/tháng/năm, ví dụ 25/09/1990.',
    },
    {what: 'an empty name', name: '   ', date: '25/09/1990', field: 'name', message: 'Vui lòng nhập họ và tên.'},
    {
      what: 'a name with digits',
      name: 'Nguyễn Văn 2',
      date: '25/09/1990',
      field: 'name',
      message: 'Họ tên không được chứa chữ số (2). Hãy viết tên bằng chữ cái.',
    },
    {
      what: 'a name with symbols',
      name: 'An@Bình!',
      date: '25/09/1990',
      field: 'name',
      message: "Họ tên chỉ gồm chữ cái, dấu cách, dấu gạch nối (-) và dấu nháy ('). Hãy bỏ ký tự: “@”, “!”.",
    },
    {
      what: 'a name over 100 characters',
      name: 'Nguyễn '.repeat(15).trim(),
      date: '25/09/1990',
      field: 'name',
      message: 'Họ tên dài 104 ký tự, vượt quá giới hạn 100 ký tự. Hãy rút gọn lại.',
    },
  ] as const;

  it.each(badInputs)('explains $what and keeps what was typed', async ({name, date, field, message}) => {
    const {page, context, errors} = await openPage(browser, PATH);
    try {
      await lookUp(page, name, date);
      const input = field === 'name' ? nameField(page) : dateField(page);
      const error = page.locator(field === 'name' ? '#nsh-ten-loi' : '#nsh-ngay-loi');
      await error.waitFor();
      const text = (await error.textContent()) ?? '';
      if (typeof message === 'string') expect(text).toBe(message);
      else expect(text).toMatch(message);
      expect(await error.getAttribute('role')).toBe('alert');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await nameField(page).inputValue()).toBe(name);
      expect(await dateField(page).inputValue()).toBe(date);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe(field === 'name' ? 'nsh-ten' : 'nsh-ngay');
      expect(await page.locator('[data-chi-so]').count()).toBe(0);
      expect(new URL(page.url()).search).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a shared link reproduces the result, and the copy button copies it', async () => {
    const first = await openPage(browser, PATH, {permissions: ['clipboard-read', 'clipboard-write']});
    try {
      await lookUp(first.page, 'Đỗ Anh Dũng', '25/02/1970');
      const values = await shownValues(first.page);
      expect(values).toMatchObject({
        expression: '7',
        soulUrge: '1',
        personality: '6',
        passion: '4,5',
        missingNumbers: '2,9',
        lifePath: '8',
        maturity: '6',
      });
      await first.page.getByRole('button', {name: 'Sao chép liên kết'}).click();
      await first.page.getByRole('status').filter({hasText: 'Đã sao chép liên kết'}).waitFor();
      const copied = await first.page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(first.page.url());
      expect(copied).toMatch(/\/tra-cuu-than-so-hoc\?ten=.+&ngay=1970-02-25$/);

      const shared = await openPage(browser, copied.replace(BASE_URL, ''));
      try {
        expect(await shownValues(shared.page)).toEqual(values);
        expect(await nameField(shared.page).inputValue()).toBe('Đỗ Anh Dũng');
        expect(await dateField(shared.page).inputValue()).toBe('25/02/1970');
        expect(shared.errors).toEqual([]);
      } finally {
        await shared.context.close();
      }
      expect(first.errors).toEqual([]);
    } finally {
      await first.context.close();
    }
  });

  it('a link with bad values shows the messages and keeps them in the form', async () => {
    const {page, context, errors} = await openPage(browser, `${PATH}?ten=An%402&ngay=31%2F02%2F1990`);
    try {
      await page.locator('#nsh-ngay-loi').waitFor();
      expect(await nameField(page).inputValue()).toBe('An@2');
      expect(await dateField(page).inputValue()).toBe('31/02/1990');
      await expect(page.locator('#nsh-ten-loi').textContent()).resolves.toContain('chữ số');
      expect(await page.locator('[data-chi-so]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('saves up to 10 profiles, opens and removes them, and survives a corrupt store', async () => {
    const {page, context, errors} = await openPage(browser, PATH);
    try {
      await page.evaluate((key) => localStorage.setItem(key, '{not json'), STORAGE_KEY);
      await page.reload();
      await waitForHydration(page);
      await page.getByText('Dữ liệu hồ sơ đã lưu trên trình duyệt này bị hỏng nên đã được bỏ qua.').waitFor();

      await lookUp(page, 'Phạm Văn Phú', '01/05/1974');
      await page.getByRole('button', {name: 'Lưu hồ sơ'}).click();
      await page.getByRole('status').filter({hasText: 'Đã lưu hồ sơ của Phạm Văn Phú.'}).waitFor();
      await page.getByRole('button', {name: 'Lưu hồ sơ'}).click();
      await page.getByRole('status').filter({hasText: 'đã có trong danh sách'}).waitFor();

      await page.goto(BASE_URL + PATH);
      await waitForHydration(page);
      const link = page.getByRole('link', {name: 'Phạm Văn Phú · 01/05/1974'});
      await link.click();
      expect(await shownValues(page)).toMatchObject({passion: '1,4,7,8', lifePath: '9'});

      // Fill the list to MAX_PROFILES (as many as an account keeps), then one more is refused.
      await page.evaluate(
        ([key, max]) => {
          const profiles = Array.from({length: max}, (_, i) => ({
            name: `Người ${i}`,
            date: '2000-01-0' + ((i % 9) + 1),
            savedAt: i,
          }));
          localStorage.setItem(key, JSON.stringify({version: 1, profiles}));
        },
        [STORAGE_KEY, MAX_PROFILES] as const,
      );
      await page.reload();
      await waitForHydration(page);
      await page.getByRole('heading', {name: `Hồ sơ đã lưu (${MAX_PROFILES}/${MAX_PROFILES})`}).waitFor();
      await page.getByRole('button', {name: 'Lưu hồ sơ'}).click();
      await page
        .getByRole('status')
        .filter({hasText: `Đã đủ ${MAX_PROFILES} hồ sơ`})
        .waitFor();

      await page.getByRole('button', {name: 'Xóa hồ sơ Người 0, 01/01/2000'}).click();
      await page.getByRole('heading', {name: `Hồ sơ đã lưu (${MAX_PROFILES - 1}/${MAX_PROFILES})`}).waitFor();
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), STORAGE_KEY);
      expect(stored.profiles).toHaveLength(MAX_PROFILES - 1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('works by keyboard alone', async () => {
    const {page, context, errors} = await openPage(browser, PATH);
    try {
      await nameField(page).focus();
      await page.keyboard.type('Lê Thị Yến');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('nsh-ngay');
      await page.keyboard.type('29/02/2000');
      await page.keyboard.press('Enter');
      await page.locator('[data-chi-so="lifePath"]').waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('nsh-ket-qua');
      // The summary links and action buttons are reachable with Tab.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sao chép liên kết');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('fits a 360px phone in dark mode', async () => {
    const {page, context, errors} = await openPage(
      browser,
      `${PATH}?ten=Nguy%E1%BB%85n+Th%E1%BB%8B+Ng%E1%BB%8Dc+B%C3%ADch+Ph%C6%B0%E1%BB%A3ng&ngay=1990-11-29`,
      {
        viewport: {width: 360, height: 740},
        colorScheme: 'dark',
      },
    );
    try {
      await page.locator('[data-chi-so="lifePath"]').waitFor();
      expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      // Body text stays light on the dark card.
      const color = await page
        .locator('[data-chi-so="lifePath"] p')
        .last()
        .evaluate((el) => getComputedStyle(el).color);
      expect(color).not.toBe('rgb(28, 30, 33)');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('prints a clean one-person report', async () => {
    const {page, context, errors} = await openPage(browser, `${PATH}?ten=Tr%E1%BA%A7n+Th%E1%BB%8B+Vy&ngay=1990-09-25`);
    try {
      await page.locator('[data-chi-so="lifePath"]').waitFor();
      await page.emulateMedia({media: 'print'});
      expect(await page.getByRole('form', {name: 'Tra cứu thần số học'}).isVisible()).toBe(false);
      expect(await page.getByRole('button', {name: 'Sao chép liên kết'}).isVisible()).toBe(false);
      expect(await page.locator('.navbar').isVisible()).toBe(false);
      expect(await page.getByRole('heading', {name: 'Kết quả của Trần Thị Vy'}).isVisible()).toBe(true);
      expect(await page.locator('[data-chi-so="pinnacles"]').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
