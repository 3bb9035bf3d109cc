import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './quizPages.module.css';

/** "← Tất cả trắc nghiệm" above a quiz. */
export default function BackToHub(): ReactNode {
  return (
    <p className={styles.back}>
      <Link to="/trac-nghiem">← Tất cả trắc nghiệm</Link>
    </p>
  );
}
