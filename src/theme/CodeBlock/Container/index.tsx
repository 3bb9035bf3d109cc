import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/**
 * Ejected from theme-classic without the inline Prism colour variables: the
 * `--prism-*` variables come from the stylesheet that plugins/static-code-blocks.ts
 * writes for both colour modes, so server and browser render the same markup.
 */
export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  return (
    <As
      // Polymorphic components are hard to type, without `oneOf` generics (as in theme-classic)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      {...(props as any)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
