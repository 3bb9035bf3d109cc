import React, {type ReactNode} from 'react';
import {waitingLabel} from './questionsView';
import styles from './OwnerDesk.module.css';

/** The number of questions waiting for an answer; screen readers hear it in words. Nothing for none. */
export default function WaitingBadge({count}: {count: number}): ReactNode {
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{waitingLabel(count)}</span>
    </span>
  );
}
