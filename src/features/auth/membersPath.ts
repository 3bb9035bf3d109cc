import {MEMBERS_API} from '../../data/apiPaths';
import {PERSONAL_PAGE_PATH} from '../learning-space/paths';

/** The members area's home page (members/index.md). */
export const MEMBERS_HOME = '/members';

/**
 * The pages whose text is members-only: the Markdown in members/ (routes from
 * plugins/members-routes.ts, text served by the members API). Never indexed for
 * search, never given a social image of their own, never cached by the service
 * worker (src/features/offline/swPolicy.mjs, which has no imports, keeps its own
 * copy; swPolicy.test.ts checks it against this list).
 */
export const MEMBERS_CONTENT_PREFIXES = [MEMBERS_HOME, '/tai-nguyen'] as const;

/** The classroom: "Lớp học của tôi" and the lessons of the courses one is enrolled in (src/features/classroom). */
export const CLASSROOM_PATH = '/lop-hoc';
/** The owner's desk (src/features/owner-desk); the server refuses anyone but an owner. */
export const OWNER_DESK_PATH = '/quan-tri';

/**
 * The areas that need a signed-in member: the members content, the personal
 * page (learning space), the classroom and the owner's desk.
 */
export const MEMBERS_PREFIXES = [
  ...MEMBERS_CONTENT_PREFIXES,
  PERSONAL_PAGE_PATH,
  CLASSROOM_PATH,
  OWNER_DESK_PATH,
] as const;

/** Exactly one of the prefixes, or one followed by '/'. */
function isUnder(prefixes: readonly string[], pathname: string): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * True for a members-only path: exactly a prefix, or a prefix followed by '/'
 * (so /members and /tai-nguyen/checklist count, /membersxyz does not, and
 * neither does /members-khac). Paths are case-sensitive, as the host serves them.
 */
export function isMembersPath(pathname: string): boolean {
  return isUnder(MEMBERS_PREFIXES, pathname);
}

/** True for a page of members content (MEMBERS_CONTENT_PREFIXES), same matching as isMembersPath. */
export function isMembersContentPath(pathname: string): boolean {
  return isUnder(MEMBERS_CONTENT_PREFIXES, pathname);
}

/** The API path that serves a members page: /members → MEMBERS_API, /tai-nguyen/x → MEMBERS_API/tai-nguyen/x. */
export function membersApiPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '');
  return clean === MEMBERS_HOME ? MEMBERS_API : `${MEMBERS_API}${clean}`;
}
