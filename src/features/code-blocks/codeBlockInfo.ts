/**
 * What a fenced code block asks for, read at build time:
 *
 *     ```ts title="src/a.ts" {2,5-6} showLineNumbers
 *
 * and the lines to highlight, from the `{…}` range or from magic comments
 * (`// highlight-next-line`, `# highlight-start` … `# highlight-end`), which are
 * removed from the code shown. The rules are Docusaurus's own (theme-common's
 * codeBlockUtils), so Markdown written for any Docusaurus site reads the same here.
 */

export interface MagicComment {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

/** Docusaurus's default `themeConfig.prism.magicComments`. */
export const defaultMagicComments: MagicComment[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

export function parseTitle(metastring: string | undefined): string | undefined {
  return metastring?.match(/title=(["'])(.*?)\1/)?.[2] || undefined;
}

/** `showLineNumbers` starts at 1, `showLineNumbers=5` at 5; absent means no numbers. */
export function parseLineNumbersStart(metastring: string | undefined): number | undefined {
  const flag = metastring?.split(' ').find((word) => word.startsWith('showLineNumbers'));
  if (!flag) {
    return undefined;
  }
  const start = Number.parseInt(flag.slice('showLineNumbers='.length), 10);
  return flag.startsWith('showLineNumbers=') && Number.isFinite(start) ? start : 1;
}

/** "2,5-6" → [2, 5, 6] (1-based line numbers, as written). */
export function parseLineRange(range: string): number[] {
  const lines = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.split('-').map((n) => Number.parseInt(n, 10));
    if (!Number.isFinite(from) || !Number.isFinite(to)) {
      continue;
    }
    for (let line = Math.min(from, to); line <= Math.max(from, to); line += 1) {
      if (line > 0) {
        lines.add(line);
      }
    }
  }
  return [...lines].sort((a, b) => a - b);
}

const commentStyles = {
  js: ['\\/\\/', ''],
  jsBlock: ['\\/\\*', '\\*\\/'],
  jsx: ['\\{\\s*\\/\\*', '\\*\\/\\s*\\}'],
  bash: ['#', ''],
  html: ['<!--', '-->'],
  lua: ['--', ''],
  tex: ['%', ''],
} as const;

type CommentStyle = keyof typeof commentStyles;

function commentStylesFor(language: string): CommentStyle[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      // Text uses HTML comments, front matter uses YAML's #.
      return ['html', 'jsx', 'bash'];
    case 'tex':
    case 'latex':
    case 'matlab':
      return ['tex'];
    case 'lua':
    case 'haskell':
      return ['lua'];
    case 'sql':
      return ['lua', 'jsBlock'];
    default:
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function directivePattern(language: string, magicComments: MagicComment[]): RegExp {
  const directives = magicComments
    .flatMap((comment) => [comment.line, comment.block?.start, comment.block?.end])
    .filter((directive): directive is string => Boolean(directive))
    .map(escapeRegExp)
    .join('|');
  const alternatives = commentStylesFor(language).map((style) => {
    const [start, end] = commentStyles[style];
    return `(?:${start}\\s*(${directives})\\s*${end})`;
  });
  return new RegExp(`^\\s*(?:${alternatives.join('|')})\\s*$`);
}

export interface CodeLines {
  /** The code to show, without its final line break and without magic-comment lines. */
  code: string;
  /** 0-based line index → class names. */
  lineClassNames: Record<number, string[]>;
}

function addClass(lineClassNames: Record<number, string[]>, index: number, className: string): void {
  (lineClassNames[index] ??= []).push(className);
}

/**
 * Lines to highlight. A `{…}` range in the metastring wins and leaves the code as
 * written (it uses the first magic comment's class); otherwise magic comments are
 * applied and removed.
 */
export function parseLines(
  rawCode: string,
  {metastring, language, magicComments}: {metastring?: string; language: string; magicComments: MagicComment[]},
): CodeLines {
  const code = rawCode.replace(/\r?\n$/, '');
  const lineClassNames: Record<number, string[]> = {};
  const range = metastring?.match(/\{([\d,-]+)\}/)?.[1];
  if (range !== undefined) {
    const className = magicComments[0]?.className;
    if (className) {
      for (const line of parseLineRange(range)) {
        addClass(lineClassNames, line - 1, className);
      }
    }
    return {code, lineClassNames};
  }
  if (magicComments.length === 0) {
    return {code, lineClassNames};
  }
  const pattern = directivePattern(language, magicComments);
  const kept: string[] = [];
  const pendingNextLine: string[] = [];
  const openBlocks = new Map<string, number>();
  for (const line of code.split(/\r?\n/)) {
    const directive = line
      .match(pattern)
      ?.slice(1)
      .find((group) => group !== undefined);
    if (directive === undefined) {
      const index = kept.length;
      kept.push(line);
      for (const className of pendingNextLine.splice(0)) {
        addClass(lineClassNames, index, className);
      }
      continue;
    }
    for (const comment of magicComments) {
      if (comment.line === directive) {
        pendingNextLine.push(comment.className);
      } else if (comment.block?.start === directive) {
        openBlocks.set(comment.className, kept.length);
      } else if (comment.block?.end === directive) {
        // As in Docusaurus, a block is highlighted once it is closed.
        for (let index = openBlocks.get(comment.className) ?? kept.length; index < kept.length; index += 1) {
          addClass(lineClassNames, index, comment.className);
        }
        openBlocks.delete(comment.className);
      }
    }
  }
  for (const [index, classNames] of Object.entries(lineClassNames)) {
    lineClassNames[Number(index)] = [...new Set(classNames)];
  }
  return {code: kept.join('\n'), lineClassNames};
}

/** "language-python" → "python"; Prism names are lower case. */
export function parseLanguage(className: string | string[] | undefined): string | undefined {
  const classes = Array.isArray(className) ? className : (className ?? '').split(' ');
  return classes
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length)
    .toLowerCase();
}
