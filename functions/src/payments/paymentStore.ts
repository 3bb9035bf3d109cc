/**
 * The payments in Firestore (paymentLogic.ts has the rules):
 * - `yeuCauThanhToan/{orderCode}`: a sign-up's payOS payment request:
 *   `{dangKy, maThamChieu, khoaHoc, soTien, taoLuc, mo, checkoutUrl}` (`mo`: still waiting for money);
 * - `thanhToan/{paymentRecordId}`: one document per transaction that reached the site:
 *   `{loai: 'thanhToan', luc, qua, maDon, maGiaoDich, soTien, tenNguoiTra, taiKhoanNguoiTra,
 *   dangKy, maThamChieu, khoaHoc, quyetDinh: 'xacNhan' | 'canXem', lyDo}`;
 * - the confirmation's status change is an audit record `nhatKyQuanTri/payos_{orderCode}`
 *   (actor payOS), so one order enrols once whatever arrives.
 *
 * Exactly once without transactions (the local Firestore stand-in does not isolate them): the
 * batch that applies a transaction starts with create() of its payment record, and a confirming
 * batch also creates the order's audit record; a second copy fails its precondition and writes
 * nothing.
 */
import {Timestamp, type Firestore} from 'firebase-admin/firestore';
import {AUDIT_COLLECTION, type StoredMove} from '../ownerApi';
import {signupFacts} from '../ownerStore';
import {SIGNUP_COLLECTION} from '../signupApi';
import {isAlreadyExists} from '../signupStore';
import {statusOf} from '../signupStatus';
import type {ApplyOutcome} from './paymentApi';
import {
  decidePayment,
  GATEWAY_ACTOR,
  paymentRecordId,
  scrubbedRecord,
  type GatewayPayment,
  type OrderSignup,
  type PaymentDecision,
} from './paymentLogic';

export const PAYMENT_REQUEST_COLLECTION = 'yeuCauThanhToan';
export const PAYMENT_COLLECTION = 'thanhToan';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);

export interface OpenRequest {
  orderCode: number;
  createdAt: number;
}

/** A payment waiting in "Cần xem", as the desk shows it. */
export interface ReviewItem {
  id: string;
  at: number;
  via: string;
  orderCode: number;
  amount: number;
  reason: string;
  payerName: string;
  payerAccount: string;
  description: string;
  maThamChieu: string;
  khoaHoc: string;
}

export function firestorePaymentStore(db: Firestore) {
  const requests = db.collection(PAYMENT_REQUEST_COLLECTION);
  const payments = db.collection(PAYMENT_COLLECTION);
  const signups = db.collection(SIGNUP_COLLECTION);
  const audit = db.collection(AUDIT_COLLECTION);

  async function write(
    payment: GatewayPayment,
    decision: PaymentDecision,
    request: FirebaseFirestore.DocumentSnapshot,
    signupId: string,
    from: OrderSignup['status'] | null,
    now: number,
  ) {
    const luc = Timestamp.fromMillis(now);
    const batch = db.batch();
    batch.create(payments.doc(paymentRecordId(payment.orderCode, payment.reference)), {
      loai: 'thanhToan',
      luc,
      qua: payment.via,
      maDon: payment.orderCode,
      maGiaoDich: payment.reference,
      noiDung: payment.description,
      soTien: payment.amount,
      tenNguoiTra: payment.counterAccountName,
      taiKhoanNguoiTra: payment.counterAccountNumber,
      dangKy: signupId,
      maThamChieu: text(request.get('maThamChieu')),
      khoaHoc: text(request.get('khoaHoc')),
      quyetDinh: decision.kind === 'confirm' ? 'xacNhan' : 'canXem',
      lyDo: decision.kind === 'review' ? decision.reason : '',
    });
    if (decision.kind === 'confirm' && from) {
      batch.create(audit.doc(`payos_${payment.orderCode}`), {
        loai: 'doiTrangThai',
        luc,
        boi: GATEWAY_ACTOR,
        dangKy: signupId,
        maThamChieu: text(request.get('maThamChieu')),
        khoaHoc: text(request.get('khoaHoc')),
        tu: from,
        den: 'daThanhToan',
      });
      batch.update(signups.doc(signupId), {trangThai: 'daThanhToan', capNhatLuc: luc});
      batch.update(request.ref, {mo: false});
    }
    await batch.commit();
  }

  return {
    /** Records a created payment request of a sign-up (or of a repeated one: `signupId` ''). */
    async saveRequest(
      orderCode: number,
      facts: {signupId: string; maThamChieu: string; khoaHoc: string; amount: number; checkoutUrl: string},
      now: number,
    ) {
      await requests.doc(String(orderCode)).create({
        dangKy: facts.signupId,
        maThamChieu: facts.maThamChieu,
        khoaHoc: facts.khoaHoc,
        soTien: facts.amount,
        taoLuc: Timestamp.fromMillis(now),
        mo: true,
        checkoutUrl: facts.checkoutUrl,
      });
    },

    /** Applies one transaction once; the move it made (for the paid mail) when it confirmed. */
    async apply(payment: GatewayPayment, now: number): Promise<{outcome: ApplyOutcome; move: StoredMove | null}> {
      const request = await requests.doc(String(payment.orderCode)).get();
      const signupId = request.exists ? text(request.get('dangKy')) : '';
      const snapshot = signupId ? await signups.doc(signupId).get() : null;
      const signup: OrderSignup | null = snapshot?.exists
        ? {status: statusOf(snapshot.get('trangThai')), fee: Number(request.get('soTien')) || null}
        : null;
      let decision = decidePayment(payment, signup);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          await write(payment, decision, request, signupId, signup?.status ?? null, now);
          break;
        } catch (error) {
          if (!isAlreadyExists(error)) throw error;
          const record = await payments.doc(paymentRecordId(payment.orderCode, payment.reference)).get();
          if (record.exists || attempt === 1) return {outcome: 'replay', move: null};
          // Another transaction of the same order confirmed it first: this one waits for the owner.
          decision = {kind: 'review', reason: 'trungThanhToan'};
        }
      }
      if (decision.kind !== 'confirm' || !snapshot || !signup) return {outcome: 'review', move: null};
      const move: StoredMove = {
        id: signupId,
        ok: true,
        from: signup.status,
        to: 'daThanhToan',
        event: `payos_${payment.orderCode}`,
        signup: signupFacts(snapshot),
      };
      return {outcome: 'confirmed', move};
    },

    /** Requests still waiting for money (the reconciliation picks the old enough ones). */
    async openRequests(): Promise<OpenRequest[]> {
      const snapshot = await requests.where('mo', '==', true).get();
      return snapshot.docs.map((doc) => ({orderCode: Number(doc.id), createdAt: millis(doc.get('taoLuc'))}));
    },

    async closeRequest(orderCode: number) {
      await requests.doc(String(orderCode)).update({mo: false});
    },

    /** The open payment requests of a sign-up (cancelling the sign-up cancels them). */
    async openRequestsOf(signupId: string): Promise<number[]> {
      const snapshot = await requests.where('dangKy', '==', signupId).get();
      return snapshot.docs.filter((doc) => doc.get('mo') === true).map((doc) => Number(doc.id));
    },

    /** What waits in "Cần xem", newest first. */
    async reviewItems(limit: number): Promise<ReviewItem[]> {
      const snapshot = await payments.where('quyetDinh', '==', 'canXem').get();
      return snapshot.docs
        .map((doc): ReviewItem => ({
          id: doc.id,
          at: millis(doc.get('luc')),
          via: text(doc.get('qua')),
          orderCode: Number(doc.get('maDon')) || 0,
          amount: Number(doc.get('soTien')) || 0,
          reason: text(doc.get('lyDo')),
          payerName: text(doc.get('tenNguoiTra')),
          payerAccount: text(doc.get('taiKhoanNguoiTra')),
          description: text(doc.get('noiDung')),
          maThamChieu: text(doc.get('maThamChieu')),
          khoaHoc: text(doc.get('khoaHoc')),
        }))
        .sort((a, b) => b.at - a.at)
        .slice(0, limit);
    },

    /**
     * Erasure: every payment request, payment record and audit record of these sign-ups is
     * replaced by a copy under a new id that keeps only what scrubbedRecord keeps.
     */
    async erase(signupIds: readonly string[]) {
      for (const id of signupIds) {
        for (const collection of [payments, audit]) {
          const snapshot = await collection.where('dangKy', '==', id).get();
          for (const doc of snapshot.docs) {
            const batch = db.batch();
            batch.delete(doc.ref);
            batch.create(collection.doc(), scrubbedRecord(doc.data()));
            await batch.commit();
          }
        }
        const open = await requests.where('dangKy', '==', id).get();
        for (const doc of open.docs) await doc.ref.delete();
      }
    },
  };
}

export type PaymentStore = ReturnType<typeof firestorePaymentStore>;
