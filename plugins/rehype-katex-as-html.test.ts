import {describe, expect, it} from 'vitest';
import {evaluate} from '@mdx-js/mdx';
import {isValidElement, type ReactElement, type ReactNode} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeKatexAsHtml from './rehype-katex-as-html';

const MARKDOWN = 'Lợi suất $r_t = \\frac{P_t - P_{t-1}}{P_{t-1}}$ mỗi ngày.\n\n$$\n\\sigma = \\sqrt{\\frac{1}{n}\\sum_{i=1}^{n}(r_i - \\bar{r})^2}\n$$\n';

async function render(withPlugin: boolean): Promise<{html: string; elements: number}> {
  const {default: Content} = await evaluate(MARKDOWN, {
    ...runtime,
    remarkPlugins: [remarkMath],
    rehypePlugins: withPlugin ? [rehypeKatex, rehypeKatexAsHtml] : [rehypeKatex],
  });
  const tree = Content({});
  let elements = 0;
  const count = (node: ReactNode): void => {
    if (Array.isArray(node)) {
      node.forEach(count);
    } else if (isValidElement(node)) {
      elements += 1;
      count((node as ReactElement<{children?: ReactNode}>).props.children);
    }
  };
  count(tree);
  return {html: renderToStaticMarkup(tree), elements};
}

describe('rehypeKatexAsHtml', () => {
  it('renders the same HTML with a fraction of the React elements', async () => {
    const plain = await render(false);
    const compact = await render(true);
    // React writes style attributes without KaTeX's final semicolon; nothing else differs.
    const withoutFinalSemicolon = (html: string) => html.replace(/;"/g, '"');
    expect(withoutFinalSemicolon(compact.html)).toBe(plain.html);
    expect(compact.html).toContain('class="katex-display"');
    expect(compact.html).toContain('<annotation encoding="application/x-tex">');
    expect(plain.elements).toBeGreaterThan(100);
    // The paragraph, the display wrapper and one span per formula remain.
    expect(compact.elements).toBeLessThan(10);
  });
});
