/**
 * POST SIGNUP_API (src/data/apiPaths.ts): the course sign-up. Pure logic; index.ts plugs in the
 * HTTP request, the rate limiter and Firestore.
 *
 * Validation uses the very module the browser form uses:
 * ./signupValidation.ts is a symbolic link to
 * src/features/courses/signupValidation.ts (see signupValidation.link.test.ts),
 * so tsc compiles it into lib/ next to this file and the deployed folder
 * stays self-contained.
 */
import {checkAppCheck, type AppCheckVerifier} from './appCheck';
import {readJsonBody} from './jsonBody';
import {SIGNUP_API} from './generated/apiPaths';
import type {PaymentRequest} from './paymentSettings';
import type {RateLimitDecision} from './rateLimit';
import {signupDocId} from './signupCode';
import {validateSignup, type SignupErrors, type SignupValue} from './signupValidation';

export const SIGNUP_COLLECTION = 'dangKyKhoaHoc';
/** Largest accepted body: a full form with its longest note, in UTF-8, with room to spare. */
export const MAX_BODY_BYTES = 10 * 1024;

export interface SignupResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** What the handler needs from the HTTP request. */
export interface SignupRequest {
  method: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  /** The body bytes as received (firebase-functions sets req.rawBody); undefined when there was none. */
  rawBody: Buffer | undefined;
  /** X-Firebase-AppCheck. */
  appCheckToken?: string;
  /** X-Form-Trap: the form's hidden honeypot field, empty when a person filled the form. */
  trap?: string;
  /** X-Form-Elapsed-Ms: milliseconds between the form becoming usable and its submission. */
  elapsedMs?: string;
}

/** Faster than this from an empty form to a submitted one is a script, not a person (autofill included). */
export const MIN_FILL_MS = 2000;

/** The honeypot was filled: only a form-filling script does that. */
export function honeypotFilled(request: Pick<SignupRequest, 'trap'>): boolean {
  return (request.trap ?? '') !== '';
}

/**
 * Submitted faster than a person fills the form (or without saying how fast).
 * A person can be that fast too (a restored draft sent at once), so this is
 * refused with a message the form shows, not silently dropped: sending again
 * a moment later goes through, with nothing retyped.
 */
export function submittedTooFast(request: Pick<SignupRequest, 'elapsedMs'>): boolean {
  const elapsed = Number(request.elapsedMs);
  return !Number.isFinite(elapsed) || elapsed < MIN_FILL_MS;
}

/** A payOS checkout of a sign-up: the gateway's page and the VietQR text of its request. */
export interface Checkout {
  checkoutUrl: string;
  qrCode: string;
}

/** What is stored: the validated, normalised sign-up and its reference code. */
export interface SignupRecord extends SignupValue {
  maThamChieu: string;
}

export interface SignupDeps {
  /** The courses one can sign up for: generated/courseSlugs.ts, written from src/data/courses.ts at build. */
  courseSlugs: readonly string[];
  /** Verifies the App Check token (Admin SDK in production, the demo seam in the emulator). */
  verifyAppCheck: AppCheckVerifier;
  /** Tells the owner that a bot trap caught a sign-up (nothing is stored). */
  logBot?: (reason: string) => void;
  /** The client address the platform vouches for (see clientAddress in rateLimit.ts). */
  clientAddress: string;
  /** Counts a request per client address (shared by all instances). */
  limitAddress: (address: string) => Promise<RateLimitDecision>;
  /** Counts a valid sign-up per normalised email, whatever address it comes from. */
  limitEmail: (email: string) => Promise<RateLimitDecision>;
  /** Creates the document; 'duplicate' when it already exists (nothing is overwritten). */
  store: (docId: string, record: SignupRecord) => Promise<'created' | 'duplicate'>;
  newCode: () => string;
  /**
   * Tells the owner that a sign-up repeated an existing one: the document id
   * (a hash, no email) and the reference code the visitor was shown, so a bank
   * transfer quoting that code can still be matched.
   */
  logDuplicate?: (docId: string, maThamChieu: string) => void;
  /** Where to report unexpected storage errors (no personal data is passed). */
  logError?: (message: string, error: unknown) => void;
  /**
   * How to pay the course (the owner's account, the fee, the reference code as
   * the memo), or null when no account is configured or the fee is not fixed:
   * the success page then draws the VietQR code. The same for a new sign-up and
   * a repeated one, so it reveals nothing.
   */
  payment?: (course: string, maThamChieu: string) => PaymentRequest | null;
  /**
   * Creates the payOS payment request of the sign-up, when the gateway is configured and the
   * course has a fee (payments/): its checkout page and QR text, else null. `docId` is '' for a
   * repeated sign-up, whose request then matches no sign-up (the same answer reveals nothing).
   */
  checkout?: (docId: string, record: SignupRecord) => Promise<Checkout | null>;
  /** Tells the owner of a new sign-up (not of a repeat); a failure is logged, never shown to the visitor. */
  /** Writes (and tries to send) the sign-up's mails, with the payment and the payOS checkout the answer carries. */
  sendMails?: (record: SignupRecord, payment: PaymentRequest | null, checkout: Checkout | null) => Promise<void>;
}

export const SIGNUP_API_MESSAGES = {
  method: 'Địa chỉ này chỉ nhận đăng ký gửi bằng phương thức POST.',
  contentType: 'Máy chủ chỉ nhận dữ liệu JSON (Content-Type: application/json; charset=utf-8).',
  tooLarge: `Dữ liệu gửi lên quá lớn (tối đa ${MAX_BODY_BYTES / 1024} KB).`,
  badJson: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  invalid: 'Một vài thông tin chưa hợp lệ. Vui lòng xem lại các ô được đánh dấu.',
  rateLimited: 'Bạn đã gửi quá nhiều lần trong thời gian ngắn. Vui lòng đợi vài phút rồi thử lại.',
  accepted:
    'Chúng tôi đã nhận đăng ký của bạn và sẽ liên hệ qua email đã đăng ký. Nếu bạn đã đăng ký khóa này trước đó, đăng ký cũ vẫn được giữ nguyên.',
  failed: 'Chưa lưu được đăng ký vì máy chủ đang gặp sự cố. Vui lòng thử lại sau ít phút.',
  tooFast:
    'Biểu mẫu được gửi nhanh hơn người điền thường làm. Vui lòng xem lại thông tin rồi bấm "Gửi đăng ký" lần nữa.',
} as const;

const BASE_HEADERS = {'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff'};

function respond(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): SignupResponse {
  return {status, headers: {...BASE_HEADERS, ...headers}, body};
}

/** True for the sign-up route (with or without a trailing slash). */
export function isSignupPath(path: string): boolean {
  return path === SIGNUP_API || path === `${SIGNUP_API}/`;
}

function methodNotAllowed(): SignupResponse {
  return respond(405, {ok: false, message: SIGNUP_API_MESSAGES.method}, {Allow: 'POST'});
}

export type SignupClassification = {kind: 'reject'; response: SignupResponse} | {kind: 'payload'; payload: unknown};

/**
 * Sorts a request into "refuse with this answer" or "here is the parsed JSON
 * to validate": 405 for a method other than POST, 415 for a body that is not
 * JSON, 413 above MAX_BODY_BYTES (by Content-Length or by the bytes actually
 * received), 400 for bytes that are not UTF-8 JSON.
 */
export function classifySignupRequest(request: SignupRequest): SignupClassification {
  if (request.method !== 'POST') return {kind: 'reject', response: methodNotAllowed()};
  const read = readJsonBody(request, MAX_BODY_BYTES);
  if (read.ok) return {kind: 'payload', payload: read.body};
  const refusals = {
    415: {ok: false, message: SIGNUP_API_MESSAGES.contentType},
    413: {ok: false, message: SIGNUP_API_MESSAGES.tooLarge},
    // The form shows a body it cannot read as a form-wide error.
    400: {ok: false, errors: {form: SIGNUP_API_MESSAGES.badJson}},
  } as const;
  return {kind: 'reject', response: respond(read.status, refusals[read.status])};
}

/**
 * The whole sign-up: method, then the per-address rate limit (every POST
 * counts, valid or not), then the body, the shared validation, the per-email
 * limit and the Firestore write.
 *
 * No membership oracle: a new sign-up and one that repeats an existing email
 * and course get the same answer (202 with a fresh reference code and the same
 * message) after the same work (one create() attempt). The repeat changes
 * nothing stored; it is logged for the owner with the code the visitor saw.
 */
export async function handleSignupRequest(request: SignupRequest, deps: SignupDeps): Promise<SignupResponse> {
  if (request.method !== 'POST') return methodNotAllowed();

  const byAddress = await deps.limitAddress(deps.clientAddress);
  if (!byAddress.allowed) return rateLimited(byAddress.retryAfterSeconds);

  const appCheck = await checkAppCheck(request.appCheckToken, deps.verifyAppCheck);
  if (!appCheck.ok) return respond(401, {ok: false, code: 'app-check', message: appCheck.message});

  const classified = classifySignupRequest(request);
  if (classified.kind === 'reject') return classified.response;

  const validation = validateSignup(classified.payload, deps.courseSlugs);
  if (!validation.ok) {
    const errors: SignupErrors = validation.errors;
    return respond(400, {ok: false, message: SIGNUP_API_MESSAGES.invalid, errors});
  }

  const value = validation.value;
  const byEmail = await deps.limitEmail(value.email);
  if (!byEmail.allowed) return rateLimited(byEmail.retryAfterSeconds);

  const record: SignupRecord = {...value, maThamChieu: deps.newCode()};
  if (honeypotFilled(request)) {
    // The same answer as a real sign-up: a script learns nothing from it. Nothing is stored.
    deps.logBot?.('honeypot');
    return accepted(record.maThamChieu);
  }
  if (submittedTooFast(request)) {
    deps.logBot?.('too-fast');
    return respond(400, {ok: false, message: SIGNUP_API_MESSAGES.invalid, errors: {form: SIGNUP_API_MESSAGES.tooFast}});
  }
  const docId = signupDocId(value.email, value.khoaHoc);
  const payment = deps.payment?.(value.khoaHoc, record.maThamChieu) ?? null;
  let checkout: Checkout | null = null;
  try {
    const result = await deps.store(docId, record);
    // A gateway that fails leaves the VietQR transfer, confirmed by hand: never a failed sign-up.
    checkout =
      (await deps.checkout?.(result === 'created' ? docId : '', record).catch((error: unknown) => {
        deps.logError?.('Không tạo được yêu cầu thanh toán payOS', error);
        return null;
      })) ?? null;
    if (result === 'duplicate') deps.logDuplicate?.(docId, record.maThamChieu);
    else
      await deps
        .sendMails?.(record, payment, checkout)
        .catch((error: unknown) => deps.logError?.('Không ghi được thư của đăng ký vào hộp thư đi', error));
  } catch (error) {
    deps.logError?.('Không lưu được đăng ký khóa học vào Firestore', error);
    return respond(503, {ok: false, message: SIGNUP_API_MESSAGES.failed}, {'Retry-After': '60'});
  }
  return accepted(record.maThamChieu, payment, checkout);
}

function accepted(
  maThamChieu: string,
  payment: PaymentRequest | null = null,
  checkout: Checkout | null = null,
): SignupResponse {
  return respond(202, {
    ok: true,
    maThamChieu,
    message: SIGNUP_API_MESSAGES.accepted,
    ...(payment ? {thanhToan: payment} : {}),
    ...(checkout ? {thanhToanPayOS: checkout} : {}),
  });
}

function rateLimited(retryAfterSeconds: number): SignupResponse {
  return respond(
    429,
    {ok: false, message: SIGNUP_API_MESSAGES.rateLimited},
    {'Retry-After': String(retryAfterSeconds)},
  );
}
