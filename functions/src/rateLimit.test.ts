import {describe, expect, it} from 'vitest';
import {clientKey, SlidingWindowRateLimiter} from './rateLimit';

const MINUTE = 60_000;

function limiterAt(start = 1_000_000, maxKeys?: number) {
  const clock = {now: start};
  const limiter = new SlidingWindowRateLimiter({limit: 5, windowMs: 10 * MINUTE, maxKeys}, () => clock.now);
  return {clock, limiter};
}

describe('SlidingWindowRateLimiter', () => {
  it('cho qua 5 yêu cầu trong 10 phút rồi từ chối yêu cầu thứ 6', () => {
    const {limiter} = limiterAt();
    const remaining = Array.from({length: 5}, () => limiter.hit('1.2.3.4'));
    expect(remaining).toEqual([4, 3, 2, 1, 0].map((n) => ({allowed: true, remaining: n})));
    expect(limiter.hit('1.2.3.4')).toEqual({allowed: false, retryAfterSeconds: 600});
  });

  it('mỗi khóa có hạn mức riêng', () => {
    const {limiter} = limiterAt();
    for (let i = 0; i < 5; i += 1) limiter.hit('a');
    expect(limiter.hit('a').allowed).toBe(false);
    expect(limiter.hit('b').allowed).toBe(true);
  });

  it('cửa sổ trượt: yêu cầu cũ nhất hết hạn thì có chỗ cho một yêu cầu mới', () => {
    const {clock, limiter} = limiterAt();
    limiter.hit('a'); // t = 0
    clock.now += 4 * MINUTE;
    for (let i = 0; i < 4; i += 1) limiter.hit('a'); // t = 4 min
    clock.now += 5 * MINUTE; // t = 9 min: all five still inside the window
    const refused = limiter.hit('a');
    expect(refused).toEqual({allowed: false, retryAfterSeconds: 60});
    clock.now += MINUTE; // t = 10 min: the first one left the window (exclusive bound)
    expect(limiter.hit('a')).toEqual({allowed: true, remaining: 0});
    expect(limiter.hit('a').allowed).toBe(false);
  });

  it('yêu cầu bị từ chối không kéo dài thời gian chờ', () => {
    const {clock, limiter} = limiterAt();
    for (let i = 0; i < 5; i += 1) limiter.hit('a');
    for (let i = 0; i < 20; i += 1) {
      clock.now += 10_000;
      expect(limiter.hit('a').allowed).toBe(false);
    }
    clock.now = 1_000_000 + 10 * MINUTE;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('Retry-After làm tròn lên, tối thiểu 1 giây', () => {
    const {clock, limiter} = limiterAt();
    for (let i = 0; i < 5; i += 1) limiter.hit('a');
    clock.now += 10 * MINUTE - 1;
    expect(limiter.hit('a')).toEqual({allowed: false, retryAfterSeconds: 1});
  });

  it('quên các khóa đã hết hạn và giữ tối đa maxKeys khóa', () => {
    const {clock, limiter} = limiterAt(0, 3);
    for (const key of ['a', 'b', 'c', 'd']) limiter.hit(key);
    expect(limiter.size).toBe(3); // 'a', the least recently active, was dropped
    for (let i = 0; i < 4; i += 1) limiter.hit('b');
    clock.now += 10 * MINUTE + 1;
    limiter.hit('e');
    expect(limiter.size).toBe(1);
    expect(limiter.hit('b')).toEqual({allowed: true, remaining: 4});
  });

  it('từ chối cấu hình vô nghĩa', () => {
    expect(() => new SlidingWindowRateLimiter({limit: 0, windowMs: 1000})).toThrow();
    expect(() => new SlidingWindowRateLimiter({limit: 5, windowMs: 0})).toThrow();
  });
});

describe('clientKey', () => {
  it('lấy địa chỉ đầu tiên trong X-Forwarded-For', () => {
    expect(clientKey('203.0.113.7, 10.0.0.1, 10.0.0.2', '10.0.0.9')).toBe('203.0.113.7');
    expect(clientKey(['198.51.100.1, 10.0.0.1', '192.0.2.1'], undefined)).toBe('198.51.100.1');
  });

  it('không có X-Forwarded-For thì dùng req.ip, rồi "unknown"', () => {
    expect(clientKey(undefined, '192.0.2.5')).toBe('192.0.2.5');
    expect(clientKey('', '192.0.2.5')).toBe('192.0.2.5');
    expect(clientKey(' , 10.0.0.1', undefined)).toBe('unknown');
    expect(clientKey(undefined, undefined)).toBe('unknown');
  });

  it('chuẩn hóa IPv4 qua IPv6, chữ hoa và độ dài', () => {
    expect(clientKey(undefined, '::ffff:192.0.2.5')).toBe('192.0.2.5');
    expect(clientKey('2001:DB8::1', undefined)).toBe('2001:db8::1');
    expect(clientKey('x'.repeat(500), undefined)).toHaveLength(64);
  });
});
