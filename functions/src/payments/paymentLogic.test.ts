import {describe, expect, it} from 'vitest';
import {generateReferenceCode, signupDocId} from '../signupCode';
import {
  decidePayment,
  descriptionFor,
  DESCRIPTION_LIMIT,
  dueForReconciliation,
  expiresAtFor,
  gatewayTime,
  orderCodeFor,
  paymentFromWebhookData,
  paymentRecordId,
  reconcile,
  scrubbedRecord,
} from './paymentLogic';

const webhookData = {
  orderCode: 123456789,
  amount: 790000,
  description: 'LA-ABC234',
  accountNumber: '12345678',
  reference: 'FT24123/ABC',
  transactionDateTime: '2026-11-28 13:45:00',
  currency: 'VND',
  paymentLinkId: 'x',
  code: '00',
  desc: 'success',
  counterAccountName: 'NGUYEN VAN A',
  counterAccountNumber: '0011223344',
};

describe('order code and description', () => {
  it('is a positive safe integer, the same for the same sign-up, new after a new sign-up', () => {
    const id = signupDocId('a@example.com', 'tu-hoc');
    const code = orderCodeFor(id, 1000);
    expect(Number.isSafeInteger(code)).toBe(true);
    expect(code).toBeGreaterThan(0);
    expect(orderCodeFor(id, 1000)).toBe(code);
    expect(orderCodeFor(id, 2000)).not.toBe(code);
    expect(orderCodeFor(signupDocId('b@example.com', 'tu-hoc'), 1000)).not.toBe(code);
  });

  it('carries the whole reference code within the limit', () => {
    for (let i = 0; i < 50; i += 1) {
      const code = generateReferenceCode();
      expect(descriptionFor(code)).toBe(code);
      expect(descriptionFor(code).length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    }
    expect(descriptionFor('LA-ABCDEFGHIJ')).toHaveLength(DESCRIPTION_LIMIT);
  });

  it('expires the terms’ payment days after the sign-up, in seconds', () => {
    expect(expiresAtFor(Date.UTC(2026, 10, 28), 3)).toBe(Date.UTC(2026, 11, 1) / 1000);
  });
});

describe('payment record id', () => {
  it('is one id for every copy of a transaction and differs between transactions', () => {
    const payment = paymentFromWebhookData(webhookData)!;
    const copies = Array.from({length: 10}, () => paymentFromWebhookData(structuredClone(webhookData))!);
    const ids = new Set(copies.map((p) => paymentRecordId(p.orderCode, p.reference)));
    expect(ids).toEqual(new Set([paymentRecordId(payment.orderCode, payment.reference)]));
    expect(paymentRecordId(1, 'A')).not.toBe(paymentRecordId(1, 'B'));
    expect(paymentRecordId(1, 'A')).not.toBe(paymentRecordId(2, 'A'));
  });

  it('holds only characters a Firestore id allows', () => {
    expect(paymentRecordId(7, 'FT24/12.3__x')).toMatch(/^[0-9A-Za-z_-]+$/);
    expect(paymentRecordId(7, '')).toBe('payos_7_khongMa');
  });
});

describe('decidePayment', () => {
  const fee = 790000;
  it('confirms the fee for an open sign-up', () => {
    for (const status of ['moi', 'daGuiHuongDan'] as const) {
      expect(decidePayment({amount: fee}, {status, fee})).toEqual({kind: 'confirm'});
    }
  });

  it('sends everything else to "Cần xem"', () => {
    expect(decidePayment({amount: fee}, null)).toEqual({kind: 'review', reason: 'khongRoDon'});
    expect(decidePayment({amount: fee}, {status: 'daHuy', fee})).toEqual({kind: 'review', reason: 'daHuy'});
    expect(decidePayment({amount: fee - 1}, {status: 'moi', fee})).toEqual({kind: 'review', reason: 'thieuTien'});
    expect(decidePayment({amount: fee + 1}, {status: 'moi', fee})).toEqual({kind: 'review', reason: 'thuaTien'});
    expect(decidePayment({amount: fee}, {status: 'moi', fee: null})).toEqual({kind: 'review', reason: 'thieuTien'});
    expect(decidePayment({amount: fee}, {status: 'daThanhToan', fee})).toEqual({
      kind: 'review',
      reason: 'trungThanhToan',
    });
    expect(decidePayment({amount: fee}, {status: 'dangHoc', fee})).toEqual({kind: 'review', reason: 'trungThanhToan'});
  });
});

describe('webhook data and gateway times', () => {
  it('reads the verified data', () => {
    expect(paymentFromWebhookData(webhookData)).toEqual({
      orderCode: 123456789,
      amount: 790000,
      reference: 'FT24123/ABC',
      description: 'LA-ABC234',
      paidAt: Date.UTC(2026, 10, 28, 6, 45, 0),
      counterAccountName: 'NGUYEN VAN A',
      counterAccountNumber: '0011223344',
      via: 'webhook',
    });
  });

  it('refuses malformed order codes and amounts', () => {
    expect(paymentFromWebhookData(null)).toBeNull();
    expect(paymentFromWebhookData({...webhookData, orderCode: '1'})).toBeNull();
    expect(paymentFromWebhookData({...webhookData, orderCode: 0})).toBeNull();
    expect(paymentFromWebhookData({...webhookData, amount: 1.5})).toBeNull();
    expect(paymentFromWebhookData({...webhookData, amount: -1})).toBeNull();
  });

  it('reads local and ISO times, 0 otherwise', () => {
    expect(gatewayTime('2026-11-28T00:00:00Z')).toBe(Date.UTC(2026, 10, 28));
    expect(gatewayTime('soon')).toBe(0);
    expect(gatewayTime(undefined)).toBe(0);
  });
});

describe('reconcile', () => {
  const transaction = {
    reference: 'R1',
    amount: 790000,
    description: 'LA-ABC234',
    transactionDateTime: '2026-11-28 13:45:00',
    counterAccountName: null,
    counterAccountNumber: null,
  };
  it('turns a paid request into the same payments a webhook gives, and closes it', () => {
    const result = reconcile({orderCode: 9, status: 'PAID', transactions: [transaction]});
    expect(result.close).toBe(true);
    expect(result.payments).toHaveLength(1);
    expect(paymentRecordId(result.payments[0].orderCode, result.payments[0].reference)).toBe(paymentRecordId(9, 'R1'));
    expect(result.payments[0].via).toBe('doiSoat');
  });

  it('waits on pending requests and closes expired and cancelled ones', () => {
    expect(reconcile({orderCode: 9, status: 'PENDING', transactions: []})).toEqual({payments: [], close: false});
    expect(reconcile({orderCode: 9, status: 'EXPIRED', transactions: []})).toEqual({payments: [], close: true});
    expect(reconcile({orderCode: 9, status: 'CANCELLED', transactions: []})).toEqual({payments: [], close: true});
  });

  it('asks only about requests a few minutes old', () => {
    expect(dueForReconciliation(0, 60_000)).toBe(false);
    expect(dueForReconciliation(0, 5 * 60_000)).toBe(true);
  });
});

describe('scrubbedRecord', () => {
  it('keeps who, when and which move, and nothing that links back to the person', () => {
    const record = {
      loai: 'doiTrangThai',
      luc: 1,
      boi: 'payOS',
      dangKy: signupDocId('a@example.com', 'tu-hoc'),
      maThamChieu: 'LA-ABC234',
      khoaHoc: 'tu-hoc',
      tu: 'moi',
      den: 'daThanhToan',
      maDon: 123,
      maGiaoDich: 'FT1',
      tenNguoiTra: 'NGUYEN VAN A',
      taiKhoanNguoiTra: '0011223344',
      email: 'a@example.com',
    };
    const scrubbed = scrubbedRecord(record);
    expect(scrubbed).toEqual({
      daXoa: true,
      loai: 'doiTrangThai',
      luc: 1,
      boi: 'payOS',
      khoaHoc: 'tu-hoc',
      tu: 'moi',
      den: 'daThanhToan',
    });
    const text = JSON.stringify(scrubbed);
    for (const secret of ['a@example.com', record.dangKy, 'LA-ABC234', '0011223344', 'NGUYEN']) {
      expect(text).not.toContain(secret);
    }
  });
});
