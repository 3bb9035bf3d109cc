import {NETWORK_ERROR_MESSAGE} from './networkErrorMessage';

/** Vietnamese explanations for the Firebase Auth errors a visitor can meet while signing in. */
const MESSAGES: Record<string, string> = {
  'auth/popup-closed-by-user': 'Bạn đã đóng cửa sổ đăng nhập trước khi hoàn tất. Hãy thử lại khi sẵn sàng.',
  'auth/cancelled-popup-request': 'Một cửa sổ đăng nhập khác đang mở. Hãy hoàn tất hoặc đóng nó rồi thử lại.',
  'auth/popup-blocked':
    'Trình duyệt đã chặn cửa sổ đăng nhập. Hãy cho phép cửa sổ bật lên (pop-up) cho trang này rồi thử lại.',
  'auth/network-request-failed': NETWORK_ERROR_MESSAGE,
  'auth/unauthorized-domain':
    'Tên miền này chưa được phép đăng nhập bằng Google. Vui lòng báo cho chúng tôi qua xinchao@learn-anything.vn.',
  'auth/user-disabled': 'Tài khoản này đã bị khóa. Vui lòng liên hệ xinchao@learn-anything.vn.',
  'auth/too-many-requests': 'Có quá nhiều lần thử đăng nhập. Hãy đợi vài phút rồi thử lại.',
};

/** The message shown to the visitor for a sign-in error: a known code's explanation, else the error's own message. */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code in MESSAGES) {
    return MESSAGES[code];
  }
  const message = error instanceof Error ? error.message : String(error);
  return `Đăng nhập không thành công: ${message}`;
}
