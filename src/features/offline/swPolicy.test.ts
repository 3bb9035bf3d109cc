import {describe, expect, it} from 'vitest';
import * as apiPaths from '../../data/apiPaths';
import {isKeepable, isNeverCached, pageKey, strategyFor} from './swPolicy.mjs';
import {MEMBERS_CONTENT_PREFIXES} from '../auth/membersPath';

const origin = 'https://learn-anything.vn';
const get = (pathname: string, mode = 'no-cors') => strategyFor({url: origin + pathname, method: 'GET', mode, origin});

describe('strategyFor', () => {
  it('answers page navigations network first; members pages without keeping them; the API never', () => {
    expect(get('/kien-thuc/python/pandas-can-ban', 'navigate')).toBe('page');
    expect(get('/members', 'navigate')).toBe('private-page');
    expect(get('/members/khoa-hoc/obsidian-flow', 'navigate')).toBe('private-page');
    expect(get('/tai-nguyen/checklist-seo-docusaurus', 'navigate')).toBe('private-page');
    expect(get('/tai-nguyen/obsidian-flow.zip')).toBe('network');
    expect(get('/members/anh.png')).toBe('network');
    expect(get(`${apiPaths.MEMBERS_API}/me`, 'cors')).toBe('network');
    expect(get('/__/auth/handler', 'navigate')).toBe('network');
  });

  it('treats every members content prefix (src/features/auth/membersPath.ts) as private: its own copy agrees', () => {
    for (const prefix of MEMBERS_CONTENT_PREFIXES) {
      expect(get(prefix, 'navigate'), prefix).toBe('private-page');
      expect(get(`${prefix}/x`, 'navigate'), prefix).toBe('private-page');
    }
  });

  it('leaves every API path (src/data/apiPaths.ts) to the network: its own copy of API_PREFIX agrees', () => {
    for (const path of Object.values(apiPaths)) {
      expect(get(path, 'cors'), path).toBe('network');
      expect(get(`${path}/x`, 'navigate'), path).toBe('network');
      expect(isNeverCached(path), path).toBe(true);
    }
  });

  it('does not mistake pages whose address only starts like a private one', () => {
    expect(get('/membership', 'navigate')).toBe('page');
    expect(get('/apiary', 'navigate')).toBe('page');
  });

  it('keeps hashed files cache first and images refreshed', () => {
    expect(get('/assets/js/main.1234abcd.js')).toBe('immutable');
    expect(get('/vendor/katex-0.16.47/katex.min.css')).toBe('immutable');
    expect(get('/img/og/trang/blog.png')).toBe('static');
    expect(get('/pagefind/pagefind.js')).toBe('static');
    // The review items (plugins/review-items.ts): the review page and self-checks work offline.
    expect(get('/on-tap-du-lieu/python/doc-ghi-excel-voi-pandas.json')).toBe('static');
  });

  it('leaves other origins, other methods and other files to the network', () => {
    expect(strategyFor({url: 'https://apis.google.com/js/api.js', method: 'GET', mode: 'no-cors', origin})).toBe(
      'network',
    );
    expect(strategyFor({url: `${origin}${apiPaths.SIGNUP_API}`, method: 'POST', mode: 'cors', origin})).toBe('network');
    expect(get('/sitemap.xml')).toBe('network');
    expect(get('/sw.js')).toBe('network');
  });
});

describe('isNeverCached', () => {
  it('covers the members areas and the API only', () => {
    expect(
      ['/members', '/members/x', '/tai-nguyen', '/tai-nguyen/a.zip', `${apiPaths.API_PREFIX}/x`].every(isNeverCached),
    ).toBe(true);
    expect(['/', '/kien-thuc', '/tu-sach'].some(isNeverCached)).toBe(false);
  });
});

describe('pageKey', () => {
  it('is one key for the clean address, its .html, a trailing slash and a query', () => {
    const key = `${origin}/kien-thuc/python`;
    expect(pageKey(`${origin}/kien-thuc/python`)).toBe(key);
    expect(pageKey(`${origin}/kien-thuc/python.html`)).toBe(key);
    expect(pageKey(`${origin}/kien-thuc/python/`)).toBe(key);
    expect(pageKey(`${origin}/kien-thuc/python/index.html`)).toBe(key);
    expect(pageKey(`${origin}/kien-thuc/python?utm_source=zalo#muc`)).toBe(key);
    expect(pageKey(`${origin}/`)).toBe(`${origin}/`);
  });
});

describe('isKeepable', () => {
  const response = (
    status: number,
    headers: Record<string, string>,
    extra: {type?: string; redirected?: boolean} = {},
  ) => ({
    status,
    type: extra.type ?? 'basic',
    redirected: extra.redirected ?? false,
    headers: {get: (name: string) => headers[name] ?? null},
  });

  it('keeps a successful HTML page', () => {
    expect(isKeepable(response(200, {'content-type': 'text/html; charset=utf-8'}), {page: true})).toBe(true);
  });

  it('refuses errors, redirects, opaque, private and non-HTML answers for pages', () => {
    expect(isKeepable(response(404, {'content-type': 'text/html'}), {page: true})).toBe(false);
    expect(isKeepable(response(200, {'content-type': 'text/html'}, {redirected: true}), {page: true})).toBe(false);
    expect(isKeepable(response(200, {}, {type: 'opaque'}), {page: false})).toBe(false);
    expect(
      isKeepable(response(200, {'content-type': 'text/html', 'cache-control': 'private, no-store'}), {page: true}),
    ).toBe(false);
    expect(isKeepable(response(200, {'content-type': 'application/json'}), {page: true})).toBe(false);
    expect(isKeepable(undefined, {page: false})).toBe(false);
  });
});
