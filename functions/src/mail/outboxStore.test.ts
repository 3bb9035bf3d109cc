import type {Firestore} from 'firebase-admin/firestore';
import {startTestFirestore, type TestFirestore} from '../testing/firestoreStandIn';
import {afterAll, beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {startSmtpInbox, type SmtpInbox} from '../../../tests/support/smtpInbox';
import {MAIL_COLLECTION, type OutgoingMail} from './outbox';
import {firestoreOutbox} from './outboxStore';
import {smtpSender} from './smtpTransport';

// The outbox against the Firestore stand-in and a real SMTP server on loopback.

let firestore: TestFirestore;
let db: Firestore;
let inbox: SmtpInbox;

beforeAll(async () => {
  firestore = await startTestFirestore('outbox-test');
  db = firestore.db;
  inbox = await startSmtpInbox();
});

afterAll(async () => {
  await inbox?.stop();
  await firestore?.stop();
});

beforeEach(async () => {
  inbox.mails.length = 0;
  const old = await db.collection(MAIL_COLLECTION).get();
  await Promise.all(old.docs.map((doc) => doc.ref.delete()));
  const counters = await db.collection('gioiHanThu').get();
  await Promise.all(counters.docs.map((doc) => doc.ref.delete()));
});

let clock = Date.UTC(2026, 10, 28, 2);
const mail = (id: string, to = 'hoc-vien@example.com'): OutgoingMail => ({
  id,
  kind: 'dangKy',
  to,
  subject: `Thư thử nghiệm ${id}: tiếng Việt có dấu`,
  html: `<p>Xin chào, đây là thư ${id}.</p>`,
  text: `Xin chào, đây là thư ${id}.`,
});
const outbox = (limits?: {perRecipient: number; total: number}) =>
  firestoreOutbox(db, smtpSender({SMTP_URL: `smtp://127.0.0.1:${inbox.port}`}), limits ? {limits} : {});
const stateOf = async (id: string) => (await db.collection(MAIL_COLLECTION).doc(id).get()).get('delivery.state');
const messageIds = () => inbox.mails.map((m) => m.parsed.messageId);

describe('the outbox', {timeout: 30_000}, () => {
  it('writes one document per event, however often the event is retried', async () => {
    const box = outbox();
    clock += 1000;
    const results = await Promise.all(Array.from({length: 10}, () => box.send(mail('su-kien-1'), clock)));
    expect(results).toHaveLength(10);
    await inbox.waitFor(1);
    // Let any late duplicate arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messageIds()).toEqual(['<su-kien-1@learn-anything.vn>']);
    expect(await stateOf('su-kien-1')).toBe('SUCCESS');
    expect((await db.collection(MAIL_COLLECTION).get()).size).toBe(1);
  });

  it('keeps every mail through an SMTP outage and delivers each once when the server is back', async () => {
    const box = outbox();
    await inbox.stop();
    clock += 1000;
    const ids = ['mat-ket-noi-1', 'mat-ket-noi-2', 'mat-ket-noi-3'];
    for (const id of ids) await box.send(mail(id), clock);
    for (const id of ids) expect(await stateOf(id)).toBe('RETRY');
    // Too early for the retry: nothing is tried.
    expect(await box.sweep(clock + 30_000)).toBe(0);

    await inbox.start();
    expect(await box.sweep(clock + 61_000)).toBe(3);
    await inbox.waitFor(3);
    for (const id of ids) expect(await stateOf(id)).toBe('SUCCESS');
    // A later sweep sends nothing again.
    expect(await box.sweep(clock + 3_600_000)).toBe(0);
    expect(messageIds().sort()).toEqual(ids.map((id) => `<${id}@learn-anything.vn>`));
    const attempts = await db.collection(MAIL_COLLECTION).doc('mat-ket-noi-1').get();
    expect(attempts.get('delivery.attempts')).toBe(2);
  });

  it('holds back mails over the daily limits, and the owner can resend one', async () => {
    const box = outbox({perRecipient: 2, total: 100});
    clock += 1000;
    for (const id of ['gioi-han-1', 'gioi-han-2', 'gioi-han-3']) await box.send(mail(id), clock);
    await inbox.waitFor(2);
    expect(await stateOf('gioi-han-3')).toBe('ERROR');
    expect((await db.collection(MAIL_COLLECTION).doc('gioi-han-3').get()).get('delivery.code')).toBe('limit');

    expect(await box.resend('gioi-han-3', 0, clock)).toBe(true);
    // The same click again (the desk still shows 0 resends): nothing more.
    expect(await box.resend('gioi-han-3', 0, clock)).toBe(false);
    await inbox.waitFor(3);
    expect(await stateOf('gioi-han-3')).toBe('SUCCESS');
    expect(inbox.mails).toHaveLength(3);
  });

  it('lists recent mails with their state, and erases a person’s mails', async () => {
    const box = outbox();
    clock += 1000;
    await box.send(mail('danh-sach-1', 'Ai.Do@Example.com'), clock);
    await box.send(mail('danh-sach-2', 'nguoi-khac@example.com'), clock + 1);
    const recent = await box.recent(10);
    expect(recent.map((m) => [m.id, m.to, m.delivery.state])).toEqual([
      ['danh-sach-2', 'nguoi-khac@example.com', 'SUCCESS'],
      ['danh-sach-1', 'ai.do@example.com', 'SUCCESS'],
    ]);
    // An owner's notice about that person goes with their erasure too.
    await box.send({...mail('danh-sach-3', 'chu@example.com'), about: ['Ai.Do@example.com']}, clock + 2);
    expect(await box.eraseRecipient('ai.do@example.com')).toBe(2);
    expect((await box.recent(10)).map((m) => m.id)).toEqual(['danh-sach-2']);
  });

  it('keeps line breaks out of the headers', async () => {
    const box = outbox();
    clock += 1000;
    await expect(box.send(mail('tieu-de-1', 'ai@example.com\r\nBcc: nan-nhan@example.com'), clock)).rejects.toThrow();
    await box.send({...mail('tieu-de-2'), subject: 'Chào bạn\r\nBcc: nan-nhan@example.com'}, clock);
    const [received] = await inbox.waitFor(1);
    expect(received.recipients).toEqual(['hoc-vien@example.com']);
    expect(received.parsed.headers.has('bcc')).toBe(false);
    expect(received.raw).not.toMatch(/^Bcc:/im);
    expect(received.parsed.subject).not.toMatch(/[\r\n]/);
  });

  it('keeps the result of the sender that holds the claim, not of one whose lease passed', async () => {
    let release: () => void = () => {};
    const slow = firestoreOutbox(db, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      throw new Error('quá chậm');
    });
    clock += 1000;
    await slow.enqueue(mail('cham'), clock);
    const late = slow.deliver('cham', clock);
    await expect.poll(() => stateOf('cham')).toBe('PROCESSING');
    // The lease passes; another sender takes the mail over and delivers it.
    expect(await outbox().deliver('cham', clock + 3 * 60_000)).toBe('SUCCESS');
    release();
    expect(await late).toBeNull();
    expect(await stateOf('cham')).toBe('SUCCESS');
  });

  it('leaves mails pending when no SMTP server is configured', async () => {
    const box = firestoreOutbox(db, smtpSender({}));
    clock += 1000;
    await box.send(mail('chua-cau-hinh'), clock);
    expect(await stateOf('chua-cau-hinh')).toBe('PENDING');
  });

  it('refuses a non-loopback SMTP server in the emulator', () => {
    expect(() => smtpSender({SMTP_URL: 'smtp://smtp.example.com:25', FUNCTIONS_EMULATOR: 'true'})).toThrow(
      /127\.0\.0\.1/,
    );
  });
});
