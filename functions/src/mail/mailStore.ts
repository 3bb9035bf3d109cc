/**
 * Firestore layout of mail preferences:
 * - `tuyChonThu/{uid}`: `{email, nhacBat, nhacGio, nhacNguong, capNhatLuc}`, a member's
 *   reminder (flat fields: the reminder job queries `nhacGio`); deleted with the member's data;
 * - `huyNhanThu/{sha256(email)}`: `{nhacOnTap?, thongBaoChu?, traLoiCauHoi?, cauHoiMoi?, capNhatLuc}`,
 *   true for each topic the address unsubscribed from (with a mail's link, or in /ca-nhan for
 *   answered questions), false once turned back on (a write of false, not a field deletion: the
 *   local stand-in ignores FieldValue.delete() in a merge); deleted with the person's data.
 */
import {createHash} from 'node:crypto';
import {Timestamp, type Firestore} from 'firebase-admin/firestore';
import type {MailPreferencesStore} from './mailApi';
import {DEFAULT_PREFERENCES} from './preferences';
import type {UnsubscribeTopic} from './unsubscribe';

export const PREFERENCES_COLLECTION = 'tuyChonThu';
export const UNSUBSCRIBED_COLLECTION = 'huyNhanThu';

export const addressKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** A member whose reminder is due at an hour. */
export interface ReminderSubscriber {
  uid: string;
  email: string;
  threshold: number;
}

/** How the owner hears of sign-ups (chosen in the desk): a mail for each, a daily digest, or none. */
export const OWNER_NOTICE_MODES = ['moiDangKy', 'hangNgay', 'tat'] as const;
export type OwnerNoticeMode = (typeof OWNER_NOTICE_MODES)[number];
export const DEFAULT_OWNER_NOTICE: OwnerNoticeMode = 'moiDangKy';
/** `caiDat/thongBaoChu`: `{cheDo}`. */
const OWNER_NOTICE_DOC = ['caiDat', 'thongBaoChu'] as const;

export interface MailStore extends MailPreferencesStore {
  ownerNotice(): Promise<OwnerNoticeMode>;
  setOwnerNotice(mode: OwnerNoticeMode): Promise<void>;
  /** Lifts the address's unsubscribes of these topics. */
  resubscribe(email: string, topics: readonly UnsubscribeTopic[]): Promise<void>;
  /** Whether the address unsubscribed from the topic. */
  unsubscribed(email: string, topic: UnsubscribeTopic): Promise<boolean>;
  /** Members with the reminder on at this Vietnamese hour, less those who unsubscribed. */
  remindersAt(hour: number): Promise<ReminderSubscriber[]>;
  /** Deletes the preferences of the member (by uid, and any kept for the address) and the address's unsubscribes. */
  erase(uid: string | null, email: string): Promise<void>;
}

export function firestoreMailStore(db: Firestore): MailStore {
  const preferences = db.collection(PREFERENCES_COLLECTION);
  const unsubscribes = db.collection(UNSUBSCRIBED_COLLECTION);
  const notice = db.collection(OWNER_NOTICE_DOC[0]).doc(OWNER_NOTICE_DOC[1]);
  const store: MailStore = {
    async ownerNotice() {
      const mode = (await notice.get()).get('cheDo');
      return (OWNER_NOTICE_MODES as readonly unknown[]).includes(mode)
        ? (mode as OwnerNoticeMode)
        : DEFAULT_OWNER_NOTICE;
    },
    async setOwnerNotice(mode) {
      await notice.set({cheDo: mode});
    },
    async get(uid, email) {
      const [doc, unsubscribed] = await Promise.all([
        preferences.doc(uid).get(),
        unsubscribes.doc(addressKey(email)).get(),
      ]);
      const traLoiCauHoi = unsubscribed.get('traLoiCauHoi') !== true;
      if (!doc.exists) return {...DEFAULT_PREFERENCES, traLoiCauHoi};
      return {
        nhacOnTap: {
          bat: doc.get('nhacBat') === true && unsubscribed.get('nhacOnTap') !== true,
          gio: Number(doc.get('nhacGio')),
          nguong: Number(doc.get('nhacNguong')),
        },
        traLoiCauHoi,
      };
    },
    async put(uid, email, value, now) {
      const batch = db.batch();
      const address = unsubscribes.doc(addressKey(email));
      if (value.nhacOnTap) {
        const {bat, gio, nguong} = value.nhacOnTap;
        batch.set(preferences.doc(uid), {
          email: email.trim().toLowerCase(),
          nhacBat: bat,
          nhacGio: gio,
          nhacNguong: nguong,
          capNhatLuc: Timestamp.fromMillis(now),
        });
        if (bat) batch.set(address, {nhacOnTap: false}, {merge: true});
      }
      if (value.traLoiCauHoi !== undefined) {
        // Turning it off is an unsubscribe of the topic; turning it on lifts one, from a link or from here.
        batch.set(address, {traLoiCauHoi: !value.traLoiCauHoi}, {merge: true});
      }
      await batch.commit();
    },
    async unsubscribe(email, topic, now) {
      await unsubscribes
        .doc(addressKey(email))
        .set({[topic]: true, capNhatLuc: Timestamp.fromMillis(now)}, {merge: true});
    },
    async resubscribe(email, topics) {
      const lifted = Object.fromEntries(topics.map((topic) => [topic, false]));
      await unsubscribes.doc(addressKey(email)).set(lifted, {merge: true});
    },
    async unsubscribed(email, topic) {
      return (await unsubscribes.doc(addressKey(email)).get()).get(topic) === true;
    },
    async remindersAt(hour) {
      const snapshot = await preferences.where('nhacGio', '==', hour).get();
      const on = snapshot.docs.filter((doc) => doc.get('nhacBat') === true);
      const subscribers = await Promise.all(
        on.map(async (doc) => {
          const email = String(doc.get('email'));
          if (await store.unsubscribed(email, 'nhacOnTap')) return null;
          return {uid: doc.id, email, threshold: Number(doc.get('nhacNguong'))};
        }),
      );
      return subscribers.filter((subscriber) => subscriber !== null);
    },
    async erase(uid, email) {
      const batch = db.batch();
      if (uid) batch.delete(preferences.doc(uid));
      // An owner's erasure knows the address only: the member's reminder names it.
      const byAddress = await preferences.where('email', '==', email.trim().toLowerCase()).get();
      for (const doc of byAddress.docs) batch.delete(doc.ref);
      batch.delete(unsubscribes.doc(addressKey(email)));
      await batch.commit();
    },
  };
  return store;
}
