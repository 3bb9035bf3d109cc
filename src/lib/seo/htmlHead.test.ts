import {describe, expect, it} from 'vitest';
import {appendToHead, metaContent, setMetaContent, titleOf, withoutCanonical} from './htmlHead';

// As Docusaurus minifies it: some attributes quoted, some not.
const page =
  '<html><head><title data-rh=true>Tự học &amp; Python | Learn Anything</title>' +
  '<meta data-rh=true property=og:image content=https://x.vn/img/og-default.png />' +
  '<meta data-rh=true name=twitter:image content="https://x.vn/img/og-default.png"/>' +
  '<meta data-rh=true property=og:image:alt content="Ảnh"/>' +
  '<link data-rh=true rel=canonical href=https://x.vn/404.html />' +
  '<link data-rh=true rel=alternate href=https://x.vn/404.html hreflang=vi-VN />' +
  '<link rel=alternate type=application/rss+xml href=/blog/rss.xml title="Blog RSS">' +
  '</head><body></body></html>';

describe('htmlHead', () => {
  it('appends at the end of the head', () => {
    expect(appendToHead(page, '<x>')).toContain('<x></head>');
    expect(() => appendToHead('<p>', '<x>')).toThrow();
  });

  it('removes the canonical and hreflang links but not the feeds', () => {
    const html = withoutCanonical(page);
    expect(html).not.toContain('rel=canonical');
    expect(html).not.toContain('hreflang');
    expect(html).toContain('rss+xml');
  });

  it('reads and replaces meta content, quoted or not, and only of that exact key', () => {
    expect(metaContent(page, 'og:image')).toBe('https://x.vn/img/og-default.png');
    expect(metaContent(page, 'twitter:image')).toBe('https://x.vn/img/og-default.png');
    expect(metaContent(page, 'og:image:alt')).toBe('Ảnh');
    expect(metaContent(page, 'og:title')).toBeUndefined();
    const html = setMetaContent(
      setMetaContent(page, 'og:image', 'https://x.vn/a.png'),
      'twitter:image',
      'https://x.vn/a.png',
    );
    expect(metaContent(html, 'og:image')).toBe('https://x.vn/a.png');
    expect(metaContent(html, 'twitter:image')).toBe('https://x.vn/a.png');
    expect(metaContent(html, 'og:image:alt')).toBe('Ảnh');
  });

  it('reads the title text', () => {
    expect(titleOf(page)).toBe('Tự học & Python | Learn Anything');
  });
});
