import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import Loading from './index';

const props = {isLoading: true, pastDelay: true, timedOut: false, retry: () => undefined};

describe('the fallback while a part of the page loads', () => {
  it('shows nothing while it loads, even past the delay', () => {
    expect(renderToStaticMarkup(createElement(Loading, {...props, error: undefined}))).toBe('');
  });

  it('says in Vietnamese that the part did not load, with a button to try again', () => {
    const html = renderToStaticMarkup(
      createElement(Loading, {...props, isLoading: false, error: new Error('ChunkLoadError')}),
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Không tải được phần này của trang.');
    expect(html).toMatch(/<button type="button"[^>]*>Thử lại<\/button>/);
    expect(html).not.toMatch(/Retry|ChunkLoadError/);
  });
});
