/** Helpers for the Firebase Auth emulator: its REST API (test users and tokens) and its Google popup. */
import type {Page} from 'playwright-core';

export const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';
const PROJECT = 'demo-learn-anything';
const API_KEY = 'demo-api-key';
const PASSWORD = 'mat-khau-thu-nghiem';

async function call<T>(path: string, body: unknown, admin = false): Promise<T> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    // The emulator accepts "Bearer owner" as an administrator's credentials.
    headers: {'Content-Type': 'application/json', ...(admin ? {Authorization: 'Bearer owner'} : {})},
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Creates a user in the emulator and returns its ID token; without an email, an
 * anonymous user. Email/password users start with an unverified email.
 */
export async function createUserToken(email?: string): Promise<string> {
  const body = email ? {email, password: PASSWORD, returnSecureToken: true} : {returnSecureToken: true};
  return (await call<{idToken: string}>(`accounts:signUp?key=${API_KEY}`, body)).idToken;
}

/** Creates a user whose email is verified (as Google accounts' are) and returns a fresh ID token and its uid. */
export async function createVerifiedUser(email: string): Promise<{token: string; uid: string}> {
  const {localId} = await call<{localId: string}>(`accounts:signUp?key=${API_KEY}`, {email, password: PASSWORD});
  await call(`projects/${PROJECT}/accounts:update`, {localId, emailVerified: true}, true);
  const {idToken} = await call<{idToken: string}>(`accounts:signInWithPassword?key=${API_KEY}`, {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  });
  return {token: idToken, uid: localId};
}

/** What Admin SDK's revokeRefreshTokens does: tokens issued before now stop being valid. */
export async function revokeTokens(uid: string): Promise<void> {
  await call(
    `projects/${PROJECT}/accounts:update`,
    {localId: uid, validSince: String(Math.floor(Date.now() / 1000))},
    true,
  );
}

export async function disableUser(uid: string): Promise<void> {
  await call(`projects/${PROJECT}/accounts:update`, {localId: uid, disableUser: true}, true);
}

/** The token with some claims changed (emulator tokens are unsigned, so the result is still "signed"). */
export function withClaims(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature ?? ''].join('.');
}

/** The same token with its expiry moved into the past. */
export function expiredCopy(token: string): string {
  return withClaims(token, (claims) => {
    claims.iat = claims.auth_time = Math.floor(Date.now() / 1000) - 7200;
    claims.exp = (claims.iat as number) + 3600;
  });
}

export async function clearUsers(): Promise<void> {
  await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`, {method: 'DELETE'});
}

/**
 * "Đăng nhập với Google" on a page that shows it, answered in the Auth emulator's popup: a new
 * account for `email` named `name`, or with `existing` the account the emulator already has for
 * it. The page's context needs routeGapiStandIn.
 */
export async function signInWithGooglePopup(
  page: Page,
  email: string,
  {name = 'Học Viên Thử', existing = false}: {name?: string; existing?: boolean} = {},
): Promise<void> {
  const popupPromise = page.context().waitForEvent('page');
  await page.getByRole('button', {name: 'Đăng nhập với Google'}).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  if (existing) {
    await popup.locator('.js-reuse-account', {hasText: email}).click();
  } else {
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill(name);
    await popup.locator('#sign-in').click();
  }
  await popup.waitForEvent('close');
}
