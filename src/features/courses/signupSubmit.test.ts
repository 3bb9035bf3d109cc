import {describe, expect, it, vi} from 'vitest';
import {SIGNUP_API} from '../../data/apiPaths';
import {SUBMIT_MESSAGES, interpretSignupResponse, submitSignup} from './signupSubmit';
import type {SignupValue} from './signupValidation';

const value: SignupValue = {
  hoTen: 'Nguyễn Thị Thu Hà',
  email: 'thuha@example.vn',
  soDienThoai: '+84912345678',
  khoaHoc: 'python-chung-khoan',
  ghiChu: '',
  dongY: true,
};

describe('interpretSignupResponse', () => {
  it.each([200, 201, 202])('reads the reference code on %i', (status) => {
    expect(interpretSignupResponse(status, {ok: true, maThamChieu: 'LA-7K2M9Q'})).toEqual({
      kind: 'success',
      maThamChieu: 'LA-7K2M9Q',
    });
  });

  it.each([{ok: true}, {ok: true, maThamChieu: 'abc'}, {ok: false}, null, 'ok'])(
    'treats a 200 without a proper reference code (%j) as a failure',
    (body) => {
      expect(interpretSignupResponse(200, body)).toEqual({kind: 'failed', message: SUBMIT_MESSAGES.failed});
    },
  );

  it('a 409 (which the server no longer sends: it never says an email is registered) is a plain failure', () => {
    expect(interpretSignupResponse(409, {ok: false, message: 'Email này đã đăng ký.'})).toEqual({
      kind: 'failed',
      message: SUBMIT_MESSAGES.failed,
    });
  });

  it('keeps field errors from a 400 and moves the others to the form', () => {
    const outcome = interpretSignupResponse(400, {
      ok: false,
      errors: {soDienThoai: 'Số điện thoại chưa đúng.', khac: 'Trường lạ.', email: 42},
    });
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: {soDienThoai: 'Số điện thoại chưa đúng.', form: 'Trường lạ.'},
      message: SUBMIT_MESSAGES.invalid,
    });
  });

  it('gives a form message for a 400 without usable errors', () => {
    expect(interpretSignupResponse(400, {ok: false})).toMatchObject({
      kind: 'invalid',
      errors: {form: SUBMIT_MESSAGES.invalid},
    });
  });

  it('shows the server message for a 401 (App Check), or a default that says what to do', () => {
    expect(interpretSignupResponse(401, {ok: false, code: 'app-check', message: 'Hãy tải lại trang.'})).toEqual({
      kind: 'verification',
      message: 'Hãy tải lại trang.',
    });
    expect(interpretSignupResponse(401, null)).toEqual({kind: 'verification', message: SUBMIT_MESSAGES.verification});
  });

  it('explains a 429', () => {
    expect(interpretSignupResponse(429, null)).toEqual({kind: 'rateLimited', message: SUBMIT_MESSAGES.rateLimited});
  });

  it.each([404, 405, 500, 502, 503, 0])('treats %i as a failure that keeps the input', (status) => {
    expect(interpretSignupResponse(status, {ok: false, message: 'Not Found'})).toEqual({
      kind: 'failed',
      message: SUBMIT_MESSAGES.failed,
    });
  });
});

describe('submitSignup', () => {
  it('posts the JSON body to SIGNUP_API', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ok: true, maThamChieu: 'LA-ABC123'}), {status: 201}),
    );
    const outcome = await submitSignup(value, fetchMock as unknown as typeof fetch);
    expect(outcome).toEqual({kind: 'success', maThamChieu: 'LA-ABC123'});
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(SIGNUP_API);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual(value);
  });

  it('turns a network error into a failure', async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitSignup(value, fetchMock as unknown as typeof fetch)).toEqual({
      kind: 'failed',
      message: SUBMIT_MESSAGES.failed,
    });
  });

  it('handles an HTML 404 page (function not deployed)', async () => {
    const fetchMock = vi.fn(async () => new Response('<!doctype html><title>404</title>', {status: 404}));
    expect(await submitSignup(value, fetchMock as unknown as typeof fetch)).toEqual({
      kind: 'failed',
      message: SUBMIT_MESSAGES.failed,
    });
  });

  it('gives up after the timeout', async () => {
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    expect(await submitSignup(value, fetchMock as unknown as typeof fetch, 20)).toEqual({
      kind: 'failed',
      message: SUBMIT_MESSAGES.timeout,
    });
  });
});
