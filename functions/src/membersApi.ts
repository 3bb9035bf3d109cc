import type {DecodedIdToken} from 'firebase-admin/auth';
import type {AppCheckVerifier} from './appCheck';
import {authenticateMember, MEMBERS_MESSAGES, type ApiResponse} from './memberAuth';
import {MEMBERS_API} from './generated/apiPaths';
import {memberPages} from './generated/membersContent';

export {MEMBERS_MESSAGES, type ApiResponse};

/** The members page key of an API path: /api/members → '', /api/members/tai-nguyen/x → 'tai-nguyen/x'. */
export function memberPageKey(path: string): string | null {
  if (path !== MEMBERS_API && !path.startsWith(`${MEMBERS_API}/`)) return null;
  return path.slice(MEMBERS_API.length).replace(/^\/+|\/+$/g, '');
}

/**
 * Serves a members page to a signed-in member: the checks of
 * authenticateMember, then 404 for an unknown page (only ever answered to a
 * verified member).
 */
export async function handleMembersRequest(
  key: string,
  authorization: string | undefined,
  verifyIdToken: (token: string) => Promise<DecodedIdToken>,
  appCheckToken: string | undefined,
  verifyAppCheck: AppCheckVerifier,
): Promise<ApiResponse> {
  const check = await authenticateMember(authorization, verifyIdToken, appCheckToken, verifyAppCheck);
  if (!check.ok) return check.response;
  const page = Object.hasOwn(memberPages, key) ? memberPages[key] : undefined;
  if (!page) {
    return {status: 404, body: {error: MEMBERS_MESSAGES.notFound}};
  }
  return {status: 200, body: {title: page.title, html: page.html}};
}
