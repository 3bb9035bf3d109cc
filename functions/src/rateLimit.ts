/**
 * Rate limits shared by every instance of the function: fixed-window counters
 * kept in Firestore (collection `gioiHanTanSuat`), one document per rule, key
 * and window. A cold start or a second instance sees the same counts.
 *
 * A hit is one atomic increment (set with merge + FieldValue.increment) and one
 * read of the document. Concurrent hits can only make the count read back
 * higher, never lower, so at most `limit` requests per window are allowed and
 * under a race slightly fewer. Fixed windows let a client send up to 2 × limit
 * around a window boundary; that is the price of one document per window
 * instead of a transaction per request.
 *
 * Each document carries `hetHanLuc` (the end of its window plus a day): a
 * Firestore TTL policy on that field (firestore.indexes.json) deletes old
 * counters. Keys are hashed, so no address or email appears in document ids.
 */
import {createHash} from 'node:crypto';

export interface RateLimitRule {
  /** Short name used in document ids, e.g. 'ip' or 'email'. */
  name: string;
  /** Requests allowed per key within one window. */
  limit: number;
  windowMs: number;
}

export type RateLimitDecision = {allowed: true; remaining: number} | {allowed: false; retryAfterSeconds: number};

/** Adds one to the counter `docId` (creating it) and returns the new count. */
export type CounterStore = (docId: string, expiresAt: Date) => Promise<number>;

export const RATE_LIMIT_COLLECTION = 'gioiHanTanSuat';
/** Counters outlive their window by a day before the TTL policy may delete them. */
const EXPIRY_GRACE_MS = 24 * 60 * 60 * 1000;

export function counterDocId(rule: RateLimitRule, key: string, windowIndex: number): string {
  const digest = createHash('sha256').update(`${rule.name}\u0000${key}`, 'utf8').digest('hex').slice(0, 40);
  return `${rule.name}_${windowIndex}_${digest}`;
}

export class FixedWindowRateLimiter {
  constructor(
    private readonly rule: RateLimitRule,
    private readonly store: CounterStore,
    private readonly now: () => number = Date.now,
  ) {
    if (!(rule.limit >= 1) || !(rule.windowMs > 0)) throw new Error('Rate limit needs limit ≥ 1 and windowMs > 0');
    if (!/^[a-z]+$/.test(rule.name)) throw new Error('Rate limit rule names are lower-case letters');
  }

  /** Counts a request for `key`; refused once the window already holds `limit` requests. */
  async hit(key: string): Promise<RateLimitDecision> {
    const now = this.now();
    const windowIndex = Math.floor(now / this.rule.windowMs);
    const windowEnd = (windowIndex + 1) * this.rule.windowMs;
    const count = await this.store(counterDocId(this.rule, key, windowIndex), new Date(windowEnd + EXPIRY_GRACE_MS));
    if (count > this.rule.limit) {
      return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000))};
    }
    return {allowed: true, remaining: this.rule.limit - count};
  }
}

/** A CounterStore in memory, for unit tests and as the model of the Firestore one. */
export function memoryCounterStore(): CounterStore & {counts: Map<string, number>} {
  const counts = new Map<string, number>();
  const store = async (docId: string) => {
    const next = (counts.get(docId) ?? 0) + 1;
    counts.set(docId, next);
    return next;
  };
  return Object.assign(store, {counts});
}

const MAX_KEY_LENGTH = 64;

function normaliseAddress(value: string): string {
  // IPv4 seen through an IPv6 socket: ::ffff:203.0.113.5 is 203.0.113.5.
  return value
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')
    .slice(0, MAX_KEY_LENGTH);
}

/**
 * The client address the platform vouches for.
 *
 * Every proxy appends the address it received the request from to
 * X-Forwarded-For, so only the entries at the right end were written by
 * proxies we trust; everything to their left is whatever the client sent.
 * `trustedHops` is how many entries from the right the platform appends,
 * counting the client's own: the key is the entry `trustedHops` from the
 * right. With fewer entries than that (a request that skipped a proxy), the
 * leftmost is taken, which a proxy still wrote. With `trustedHops` 0, or no
 * header, the socket address.
 *
 * Production (index.ts): Firebase Hosting's CDN appends the client's address,
 * then Google's front end of Cloud Run appends the CDN's address and its own,
 * so the client is the third entry from the right (see ARCHITECTURE.md, "Rate limit").
 * The hosting emulator appends nothing, so locally the last entry is taken:
 * the test plays the part of the platform's proxy.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chosen = trustedHops > 0 && entries.length > 0 ? entries[Math.max(0, entries.length - trustedHops)] : '';
  const key = normaliseAddress(chosen || socketAddress || '');
  return key === '' ? 'unknown' : key;
}
