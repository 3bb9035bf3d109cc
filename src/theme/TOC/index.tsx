import React, {type ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/**
 * The desktop table of contents as a named navigation landmark: on blog posts it sits
 * beside <main>, and content outside every landmark is missed by landmark navigation
 * (axe: region). `display: contents` keeps the sticky positioning of the list as it was.
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="Mục lục" className={styles.toc}>
      <TOC {...props} />
    </nav>
  );
}
