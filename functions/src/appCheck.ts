/**
 * Firebase App Check on the API: the sign-up and the members endpoints need an
 * `X-Firebase-AppCheck` token, which the site gets from App Check (reCAPTCHA
 * Enterprise in production) on the pages that call them.
 *
 * Production verifies with the Admin SDK (getAppCheck().verifyToken, index.ts).
 * App Check's token exchange needs Google's servers, so the emulators and the
 * tests use a local seam instead: tokens signed here with HMAC-SHA256 and a
 * fixed demo key, for a `demo-` project only (the same rule as the emulators:
 * a demo project can never be a real one). The function accepts them only when
 * it runs in the Functions emulator for a demo project (index.ts), and the
 * emulator build of the site gets them from DEMO_APP_CHECK_TOKEN_API, an endpoint
 * that exists only there. A real deployment never accepts or issues them.
 */
import {createHmac, timingSafeEqual} from 'node:crypto';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export const APP_CHECK_MESSAGES = {
  missing:
    'Trang chưa gửi kèm mã xác minh trình duyệt (Firebase App Check). Hãy tải lại trang rồi thử lại; nếu bạn dùng trình chặn quảng cáo hoặc chặn script, hãy cho phép reCAPTCHA của Google trên trang này.',
  invalid:
    'Không xác minh được trình duyệt của bạn (mã App Check không hợp lệ hoặc đã hết hạn). Hãy tải lại trang rồi thử lại; nếu vẫn lỗi, hãy thử trình duyệt khác hoặc tắt tiện ích chặn script cho trang này.',
} as const;

/** Verifies a token; rejects when it is not valid for this project and app. */
export type AppCheckVerifier = (token: string) => Promise<{appId: string}>;

export type AppCheckResult = {ok: true; appId: string} | {ok: false; status: 401; message: string};

/** The header's token, checked: 401 with a Vietnamese message when missing or invalid. */
export async function checkAppCheck(header: string | undefined, verify: AppCheckVerifier): Promise<AppCheckResult> {
  const token = (header ?? '').trim();
  // JWTs are three base64url parts; anything else is not worth a verification call.
  if (token === '' || token.length > 4096 || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) {
    return {ok: false, status: 401, message: token === '' ? APP_CHECK_MESSAGES.missing : APP_CHECK_MESSAGES.invalid};
  }
  try {
    const {appId} = await verify(token);
    return {ok: true, appId};
  } catch {
    return {ok: false, status: 401, message: APP_CHECK_MESSAGES.invalid};
  }
}

/** The fixed key of demo tokens: not a secret, and useless outside a demo project in the emulator. */
export const DEMO_APP_CHECK_KEY = 'learn-anything-demo-app-check-key (chỉ dùng với dự án demo trong emulator)';
export const DEMO_APP_ID = '1:000000000000:web:demolearnanything';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function sign(input: string, key: string): string {
  return createHmac('sha256', key).update(input).digest('base64url');
}

/** A demo App Check token for `projectId`, shaped like a real one (iss, aud, sub = app id, exp). */
export function mintDemoAppCheckToken(
  projectId: string,
  {appId = DEMO_APP_ID, ttlSeconds = 3600, now = Date.now(), key = DEMO_APP_CHECK_KEY} = {},
): string {
  if (!projectId.startsWith('demo-')) throw new Error('Demo App Check tokens are for demo- projects only');
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({alg: 'HS256', typ: 'JWT', kid: 'demo'}));
  const payload = base64url(
    JSON.stringify({
      iss: 'https://firebaseappcheck.googleapis.com/000000000000',
      aud: [`projects/000000000000`, `projects/${projectId}`],
      sub: appId,
      iat,
      exp: iat + ttlSeconds,
    }),
  );
  return `${header}.${payload}.${sign(`${header}.${payload}`, key)}`;
}

/** Verifies demo tokens (signature, audience = this demo project, expiry). */
export function demoAppCheckVerifier(
  projectId: string,
  {now = () => Date.now(), key = DEMO_APP_CHECK_KEY} = {},
): AppCheckVerifier {
  if (!projectId.startsWith('demo-')) throw new Error('The demo App Check verifier is for demo- projects only');
  return async (token) => {
    const [header, payload, signature] = token.split('.');
    const expected = Buffer.from(sign(`${header}.${payload}`, key));
    const given = Buffer.from(signature ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Error('bad signature');
    const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as {alg?: unknown};
    if (head.alg !== 'HS256') throw new Error('bad algorithm');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      aud?: unknown;
      sub?: unknown;
      exp?: unknown;
    };
    if (!Array.isArray(claims.aud) || !claims.aud.includes(`projects/${projectId}`)) throw new Error('wrong audience');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now()) throw new Error('expired');
    if (typeof claims.sub !== 'string' || claims.sub === '') throw new Error('no app id');
    return {appId: claims.sub};
  };
}
