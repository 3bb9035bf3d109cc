import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/**
 * The table of contents beside the text (articles, blog posts, Markdown pages),
 * as a named navigation landmark: on blog posts it sits beside <main>, and
 * content outside every landmark is missed by landmark navigation (axe: region).
 * `display: contents` leaves the list's sticky positioning as theme-classic has it.
 *
 * theme-classic hides it below the desktop breakpoint (phones have the
 * collapsible one above the text instead), so phones do not hydrate it (DesktopOnly).
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <DesktopOnly>
      <nav aria-label="Mục lục" className={styles.toc}>
        <TOC {...props} />
      </nav>
    </DesktopOnly>
  );
}
