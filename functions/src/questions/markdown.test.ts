import {describe, expect, it} from 'vitest';
import {renderMarkdown} from './markdown';

describe('renderMarkdown', () => {
  it('renders the subset: paragraphs, emphasis, code, code blocks, lists and links', () => {
    const html = renderMarkdown(
      'Chạy `pip install pandas` thì *lỗi*:\n\n```\nModuleNotFoundError\n```\n\n- một\n- hai\n\n[Tài liệu](https://pandas.pydata.org/docs/)',
    );
    expect(html).toContain('<code>pip install pandas</code>');
    expect(html).toContain('<em>lỗi</em>');
    expect(html).toContain('<pre><code>ModuleNotFoundError\n</code></pre>');
    expect(html).toContain('<ul>\n<li>một</li>\n<li>hai</li>\n</ul>');
    expect(html).toContain('<a href="https://pandas.pydata.org/docs/" rel="nofollow ugc noopener">Tài liệu</a>');
  });

  it('links bare addresses, with the same rel', () => {
    expect(renderMarkdown('xem https://docusaurus.io/docs')).toBe(
      '<p>xem <a href="https://docusaurus.io/docs" rel="nofollow ugc noopener">https://docusaurus.io/docs</a></p>',
    );
  });

  it('keeps raw HTML as text', () => {
    expect(renderMarkdown('<script>alert(1)</script><img src=x onerror=alert(1)>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });

  it('drops links that are not http, https or mailto, and protocol-relative ones', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '//evil.example']) {
      expect(renderMarkdown(`[bấm](${href})`)).not.toMatch(/href="(?!https?:|mailto:)/);
    }
    expect(renderMarkdown('[thư](mailto:ban@example.com)')).toContain('href="mailto:ban@example.com"');
  });

  it('leaves headings, quotes, images and tables as text', () => {
    const html = renderMarkdown('# Tiêu đề\n\n> trích\n\n![ảnh](https://example.com/a.png)\n\n| a |\n|---|\n| b |');
    expect(html).not.toMatch(/<(h1|blockquote|img|table)/);
    expect(html).toContain('# Tiêu đề');
  });

  it('keeps line breaks inside a paragraph', () => {
    expect(renderMarkdown('dòng một\ndòng hai')).toBe('<p>dòng một<br />\ndòng hai</p>');
  });
});
