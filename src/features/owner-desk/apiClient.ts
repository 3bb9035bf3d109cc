/**
 * Calls to the site's API with the member's ID token and the App Check header,
 * answering the status and the JSON body (never throws: a network failure is
 * status 0 with a Vietnamese message).
 */
import {appCheckHeaders} from '../auth/appCheckToken';
import type {FirebaseSettings} from '../auth/firebaseConfig';

export interface ApiAnswer<T> {
  status: number;
  body: T & {error?: string};
}

export const NETWORK_ERROR = 'Không kết nối được máy chủ. Hãy kiểm tra mạng rồi thử lại.';

/**
 * `token` may be the function that gets it (Firebase's getIdToken): a refresh that fails offline is
 * then answered as a network error, like the request itself, instead of escaping the caller.
 */
export async function callApi<T>(
  path: string,
  options: {
    method?: string;
    body?: unknown;
    token?: string | null | (() => Promise<string | null>);
    firebase?: FirebaseSettings;
  },
): Promise<ApiAnswer<T>> {
  try {
    const headers: Record<string, string> = {...(await appCheckHeaders(options.firebase))};
    const token = typeof options.token === 'function' ? await options.token() : options.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json; charset=utf-8';
    const response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const body = (await response.json().catch(() => ({}))) as T & {error?: string};
    return {status: response.status, body};
  } catch {
    return {status: 0, body: {error: NETWORK_ERROR} as T & {error?: string}};
  }
}
