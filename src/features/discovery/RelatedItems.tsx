import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {LinkItem} from './related';
import styles from './discovery.module.css';

/** The end of an article or post: what to read next, chosen at build time (plugins/discovery.ts). */
export default function RelatedItems({items}: {items: LinkItem[]}): ReactNode {
  if (items.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="doc-tiep" data-search-ignore>
      <h2 id="doc-tiep" className={styles.relatedTitle}>
        Đọc tiếp
      </h2>
      <ul className={styles.relatedList}>
        {items.map((item) => (
          <li key={item.permalink}>
            <Link to={item.permalink}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
