import {describe, expect, it} from 'vitest';
import {
  abandoned,
  claimable,
  claimed,
  failed,
  LEASE_MS,
  limitReached,
  MAX_ATTEMPTS,
  newDelivery,
  resent,
  retryDelayMs,
  succeeded,
  vietnamDay,
  vietnamHour,
} from './outbox';

const now = Date.UTC(2026, 10, 28, 3);

describe('the outbox rules', () => {
  it('backs off 1, 2, 4 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60, 60]);
  });

  it('claims a pending mail once: the claim holds a lease', () => {
    const pending = newDelivery(now, null);
    expect(claimable(pending, now)).toBe(true);
    const held = claimed(pending, now);
    expect(held).toMatchObject({state: 'PROCESSING', attempts: 1});
    expect(claimable(held, now + LEASE_MS - 1)).toBe(false);
    // A sender that died: the lease passes and the mail can be claimed again.
    expect(claimable(held, now + LEASE_MS)).toBe(true);
  });

  it('retries a failure after its delay, and gives up after the last attempt', () => {
    let delivery = claimed(newDelivery(now, null), now);
    delivery = failed(delivery, now, 'ECONNREFUSED', false);
    expect(delivery.state).toBe('RETRY');
    expect(claimable(delivery, now + 59_999)).toBe(false);
    expect(claimable(delivery, now + 60_000)).toBe(true);
    for (let i = 1; i < MAX_ATTEMPTS; i++) delivery = failed(claimed(delivery, now), now, 'ECONNREFUSED', false);
    expect(delivery).toMatchObject({state: 'ERROR', attempts: MAX_ATTEMPTS});
    expect(claimable(delivery, now + 1e12)).toBe(false);
  });

  it('gives up on a mail whose last sender died', () => {
    let delivery = newDelivery(now, null);
    for (let i = 0; i < MAX_ATTEMPTS; i++) delivery = claimed(delivery, now);
    expect(abandoned(delivery, now)).toBeNull();
    expect(abandoned(delivery, now + LEASE_MS)).toMatchObject({state: 'ERROR', code: 'lease'});
    expect(abandoned(claimed(newDelivery(now, null), now), now + LEASE_MS)).toBeNull();
  });

  it('stops at once on a permanent refusal', () => {
    expect(failed(claimed(newDelivery(now, null), now), now, '550 no such user', true)).toMatchObject({
      state: 'ERROR',
      code: 'rejected',
    });
  });

  it('holds a mail over a limit as an error the owner can resend, once per view', () => {
    const held = newDelivery(now, limitReached(10, 0, {perRecipient: 10, total: 400}));
    expect(held).toMatchObject({state: 'ERROR', code: 'limit'});
    const again = resent(held, now, 0);
    expect(again).toMatchObject({state: 'PENDING', attempts: 0, resends: 1});
    expect(resent(held, now, 1)).toBeNull();
    expect(resent(again!, now, 1)).toBeNull();
    expect(resent(succeeded(claimed(again!, now), now, null), now, 1)).toMatchObject({resends: 2});
  });

  it('counts limits per recipient and in total', () => {
    const limits = {perRecipient: 3, total: 5};
    expect(limitReached(2, 4, limits)).toBeNull();
    expect(limitReached(3, 0, limits)).toMatch(/địa chỉ này/);
    expect(limitReached(0, 5, limits)).toMatch(/mỗi ngày/);
  });

  it('reads days and hours in Vietnam time', () => {
    // 17:30 UTC on 27 Nov is 00:30 on 28 Nov in Hanoi.
    expect(vietnamDay(Date.UTC(2026, 10, 27, 17, 30))).toBe('2026-11-28');
    expect(vietnamHour(Date.UTC(2026, 10, 27, 17, 30))).toBe(0);
  });
});
