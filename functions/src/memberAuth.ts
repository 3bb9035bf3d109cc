/**
 * The checks every members endpoint makes (the members content in membersApi.ts,
 * the learning space in learningSpaceApi.ts): App Check, then a Firebase ID
 * token with a verified email. Kept apart from membersApi.ts, which imports
 * the generated members content.
 */
import type {DecodedIdToken} from 'firebase-admin/auth';
import {checkAppCheck, type AppCheckVerifier} from './appCheck';
import {bearerToken} from './bearerToken';

export interface ApiResponse {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

export const MEMBERS_MESSAGES = {
  missing: 'Bạn cần đăng nhập để xem nội dung dành cho học viên.',
  invalid: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.',
  revoked: 'Phiên đăng nhập này đã bị thu hồi (ví dụ sau khi đăng xuất khỏi mọi thiết bị). Vui lòng đăng nhập lại.',
  disabled: 'Tài khoản này đã bị khóa nên không xem được nội dung học viên. Vui lòng liên hệ Learn Anything.',
  noEmail: 'Tài khoản cần có địa chỉ email để xem nội dung học viên.',
  unverified:
    'Địa chỉ email của tài khoản này chưa được xác minh. Hãy đăng nhập bằng tài khoản Google đã xác minh email.',
  notFound: 'Không tìm thấy tài nguyên này.',
} as const;

/** RFC 6750: a 401 tells the client how to authenticate, and why the token failed. */
function unauthorized(message: string, error?: 'invalid_token'): ApiResponse {
  const challenge = error ? `Bearer realm="learn-anything", error="${error}"` : 'Bearer realm="learn-anything"';
  return {status: 401, body: {error: message}, headers: {'WWW-Authenticate': challenge}};
}

function errorCode(error: unknown): string {
  const code = (error as {code?: unknown} | null)?.code;
  return typeof code === 'string' ? code : '';
}

export type MemberCheck = {ok: true; member: DecodedIdToken} | {ok: false; response: ApiResponse};

/**
 * The checks every members endpoint makes before anything else, in this order:
 *
 * - 401 without a valid App Check token (body `code: 'app-check'`);
 * - 401 (with WWW-Authenticate): no token, or a token that is malformed,
 *   expired, for another project or audience, or revoked;
 * - 403: a valid token whose account is disabled, has no email, or whose email
 *   is not verified.
 *
 * `verifyIdToken` must check the signature, expiry, issuer and audience (the
 * project) and revocation: index.ts passes getAuth().verifyIdToken(token, true),
 * which also refuses disabled accounts.
 */
export async function authenticateMember(
  authorization: string | undefined,
  verifyIdToken: (token: string) => Promise<DecodedIdToken>,
  appCheckToken: string | undefined,
  verifyAppCheck: AppCheckVerifier,
): Promise<MemberCheck> {
  const appCheck = await checkAppCheck(appCheckToken, verifyAppCheck);
  if (!appCheck.ok) return {ok: false, response: {status: 401, body: {code: 'app-check', error: appCheck.message}}};
  const token = bearerToken(authorization);
  if (!token) return {ok: false, response: unauthorized(MEMBERS_MESSAGES.missing)};
  let decoded: DecodedIdToken;
  try {
    decoded = await verifyIdToken(token);
  } catch (error) {
    const code = errorCode(error);
    if (code === 'auth/user-disabled')
      return {ok: false, response: {status: 403, body: {error: MEMBERS_MESSAGES.disabled}}};
    if (code === 'auth/id-token-revoked')
      return {ok: false, response: unauthorized(MEMBERS_MESSAGES.revoked, 'invalid_token')};
    return {ok: false, response: unauthorized(MEMBERS_MESSAGES.invalid, 'invalid_token')};
  }
  if (typeof decoded.email !== 'string' || decoded.email === '') {
    return {ok: false, response: {status: 403, body: {error: MEMBERS_MESSAGES.noEmail}}};
  }
  if (decoded.email_verified !== true) {
    return {ok: false, response: {status: 403, body: {error: MEMBERS_MESSAGES.unverified}}};
  }
  return {ok: true, member: decoded};
}
