/**
 * The check every owner endpoint makes: the members' checks (authenticateMember:
 * App Check, a valid unrevoked ID token, a verified email), then the custom
 * claim `owner: true`, which only `npm run owners` (the Admin SDK) can set.
 * Nothing the browser sends can make someone an owner.
 */
import type {DecodedIdToken} from 'firebase-admin/auth';
import type {AppCheckVerifier} from './appCheck';
import {authenticateMember, type ApiResponse} from './memberAuth';

export const OWNER_MESSAGES = {
  notOwner:
    'Tài khoản này không có quyền chủ khóa học nên không mở được bàn quản trị. Nếu bạn là chủ khóa học, hãy nhờ người quản lý dự án cấp quyền (npm run owners -- add <email>) rồi đăng nhập lại.',
} as const;

export type OwnerCheck = {ok: true; owner: DecodedIdToken} | {ok: false; response: ApiResponse};

/** True when a verified token carries the owner role: exactly `owner: true`. */
export function hasOwnerClaim(token: DecodedIdToken): boolean {
  return (token as {owner?: unknown}).owner === true;
}

/** 401/403 as authenticateMember, then 403 for a verified member without the owner claim. */
export async function authenticateOwner(
  authorization: string | undefined,
  verifyIdToken: (token: string) => Promise<DecodedIdToken>,
  appCheckToken: string | undefined,
  verifyAppCheck: AppCheckVerifier,
): Promise<OwnerCheck> {
  const check = await authenticateMember(authorization, verifyIdToken, appCheckToken, verifyAppCheck);
  if (!check.ok) return check;
  if (!hasOwnerClaim(check.member)) return {ok: false, response: {status: 403, body: {error: OWNER_MESSAGES.notOwner}}};
  return {ok: true, owner: check.member};
}
