import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startSmtpInbox, type SmtpInbox} from '../support/smtpInbox';
import {createVerifiedUser} from './support/authEmulator';
import {BASE_URL} from './support/browser';
import {api, FUNCTIONS_URL, owners, signInWithPassword, signUp} from './support/courseDesk';
import {CLASSROOM_API, DEMO_MAIL_JOBS_API, OWNER_API, PAYOS_WEBHOOK_API} from '../../src/data/apiPaths';
import type {DeskSignup} from '../../src/features/owner-desk/deskView';

// payOS through the emulators and the stand-in gateway scripts/run-e2e.mjs runs on port 4010
// (scripts/lib/payosStandIn.mjs): its /_thu/tra control pays a request and answers the signed
// webhook, which the tests deliver (or drop) themselves.

const STAND_IN = 'http://127.0.0.1:4010';
const LESSON = `${CLASSROOM_API}/obsidian-flow/markdown-du-dung`;
const runId = Date.now().toString(36);
const OWNER_EMAIL = `chu-tt-${runId}@example.com`;
let ownerToken: string;
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox(1025);
  await createVerifiedUser(OWNER_EMAIL);
  owners('add', OWNER_EMAIL);
  ownerToken = await signInWithPassword(OWNER_EMAIL);
});
afterAll(() => inbox?.stop());

type Webhook = {data: Record<string, unknown>; signature: string};

async function signUpWithCheckout(label: string) {
  const email = `tt-${label}-${runId}@example.com`;
  const answer = await signUp(email);
  expect(answer.status).toBe(202);
  const checkout = (answer.body as {thanhToanPayOS?: {checkoutUrl: string; qrCode: string}}).thanhToanPayOS;
  expect(checkout?.checkoutUrl).toMatch(new RegExp(`^${STAND_IN}/thanh-toan/\\d+$`));
  const orderCode = Number(checkout!.checkoutUrl.split('/').pop());
  return {email, orderCode, code: answer.body.maThamChieu!};
}

async function pay(orderCode: number, body: object = {}): Promise<Webhook> {
  const response = await fetch(`${STAND_IN}/_thu/tra/${orderCode}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({deliver: false, ...body}),
  });
  return ((await response.json()) as {webhook: Webhook}).webhook;
}

const deliver = (body: unknown) =>
  fetch(`${BASE_URL}${PAYOS_WEBHOOK_API}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function statusOf(email: string) {
  const desk = (await (await api(`${OWNER_API}/dang-ky`, ownerToken)).json()) as {signups: DeskSignup[]};
  return desk.signups.find((entry) => entry.email === email);
}

async function review(): Promise<{orderCode: number; reason: string; amount: number}[]> {
  const answer = await api(`${OWNER_API}/can-xem`, ownerToken);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as {items: {orderCode: number; reason: string; amount: number}[]}).items;
}

const paidMails = (email: string) =>
  inbox.mails.filter((m) => m.recipients.includes(email) && /Đã nhận học phí/.test(m.parsed.subject ?? ''));

async function waitFor<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('webhook payOS', () => {
  it('từ chối chữ ký thiếu, giả hoặc dữ liệu bị sửa bằng 4xx JSON, không đổi gì', async () => {
    const {email, orderCode} = await signUpWithCheckout('gia');
    const webhook = await pay(orderCode);
    const {signature: _drop, ...unsigned} = webhook;
    for (const body of [
      unsigned,
      {...webhook, signature: 'f'.repeat(64)},
      {...webhook, data: {...webhook.data, amount: 1}},
      {...webhook, data: {...webhook.data, orderCode: orderCode + 1}},
    ]) {
      const response = await deliver(body);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(((await response.json()) as {ok: boolean}).ok).toBe(false);
    }
    expect((await statusOf(email))?.trangThai).toBe('moi');
  });

  it('5 lần gửi lại và 10 bản cùng lúc: một lần ghi danh, một thư; lớp học mở ngay', async () => {
    const {email, orderCode} = await signUpWithCheckout('dung');
    const student = await createVerifiedUser(email);
    expect((await api(LESSON, student.token)).status).toBe(403);
    const webhook = await pay(orderCode);

    const started = performance.now();
    const first = await deliver(webhook);
    expect(first.status).toBe(200);
    const lesson = await api(LESSON, student.token);
    const elapsed = performance.now() - started;
    expect(lesson.status).toBe(200);
    console.log(`Từ webhook đến lớp học mở: ${elapsed.toFixed(0)} ms`);

    for (let i = 0; i < 5; i += 1) expect((await deliver(webhook)).status).toBe(200);
    const copies = await Promise.all(Array.from({length: 10}, () => deliver(webhook)));
    expect(copies.map((r) => r.status)).toEqual(Array(10).fill(200));

    const signup = await statusOf(email);
    expect(signup?.trangThai).toBe('daThanhToan');
    const audit = (await (await api(`${OWNER_API}/dang-ky`, ownerToken)).json()) as {
      audit?: {by: string; signupId: string; to: string}[];
    };
    expect(audit.audit?.filter((r) => r.signupId === signup!.id && r.to === 'daThanhToan').map((r) => r.by)).toEqual([
      'payOS',
    ]);
    const mails = await waitFor(
      () => paidMails(email),
      (found) => found.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mails).toHaveLength(1);
    expect(paidMails(email)).toHaveLength(1);
  });

  it('đơn lạ, sai số tiền, đăng ký đã hủy: vào "Cần xem", không ghi danh', async () => {
    const short = await signUpWithCheckout('thieu');
    const over = await signUpWithCheckout('thua');
    const cancelled = await signUpWithCheckout('huy');
    expect((await deliver(await pay(short.orderCode, {amount: 500000}))).status).toBe(200);
    expect((await deliver(await pay(over.orderCode, {amount: 900000}))).status).toBe(200);

    const desk = await statusOf(cancelled.email);
    const moved = await api(`${OWNER_API}/trang-thai`, ownerToken, {
      method: 'POST',
      body: {ids: [desk!.id], to: 'daHuy'},
    });
    expect(moved.status).toBe(200);
    // Cancelling the sign-up cancelled its payment request at the gateway.
    const state = await fetch(`${STAND_IN}/_thu/trang-thai/${cancelled.orderCode}`);
    expect(((await state.json()) as {status: string}).status).toBe('CANCELLED');
    expect((await deliver(await pay(cancelled.orderCode))).status).toBe(200);

    for (const {email} of [short, over]) expect((await statusOf(email))?.trangThai).toBe('moi');
    expect((await statusOf(cancelled.email))?.trangThai).toBe('daHuy');
    const items = await review();
    const reasons = (orderCode: number) => items.filter((i) => i.orderCode === orderCode).map((i) => i.reason);
    expect(reasons(short.orderCode)).toEqual(['thieuTien']);
    expect(reasons(over.orderCode)).toEqual(['thuaTien']);
    expect(reasons(cancelled.orderCode)).toEqual(['daHuy']);
  });

  it('thứ tự đến đảo: khoản thứ hai đến trước vẫn chỉ ghi danh một lần', async () => {
    const {email, orderCode} = await signUpWithCheckout('dao');
    const a = await pay(orderCode, {reference: `A${runId}`});
    const b = await pay(orderCode, {reference: `B${runId}`});
    expect((await deliver(b)).status).toBe(200);
    expect((await deliver(a)).status).toBe(200);
    expect((await statusOf(email))?.trangThai).toBe('daThanhToan');
    const items = await review();
    expect(items.filter((i) => i.orderCode === orderCode).map((i) => i.reason)).toEqual(['trungThanhToan']);
  });

  it('webhook bị mất: đối soát tìm ra và xác nhận; yêu cầu hết hạn thì đóng lại', async () => {
    const lost = await signUpWithCheckout('mat');
    const expired = await signUpWithCheckout('hethan');
    await pay(lost.orderCode);
    await fetch(`${STAND_IN}/_thu/het-han/${expired.orderCode}`, {method: 'POST'});
    const run = async (now: number) =>
      (await (
        await fetch(`${FUNCTIONS_URL}${DEMO_MAIL_JOBS_API}?jobs=payments&now=${now}`, {method: 'POST'})
      ).json()) as {
        payments: {asked: number; confirmed: number};
      };
    expect((await statusOf(lost.email))?.trangThai).toBe('moi');
    const result = await run(Date.now() + 10 * 60_000);
    expect(result.payments.confirmed).toBeGreaterThanOrEqual(1);
    expect((await statusOf(lost.email))?.trangThai).toBe('daThanhToan');
    expect((await statusOf(expired.email))?.trangThai).toBe('moi');
  });
});

describe('khóa demo payOS', () => {
  it('không có trong build/', () => {
    const keys = readFileSync('functions/.env.demo-learn-anything', 'utf8')
      .split('\n')
      .filter((line) => /^PAYOS_(CLIENT_ID|API_KEY|CHECKSUM_KEY)=/.test(line))
      .map((line) => line.split('=')[1].trim());
    expect(keys).toHaveLength(3);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else files.push(file);
      }
    };
    walk('build');
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'latin1');
      for (const key of keys) expect(text.includes(key), file).toBe(false);
    }
  });
});
