import {PERSONAL_PAGE_PATH} from '../learning-space/paths';

/** The members-only areas of the site: the members content and the personal page (learning space). */
export const MEMBERS_PREFIXES = ['/members', '/tai-nguyen', PERSONAL_PAGE_PATH] as const;

/**
 * True for a members-only path: exactly a prefix, or a prefix followed by '/'
 * (so /members and /tai-nguyen/checklist count, /membersxyz does not, and
 * neither does /members-khac). Paths are case-sensitive, as the host serves them.
 */
export function isMembersPath(pathname: string): boolean {
  return MEMBERS_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** The API path that serves a members page: /members → /api/members, /tai-nguyen/x → /api/members/tai-nguyen/x. */
export function membersApiPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '');
  return clean === '/members' ? '/api/members' : `/api/members${clean}`;
}
