/**
 * The desk's "Cần xem": payments the gateway reported that enrolled no one (OWNER_API/can-xem,
 * functions/src/payments/paymentStore.ts), for the owner to decide. Plain data only.
 */

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

export const REVIEW_REASON_LABELS: Readonly<Record<string, string>> = {
  khongRoDon: 'Không tìm thấy đăng ký cho mã đơn này',
  daHuy: 'Thanh toán cho một đăng ký đã hủy',
  thieuTien: 'Số tiền thấp hơn học phí',
  thuaTien: 'Số tiền cao hơn học phí',
  trungThanhToan: 'Đăng ký đã được thanh toán trước đó',
};

/** The reason in words (an unknown one as it came). */
export function reviewReason(reason: string): string {
  return REVIEW_REASON_LABELS[reason] ?? reason;
}

/** How it arrived, in words. */
export function reviewVia(via: string): string {
  return via === 'doiSoat' ? 'đối soát định kỳ' : 'webhook payOS';
}

/** The payer as the bank reported them: name and account, or a dash. */
export function payerText(item: Pick<ReviewItem, 'payerName' | 'payerAccount'>): string {
  return [item.payerName, item.payerAccount].filter(Boolean).join(', ') || '—';
}
