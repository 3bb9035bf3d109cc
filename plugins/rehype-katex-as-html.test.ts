import {describe, expect, it} from 'vitest';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeKatexAsHtml from './rehype-katex-as-html';
import {forEachElement, renderMdxTree} from './testing/mdxElements';

const MARKDOWN =
  'Lợi suất $r_t = \\frac{P_t - P_{t-1}}{P_{t-1}}$ mỗi ngày.\n\n$$\n\\sigma = \\sqrt{\\frac{1}{n}\\sum_{i=1}^{n}(r_i - \\bar{r})^2}\n$$\n';

async function render(withPlugin: boolean): Promise<{html: string; elements: number}> {
  const tree = await renderMdxTree(MARKDOWN, {
    remarkPlugins: [remarkMath],
    rehypePlugins: withPlugin ? [rehypeKatex, rehypeKatexAsHtml] : [rehypeKatex],
  });
  let elements = 0;
  forEachElement(tree, () => {
    elements += 1;
  });
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
