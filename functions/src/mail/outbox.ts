/**
 * The outbox: every mail the site sends is first a Firestore document, then delivered.
 *
 * A document of `mail/{id}` has the layout of Firebase's Trigger Email extension
 * (`to`, `message.subject`, `message.html`, `message.text`, `delivery`), so the extension
 * could deliver it; here the function delivers it itself with nodemailer (ARCHITECTURE.md,
 * "Mail"). Its id comes from the event that caused it, so one event writes one mail however
 * often it is retried.
 *
 * `delivery.state`:
 *   PENDING ─claim─▶ PROCESSING ─sent─▶ SUCCESS
 *                        │ temporary failure, attempts left ─▶ RETRY (nextAttemptAt) ─claim─▶ PROCESSING …
 *                        │ permanent failure, or attempts used up ─▶ ERROR
 *   A claim holds a lease; a sender that dies leaves PROCESSING behind, and once the lease
 *   has passed the next sweep claims the mail again. A mail over a daily limit is written as
 *   ERROR with `code: 'limit'`, so the desk shows it and the owner can resend it.
 *
 * Pure rules here; outboxStore.ts does the Firestore part.
 */

export const MAIL_COLLECTION = 'mail';

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

/** What a mail is for: the desk groups by it, and the unsubscribe link names it. */
export type MailKind =
  'dangKy' | 'chuDangKy' | 'chuTongHop' | 'daThanhToan' | 'daHuy' | 'nhacOnTap' | 'daTraLoi' | 'chuCauHoi';

export interface MailAttachment {
  filename: string;
  /** Base64. */
  content: string;
  encoding: 'base64';
  contentType: string;
  /** Referenced from the HTML as `cid:…`. */
  cid: string;
}

/** A mail as its builder writes it, before the outbox stores it. */
export interface OutgoingMail {
  /** The document id, derived from the event (one event, one mail). */
  id: string;
  kind: MailKind;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The people a mail is about besides its recipient (an owner's notice names buyers): erased with them. */
  about?: string[];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export interface Delivery {
  state: DeliveryState;
  attempts: number;
  /** ms since the epoch of the next attempt allowed (RETRY). */
  nextAttemptAt: number;
  /** ms; a PROCESSING claim older than this may be taken again. */
  leaseExpireTime: number;
  error: string | null;
  /** 'limit' when a daily limit held the mail back, 'rejected' on an SMTP 5xx, 'lease' when the last sender died. */
  code: string | null;
  /** The SMTP server's answer on SUCCESS. */
  info: {messageId: string; response: string} | null;
  /** How many times the owner resent it (the desk sends the number it saw: a repeated click resends once). */
  resends: number;
  startTime: number | null;
  endTime: number | null;
}

/** At most this many attempts, then ERROR. The backoff below spreads them over about two hours. */
export const MAX_ATTEMPTS = 8;
/** How long a claim holds: longer than nodemailer's own timeouts put together. */
export const LEASE_MS = 2 * 60_000;

/** Wait after the n-th failed attempt (n ≥ 1): 1, 2, 4, … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

export function newDelivery(now: number, limited: string | null): Delivery {
  return {
    state: limited ? 'ERROR' : 'PENDING',
    attempts: 0,
    nextAttemptAt: now,
    leaseExpireTime: 0,
    error: limited,
    code: limited ? 'limit' : null,
    info: null,
    resends: 0,
    startTime: null,
    endTime: null,
  };
}

/** Whether a sender may claim the mail now. */
export function claimable(delivery: Delivery, now: number): boolean {
  switch (delivery.state) {
    case 'PENDING':
      return true;
    case 'RETRY':
      return delivery.nextAttemptAt <= now;
    case 'PROCESSING':
      return delivery.leaseExpireTime <= now;
    default:
      return false;
  }
}

/**
 * A mail whose sender died on its last allowed attempt (PROCESSING, lease passed): ERROR, or
 * null for any other mail. Without this a sender that always dies would retry forever.
 */
export function abandoned(delivery: Delivery, now: number): Delivery | null {
  if (delivery.state !== 'PROCESSING' || delivery.leaseExpireTime > now || delivery.attempts < MAX_ATTEMPTS) {
    return null;
  }
  return {
    ...delivery,
    state: 'ERROR',
    code: 'lease',
    error: 'Lần gửi cuối không kết thúc (máy chủ gửi thư dừng giữa chừng).',
    leaseExpireTime: 0,
    endTime: now,
  };
}

export function claimed(delivery: Delivery, now: number): Delivery {
  return {
    ...delivery,
    state: 'PROCESSING',
    attempts: delivery.attempts + 1,
    leaseExpireTime: now + LEASE_MS,
    startTime: now,
  };
}

export function succeeded(delivery: Delivery, now: number, info: Delivery['info']): Delivery {
  return {...delivery, state: 'SUCCESS', error: null, code: null, info, endTime: now, leaseExpireTime: 0};
}

/**
 * After a failed attempt: RETRY with backoff, or ERROR when the server refused for good
 * (an SMTP 5xx answer) or the attempts are used up.
 */
export function failed(delivery: Delivery, now: number, error: string, permanent: boolean): Delivery {
  const last = permanent || delivery.attempts >= MAX_ATTEMPTS;
  return {
    ...delivery,
    state: last ? 'ERROR' : 'RETRY',
    error,
    code: permanent ? 'rejected' : null,
    nextAttemptAt: now + retryDelayMs(delivery.attempts),
    leaseExpireTime: 0,
    endTime: now,
  };
}

/**
 * The owner's resend: back to PENDING with fresh attempts, only when the owner saw the mail
 * in a final state with this resend count (a second click on the same view changes nothing).
 */
export function resent(delivery: Delivery, now: number, seenResends: number): Delivery | null {
  if (delivery.state !== 'SUCCESS' && delivery.state !== 'ERROR') return null;
  if (delivery.resends !== seenResends) return null;
  return {...newDelivery(now, null), resends: delivery.resends + 1};
}

/** Whether nodemailer's error is a permanent refusal (an SMTP 5xx reply), not an outage. */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as {responseCode?: unknown})?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Daily limits, counted when a mail is written (Asia/Ho_Chi_Minh days). */
export interface MailLimits {
  perRecipient: number;
  total: number;
}

export const DEFAULT_MAIL_LIMITS: MailLimits = {perRecipient: 10, total: 400};

/** The message that holds a mail back, or null when both counts are under their limits. */
export function limitReached(sentToRecipient: number, sentInTotal: number, limits: MailLimits): string | null {
  if (sentToRecipient >= limits.perRecipient) {
    return `Đã gửi ${limits.perRecipient} thư cho địa chỉ này hôm nay: thư này chờ chủ khóa học gửi lại.`;
  }
  if (sentInTotal >= limits.total) {
    return `Đã chạm giới hạn ${limits.total} thư mỗi ngày của trang: thư này chờ chủ khóa học gửi lại.`;
  }
  return null;
}

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** The day in Vietnam (UTC+7, no daylight saving) of a time, as yyyy-mm-dd. */
export function vietnamDay(ms: number): string {
  return new Date(ms + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour (0–23) in Vietnam of a time. */
export function vietnamHour(ms: number): number {
  return new Date(ms + VIETNAM_OFFSET_MS).getUTCHours();
}
