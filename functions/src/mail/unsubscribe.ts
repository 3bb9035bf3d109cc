/**
 * Signed unsubscribe links (RFC 8058 one-click, and the link in each mail's footer).
 *
 * A token is `<payload>.<signature>`, both base64url: the payload is JSON `{e, k, x}` (the
 * address, what it stops, when the token expires), the signature its HMAC-SHA256 with
 * MAIL_LINK_SECRET (Secret Manager in production; a marked demo value in the emulator).
 * Changing any byte of the payload, or signing with another key, makes it invalid, so a link
 * cannot be altered to unsubscribe another address.
 */
import {createHmac, timingSafeEqual} from 'node:crypto';

/**
 * What an unsubscribe stops: the review reminders, the owner's sign-up notices, the mail of an
 * answered question, or the owner's digest of new questions.
 */
export type UnsubscribeTopic = 'nhacOnTap' | 'thongBaoChu' | 'traLoiCauHoi' | 'cauHoiMoi';
const TOPICS: readonly UnsubscribeTopic[] = ['nhacOnTap', 'thongBaoChu', 'traLoiCauHoi', 'cauHoiMoi'];

/** A link stays valid this long after its mail: long past the RFC's expectations and mail apps' caches. */
export const TOKEN_LIFETIME_MS = 90 * 86_400_000;
/** Longer than any token we issue, so a hostile one costs nothing to refuse. */
export const MAX_TOKEN_LENGTH = 600;

export interface UnsubscribeClaim {
  email: string;
  topic: UnsubscribeTopic;
  /** ms since the epoch. */
  expires: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function unsubscribeToken(claim: UnsubscribeClaim, secret: string): string {
  const payload = Buffer.from(JSON.stringify({e: claim.email, k: claim.topic, x: claim.expires})).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export type TokenCheck =
  {ok: true; claim: UnsubscribeClaim} | {ok: false; reason: 'malformed' | 'signature' | 'expired'};

export function verifyUnsubscribeToken(token: unknown, secret: string, now: number): TokenCheck {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return {ok: false, reason: 'malformed'};
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return {ok: false, reason: 'malformed'};
  const [, payload, signature] = match;
  const expected = Buffer.from(sign(payload, secret));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return {ok: false, reason: 'signature'};
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return {ok: false, reason: 'malformed'};
  }
  const {e, k, x} = (data ?? {}) as Record<string, unknown>;
  if (typeof e !== 'string' || !TOPICS.includes(k as UnsubscribeTopic) || typeof x !== 'number') {
    return {ok: false, reason: 'malformed'};
  }
  if (x <= now) return {ok: false, reason: 'expired'};
  return {ok: true, claim: {email: e, topic: k as UnsubscribeTopic, expires: x}};
}

/** The headers of a mail that carries one-click unsubscribe (RFC 8058, section 3.1). */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click'};
}
