import {describe, expect, it} from 'vitest';
import {authErrorMessage} from './authErrors';

const firebaseError = (code: string, message = `Firebase: Error (${code}).`) =>
  Object.assign(new Error(message), {code});

describe('authErrorMessage', () => {
  it.each([
    ['auth/popup-closed-by-user', 'đóng cửa sổ đăng nhập'],
    ['auth/popup-blocked', 'chặn cửa sổ đăng nhập'],
    ['auth/network-request-failed', 'kiểm tra mạng'],
    ['auth/unauthorized-domain', 'chưa được phép'],
  ])('explains %s in Vietnamese', (code, expected) => {
    expect(authErrorMessage(firebaseError(code))).toContain(expected);
  });

  it('falls back to the error message for other codes', () => {
    expect(authErrorMessage(firebaseError('auth/internal-error', 'Firebase: Error (auth/internal-error).'))).toBe(
      'Đăng nhập không thành công: Firebase: Error (auth/internal-error).',
    );
  });

  it('handles values that are not errors', () => {
    expect(authErrorMessage('hỏng')).toBe('Đăng nhập không thành công: hỏng');
  });
});
