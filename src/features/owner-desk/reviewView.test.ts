import {describe, expect, it} from 'vitest';
import {payerText, reviewReason, reviewVia} from './reviewView';

describe('reviewView', () => {
  it('says why a payment waits, and how it came', () => {
    expect(reviewReason('thieuTien')).toBe('Số tiền thấp hơn học phí');
    expect(reviewReason('khongRoDon')).toMatch(/Không tìm thấy/);
    expect(reviewReason('moi-la')).toBe('moi-la');
    expect(reviewVia('doiSoat')).toBe('đối soát định kỳ');
    expect(reviewVia('webhook')).toBe('webhook payOS');
  });

  it('writes the payer as the bank reported them', () => {
    expect(payerText({payerName: 'NGUYEN VAN A', payerAccount: '0011'})).toBe('NGUYEN VAN A, 0011');
    expect(payerText({payerName: '', payerAccount: ''})).toBe('—');
  });
});
