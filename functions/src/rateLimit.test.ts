import {describe, expect, it} from 'vitest';
import {clientAddress, counterDocId, FixedWindowRateLimiter, memoryCounterStore} from './rateLimit';

const MINUTE = 60_000;
const RULE = {name: 'ip', limit: 5, windowMs: 10 * MINUTE};

function limiterAt(start = 60 * MINUTE) {
  const clock = {now: start};
  const store = memoryCounterStore();
  const limiter = new FixedWindowRateLimiter(RULE, store, () => clock.now);
  return {clock, store, limiter};
}

describe('FixedWindowRateLimiter', () => {
  it('cho qua 5 yêu cầu trong một cửa sổ 10 phút rồi từ chối, kèm số giây đến cửa sổ sau', async () => {
    const {limiter, clock} = limiterAt();
    const decisions = [];
    for (let i = 0; i < 5; i += 1) decisions.push(await limiter.hit('1.2.3.4'));
    expect(decisions).toEqual([4, 3, 2, 1, 0].map((n) => ({allowed: true, remaining: n})));
    clock.now += 4 * MINUTE + 30_000;
    expect(await limiter.hit('1.2.3.4')).toEqual({allowed: false, retryAfterSeconds: 330});
  });

  it('mỗi khóa có hạn mức riêng', async () => {
    const {limiter} = limiterAt();
    for (let i = 0; i < 5; i += 1) await limiter.hit('a');
    expect((await limiter.hit('a')).allowed).toBe(false);
    expect((await limiter.hit('b')).allowed).toBe(true);
  });

  it('cửa sổ mới bắt đầu lại từ đầu', async () => {
    const {clock, limiter} = limiterAt();
    for (let i = 0; i < 6; i += 1) await limiter.hit('a');
    clock.now += 10 * MINUTE;
    expect(await limiter.hit('a')).toEqual({allowed: true, remaining: 4});
  });

  it('hai phiên bản của hàm dùng chung một kho thì dùng chung hạn mức', async () => {
    const store = memoryCounterStore();
    const now = () => 60 * MINUTE;
    const first = new FixedWindowRateLimiter(RULE, store, now);
    const second = new FixedWindowRateLimiter(RULE, store, now);
    for (let i = 0; i < 3; i += 1) await first.hit('a');
    for (let i = 0; i < 2; i += 1) await second.hit('a');
    expect((await first.hit('a')).allowed).toBe(false);
    expect((await second.hit('a')).allowed).toBe(false);
  });

  it('Retry-After tối thiểu 1 giây', async () => {
    const {clock, limiter} = limiterAt();
    for (let i = 0; i < 5; i += 1) await limiter.hit('a');
    clock.now += 10 * MINUTE - 1;
    expect(await limiter.hit('a')).toEqual({allowed: false, retryAfterSeconds: 1});
  });

  it('mã tài liệu không chứa khóa (địa chỉ hay email) và khác nhau theo quy tắc, khóa, cửa sổ', () => {
    const id = counterDocId(RULE, 'an@example.com', 7);
    expect(id).toMatch(/^ip_7_[0-9a-f]{40}$/);
    expect(id).not.toContain('example');
    expect(counterDocId({...RULE, name: 'email'}, 'an@example.com', 7)).not.toBe(id);
    expect(counterDocId(RULE, 'binh@example.com', 7)).not.toBe(id);
    expect(counterDocId(RULE, 'an@example.com', 8)).not.toBe(id);
  });

  it('từ chối cấu hình vô nghĩa', () => {
    const store = memoryCounterStore();
    expect(() => new FixedWindowRateLimiter({...RULE, limit: 0}, store)).toThrow();
    expect(() => new FixedWindowRateLimiter({...RULE, windowMs: 0}, store)).toThrow();
    expect(() => new FixedWindowRateLimiter({...RULE, name: 'a_b'}, store)).toThrow();
  });
});

describe('clientAddress', () => {
  it('sau Firebase Hosting (3 mục do nền tảng ghi): lấy mục thứ ba từ phải, bỏ qua mọi thứ khách tự gửi', () => {
    const platform = '203.0.113.7, 151.101.1.195, 66.102.8.142';
    expect(clientAddress(platform, '169.254.1.1', 3)).toBe('203.0.113.7');
    expect(clientAddress(`1.1.1.1, 2.2.2.2, ${platform}`, '169.254.1.1', 3)).toBe('203.0.113.7');
    expect(clientAddress([`9.9.9.9`, platform], undefined, 3)).toBe('203.0.113.7');
  });

  it('khách gửi X-Forwarded-For mới mỗi lần thì khóa vẫn không đổi', () => {
    const keys = new Set(
      Array.from({length: 50}, (_, i) => clientAddress(`10.0.${i}.1, 198.51.100.9`, '127.0.0.1', 1)),
    );
    expect([...keys]).toEqual(['198.51.100.9']);
  });

  it('ít mục hơn số bước tin cậy: lấy mục bên trái nhất (vẫn do proxy ghi)', () => {
    expect(clientAddress('203.0.113.7, 66.102.8.142', undefined, 3)).toBe('203.0.113.7');
  });

  it('không có tiêu đề hoặc 0 bước tin cậy: địa chỉ socket, rồi "unknown"', () => {
    expect(clientAddress(undefined, '192.0.2.5', 3)).toBe('192.0.2.5');
    expect(clientAddress(' , ', '192.0.2.5', 1)).toBe('192.0.2.5');
    expect(clientAddress('198.51.100.1', '192.0.2.5', 0)).toBe('192.0.2.5');
    expect(clientAddress(undefined, undefined, 1)).toBe('unknown');
  });

  it('chuẩn hóa IPv4 qua IPv6, chữ hoa và độ dài', () => {
    expect(clientAddress(undefined, '::ffff:192.0.2.5', 1)).toBe('192.0.2.5');
    expect(clientAddress('2001:DB8::1', undefined, 1)).toBe('2001:db8::1');
    expect(clientAddress('x'.repeat(500), undefined, 1)).toHaveLength(64);
  });
});
