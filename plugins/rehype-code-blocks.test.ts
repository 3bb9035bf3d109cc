import {describe, expect, it} from 'vitest';
import {refractor} from 'refractor';
import {KNOWN_LANGUAGES} from '../scripts/lib/codeBlocks.mjs';
import {htmlText} from '../src/lib/htmlText';
import rehypeCodeBlocks, {applyMagicComments} from './rehype-code-blocks';
import {forEachElement, renderMdxTree} from './testing/mdxElements';

type CodeProps = Record<string, unknown>;

/** Runs Markdown through MDX with the plugin and returns the props each `code` element receives. */
async function codeProps(markdown: string): Promise<CodeProps[]> {
  const Code = (): null => null;
  const tree = await renderMdxTree(markdown, {rehypePlugins: [rehypeCodeBlocks]}, {code: Code});
  const seen: CodeProps[] = [];
  forEachElement(tree, (element) => {
    if (element.type === Code) {
      seen.push(element.props);
    }
  });
  return seen;
}

describe('applyMagicComments', () => {
  it('removes the comments and returns the lines they mark', () => {
    const code = 'a\n  // highlight-next-line\nb\n# highlight-start\nc\nd\n<!-- highlight-end -->\ne';
    expect(applyMagicComments(code)).toEqual({code: 'a\nb\nc\nd\ne', lines: [2, 3, 4]});
  });

  it('leaves other comments alone', () => {
    expect(applyMagicComments('// highlight next line\nx')).toEqual({code: '// highlight next line\nx', lines: []});
  });
});

describe('rehypeCodeBlocks', () => {
  it('gives a code block its highlighted lines, title and line numbers', async () => {
    const [props] = await codeProps('```ts title="src/a.ts" {2} showLineNumbers=3\nconst a = 1;\nexport {a};\n```\n');
    expect(props.className).toContain('language-ts');
    expect(props.title).toBe('src/a.ts');
    expect(props.children).toBe('\n');
    const html = props.highlightedHtml as string;
    expect(htmlText(html)).toBe('const a = 1;\nexport {a};');
    expect(html).toMatch(
      /^<span class="code-line line-number" data-line="3"><span class="token keyword">const<\/span>/,
    );
    expect(html).toContain('<span class="code-line line-number highlight-line" data-line="4">');
    expect(props).not.toHaveProperty('metastring');
  });

  it('turns magic comments into highlighted lines and highlights Bash', async () => {
    const [props] = await codeProps('```bash\n# highlight-next-line\nnpm run build\n```\n');
    expect(props.highlightedHtml).toBe(
      '<span class="code-line highlight-line"><span class="token function">npm</span> run build</span>',
    );
  });

  it('keeps magic comments when the metastring gives a range, as Docusaurus does', async () => {
    const [props] = await codeProps('```js {1}\n// highlight-next-line\nx();\n```\n');
    expect(htmlText(props.highlightedHtml as string)).toBe('// highlight-next-line\nx();');
  });

  it('highlights TSX, TOML and PowerShell, added to refractor’s common languages', async () => {
    for (const block of [
      '```tsx\nconst a = <b />;\n```',
      '```toml\n[a]\nb = 1\n```',
      '```powershell\nGet-Item a\n```',
    ]) {
      const [props] = await codeProps(`${block}\n`);
      expect(props.highlightedHtml, block).toContain('<span class="token ');
    }
  });

  it('knows every language label the content check accepts, but Obsidian’s plain-text ones', () => {
    const unknown = [...KNOWN_LANGUAGES].filter((language) => !refractor.registered(language));
    expect(unknown.sort()).toEqual(['dataview', 'query']);
  });

  it('escapes code in languages Prism does not know', async () => {
    const [props] = await codeProps('```dataview\nTABLE file.name WHERE x < 3 & y\n```\n');
    expect(props.highlightedHtml).toBe('<span class="code-line">TABLE file.name WHERE x &#x3C; 3 &#x26; y</span>');
    expect(htmlText(props.highlightedHtml as string)).toBe('TABLE file.name WHERE x < 3 & y');
  });

  it('wraps spaces that end a line in a span, keeping the text', async () => {
    const [props] = await codeProps('```md\nHai dấu cách  \nxuống dòng\n```\n');
    const html = props.highlightedHtml as string;
    expect(html).not.toMatch(/[ \t]\n/);
    expect(html).toContain('cách<span>  </span>\n');
    expect(htmlText(html)).toBe('Hai dấu cách  \nxuống dòng');
  });

  it('leaves inline code alone', async () => {
    const [props] = await codeProps('Chạy `npm start` để xem.\n');
    expect(props).toEqual({children: 'npm start'});
  });
});
