import {describe, expect, it} from 'vitest';
import {MEMBERS_API, SIGNUP_API} from '../../src/data/apiPaths';
import {courseSlugs} from '../../src/data/courses';
import {demoAppCheckVerifier, mintDemoAppCheckToken} from './appCheck';
import {FixedWindowRateLimiter, memoryCounterStore} from './rateLimit';
import {
  classifySignupRequest,
  handleSignupRequest,
  isSignupPath,
  MAX_BODY_BYTES,
  SIGNUP_API_MESSAGES,
  type SignupDeps,
  type SignupRecord,
  type SignupRequest,
} from './signupApi';
import {signupDocId} from './signupCode';
import {isAlreadyExists} from './signupStore';

const VALID = {
  hoTen: '  Nguyễn   Văn An ',
  email: ' An.Nguyen@Example.COM ',
  soDienThoai: '0912 345 678',
  khoaHoc: 'obsidian-flow',
  ghiChu: '',
  dongY: true,
};

const APP_CHECK = mintDemoAppCheckToken('demo-learn-anything');

function post(body: unknown, overrides: Partial<SignupRequest> = {}): SignupRequest {
  const rawBody = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
  return {
    method: 'POST',
    contentType: 'application/json',
    contentLength: String(rawBody.length),
    rawBody,
    appCheckToken: APP_CHECK,
    trap: '',
    elapsedMs: '8000',
    ...overrides,
  };
}

describe('isSignupPath', () => {
  it('chỉ khớp SIGNUP_API', () => {
    expect(isSignupPath(SIGNUP_API)).toBe(true);
    expect(isSignupPath(`${SIGNUP_API}/`)).toBe(true);
    expect(isSignupPath(`${SIGNUP_API}/x`)).toBe(false);
    expect(isSignupPath(`${SIGNUP_API}x`)).toBe(false);
    expect(isSignupPath(MEMBERS_API)).toBe(false);
  });
});

describe('classifySignupRequest', () => {
  it('POST JSON hợp lệ: trả về dữ liệu đã đọc', () => {
    expect(classifySignupRequest(post(VALID))).toEqual({kind: 'payload', payload: VALID});
    const withCharset = post(VALID, {contentType: 'Application/JSON; charset=UTF-8'});
    expect(classifySignupRequest(withCharset).kind).toBe('payload');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'])('%s: 405 kèm Allow: POST', (method) => {
    const result = classifySignupRequest(post(VALID, {method}));
    expect(result).toMatchObject({kind: 'reject', response: {status: 405, headers: {Allow: 'POST'}}});
  });

  it.each([
    ['không có Content-Type', undefined],
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['biểu mẫu', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['json khác bảng mã', 'application/json; charset=latin1'],
    ['gần giống', 'application/jsonp'],
  ])('%s: 415', (_name, contentType) => {
    const result = classifySignupRequest(post(VALID, {contentType}));
    expect(result).toMatchObject({kind: 'reject', response: {status: 415, body: {ok: false}}});
  });

  it('quá 10 KB theo Content-Length hoặc theo số byte nhận được: 413', () => {
    const big = post({...VALID, ghiChu: 'x'.repeat(MAX_BODY_BYTES)});
    expect(classifySignupRequest(big)).toMatchObject({kind: 'reject', response: {status: 413}});
    expect(classifySignupRequest({...big, contentLength: undefined})).toMatchObject({response: {status: 413}});
    const lying = post(VALID, {contentLength: String(MAX_BODY_BYTES + 1)});
    expect(classifySignupRequest(lying)).toMatchObject({response: {status: 413}});
    const exact = post('"' + 'x'.repeat(MAX_BODY_BYTES - 2) + '"');
    expect(classifySignupRequest(exact).kind).toBe('payload');
  });

  it.each([
    ['JSON hỏng', '{"hoTen": "An"'],
    ['thân rỗng', ''],
    ['không phải JSON', 'hoTen=An'],
  ])('%s: 400 với lỗi chung', (_name, text) => {
    expect(classifySignupRequest(post(text))).toEqual({
      kind: 'reject',
      response: expect.objectContaining({status: 400, body: {ok: false, errors: {form: SIGNUP_API_MESSAGES.badJson}}}),
    });
  });

  it('byte không phải UTF-8: 400', () => {
    const rawBody = Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]);
    expect(classifySignupRequest(post('', {rawBody}))).toMatchObject({response: {status: 400}});
  });

  it('không có thân (rawBody undefined): 400', () => {
    expect(classifySignupRequest(post('', {rawBody: undefined, contentLength: undefined}))).toMatchObject({
      response: {status: 400},
    });
  });

  it('mọi câu trả lời đều không được lưu đệm', () => {
    for (const request of [post(VALID, {method: 'GET'}), post(VALID, {contentType: 'text/plain'}), post('{')]) {
      const result = classifySignupRequest(request);
      expect(result.kind === 'reject' && result.response.headers['Cache-Control']).toBe('no-store');
    }
  });
});

function fakeDeps(overrides: Partial<SignupDeps> = {}) {
  const stored = new Map<string, SignupRecord>();
  const duplicates: Array<[string, string]> = [];
  const counters = memoryCounterStore();
  const now = () => 1_000 * 60_000;
  let codes = 0;
  const bots: string[] = [];
  const deps: SignupDeps = {
    courseSlugs,
    verifyAppCheck: demoAppCheckVerifier('demo-learn-anything'),
    logBot: (reason) => bots.push(reason),
    clientAddress: '203.0.113.1',
    limitAddress: (address) =>
      new FixedWindowRateLimiter({name: 'ip', limit: 5, windowMs: 600_000}, counters, now).hit(address),
    limitEmail: (email) =>
      new FixedWindowRateLimiter({name: 'email', limit: 3, windowMs: 3_600_000}, counters, now).hit(email),
    store: async (docId, record) => {
      if (stored.has(docId)) return 'duplicate';
      stored.set(docId, record);
      return 'created';
    },
    newCode: () => ['LA-7K2M9Q', 'LA-8P3N4R', 'LA-9Q4P5S', 'LA-AR5Q6T'][codes++ % 4],
    logDuplicate: (docId, code) => duplicates.push([docId, code]),
    ...overrides,
  };
  return {deps, stored, duplicates, bots};
}

const ACCEPTED_HEADERS = {'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff'};

describe('handleSignupRequest', () => {
  it('đăng ký hợp lệ: 202, lưu bản đã chuẩn hóa kèm mã tham chiếu', async () => {
    const {deps, stored} = fakeDeps();
    const result = await handleSignupRequest(post(VALID), deps);
    expect(result).toEqual({
      status: 202,
      headers: ACCEPTED_HEADERS,
      body: {ok: true, maThamChieu: 'LA-7K2M9Q', message: SIGNUP_API_MESSAGES.accepted},
    });
    expect([...stored]).toEqual([
      [
        signupDocId('an.nguyen@example.com', 'obsidian-flow'),
        {
          hoTen: 'Nguyễn Văn An',
          email: 'an.nguyen@example.com',
          soDienThoai: '+84912345678',
          khoaHoc: 'obsidian-flow',
          ghiChu: '',
          dongY: true,
          maThamChieu: 'LA-7K2M9Q',
        },
      ],
    ]);
  });

  it('không lộ email đã đăng ký: lần trùng trả đúng câu trả lời như lần mới, không đổi gì, được ghi log cho chủ trang', async () => {
    const {deps, stored, duplicates} = fakeDeps();
    const first = await handleSignupRequest(post(VALID), deps);
    const again = await handleSignupRequest(
      post({...VALID, email: 'an.nguyen@example.com', hoTen: 'Người Khác'}),
      deps,
    );
    const fresh = await handleSignupRequest(post({...VALID, email: 'moi@example.com'}), deps);
    for (const answer of [first, again, fresh]) {
      expect(answer.status).toBe(202);
      expect(answer.headers).toEqual(ACCEPTED_HEADERS);
      expect(Object.keys(answer.body).sort()).toEqual(['maThamChieu', 'message', 'ok']);
      expect(answer.body.message).toBe(SIGNUP_API_MESSAGES.accepted);
    }
    // Each answer has its own code, so the code itself says nothing either.
    expect(again.body.maThamChieu).not.toBe(first.body.maThamChieu);
    expect(stored.size).toBe(2);
    const kept = stored.get(signupDocId('an.nguyen@example.com', 'obsidian-flow'));
    expect(kept).toMatchObject({hoTen: 'Nguyễn Văn An', maThamChieu: first.body.maThamChieu});
    expect(duplicates).toEqual([[signupDocId('an.nguyen@example.com', 'obsidian-flow'), again.body.maThamChieu]]);
  });

  it('dữ liệu sai: 400 với lỗi từng trường, không lưu gì', async () => {
    const {deps, stored} = fakeDeps();
    const result = await handleSignupRequest(post({...VALID, email: 'khong-co-a-cong', extra: 1}), deps);
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual({
      email: expect.stringContaining('@'),
      form: expect.stringContaining('extra'),
    });
    expect(stored.size).toBe(0);
  });

  it('giới hạn theo địa chỉ tính mọi yêu cầu POST, trả 429 kèm Retry-After', async () => {
    const {deps, stored} = fakeDeps();
    for (let i = 0; i < 4; i += 1) expect((await handleSignupRequest(post('{'), deps)).status).toBe(400);
    expect((await handleSignupRequest(post(VALID), deps)).status).toBe(202);
    const limited = await handleSignupRequest(post({...VALID, email: 'khac@example.com'}), deps);
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toBe('600');
    expect(stored.size).toBe(1);
    // Wrong methods are refused before the limiter and are not counted.
    expect((await handleSignupRequest(post(VALID, {method: 'GET'}), deps)).status).toBe(405);
  });

  it('giới hạn theo email: cùng một email từ nhiều địa chỉ vẫn bị chặn sau 3 lần', async () => {
    const {deps} = fakeDeps();
    const statuses = [];
    for (const course of ['obsidian-flow', 'python-web-scraping', 'python-chung-khoan', 'tao-website-docusaurus-seo']) {
      const answer = await handleSignupRequest(post({...VALID, khoaHoc: course}), {
        ...deps,
        clientAddress: `198.51.100.${statuses.length}`,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('không có hoặc sai mã App Check: 401 với hướng dẫn tiếng Việt, không lưu gì', async () => {
    const {deps, stored} = fakeDeps();
    for (const appCheckToken of [undefined, 'a.b.c', mintDemoAppCheckToken('demo-khac')]) {
      const result = await handleSignupRequest(post(VALID, {appCheckToken}), deps);
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({
        ok: false,
        code: 'app-check',
        message: expect.stringContaining('tải lại trang'),
      });
    }
    expect(stored.size).toBe(0);
  });

  it('ô bẫy bị điền: trả lời như thật nhưng không lưu gì, ghi log', async () => {
    const {deps, stored, bots} = fakeDeps();
    const result = await handleSignupRequest(post(VALID, {trap: 'https://spam.example'}), deps);
    expect(result.status).toBe(202);
    expect(Object.keys(result.body).sort()).toEqual(['maThamChieu', 'message', 'ok']);
    expect(stored.size).toBe(0);
    expect(bots).toEqual(['honeypot']);
  });

  it.each([
    ['gửi sau 300 ms', {elapsedMs: '300'}],
    ['không cho biết thời gian', {elapsedMs: undefined}],
  ])(
    'gửi quá nhanh (%s): 400 kèm lời nhắn cho biểu mẫu, không lưu gì; gửi lại sau đó thì được lưu',
    async (_name, overrides) => {
      const {deps, stored, bots} = fakeDeps();
      const result = await handleSignupRequest(post(VALID, overrides), deps);
      expect(result).toMatchObject({status: 400, body: {ok: false, errors: {form: SIGNUP_API_MESSAGES.tooFast}}});
      expect(stored.size).toBe(0);
      expect(bots).toEqual(['too-fast']);
      expect((await handleSignupRequest(post(VALID), deps)).status).toBe(202);
      expect(stored.size).toBe(1);
    },
  );

  it('lỗi lưu trữ: 503, ghi log mà không lộ dữ liệu cá nhân', async () => {
    const logged: string[] = [];
    const {deps} = fakeDeps({
      store: async () => {
        throw Object.assign(new Error('unavailable'), {code: 14});
      },
      logError: (message) => logged.push(message),
    });
    const result = await handleSignupRequest(post(VALID), deps);
    expect(result).toMatchObject({status: 503, body: {ok: false, message: SIGNUP_API_MESSAGES.failed}});
    expect(logged.join(' ')).not.toContain('example.com');
  });
});

describe('isAlreadyExists', () => {
  it('nhận ra lỗi ALREADY_EXISTS của Firestore', () => {
    expect(isAlreadyExists(Object.assign(new Error('6 ALREADY_EXISTS: entity already exists'), {code: 6}))).toBe(true);
    expect(isAlreadyExists({code: 'already-exists'})).toBe(true);
    expect(isAlreadyExists({code: 5})).toBe(false);
    expect(isAlreadyExists(new Error('x'))).toBe(false);
    expect(isAlreadyExists(null)).toBe(false);
  });
});
