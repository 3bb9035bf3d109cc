import type {Firestore} from 'firebase-admin/firestore';
import {startMailTestbed, type MailTestbed} from '../testing/mailTestbed';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {SmtpInbox} from '../../../tests/support/smtpInbox';
import {sendQuestionDigest} from '../mail/jobs';
import type {mailService} from '../mail/service';
import {AUDIT_COLLECTION} from '../ownerApi';
import {firestoreQuestionStore} from './questionStore';
import {applyAction, ANONYMOUS_NAME, newQuestion, parseAsk, type OwnerAction, type StoredQuestion} from './questions';

// Questions in Firestore (the stand-in) and the mails they send, over a real SMTP server.

let testbed: MailTestbed;
let db: Firestore;
let inbox: SmtpInbox;
let service: ReturnType<typeof mailService>;
let store: ReturnType<typeof firestoreQuestionStore>;

/** 08:00 on 29 Nov 2026 in Vietnam: the digest's hour. */
const MORNING = Date.UTC(2026, 10, 29, 1);
const HOUR = 3_600_000;
const ARTICLE = '/kien-thuc/python/cai-dat-python-va-moi-truong-ao';

beforeAll(async () => {
  testbed = await startMailTestbed('questions-store-test');
  ({db, inbox, service} = testbed);
  store = firestoreQuestionStore(db);
});

afterAll(async () => {
  await testbed?.stop();
});

async function ask(uid: string, text: string, at: number, name = 'Bạn An'): Promise<StoredQuestion> {
  const input = parseAsk({trang: ARTICLE, noiDung: text, ten: name}, {});
  if (!input.ok) throw new Error(input.error);
  const question = newQuestion({uid, email: `${uid}@example.com`}, input.value, at);
  return (await store.create(question, at)).question;
}

async function act(id: string, action: OwnerAction, at: number) {
  const result = await store.update(id, (question) => applyAction(question, action, at), {
    by: 'chu@example.com',
    action: action.hanhDong,
    at,
  });
  if (!result?.ok) throw new Error('update refused');
  if (action.hanhDong === 'traLoi') await service.afterAnswer(result.after, at);
  return result.after;
}

describe('questions in Firestore', {timeout: 30_000}, () => {
  it('stores a question once, publishes it when answered in public, and audits each action', async () => {
    const question = await ask('an', 'Vì sao venv báo lỗi?', MORNING - 2 * HOUR);
    expect((await store.create(question, MORNING)).created).toBe(false);
    expect(await store.waiting()).toMatchObject([{id: question.id}]);

    await act(question.id, {hanhDong: 'traLoi', noiDung: 'Cài `python3-venv`.', congKhai: true}, MORNING - HOUR);
    expect(await store.published(ARTICLE)).toMatchObject([{id: question.id, trangThai: 'daTraLoi'}]);
    expect(await store.published('/blog/khac')).toEqual([]);
    expect(await store.waiting()).toEqual([]);
    expect(await store.recent(5)).toMatchObject([{id: question.id}]);

    const audit = await db.collection(AUDIT_COLLECTION).where('cauHoi', '==', question.id).get();
    expect(audit.docs.map((doc) => doc.get('hanhDong'))).toEqual(['traLoi']);
  });

  it('mails the asker once, at the first answer, with the page’s link; not after they turn it off', async () => {
    // An's answered question (the test before) is in the outbox too: both go with this sweep.
    const before = inbox.mails.length;
    const question = await ask('binh', 'Câu hỏi của Bình', MORNING - 3 * HOUR, 'Bình');
    await act(question.id, {hanhDong: 'traLoi', noiDung: 'Đáp lần một', congKhai: true}, MORNING);
    await act(question.id, {hanhDong: 'traLoi', noiDung: 'Đáp đã sửa', congKhai: true}, MORNING + 1000);
    await service.outbox.sweep(MORNING + 60_000);
    const sent = (await inbox.waitFor(before + 2)).slice(before);
    expect(sent.map((received) => received.recipients).sort()).toEqual([['an@example.com'], ['binh@example.com']]);
    const mail = sent.find((received) => received.recipients[0] === 'binh@example.com')!;
    expect(mail.parsed.subject).toBe('Câu hỏi của bạn trên Learn Anything đã có câu trả lời');
    expect(mail.parsed.html).toContain('Đáp lần một');
    expect(mail.parsed.text).toContain(`https://learn-anything.vn${ARTICLE}#hoi-dap`);
    // The header block, with folded lines unfolded (RFC 5322, 2.2.3).
    const headers = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/learn-anything\.vn\/api\/thu\/huy\?t=/m);

    await service.mailStore.put('chi', 'chi@example.com', {traLoiCauHoi: false}, MORNING);
    const quiet = await ask('chi', 'Câu hỏi của Chi', MORNING, 'Chi');
    await act(quiet.id, {hanhDong: 'traLoi', noiDung: 'Đáp', congKhai: false}, MORNING + 2000);
    await service.outbox.sweep(MORNING + 120_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails).toHaveLength(before + 2);
  });

  it('sends the owner one digest of the questions of the 24 hours before 08:00, names escaped', async () => {
    const before = inbox.mails.length;
    await ask('dung', 'Câu hỏi trong ngày', MORNING - 5 * HOUR, '<img src=x onerror=alert(1)>');
    await ask('dung', 'Câu hỏi hôm trước', MORNING - 30 * HOUR, 'Dũng');
    expect(await sendQuestionDigest(service.jobs, MORNING)).toBe(1);
    await sendQuestionDigest(service.jobs, MORNING + 60_000);
    const [digest] = (await inbox.waitFor(before + 1)).slice(before);
    expect(digest.recipients).toEqual(['chu@example.com']);
    expect(digest.parsed.text).toContain('Câu hỏi trong ngày');
    expect(digest.parsed.text).not.toContain('Câu hỏi hôm trước');
    expect(digest.parsed.html).not.toContain('<img src=x');
    expect(digest.parsed.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails).toHaveLength(before + 1);
    // It quotes the asker: it goes with their erasure.
    const digests = async () => (await service.outbox.recent(50)).filter((mail) => mail.kind === 'chuCauHoi');
    expect(await digests()).toHaveLength(1);
    await service.eraseMember('dung', 'dung@example.com');
    expect(await digests()).toEqual([]);
  });

  it('on a member’s erasure deletes their questions but keeps a published one, as “một bạn đọc”', async () => {
    const kept = await ask('em', 'Câu đã đăng', MORNING, 'Em');
    const gone = await ask('em', 'Câu chưa trả lời', MORNING, 'Em');
    await act(kept.id, {hanhDong: 'traLoi', noiDung: 'Đáp', congKhai: true}, MORNING);
    await act(kept.id, {hanhDong: 'chan'}, MORNING);
    await store.eraseMember('em');
    expect(await store.get(gone.id)).toBeNull();
    expect(await store.get(kept.id)).toMatchObject({
      uid: null,
      email: null,
      ten: ANONYMOUS_NAME,
      trangThai: 'daTraLoi',
    });
    expect(await store.byMember('em')).toEqual([]);
    // The block outlives the erasure, naming nothing, and can still be lifted.
    expect(await store.isBlocked('em')).toBe(true);
    expect(await store.blocked()).toContainEqual({uid: 'em', ten: '', cauHoi: '', luc: MORNING});
    expect(await store.unblock('em', 'chu@example.com', MORNING)).toBe(true);
    expect(await store.isBlocked('em')).toBe(false);
  });

  it('stops the digest after the owner’s unsubscribe, and sends it again once the owner chooses in the desk', async () => {
    const nextMorning = MORNING + 24 * HOUR;
    await ask('gia', 'Câu hỏi ngày sau', nextMorning - HOUR, 'Gia');
    await service.mailStore.unsubscribe('chu@example.com', 'cauHoiMoi', nextMorning - HOUR);
    expect(await sendQuestionDigest(service.jobs, nextMorning)).toBe(0);
    await service.ownerMail(() => nextMorning).setNotice('moiDangKy');
    expect(await sendQuestionDigest(service.jobs, nextMorning)).toBe(1);
  });
});
