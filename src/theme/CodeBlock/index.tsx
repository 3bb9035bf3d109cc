// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/CodeBlock/index.tsx).
// Ejected: every Markdown code block arrives highlighted from the build, so theme-classic's CodeBlock (metastring and magic-comment parsing for a browser-side highlighter) would only add weight to each page with code.
import React, {Children, isValidElement, useMemo, type ReactNode} from 'react';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {CodeBlockContextProvider, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import {htmlText} from '@site/src/lib/htmlText';
import {useCodeWordWrapWhenRendered} from './useCodeWordWrapWhenRendered';

type Props = CodeBlockProps & {
  /** The block's lines, highlighted by plugins/rehype-code-blocks.ts. */
  readonly highlightedHtml?: string;
};

export interface HighlightedCodeBlockMetadata extends CodeBlockMetadata {
  highlightedHtml?: string;
}

/** The text of a code block given in JSX (`<CodeBlock>…</CodeBlock>`): strings, numbers and the text of nested elements. */
function childrenText(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => {
      if (typeof child === 'string' || typeof child === 'number') return String(child);
      return isValidElement<{children?: ReactNode}>(child) ? childrenText(child.props.children) : '';
    })
    .join('');
}

/**
 * theme-classic's layout (title, copy and word-wrap buttons) around the lines
 * highlighted at build time, or around plain text for a block written in JSX:
 * no metastring parsing, no highlighter, and no second render after hydration.
 */
export default function CodeBlock({children, className = '', language, title, highlightedHtml}: Props): ReactNode {
  const metadata = useMemo<HighlightedCodeBlockMetadata>(() => {
    const code = highlightedHtml === undefined ? childrenText(children).replace(/\n$/, '') : htmlText(highlightedHtml);
    return {
      codeInput: code,
      code,
      className,
      language: language ?? /language-(\S+)/.exec(className)?.[1] ?? 'text',
      title,
      lineNumbersStart: undefined,
      lineClassNames: {},
      highlightedHtml,
    };
  }, [children, highlightedHtml, className, language, title]);
  const wordWrap = useCodeWordWrapWhenRendered();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
