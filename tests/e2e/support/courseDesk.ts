import {execFileSync} from 'node:child_process';
import {mintDemoAppCheckToken} from '../../../functions/src/appCheck';
import {SIGNUP_API} from '../../../src/data/apiPaths';
import {AUTH_EMULATOR} from './authEmulator';
import {BASE_URL} from './browser';

// What the tests of the owner's desk and the classroom share: a sign-up as a
// browser sends it, calls to the API with a token, the owner tool and a
// Google sign-in through the Auth emulator's popup.

export const PROJECT = 'demo-learn-anything';
export const APP_CHECK = mintDemoAppCheckToken(PROJECT);
const PASSWORD = 'mat-khau-thu-nghiem';
/**
 * The site's function (`api`, us-central1) on the Functions emulator itself, without the hosting
 * emulator's rewrite of /api/** in front: `${FUNCTIONS_URL}/api/dang-ky` reaches the same handler
 * as `${BASE_URL}/api/dang-ky`.
 */
export const FUNCTIONS_URL = process.env.E2E_FUNCTIONS_URL ?? `http://127.0.0.1:5001/${PROJECT}/us-central1/api`;

let lastAddress = 0;
/** A client address of its own for each sign-up (as the platform's proxy writes it, see rateLimit.ts). */
export function freshAddress(): string {
  lastAddress += 1;
  return `203.0.${113 + Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

/** A course sign-up from a client of its own, through the hosting emulator. */
export async function signUp(email: string, khoaHoc = 'obsidian-flow', hoTen = 'Trần Thị Đào', ghiChu = '') {
  const response = await fetch(`${BASE_URL}${SIGNUP_API}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': freshAddress(),
      'X-Firebase-AppCheck': APP_CHECK,
      'X-Form-Trap': '',
      'X-Form-Elapsed-Ms': '6000',
    },
    body: JSON.stringify({hoTen, email, soDienThoai: '0912 345 678', khoaHoc, ghiChu, dongY: true}),
  });
  return {status: response.status, body: (await response.json()) as {maThamChieu?: string; thanhToan?: unknown}};
}

export function api(
  path: string,
  token: string | undefined,
  init: {method?: string; body?: unknown; appCheck?: boolean} = {},
) {
  return fetch(`${BASE_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(token ? {Authorization: `Bearer ${token}`} : {}),
      ...(init.appCheck === false ? {} : {'X-Firebase-AppCheck': APP_CHECK}),
      ...(init.body !== undefined ? {'Content-Type': 'application/json'} : {}),
    },
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
  });
}

/** An ID token for a user made by createVerifiedUser/createUserToken (authEmulator.ts), signed in again. */
export async function signInWithPassword(email: string): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({email, password: PASSWORD, returnSecureToken: true}),
    },
  );
  return ((await response.json()) as {idToken: string}).idToken;
}

/** `npm run owners -- <args>` against the Auth emulator. */
export function owners(...args: string[]): string {
  return execFileSync(process.execPath, ['scripts/owners.mjs', ...args], {
    encoding: 'utf8',
    env: {
      ...process.env,
      FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR.replace(/^https?:\/\//, ''),
      GCLOUD_PROJECT: PROJECT,
    },
  });
}
