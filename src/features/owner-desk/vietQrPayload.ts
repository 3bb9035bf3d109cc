/**
 * The VietQR payload of a course fee (NAPAS/EMVCo, vietnam-qr-pay): the account, the amount
 * and the sign-up's reference code as the memo. Shared with the Cloud Function, which draws it
 * into the sign-up mail (functions/src/vietQrPayload.ts is a symbolic link to this file).
 */
import {Banks, QRPay} from 'vietnam-qr-pay';
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

/** The bank's short name for its NAPAS BIN (e.g. Vietcombank for 970436), or the BIN when unknown. */
export function bankName(bin: string): string {
  return Banks.find((bank) => bank.bin === bin)?.shortName ?? bin;
}
