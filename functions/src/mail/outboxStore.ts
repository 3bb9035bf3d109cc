/**
 * The outbox in Firestore (outbox.ts has the rules): writing a mail once, claiming it in a
 * transaction so two senders never send it both, delivering it, and sweeping what is due.
 */
import {createHash} from 'node:crypto';
import {isAlreadyExists} from '../signupStore';
import {FieldValue, Timestamp, type DocumentReference, type Firestore} from 'firebase-admin/firestore';
import {
  abandoned,
  claimable,
  claimed,
  DEFAULT_MAIL_LIMITS,
  failed,
  isPermanentSmtpError,
  limitReached,
  MAIL_COLLECTION,
  newDelivery,
  resent,
  succeeded,
  vietnamDay,
  type Delivery,
  type OutgoingMail,
} from './outbox';

/** Daily counters of mails written, per recipient and in total. */
export const MAIL_COUNTER_COLLECTION = 'gioiHanThu';

/** What sends one mail: nodemailer's transport in production and tests (smtpTransport.ts). */
export type SendMail = (message: {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments?: OutgoingMail['attachments'];
  messageId: string;
}) => Promise<{messageId: string; response: string}>;

/** Most mails one sweep tries: a scheduled run stays well within its time limit. */
const SWEEP_BATCH = 50;
/** How long a mail is kept for the desk: then its TTL deletes it. */
export const MAIL_KEPT_MS = 90 * 86_400_000;
/** Each mail's claims (one document per attempt and resend): deleted with it on an erasure, else by their own TTL. */
const CLAIMS = 'lanGui';

/**
 * The delivery with `choGui` (waiting to be sent: PENDING, RETRY or PROCESSING) beside it, the
 * field the sweep queries: Firestore's local stand-in cannot filter on a nested field.
 */
const withDelivery = (delivery: Delivery) => ({
  delivery,
  choGui: delivery.state !== 'SUCCESS' && delivery.state !== 'ERROR',
});

const SINGLE_ADDRESS = /^[^\s@,;<>"]+@[^\s@,;<>"]+$/;

const hash = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

/** A mail in the desk's list. */
export interface MailSummary {
  id: string;
  kind: string;
  to: string;
  subject: string;
  createdAt: number;
  delivery: Delivery;
}

export interface Outbox {
  /** Writes the mail unless its id exists (then nothing): true when this call wrote it. */
  enqueue(mail: OutgoingMail, now: number): Promise<boolean>;
  /** Claims the mail if it is due and sends it; the state it ends in, or null if it was not claimable. */
  deliver(id: string, now: number): Promise<Delivery['state'] | null>;
  /** Delivers every due mail (the scheduled sweep); how many were tried. */
  sweep(now: number): Promise<number>;
  /** Writes the mail, then tries to deliver it at once: an outage leaves it for the sweep. */
  send(mail: OutgoingMail, now: number): Promise<void>;
  recent(limit: number): Promise<MailSummary[]>;
  /** The owner's resend (see `resent`): false when the mail is not in a state to resend. */
  resend(id: string, seenResends: number, now: number): Promise<boolean>;
  /** Deletes every mail to this address or about this person (a person's erasure); how many. */
  eraseRecipient(email: string): Promise<number>;
}

export function firestoreOutbox(
  db: Firestore,
  sendMail: SendMail | null,
  {limits = DEFAULT_MAIL_LIMITS, messageIdDomain = 'learn-anything.vn', log = (_m: string, _d?: object) => {}} = {},
): Outbox {
  const mails = db.collection(MAIL_COLLECTION);
  const counters = db.collection(MAIL_COUNTER_COLLECTION);

  /** Applies `update` only if this call creates the claim document `key`: false when another did. */
  async function commitOnce(ref: DocumentReference, key: string, delivery: Delivery, now: number): Promise<boolean> {
    const batch = db.batch();
    batch.create(ref.collection(CLAIMS).doc(key), {hetHanLuc: Timestamp.fromMillis(now + MAIL_KEPT_MS)});
    batch.update(ref, withDelivery(delivery));
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if (isAlreadyExists(error)) return false;
      throw error;
    }
  }

  const outbox: Outbox = {
    async enqueue(mail, now) {
      // One plain address: a line break or a second address never reaches the To header.
      if (!SINGLE_ADDRESS.test(mail.to)) throw new Error(`Địa chỉ người nhận không hợp lệ: ${JSON.stringify(mail.to)}`);
      const day = vietnamDay(now);
      const recipientRef = counters.doc(`${day}_${hash(mail.to)}`);
      const totalRef = counters.doc(`${day}_tong`);
      // The counts are read outside any transaction: every mail of the day would otherwise contend
      // on the one total document. Under a burst the limits may be passed by a few mails.
      const [recipient, total] = await Promise.all([recipientRef.get(), totalRef.get()]);
      const limited = limitReached(Number(recipient.get('so')) || 0, Number(total.get('so')) || 0, limits);
      const batch = db.batch();
      batch.create(mails.doc(mail.id), {
        to: [mail.to.trim().toLowerCase()],
        ...(mail.about?.length ? {veNguoi: mail.about.map(hash)} : {}),
        message: {
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(mail.headers ? {headers: mail.headers} : {}),
          ...(mail.attachments ? {attachments: mail.attachments} : {}),
        },
        loai: mail.kind,
        taoLuc: Timestamp.fromMillis(now),
        // A TTL policy (firestore.indexes.json) deletes a mail, and on their own its claims, after this.
        hetHanLuc: Timestamp.fromMillis(now + MAIL_KEPT_MS),
        ...withDelivery(newDelivery(now, limited)),
      });
      if (!limited) {
        // Counters expire with a TTL policy on hetHanLuc, two days on.
        const expires = Timestamp.fromMillis(now + 2 * 86_400_000);
        batch.set(recipientRef, {so: FieldValue.increment(1), hetHanLuc: expires}, {merge: true});
        batch.set(totalRef, {so: FieldValue.increment(1), hetHanLuc: expires}, {merge: true});
      }
      try {
        await batch.commit();
        return true;
      } catch (error) {
        // The same event wrote it first (a retry, or a concurrent copy).
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },

    async deliver(id, now) {
      const ref = mails.doc(id);
      // No SMTP configured: the mail stays PENDING, for a deploy that configures it.
      if (!sendMail) return null;
      const snapshot = await ref.get();
      const current = snapshot.get('delivery') as Delivery | undefined;
      if (!snapshot.exists || !current || !claimable(current, now)) return null;
      const given = abandoned(current, now);
      if (given) {
        await ref.update(withDelivery(given));
        return given.state;
      }
      const delivery = claimed(current, now);
      // The claim is a document named after the attempt: of two senders that read the same state,
      // only one can create it, so only one sends (an atomic precondition, as in learningSpaceStore.ts).
      if (!(await commitOnce(ref, `${delivery.resends}-${delivery.attempts}`, delivery, now))) return null;
      const data = snapshot.data()!;
      let next: Delivery;
      try {
        const info = await sendMail({
          to: (data.to as string[]).join(', '),
          subject: data.message.subject,
          html: data.message.html,
          text: data.message.text,
          headers: data.message.headers,
          attachments: data.message.attachments,
          // The same Message-ID on every attempt: a server that got it twice can tell.
          messageId: `<${id}@${messageIdDomain}>`,
        });
        next = succeeded(delivery, now, {messageId: info.messageId, response: info.response});
      } catch (error) {
        next = failed(delivery, now, String((error as Error)?.message ?? error), isPermanentSmtpError(error));
        log('Gửi thư không thành công', {id, attempts: delivery.attempts, state: next.state, error: next.error});
      }
      // Written only while this claim is still the mail's: a sender whose lease passed and whose
      // mail another sender took over leaves that sender's result in place.
      const written = await db.runTransaction(async (tx) => {
        const latest = (await tx.get(ref)).get('delivery') as Delivery | undefined;
        const ours =
          latest?.state === 'PROCESSING' &&
          latest.attempts === delivery.attempts &&
          latest.resends === delivery.resends;
        if (ours) tx.update(ref, withDelivery(next));
        return ours;
      });
      return written ? next.state : null;
    },

    async sweep(now) {
      const started = Date.now();
      const snapshot = await mails.where('choGui', '==', true).get();
      const due = snapshot.docs.filter((doc) => claimable(doc.get('delivery') as Delivery, now)).slice(0, SWEEP_BATCH);
      // Each claim is stamped with the time it is made, counted on from `now` (a fixed clock in tests).
      for (const doc of due) await outbox.deliver(doc.id, now + (Date.now() - started));
      return due.length;
    },

    async send(mail, now) {
      await outbox.enqueue(mail, now);
      await outbox.deliver(mail.id, now);
    },

    async recent(limit) {
      const snapshot = await mails.orderBy('taoLuc', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => ({
        id: doc.id,
        kind: String(doc.get('loai') ?? ''),
        to: ((doc.get('to') as string[] | undefined) ?? []).join(', '),
        subject: String(doc.get('message.subject') ?? ''),
        createdAt: (doc.get('taoLuc') as Timestamp | undefined)?.toMillis() ?? 0,
        delivery: doc.get('delivery') as Delivery,
      }));
    },

    async resend(id, seenResends, now) {
      const ref = mails.doc(id);
      const snapshot = await ref.get();
      const next = snapshot.exists ? resent(snapshot.get('delivery') as Delivery, now, seenResends) : null;
      const ok = next !== null && (await commitOnce(ref, `gui-lai-${next.resends}`, next, now));
      if (ok) await outbox.deliver(id, now);
      return ok;
    },

    async eraseRecipient(email) {
      const address = email.trim().toLowerCase();
      const [to, about] = await Promise.all([
        mails.where('to', 'array-contains', address).get(),
        mails.where('veNguoi', 'array-contains', hash(address)).get(),
      ]);
      const docs = new Map([...to.docs, ...about.docs].map((doc) => [doc.id, doc]));
      for (const doc of docs.values()) {
        const batch = db.batch();
        for (const claim of (await doc.ref.collection(CLAIMS).get()).docs) batch.delete(claim.ref);
        batch.delete(doc.ref);
        await batch.commit();
      }
      const snapshot = {size: docs.size};
      return snapshot.size;
    },
  };
  return outbox;
}
