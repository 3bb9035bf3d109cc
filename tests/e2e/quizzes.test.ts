import {readFile} from 'node:fs/promises';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage} from './support/browser';
import {wheelAreas} from '../../src/data/wheelOfLife';
import {getScoredQuiz, quizListings as quizzes} from '../../src/data/quizzes';
import {scoreQuiz} from '../../src/features/quiz/engine';
import {average, balanceScore, formatNumber} from '../../src/features/wheel-of-life/scoring';
import {HISTORY_KEY} from '../../src/features/wheel-of-life/history';

const WHEEL = '/trac-nghiem/banh-xe-cuoc-doi-online';
const PKM = '/trac-nghiem/quan-ly-tri-thuc-ca-nhan';
const quanLyTriThucQuiz = getScoredQuiz('quan-ly-tri-thuc-ca-nhan');
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Scores and targets used by the keyboard run (Sức khỏe → 9 and Tình yêu → 8 as targets). */
const SCORES = [7, 5, 8, 6, 3, 9, 2, 6];
const TARGETS: (number | null)[] = [null, null, 9, null, 8, null, null, null];

/** Fills the form using only the keyboard: Home/ArrowRight on each slider, a digit on each target, Tab between. */
async function fillWheelByKeyboard(page: Page): Promise<void> {
  await page.getByRole('slider', {name: wheelAreas[0].name}).focus();
  for (let i = 0; i < wheelAreas.length; i += 1) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('type'));
    expect(focused).toBe('range');
    await page.keyboard.press('Home');
    for (let step = 1; step < SCORES[i]; step += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab'); // → target
    const target = TARGETS[i];
    if (target !== null) await page.keyboard.type(String(target));
    await page.keyboard.press('Tab'); // → next slider, or the submit button
  }
  const focusedText = await page.evaluate(() => document.activeElement?.textContent);
  expect(focusedText).toBe('Xem kết quả');
  await page.keyboard.press('Enter');
}

async function tableColumn(page: Page, caption: RegExp, column: number): Promise<string[]> {
  const table = page.locator('table', {has: page.locator('caption', {hasText: caption})}).first();
  return table.locator(`tbody tr td:nth-child(${column + 1})`).allTextContents();
}

describe('trang /trac-nghiem', () => {
  it('liệt kê các bài trắc nghiệm từ tệp dữ liệu, kèm điều đo được và thời gian', async () => {
    const {page, context, errors, response} = await openPage(browser, '/trac-nghiem');
    try {
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').textContent()).resolves.toBe('Trắc nghiệm tự đánh giá');
      for (const quiz of quizzes) {
        const card = page.locator('li', {has: page.getByRole('link', {name: quiz.title, exact: true})});
        await expect(card.textContent()).resolves.toContain(quiz.measures);
        await expect(card.textContent()).resolves.toContain(`khoảng ${quiz.minutes} phút`);
        expect(await card.getByRole('link', {name: quiz.title, exact: true}).getAttribute('href')).toBe(quiz.path);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('bánh xe cuộc đời', () => {
  it('làm bằng bàn phím, xem kết quả, lưu cam kết, tải lại thấy lịch sử, so sánh hai ngày, chia sẻ và tải PNG', async () => {
    const {page, context, errors} = await openPage(browser, WHEEL, {viewport: {width: 1280, height: 900}});
    try {
      // The live preview has the eight areas.
      await expect(page.getByRole('slider').count()).resolves.toBe(8);
      await fillWheelByKeyboard(page);

      // Result: focus on its heading, figures computed as documented.
      const heading = page.getByRole('heading', {name: /^Kết quả ngày \d{2}\/\d{2}\/\d{4}$/});
      await heading.waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H2');
      await expect(page.getByTestId('chi-so-can-bang').textContent()).resolves.toBe(
        `${formatNumber(balanceScore(SCORES), 0)}/100`,
      );
      await expect(page.getByText(`${formatNumber(average(SCORES))}/10`, {exact: true}).count()).resolves.toBe(1);
      expect(await tableColumn(page, /Điểm từng lĩnh vực/, 1)).toEqual(SCORES.map(String));
      expect(await tableColumn(page, /Điểm từng lĩnh vực/, 2)).toEqual(
        TARGETS.map((t) => (t === null ? '—' : String(t))),
      );
      await expect(page.getByText('Giải trí: 2 điểm').count()).resolves.toBe(1);
      await expect(page.getByText('Tình yêu: 3 → 8 (thiếu 5 điểm)').count()).resolves.toBe(1);
      // Suggestions link to the knowledge base.
      await expect(
        page.locator('a[href="/kien-thuc/phat-trien-ban-than/xay-dung-thoi-quen"]').count(),
      ).resolves.toBeGreaterThan(0);

      // Commit to an action, by keyboard.
      await page.getByLabel('Việc 1').focus();
      await page.keyboard.type('Đi bộ 20 phút sau bữa tối');
      await page.keyboard.press('Enter');
      await page.getByText('Đã lưu cam kết vào lịch sử.', {exact: false}).waitFor();

      // Share link carries the scores.
      const shareUrl = await page.getByLabel('Liên kết chia sẻ').inputValue();
      expect(shareUrl).toBe(`${BASE_URL}${WHEEL}?v=1&diem=${SCORES.join('-')}&muc-tieu=--9--8`);

      // PNG download: a real PNG of a reasonable size.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', {name: 'Tải ảnh PNG'}).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^banh-xe-cuoc-doi-\d{4}-\d{2}-\d{2}\.png$/);
      const png = await readFile((await download.path())!);
      expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(png.readUInt32BE(16)).toBe(1200); // width
      expect(png.readUInt32BE(20)).toBeGreaterThan(800); // height
      expect(png.length).toBeGreaterThan(20_000);

      // Reload: the assessment is in the history, with its action.
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      const history = page.locator('table', {has: page.locator('caption', {hasText: 'Các lần đánh giá đã lưu'})});
      await history.waitFor();
      await expect(history.locator('tbody tr').count()).resolves.toBe(1);
      await expect(history.locator('tbody tr').first().textContent()).resolves.toContain('Đi bộ 20 phút sau bữa tối');

      // Add an older assessment (as if taken in January) and compare the two dates.
      const older = {id: 'cu', date: '2026-01-05T02:00:00.000Z', scores: {} as Record<string, number>, actions: []};
      wheelAreas.forEach((area, i) => (older.scores[area.id] = [5, 5, 6, 6, 4, 7, 3, 6][i]));
      await page.evaluate(
        ({key, entry}) => {
          const data = JSON.parse(localStorage.getItem(key)!);
          data.entries.push(entry);
          localStorage.setItem(key, JSON.stringify(data));
        },
        {key: HISTORY_KEY, entry: older},
      );
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      await history.waitFor();
      await expect(history.locator('tbody tr').count()).resolves.toBe(2);
      await expect(history.locator('tbody tr').first().textContent()).resolves.toContain('05/01/2026');

      // Two low areas in a row are pointed out: Tình yêu (4 → 3) and Giải trí (3 → 2).
      const stuck = page.locator('[role="note"]', {hasText: 'Lĩnh vực mắc kẹt ở mức thấp'});
      await expect(stuck.textContent()).resolves.toContain('Tình yêu: 2 lần liên tiếp (4 → 3)');
      await expect(stuck.textContent()).resolves.toContain('Giải trí: 2 lần liên tiếp (3 → 2)');

      await page.getByLabel('Lần trước (viền chấm)').selectOption({index: 0});
      await page.getByLabel('Lần sau (tô màu)').selectOption({index: 1});
      const compare = /^Điểm ngày 05\/01\/2026/;
      expect(await tableColumn(page, compare, 1)).toEqual(['5', '5', '6', '6', '4', '7', '3', '6']);
      expect(await tableColumn(page, compare, 2)).toEqual(SCORES.map(String));
      expect(await tableColumn(page, compare, 3)).toEqual(['+2', '0', '+2', '0', '−1', '+2', '−1', '0']);
      // Both dates are drawn: the filled series and the dotted outline.
      const overlay = page.locator('svg[role="img"]', {has: page.locator('title', {hasText: /^So sánh bánh xe/})});
      await expect(overlay.locator('g path').count()).resolves.toBe(16);
      expect(errors).toEqual([]);

      // The share link, opened in a fresh context (no history): read-only wheel, and a way to take the quiz.
      const shared = await openPage(browser, new URL(shareUrl).pathname + new URL(shareUrl).search);
      try {
        const sharedPage = shared.page;
        await sharedPage.getByRole('heading', {name: 'Bánh xe cuộc đời được chia sẻ với bạn'}).waitFor();
        await expect(sharedPage.getByRole('slider').count()).resolves.toBe(0);
        await expect(sharedPage.getByRole('alert').count()).resolves.toBe(0);
        expect(await tableColumn(sharedPage, /Điểm từng lĩnh vực/, 1)).toEqual(SCORES.map(String));
        await expect(sharedPage.getByTestId('chi-so-can-bang').textContent()).resolves.toBe(
          `${formatNumber(balanceScore(SCORES), 0)}/100`,
        );
        await expect(sharedPage.getByRole('heading', {name: 'Lịch sử đánh giá'}).count()).resolves.toBe(0);
        await sharedPage.getByRole('link', {name: 'Tự làm trắc nghiệm bánh xe cuộc đời'}).click();
        await sharedPage.getByRole('slider', {name: 'Sự nghiệp'}).waitFor();
        expect(new URL(sharedPage.url()).search).toBe('');
        expect(shared.errors).toEqual([]);
      } finally {
        await shared.context.close();
      }
    } finally {
      await context.close();
    }
  });

  it.each([
    [
      'thiếu điểm',
      '?diem=7-5-8',
      ['Gia đình & bạn bè: liên kết thiếu điểm, tạm dùng điểm mặc định 5.'],
      ['7', '5', '8', '5', '5', '5', '5', '5'],
    ],
    [
      'không phải số và ngoài thang',
      '?v=1&diem=7-abc-12-6-0-9-3-6',
      [
        'Tài chính: “abc” không phải là số',
        'Sức khỏe: điểm “12” nằm ngoài thang 1–10, đã đưa về 10.',
        'Tình yêu: điểm “0”',
      ],
      ['7', '5', '10', '6', '1', '9', '3', '6'],
    ],
    ['rỗng', '?diem=', ['Liên kết không có điểm nào'], ['5', '5', '5', '5', '5', '5', '5', '5']],
    [
      'mục tiêu hỏng',
      '?diem=7-5-8-6-4-9-3-6&muc-tieu=x',
      ['Sự nghiệp: điểm mục tiêu “x” không hợp lệ'],
      ['7', '5', '8', '6', '4', '9', '3', '6'],
    ],
  ])('liên kết chia sẻ hỏng (%s): báo bằng tiếng Việt và dùng giá trị an toàn', async (_, query, messages, shown) => {
    const {page, context, errors} = await openPage(browser, WHEEL + query);
    try {
      const alert = page.getByRole('alert');
      await alert.waitFor();
      await expect(alert.textContent()).resolves.toContain('Liên kết chia sẻ có chỗ chưa đúng');
      for (const message of messages) await expect(alert.textContent()).resolves.toContain(message);
      expect(await tableColumn(page, /Điểm từng lĩnh vực/, 1)).toEqual(shown);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lịch sử hỏng hoặc phiên bản cũ: bỏ qua kèm thông báo, trang vẫn chạy', async () => {
    const {page, context, errors} = await openPage(browser, WHEEL);
    try {
      for (const [raw, notice] of [
        ['{"version":1,"entries":[', 'bị hỏng nên đã được bỏ qua'],
        ['{"version":0,"entries":[]}', 'thuộc một phiên bản khác'],
        ['{"version":1,"entries":[{"id":"x","date":"hôm qua","scores":{}}]}', 'Đã bỏ qua 1 lần đánh giá'],
      ]) {
        await page.evaluate(({key, value}) => localStorage.setItem(key, value), {key: HISTORY_KEY, value: raw});
        await page.reload();
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        const alert = page.getByRole('alert');
        await alert.waitFor();
        await expect(alert.textContent()).resolves.toContain(notice);
      }
      // A new assessment still works and replaces the bad data.
      await page.getByRole('button', {name: 'Xem kết quả'}).click();
      await page.getByRole('heading', {name: /^Kết quả ngày/}).waitFor();
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), HISTORY_KEY);
      expect(stored.version).toBe(1);
      expect(stored.entries).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('"Sửa điểm" quay lại biểu mẫu và sửa chính lần đánh giá đó, không tạo thêm', async () => {
    const {page, context, errors} = await openPage(browser, WHEEL);
    try {
      await page.getByRole('button', {name: 'Xem kết quả'}).click();
      await page.getByRole('button', {name: 'Sửa điểm'}).click();
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Chấm điểm tám lĩnh vực');
      await page.getByRole('slider', {name: 'Tài chính'}).fill('9');
      await page.getByRole('button', {name: 'Xem kết quả'}).click();
      await page.getByRole('heading', {name: /^Kết quả ngày/}).waitFor();
      expect(await tableColumn(page, /Điểm từng lĩnh vực/, 1)).toEqual(['5', '9', '5', '5', '5', '5', '5', '5']);
      const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), HISTORY_KEY);
      expect(stored.entries).toHaveLength(1);
      expect(stored.entries[0].scores['tai-chinh']).toBe(9);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ở 360px với màn hình cảm ứng: chạm vào thanh trượt đổi điểm, không tràn ngang', async () => {
    const {page, context, errors} = await openPage(browser, WHEEL, {
      viewport: {width: 360, height: 740},
      hasTouch: true,
      isMobile: true,
      colorScheme: 'dark',
    });
    try {
      const slider = page.getByRole('slider', {name: 'Sức khỏe'});
      await slider.scrollIntoViewIfNeeded();
      const box = (await slider.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width - 3, box.y + box.height / 2);
      await expect(slider.inputValue()).resolves.toBe('10');
      await page.touchscreen.tap(box.x + 3, box.y + box.height / 2);
      await expect(slider.inputValue()).resolves.toBe('1');
      await page.getByLabel('Mục tiêu cho Sức khỏe').selectOption('7');
      await page.getByRole('button', {name: 'Xem kết quả'}).tap();
      await page.getByRole('heading', {name: /^Kết quả ngày/}).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        1,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['light', 'dark'] as const)('chữ trên hình bánh xe đủ tương phản ở chế độ %s', async (colorScheme) => {
    const {page, context} = await openPage(browser, WHEEL, {colorScheme});
    try {
      const ratio = await page.evaluate(() => {
        const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
        // The page background: the first non-transparent one from <body> up, else the white canvas.
        const background = () => {
          for (let el: Element | null = document.body; el; el = el.parentElement) {
            const rgba = parse(getComputedStyle(el).backgroundColor);
            if (rgba.length === 3 || rgba[3] > 0) return rgba;
          }
          return [255, 255, 255];
        };
        const luminance = ([r, g, b]: number[]) =>
          [r, g, b]
            .map((v) => v / 255)
            .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
            .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
        const text = document.querySelector('svg[role="img"] text')!;
        const fg = luminance(parse(getComputedStyle(text).fill));
        const bg = luminance(background());
        return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    } finally {
      await context.close();
    }
  });

  it('bản in ẩn các nút và giữ hình bánh xe', async () => {
    const {page, context} = await openPage(browser, `${WHEEL}?diem=7-5-8-6-4-9-3-6`);
    try {
      await page.getByRole('heading', {name: 'Bánh xe cuộc đời được chia sẻ với bạn'}).waitFor();
      await page.emulateMedia({media: 'print'});
      await expect(page.getByRole('button', {name: 'Tải ảnh PNG'}).isVisible()).resolves.toBe(false);
      await expect(page.locator('svg[role="img"]').first().isVisible()).resolves.toBe(true);
      await expect(page.locator('.navbar').isVisible()).resolves.toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('trắc nghiệm quản lý tri thức cá nhân', () => {
  it('báo câu chưa trả lời, rồi cho mức kết quả kèm bài viết và khóa học Obsidian FLOW', async () => {
    const {page, context, errors, response} = await openPage(browser, PKM);
    try {
      expect(response?.status()).toBe(200);
      const questions = quanLyTriThucQuiz.questions;
      // Answer all but the last, with the keyboard: focus the first option, arrows pick within a group.
      const picks: Record<string, string> = {};
      for (const [index, question] of questions.slice(0, -1).entries()) {
        const group = page.getByRole('group', {name: new RegExp(`^Câu ${index + 1}/`)});
        const choice = index % question.options.length;
        await group.getByRole('radio').first().focus();
        await page.keyboard.press('Space');
        for (let i = 0; i < choice; i += 1) await page.keyboard.press('ArrowDown');
        picks[question.id] = question.options[choice].id;
        await expect(group.getByRole('radio').nth(choice).isChecked()).resolves.toBe(true);
      }
      await page.getByRole('button', {name: 'Xem kết quả'}).click();
      const alert = page.getByRole('alert');
      await expect(alert.textContent()).resolves.toContain('Bạn còn 1 câu chưa trả lời: câu 10');

      const last = questions[questions.length - 1];
      await page
        .getByRole('group', {name: /^Câu 10\//})
        .getByRole('radio', {name: last.options[3].label})
        .check();
      picks[last.id] = last.options[3].id;
      await page.getByRole('button', {name: 'Xem kết quả'}).click();

      const expected = scoreQuiz(quanLyTriThucQuiz, picks);
      if (!expected.complete) throw new Error('quiz should be complete');
      await page.getByRole('heading', {name: expected.band.title}).waitFor();
      await expect(page.getByTestId('diem-trac-nghiem').textContent()).resolves.toBe(`${expected.total}/30`);
      const result = page.getByRole('region', {name: expected.band.title});
      await expect(result.locator('a[href="/lp-khoa-hoc-obsidian-flow"]').count()).resolves.toBe(1);
      await expect(result.locator('a[href^="/kien-thuc/"]').count()).resolves.toBeGreaterThan(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
