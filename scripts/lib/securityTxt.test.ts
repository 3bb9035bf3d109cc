import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {site} from '../../src/data/site';
import {parseSecurityTxt, securityTxtProblems} from './securityTxt.mjs';

// This test fails once static/.well-known/security.txt expires in less than
// RENEW_DAYS days: that is its point. Renew the file then: a new Expires, at
// most a year ahead (RFC 9116), after checking that the contact still holds.

const ours = {email: 'xinchao@example.vn', canonical: 'https://example.vn/.well-known/security.txt'};
const file = (expires: string) =>
  [
    '# Liên hệ bảo mật',
    'Contact: mailto:xinchao@example.vn',
    `Expires: ${expires}`,
    'Preferred-Languages: vi, en',
    'Canonical: https://example.vn/.well-known/security.txt',
    '',
  ].join('\n');
const now = new Date('2026-11-28T00:00:00Z');

describe('parseSecurityTxt', () => {
  it('reads fields case-insensitively, keeps repeats, skips comments and refuses other lines', () => {
    const fields = parseSecurityTxt(
      '# note\r\ncontact: mailto:a@example.vn\r\nContact: https://example.vn/bao-mat\r\n',
    );
    expect(fields.get('contact')).toEqual(['mailto:a@example.vn', 'https://example.vn/bao-mat']);
    expect(() => parseSecurityTxt('Contact mailto:a@example.vn')).toThrow(/không đúng dạng/);
  });
});

describe('securityTxtProblems', () => {
  it('accepts a file with the contact, the canonical address and an expiry between 30 days and a year ahead', () => {
    expect(securityTxtProblems(file('2027-11-27T00:00:00.000Z'), {...ours, now})).toEqual([]);
    expect(securityTxtProblems(file('2026-12-29T00:00:00Z'), {...ours, now})).toEqual([]);
  });

  it('fails as the expiry nears, once it has passed, and when it is more than a year ahead', () => {
    expect(securityTxtProblems(file('2026-12-20T00:00:00Z'), {...ours, now})).toEqual([
      expect.stringMatching(/chưa tới 30 ngày/),
    ]);
    expect(securityTxtProblems(file('2026-11-01T00:00:00Z'), {...ours, now})).toEqual([
      expect.stringMatching(/chưa tới 30 ngày/),
    ]);
    expect(securityTxtProblems(file('2027-12-01T00:00:00Z'), {...ours, now})).toEqual([
      expect.stringMatching(/xa hơn một năm/),
    ]);
    expect(securityTxtProblems(file('27/11/2027'), {...ours, now})).toEqual([
      expect.stringMatching(/không phải thời điểm RFC 3339/),
    ]);
  });

  it('fails without the contact, the canonical address or exactly one expiry', () => {
    const text = 'Contact: mailto:other@example.vn\nExpires: 2027-01-01T00:00:00Z\nExpires: 2027-02-01T00:00:00Z\n';
    expect(securityTxtProblems(text, {...ours, now})).toEqual([
      'thiếu Contact: mailto:xinchao@example.vn',
      'thiếu Canonical: https://example.vn/.well-known/security.txt',
      'cần đúng một trường Expires, có 2',
    ]);
  });
});

describe('static/.well-known/security.txt', () => {
  it("gives the site's contact email and production address, and expires in 30 days to a year from today", () => {
    const text = readFileSync('static/.well-known/security.txt', 'utf8');
    expect(securityTxtProblems(text, {email: site.email, canonical: `${site.url}/.well-known/security.txt`})).toEqual(
      [],
    );
    expect(parseSecurityTxt(text).get('preferred-languages')).toEqual(['vi, en']);
  });
});
