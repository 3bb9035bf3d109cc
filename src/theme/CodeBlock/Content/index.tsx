// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/CodeBlock/Content/index.tsx).
// Ejected: theme-classic's Content runs Prism in the browser; this one shows the lines highlighted at build time.
import React, {type CSSProperties, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import type {HighlightedCodeBlockMetadata} from '../index';
import styles from './styles.module.css';

/**
 * Markdown code blocks come with `highlightedHtml` (plugins/rehype-code-blocks.ts);
 * code given to `<CodeBlock>` in JSX has none and is shown as plain text.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {highlightedHtml, code, language} = metadata as HighlightedCodeBlockMetadata;
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
      {highlightedHtml === undefined ? (
        <code className={styles.codeBlockLines}>{code}</code>
      ) : (
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{__html: highlightedHtml}} />
      )}
    </pre>
  );
}
