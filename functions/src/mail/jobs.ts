/**
 * The mail work that runs on a clock (index.ts schedules each; in the emulator, where nothing
 * schedules them, the demo endpoint runs them, with the time it is given):
 * - the outbox sweep: every minute, delivers what is due (retries, claims whose sender died);
 * - the review reminders: every hour, to members whose chosen hour it is in Vietnam, on days
 *   with at least their number of due items;
 * - the owner's digest: every morning at DIGEST_HOUR, the sign-ups of the 24 hours before that
 *   hour (fixed boundaries, so a late or early run neither skips nor repeats one), when the owner
 *   chose a digest;
 * - the owner's digest of questions: at the same hour, the questions asked in the same 24 hours,
 *   with how many wait in all; none on a day without a new question.
 */
import {Timestamp, type Firestore} from 'firebase-admin/firestore';
import type {LearningSpaceStore} from '../learningSpaceApi';
import {dueCount, type ReviewEntry} from '../schedule';
import {signupFacts} from '../ownerStore';
import {SIGNUP_COLLECTION} from '../signupApi';
import type {StoredQuestion} from '../questions/questions';
import {ownerDigestMail, ownerQuestionsMail, reminderMail, type MailContext, type SignupFacts} from './mails';
import type {MailStore} from './mailStore';
import {vietnamDay, vietnamHour} from './outbox';
import type {Outbox} from './outboxStore';

export interface MailJobDeps {
  db: Firestore;
  /** The questions asked in [from, to), and how many wait for an answer (questions/questionStore.ts). */
  questions: {askedBetween(from: number, to: number): Promise<StoredQuestion[]>; waiting(): Promise<StoredQuestion[]>};
  outbox: Outbox;
  mailStore: MailStore;
  learningSpace: LearningSpaceStore;
  /** The owners' addresses (OWNER_NOTIFY_EMAIL). */
  owners: readonly string[];
  context: (now: number) => MailContext;
  log: (message: string, data?: object) => void;
}

/** The hour (Vietnam time) the owner's digest goes out. */
export const DIGEST_HOUR = 8;

/** Sends the reminders due at `now`'s hour; how many were sent. */
export async function sendReminders(deps: MailJobDeps, now: number): Promise<number> {
  const day = vietnamDay(now);
  let sent = 0;
  for (const member of await deps.mailStore.remindersAt(vietnamHour(now))) {
    try {
      const reviews: ReviewEntry[] = (await deps.learningSpace.list(member.uid)).flatMap((item) =>
        item.kind === 'onTap' ? [{id: item.key, ...item.value}] : [],
      );
      const due = dueCount(reviews, now);
      if (due < member.threshold) continue;
      await deps.outbox.send(await reminderMail(deps.context(now), member.uid, member.email, day, due), now);
      sent += 1;
    } catch (error) {
      // One member's failure leaves the others' reminders to go.
      deps.log('Không gửi được thư nhắc ôn tập', {uid: member.uid, error: String(error)});
    }
  }
  return sent;
}

/** The last DIGEST_HOUR in Vietnam at or before `now`: the end of the digest's 24 hours. */
export function digestWindowEnd(now: number): number {
  const hourMs = 3_600_000;
  const sinceDigest = (vietnamHour(now) - DIGEST_HOUR + 24) % 24;
  return Math.floor(now / hourMs) * hourMs - sinceDigest * hourMs;
}

/** The owner's digest of the 24 hours before this morning's DIGEST_HOUR, when the owner chose one; how many mails. */
export async function sendOwnerDigest(deps: MailJobDeps, now: number): Promise<number> {
  if ((await deps.mailStore.ownerNotice()) !== 'hangNgay') return 0;
  const end = digestWindowEnd(now);
  const snapshot = await deps.db
    .collection(SIGNUP_COLLECTION)
    .where('taoLuc', '>=', Timestamp.fromMillis(end - 86_400_000))
    .get();
  const signups: SignupFacts[] = snapshot.docs
    .filter((doc) => (doc.get('taoLuc') as Timestamp).toMillis() < end)
    .map(signupFacts);
  if (signups.length === 0) return 0;
  let sent = 0;
  for (const owner of deps.owners) {
    if (await deps.mailStore.unsubscribed(owner, 'thongBaoChu')) continue;
    await deps.outbox.send(await ownerDigestMail(deps.context(now), owner, vietnamDay(now), signups), now);
    sent += 1;
  }
  return sent;
}

/** The owners' digest of the questions asked in the 24 hours before this morning's DIGEST_HOUR; how many mails. */
export async function sendQuestionDigest(deps: MailJobDeps, now: number): Promise<number> {
  const end = digestWindowEnd(now);
  const asked = (await deps.questions.askedBetween(end - 86_400_000, end)).sort((a, b) => a.hoiLuc - b.hoiLuc);
  if (asked.length === 0) return 0;
  const waiting = (await deps.questions.waiting()).length;
  let sent = 0;
  for (const owner of deps.owners) {
    if (await deps.mailStore.unsubscribed(owner, 'cauHoiMoi')) continue;
    await deps.outbox.send(await ownerQuestionsMail(deps.context(now), owner, vietnamDay(now), asked, waiting), now);
    sent += 1;
  }
  return sent;
}
