import {readFileSync} from 'node:fs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {BASE_URL, launchBrowser, openPage, waitForHydration} from './support/browser';
import {axeViolations, describeViolations} from './support/axe';
import {clearUsers, signInWithGooglePopup} from './support/authEmulator';
import {routeGapiStandIn} from './support/gapiStandIn';
import {parseReviewItems} from '../../scripts/lib/reviewItems.mjs';
import {knowledgeSections} from '../../src/data/sections';
import {REVIEW_KEY} from '../../src/features/review/reviewStore';

/**
 * Learning with the review items, in Chromium against the build: the self-check at the end of an
 * article (answered with the keyboard only), the daily review /on-tap graded with the keys,
 * kept on the device across reloads and usable offline; two devices of one member reviewing
 * offline and converging once synced; axe on both in light and dark mode.
 * The expected answers come from the article's own review file, not from the site's data.
 */

const ARTICLE = '/kien-thuc/python/cai-dat-python-va-moi-truong-ao';
const ITEMS = parseReviewItems(readFileSync(`kien-thuc${ARTICLE.replace('/kien-thuc', '')}.on-tap.md`, 'utf8'));
const CHOICE = ITEMS.find((item) => item.options)!;
const RECALL = ITEMS.find((item) => item.answer !== undefined)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Scrolls to the end of the article and waits for its self-check to load. */
async function openSelfCheck(page: Page) {
  // As a reader does: to the end of the article (just above "Đánh dấu đã đọc") until it is there; the
  // article grows as its sections are laid out, so the place is found again on every frame.
  await page.evaluate(async () => {
    while (!document.querySelector('[data-self-check]')) {
      document.querySelector('[data-reading-slot]')?.scrollIntoView({block: 'center'});
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  return page.locator('[data-self-check]');
}

/** The form of a multiple-choice item, by its question. */
const choiceForm = (page: Page) =>
  page.locator('form').filter({has: page.getByRole('group', {name: CHOICE.question, exact: true})});

/** Chooses option `index` of the item and answers, with the keyboard only. */
async function answerWithKeys(page: Page, index: number) {
  const form = choiceForm(page);
  await form.getByRole('radio').first().focus();
  // Arrow keys move the choice within the group; the first arrow press from an unchecked group checks the next one.
  await page.keyboard.press('Space');
  for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
}

describe('tự kiểm tra cuối bài', () => {
  it('trả lời sai rồi đúng chỉ bằng bàn phím, có giải thích và liên kết về mục; kết quả còn sau khi tải lại', async () => {
    const {page, context, errors} = await openPage(browser, ARTICLE, {viewport: {width: 360, height: 780}});
    try {
      const section = await openSelfCheck(page);
      await expect(section.getByRole('heading', {name: 'Tự kiểm tra', level: 2}).isVisible()).resolves.toBe(true);
      const form = choiceForm(page);
      const status = form.getByRole('status');

      const wrong = CHOICE.options!.findIndex((option) => !option.correct);
      await answerWithKeys(page, wrong);
      await expect.poll(() => status.textContent()).toContain('Chưa đúng.');
      await expect(status.getByRole('link', {name: CHOICE.section!.title}).getAttribute('href')).resolves.toBe(
        `${ARTICLE}${CHOICE.section!.anchor}`,
      );

      const right = CHOICE.options!.findIndex((option) => option.correct);
      await answerWithKeys(page, right);
      await expect.poll(() => status.textContent()).toMatch(/^Đúng\./);

      // A recall item: show the answer, then say it was remembered.
      const recall = section
        .locator('div')
        .filter({has: page.getByRole('heading', {name: RECALL.question})})
        .last();
      await recall.getByRole('button', {name: 'Hiện đáp án'}).focus();
      await page.keyboard.press('Enter');
      await recall.getByRole('button', {name: 'Tôi chưa nhớ ra'}).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => recall.getByRole('status').textContent()).toContain('Đã ghi: bạn chưa nhớ ra.');

      await page.reload();
      await waitForHydration(page);
      await openSelfCheck(page);
      await expect.poll(() => choiceForm(page).textContent()).toContain('Lần trước: trả lời đúng');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  describe.each(['light', 'dark'] as const)('chế độ %s', (colorScheme) => {
    it('axe không thấy lỗi ở phần tự kiểm tra đã trả lời', async () => {
      const {page, context} = await openPage(browser, ARTICLE, {colorScheme, viewport: {width: 360, height: 780}});
      try {
        await openSelfCheck(page);
        await answerWithKeys(
          page,
          CHOICE.options!.findIndex((option) => !option.correct),
        );
        await expect.poll(() => choiceForm(page).getByRole('status').textContent()).toContain('Chưa đúng.');
        expect(describeViolations(`tự kiểm tra (${colorScheme})`, await axeViolations(page))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});

/** Adds the article's items to the review from its self-check, then opens /on-tap. */
async function addArticleAndOpenReview(page: Page) {
  const section = await openSelfCheck(page);
  const add = section.getByRole('button', {name: 'Thêm vào ôn tập'});
  await add.click();
  await expect.poll(() => add.getAttribute('aria-pressed')).toBe('true');
  await page.goto(BASE_URL + '/on-tap');
  await waitForHydration(page);
  await page.locator('[data-review-session]').waitFor();
}

const stat = (page: Page, name: string) => page.locator(`[data-stat="${name}"]`).textContent();

describe('ôn tập hằng ngày (/on-tap)', () => {
  it('một lượt ôn chấm bằng phím: phím cách hiện đáp án, 1–4 chấm; còn trên máy sau khi tải lại', async () => {
    const {page, context, errors} = await openPage(browser, ARTICLE);
    try {
      await addArticleAndOpenReview(page);
      await expect(stat(page, 'new')).resolves.toBe(String(ITEMS.length));
      await expect(stat(page, 'streak')).resolves.toBe('0 ngày');

      const first = await page.locator('#cau-hoi-on-tap').textContent();
      await page.keyboard.press('Space');
      const good = page.getByRole('button', {name: /^3 Được · \d+ phút$/});
      await good.waitFor();
      await expect(page.getByRole('button', {name: /^4 Dễ · \d+ ngày$/}).isVisible()).resolves.toBe(true);
      await page.keyboard.press('3');
      await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Đã ghi: Được\./);
      await expect.poll(() => page.locator('#cau-hoi-on-tap').textContent()).not.toBe(first);

      await page.reload();
      await waitForHydration(page);
      await page.locator('[data-review-session]').waitFor();
      await expect(stat(page, 'new')).resolves.toBe(String(ITEMS.length - 1));
      await expect(stat(page, 'streak')).resolves.toBe('1 ngày');
      // The item graded "Được" is in its learning steps: due again later today.
      await expect(stat(page, 'due')).resolves.toBe('1');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('ôn hết thì nói rõ không còn câu nào và khi nào có câu tiếp theo', async () => {
    const {page, context, errors} = await openPage(browser, ARTICLE);
    try {
      await addArticleAndOpenReview(page);
      for (let i = 0; i < ITEMS.length; i++) {
        await page.locator('#cau-hoi-on-tap').waitFor();
        await page.keyboard.press('Space');
        await page.getByRole('button', {name: /^4 Dễ/}).waitFor();
        await page.keyboard.press('4');
      }
      await page.getByText('Hôm nay bạn đã ôn xong.').waitFor();
      await expect(page.getByText(/^Câu tiếp theo đến hạn vào .+\.$/).isVisible()).resolves.toBe(true);
      await expect(stat(page, 'due')).resolves.toBe('0');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('số câu mới mỗi ngày: số sai được báo rõ, số đúng giới hạn câu mới', async () => {
    const {page, context} = await openPage(browser, ARTICLE);
    try {
      await addArticleAndOpenReview(page);
      const input = page.getByLabel('Số câu mới mỗi ngày');
      await input.fill('abc');
      await page.getByRole('button', {name: 'Lưu', exact: true}).click();
      await expect(page.getByText('Hãy nhập một số nguyên từ 0 đến 200.').isVisible()).resolves.toBe(true);
      await expect(input.inputValue()).resolves.toBe('abc');
      await input.fill('2');
      await page.getByRole('button', {name: 'Lưu', exact: true}).click();
      await expect.poll(() => stat(page, 'new')).toBe('2');
    } finally {
      await context.close();
    }
  });

  it('dùng được khi ngoại tuyến sau lần mở đầu tiên', async () => {
    const {page, context} = await openPage(browser, ARTICLE);
    try {
      await addArticleAndOpenReview(page);
      // The worker registers once the reader scrolls; then a reload goes through it and keeps the page and its files.
      // (Not waiting for it to control this page: one whose navigation raced the worker's activation stays
      // uncontrolled, as clients.claim() skips a client still being created.)
      await page.mouse.wheel(0, 40);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.reload();
      await waitForHydration(page);
      await expect(page.evaluate(() => navigator.serviceWorker.controller !== null)).resolves.toBe(true);
      await page.locator('#cau-hoi-on-tap').waitFor();

      await context.setOffline(true);
      const response = await page.reload({waitUntil: 'domcontentloaded'});
      expect(response?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await page.locator('#cau-hoi-on-tap').waitFor();
      await page.keyboard.press('Space');
      await page.getByRole('button', {name: /^3 Được/}).waitFor();
      await page.keyboard.press('3');
      await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/^Đã ghi: Được\./);
    } finally {
      await context.close();
    }
  });

  describe.each(['light', 'dark'] as const)('chế độ %s', (colorScheme) => {
    it('axe không thấy lỗi ở trang ôn tập đang hiện đáp án', async () => {
      const {page, context} = await openPage(browser, ARTICLE, {colorScheme, viewport: {width: 360, height: 780}});
      try {
        await addArticleAndOpenReview(page);
        await page.keyboard.press('Space');
        await page.getByRole('button', {name: /^1 Quên/}).waitFor();
        expect(describeViolations(`ôn tập (${colorScheme})`, await axeViolations(page))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});

/** A second article, in another section, so that each device can review items the other does not. */
const OTHER = '/kien-thuc/obsidian/bat-dau-voi-obsidian';
const OTHER_ITEMS = parseReviewItems(readFileSync(`kien-thuc${OTHER.replace('/kien-thuc', '')}.on-tap.md`, 'utf8'));
const partTitle = (path: string) => knowledgeSections.find((section) => path.startsWith(`${section.to}/`))!.title;
const REVIEW_SYNCED = 'Các lần ôn đã được đồng bộ với tài khoản của bạn.';

/** Signs in from the members gate of /ca-nhan through the emulator's Google popup, then waits for the first sync. */
async function signIn(page: Page, email: string, existing: boolean) {
  await signInWithGooglePopup(page, email, {name: 'Học Viên Ôn Tập', existing});
  await page.getByText('Đã đồng bộ với tài khoản của bạn.').waitFor();
}

/** Opens /on-tap and waits until the review is shown and synced with the account. */
async function openSyncedReview(page: Page) {
  await page.goto(BASE_URL + '/on-tap');
  await waitForHydration(page);
  await page.locator('[data-review-session]').waitFor();
  await page.getByText(REVIEW_SYNCED).waitFor();
}

/** Shows the current item's answer, grades it with a key, and waits until the review is recorded; its question. */
async function gradeCurrent(page: Page, key: '1' | '2' | '3' | '4'): Promise<string> {
  const question = (await page.locator('#cau-hoi-on-tap').textContent()) ?? '';
  const before = Number(await stat(page, 'reviews'));
  await page.keyboard.press('Space');
  await page.getByRole('button', {name: new RegExp(`^${key} `)}).waitFor();
  await page.keyboard.press(key);
  await expect.poll(() => stat(page, 'reviews')).toBe(String(before + 1));
  return question;
}

/** The reviews this device holds (the log the schedule is replayed from). */
const reviewLog = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as {log?: {id: string; item: string}[]}).log ?? [],
    REVIEW_KEY,
  );

describe('ôn tập của học viên trên hai thiết bị', () => {
  it('hai thiết bị cùng tài khoản ôn khi mất mạng (một câu trên cả hai), có mạng lại thì cả hai có mọi lần ôn và cùng lịch', async () => {
    await clearUsers();
    const email = 'on-tap-hai-may@example.com';
    const phone = await openPage(browser, '/ca-nhan', {beforeGoto: routeGapiStandIn});
    const laptop = await openPage(browser, '/ca-nhan', {beforeGoto: routeGapiStandIn});
    try {
      // The phone signs in and adds two articles of two sections to the review; the laptop gets them from the account.
      await signIn(phone.page, email, false);
      for (const article of [ARTICLE, OTHER]) {
        await phone.page.goto(BASE_URL + article);
        await waitForHydration(phone.page);
        const add = (await openSelfCheck(phone.page)).getByRole('button', {name: 'Thêm vào ôn tập'});
        await add.click();
        await expect.poll(() => add.getAttribute('aria-pressed')).toBe('true');
      }
      await openSyncedReview(phone.page);
      const total = String(ITEMS.length + OTHER_ITEMS.length);
      await expect(stat(phone.page, 'new')).resolves.toBe(total);
      await signIn(laptop.page, email, true);
      await openSyncedReview(laptop.page);
      await expect(stat(laptop.page, 'new')).resolves.toBe(total);

      // Both offline. The phone reviews two Python items; the laptop one Obsidian item and the first Python item.
      await phone.context.setOffline(true);
      await laptop.context.setOffline(true);
      await phone.page.getByLabel('Ôn theo mục').selectOption({label: partTitle(ARTICLE)});
      const both = await gradeCurrent(phone.page, '3');
      await gradeCurrent(phone.page, '4');
      await phone.page.getByText(/^Đang mất mạng: thay đổi được giữ trên thiết bị này/).waitFor();
      await laptop.page.getByLabel('Ôn theo mục').selectOption({label: partTitle(OTHER)});
      await gradeCurrent(laptop.page, '3');
      await laptop.page.getByLabel('Ôn theo mục').selectOption({label: partTitle(ARTICLE)});
      await expect(gradeCurrent(laptop.page, '1')).resolves.toBe(both);
      await laptop.page.getByText(/^Đang mất mạng: thay đổi được giữ trên thiết bị này/).waitFor();

      // Online again: each sends its reviews; then each opens the review again and gets the other's.
      await laptop.context.setOffline(false);
      await laptop.page.getByText(REVIEW_SYNCED).waitFor();
      await phone.context.setOffline(false);
      await phone.page.getByText(REVIEW_SYNCED).waitFor();
      await openSyncedReview(phone.page);
      await openSyncedReview(laptop.page);

      const phoneLog = await reviewLog(phone.page);
      expect(phoneLog).toHaveLength(4);
      expect(await reviewLog(laptop.page)).toEqual(phoneLog);
      expect(new Set(phoneLog.map((entry) => entry.item)).size).toBe(3);
      for (const name of ['reviews', 'due', 'new', 'streak']) {
        await expect(stat(laptop.page, name)).resolves.toBe(await stat(phone.page, name));
      }
      await expect(stat(phone.page, 'reviews')).resolves.toBe('4');
      // Due again today: the item forgotten on the laptop after the phone recalled it, and the Obsidian item in its learning steps.
      await expect(stat(phone.page, 'due')).resolves.toBe('2');
      expect(describeViolations('ôn tập của học viên', await axeViolations(phone.page))).toEqual([]);
      // Offline, the worker's first save of the open page (offline/register.ts, keepCurrentPage) cannot fetch it and
      // Chromium logs that request as failed; anything else is an error.
      const errors = [...phone.errors, ...laptop.errors].filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error));
      expect(errors).toEqual([]);
    } finally {
      await phone.context.close();
      await laptop.context.close();
    }
  });
});
