import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {formatDate, type DatedLink} from './knowledgeBase';
import styles from './discovery.module.css';

/** A list of articles or posts with their date ("Cập nhật 03/11/2026" or "Đăng 03/11/2026"). */
export default function DatedLinks({items, dateLabel}: {items: DatedLink[]; dateLabel: string}): ReactNode {
  return (
    <ul className={styles.datedList}>
      {items.map((item) => (
        <li key={item.permalink} className={styles.datedItem}>
          <Link to={item.permalink} className={styles.datedLink}>
            {item.title}
          </Link>
          <p className={styles.datedMeta}>
            {item.section && <>{item.section} · </>}
            {dateLabel} <time dateTime={item.date}>{formatDate(item.date)}</time>
          </p>
          <p className={styles.datedDescription}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
