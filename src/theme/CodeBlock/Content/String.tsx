import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider} from '@docusaurus/theme-common/internal';
import type {Props as BaseProps} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import {parseLanguage} from '@site/src/features/code-blocks/codeBlockInfo';
import {linesHtmlToText} from '@site/src/features/code-blocks/renderLines';
import {useCodeWordWrapWhenRendered} from './useCodeWordWrapWhenRendered';
import type {StaticCodeBlockMetadata} from './index';

interface Props extends BaseProps {
  readonly highlightedHtml?: string;
}

/** `showLineNumbers` as a start line: MDX passes the build-time value as a string. */
function lineNumbersStart(value: Props['showLineNumbers'] | string): number | undefined {
  if (typeof value === 'string') {
    return Number.parseInt(value, 10);
  }
  return value === true ? 1 : value || undefined;
}

/**
 * The title, line numbers and highlighted lines were read from the metastring at
 * build time (plugins/rehype-static-code-blocks.ts), so unlike theme-classic this
 * does not parse metastrings or magic comments in the browser. `<CodeBlock>` used
 * directly in JSX takes `language`, `title` and `showLineNumbers` props.
 */
function useCodeBlockMetadata(props: Props): StaticCodeBlockMetadata {
  const {prism} = useThemeConfig();
  const language = props.language?.toLowerCase() ?? parseLanguage(props.className) ?? prism.defaultLanguage ?? 'text';
  // Markdown code blocks carry their code only in highlightedHtml (children is "\n").
  const code =
    props.highlightedHtml === undefined ? props.children.replace(/\r?\n$/, '') : linesHtmlToText(props.highlightedHtml);
  return {
    codeInput: code,
    code,
    className: clsx(props.className, !props.className?.includes(`language-${language}`) && `language-${language}`),
    language,
    title: props.title,
    lineNumbersStart: lineNumbersStart(props.showLineNumbers),
    lineClassNames: {},
    highlightedHtml: props.highlightedHtml,
  };
}

/** Ejected from theme-classic to use the code block's build-time metadata. */
export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrapWhenRendered();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
