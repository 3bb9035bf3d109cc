/**
 * QUESTIONS_API (src/data/apiPaths.ts): questions under a page and the owner's answers. Pure
 * logic; index.ts plugs in the request, the tokens, the enrolment look-up, the rate limits,
 * Firestore (questionStore.ts) and the mail of an answer.
 *
 * - GET  /trang?p=<path>  → 200 {cauHoi}: an article's or a post's published questions, to anyone,
 *                           cached at the edge for a few minutes (PUBLIC_CACHE);
 * - GET  /tat-ca          → 200 {trang}: every published one per page, for the build's static HTML;
 * - GET  /bai-hoc?p=<path> → 200 {cauHoi}: a lesson's published questions, to its course's
 *                           students and to owners;
 * - GET  /cua-toi         → 200 {cauHoi}: the caller's own questions, newest first;
 * - POST /xem-truoc {noiDung} → 200 {html}: a member's preview, rendered as it will be;
 * - POST /hoi {trang, noiDung, ten} → 201 {cauHoi}, or 200 {cauHoi, trung: true} for one already
 *                           asked: a member with a verified email, not blocked, a student of the
 *                           course for a lesson; limited per member and per address each day;
 * - GET  /quan-tri        → 200 {nhom, soCho, gan, biChan}: the owner's queue;
 * - POST /quan-tri/<id> {hanhDong, …} → 200 {cauHoi}: answer (or edit it), publish or keep it
 *                           private, hide, show again, mark as spam, block or unblock the asker;
 *                           each action audited;
 * - POST /quan-tri/bo-chan/<uid> → 200 {uid, biChan: false}: unblocks a member, audited (also one
 *                           whose questions were erased).
 * Every member route passes authenticateMember (App Check, a valid unrevoked token, a verified
 * email); the owner's pass authenticateOwner. Errors are `{error, truong?}` in Vietnamese.
 */
import type {DecodedIdToken} from 'firebase-admin/auth';
import type {AppCheckVerifier} from '../appCheck';
import {QUESTIONS_API} from '../generated/apiPaths';
import {jsonBodyOrRefusal, type SignedInRequest} from '../jsonBody';
import {authenticateMember, type ApiResponse} from '../memberAuth';
import {authenticateOwner, hasOwnerClaim} from '../ownerAuth';
import type {RateLimitDecision} from '../rateLimit';
import {renderMarkdown} from './markdown';
import {queueByPage} from './questionQueue';
import {
  applyAction,
  deskView,
  newQuestion,
  ownView,
  parseAction,
  parseAsk,
  parsePreview,
  publicView,
  publishedByPage,
  questionId,
  questionPage,
  type OwnerAction,
  type StoredQuestion,
} from './questions';

/** An article's questions at the edge: five minutes, so a new answer shows within them without a rebuild. */
export const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300';
/** A question is at most 2,000 characters of up to 3 UTF-8 bytes, and a name; more is not a question. */
export const MAX_ASK_BYTES = 8 * 1024;
/** An answer is at most 10,000 characters. */
export const MAX_ACTION_BYTES = 40 * 1024;
/** How many handled questions the desk lists. */
export const RECENT_SHOWN = 50;

export const QUESTIONS_API_MESSAGES = {
  notFound: 'Không tìm thấy địa chỉ này.',
  method: 'Phương thức không được hỗ trợ ở địa chỉ này.',
  contentType: 'Máy chủ chỉ nhận dữ liệu JSON (Content-Type: application/json; charset=utf-8).',
  tooLarge: 'Dữ liệu gửi lên quá lớn.',
  badJson: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  notStudent:
    'Chỉ học viên của khóa này mới xem và hỏi được dưới bài học. Nếu bạn đã ghi danh, hãy đăng nhập bằng đúng tài khoản Google đã dùng khi đăng ký.',
  blocked: 'Tài khoản này đã bị tạm ngừng đặt câu hỏi. Nếu bạn nghĩ đây là nhầm lẫn, hãy liên hệ Learn Anything.',
  rateLimited: 'Hôm nay đã có quá nhiều câu hỏi gửi từ tài khoản hoặc mạng này. Hãy thử lại vào ngày mai.',
  missing: 'Không tìm thấy câu hỏi này (có thể người hỏi đã xóa dữ liệu của mình).',
} as const;

export interface QuestionStore {
  get(id: string): Promise<StoredQuestion | null>;
  /** Writes the question unless one with its id exists: the stored one, and whether this call wrote it. */
  create(question: StoredQuestion, now: number): Promise<{question: StoredQuestion; created: boolean}>;
  /**
   * Reads the question, lets `change` decide, and writes the result with an audit record of the
   * owner's action, as one step; null when there is no such question. `chan` and `boChan` block or
   * unblock its asker in the same step.
   */
  update(
    id: string,
    change: (question: StoredQuestion) => ReturnType<typeof applyAction>,
    audit: {by: string; action: OwnerAction['hanhDong']; at: number},
  ): Promise<{ok: true; before: StoredQuestion; after: StoredQuestion} | {ok: false; error: string} | null>;
  /** Published questions of a page, or of every page. */
  published(page?: string): Promise<StoredQuestion[]>;
  byMember(uid: string): Promise<StoredQuestion[]>;
  waiting(): Promise<StoredQuestion[]>;
  /** The latest handled questions (answered, hidden or spam), newest first. */
  recent(limit: number): Promise<StoredQuestion[]>;
  isBlocked(uid: string): Promise<boolean>;
  /** Blocked askers, each with the question they were blocked through (the desk unblocks through it). */
  blocked(): Promise<{uid: string; ten: string; luc: number; cauHoi: string}[]>;
  /** Lets a blocked member ask again, audited; false when they were not blocked. */
  unblock(uid: string, by: string, now: number): Promise<boolean>;
}

export interface QuestionsRequest extends SignedInRequest {
  /** The `p` query parameter. */
  page: unknown;
}

export interface QuestionsDeps {
  verifyIdToken: (token: string) => Promise<DecodedIdToken>;
  verifyAppCheck: AppCheckVerifier;
  store: QuestionStore;
  /** Course → its lessons' slugs. */
  lessons: Record<string, readonly string[]>;
  isEnrolled: (email: string, course: string) => Promise<boolean>;
  /** A new question by this member, and a question (new or not) from this address, today. */
  limitMember: (uid: string) => Promise<RateLimitDecision>;
  limitAddress: () => Promise<RateLimitDecision>;
  /** After an owner's answer is stored: the asker's mail (once per question). */
  afterAnswer: (after: StoredQuestion) => Promise<void>;
  now: () => number;
}

/** The route under QUESTIONS_API, or null for any other path. */
export function questionsRoute(path: string): string | null {
  if (path !== QUESTIONS_API && !path.startsWith(`${QUESTIONS_API}/`)) return null;
  return path.slice(QUESTIONS_API.length).replace(/^\/+|\/+$/g, '');
}

const json = (status: number, body: Record<string, unknown>, headers?: Record<string, string>): ApiResponse => ({
  status,
  body,
  ...(headers ? {headers} : {}),
});
const methodNotAllowed = (allow: string) => json(405, {error: QUESTIONS_API_MESSAGES.method}, {Allow: allow});
const refused = (error: string, field?: string) => json(400, field ? {error, truong: field} : {error});
const rateLimited = (seconds: number) =>
  json(429, {error: QUESTIONS_API_MESSAGES.rateLimited}, {'Retry-After': String(seconds)});

async function member(request: QuestionsRequest, deps: QuestionsDeps) {
  return authenticateMember(request.authorization, deps.verifyIdToken, request.appCheckToken, deps.verifyAppCheck);
}

/** Whether the member may read and ask under a lesson of `course`: its students and owners. */
async function mayUseCourse(caller: DecodedIdToken, course: string, deps: QuestionsDeps) {
  return hasOwnerClaim(caller) || deps.isEnrolled((caller.email ?? '').toLowerCase(), course);
}

async function publicPage(request: QuestionsRequest, deps: QuestionsDeps): Promise<ApiResponse> {
  const page = questionPage(request.page, deps.lessons);
  if (!page || page.kind !== 'public') return json(404, {error: QUESTIONS_API_MESSAGES.notFound});
  const questions = await deps.store.published(page.path);
  return json(
    200,
    {cauHoi: questions.sort((a, b) => a.hoiLuc - b.hoiLuc).map(publicView)},
    {'Cache-Control': PUBLIC_CACHE},
  );
}

async function lessonPage(request: QuestionsRequest, deps: QuestionsDeps): Promise<ApiResponse> {
  const check = await member(request, deps);
  if (!check.ok) return check.response;
  const page = questionPage(request.page, deps.lessons);
  if (!page || page.kind !== 'lesson') return json(404, {error: QUESTIONS_API_MESSAGES.notFound});
  if (!(await mayUseCourse(check.member, page.course, deps))) {
    return json(403, {error: QUESTIONS_API_MESSAGES.notStudent});
  }
  const questions = await deps.store.published(page.path);
  return json(200, {cauHoi: questions.sort((a, b) => a.hoiLuc - b.hoiLuc).map(publicView)});
}

async function ask(request: QuestionsRequest, deps: QuestionsDeps): Promise<ApiResponse> {
  const check = await member(request, deps);
  if (!check.ok) return check.response;
  const caller = check.member;
  const byAddress = await deps.limitAddress();
  if (!byAddress.allowed) return rateLimited(byAddress.retryAfterSeconds);
  const body = jsonBodyOrRefusal(request, MAX_ASK_BYTES, QUESTIONS_API_MESSAGES);
  if (!body.ok) return body.response;
  const input = parseAsk(body.body, deps.lessons);
  if (!input.ok) return refused(input.error, input.field);
  const {page} = input.value;
  if (page.kind === 'lesson' && !(await mayUseCourse(caller, page.course, deps))) {
    return json(403, {error: QUESTIONS_API_MESSAGES.notStudent, truong: 'trang'});
  }
  if (await deps.store.isBlocked(caller.uid)) return json(403, {error: QUESTIONS_API_MESSAGES.blocked});
  // The same question again (a double click, a retry after a lost answer): the one stored.
  const existing = await deps.store.get(questionId(caller.uid, page.path, input.value.markdown));
  if (existing) return json(200, {cauHoi: ownView(existing), trung: true});
  const byMember = await deps.limitMember(caller.uid);
  if (!byMember.allowed) return rateLimited(byMember.retryAfterSeconds);
  const now = deps.now();
  const stored = await deps.store.create(newQuestion({uid: caller.uid, email: caller.email!}, input.value, now), now);
  return stored.created
    ? json(201, {cauHoi: ownView(stored.question)})
    : json(200, {cauHoi: ownView(stored.question), trung: true});
}

async function preview(request: QuestionsRequest, deps: QuestionsDeps): Promise<ApiResponse> {
  const check = await member(request, deps);
  if (!check.ok) return check.response;
  const body = jsonBodyOrRefusal(request, MAX_ACTION_BYTES, QUESTIONS_API_MESSAGES);
  if (!body.ok) return body.response;
  const text = parsePreview(body.body);
  if (!text.ok) return refused(text.error, text.field);
  return json(200, {html: renderMarkdown(text.value)});
}

async function own(request: QuestionsRequest, deps: QuestionsDeps): Promise<ApiResponse> {
  const check = await member(request, deps);
  if (!check.ok) return check.response;
  const questions = await deps.store.byMember(check.member.uid);
  return json(200, {cauHoi: questions.sort((a, b) => b.hoiLuc - a.hoiLuc).map(ownView)});
}

/** The desk's queue (GET, `id` '') or an action on question `id` (POST), by the owner `owner`. */
async function desk(request: QuestionsRequest, deps: QuestionsDeps, owner: string, id: string): Promise<ApiResponse> {
  if (id === '') {
    if (request.method !== 'GET') return methodNotAllowed('GET');
    const [waiting, handled, blocked] = await Promise.all([
      deps.store.waiting(),
      deps.store.recent(RECENT_SHOWN),
      deps.store.blocked(),
    ]);
    // The latest acted on, less those waiting again (shown again, or only their asker blocked).
    const recent = handled.filter((question) => question.trangThai !== 'choTraLoi');
    const blockedIds = new Set(blocked.map((entry) => entry.uid));
    const view = (question: StoredQuestion) => deskView(question, blockedIds);
    return json(200, {
      nhom: queueByPage(waiting.map(view)),
      soCho: waiting.length,
      gan: recent.map(view),
      biChan: blocked,
    });
  }
  if (request.method !== 'POST') return methodNotAllowed('POST');
  const body = jsonBodyOrRefusal(request, MAX_ACTION_BYTES, QUESTIONS_API_MESSAGES);
  if (!body.ok) return body.response;
  const action = parseAction(body.body);
  if (!action.ok) return refused(action.error, action.field);
  const now = deps.now();
  const result = await deps.store.update(id, (question) => applyAction(question, action.value, now), {
    by: owner,
    action: action.value.hanhDong,
    at: now,
  });
  if (result === null) return json(404, {error: QUESTIONS_API_MESSAGES.missing});
  if (!result.ok) return refused(result.error);
  const {after} = result;
  if (action.value.hanhDong === 'traLoi') await deps.afterAnswer(after);
  const blocked = after.uid !== null && (await deps.store.isBlocked(after.uid));
  return json(200, {cauHoi: deskView(after, new Set(blocked && after.uid ? [after.uid] : []))});
}

/** POST /quan-tri/bo-chan/<uid>: a blocked member may ask again, whatever became of their questions. */
async function unblock(
  request: QuestionsRequest,
  deps: QuestionsDeps,
  owner: string,
  uid: string,
): Promise<ApiResponse> {
  if (request.method !== 'POST') return methodNotAllowed('POST');
  // Already unblocked (a repeated click) answers the same: the member may ask.
  await deps.store.unblock(uid, owner, deps.now());
  return json(200, {uid, biChan: false});
}

export async function handleQuestionsRequest(request: QuestionsRequest, deps: QuestionsDeps): Promise<ApiResponse> {
  const route = questionsRoute(request.path) ?? '';
  const only = (method: string, handler: () => Promise<ApiResponse>) =>
    request.method === method ? handler() : Promise.resolve(methodNotAllowed(method));
  switch (route) {
    case 'trang':
      return only('GET', () => publicPage(request, deps));
    case 'tat-ca':
      return only('GET', async () =>
        json(200, {trang: publishedByPage(await deps.store.published())}, {'Cache-Control': PUBLIC_CACHE}),
      );
    case 'bai-hoc':
      return only('GET', () => lessonPage(request, deps));
    case 'cua-toi':
      return only('GET', () => own(request, deps));
    case 'xem-truoc':
      return only('POST', () => preview(request, deps));
    case 'hoi':
      return only('POST', () => ask(request, deps));
  }
  const unblockRoute = /^quan-tri\/bo-chan\/([A-Za-z0-9_-]{1,128})$/.exec(route);
  const deskRoute = /^quan-tri(?:\/([A-Za-z0-9_-]{1,64}))?$/.exec(route);
  if (!unblockRoute && !deskRoute) return json(404, {error: QUESTIONS_API_MESSAGES.notFound});
  // Every desk route: the owner's checks first, once.
  const check = await authenticateOwner(
    request.authorization,
    deps.verifyIdToken,
    request.appCheckToken,
    deps.verifyAppCheck,
  );
  if (!check.ok) return check.response;
  const owner = check.owner.email ?? check.owner.uid;
  if (unblockRoute) return unblock(request, deps, owner, unblockRoute[1]);
  return desk(request, deps, owner, deskRoute?.[1] ?? '');
}
