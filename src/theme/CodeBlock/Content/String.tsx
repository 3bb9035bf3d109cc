import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import type {Props as BaseProps} from '@theme/CodeBlock/Content/String';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {StaticCodeBlockMetadata} from './index';

interface Props extends BaseProps {
  readonly highlightedHtml?: string;
}

/** MDX passes the build-time `showLineNumbers` start as a string. */
function lineNumbersStart(value: Props['showLineNumbers'] | string): boolean | number | undefined {
  return typeof value === 'string' ? Number.parseInt(value, 10) : value;
}

function useCodeBlockMetadata(props: Props): StaticCodeBlockMetadata {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: lineNumbersStart(props.showLineNumbers),
  });
  return {...metadata, highlightedHtml: props.highlightedHtml};
}

/** Ejected from theme-classic to carry the build-time `highlightedHtml` into the code block's context. */
export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
