import type {DecodedIdToken} from 'firebase-admin/auth';
import {bearerToken} from './bearerToken';
import {memberPages} from './generated/membersContent';

export interface ApiResponse {
  status: number;
  body: Record<string, unknown>;
}

const MEMBERS_PREFIX = '/api/members';

/** The members page key of an API path: /api/members → '', /api/members/tai-nguyen/x → 'tai-nguyen/x'. */
export function memberPageKey(path: string): string | null {
  if (path !== MEMBERS_PREFIX && !path.startsWith(`${MEMBERS_PREFIX}/`)) return null;
  return path.slice(MEMBERS_PREFIX.length).replace(/^\/+|\/+$/g, '');
}

/**
 * Serves a members page to a signed-in member: 401 without a token, 403 for a
 * token that does not verify or has no email, 404 for an unknown page.
 */
export async function handleMembersRequest(
  key: string,
  authorization: string | undefined,
  verifyIdToken: (token: string) => Promise<DecodedIdToken>,
): Promise<ApiResponse> {
  const token = bearerToken(authorization);
  if (!token) {
    return {status: 401, body: {error: 'Bạn cần đăng nhập để xem nội dung dành cho học viên.'}};
  }
  let decoded: DecodedIdToken;
  try {
    decoded = await verifyIdToken(token);
  } catch {
    return {status: 403, body: {error: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn. Vui lòng đăng nhập lại.'}};
  }
  if (!decoded.email) {
    return {status: 403, body: {error: 'Tài khoản cần có địa chỉ email để xem nội dung học viên.'}};
  }
  const page = Object.hasOwn(memberPages, key) ? memberPages[key] : undefined;
  if (!page) {
    return {status: 404, body: {error: 'Không tìm thấy tài nguyên này.'}};
  }
  return {status: 200, body: {title: page.title, html: page.html}};
}
