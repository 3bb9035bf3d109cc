/**
 * Sending the sign-up to POST SIGNUP_API (src/data/apiPaths.ts) and turning
 * every possible answer into something the form can show in Vietnamese.
 */
import {SIGNUP_API} from '../../data/apiPaths';
import {site} from '../../data/site';
import {SIGNUP_FIELDS, type SignupErrors, type SignupField, type SignupValue} from './signupValidation';

/** How long to wait for the server before calling the request failed. */
export const SIGNUP_TIMEOUT_MS = 15_000;

export type SubmitOutcome =
  | {kind: 'success'; maThamChieu: string; payment?: unknown}
  | {kind: 'invalid'; errors: SignupErrors; message: string}
  | {kind: 'rateLimited'; message: string}
  | {kind: 'verification'; message: string}
  | {kind: 'failed'; message: string};

export const SUBMIT_MESSAGES = {
  invalid: 'Một vài thông tin chưa hợp lệ. Vui lòng xem lại các ô được đánh dấu bên dưới.',
  rateLimited:
    'Bạn đã gửi quá nhiều lần trong thời gian ngắn. Vui lòng đợi vài phút rồi thử lại; thông tin bạn đã nhập vẫn được giữ nguyên.',
  failed: `Chưa gửi được đăng ký vì lỗi kết nối hoặc máy chủ đang gặp sự cố. Thông tin bạn nhập vẫn được giữ nguyên trên trình duyệt này: vui lòng thử lại sau ít phút, hoặc gửi email tới ${site.email}.`,
  verification:
    'Chưa xác minh được trình duyệt của bạn nên đăng ký chưa được gửi. Thông tin bạn nhập vẫn được giữ nguyên: hãy tải lại trang rồi gửi lại; nếu bạn dùng tiện ích chặn quảng cáo hoặc chặn script, hãy cho phép reCAPTCHA của Google trên trang này.',
  timeout: `Máy chủ phản hồi quá lâu nên đăng ký chưa được gửi. Thông tin bạn nhập vẫn được giữ nguyên: vui lòng thử lại sau ít phút, hoặc gửi email tới ${site.email}.`,
} as const;

const REFERENCE_CODE = /^LA-[A-Z0-9]{6}$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A server message fit to show: a non-empty, reasonably short string. */
function usableMessage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text !== '' && text.length <= 500 ? text : null;
}

/** Maps the server's answer (status and parsed JSON body, or null) to what the form shows. */
export function interpretSignupResponse(status: number, body: unknown): SubmitOutcome {
  const data = isRecord(body) ? body : {};
  // The server answers 202 to every accepted sign-up, new or repeated (it never
  // says whether an email was already registered); 200 and 201 are read the same.
  if ((status === 200 || status === 201 || status === 202) && data.ok === true) {
    const code = data.maThamChieu;
    if (typeof code === 'string' && REFERENCE_CODE.test(code)) {
      // Checked and drawn by the lazy PaymentQr chunk (paymentFromAnswer), not here: no weight on the
      // form; the payOS checkout (thanhToanPayOS) rides along with the transfer details.
      return data.thanhToan === undefined
        ? {kind: 'success', maThamChieu: code}
        : {kind: 'success', maThamChieu: code, payment: {...data.thanhToan, checkout: data.thanhToanPayOS}};
    }
    return {kind: 'failed', message: SUBMIT_MESSAGES.failed};
  }
  if (status === 400) {
    const errors: SignupErrors = {};
    if (isRecord(data.errors)) {
      for (const [key, value] of Object.entries(data.errors)) {
        const message = usableMessage(value);
        if (!message) continue;
        if ((SIGNUP_FIELDS as readonly string[]).includes(key)) errors[key as SignupField] = message;
        else errors.form = errors.form ? `${errors.form} ${message}` : message;
      }
    }
    if (Object.keys(errors).length === 0) {
      errors.form = usableMessage(data.message) ?? SUBMIT_MESSAGES.invalid;
    }
    return {kind: 'invalid', errors, message: SUBMIT_MESSAGES.invalid};
  }
  if (status === 429) return {kind: 'rateLimited', message: SUBMIT_MESSAGES.rateLimited};
  // App Check refused (functions/src/appCheck.ts): the server's message says what to do.
  if (status === 401)
    return {kind: 'verification', message: usableMessage(data.message) ?? SUBMIT_MESSAGES.verification};
  return {kind: 'failed', message: SUBMIT_MESSAGES.failed};
}

/**
 * Posts a validated sign-up. Never throws: network errors, timeouts and
 * unreadable answers all become a 'failed' outcome.
 */
export async function submitSignup(
  value: SignupValue,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = SIGNUP_TIMEOUT_MS,
  /** App Check token and the form's bot-trap headers (see SignupForm). */
  extraHeaders: Record<string, string> = {},
): Promise<SubmitOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(SIGNUP_API, {
      method: 'POST',
      headers: {...extraHeaders, 'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(value),
      signal: controller.signal,
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return interpretSignupResponse(response.status, body);
  } catch {
    return {kind: 'failed', message: timedOut ? SUBMIT_MESSAGES.timeout : SUBMIT_MESSAGES.failed};
  } finally {
    clearTimeout(timer);
  }
}
