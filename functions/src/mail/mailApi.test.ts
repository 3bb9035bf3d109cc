import type {DecodedIdToken} from 'firebase-admin/auth';
import {describe, expect, it} from 'vitest';
import {demoAppCheckVerifier, mintDemoAppCheckToken} from '../appCheck';
import {MAIL_API} from '../generated/apiPaths';
import {handleMailRequest, type MailPreferencesStore} from './mailApi';
import {DEFAULT_PREFERENCES, type MailPreferences} from './preferences';
import {unsubscribeToken} from './unsubscribe';

const PROJECT = 'demo-learn-anything';
const APP_CHECK = mintDemoAppCheckToken(PROJECT);
const SECRET = 'bi-mat-thu-nghiem';
const NOW = Date.UTC(2026, 10, 28);
const users: Record<string, Partial<DecodedIdToken>> = {
  'token-an': {uid: 'an', email: 'an@example.com', email_verified: true},
  'token-chua-xac-minh': {uid: 'binh', email: 'binh@example.com', email_verified: false},
};

function setup() {
  const saved = new Map<string, MailPreferences['nhacOnTap']>();
  const unsubscribed = new Set<string>();
  const store: MailPreferencesStore = {
    async get(uid, email) {
      const reminder = saved.get(uid) ?? DEFAULT_PREFERENCES.nhacOnTap;
      return {
        nhacOnTap: {...reminder, bat: reminder.bat && !unsubscribed.has(`${email} nhacOnTap`)},
        traLoiCauHoi: !unsubscribed.has(`${email} traLoiCauHoi`),
      };
    },
    async put(uid, email, value) {
      if (value.nhacOnTap) saved.set(uid, value.nhacOnTap);
      if (value.nhacOnTap?.bat) unsubscribed.delete(`${email} nhacOnTap`);
      if (value.traLoiCauHoi === true) unsubscribed.delete(`${email} traLoiCauHoi`);
      if (value.traLoiCauHoi === false) unsubscribed.add(`${email} traLoiCauHoi`);
    },
    async unsubscribe(email, topic) {
      unsubscribed.add(`${email} ${topic}`);
    },
  };
  const call = (
    method: string,
    route: string,
    {
      token,
      body,
      query,
      contentType = 'application/json',
    }: {token?: string; body?: unknown; query?: unknown; contentType?: string} = {},
  ) => {
    const rawBody =
      body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    return handleMailRequest(
      {
        method,
        path: `${MAIL_API}/${route}`,
        authorization: token ? `Bearer ${token}` : undefined,
        appCheckToken: APP_CHECK,
        contentType,
        contentLength: rawBody ? String(rawBody.length) : undefined,
        rawBody,
        token: query,
      },
      {
        verifyIdToken: async (value) => {
          const user = users[value];
          if (!user) throw Object.assign(new Error('bad'), {code: 'auth/argument-error'});
          return user as DecodedIdToken;
        },
        verifyAppCheck: demoAppCheckVerifier(PROJECT),
        store,
        linkSecret: SECRET,
        now: () => NOW,
      },
    );
  };
  return {call, saved, unsubscribed};
}

const on = {nhacOnTap: {bat: true, gio: 20, nguong: 10}};

describe('mail preferences', () => {
  it('refuses anyone but a member with a verified email', async () => {
    const {call, saved} = setup();
    for (const method of ['GET', 'PUT']) {
      expect((await call(method, 'tuy-chon', {body: on})).status).toBe(401);
      expect((await call(method, 'tuy-chon', {token: 'token-gia', body: on})).status).toBe(401);
      expect((await call(method, 'tuy-chon', {token: 'token-chua-xac-minh', body: on})).status).toBe(403);
    }
    expect(saved.size).toBe(0);
  });

  it('saves and answers the member’s own preferences', async () => {
    const {call} = setup();
    expect((await call('GET', 'tuy-chon', {token: 'token-an'})).body).toEqual({
      ...DEFAULT_PREFERENCES,
      email: 'an@example.com',
    });
    expect(await call('PUT', 'tuy-chon', {token: 'token-an', body: on})).toEqual({
      status: 200,
      body: {...on, traLoiCauHoi: true, email: 'an@example.com'},
    });
  });

  it('turns the answered-question mail off and on alone, keeping the reminder', async () => {
    const {call} = setup();
    await call('PUT', 'tuy-chon', {token: 'token-an', body: on});
    expect((await call('PUT', 'tuy-chon', {token: 'token-an', body: {traLoiCauHoi: false}})).body).toEqual({
      ...on,
      traLoiCauHoi: false,
      email: 'an@example.com',
    });
    expect((await call('PUT', 'tuy-chon', {token: 'token-an', body: {traLoiCauHoi: true}})).body).toMatchObject({
      traLoiCauHoi: true,
    });
  });

  it.each([
    [{}, 400],
    [{traLoiCauHoi: 'khong'}, 400],
    [{traLoiCauHoi: false, khac: true}, 400],
    [{nhacOnTap: {bat: 'true', gio: 20, nguong: 10}}, 400],
    [{nhacOnTap: {bat: true, gio: 24, nguong: 10}}, 400],
    [{nhacOnTap: {bat: true, gio: 7.5, nguong: 10}}, 400],
    [{nhacOnTap: {bat: true, gio: 7, nguong: 0}}, 400],
    [{nhacOnTap: {bat: true, gio: 7, nguong: 10, them: 1}}, 400],
    [{nhacOnTap: {bat: true, gio: 7, nguong: 10}, email: 'khac@example.com'}, 400],
    [[on], 400],
    ['{"nhacOnTap":', 400],
    [{nhacOnTap: {bat: true, gio: 7, nguong: 10}, rac: 'x'.repeat(2000)}, 413],
  ])('refuses a body of the wrong type or size (%#) with a Vietnamese message', async (body, status) => {
    const {call, saved} = setup();
    const response = await call('PUT', 'tuy-chon', {token: 'token-an', body});
    expect(response.status).toBe(status);
    expect(String(response.body.error)).toMatch(/[ạảãáàâăđêôơư]/);
    expect(saved.size).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const {call} = setup();
    expect((await call('PUT', 'tuy-chon', {token: 'token-an', body: 'bat=1', contentType: 'text/plain'})).status).toBe(
      415,
    );
  });
});

describe('unsubscribe', () => {
  const token = (email: string, expires = NOW + 1000, secret = SECRET) =>
    unsubscribeToken({email, topic: 'nhacOnTap', expires}, secret);

  it('unsubscribes the token’s address without sign-in, RFC 8058 one-click or from the page', async () => {
    const {call, unsubscribed} = setup();
    const response = await call('POST', 'huy', {
      query: token('an@example.com'),
      body: 'List-Unsubscribe=One-Click',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(200);
    expect(response.body.ok).toBe(true);
    expect([...unsubscribed]).toEqual(['an@example.com nhacOnTap']);
    // Again: the same answer, nothing more.
    expect((await call('POST', 'huy', {query: token('an@example.com')})).status).toBe(200);
    expect(unsubscribed.size).toBe(1);
  });

  it('refuses forged, altered, expired and malformed tokens, changing nothing', async () => {
    const {call, unsubscribed} = setup();
    const [, signature] = token('an@example.com').split('.');
    const altered = `${Buffer.from(JSON.stringify({e: 'binh@example.com', k: 'nhacOnTap', x: NOW + 1000})).toString('base64url')}.${signature}`;
    const cases: [unknown, number][] = [
      [token('an@example.com', NOW + 1000, 'khoa-gia'), 403],
      [altered, 403],
      [token('an@example.com', NOW - 1), 410],
      ['khong-phai-token', 400],
      [undefined, 400],
      [['a', 'b'], 400],
      ['a'.repeat(5000), 400],
    ];
    for (const [query, status] of cases) {
      const response = await call('POST', 'huy', {query});
      expect(response.status).toBe(status);
      expect(response.body.ok).toBe(false);
      expect(typeof response.body.error).toBe('string');
    }
    expect(unsubscribed.size).toBe(0);
  });

  it('changes nothing on a GET (mail scanners follow links) or an oversized body', async () => {
    const {call, unsubscribed} = setup();
    expect((await call('GET', 'huy', {query: token('an@example.com')})).status).toBe(405);
    expect((await call('POST', 'huy', {query: token('an@example.com'), body: 'x'.repeat(5000)})).status).toBe(413);
    expect(unsubscribed.size).toBe(0);
  });
});
