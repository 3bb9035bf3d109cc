import {readFileSync} from 'node:fs';
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSmtpInbox, type ReceivedMail, type SmtpInbox} from '../support/smtpInbox';
import {axeViolations, describeViolations} from './support/axe';
import {createVerifiedUser, signInWithGooglePopup} from './support/authEmulator';
import {BASE_URL, launchBrowser, openPage, waitForHydration} from './support/browser';
import {api, APP_CHECK, FUNCTIONS_URL, freshAddress, owners, signInWithPassword} from './support/courseDesk';
import {routeGapiStandIn} from './support/gapiStandIn';
import {DEMO_MAIL_JOBS_API, QUESTIONS_API} from '../../src/data/apiPaths';

// Questions under a page as people use them, in Chromium against the build, the emulators and a
// real SMTP server: a member asks with the keyboard, the owner answers and publishes from the
// desk, a visitor reads it; hostile questions, answers and names rendered under the site's CSP;
// the build's static list; axe in light and dark mode.

const runId = Date.now().toString(36);
const ARTICLE = '/kien-thuc/python/doc-ghi-excel-voi-pandas';
/** The page the test build's snapshot gives a published question (tests/e2e/fixtures/hoi-dap-snapshot.json). */
const SNAPSHOT = JSON.parse(readFileSync('tests/e2e/fixtures/hoi-dap-snapshot.json', 'utf8')) as {
  trang: Record<string, {ten: string}[]>;
};
const [[STATIC_PAGE, [STATIC_QUESTION]]] = Object.entries(SNAPSHOT.trang);
const SMTP_PORT = 1025;

let browser: Browser;
let inbox: SmtpInbox;
beforeAll(async () => {
  browser = await launchBrowser();
  inbox = await startSmtpInbox(SMTP_PORT);
});
afterAll(async () => {
  await browser?.close();
  await inbox?.stop();
});

/** Scrolls to the end of the page, as a reader does, until the questions panel has loaded. */
async function openQuestions(page: Page) {
  const section = page.locator('#hoi-dap');
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('heading', {name: 'Hỏi đáp', level: 2}).waitFor();
  return section;
}

/** The mail to `address` whose subject matches, running the outbox's sweep until it arrives. */
async function sweptTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  for (let round = 0; round < 40; round++) {
    const found = inbox.mails.find((m) => m.recipients.includes(address) && subject.test(m.parsed.subject ?? ''));
    if (found) return found;
    await fetch(`${FUNCTIONS_URL}${DEMO_MAIL_JOBS_API}?jobs=sweep`, {method: 'POST'});
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Không nhận được thư "${subject}" tới ${address}.`);
}

/** A question sent as the site sends it, from a client address of its own. */
function askAs(token: string, trang: string, noiDung: string, ten: string) {
  return fetch(`${BASE_URL}${QUESTIONS_API}/hoi`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'X-Firebase-AppCheck': APP_CHECK,
      'Content-Type': 'application/json',
      'X-Forwarded-For': freshAddress(),
    },
    body: JSON.stringify({trang, noiDung, ten}),
  });
}

/** Whether any of the payloads ran: each sets window.__xss, or opens a dialog. */
async function watchForScripts(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => ({ran: await page.evaluate(() => (window as {__xss?: unknown}).__xss ?? null), dialogs});
}

describe('hỏi dưới bài, chủ khóa học trả lời', () => {
  it('học viên hỏi chỉ bằng bàn phím, chủ khóa học trả lời và đăng ở bàn quản trị, khách đọc được, người hỏi nhận thư', async () => {
    const askerEmail = `nguoi-hoi-${runId}@example.com`;
    const ownerEmail = `chu-tra-loi-${runId}@example.com`;
    const question = `Đọc file .xlsx có nhiều sheet thì dùng tham số nào? (${runId})`;
    const reply = `Dùng \`sheet_name=None\`: pandas trả về một dict (${runId}).`;

    // The member signs in (on /ca-nhan, the account's home), then asks at the end of the article.
    const asker = await openPage(browser, '/ca-nhan', {beforeGoto: routeGapiStandIn});
    try {
      await signInWithGooglePopup(asker.page, askerEmail, {name: 'Lan Anh'});
      await asker.page.getByRole('heading', {name: 'Câu hỏi của bạn'}).waitFor();
      await asker.page.goto(BASE_URL + ARTICLE);
      await waitForHydration(asker.page);
      const section = await openQuestions(asker.page);
      const text = section.getByLabel('Câu hỏi của bạn');
      await text.focus();
      await asker.page.keyboard.type(question);
      await asker.page.keyboard.press('Tab'); // past the Markdown hint: the name field
      await expect.poll(() => section.getByLabel('Tên hiển thị').inputValue()).toBe('Lan Anh');
      await section.getByRole('button', {name: 'Xem trước'}).focus();
      await asker.page.keyboard.press('Enter');
      await section.getByRole('region', {name: 'Xem trước câu hỏi'}).getByText(question).waitFor();
      await section.getByRole('button', {name: 'Gửi câu hỏi'}).focus();
      await asker.page.keyboard.press('Enter');
      await section.getByRole('status').filter({hasText: 'Đã gửi câu hỏi.'}).waitFor();
      const pending = section.locator('li', {hasText: question});
      await pending.getByText('đang chờ trả lời').waitFor();
      // Pending: not shown to visitors.
      const before = await (await fetch(`${BASE_URL}${QUESTIONS_API}/trang?p=${encodeURIComponent(ARTICLE)}`)).text();
      expect(before).not.toContain(runId);
      expect(asker.errors).toEqual([]);
    } finally {
      await asker.context.close();
    }

    // The owner signs in, is made an owner with the tool, and answers from the desk, with the keyboard.
    const desk = await openPage(browser, '/ca-nhan', {beforeGoto: routeGapiStandIn});
    try {
      await signInWithGooglePopup(desk.page, ownerEmail, {name: 'Chủ Khóa Học'});
      owners('add', ownerEmail);
      await desk.page.goto(`${BASE_URL}/quan-tri`);
      await desk.page.getByRole('heading', {name: 'Hỏi đáp'}).first().waitFor();
      const card = desk.page.locator('article[data-cau-hoi]', {hasText: question});
      await card.getByLabel('Câu trả lời', {exact: true}).focus();
      await desk.page.keyboard.type(reply);
      await expect(card.getByRole('checkbox', {name: 'Công khai câu trả lời'}).isChecked()).resolves.toBe(true);
      await card.getByRole('button', {name: 'Gửi câu trả lời'}).focus();
      await desk.page.keyboard.press('Enter');
      await desk.page.getByRole('status').filter({hasText: 'Đã lưu câu trả lời cho Lan Anh'}).waitFor();
    } finally {
      await desk.context.close();
    }

    // A visitor, signed out, reads the answer near the end of the article.
    const visitor = await openPage(browser, ARTICLE);
    try {
      const section = await openQuestions(visitor.page);
      const item = section.locator('li', {hasText: question});
      await item.waitFor();
      await expect(item.locator('code').first().textContent()).resolves.toBe('sheet_name=None');
      await expect(item.textContent()).resolves.toContain('Lan Anh');
      await expect(item.textContent()).resolves.not.toContain(askerEmail);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }

    // The asker hears of it, with a link that opens the page's questions.
    const mail = await sweptTo(askerEmail, /đã có câu trả lời/);
    expect(mail.parsed.text).toContain(`${BASE_URL}${ARTICLE}#hoi-dap`);
    expect(mail.parsed.html).toContain('sheet_name=None');
  });
});

/** Payloads from common XSS lists: each would set window.__xss if it ran. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1">',
  '"><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '[bấm vào đây](javascript:window.__xss=1)',
  '[dữ liệu](data:text/html,<script>parent.__xss=1</script>)',
  '<a href="javascript:window.__xss=1">liên kết</a>',
  '`</code><img src=x onerror=window.__xss=1>`',
];

describe('câu hỏi độc hại', () => {
  it('mã trong câu hỏi, câu trả lời và tên hiển thị không chạy, dưới bài lẫn ở bàn quản trị', async () => {
    const member = await createVerifiedUser(`xss-${runId}@example.com`);
    const ownerEmail = `chu-xss-${runId}@example.com`;
    await createVerifiedUser(ownerEmail);
    owners('add', ownerEmail);
    const ownerToken = await signInWithPassword(ownerEmail);
    for (const [index, payload] of PAYLOADS.entries()) {
      const response = await askAs(member.token, ARTICLE, `Câu ${index} ${runId}: ${payload}`, payload.slice(0, 60));
      expect(response.status).toBe(201);
      const {cauHoi} = (await response.json()) as {cauHoi: {id: string}};
      const answered = await api(`${QUESTIONS_API}/quan-tri/${cauHoi.id}`, ownerToken, {
        method: 'POST',
        body: {hanhDong: 'traLoi', noiDung: `Đáp ${index}: ${payload}`, congKhai: true},
      });
      expect(answered.status).toBe(200);
    }

    const visitor = await openPage(browser, ARTICLE);
    try {
      const scripts = await watchForScripts(visitor.page);
      const section = await openQuestions(visitor.page);
      await section.locator('li', {hasText: `Câu ${PAYLOADS.length - 1} ${runId}`}).waitFor();
      // Every link that came through is http(s) or mailto, and marked as a reader's.
      for (const link of await section.locator('.hoi-dap__noi-dung a').all()) {
        expect(await link.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
        expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
      }
      expect(await section.locator('script, iframe, svg[onload], img[onerror]').count()).toBe(0);
      // The names are shown as the text they are.
      await section.getByText(PAYLOADS[1], {exact: true}).first().waitFor();
      await visitor.page.waitForTimeout(300);
      expect(await scripts()).toEqual({ran: null, dialogs: []});
    } finally {
      await visitor.context.close();
    }

    // The desk shows the same questions and answers (as handled ones), with the owner's forms.
    const desk = await openPage(browser, '/ca-nhan', {beforeGoto: routeGapiStandIn});
    try {
      const scripts = await watchForScripts(desk.page);
      const deskOwner = `chu-xss-trinh-duyet-${runId}@example.com`;
      await signInWithGooglePopup(desk.page, deskOwner, {name: 'Chủ Khóa Học'});
      owners('add', deskOwner);
      await desk.page.goto(`${BASE_URL}/quan-tri`);
      const cards = desk.page.locator('article[data-cau-hoi]', {hasText: new RegExp(`Câu \\d ${runId}:`)});
      await cards.nth(PAYLOADS.length - 1).waitFor();
      expect(await cards.count()).toBe(PAYLOADS.length);
      expect(
        await desk.page.locator('article[data-cau-hoi] :is(script, iframe, svg[onload], img[onerror])').count(),
      ).toBe(0);
      await desk.page.getByText(PAYLOADS[1], {exact: true}).first().waitFor();
      await desk.page.waitForTimeout(300);
      expect(await scripts()).toEqual({ran: null, dialogs: []});
    } finally {
      await desk.context.close();
    }
  });

  it('danh sách do bản build viết sẵn có trong HTML, tên hiển thị là chữ, và còn nguyên sau khi React tiếp quản', async () => {
    const noScript = await browser.newContext({javaScriptEnabled: false});
    try {
      const page = await noScript.newPage();
      await page.goto(BASE_URL + STATIC_PAGE);
      const list = page.locator('[data-hoi-dap-tinh] li');
      await expect(list.count()).resolves.toBe(1);
      await expect(list.textContent()).resolves.toContain(STATIC_QUESTION.ten);
    } finally {
      await noScript.close();
    }
    const {page, context, errors} = await openPage(browser, STATIC_PAGE);
    try {
      const scripts = await watchForScripts(page);
      // Hydrated, and the reader not yet near the end: the list the build wrote is still there, shown.
      const staticItem = page.locator('[data-hoi-dap-tinh] li');
      await expect(staticItem.textContent()).resolves.toContain(STATIC_QUESTION.ten);
      await expect(staticItem.isVisible()).resolves.toBe(true);
      await openQuestions(page);
      expect(await scripts()).toEqual({ran: null, dialogs: []});
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(['light', 'dark'] as const)('hỏi đáp ở chế độ %s', (colorScheme) => {
  it('axe không thấy lỗi ở phần hỏi đáp của bài, cả khi đã đăng nhập, và ở bàn quản trị', async () => {
    const email = `axe-${colorScheme}-${runId}@example.com`;
    // A question waiting in the desk, so that its answer form is there.
    const other = await createVerifiedUser(`axe-hoi-${colorScheme}-${runId}@example.com`);
    expect((await askAs(other.token, ARTICLE, `Câu hỏi chờ (${colorScheme}, ${runId})`, 'Người Hỏi')).status).toBe(201);
    const {page, context} = await openPage(browser, '/ca-nhan', {
      colorScheme,
      viewport: {width: 360, height: 780},
      beforeGoto: routeGapiStandIn,
    });
    try {
      await signInWithGooglePopup(page, email, {name: 'Người Đọc'});
      await page.getByRole('heading', {name: 'Câu hỏi của bạn'}).waitFor();
      await page.goto(BASE_URL + STATIC_PAGE);
      await waitForHydration(page);
      const section = await openQuestions(page);
      await section.getByLabel('Câu hỏi của bạn').waitFor();
      expect(describeViolations(`hỏi đáp (${colorScheme})`, await axeViolations(page))).toEqual([]);

      owners('add', email);
      await page.goto(`${BASE_URL}/quan-tri`);
      await page.getByRole('heading', {name: 'Hỏi đáp'}).first().waitFor();
      await page.getByRole('button', {name: 'Gửi câu trả lời'}).first().waitFor();
      expect(describeViolations(`bàn hỏi đáp (${colorScheme})`, await axeViolations(page))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
