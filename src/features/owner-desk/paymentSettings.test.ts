import {describe, expect, it} from 'vitest';
import {bankAccountFrom, paymentFor, paymentFromAnswer} from './paymentSettings';

const env = {OWNER_BANK_BIN: '970436', OWNER_BANK_ACCOUNT: '1234567890', OWNER_BANK_NAME: 'TAI KHOAN DEMO'};

describe('bankAccountFrom', () => {
  it('reads a complete account', () => {
    expect(bankAccountFrom(env)).toEqual({bin: '970436', account: '1234567890', name: 'TAI KHOAN DEMO'});
  });
  it('gives null when a part is missing or malformed', () => {
    expect(bankAccountFrom({})).toBeNull();
    expect(bankAccountFrom({...env, OWNER_BANK_BIN: '97043'})).toBeNull();
    expect(bankAccountFrom({...env, OWNER_BANK_ACCOUNT: '12 34'})).toBeNull();
    expect(bankAccountFrom({...env, OWNER_BANK_NAME: '<script>'})).toBeNull();
  });
});

describe('paymentFor', () => {
  it('needs an account and a fixed fee', () => {
    const bank = bankAccountFrom(env);
    expect(paymentFor(bank, 790000, 'LA-ABCDEF')).toEqual({...bank, amount: 790000, memo: 'LA-ABCDEF'});
    expect(paymentFor(bank, null, 'LA-ABCDEF')).toBeNull();
    expect(paymentFor(null, 790000, 'LA-ABCDEF')).toBeNull();
  });
});

describe('paymentFromAnswer', () => {
  it('accepts the server’s payment for this code only', () => {
    const answer = {bin: '970436', account: '1234567890', name: 'TAI KHOAN DEMO', amount: 790000, memo: 'LA-ABC234'};
    expect(paymentFromAnswer(answer, 'LA-ABC234')).toEqual(answer);
    expect(paymentFromAnswer(answer, 'LA-XYZ789')).toBeNull();
    expect(paymentFromAnswer({...answer, amount: -1}, 'LA-ABC234')).toBeNull();
    expect(paymentFromAnswer({...answer, account: '<img>'}, 'LA-ABC234')).toBeNull();
    expect(paymentFromAnswer('x', 'LA-ABC234')).toBeNull();
  });
});
