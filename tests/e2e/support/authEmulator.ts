/** Helpers for the Firebase Auth emulator's REST API (test users and tokens). */
export const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';
const PROJECT = 'demo-learn-anything';
const API_KEY = 'demo-api-key';

/** Creates a user in the emulator and returns its ID token; without an email, an anonymous user. */
export async function createUserToken(email?: string): Promise<string> {
  const body = email ? {email, password: 'mat-khau-thu-nghiem', returnSecureToken: true} : {returnSecureToken: true};
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator signUp: ${response.status} ${await response.text()}`);
  return ((await response.json()) as {idToken: string}).idToken;
}

/** The same token with its expiry moved into the past (emulator tokens are unsigned). */
export function expiredCopy(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  claims.iat = claims.auth_time = Math.floor(Date.now() / 1000) - 7200;
  claims.exp = claims.iat + 3600;
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature ?? ''].join('.');
}

export async function clearUsers(): Promise<void> {
  await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`, {method: 'DELETE'});
}
