import {createRequire} from 'node:module';
import type {Element, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import {visit} from 'unist-util-visit';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {
  defaultMagicComments,
  parseLanguage,
  parseLineNumbersStart,
  parseLines,
  parseTitle,
  type MagicComment,
} from '../src/features/code-blocks/codeBlockInfo';
import {plainLines, renderLinesHtml} from '../src/features/code-blocks/renderLines';

const require = createRequire(import.meta.url);

export interface Options {
  /** Prism components to add to prism-react-renderer's set, as in `themeConfig.prism`. */
  additionalLanguages?: string[];
  magicComments?: MagicComment[];
  defaultLanguage?: string;
}

/** Adds Prism components to prism-react-renderer's Prism, the way theme-classic does in the browser. */
function loadLanguages(languages: string[]): void {
  const missing = languages.filter((language) => !Prism.languages[language]);
  if (missing.length === 0) {
    return;
  }
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of missing) {
      if (language === 'php') {
        require('prismjs/components/prism-markup-templating.js');
      }
      require(`prismjs/components/prism-${language}`);
    }
  } finally {
    global.Prism = before;
    if (before === undefined) {
      delete global.Prism;
    }
  }
}

function metastringOf(code: Element): string | undefined {
  const meta = (code.data as {meta?: unknown} | undefined)?.meta ?? code.properties.metastring;
  return typeof meta === 'string' ? meta : undefined;
}

/**
 * Highlights fenced code blocks at build time. Each `<pre><code>` gets the
 * highlighted lines as a `highlightedHtml` prop, plus `title` and
 * `showLineNumbers` read from the metastring; src/theme/CodeBlock renders them. The browser never loads Prism and
 * code blocks need no second render after hydration.
 */
export default function rehypeStaticCodeBlocks(options: Options = {}) {
  const {additionalLanguages = [], magicComments = defaultMagicComments, defaultLanguage = 'text'} = options;
  loadLanguages(additionalLanguages);
  return (tree: Root): void => {
    visit(tree, 'element', (pre: Element) => {
      const code =
        pre.tagName === 'pre'
          ? pre.children.find((child) => child.type === 'element' && child.tagName === 'code')
          : undefined;
      if (code?.type !== 'element') {
        return;
      }
      const metastring = metastringOf(code);
      const language = parseLanguage(code.properties.className as string[] | undefined) ?? defaultLanguage;
      const {code: text, lineClassNames} = parseLines(toString(code), {metastring, language, magicComments});
      const grammar = Prism.languages[language];
      const lines = grammar ? normalizeTokens(Prism.tokenize(text, grammar)) : plainLines(text);
      const title = parseTitle(metastring);
      const lineNumbersStart = parseLineNumbersStart(metastring);
      code.properties = {
        className: code.properties.className,
        ...(title === undefined ? {} : {title}),
        ...(lineNumbersStart === undefined ? {} : {showLineNumbers: lineNumbersStart}),
        highlightedHtml: renderLinesHtml(lines, {lineClassNames, showLineNumbers: lineNumbersStart !== undefined}),
      };
      // The code itself travels once, inside highlightedHtml (CodeBlock reads it back
      // for copying). A line break as the only child keeps MDX's Code component
      // treating the element as a block rather than inline code.
      code.children = [{type: 'text', value: '\n'}];
      delete (code.data as {meta?: unknown} | undefined)?.meta;
    });
  };
}
