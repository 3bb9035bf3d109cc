import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {paymentFromAnswer} from '../owner-desk/paymentSettings';
import VietQrImage from '../owner-desk/VietQrImage';
import {formatVnd} from '../owner-desk/money';
import styles from './SignupForm.module.css';

/**
 * The VietQR code of a sign-up, on the success message: scanned with any
 * Vietnamese banking app, it fills in the account, the fee and the reference
 * code. Its own chunk (with vietnam-qr-pay and uqr), loaded only after a
 * successful sign-up when the owner's account is configured.
 */
/** The payOS checkout page of the answer, when the gateway is configured (an http(s) address). */
export function checkoutUrlOf(answer: unknown): string | null {
  const checkout = (answer as {checkout?: {checkoutUrl?: unknown}} | null)?.checkout;
  const url = checkout?.checkoutUrl;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

export default function PaymentQr({answer, code}: {answer: unknown; code: string}): ReactNode {
  const payment = paymentFromAnswer(answer, code);
  if (!payment) return null;
  const checkoutUrl = checkoutUrlOf(answer);
  return (
    <div className={styles.payment}>
      <VietQrImage
        payment={payment}
        label={`Mã VietQR: chuyển ${formatVnd(payment.amount)} tới tài khoản ${payment.account}, nội dung ${payment.memo}`}
      />
      <div>
        <p>Bạn có thể thanh toán ngay: mở ứng dụng ngân hàng, quét mã VietQR này, kiểm tra lại rồi xác nhận.</p>
        <ul>
          <li>Số tài khoản: {payment.account}</li>
          <li>Chủ tài khoản: {payment.name}</li>
          <li>Số tiền: {formatVnd(payment.amount)}</li>
          <li>
            Nội dung chuyển khoản: <strong>{payment.memo}</strong>
          </li>
        </ul>
        {checkoutUrl ? (
          <p>
            Hoặc <Link href={checkoutUrl}>mở trang thanh toán payOS</Link>: khoản chuyển được xác nhận tự động và lớp
            học mở ngay khi tiền đến.
          </p>
        ) : null}
      </div>
    </div>
  );
}
