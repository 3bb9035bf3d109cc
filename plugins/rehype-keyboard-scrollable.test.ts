import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeKeyboardScrollable from './rehype-keyboard-scrollable';

async function render(markdown: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeKeyboardScrollable)
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}

describe('rehypeKeyboardScrollable', () => {
  it('lets every table take keyboard focus', async () => {
    const html = await render('| Cột A | Cột B |\n| --- | --- |\n| 1 | 2 |\n\nĐoạn văn.\n');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<p>Đoạn văn.</p>');
  });

  it('lets display maths take keyboard focus, not inline maths', async () => {
    const file = await unified()
      .use(remarkParse)
      .use(remarkMath)
      .use(remarkRehype)
      .use(rehypeKatex)
      .use(rehypeKeyboardScrollable)
      .use(rehypeStringify)
      .process('Nội dòng $a+b$.\n\n$$\nA = P(1 + r)^n\n$$\n');
    const html = String(file);
    expect(html).toMatch(/<span class="katex-display" tabindex="0">/);
    expect(html.match(/tabindex/g)).toHaveLength(1);
  });

  it('leaves other elements alone', async () => {
    expect(await render('Chỉ là **chữ**.')).toBe('<p>Chỉ là <strong>chữ</strong>.</p>');
  });
});
