import {describe, expect, it} from 'vitest';
import {pageAssets} from './service-worker';

describe('pageAssets', () => {
  it('lists the stylesheets and scripts a built page loads, those listed to run after the first paint included, each once, in document order', () => {
    const html =
      '<!doctype html><html><head><link rel=stylesheet href=/assets/css/styles.css />' +
      '<script type=application/json data-page-scripts>["/assets/js/runtime~main.js","/assets/js/main.js"]</script>' +
      '<link rel=preload as=image href=/img/logo.svg><link rel=prefetch href=/assets/js/later.js>' +
      '<link rel=manifest href=/manifest.webmanifest></head>' +
      '<body><link rel=stylesheet href="/vendor/katex/katex.min.css" data-precedence=katex>' +
      '<script src=/assets/js/main.js></script><script src="https://example.com/x.js"></script>' +
      '<script src=//cdn.example.com/y.js></script><script>var inline = 1;</script></body></html>';
    expect(pageAssets(html)).toEqual([
      '/assets/css/styles.css',
      '/assets/js/runtime~main.js',
      '/assets/js/main.js',
      '/vendor/katex/katex.min.css',
    ]);
  });
});
