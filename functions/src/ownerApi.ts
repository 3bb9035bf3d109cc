/**
 * OWNER_API (src/data/apiPaths.ts): the owner's desk. Pure logic; index.ts plugs
 * in the HTTP request, token verification and Firestore (ownerStore.ts).
 * Every route first passes authenticateOwner (ownerAuth.ts): App Check, a
 * valid unrevoked token, a verified email and the `owner: true` claim.
 *
 * - GET  /toi          → 200 {email}: "the server says you are an owner"; the
 *                        desk's code loads only after this answer.
 * - GET  /dang-ky      → 200 {signups, audit, previousVisit, bank}: every sign-up,
 *                        the latest owner actions, the owner's previous visit
 *                        (this one is recorded), the bank account for VietQR.
 * - POST /trang-thai   {ids, to} → 200 {results}: moves each sign-up (1 to 500)
 *                        when signupStatus.ts allows it, each move audited.
 * - POST /xoa-du-lieu  {email} → 200 {deleted}: a person's request to erase
 *                        their data: every sign-up of that email is deleted; the
 *                        audit keeps the deletion without personal data.
 * - GET  /thu          → 200 {mails, notice}: the latest mails with their delivery
 *                        state, and how the owner hears of sign-ups.
 * - POST /gui-lai      {id, resends} → 200 {ok}: resends a sent or failed mail (the
 *                        number of resends the desk showed: a repeated click sends once).
 * - POST /thong-bao    {cheDo} → 200 {notice}: a mail per sign-up, a daily digest, or none.
 */
import type {DecodedIdToken} from 'firebase-admin/auth';
import type {AppCheckVerifier} from './appCheck';
import {OWNER_API} from './generated/apiPaths';
import type {SignupFacts} from './mail/mails';
import type {ApiResponse} from './memberAuth';
import {authenticateOwner} from './ownerAuth';
import type {BankAccount} from './paymentSettings';
import {jsonBodyOrRefusal, type SignedInRequest} from './jsonBody';
import {isSignupStatus, moveError, SIGNUP_STATUSES, type DeskSignup, type SignupStatus} from './signupStatus';

export type {DeskSignup};

export const AUDIT_COLLECTION = 'nhatKyQuanTri';
export const OWNER_VISITS_COLLECTION = 'chuKhoaHoc';
/** Most sign-ups moved in one request. */
export const MAX_IDS = 500;
/** Largest request body: 500 ids of about 90 characters. */
export const MAX_OWNER_BODY_BYTES = 64 * 1024;
/** How many of the latest audit records the desk shows. */
export const AUDIT_SHOWN = 200;

export const OWNER_API_MESSAGES = {
  notFound: 'Không tìm thấy địa chỉ này trong bàn quản trị.',
  method: 'Phương thức không được hỗ trợ ở địa chỉ này.',
  contentType: 'Máy chủ chỉ nhận dữ liệu JSON (Content-Type: application/json; charset=utf-8).',
  tooLarge: `Dữ liệu gửi lên quá lớn (tối đa ${MAX_OWNER_BODY_BYTES / 1024} KB).`,
  badJson: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  moveShape: `Cần gửi {"ids": [...], "to": "<trạng thái>"} với 1 đến ${MAX_IDS} mã đăng ký khác nhau.`,
  badStatus: `Trạng thái không hợp lệ (chỉ nhận: ${SIGNUP_STATUSES.join(', ')}).`,
  badId: 'Mã đăng ký không hợp lệ.',
  missing: 'Không tìm thấy đăng ký này (có thể đã bị xóa theo yêu cầu của người đăng ký).',
  eraseShape: 'Cần gửi {"email": "<địa chỉ email của người yêu cầu xóa>"}.',
  resendShape: 'Cần gửi {"id": "<mã thư>", "resends": <số lần đã gửi lại>}.',
  resendRefused: 'Thư này đang được gửi, hoặc đã được gửi lại từ trước: hãy tải lại danh sách.',
  noticeShape: 'Cần gửi {"cheDo": "moiDangKy" | "hangNgay" | "tat"}.',
  badEmail: 'Địa chỉ email không hợp lệ.',
} as const;

/** One owner action. No personal data beyond the owner's own email. */
export type AuditRecord =
  | {
      kind: 'move';
      at: number;
      by: string;
      signupId: string;
      maThamChieu: string;
      khoaHoc: string;
      from: SignupStatus;
      to: SignupStatus;
    }
  | {kind: 'erase'; at: number; by: string; count: number}
  /** An action on a question (questions/questionStore.ts writes it). */
  | {kind: 'question'; at: number; by: string; page: string; action: string};

/** What a status change's mail needs of the sign-up; the store reads it in the same transaction. */
export type MovedSignup = SignupFacts;

export type MoveResult =
  {id: string; ok: true; from: SignupStatus; to: SignupStatus} | {id: string; ok: false; error: string};

/** The store's answer to a move: a successful one also names its audit record and the sign-up. */
export type StoredMove =
  MoveResult | {id: string; ok: true; from: SignupStatus; to: SignupStatus; event: string; signup: MovedSignup};

export interface OwnerStore {
  listSignups(): Promise<DeskSignup[]>;
  listAudit(limit: number): Promise<AuditRecord[]>;
  /** The owner's previous visit (0 for the first) and records `now` as the latest. */
  visit(uid: string, now: number): Promise<number>;
  /**
   * Reads the sign-up, asks `decide` (null: allowed) and, when allowed, writes
   * the new status and the audit record together, atomically.
   */
  move(
    id: string,
    to: SignupStatus,
    audit: {by: string; at: number},
    decide: (from: SignupStatus) => string | null,
  ): Promise<StoredMove>;
  /** Deletes every sign-up of the email; records the erasure (count only). Returns the count. */
  erase(email: string, audit: {by: string; at: number}): Promise<number>;
}

export type OwnerRequest = SignedInRequest;

/** The desk's part of the outbox and the owner's notice setting (mail/outboxStore.ts, mail/mailStore.ts). */
export interface OwnerMail {
  recent(): Promise<unknown[]>;
  resend(id: string, seenResends: number): Promise<boolean>;
  notice(): Promise<string>;
  setNotice(mode: string): Promise<void>;
  /** The mail a move sends (paid, cancelled), if any. */
  afterMove(move: StoredMove): Promise<void>;
  /** Deletes the person's mails and mail settings (erasure). */
  erase(email: string): Promise<void>;
}

export interface OwnerDeps {
  verifyIdToken: (token: string) => Promise<DecodedIdToken>;
  verifyAppCheck: AppCheckVerifier;
  store: OwnerStore;
  bank: BankAccount | null;
  mail: OwnerMail;
  /** The notice modes the desk can choose (mailStore.ts). */
  noticeModes: readonly string[];
  now: () => number;
  /** What the payment gateway sent that waits for the owner ("Cần xem", payments/); none without payOS. */
  review?: () => Promise<unknown[]>;
}

/** The route under OWNER_API ('' for OWNER_API itself), or null for any other path. */
export function ownerRoute(path: string): string | null {
  if (path !== OWNER_API && !path.startsWith(`${OWNER_API}/`)) return null;
  return path.slice(OWNER_API.length).replace(/^\/+|\/+$/g, '');
}

/** Sign-up document ids: `<course slug>_<64 hex>` (signupDocId in signupCode.ts). */
export const SIGNUP_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*_[0-9a-f]{64}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

const ROUTES: Record<string, string> = {
  toi: 'GET',
  'dang-ky': 'GET',
  'trang-thai': 'POST',
  'xoa-du-lieu': 'POST',
  thu: 'GET',
  'gui-lai': 'POST',
  'thong-bao': 'POST',
  'can-xem': 'GET',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ids, to}`: 1 to MAX_IDS distinct well-formed ids and a known status. */
export function parseMove(body: unknown): {ok: true; ids: string[]; to: SignupStatus} | {ok: false; error: string} {
  if (!isRecord(body) || !Array.isArray(body.ids) || Object.keys(body).some((key) => key !== 'ids' && key !== 'to')) {
    return {ok: false, error: OWNER_API_MESSAGES.moveShape};
  }
  const ids = body.ids;
  if (ids.length === 0 || ids.length > MAX_IDS || new Set(ids).size !== ids.length) {
    return {ok: false, error: OWNER_API_MESSAGES.moveShape};
  }
  if (!ids.every((id): id is string => typeof id === 'string' && SIGNUP_ID.test(id))) {
    return {ok: false, error: OWNER_API_MESSAGES.badId};
  }
  if (!isSignupStatus(body.to)) return {ok: false, error: OWNER_API_MESSAGES.badStatus};
  return {ok: true, ids, to: body.to};
}

/** `{email}`: one address, trimmed and lower-cased as the sign-up stores it. */
export function parseErase(body: unknown): {ok: true; email: string} | {ok: false; error: string} {
  if (!isRecord(body) || typeof body.email !== 'string' || Object.keys(body).length !== 1) {
    return {ok: false, error: OWNER_API_MESSAGES.eraseShape};
  }
  const email = body.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) return {ok: false, error: OWNER_API_MESSAGES.badEmail};
  return {ok: true, email};
}

export async function handleOwnerRequest(request: OwnerRequest, deps: OwnerDeps): Promise<ApiResponse> {
  const route = ownerRoute(request.path) ?? '';
  const method = Object.hasOwn(ROUTES, route) ? ROUTES[route] : undefined;
  // Authentication comes first, so that nothing about the desk is told to anyone else.
  const check = await authenticateOwner(
    request.authorization,
    deps.verifyIdToken,
    request.appCheckToken,
    deps.verifyAppCheck,
  );
  if (!check.ok) return check.response;
  if (!method) return {status: 404, body: {error: OWNER_API_MESSAGES.notFound}};
  if (request.method !== method)
    return {status: 405, body: {error: OWNER_API_MESSAGES.method}, headers: {Allow: method}};
  const owner = check.owner;
  const by = owner.email ?? '';

  if (route === 'toi') return {status: 200, body: {email: by}};
  if (route === 'thu') {
    const [mails, notice] = await Promise.all([deps.mail.recent(), deps.mail.notice()]);
    return {status: 200, body: {mails, notice}};
  }
  if (route === 'can-xem') return {status: 200, body: {items: (await deps.review?.()) ?? []}};
  if (route === 'dang-ky') {
    const [signups, audit, previousVisit] = await Promise.all([
      deps.store.listSignups(),
      deps.store.listAudit(AUDIT_SHOWN),
      deps.store.visit(owner.uid, deps.now()),
    ]);
    return {status: 200, body: {signups, audit, previousVisit, bank: deps.bank}};
  }
  const parsed = jsonBodyOrRefusal(request, MAX_OWNER_BODY_BYTES, OWNER_API_MESSAGES);
  if (!parsed.ok) return parsed.response;
  if (route === 'trang-thai') {
    const move = parseMove(parsed.body);
    if (!move.ok) return {status: 400, body: {error: move.error}};
    const at = deps.now();
    const results: MoveResult[] = [];
    // One at a time: each is its own atomic read-check-write with its audit record.
    for (const id of move.ids) {
      const stored = await deps.store.move(id, move.to, {by, at}, (from) => moveError(from, move.to));
      await deps.mail.afterMove(stored);
      results.push(stored.ok ? {id, ok: true, from: stored.from, to: stored.to} : stored);
    }
    return {status: 200, body: {results}};
  }
  if (route === 'gui-lai') {
    const body = parsed.body as Record<string, unknown>;
    const valid =
      isRecord(body) &&
      Object.keys(body).length === 2 &&
      typeof body.id === 'string' &&
      /^[\w.@-]{1,200}$/.test(body.id) &&
      Number.isInteger(body.resends) &&
      (body.resends as number) >= 0;
    if (!valid) return {status: 400, body: {error: OWNER_API_MESSAGES.resendShape}};
    const ok = await deps.mail.resend(body.id as string, body.resends as number);
    return ok ? {status: 200, body: {ok}} : {status: 409, body: {error: OWNER_API_MESSAGES.resendRefused}};
  }
  if (route === 'thong-bao') {
    const body = parsed.body;
    if (!isRecord(body) || Object.keys(body).length !== 1 || !deps.noticeModes.includes(body.cheDo as string)) {
      return {status: 400, body: {error: OWNER_API_MESSAGES.noticeShape}};
    }
    await deps.mail.setNotice(body.cheDo as string);
    return {status: 200, body: {notice: body.cheDo}};
  }
  const erase = parseErase(parsed.body);
  if (!erase.ok) return {status: 400, body: {error: erase.error}};
  const deleted = await deps.store.erase(erase.email, {by, at: deps.now()});
  await deps.mail.erase(erase.email);
  return {status: 200, body: {deleted}};
}

/** A store in memory: the model of the Firestore one, for unit tests. */
export function memoryOwnerStore(signups: DeskSignup[] = []) {
  const data = new Map(signups.map((signup) => [signup.id, {...signup}]));
  const audit: AuditRecord[] = [];
  const visits = new Map<string, number>();
  const store: OwnerStore = {
    async listSignups() {
      return [...data.values()].map((signup) => ({...signup}));
    },
    async listAudit(limit) {
      return [...audit].sort((a, b) => b.at - a.at).slice(0, limit);
    },
    async visit(uid, now) {
      const previous = visits.get(uid) ?? 0;
      visits.set(uid, now);
      return previous;
    },
    async move(id, to, {by, at}, decide) {
      const signup = data.get(id);
      if (!signup) return {id, ok: false, error: OWNER_API_MESSAGES.missing};
      const error = decide(signup.trangThai);
      if (error) return {id, ok: false, error};
      const from = signup.trangThai;
      signup.trangThai = to;
      signup.capNhatLuc = at;
      audit.push({
        kind: 'move',
        at,
        by,
        signupId: id,
        maThamChieu: signup.maThamChieu,
        khoaHoc: signup.khoaHoc,
        from,
        to,
      });
      return {id, ok: true, from, to};
    },
    async erase(email, {by, at}) {
      let count = 0;
      for (const [id, signup] of data) {
        if (signup.email === email) {
          data.delete(id);
          count += 1;
        }
      }
      audit.push({kind: 'erase', at, by, count});
      return count;
    },
  };
  return {store, data, audit};
}
