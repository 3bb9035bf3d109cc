/**
 * The inner HTML of a code block's `<code>`: one `token-line` span per line, with
 * Prism's `token <type>` classes, the way Docusaurus's own CodeBlock lays it out.
 * Colours come from CSS (see prismThemeCss.ts), so the same HTML serves light and
 * dark mode and nothing has to be recomputed in the browser.
 */

/** A token as prism-react-renderer's `normalizeTokens` returns it. */
export interface LineToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function tokenHtml({types, content}: LineToken): string {
  const text = escapeHtml(content);
  if (types.length === 0 || (types.length === 1 && types[0] === 'plain')) {
    return text;
  }
  // Prism can give a token the same type twice (nested grammars); a class is listed once.
  return `<span class="token ${[...new Set(types)].map(escapeHtml).join(' ')}">${text}</span>`;
}

function lineContentHtml(line: LineToken[]): string {
  // An empty line is a single "\n" token: the <br> already breaks the line.
  if (line.length === 1 && line[0].content === '\n') {
    return '';
  }
  return line.map(tokenHtml).join('');
}

export function renderLinesHtml(
  lines: LineToken[][],
  {
    lineClassNames = {},
    showLineNumbers = false,
  }: {lineClassNames?: Record<number, string[]>; showLineNumbers?: boolean} = {},
): string {
  return lines
    .map((line, index) => {
      const classes = ['token-line', ...(showLineNumbers ? ['code-line'] : []), ...(lineClassNames[index] ?? [])];
      const content = lineContentHtml(line);
      const body = showLineNumbers
        ? `<span class="code-line-number"></span><span class="code-line-content">${content}</span>`
        : content;
      return `<span class="${classes.map(escapeHtml).join(' ')}">${body}<br></span>`;
    })
    .join('');
}

/** The code back from `renderLinesHtml`'s output: its text, one line per `token-line`. */
export function linesHtmlToText(html: string): string {
  return html
    .replace(/<br>/g, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({lt: '<', gt: '>', quot: '"', amp: '&'})[name] ?? '')
    .replace(/\n$/, '');
}

/** Lines without highlighting, for code given to `<CodeBlock>` directly in JSX. */
export function plainLines(code: string): LineToken[][] {
  return code.split('\n').map((content) => [{types: ['plain'], content}]);
}
