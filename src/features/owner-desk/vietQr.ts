/**
 * VietQR for a course fee: the NAPAS/EMVCo payload (vietnam-qr-pay) with the
 * amount and the sign-up's reference code as the transfer memo, and its
 * drawing as SVG (uqr). Every Vietnamese banking app reads it and fills in the
 * account, the amount and the memo. Loaded only by the desk and, after a
 * successful sign-up, by the success message: never on a first load.
 */
import {QRPay} from 'vietnam-qr-pay';
import {renderSVG} from 'uqr';
import type {PaymentRequest} from './paymentSettings';

/** The EMVCo text of a dynamic VietQR (account transfer service, amount and memo). */
export function vietQrPayload(payment: PaymentRequest): string {
  return QRPay.initVietQR({
    bankBin: payment.bin,
    bankNumber: payment.account,
    amount: String(payment.amount),
    purpose: payment.memo,
  }).build();
}

/**
 * The QR code as an SVG document: always black on white with a quiet zone, in
 * light and dark mode alike, because that is what phone cameras read best.
 */
export function vietQrSvg(payment: PaymentRequest): string {
  return renderSVG(vietQrPayload(payment), {ecc: 'M', border: 4, pixelSize: 6});
}
