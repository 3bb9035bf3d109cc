/**
 * The outbox in Firestore (outbox.ts has the rules): writing a mail once, claiming it in a
 * transaction so two senders never send it both, delivering it, and sweeping what is due.
 */
import {createHash} from 'node:crypto';
import {FieldValue, Timestamp, type DocumentReference, type Firestore} from 'firebase-admin/firestore';
import {
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

/** How long a mail is kept for the desk: then its TTL deletes it. */
export const MAIL_KEPT_MS = 90 * 86_400_000;
/** Each mail's claims (one document per attempt and resend), deleted with it. */
const CLAIMS = 'lanGui';
/** gRPC's code for a create() whose document exists. */
const ALREADY_EXISTS = 6;

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
  /** Deletes every mail to this address (a person's erasure); how many. */
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
  async function commitOnce(ref: DocumentReference, key: string, delivery: Delivery): Promise<boolean> {
    const batch = db.batch();
    batch.create(ref.collection(CLAIMS).doc(key), {hetHanLuc: Timestamp.fromMillis(Date.now() + MAIL_KEPT_MS)});
    batch.update(ref, withDelivery(delivery));
    try {
      await batch.commit();
      return true;
    } catch (error) {
      if ((error as {code?: unknown})?.code === ALREADY_EXISTS) return false;
      throw error;
    }
  }

  const outbox: Outbox = {
    async enqueue(mail, now) {
      // One plain address: a line break or a second address never reaches the To header.
      if (!SINGLE_ADDRESS.test(mail.to)) throw new Error(`Địa chỉ người nhận không hợp lệ: ${JSON.stringify(mail.to)}`);
      const ref = mails.doc(mail.id);
      const day = vietnamDay(now);
      const recipientRef = counters.doc(`${day}_${hash(mail.to)}`);
      const totalRef = counters.doc(`${day}_tong`);
      const write = db.runTransaction(async (tx) => {
        const [existing, recipient, total] = await Promise.all([tx.get(ref), tx.get(recipientRef), tx.get(totalRef)]);
        if (existing.exists) return false;
        const limited = limitReached(Number(recipient.get('so')) || 0, Number(total.get('so')) || 0, limits);
        // Counters expire with a TTL policy on hetHanLuc (firestore.indexes.json), two days on.
        const expires = Timestamp.fromMillis(now + 2 * 86_400_000);
        if (!limited) {
          tx.set(recipientRef, {so: FieldValue.increment(1), hetHanLuc: expires}, {merge: true});
          tx.set(totalRef, {so: FieldValue.increment(1), hetHanLuc: expires}, {merge: true});
        }
        tx.create(ref, {
          to: [mail.to.trim().toLowerCase()],
          message: {
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            ...(mail.headers ? {headers: mail.headers} : {}),
            ...(mail.attachments ? {attachments: mail.attachments} : {}),
          },
          loai: mail.kind,
          taoLuc: Timestamp.fromMillis(now),
          // A TTL policy (firestore.indexes.json) deletes a mail, and its claims, after this.
          hetHanLuc: Timestamp.fromMillis(now + MAIL_KEPT_MS),
          ...withDelivery(newDelivery(now, limited)),
        });
        return true;
      });
      // A concurrent copy of the same event created it first.
      return write.catch((error: {code?: unknown}) => {
        if (error?.code === ALREADY_EXISTS) return false;
        throw error;
      });
    },

    async deliver(id, now) {
      const ref = mails.doc(id);
      // No SMTP configured: the mail stays PENDING, for a deploy that configures it.
      if (!sendMail) return null;
      const snapshot = await ref.get();
      const current = snapshot.get('delivery') as Delivery | undefined;
      if (!snapshot.exists || !current || !claimable(current, now)) return null;
      const delivery = claimed(current, now);
      // The claim is a document named after the attempt: of two senders that read the same state,
      // only one can create it, so only one sends (an atomic precondition, as in learningSpaceStore.ts).
      if (!(await commitOnce(ref, `${delivery.resends}-${delivery.attempts}`, delivery))) return null;
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
      await ref.update(withDelivery(next));
      return next.state;
    },

    async sweep(now) {
      const snapshot = await mails.where('choGui', '==', true).get();
      const due = snapshot.docs.filter((doc) => claimable(doc.get('delivery') as Delivery, now));
      for (const doc of due) await outbox.deliver(doc.id, now);
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
      const ok = next !== null && (await commitOnce(ref, `gui-lai-${next.resends}`, next));
      if (ok) await outbox.deliver(id, now);
      return ok;
    },

    async eraseRecipient(email) {
      const snapshot = await mails.where('to', 'array-contains', email.trim().toLowerCase()).get();
      for (const doc of snapshot.docs) {
        const batch = db.batch();
        for (const claim of (await doc.ref.collection(CLAIMS).get()).docs) batch.delete(claim.ref);
        batch.delete(doc.ref);
        await batch.commit();
      }
      return snapshot.size;
    },
  };
  return outbox;
}
