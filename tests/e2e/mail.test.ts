import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSmtpInbox, type ReceivedMail, type SmtpInbox} from '../support/smtpInbox';
import {createVerifiedUser} from './support/authEmulator';
import {BASE_URL, launchBrowser} from './support/browser';
import {api, APP_CHECK, FUNCTIONS_URL, owners, signInWithPassword, signUp} from './support/courseDesk';
import {DEMO_MAIL_JOBS_API, LEARNING_SPACE_API, MAIL_API, OWNER_API} from '../../src/data/apiPaths';

// The site's mails as people receive them: the function, in the emulator, delivers to a real SMTP
// server on the port of functions/.env.demo-learn-anything (SMTP_URL), which this file runs and
// which parses each mail (smtp-server, mailparser). Links in the mails lead to the hosting
// emulator (SITE_URL, set by scripts/run-e2e.mjs).

const SMTP_PORT = 1025;
const OWNER = 'chu-khoa-hoc-demo@example.com';
const runId = Date.now().toString(36);
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox(SMTP_PORT);
});
afterAll(async () => {
  await inbox?.stop();
});

/** The first mail to `address` whose subject matches, waiting for it (mails of other tests may arrive too). */
async function mailTo(address: string, subject: RegExp = /./): Promise<ReceivedMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = inbox.mails.find((m) => m.recipients.includes(address) && subject.test(m.parsed.subject ?? ''));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Không nhận được thư "${subject}" tới ${address}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Mails that are only written (the owner's notices) leave with the outbox's sweep, which nothing
 * schedules in the emulator: run it through the demo path until the mail has arrived (each sweep
 * takes at most 50 of the mails that other tests' sign-ups left waiting).
 */
async function sweptTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  for (let round = 0; round < 20; round++) {
    const found = inbox.mails.find((m) => m.recipients.includes(address) && subject.test(m.parsed.subject ?? ''));
    if (found) return found;
    await fetch(`${FUNCTIONS_URL}${DEMO_MAIL_JOBS_API}?jobs=sweep`, {method: 'POST'});
  }
  return mailTo(address, subject);
}

const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
/** The header block, with folded lines unfolded. */
const headerBlock = (mail: ReceivedMail) => mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');

describe('mail at sign-up', () => {
  const email = `mua-khoa-${runId}@example.com`;
  const note = '<script>alert("ghi chú")</script> "><img src=x onerror=alert(1)>';
  let code = '';
  let buyer: ReceivedMail;

  beforeAll(async () => {
    const answer = await signUp(email, 'obsidian-flow', 'Nguyễn Thị Ánh Dương', note);
    expect(answer.status).toBe(202);
    code = answer.body.maThamChieu!;
    buyer = await mailTo(email, new RegExp(code));
  });

  it('reaches the buyer with the Vietnamese subject and body intact, in HTML and plain text', async () => {
    expect(buyer.parsed.subject).toBe(`Đăng ký khóa Obsidian FLOW: mã ${code} và cách thanh toán`);
    expect(buyer.parsed.html).toBeTruthy();
    expect(buyer.parsed.text).toBeTruthy();
    // React separates adjacent text with empty comments, which mail apps do not show.
    const html = (buyer.parsed.html as string).replace(/<!-- -->/g, '');
    for (const part of [html, buyer.parsed.text as string]) {
      expect(part).toContain('Chào Nguyễn Thị Ánh Dương');
      expect(part).toContain('790.000 ₫');
      expect(part).toContain(code);
      expect(part).toMatch(/hoàn toàn bộ học phí/);
    }
    // The VietQR image travels with the mail and the HTML shows it.
    const qr = buyer.parsed.attachments.find((a) => a.contentType === 'image/png');
    expect(qr?.content.subarray(1, 4).toString()).toBe('PNG');
    // mailparser puts an attached image in place of the HTML's cid: reference that names it.
    expect(qr?.related).toBe(true);
    expect(html).toContain(`data:image/png;base64,${qr?.content.toString('base64').slice(0, 40)}`);
    // The sign-up is the buyer's own action: no unsubscribe header.
    expect(headerBlock(buyer)).not.toMatch(/^List-Unsubscribe/im);
  });

  it('links only to absolute addresses, each opening the right page', async () => {
    const hrefs = links(buyer.parsed.html as string).filter((href) => !href.startsWith('mailto:'));
    expect(hrefs.length).toBeGreaterThan(2);
    for (const href of hrefs) {
      // The site's pages, and the payOS checkout page (the stand-in's, in the emulators).
      const checkout = href.startsWith('http://127.0.0.1:4010/thanh-toan/');
      expect(href.startsWith(`${BASE_URL}/`) || href === BASE_URL || checkout, href).toBe(true);
      const response = await fetch(href);
      expect(response.status, href).toBe(200);
      expect(await response.text()).toMatch(/<html[^>]*lang="?vi/);
    }
    expect(hrefs).toContain(`${BASE_URL}/khoa-hoc-dieu-khoan-dieu-kien`);
  });

  it('tells the owner, escaping what the person typed', async () => {
    const owner = await sweptTo(OWNER, new RegExp(code));
    expect(owner.parsed.html).not.toContain('<script>');
    expect(owner.parsed.html).not.toContain('<img src=x');
    expect(owner.parsed.html).toContain('&lt;script&gt;');
    expect(owner.parsed.text).toContain(note);
    expect(headerBlock(owner)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});

describe('one-click unsubscribe', () => {
  it('works without sign-in, from the mail app and from the page, and refuses an altered link', async () => {
    const email = `bo-nhan-${runId}@example.com`;
    const {token, uid} = await createVerifiedUser(email);
    const call = (path: string, init: RequestInit = {}) =>
      fetch(`${BASE_URL}${path}`, {
        ...init,
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Firebase-AppCheck': APP_CHECK,
          'Content-Type': 'application/json',
          ...init.headers,
        },
      });
    // A member with reviews due turns the reminder on at the hour of a fixed clock.
    const now = Date.UTC(2026, 10, 28, 13); // 20:00 in Vietnam
    const reviewed = now - 7 * 86_400_000;
    const changes = [1, 2, 3].map((i) => ({
      kind: 'onTap',
      key: `on-tap-${runId}-${i}`,
      value: {item: `/kien-thuc/bai#câu ${i}`, rating: 1, at: reviewed},
    }));
    const stored = await call(`${LEARNING_SPACE_API}/${uid}`, {method: 'POST', body: JSON.stringify({changes})});
    expect(stored.status, await stored.clone().text()).toBe(200);
    const saved = await call(`${MAIL_API}/tuy-chon`, {
      method: 'PUT',
      body: JSON.stringify({nhacOnTap: {bat: true, gio: 20, nguong: 2}}),
    });
    expect(saved.status).toBe(200);

    // The scheduled job, run at that time through the emulator's demo path.
    const ran = await fetch(`${FUNCTIONS_URL}${DEMO_MAIL_JOBS_API}?jobs=reminders&now=${now}`, {method: 'POST'});
    expect(ran.status).toBe(200);
    const reminder = await mailTo(email, /đến hạn ôn tập/);
    expect(reminder.parsed.subject).toBe('Hôm nay có 3 câu đến hạn ôn tập');
    expect(links(reminder.parsed.html as string)).toContain(`${BASE_URL}/on-tap`);

    const oneClick = /^List-Unsubscribe: <([^>]+)>$/m.exec(headerBlock(reminder))![1];
    expect(oneClick.startsWith(`${BASE_URL}${MAIL_API}/huy?t=`)).toBe(true);
    // An altered token changes nothing.
    const altered = oneClick.replace(/t=([A-Za-z0-9_-])/, (_, c: string) => `t=${c === 'A' ? 'B' : 'A'}`);
    const refused = await fetch(altered, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: 'List-Unsubscribe=One-Click',
    });
    expect([400, 403]).toContain(refused.status);
    expect(((await refused.json()) as {ok: boolean}).ok).toBe(false);
    expect(((await (await call(`${MAIL_API}/tuy-chon`)).json()) as {nhacOnTap: {bat: boolean}}).nhacOnTap.bat).toBe(
      true,
    );

    // The footer's link opens a page that changes nothing until its button is pressed.
    const pageLink = links(reminder.parsed.html as string).find((href) => href.includes('/huy-nhan-thu?t='))!;
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(pageLink);
      await page.getByRole('button', {name: 'Hủy nhận thư'}).waitFor();
      expect(((await (await call(`${MAIL_API}/tuy-chon`)).json()) as {nhacOnTap: {bat: boolean}}).nhacOnTap.bat).toBe(
        true,
      );
      await page.getByRole('button', {name: 'Hủy nhận thư'}).click();
      await page.getByRole('status').getByText('Đã tắt thư nhắc ôn tập').waitFor();
    } finally {
      await browser.close();
    }
    expect(((await (await call(`${MAIL_API}/tuy-chon`)).json()) as {nhacOnTap: {bat: boolean}}).nhacOnTap.bat).toBe(
      false,
    );

    // The mail app's one-click request (RFC 8058) gives the same answer again.
    const clicked = await fetch(oneClick, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);

    // The next evening brings no reminder.
    await fetch(`${FUNCTIONS_URL}${DEMO_MAIL_JOBS_API}?jobs=reminders&now=${now + 86_400_000}`, {method: 'POST'});
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(inbox.mails.filter((m) => m.recipients.includes(email))).toHaveLength(1);
  });
});

describe('the mail API refuses', () => {
  it('anonymous callers, and bodies of the wrong type or size, with a JSON answer', async () => {
    const anonymous = await fetch(`${BASE_URL}${MAIL_API}/tuy-chon`, {headers: {'X-Firebase-AppCheck': APP_CHECK}});
    expect(anonymous.status).toBe(401);
    const {token} = await createVerifiedUser(`sai-kieu-${runId}@example.com`);
    for (const [body, status] of [
      ['{"nhacOnTap": {"bat": "có", "gio": 7, "nguong": 3}}', 400],
      [JSON.stringify({nhacOnTap: {bat: true, gio: 7, nguong: 3}, rac: 'x'.repeat(4000)}), 413],
    ] as const) {
      const response = await fetch(`${BASE_URL}${MAIL_API}/tuy-chon`, {
        method: 'PUT',
        headers: {
          Authorization: `Bearer ${token}`,
          'X-Firebase-AppCheck': APP_CHECK,
          'Content-Type': 'application/json',
        },
        body,
      });
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    }
  });
});

describe('the desk’s mail', () => {
  it('lists the mails with their state to an owner only, and resends one once per view', async () => {
    const email = `chu-thu-${runId}@example.com`;
    const {token: member} = await createVerifiedUser(email);
    expect((await api(`${OWNER_API}/thu`, member)).status).toBe(403);
    owners('add', email);
    const owner = await signInWithPassword(email);

    const buyer = `gui-lai-${runId}@example.com`;
    const {body} = await signUp(buyer);
    await mailTo(buyer, new RegExp(body.maThamChieu!));
    const list = (await (await api(`${OWNER_API}/thu`, owner)).json()) as {
      mails: {id: string; to: string; delivery: {state: string; resends: number}}[];
      notice: string;
    };
    const sent = list.mails.find((mail) => mail.to === buyer)!;
    expect(sent).toMatchObject({id: `dangKy_${body.maThamChieu}`, delivery: {state: 'SUCCESS', resends: 0}});
    expect(['moiDangKy', 'hangNgay', 'tat']).toContain(list.notice);

    const resend = () => api(`${OWNER_API}/gui-lai`, owner, {method: 'POST', body: {id: sent.id, resends: 0}});
    expect((await resend()).status).toBe(200);
    // The same click again, from the same view of the list: nothing more is sent.
    expect((await resend()).status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(inbox.mails.filter((mail) => mail.recipients.includes(buyer))).toHaveLength(2);
  });
});

describe('a member’s mail preferences', () => {
  it('go with "xóa toàn bộ dữ liệu"', async () => {
    const email = `xoa-tuy-chon-${runId}@example.com`;
    const {token, uid} = await createVerifiedUser(email);
    const on = {nhacOnTap: {bat: true, gio: 7, nguong: 5}};
    expect((await api(`${MAIL_API}/tuy-chon`, token, {method: 'PUT', body: on})).status).toBe(200);
    expect((await api(`${LEARNING_SPACE_API}/${uid}`, token, {method: 'DELETE'})).status).toBe(200);
    const after = (await (await api(`${MAIL_API}/tuy-chon`, token)).json()) as {nhacOnTap: {bat: boolean}};
    expect(after.nhacOnTap.bat).toBe(false);
  });
});
