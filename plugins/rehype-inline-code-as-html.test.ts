import {describe, expect, it} from 'vitest';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {Element, Root} from 'hast';
import {visit} from 'unist-util-visit';
import rehypeInlineCodeAsHtml from './rehype-inline-code-as-html';
import {forEachElement, renderMdxTree} from './testing/mdxElements';

const MARKDOWN = [
  '# Dùng `df.head()`',
  '',
  'Gọi `df.pct_change()` rồi `cumprod()`, xem [tài liệu `pandas`](https://pandas.pydata.org/).',
  '',
  '```python',
  'df = pd.read_csv("gia.csv")',
  '```',
  '',
].join('\n');

// Stands for the theme's `code` component: marks what it renders.
const components = {
  code: (props: Record<string, unknown>): ReactNode => createElement('code', {...props, 'data-theme': ''}),
};

async function render(withPlugin: boolean): Promise<{html: string; codeElements: number; themed: number}> {
  const tree = await renderMdxTree(MARKDOWN, {rehypePlugins: withPlugin ? [rehypeInlineCodeAsHtml] : []}, components);
  let codeElements = 0;
  let themed = 0;
  forEachElement(tree, (element) => {
    if (element.type === 'code') codeElements += 1;
    if (element.type === components.code) themed += 1;
  });
  return {html: renderToStaticMarkup(tree), codeElements, themed};
}

describe('rehypeInlineCodeAsHtml', () => {
  it('renders inline code as plain <code>, without the theme component, and the same HTML', async () => {
    const plain = await render(false);
    const direct = await render(true);
    expect(plain.themed).toBe(5);
    expect(plain.codeElements).toBe(0);
    // Only the code block still goes through the theme.
    expect(direct.themed).toBe(1);
    expect(direct.codeElements).toBe(4);
    const unmarked = (html: string) => html.replaceAll(' data-theme=""', '');
    expect(unmarked(direct.html)).toBe(unmarked(plain.html));
    expect(direct.html).toContain('<h1>Dùng <code>df.head()</code></h1>');
    expect(direct.html).toContain('<a href="https://pandas.pydata.org/">tài liệu <code>pandas</code></a>');
    expect(direct.html).toContain('<pre><code class="language-python" data-theme="">');
  });

  it('keeps a class on inline code', async () => {
    const classOnCode = () => (tree: Root) =>
      visit(tree, 'element', (node: Element) => {
        if (node.tagName === 'code') node.properties.className = ['lenh'];
      });
    const tree = await renderMdxTree('Lệnh `ls`.', {rehypePlugins: [classOnCode, rehypeInlineCodeAsHtml]});
    expect(renderToStaticMarkup(tree)).toBe('<p>Lệnh <code class="lenh">ls</code>.</p>');
  });

  it('leaves to the theme inline code with properties other than a class', async () => {
    const idOnCode = () => (tree: Root) =>
      visit(tree, 'element', (node: Element) => {
        if (node.tagName === 'code') node.properties.id = 'lenh';
      });
    const tree = await renderMdxTree('Lệnh `ls`.', {rehypePlugins: [idOnCode, rehypeInlineCodeAsHtml]}, components);
    expect(renderToStaticMarkup(tree)).toBe('<p>Lệnh <code id="lenh" data-theme="">ls</code>.</p>');
  });
});
