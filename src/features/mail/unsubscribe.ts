/** The unsubscribe page's call: RFC 8058's one-click body, to the address the mail's link names. Pure. */
import {MAIL_API} from '../../data/apiPaths';

export const UNSUBSCRIBE_API = `${MAIL_API}/huy`;

/** The token of the page's address (`?t=…`), or null when there is none. */
export function tokenFromSearch(search: string): string | null {
  const token = new URLSearchParams(search).get('t');
  return token ? token : null;
}

/** The request the page sends: the same one a mail app sends for one-click unsubscribe. */
export function unsubscribeRequest(token: string): [string, RequestInit] {
  return [
    `${UNSUBSCRIBE_API}?t=${encodeURIComponent(token)}`,
    {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json'},
      body: 'List-Unsubscribe=One-Click',
    },
  ];
}
