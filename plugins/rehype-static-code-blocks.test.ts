import {describe, expect, it} from 'vitest';
import {linesHtmlToText} from '../src/features/code-blocks/renderLines';
import rehypeStaticCodeBlocks from './rehype-static-code-blocks';
import {forEachElement, renderMdxTree} from './testing/mdxElements';

type CodeProps = Record<string, unknown>;

/** Runs Markdown through MDX with the plugin and returns the props each `code` element receives. */
async function codeProps(markdown: string): Promise<CodeProps[]> {
  const Code = (): null => null;
  const tree = await renderMdxTree(
    markdown,
    {rehypePlugins: [[rehypeStaticCodeBlocks, {additionalLanguages: ['bash', 'toml']}]]},
    {code: Code},
  );
  const seen: CodeProps[] = [];
  forEachElement(tree, (element) => {
    if (element.type === Code) {
      seen.push(element.props);
    }
  });
  return seen;
}

describe('rehypeStaticCodeBlocks', () => {
  it('gives a code block its highlighted lines, title and line numbers as props', async () => {
    const [props] = await codeProps('```ts title="src/a.ts" {2} showLineNumbers=3\nconst a = 1;\nexport {a};\n```\n');
    expect(props.className).toBe('language-ts');
    expect(props.title).toBe('src/a.ts');
    expect(props.showLineNumbers).toBe('3');
    expect(props.children).toBe('\n');
    expect(linesHtmlToText(props.highlightedHtml as string)).toBe('const a = 1;\nexport {a};');
    expect(props.highlightedHtml).toMatch(
      /^<span class="token-line code-line"><span class="code-line-number"><\/span>/,
    );
    expect(props.highlightedHtml).toContain('<span class="token keyword">const</span>');
    expect(props.highlightedHtml).toContain('<span class="token-line code-line theme-code-block-highlighted-line">');
    expect(props).not.toHaveProperty('metastring');
  });

  it('removes magic comments from the code and highlights Bash, an added language', async () => {
    const [props] = await codeProps('```bash\n# highlight-next-line\nnpm run build\n```\n');
    expect(props.highlightedHtml).toBe(
      '<span class="token-line theme-code-block-highlighted-line"><span class="token function">npm</span> run build<br></span>',
    );
  });

  it('escapes code in languages Prism does not know', async () => {
    const [props] = await codeProps('```dataview\nTABLE file.name WHERE x < 3 & y\n```\n');
    expect(props.highlightedHtml).toBe('<span class="token-line">TABLE file.name WHERE x &lt; 3 &amp; y<br></span>');
  });

  it('leaves inline code alone', async () => {
    const [props] = await codeProps('Chạy `npm start` để xem.\n');
    expect(props).toEqual({children: 'npm start'});
  });
});
