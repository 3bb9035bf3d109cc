/**
 * VietQR for a course fee: the NAPAS/EMVCo payload (vietnam-qr-pay) with the
 * amount and the sign-up's reference code as the transfer memo, and its
 * drawing as SVG (uqr). Every Vietnamese banking app reads it and fills in the
 * account, the amount and the memo. Loaded only by the desk and, after a
 * successful sign-up, by the success message: never on a first load.
 */
import {renderSVG} from 'uqr';
import type {PaymentRequest} from './paymentSettings';
import {vietQrPayload} from './vietQrPayload';

export {vietQrPayload};

/**
 * The QR code as an SVG document: always black on white with a quiet zone, in
 * light and dark mode alike, because that is what phone cameras read best.
 */
export function vietQrSvg(payment: PaymentRequest): string {
  return renderSVG(vietQrPayload(payment), {ecc: 'M', border: 4, pixelSize: 6});
}
