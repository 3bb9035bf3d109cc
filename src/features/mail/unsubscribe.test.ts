import {describe, expect, it} from 'vitest';
import {tokenFromSearch, unsubscribeRequest} from './unsubscribe';

describe('the unsubscribe page', () => {
  it('reads the token from its address', () => {
    expect(tokenFromSearch('?t=abc.def')).toBe('abc.def');
    expect(tokenFromSearch('?t=')).toBeNull();
    expect(tokenFromSearch('')).toBeNull();
  });

  it('sends the RFC 8058 one-click request for that token', () => {
    const [url, init] = unsubscribeRequest('a+b.c');
    expect(url).toBe('/api/thu/huy?t=a%2Bb.c');
    expect(init).toMatchObject({method: 'POST', body: 'List-Unsubscribe=One-Click'});
  });
});
