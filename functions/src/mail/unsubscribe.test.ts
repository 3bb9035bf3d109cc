import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {listUnsubscribeHeaders, unsubscribeToken, verifyUnsubscribeToken} from './unsubscribe';

const secret = 'bi-mat-thu-nghiem';
const now = Date.UTC(2026, 10, 28);
const claim = {email: 'ban@example.com', topic: 'nhacOnTap' as const, expires: now + 1000};

describe('unsubscribe tokens', () => {
  it('verifies its own token and gives back the address and topic', () => {
    expect(verifyUnsubscribeToken(unsubscribeToken(claim, secret), secret, now)).toEqual({ok: true, claim});
  });

  it('refuses a token signed with another key', () => {
    expect(verifyUnsubscribeToken(unsubscribeToken(claim, 'khoa-khac'), secret, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
  });

  it('refuses a payload altered to another address, keeping the signature', () => {
    const [, signature] = unsubscribeToken(claim, secret).split('.');
    const other = Buffer.from(JSON.stringify({e: 'nguoi-khac@example.com', k: 'nhacOnTap', x: claim.expires}));
    const forged = `${other.toString('base64url')}.${signature}`;
    expect(verifyUnsubscribeToken(forged, secret, now)).toEqual({ok: false, reason: 'signature'});
  });

  it('refuses an expired token', () => {
    expect(verifyUnsubscribeToken(unsubscribeToken(claim, secret), secret, claim.expires)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([undefined, 42, '', 'abc', 'a.b', `${'a'.repeat(700)}.${'b'.repeat(43)}`, {token: 'x'}])(
    'refuses a malformed token %#',
    (token) => {
      expect(verifyUnsubscribeToken(token, secret, now)).toEqual({ok: false, reason: 'malformed'});
    },
  );

  it('refuses a well-signed payload of the wrong shape', () => {
    const payload = Buffer.from(JSON.stringify({e: 'ban@example.com', k: 'tatCa', x: now + 1000})).toString(
      'base64url',
    );
    const token = `${payload}.${createHmac('sha256', secret).update(payload).digest('base64url')}`;
    expect(verifyUnsubscribeToken(token, secret, now)).toEqual({ok: false, reason: 'malformed'});
  });

  it('writes the RFC 8058 headers', () => {
    expect(listUnsubscribeHeaders('https://learn-anything.vn/api/thu/huy?t=x')).toEqual({
      'List-Unsubscribe': '<https://learn-anything.vn/api/thu/huy?t=x>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
