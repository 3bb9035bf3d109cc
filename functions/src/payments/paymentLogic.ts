/**
 * The pure side of automatic payment confirmation through payOS (issue 50): the order code and
 * description of a sign-up's payment request, the idempotency key of a confirmed transaction,
 * and the decision a webhook delivery or a reconciliation result leads to.
 *
 *   webhook (verified) or reconciliation (status PAID)
 *     │
 *     ├─ the transaction was seen before (same record id) ─────────→ nothing (replay)
 *     ├─ no sign-up for the order code ───────────────────────────→ "Cần xem": khongRoDon
 *     ├─ sign-up cancelled (daHuy) ───────────────────────────────→ "Cần xem": daHuy
 *     ├─ amount ≠ fee ─────────────────────────────────────────────→ "Cần xem": thieuTien / thuaTien
 *     ├─ sign-up already enrolled (a second transaction) ─────────→ "Cần xem": trungThanhToan
 *     └─ otherwise ──→ sign-up to daThanhToan, audit by "payOS", the paid mail through the outbox
 *
 * Nothing here enrols anyone on its own: index.ts writes the outcome in one batch whose first
 * write creates the payment record (a create() precondition), so replays and concurrent copies
 * of one transaction change the sign-up once and send one mail.
 */
import {createHash} from 'node:crypto';
import {isEnrolledStatus, type SignupStatus} from '../signupStatus';

/** The actor of the audit records the gateway causes. */
export const GATEWAY_ACTOR = 'payOS';

/**
 * payOS limits the description to 9 characters for bank accounts not linked through payOS (25
 * for linked ones); the reference code (LA- and 6 symbols) is exactly 9.
 */
export const DESCRIPTION_LIMIT = 9;

/** The largest order code: payOS takes a positive integer that JavaScript holds exactly. */
const ORDER_CODE_BITS = 48;

/**
 * The order code of a sign-up's payment request: 48 bits of a SHA-256 of the sign-up id and the
 * time of the sign-up, so a sign-up made again after a cancellation gets a new order.
 */
export function orderCodeFor(signupId: string, createdAtMs: number): number {
  const hex = createHash('sha256').update(`${signupId}|${createdAtMs}`, 'utf8').digest('hex');
  const code = Number.parseInt(hex.slice(0, ORDER_CODE_BITS / 4), 16);
  return code === 0 ? 1 : code;
}

/** The payment request's description: the reference code, cut to the gateway's limit. */
export function descriptionFor(referenceCode: string): string {
  return referenceCode.slice(0, DESCRIPTION_LIMIT);
}

/** The expiry of a payment request in Unix seconds: the terms' payment days after the sign-up. */
export function expiresAtFor(createdAtMs: number, paymentDays: number): number {
  return Math.floor((createdAtMs + paymentDays * 24 * 60 * 60 * 1000) / 1000);
}

/**
 * The id of the payment record of one transaction: the order code and the bank's transaction
 * reference (only characters Firestore ids allow). Every copy of the same delivery, and the
 * reconciliation's view of the same transaction, gives the same id.
 */
export function paymentRecordId(orderCode: number, reference: string): string {
  const safe = reference.replace(/[^0-9A-Za-z_-]/g, '_').slice(0, 100) || 'khongMa';
  return `payos_${orderCode}_${safe}`;
}

/** One transaction as it reached the site, from the webhook's verified data or from the gateway. */
export interface GatewayPayment {
  orderCode: number;
  amount: number;
  reference: string;
  description: string;
  /** Milliseconds since the epoch (0 when the gateway's text does not parse). */
  paidAt: number;
  counterAccountName: string;
  counterAccountNumber: string;
  /** 'webhook' or 'doiSoat' (the reconciliation). */
  via: 'webhook' | 'doiSoat';
}

/** What the site knows of the order's sign-up. */
export interface OrderSignup {
  status: SignupStatus;
  /** VND; null when the course has no fixed fee any longer. */
  fee: number | null;
}

/** Why a payment waits in "Cần xem" instead of enrolling. */
export const REVIEW_REASONS = ['khongRoDon', 'daHuy', 'thieuTien', 'thuaTien', 'trungThanhToan'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

export const REVIEW_LABELS: Readonly<Record<ReviewReason, string>> = {
  khongRoDon: 'Không tìm thấy đăng ký cho mã đơn này',
  daHuy: 'Thanh toán cho một đăng ký đã hủy',
  thieuTien: 'Số tiền thấp hơn học phí',
  thuaTien: 'Số tiền cao hơn học phí',
  trungThanhToan: 'Đăng ký đã được thanh toán trước đó',
};

export type PaymentDecision = {kind: 'confirm'} | {kind: 'review'; reason: ReviewReason};

/** What one transaction does to its sign-up (the record id already guards against replays). */
export function decidePayment(payment: Pick<GatewayPayment, 'amount'>, signup: OrderSignup | null): PaymentDecision {
  if (!signup) return {kind: 'review', reason: 'khongRoDon'};
  if (signup.status === 'daHuy') return {kind: 'review', reason: 'daHuy'};
  if (signup.fee === null || payment.amount < signup.fee) return {kind: 'review', reason: 'thieuTien'};
  if (payment.amount > signup.fee) return {kind: 'review', reason: 'thuaTien'};
  if (isEnrolledStatus(signup.status)) return {kind: 'review', reason: 'trungThanhToan'};
  return {kind: 'confirm'};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const wholeNumber = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

/** payOS writes times as 'YYYY-MM-DD HH:mm:ss' in Vietnam's time (UTC+7), or as ISO 8601. */
export function gatewayTime(value: unknown): number {
  const raw = text(value).trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(raw);
  if (local) {
    const [, y, mo, d, h, mi, s] = local.map(Number);
    return Date.UTC(y, mo - 1, d, h - 7, mi, s);
  }
  const parsed = Date.parse(raw);
  return Number.isNaN(parsed) ? 0 : parsed;
}

/** The webhook's verified data as a payment; null when a field the decision needs is malformed. */
export function paymentFromWebhookData(data: unknown): GatewayPayment | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const orderCode = wholeNumber(record.orderCode);
  const amount = wholeNumber(record.amount);
  if (orderCode === null || orderCode <= 0 || amount === null || amount < 0) return null;
  return {
    orderCode,
    amount,
    reference: text(record.reference),
    description: text(record.description),
    paidAt: gatewayTime(record.transactionDateTime),
    counterAccountName: text(record.counterAccountName),
    counterAccountNumber: text(record.counterAccountNumber),
    via: 'webhook',
  };
}

/** A payment request as the gateway reports it (paymentRequests.get). */
export interface GatewayRequestState {
  orderCode: number;
  status: string;
  transactions: readonly {
    reference: string;
    amount: number;
    description: string;
    transactionDateTime: string;
    counterAccountName: string | null;
    counterAccountNumber: string | null;
  }[];
}

/**
 * What the reconciliation does with a request: its transactions go through decidePayment like
 * webhooks (PAID, UNDERPAID and any other state that carries money); CANCELLED and EXPIRED
 * without money close the request; PENDING and PROCESSING wait.
 */
export function reconcile(state: GatewayRequestState): {payments: GatewayPayment[]; close: boolean} {
  const payments = state.transactions.map((t): GatewayPayment => ({
    orderCode: state.orderCode,
    amount: t.amount,
    reference: t.reference,
    description: t.description,
    paidAt: gatewayTime(t.transactionDateTime),
    counterAccountName: t.counterAccountName ?? '',
    counterAccountNumber: t.counterAccountNumber ?? '',
    via: 'doiSoat',
  }));
  const waiting = state.status === 'PENDING' || state.status === 'PROCESSING';
  return {payments, close: !waiting};
}

/** Open requests are asked about once they are this old (a webhook normally arrives in seconds). */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;

/** Whether an open request created at `createdAtMs` is due for reconciliation at `now`. */
export function dueForReconciliation(createdAtMs: number, now: number): boolean {
  return now - createdAtMs >= RECONCILE_AFTER_MS;
}

/**
 * The fields an erasure keeps in an audit or payment record of the erased person: who acted,
 * when, which status changed to which, how much and why it waited. The sign-up id (a hash of the
 * email), the reference code, the order code, the transaction reference and the payer's name and
 * account go, so nothing left can be linked back to the person.
 */
export const KEPT_AFTER_ERASURE = ['loai', 'luc', 'boi', 'khoaHoc', 'tu', 'den', 'soTien', 'lyDo', 'quyetDinh', 'qua'];

/** The record as an erasure leaves it, with `daXoa: true` so the desk can say so. */
export function scrubbedRecord(data: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {daXoa: true};
  for (const key of KEPT_AFTER_ERASURE) if (key in data) kept[key] = data[key];
  return kept;
}
