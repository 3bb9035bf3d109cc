/**
 * The mail side of the function, put together from its settings (index.ts calls it once per
 * request or job): which mails an event sends, through the outbox, to whom.
 *
 * Settings (DEPLOYING.md, "Mail"): SMTP_URL and MAIL_LINK_SECRET (secrets), MAIL_FROM,
 * SITE_URL (the links' origin; production: siteFacts.url), OWNER_NOTIFY_EMAIL,
 * MAIL_DAILY_LIMIT_PER_RECIPIENT and MAIL_DAILY_LIMIT_TOTAL.
 */
import type {Firestore} from 'firebase-admin/firestore';
import {siteFacts} from '../generated/mailFacts';
import {firestoreLearningSpaceStore} from '../learningSpaceStore';
import type {OwnerMail, StoredMove} from '../ownerApi';
import type {PaymentRequest} from '../paymentSettings';
import type {SignupRecord} from '../signupApi';
import type {MailJobDeps} from './jobs';
import {firestoreQuestionStore} from '../questions/questionStore';
import type {StoredQuestion} from '../questions/questions';
import {answeredMail, cancelledMail, ownerSignupMail, paidMail, signupMail, type MailContext} from './mails';
import {firestoreMailStore, OWNER_NOTICE_MODES, type OwnerNoticeMode} from './mailStore';
import {DEFAULT_MAIL_LIMITS, type MailLimits} from './outbox';
import {firestoreOutbox, type SendMail} from './outboxStore';
import {smtpSender} from './smtpTransport';

type Env = Record<string, string | undefined>;

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/** The owners' addresses in OWNER_NOTIFY_EMAIL (comma-separated); malformed ones are left out. */
export function ownerAddresses(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => EMAIL.test(email));
}

/**
 * The SMTP sender; a malformed SMTP_URL gives a sender that fails every attempt with the reason, so
 * the desk shows it on each mail while every other route keeps working.
 */
function senderOrFailure(env: Env, log: (message: string, data?: object) => void): SendMail | null {
  try {
    return smtpSender(env);
  } catch (error) {
    const reason = String((error as Error)?.message ?? error);
    log('SMTP_URL không dùng được', {reason});
    return async () => {
      throw new Error(reason);
    };
  }
}

/** The daily limits: MAIL_DAILY_LIMIT_PER_RECIPIENT and MAIL_DAILY_LIMIT_TOTAL, else the defaults. */
export function mailLimitsFrom(env: Env): MailLimits {
  const read = (value: string | undefined, fallback: number) =>
    /^\d+$/.test(value?.trim() ?? '') ? Number(value) : fallback;
  return {
    perRecipient: read(env.MAIL_DAILY_LIMIT_PER_RECIPIENT, DEFAULT_MAIL_LIMITS.perRecipient),
    total: read(env.MAIL_DAILY_LIMIT_TOTAL, DEFAULT_MAIL_LIMITS.total),
  };
}

/** The links' origin: SITE_URL without a trailing slash, else the production site. */
export function siteUrlFrom(env: Env): string {
  return (env.SITE_URL?.trim() || siteFacts.url).replace(/\/+$/, '');
}

export function mailService(db: Firestore, env: Env, log: (message: string, data?: object) => void) {
  const outbox = firestoreOutbox(db, senderOrFailure(env, log), {limits: mailLimitsFrom(env), log});
  const mailStore = firestoreMailStore(db);
  const owners = ownerAddresses(env.OWNER_NOTIFY_EMAIL);
  const linkSecret = env.MAIL_LINK_SECRET?.trim() ?? '';
  const context = (now: number): MailContext => ({siteUrl: siteUrlFrom(env), linkSecret, now});

  /**
   * The buyer's mail, sent at once (with the payOS checkout when there is one); and the owners'
   * when they chose a mail per sign-up, only written (the sweep sends them within a minute), so
   * the buyer's answer does not wait on them.
   */
  async function afterSignup(
    record: SignupRecord,
    payment: PaymentRequest | null,
    now: number,
    checkout: {checkoutUrl: string; qrCode: string} | null = null,
  ) {
    await outbox.send(await signupMail(context(now), record, payment, checkout), now);
    if (!linkSecret || (await mailStore.ownerNotice()) !== 'moiDangKy') return;
    for (const owner of owners) {
      if (await mailStore.unsubscribed(owner, 'thongBaoChu')) continue;
      await outbox.enqueue(await ownerSignupMail(context(now), owner, record), now);
    }
  }

  /** Paid (from a status that was not enrolled yet) or cancelled: the buyer hears of it. */
  async function afterMove(move: StoredMove, now: number) {
    if (!move.ok || !('event' in move)) return;
    const enrolled = (status: string) => status === 'daThanhToan' || status === 'dangHoc';
    if (move.to === 'daThanhToan' && !enrolled(move.from)) {
      await outbox.send(await paidMail(context(now), move.event, move.signup), now);
    } else if (move.to === 'daHuy') {
      await outbox.send(await cancelledMail(context(now), move.event, move.signup), now);
    }
  }

  const ownerMail = (now: () => number): OwnerMail => ({
    recent: () => outbox.recent(50),
    resend: (id, seen) => outbox.resend(id, seen, now()),
    notice: () => mailStore.ownerNotice(),
    // Choosing to hear of sign-ups again also lifts the owners' unsubscribes from their mails'
    // links (sign-up notices, the questions digest): the desk is where they are turned back on.
    setNotice: async (mode) => {
      await mailStore.setOwnerNotice(mode as OwnerNoticeMode);
      if (mode === 'tat') return;
      for (const owner of owners) await mailStore.resubscribe(owner, ['thongBaoChu', 'cauHoiMoi']);
    },
    // The move is already stored: a mail that cannot be written is logged, and the move still answers.
    afterMove: (move) =>
      afterMove(move, now()).catch((error: unknown) =>
        log('Không ghi được thư của lần chuyển trạng thái', {id: move.id, error: String(error)}),
      ),
    erase: async (email) => {
      await outbox.eraseRecipient(email);
      await mailStore.erase(null, email);
    },
  });

  /**
   * The asker hears once that their question is answered (the mail's id is the question's: a later
   * save writes nothing new, and one whose first write failed writes it then), unless they turned
   * it off; written to the outbox, sent by the sweep, so the owner's click does not wait.
   */
  async function afterAnswer(after: StoredQuestion, now: number) {
    if (!after.traLoi || !after.email || !linkSecret) return;
    if (await mailStore.unsubscribed(after.email, 'traLoiCauHoi')) return;
    const published = after.trangThai === 'daTraLoi' && after.traLoi.congKhai;
    await outbox.enqueue(
      await answeredMail(context(now), {
        id: after.id,
        trang: after.trang,
        ten: after.ten,
        markdown: after.markdown,
        email: after.email,
        answerHtml: after.traLoi.html,
        published,
      }),
      now,
    );
  }

  const jobs: MailJobDeps = {
    db,
    questions: firestoreQuestionStore(db),
    outbox,
    mailStore,
    learningSpace: firestoreLearningSpaceStore(db),
    owners: linkSecret ? owners : [],
    context,
    log,
  };

  /** A member's "delete everything": their mail preferences and the mails sent to them. */
  async function eraseMember(uid: string, email: string) {
    await mailStore.erase(uid, email);
    await outbox.eraseRecipient(email);
  }

  /** The paid mail of a move the gateway made (payments/paymentStore.ts). */
  const afterGatewayMove = (move: StoredMove, now: number) => afterMove(move, now);

  return {
    outbox,
    mailStore,
    linkSecret,
    afterSignup,
    afterGatewayMove,
    afterAnswer,
    ownerMail,
    eraseMember,
    noticeModes: OWNER_NOTICE_MODES,
    jobs,
  };
}
