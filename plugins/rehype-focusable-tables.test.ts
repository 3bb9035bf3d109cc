import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import rehypeFocusableTables from './rehype-focusable-tables';

async function render(markdown: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeFocusableTables)
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}

describe('rehypeFocusableTables', () => {
  it('lets every table take keyboard focus', async () => {
    const html = await render('| Cột A | Cột B |\n| --- | --- |\n| 1 | 2 |\n\nĐoạn văn.\n');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<p>Đoạn văn.</p>');
  });

  it('leaves other elements alone', async () => {
    expect(await render('Chỉ là **chữ**.')).toBe('<p>Chỉ là <strong>chữ</strong>.</p>');
  });
});
