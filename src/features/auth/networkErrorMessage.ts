/**
 * Shown when the sign-in server cannot be reached. Kept apart from authErrors.ts
 * because it is also the fallback when that lazily loaded table itself cannot load.
 */
export const NETWORK_ERROR_MESSAGE = 'Không kết nối được tới máy chủ đăng nhập. Hãy kiểm tra mạng rồi thử lại.';
