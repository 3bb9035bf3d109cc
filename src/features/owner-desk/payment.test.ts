import {describe, expect, it} from 'vitest';
import {QRPay} from 'vietnam-qr-pay';
import {formatVnd} from './money';
import {bankName} from './vietQrPayload';
import {vietQrPayload, vietQrSvg} from './vietQr';

const bank = {bin: '970436', account: '1234567890', name: 'TAI KHOAN DEMO'};
const payment = {...bank, amount: 790000, memo: 'LA-ABC234'};

describe('vietQrPayload', () => {
  it('encodes the account, amount and memo in a payload banks can read back', () => {
    const payload = vietQrPayload(payment);
    expect(payload.startsWith('000201')).toBe(true);
    const read = new QRPay(payload);
    expect(read.isValid).toBe(true);
    expect(read.consumer.bankBin).toBe('970436');
    expect(read.consumer.bankNumber).toBe('1234567890');
    expect(read.amount).toBe('790000');
    expect(read.additionalData.purpose).toBe('LA-ABC234');
    expect(read.currency).toBe('704');
  });
  it('draws an SVG', () => {
    expect(vietQrSvg(payment)).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });
});

describe('formatVnd', () => {
  it('formats amounts with dots', () => {
    expect(formatVnd(1490000)).toBe('1.490.000 ₫');
    expect(formatVnd(0)).toBe('0 ₫');
  });
});

describe('bankName', () => {
  it('names a bank by its NAPAS BIN, and falls back to the BIN', () => {
    expect(bankName('970436')).toBe('Vietcombank');
    expect(bankName('999999')).toBe('999999');
  });
});
