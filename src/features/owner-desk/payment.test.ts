import {describe, expect, it} from 'vitest';
import {QRPay} from 'vietnam-qr-pay';
import {confirmationMessage, formatVnd} from './confirmationMessage';
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

describe('confirmationMessage', () => {
  const course = {title: 'Obsidian FLOW', duration: '5 tuần, khoảng 3 giờ mỗi tuần', price: 790000};
  it('says the schedule, fee, how to pay and the reference code', () => {
    const text = confirmationMessage({hoTen: 'Nguyễn Văn An', maThamChieu: 'LA-ABC234'}, course, bank);
    expect(text).toContain('Chào Nguyễn Văn An');
    expect(text).toContain('5 tuần, khoảng 3 giờ mỗi tuần');
    expect(text).toContain('790.000 ₫');
    expect(text).toContain('Số tài khoản: 1234567890');
    expect(text).toContain('Nội dung chuyển khoản: LA-ABC234');
  });
  it('falls back when there is no account or no fixed fee', () => {
    expect(confirmationMessage({hoTen: 'A', maThamChieu: 'LA-X'}, course, null)).toContain('thông tin chuyển khoản');
    const noFee = confirmationMessage({hoTen: 'A', maThamChieu: 'LA-X'}, {...course, price: null}, bank);
    expect(noFee).toContain('trao đổi riêng');
    expect(noFee).not.toContain('Số tài khoản');
  });
  it('formats amounts with dots', () => {
    expect(formatVnd(1490000)).toBe('1.490.000 ₫');
  });
});
