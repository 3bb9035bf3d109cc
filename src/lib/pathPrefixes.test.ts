import {describe, expect, it} from 'vitest';
import {missingPrefixes, pathPrefixes, redirectPage, redirectTarget} from './pathPrefixes';

describe('pathPrefixes', () => {
  it('lists the leading parts, shortest first', () => {
    expect(pathPrefixes('/kien-thuc/python/web-scraping/x')).toEqual([
      '/kien-thuc',
      '/kien-thuc/python',
      '/kien-thuc/python/web-scraping',
    ]);
    expect(pathPrefixes('/blog')).toEqual([]);
    expect(pathPrefixes('/')).toEqual([]);
  });
});

describe('missingPrefixes', () => {
  it('finds the prefixes that are not pages, once each', () => {
    const paths = [
      '/',
      '/blog',
      '/blog/a',
      '/kien-thuc/python',
      '/kien-thuc/python/web-scraping/x',
      '/kien-thuc/python/web-scraping/y',
    ];
    expect(missingPrefixes(paths)).toEqual(['/kien-thuc', '/kien-thuc/python/web-scraping']);
  });
});

describe('redirectTarget', () => {
  const existing = new Set(['/', '/kien-thuc', '/kien-thuc/category/thần-số-học', '/cam-hung-thanh-cong']);
  it('prefers the page chosen for the folder', () => {
    const folders = new Map([['/kien-thuc/phat-trien-ban-than/than-so-hoc', '/kien-thuc/category/thần-số-học']]);
    expect(redirectTarget('/kien-thuc/phat-trien-ban-than/than-so-hoc', existing, folders)).toBe(
      '/kien-thuc/category/thần-số-học',
    );
  });
  it('else goes to the nearest ancestor that exists, else home', () => {
    expect(redirectTarget('/kien-thuc/category', existing, new Map())).toBe('/kien-thuc');
    expect(redirectTarget('/cam-hung-thanh-cong/cau-chuyen', existing, new Map())).toBe('/cam-hung-thanh-cong');
    expect(redirectTarget('/khong/co', existing, new Map())).toBe('/');
  });
  it('ignores a chosen page that does not exist', () => {
    expect(redirectTarget('/kien-thuc/x', existing, new Map([['/kien-thuc/x', '/kien-thuc/mat']]))).toBe('/kien-thuc');
  });
});

describe('redirectPage', () => {
  it('redirects without JavaScript, in Vietnamese, with a link to follow', () => {
    const html = redirectPage({
      to: '/kien-thuc/category/thần-số-học',
      canonical: 'https://x.vn/kien-thuc/category/thần-số-học',
    });
    expect(html).toContain('<html lang="vi-VN">');
    expect(html).toContain('<title>Đang chuyển trang</title>');
    expect(html).toContain(
      `<meta http-equiv="refresh" content="0; url=${encodeURI('/kien-thuc/category/thần-số-học')}">`,
    );
    expect(html).toContain(
      `<a href="${encodeURI('/kien-thuc/category/thần-số-học')}">/kien-thuc/category/thần-số-học</a>`,
    );
    expect(html).not.toContain('<script');
  });
});
