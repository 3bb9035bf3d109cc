/**
 * LEARNING_SPACE_API/<uid> (src/data/apiPaths.ts): a member's learning space
 * (progress, bookmarks, saved numerology profiles, wheel-of-life history, the
 * review's history, self-check answers and added articles). Pure
 * logic; index.ts plugs in the HTTP request, token verification and Firestore
 * (learningSpaceStore.ts).
 *
 * The same checks as the members content come first (authenticateMember in
 * membersApi.ts: App Check, then a verified ID token with revocation); then
 * the uid in the path must be the token's: one member never reads or writes
 * another's data.
 *
 * - GET    → 200 {items}: everything stored (also the export);
 * - POST   {changes: [...]} → 200 {items}: applies the changes, each stamped with
 *          the server's time (last writer wins per item, but a stored review is
 *          never replaced: see applyChanges), then answers everything;
 * - DELETE → 200 {items: []}: deletes every document of the member.
 *
 * Shape and size come from learningData.ts, a symbolic link to the module the
 * site uses (src/features/learning-space/learningData.ts).
 */
import type {DecodedIdToken} from 'firebase-admin/auth';
import type {AppCheckVerifier} from './appCheck';
import {LEARNING_SPACE_API} from './generated/apiPaths';
import {applyChanges, LIMITS, MAX_BODY_BYTES, parseChanges, sortItems, type Applied, type Item} from './learningData';
import {authenticateMember, type ApiResponse} from './memberAuth';
import {jsonBodyOrRefusal, type SignedInRequest} from './jsonBody';

/** The uid of a learning-space path ('' when it has none), or null for any other path. */
export function learningSpaceUid(path: string): string | null {
  if (path !== LEARNING_SPACE_API && !path.startsWith(`${LEARNING_SPACE_API}/`)) return null;
  return path.slice(LEARNING_SPACE_API.length).replace(/^\/+|\/+$/g, '');
}

export const LEARNING_SPACE_MESSAGES = {
  method: 'Địa chỉ này chỉ nhận GET (đọc), POST (ghi thay đổi) và DELETE (xóa toàn bộ).',
  noUid: `Thiếu mã người dùng trong địa chỉ (${LEARNING_SPACE_API}/<mã người dùng>).`,
  otherUser: 'Bạn chỉ được đọc, ghi và xóa dữ liệu của chính mình.',
  contentType: 'Máy chủ chỉ nhận dữ liệu JSON (Content-Type: application/json; charset=utf-8).',
  tooLarge: `Dữ liệu gửi lên quá lớn (tối đa ${MAX_BODY_BYTES / 1024} KB mỗi lần).`,
  badJson: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  deleted: 'Đã xóa toàn bộ dữ liệu học tập của bạn trên máy chủ.',
} as const;

export interface LearningSpaceStore {
  list(uid: string): Promise<Item[]>;
  /**
   * Reads the member's items, lets `plan` decide (applyChanges: what to write
   * and delete, or a refusal), and writes that, all or nothing, as one atomic
   * step: no other write to the member's items lands between the read and the
   * write, so two concurrent requests cannot together exceed a limit.
   */
  update(uid: string, plan: (stored: Item[]) => Applied): Promise<Applied>;
  /** Deletes every item of the member. */
  deleteAll(uid: string): Promise<void>;
}

export type LearningSpaceRequest = SignedInRequest;

export interface LearningSpaceDeps {
  verifyIdToken: (token: string) => Promise<DecodedIdToken>;
  verifyAppCheck: AppCheckVerifier;
  store: LearningSpaceStore;
  /** Deletes what else belongs to the member (their mail preferences) with "delete everything". */
  onDeleteAll?: (member: DecodedIdToken) => Promise<void>;
  now: () => number;
}

const ALLOWED = 'GET, POST, DELETE';

export async function handleLearningSpaceRequest(
  request: LearningSpaceRequest,
  deps: LearningSpaceDeps,
): Promise<ApiResponse> {
  if (!['GET', 'POST', 'DELETE'].includes(request.method)) {
    return {status: 405, body: {error: LEARNING_SPACE_MESSAGES.method}, headers: {Allow: ALLOWED}};
  }
  const check = await authenticateMember(
    request.authorization,
    deps.verifyIdToken,
    request.appCheckToken,
    deps.verifyAppCheck,
  );
  if (!check.ok) return check.response;
  const uid = learningSpaceUid(request.path);
  if (!uid) return {status: 404, body: {error: LEARNING_SPACE_MESSAGES.noUid}};
  if (uid !== check.member.uid) return {status: 403, body: {error: LEARNING_SPACE_MESSAGES.otherUser}};

  if (request.method === 'GET') {
    return {status: 200, body: {items: sortItems(await deps.store.list(uid)), limits: LIMITS}};
  }
  if (request.method === 'DELETE') {
    await deps.store.deleteAll(uid);
    await deps.onDeleteAll?.(check.member);
    return {status: 200, body: {items: [], message: LEARNING_SPACE_MESSAGES.deleted}};
  }
  const parsed = jsonBodyOrRefusal(request, MAX_BODY_BYTES, LEARNING_SPACE_MESSAGES);
  if (!parsed.ok) return parsed.response;
  // One time for the request: reviews dated after it (beyond the drift allowed) are refused, writes are stamped with it.
  const now = deps.now();
  const changes = parseChanges(parsed.body, now);
  if (!changes.ok) return {status: 400, body: {error: changes.error}};
  if (changes.changes.length === 0) {
    return {status: 200, body: {items: sortItems(await deps.store.list(uid)), limits: LIMITS}};
  }
  const applied = await deps.store.update(uid, (stored) => applyChanges(stored, changes.changes, now));
  if (!applied.ok) return {status: 400, body: {error: applied.error}};
  return {status: 200, body: {items: applied.items, limits: LIMITS}};
}

/** A store in memory: the model of the Firestore one, for unit tests. */
export function memoryLearningSpaceStore(): LearningSpaceStore & {data: Map<string, Map<string, Item>>} {
  const data = new Map<string, Map<string, Item>>();
  const of = (uid: string) => data.get(uid) ?? data.set(uid, new Map()).get(uid)!;
  return {
    data,
    async list(uid) {
      return [...of(uid).values()];
    },
    async update(uid, plan) {
      // Read, plan and write without an await in between: atomic in one Node process.
      const applied = plan([...of(uid).values()]);
      if (applied.ok) {
        for (const item of applied.written) of(uid).set(`${item.kind}\u0000${item.key}`, item);
        for (const gone of applied.deleted) of(uid).delete(`${gone.kind}\u0000${gone.key}`);
      }
      return applied;
    },
    async deleteAll(uid) {
      data.delete(uid);
    },
  };
}
