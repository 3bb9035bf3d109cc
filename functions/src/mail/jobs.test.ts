import {Timestamp, type Firestore} from 'firebase-admin/firestore';
import {startMailTestbed, type MailTestbed} from '../testing/mailTestbed';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {SmtpInbox} from '../../../tests/support/smtpInbox';
import {applyChanges, type Change} from '../learningData';
import {firestoreLearningSpaceStore} from '../learningSpaceStore';
import {SIGNUP_COLLECTION} from '../signupApi';
import {digestWindowEnd, sendOwnerDigest, sendReminders} from './jobs';
import type {mailService} from './service';

// The scheduled mail jobs with a fixed clock, against the Firestore stand-in and a real SMTP server.

let testbed: MailTestbed;
let db: Firestore;
let inbox: SmtpInbox;
let service: ReturnType<typeof mailService>;

/** 20:00 on 28 Nov 2026 in Vietnam (UTC+7). */
const EVENING = Date.UTC(2026, 10, 28, 13);
const HOUR = 3_600_000;

beforeAll(async () => {
  testbed = await startMailTestbed('mail-jobs-test');
  ({db, inbox, service} = testbed);
});

afterAll(async () => {
  await testbed?.stop();
});

/** `count` items reviewed a week ago and forgotten ("Quên"): all due by now. */
async function reviewed(uid: string, count: number) {
  const at = EVENING - 7 * 24 * HOUR;
  const changes: Change[] = Array.from({length: count}, (_, i) => ({
    kind: 'onTap',
    key: `${uid}-${i}`,
    value: {item: `/kien-thuc/bai#cau-${i}`, rating: 1, at},
  }));
  await firestoreLearningSpaceStore(db).update(uid, (stored) => applyChanges(stored, changes, at));
}

describe('review reminders', {timeout: 30_000}, () => {
  it('go at the member’s hour, only on days with enough due items, once a day, never after unsubscribing', async () => {
    await reviewed('an', 3);
    await reviewed('binh', 1);
    await reviewed('chi', 5);
    const prefs = (gio: number, nguong: number) => ({nhacOnTap: {bat: true, gio, nguong}});
    await service.mailStore.put('an', 'an@example.com', prefs(20, 2), EVENING);
    await service.mailStore.put('binh', 'binh@example.com', prefs(20, 2), EVENING);
    await service.mailStore.put('chi', 'chi@example.com', prefs(7, 1), EVENING);

    // 19:00: nobody's hour.
    expect(await sendReminders(service.jobs, EVENING - HOUR)).toBe(0);
    // 20:00: An has 3 due (≥ 2); Bình has 1 (< 2).
    expect(await sendReminders(service.jobs, EVENING)).toBe(1);
    const [mail] = await inbox.waitFor(1);
    expect(mail.recipients).toEqual(['an@example.com']);
    expect(mail.parsed.subject).toBe('Hôm nay có 3 câu đến hạn ôn tập');
    expect(mail.parsed.text).toContain('https://learn-anything.vn/on-tap');
    // The header block, with folded lines unfolded (RFC 5322, 2.2.3).
    const headers = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/learn-anything\.vn\/api\/thu\/huy\?t=/m);

    // The job runs again within the day (a retry): no second mail.
    await sendReminders(service.jobs, EVENING + 60_000);
    // An unsubscribes: the next day brings nothing.
    await service.mailStore.unsubscribe('an@example.com', 'nhacOnTap', EVENING);
    expect(await sendReminders(service.jobs, EVENING + 24 * HOUR)).toBe(0);
    expect(inbox.mails).toHaveLength(1);
    expect((await service.mailStore.get('an', 'an@example.com')).nhacOnTap.bat).toBe(false);
  });
});

describe('the owner’s digest', {timeout: 30_000}, () => {
  it('covers the 24 hours before this morning’s 08:00 in Vietnam, whenever the job runs', () => {
    const eight = Date.UTC(2026, 10, 29, 1); // 08:00 in Vietnam
    expect(digestWindowEnd(eight)).toBe(eight);
    expect(digestWindowEnd(eight + 59_000)).toBe(eight);
    expect(digestWindowEnd(eight - 1000)).toBe(eight - 86_400_000);
  });

  it('sends the last day’s sign-ups once, only when the owner chose a digest', async () => {
    const signup = (code: string, at: number) =>
      db
        .collection(SIGNUP_COLLECTION)
        .doc(code)
        .set({
          hoTen: 'Trần Văn Bảo',
          email: `${code.toLowerCase()}@example.com`,
          soDienThoai: '+84901234567',
          khoaHoc: 'obsidian-flow',
          ghiChu: '',
          maThamChieu: code,
          taoLuc: Timestamp.fromMillis(at),
        });
    const morning = EVENING + 12 * HOUR;
    await signup('LA-AAAAAA', morning - 2 * HOUR);
    await signup('LA-BBBBBB', morning - 30 * HOUR);
    const before = inbox.mails.length;
    expect(await sendOwnerDigest(service.jobs, morning)).toBe(0);
    await service.mailStore.setOwnerNotice('hangNgay');
    expect(await sendOwnerDigest(service.jobs, morning)).toBe(1);
    await sendOwnerDigest(service.jobs, morning + 60_000);
    const mails = await inbox.waitFor(before + 1);
    const digest = mails[before];
    expect(digest.recipients).toEqual(['chu@example.com']);
    expect(digest.parsed.text).toContain('LA-AAAAAA');
    expect(digest.parsed.text).not.toContain('LA-BBBBBB');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.mails).toHaveLength(before + 1);
  });
});
