import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {redirects} from './redirects';

const hosting = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')).hosting as {
  redirects: {source?: string; regex?: string; destination: string; type: number}[];
};

describe('redirects', () => {
  it('firebase.json answers every old address with a 301 to the same place', () => {
    for (const {from, to} of redirects) {
      expect(hosting.redirects, from).toContainEqual({source: from, destination: to, type: 301});
    }
  });

  it('lead to ASCII addresses that are not themselves redirected', () => {
    const sources = new Set(redirects.map((r) => r.from));
    for (const {to} of redirects) {
      expect(to).toMatch(/^\/[a-z0-9/-]*$/);
      expect(sources.has(to)).toBe(false);
    }
  });
});
