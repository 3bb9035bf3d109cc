/**
 * A small in-memory sliding-window rate limiter, one per function instance.
 *
 * Limits are per instance: Cloud Functions may run several instances (this
 * one has maxInstances 10) and a cold start forgets everything, so the real
 * ceiling is "limit × running instances" and it resets on scale-down. That is
 * enough to stop a script hammering the sign-up form from one address; it is
 * not a quota. A shared limit would need Firestore or Redis.
 */

export interface RateLimitOptions {
  /** Requests allowed per key within the window. */
  limit: number;
  windowMs: number;
  /** Keys kept in memory at most; the least recently active are dropped first. */
  maxKeys?: number;
}

export type RateLimitDecision = {allowed: true; remaining: number} | {allowed: false; retryAfterSeconds: number};

const DEFAULT_MAX_KEYS = 10_000;

export class SlidingWindowRateLimiter {
  /** Key → times of its allowed requests, oldest first. Map order = least recently active first. */
  private readonly hits = new Map<string, number[]>();
  private readonly maxKeys: number;

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number = Date.now,
  ) {
    if (!(options.limit >= 1) || !(options.windowMs > 0)) throw new Error('Rate limit needs limit ≥ 1 and windowMs > 0');
    this.maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  /** Records a request for `key` if it is within the limit. Refused requests are not recorded. */
  hit(key: string): RateLimitDecision {
    const now = this.now();
    const cutoff = now - this.options.windowMs;
    this.sweep(cutoff);
    const recent = (this.hits.get(key) ?? []).filter((time) => time > cutoff);
    this.hits.delete(key);
    if (recent.length >= this.options.limit) {
      this.hits.set(key, recent);
      const retryAfterMs = recent[0] + this.options.windowMs - now;
      return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000))};
    }
    recent.push(now);
    this.hits.set(key, recent);
    while (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value as string;
      this.hits.delete(oldest);
    }
    return {allowed: true, remaining: this.options.limit - recent.length};
  }

  /** Keys currently remembered (for tests and monitoring). */
  get size(): number {
    return this.hits.size;
  }

  /** Drops keys whose last request left the window; they sit at the front of the Map. */
  private sweep(cutoff: number): void {
    for (const [key, times] of this.hits) {
      if (times[times.length - 1] > cutoff) break;
      this.hits.delete(key);
    }
  }
}

const MAX_KEY_LENGTH = 64;

/**
 * The rate-limit key of a request: the first address in X-Forwarded-For (the
 * client as seen by the first proxy: Firebase Hosting in production, the
 * hosting emulator locally), else the socket address, else 'unknown'.
 *
 * The first hop is whatever the client's side put there, so a client that
 * sends its own X-Forwarded-For can pick its key: this limiter slows down
 * careless scripts, it does not stop a determined one.
 */
export function clientKey(forwardedFor: string | string[] | undefined, ip: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const firstHop = header?.split(',')[0]?.trim() ?? '';
  let key = (firstHop || ip?.trim() || '').toLowerCase();
  // IPv4 seen through an IPv6 socket: ::ffff:203.0.113.5 is 203.0.113.5.
  key = key.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  return key === '' ? 'unknown' : key.slice(0, MAX_KEY_LENGTH);
}
