/**
 * MAIL_API (src/data/apiPaths.ts):
 * - GET  /tuy-chon → 200 {nhacOnTap, traLoiCauHoi, email}: the caller's mail preferences (a
 *   member with a verified email, App Check: authenticateMember);
 * - PUT  /tuy-chon {nhacOnTap?: {bat, gio, nguong}, traLoiCauHoi?: boolean} → 200 the same: saves
 *   what it names;
 * - POST /huy?t=<token> → 200 {ok, message}: unsubscribes the token's address from its topic.
 *   No sign-in: the signed token is the authority (unsubscribe.ts). RFC 8058 one-click
 *   (`List-Unsubscribe=One-Click`) and the site's /huy-nhan-thu page both POST here; a GET
 *   changes nothing, because mail scanners follow links.
 * Pure logic; index.ts plugs in the request, the tokens and Firestore (mailStore.ts).
 */
import type {DecodedIdToken} from 'firebase-admin/auth';
import type {AppCheckVerifier} from '../appCheck';
import {MAIL_API} from '../generated/apiPaths';
import {jsonBodyOrRefusal, type SignedInRequest} from '../jsonBody';
import {authenticateMember, type ApiResponse} from '../memberAuth';
import {MAX_PREFERENCES_BYTES, parsePreferences, type MailPreferences} from './preferences';
import {MAX_TOKEN_LENGTH, verifyUnsubscribeToken, type UnsubscribeTopic} from './unsubscribe';

export interface MailPreferencesStore {
  /** The member's preferences; a reminder turned off by an unsubscribe link reads as off. */
  get(uid: string, email: string): Promise<MailPreferences>;
  /** Saves them; turning the reminder on again lifts an earlier unsubscribe of it. */
  put(uid: string, email: string, preferences: Partial<MailPreferences>, now: number): Promise<void>;
  /** Stops mails of `topic` to `email` (idempotent). */
  unsubscribe(email: string, topic: UnsubscribeTopic, now: number): Promise<void>;
}

export interface MailRequest extends SignedInRequest {
  /** The `t` query parameter. */
  token: unknown;
}

export interface MailApiDeps {
  verifyIdToken: (token: string) => Promise<DecodedIdToken>;
  verifyAppCheck: AppCheckVerifier;
  store: MailPreferencesStore;
  /** MAIL_LINK_SECRET; empty when it is not configured. */
  linkSecret: string;
  now: () => number;
}

export const MAIL_API_MESSAGES = {
  notFound: 'Không tìm thấy địa chỉ này.',
  method: 'Phương thức không được hỗ trợ ở địa chỉ này.',
  contentType: 'Máy chủ chỉ nhận dữ liệu JSON (Content-Type: application/json; charset=utf-8).',
  tooLarge: `Dữ liệu gửi lên quá lớn (tối đa ${MAX_PREFERENCES_BYTES} byte).`,
  badJson: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  malformed: 'Liên kết hủy nhận thư không đúng dạng. Hãy mở lại liên kết trong thư, đủ cả đoạn sau dấu "?t=".',
  signature: 'Liên kết hủy nhận thư không hợp lệ: có thể nó đã bị sửa. Hãy dùng đúng liên kết trong thư.',
  expired: 'Liên kết hủy nhận thư đã hết hạn. Hãy dùng liên kết trong một thư gần đây, hoặc tắt trong trang cá nhân.',
  unavailable: 'Chức năng hủy nhận thư tạm thời chưa sẵn sàng. Vui lòng thử lại sau.',
  unsubscribeTooLarge: 'Yêu cầu hủy nhận thư quá lớn: chỉ cần gửi "List-Unsubscribe=One-Click" hoặc để trống.',
  unsubscribed: {
    nhacOnTap: 'Đã tắt thư nhắc ôn tập cho địa chỉ này. Bạn có thể bật lại trong trang cá nhân.',
    thongBaoChu:
      'Đã ngừng gửi thư báo đăng ký mới tới địa chỉ này. Bật lại trong bàn quản trị, mục “Thư đã gửi”: chọn lại cách báo khi có đăng ký mới.',
    traLoiCauHoi: 'Đã ngừng gửi thư báo câu hỏi được trả lời tới địa chỉ này. Bạn có thể bật lại trong trang cá nhân.',
    cauHoiMoi:
      'Đã ngừng gửi thư tổng hợp câu hỏi mới tới địa chỉ này. Bật lại trong bàn quản trị, mục “Thư đã gửi”: chọn lại cách báo khi có đăng ký mới.',
  },
} as const;

/** The route under MAIL_API, or null for any other path. */
export function mailRoute(path: string): string | null {
  if (path !== MAIL_API && !path.startsWith(`${MAIL_API}/`)) return null;
  return path.slice(MAIL_API.length).replace(/^\/+|\/+$/g, '');
}

/** An RFC 8058 body or an empty one is tiny; a larger one is not a one-click request. */
const MAX_UNSUBSCRIBE_BYTES = 2048;

async function unsubscribe(request: MailRequest, deps: MailApiDeps): Promise<ApiResponse> {
  if (request.method !== 'POST') {
    return {status: 405, body: {ok: false, error: MAIL_API_MESSAGES.method}, headers: {Allow: 'POST'}};
  }
  if ((request.rawBody?.length ?? 0) > MAX_UNSUBSCRIBE_BYTES || Number(request.contentLength) > MAX_UNSUBSCRIBE_BYTES) {
    return {status: 413, body: {ok: false, error: MAIL_API_MESSAGES.unsubscribeTooLarge}};
  }
  if (!deps.linkSecret) return {status: 503, body: {ok: false, error: MAIL_API_MESSAGES.unavailable}};
  const token = typeof request.token === 'string' && request.token.length <= MAX_TOKEN_LENGTH ? request.token : '';
  const check = verifyUnsubscribeToken(token, deps.linkSecret, deps.now());
  if (!check.ok) {
    const status = {malformed: 400, signature: 403, expired: 410}[check.reason];
    return {status, body: {ok: false, error: MAIL_API_MESSAGES[check.reason]}};
  }
  await deps.store.unsubscribe(check.claim.email, check.claim.topic, deps.now());
  return {status: 200, body: {ok: true, message: MAIL_API_MESSAGES.unsubscribed[check.claim.topic]}};
}

async function preferences(request: MailRequest, deps: MailApiDeps): Promise<ApiResponse> {
  if (request.method !== 'GET' && request.method !== 'PUT') {
    return {status: 405, body: {error: MAIL_API_MESSAGES.method}, headers: {Allow: 'GET, PUT'}};
  }
  const check = await authenticateMember(
    request.authorization,
    deps.verifyIdToken,
    request.appCheckToken,
    deps.verifyAppCheck,
  );
  if (!check.ok) return check.response;
  const {uid, email} = check.member;
  if (request.method === 'PUT') {
    const parsed = jsonBodyOrRefusal(request, MAX_PREFERENCES_BYTES, MAIL_API_MESSAGES);
    if (!parsed.ok) return parsed.response;
    const value = parsePreferences(parsed.body);
    if (!value.ok) return {status: 400, body: {error: value.error}};
    await deps.store.put(uid, email!, value.value, deps.now());
  }
  return {status: 200, body: {...(await deps.store.get(uid, email!)), email}};
}

export async function handleMailRequest(request: MailRequest, deps: MailApiDeps): Promise<ApiResponse> {
  const route = mailRoute(request.path);
  if (route === 'huy') return unsubscribe(request, deps);
  if (route === 'tuy-chon') return preferences(request, deps);
  return {status: 404, body: {error: MAIL_API_MESSAGES.notFound}};
}
