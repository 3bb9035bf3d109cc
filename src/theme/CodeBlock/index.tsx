import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props as BaseProps} from '@theme/CodeBlock';

export interface Props extends BaseProps {
  /** Lines highlighted at build time by plugins/rehype-static-code-blocks.ts. */
  readonly highlightedHtml?: string;
}

/** Joins plain-string children so the code can be copied; JSX children stay as they are. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

/**
 * Ejected from theme-classic. Colours now come from CSS for both colour modes, so
 * the code block no longer renders a second time after hydration (Docusaurus
 * re-mounts it to swap Prism's inline theme styles).
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
