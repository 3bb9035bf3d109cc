import type {Element, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {toString} from 'hast-util-to-string';
import {refractor} from 'refractor';
import powershell from 'refractor/powershell';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import rehypePrismGenerator, {type Options} from 'rehype-prism-plus/generator';
import {visit} from 'unist-util-visit';

// refractor's common set (Bash, Python, TypeScript, YAML, Markdown…) plus what the content uses beyond it.
refractor.register(powershell);
refractor.register(toml);
refractor.register(tsx);

/** rehype-prism-plus: Prism tokens, one `code-line` span per line, `{2,5-6}` and `showLineNumbers` from the metastring. */
const highlight = (rehypePrismGenerator(refractor) as (options: Options) => (tree: Root) => void)({
  ignoreMissing: true,
});

/** Docusaurus's default magic comments, as a whole line in any of its comment styles. */
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|--|%|\/\*|\{\s*\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\s*\}?|-->)?\s*$/;

/**
 * Removes Docusaurus's magic comments (`// highlight-next-line`, `# highlight-start` …
 * `# highlight-end`) from the code and returns the 1-based lines they mark. Unlike
 * Docusaurus, the comment syntax is not tied to the block's language.
 */
export function applyMagicComments(code: string): {code: string; lines: number[]} {
  const kept: string[] = [];
  const lines: number[] = [];
  let nextLine = false;
  let blockStart: number | undefined;
  for (const line of code.split('\n')) {
    const directive = MAGIC_COMMENT.exec(line)?.[1];
    if (directive === 'highlight-next-line') {
      nextLine = true;
    } else if (directive === 'highlight-start') {
      blockStart = kept.length + 1;
    } else if (directive === 'highlight-end') {
      for (let n = blockStart ?? kept.length + 1; n <= kept.length; n += 1) lines.push(n);
      blockStart = undefined;
    } else {
      kept.push(line);
      if (nextLine) lines.push(kept.length);
      nextLine = false;
    }
  }
  return {code: kept.join('\n'), lines: [...new Set(lines)].sort((a, b) => a - b)};
}

/**
 * Spaces that end a code line, wrapped in a span: the same text, and no trailing whitespace in
 * the HTML (the HTML minifier turns character references back into spaces).
 */
function wrapTrailingSpaces(html: string): string {
  return html.replace(/[ \t]+(?=\n)/g, (spaces) => `<span>${spaces}</span>`);
}

function metaOf(code: Element): string {
  const meta = (code.data as {meta?: unknown} | undefined)?.meta ?? code.properties.metastring;
  return typeof meta === 'string' ? meta : '';
}

function codeOf(pre: Element): Element | undefined {
  if (pre.tagName !== 'pre') return undefined;
  const code = pre.children.find((child) => child.type === 'element' && child.tagName === 'code');
  return code?.type === 'element' ? code : undefined;
}

/**
 * Highlights fenced code blocks at build time with rehype-prism-plus, so the browser
 * never loads a highlighter. Before it runs, magic comments become a line range; after
 * it, each `<code>` gets its lines as one HTML string (`highlightedHtml`) and its `title`
 * as props, which src/theme/CodeBlock renders inside Docusaurus's own code block.
 */
export default function rehypeCodeBlocks() {
  return (tree: Root): void => {
    const blocks: {code: Element; title?: string}[] = [];
    visit(tree, 'element', (pre: Element) => {
      const code = codeOf(pre);
      if (!code) return;
      let meta = metaOf(code);
      let text = toString(code).replace(/\n$/, '');
      // As in Docusaurus, a `{…}` range wins over magic comments, which then stay in the code.
      if (!/\{[\d,-]+\}/.test(meta)) {
        const marked = applyMagicComments(text);
        text = marked.code;
        if (marked.lines.length > 0) meta += ` {${marked.lines.join(',')}}`;
      }
      code.children = [{type: 'text', value: text}];
      code.data = {...code.data, meta} as Element['data'];
      blocks.push({code, title: /title=(["'])(.*?)\1/.exec(meta)?.[2] || undefined});
    });
    highlight(tree);
    for (const {code, title} of blocks) {
      visit(code, 'element', (line: Element) => {
        // rehype-prism-plus writes line numbers as `line="3"`: a data attribute is valid HTML.
        if (line.properties.line !== undefined) {
          line.properties.dataLine = line.properties.line;
          delete line.properties.line;
        }
      });
      code.properties = {
        className: code.properties.className,
        ...(title === undefined ? {} : {title}),
        highlightedHtml: wrapTrailingSpaces(toHtml(code.children)),
      };
      // The code travels once, inside highlightedHtml. A line break as the only child keeps
      // MDX's Code component treating the element as a block rather than inline code.
      code.children = [{type: 'text', value: '\n'}];
      delete (code.data as {meta?: unknown}).meta;
    }
  };
}
