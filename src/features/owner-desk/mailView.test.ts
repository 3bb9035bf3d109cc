import {describe, expect, it} from 'vitest';
import {canResend, deliveryText, signupMailOf, type DeskMail} from './mailView';

const mail = (state: DeskMail['delivery']['state'], extra: Partial<DeskMail['delivery']> = {}): DeskMail => ({
  id: 'dangKy_LA-ABC234',
  kind: 'dangKy',
  to: 'an@example.com',
  subject: 'Đăng ký',
  createdAt: 0,
  delivery: {state, attempts: 1, error: null, code: null, resends: 0, ...extra},
});

describe('the desk’s outbox view', () => {
  it('says each state in Vietnamese, with attempts and errors where they matter', () => {
    expect(deliveryText(mail('SUCCESS').delivery)).toBe('Đã gửi');
    expect(deliveryText(mail('SUCCESS', {resends: 2}).delivery)).toBe('Đã gửi (gửi lại 2 lần)');
    expect(deliveryText(mail('RETRY', {attempts: 3, error: 'ECONNREFUSED'}).delivery)).toBe(
      'Gửi chưa được (3 lần), sẽ tự thử lại: ECONNREFUSED',
    );
    expect(deliveryText(mail('ERROR', {code: 'limit', error: 'Đã gửi 10 thư'}).delivery)).toBe(
      'Chưa gửi: Đã gửi 10 thư',
    );
  });

  it('offers a resend only for mails that are done', () => {
    expect(['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'].map((s) => canResend(mail(s as never)))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('finds a sign-up’s payment mail by its reference code', () => {
    expect(signupMailOf([mail('SUCCESS')], 'LA-ABC234')?.to).toBe('an@example.com');
    expect(signupMailOf([mail('SUCCESS')], 'LA-XYZ789')).toBeUndefined();
  });
});
