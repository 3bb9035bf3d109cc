import {Timestamp, type Firestore} from 'firebase-admin/firestore';
import {
  AUDIT_COLLECTION,
  OWNER_API_MESSAGES,
  OWNER_VISITS_COLLECTION,
  type AuditRecord,
  type DeskSignup,
  type OwnerStore,
} from './ownerApi';
import type {SignupFacts} from './mail/mails';
import {SIGNUP_COLLECTION} from './signupApi';
import {isEnrolledStatus, isSignupStatus, statusOf} from './signupStatus';

/**
 * Firestore layout of the desk:
 * - `dangKyKhoaHoc/{id}` (signupStore.ts) gains `trangThai` (signupStatus.ts; missing
 *   means `moi`) and `capNhatLuc` (the time of the last status change);
 * - `nhatKyQuanTri/{auto}`: one document per owner action:
 *   `{loai: 'doiTrangThai', luc, boi, dangKy, maThamChieu, khoaHoc, tu, den}` or
 *   `{loai: 'xoaDuLieu', luc, boi, soDangKy}` (no personal data of the person erased), or
 *   `{loai: 'hoiDap', luc, boi, cauHoi, trang, hanhDong}` (questions/questionStore.ts);
 * - `chuKhoaHoc/{uid}`: `{lanXemCuoi}`, the owner's latest visit to the desk.
 */
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function auditFrom(data: Record<string, unknown>): AuditRecord | null {
  if (data.loai === 'hoiDap') {
    return {
      kind: 'question',
      at: millis(data.luc),
      by: text(data.boi),
      page: text(data.trang),
      action: text(data.hanhDong),
    };
  }
  if (data.loai === 'xoaDuLieu') {
    return {kind: 'erase', at: millis(data.luc), by: text(data.boi), count: Number(data.soDangKy) || 0};
  }
  if (data.loai === 'doiTrangThai' && isSignupStatus(data.tu) && isSignupStatus(data.den)) {
    return {
      kind: 'move',
      at: millis(data.luc),
      by: text(data.boi),
      signupId: text(data.dangKy),
      maThamChieu: text(data.maThamChieu),
      khoaHoc: text(data.khoaHoc),
      from: data.tu,
      to: data.den,
    };
  }
  return null;
}

/** What the mails need of a stored sign-up. */
export function signupFacts(snapshot: {get(field: string): unknown}): SignupFacts {
  return {
    hoTen: text(snapshot.get('hoTen')),
    email: text(snapshot.get('email')),
    soDienThoai: text(snapshot.get('soDienThoai')),
    khoaHoc: text(snapshot.get('khoaHoc')),
    ghiChu: text(snapshot.get('ghiChu')),
    maThamChieu: text(snapshot.get('maThamChieu')),
  };
}

/** Firestore's limit of writes in one batch. */
const BATCH_LIMIT = 500;

export function firestoreOwnerStore(db: Firestore): OwnerStore {
  const signups = db.collection(SIGNUP_COLLECTION);
  const audit = db.collection(AUDIT_COLLECTION);
  return {
    async listSignups() {
      const snapshot = await signups.get();
      return snapshot.docs.map((doc): DeskSignup => {
        const data = doc.data();
        return {
          id: doc.id,
          maThamChieu: text(data.maThamChieu),
          hoTen: text(data.hoTen),
          email: text(data.email),
          soDienThoai: text(data.soDienThoai),
          khoaHoc: text(data.khoaHoc),
          ghiChu: text(data.ghiChu),
          trangThai: statusOf(data.trangThai),
          taoLuc: millis(data.taoLuc),
          capNhatLuc: millis(data.capNhatLuc),
        };
      });
    },
    async listAudit(limit) {
      const snapshot = await audit.orderBy('luc', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => auditFrom(doc.data())).filter((record) => record !== null);
    },
    async visit(uid, now) {
      const ref = db.collection(OWNER_VISITS_COLLECTION).doc(uid);
      const previous = millis((await ref.get()).get('lanXemCuoi'));
      await ref.set({lanXemCuoi: Timestamp.fromMillis(now)});
      return previous;
    },
    async move(id, to, {by, at}, decide) {
      const ref = signups.doc(id);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return {id, ok: false as const, error: OWNER_API_MESSAGES.missing};
        const from = statusOf(snapshot.get('trangThai'));
        const error = decide(from);
        if (error) return {id, ok: false as const, error};
        const luc = Timestamp.fromMillis(at);
        tx.update(ref, {trangThai: to, capNhatLuc: luc});
        const event = audit.doc();
        tx.create(event, {
          loai: 'doiTrangThai',
          luc,
          boi: by,
          dangKy: id,
          maThamChieu: text(snapshot.get('maThamChieu')),
          khoaHoc: text(snapshot.get('khoaHoc')),
          tu: from,
          den: to,
        });
        return {id, ok: true as const, from, to, event: event.id, signup: signupFacts(snapshot)};
      });
    },
    async erase(email, {by, at}) {
      const snapshot = await signups.where('email', '==', email).get();
      for (let i = 0; i < snapshot.docs.length; i += BATCH_LIMIT - 1) {
        const batch = db.batch();
        for (const doc of snapshot.docs.slice(i, i + BATCH_LIMIT - 1)) batch.delete(doc.ref);
        await batch.commit();
      }
      await audit.doc().create({loai: 'xoaDuLieu', luc: Timestamp.fromMillis(at), boi: by, soDangKy: snapshot.size});
      return snapshot.size;
    },
  };
}

/**
 * Whether `email` is a student of `course`: its sign-up (the document id is
 * derived from the email and the course, signupCode.ts) is paid or studying.
 */
export async function firestoreIsEnrolled(db: Firestore, docId: string): Promise<boolean> {
  const snapshot = await db.collection(SIGNUP_COLLECTION).doc(docId).get();
  const status = statusOf(snapshot.get('trangThai'));
  return snapshot.exists && isEnrolledStatus(status);
}
