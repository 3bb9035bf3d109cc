/**
 * The payment side of the function, put together from its settings (index.ts calls it once per
 * request or job): payOS requests for sign-ups, the webhook, the reconciliation, cancellation
 * and erasure. Null when payOS is not configured (gateway.ts): the manual VietQR path stays.
 */
import type {Firestore} from 'firebase-admin/firestore';
import {courseCatalog, courseTerms} from '../generated/courseCatalog';
import type {StoredMove} from '../ownerApi';
import type {Checkout, SignupRecord} from '../signupApi';
import {gatewaySettingsFrom, payosGateway, type Gateway} from './gateway';
import type {WebhookDeps} from './paymentApi';
import {descriptionFor, dueForReconciliation, expiresAtFor, orderCodeFor, reconcile} from './paymentLogic';
import {firestorePaymentStore} from './paymentStore';

type Env = Record<string, string | undefined>;

/** Where payOS sends the buyer back: the course's landing page, with the outcome in the query. */
export function returnUrls(siteUrl: string, course: string) {
  const page = `${siteUrl}/lp-khoa-hoc-${course}`;
  return {returnUrl: `${page}?thanhToan=xong`, cancelUrl: `${page}?thanhToan=huy`};
}

export function paymentService(
  db: Firestore,
  env: Env,
  deps: {
    siteUrl: string;
    afterMove: (move: StoredMove, now: number) => Promise<void>;
    log: (message: string, data?: object) => void;
  },
  gateway: Gateway | null = null,
) {
  const settings = gatewaySettingsFrom(env);
  const payos = gateway ?? (settings ? payosGateway(settings) : null);
  if (!payos) return null;
  const store = firestorePaymentStore(db);

  async function applyAndMail(payment: Parameters<typeof store.apply>[0], now: number) {
    const {outcome, move} = await store.apply(payment, now);
    if (move) await deps.afterMove(move, now);
    if (outcome === 'review')
      deps.log('Một khoản thanh toán payOS cần chủ khóa học xem', {orderCode: payment.orderCode});
    return outcome;
  }

  return {
    /** The sign-up's payment request (null for a course without a fixed fee or not open). */
    async checkout(docId: string, record: SignupRecord, now: number): Promise<Checkout | null> {
      const course = courseCatalog.find((entry) => entry.slug === record.khoaHoc);
      if (!course || course.status !== 'open' || course.price === null || course.price <= 0) return null;
      const orderCode = orderCodeFor(docId || `lap_${record.maThamChieu}`, now);
      const link = await payos.create({
        orderCode,
        amount: course.price,
        description: descriptionFor(record.maThamChieu),
        ...returnUrls(deps.siteUrl, course.slug),
        expiredAt: expiresAtFor(now, courseTerms.paymentDays),
      });
      await store.saveRequest(
        orderCode,
        {
          signupId: docId,
          maThamChieu: record.maThamChieu,
          khoaHoc: course.slug,
          amount: course.price,
          checkoutUrl: link.checkoutUrl,
        },
        now,
      );
      return {checkoutUrl: link.checkoutUrl, qrCode: link.qrCode};
    },

    webhook: (now: () => number): WebhookDeps => ({
      verify: (body) => payos.verify(body),
      apply: (payment) => applyAndMail(payment, now()),
    }),

    /** Asks the gateway about open requests old enough; confirms paid ones as the webhook would. */
    async reconcile(now: number) {
      let asked = 0;
      let confirmed = 0;
      for (const request of await store.openRequests()) {
        if (!dueForReconciliation(request.createdAt, now)) continue;
        asked += 1;
        const result = reconcile(await payos.get(request.orderCode));
        for (const payment of result.payments) {
          if ((await applyAndMail(payment, now)) === 'confirmed') confirmed += 1;
        }
        if (result.close) await store.closeRequest(request.orderCode);
      }
      return {asked, confirmed};
    },

    /** A sign-up moved to daHuy: its open payment requests are cancelled at the gateway too. */
    async afterMove(move: StoredMove) {
      if (!move.ok || move.to !== 'daHuy') return;
      for (const orderCode of await store.openRequestsOf(move.id)) {
        await payos.cancel(orderCode, 'Đăng ký đã hủy');
        await store.closeRequest(orderCode);
      }
    },

    review: (limit: number) => store.reviewItems(limit),
  };
}

export type PaymentService = NonNullable<ReturnType<typeof paymentService>>;
