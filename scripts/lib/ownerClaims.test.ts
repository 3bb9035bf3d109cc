import {describe, expect, it} from 'vitest';
import {claimsWithOwner, isOwnerClaims, ownerTarget, parseOwnerArgs} from './ownerClaims.mjs';

describe('parseOwnerArgs', () => {
  it('reads add, remove and list', () => {
    expect(parseOwnerArgs(['add', ' Chu@Example.com '])).toEqual({ok: true, command: 'add', email: 'chu@example.com'});
    expect(parseOwnerArgs(['remove', 'chu@example.com'])).toEqual({
      ok: true,
      command: 'remove',
      email: 'chu@example.com',
    });
    expect(parseOwnerArgs(['list'])).toEqual({ok: true, command: 'list'});
  });
  it('refuses anything else with the usage', () => {
    for (const argv of [
      [],
      ['add'],
      ['grant', 'a@b.vn'],
      ['add', 'khong-phai-email'],
      ['add', 'a@b.vn', 'x'],
      ['list', 'a@b.vn'],
    ]) {
      const result = parseOwnerArgs(argv);
      expect(result.ok).toBe(false);
      expect(result.error).toMatch(/Cách dùng|không hợp lệ/);
    }
  });
});

describe('ownerTarget', () => {
  it('prefers the emulator and never guesses production', () => {
    expect(
      ownerTarget({FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', GOOGLE_APPLICATION_CREDENTIALS: 'k.json'}, 'demo-x'),
    ).toEqual({
      ok: true,
      kind: 'emulator',
      projectId: 'demo-x',
    });
    expect(ownerTarget({GOOGLE_APPLICATION_CREDENTIALS: 'k.json', GCLOUD_PROJECT: 'that'}, 'demo-x')).toEqual({
      ok: true,
      kind: 'production',
      projectId: 'that',
    });
    expect(ownerTarget({}, 'demo-x').ok).toBe(false);
  });
});

describe('claimsWithOwner', () => {
  it('adds and removes only the owner claim', () => {
    expect(claimsWithOwner({plan: 'x'}, true)).toEqual({plan: 'x', owner: true});
    expect(claimsWithOwner({plan: 'x', owner: true}, false)).toEqual({plan: 'x'});
    expect(claimsWithOwner(undefined, true)).toEqual({owner: true});
    expect(isOwnerClaims({owner: true})).toBe(true);
    expect(isOwnerClaims({owner: 'true'})).toBe(false);
    expect(isOwnerClaims(undefined)).toBe(false);
  });
});
