import React, {type CSSProperties, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {type CodeBlockMetadata, useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {plainLines, renderLinesHtml} from '@site/src/features/code-blocks/renderLines';
import styles from './styles.module.css';

export interface StaticCodeBlockMetadata extends CodeBlockMetadata {
  /** Set for Markdown code blocks, highlighted at build time. */
  highlightedHtml?: string;
}

/**
 * Ejected from theme-classic: renders the lines highlighted at build time instead
 * of running Prism in the browser. Code passed to `<CodeBlock>` in JSX has no
 * build-time HTML and is shown unhighlighted, with the same layout.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {highlightedHtml, code, language, lineNumbersStart} = metadata as StaticCodeBlockMetadata;
  const showLineNumbers = lineNumbersStart !== undefined;
  const html = highlightedHtml ?? renderLinesHtml(plainLines(code), {showLineNumbers});
  // The height the block takes before it is first rendered (see styles.module.css).
  const lineCount = {'--code-block-lines': code.split('\n').length} as CSSProperties;
  return (
    <pre
      // theme-common types the ref for React 19; with React 18's types it needs narrowing.
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      /* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */
      tabIndex={0}
      // The same classes as Prism's output in theme-classic, for CSS written against it.
      className={clsx(className, 'prism-code', `language-${language}`, styles.codeBlock, 'thin-scrollbar')}
      style={lineCount}
    >
      <code
        className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
        style={showLineNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
