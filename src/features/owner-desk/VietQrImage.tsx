import React, {type ReactNode} from 'react';
import type {PaymentRequest} from './paymentSettings';
import {vietQrSvg} from './vietQr';
import styles from './VietQrImage.module.css';

/**
 * A VietQR code as an image with its text alternative, on white in both themes (what phone
 * cameras read best): on the sign-up's success message and in the owner's desk.
 */
export default function VietQrImage({payment, label}: {payment: PaymentRequest; label: string}): ReactNode {
  return (
    <div className={styles.qr} role="img" aria-label={label} dangerouslySetInnerHTML={{__html: vietQrSvg(payment)}} />
  );
}
