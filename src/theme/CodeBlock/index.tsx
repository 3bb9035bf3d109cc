// Wrapped (swizzle --wrap): Markdown code blocks arrive highlighted from the build; the rest go to theme-classic's CodeBlock.
import React, {useMemo, type ReactNode} from 'react';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {CodeBlockContextProvider, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import {htmlText} from '@site/src/lib/htmlText';
import {useCodeWordWrapWhenRendered} from './useCodeWordWrapWhenRendered';

type Props = WrapperProps<typeof CodeBlockType> & {
  /** The block's lines, highlighted by plugins/rehype-code-blocks.ts. */
  readonly highlightedHtml?: string;
};

export interface HighlightedCodeBlockMetadata extends CodeBlockMetadata {
  highlightedHtml?: string;
}

/**
 * theme-classic's layout (title, copy and word-wrap buttons) around the build-time
 * lines: no metastring parsing, no highlighter, and no second render after hydration.
 */
function HighlightedCodeBlock({highlightedHtml, className = '', title}: Props & {highlightedHtml: string}): ReactNode {
  const metadata = useMemo<HighlightedCodeBlockMetadata>(() => {
    const code = htmlText(highlightedHtml);
    return {
      codeInput: code,
      code,
      className,
      language: /language-(\S+)/.exec(className)?.[1] ?? 'text',
      title,
      lineNumbersStart: undefined,
      lineClassNames: {},
      highlightedHtml,
    };
  }, [highlightedHtml, className, title]);
  const wordWrap = useCodeWordWrapWhenRendered();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  return props.highlightedHtml === undefined ? (
    <OriginalCodeBlock {...props} />
  ) : (
    <HighlightedCodeBlock {...props} highlightedHtml={props.highlightedHtml} />
  );
}
