import React, {type ReactNode} from 'react';
import styles from './members.module.css';

/** Full-page overlay with a spinner while the sign-in state is being checked. */
export default function LoadingOverlay(): ReactNode {
  return (
    <div className={styles.overlay} role="status" aria-label="Đang kiểm tra đăng nhập">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.overlayText}>Đang kiểm tra đăng nhập…</span>
    </div>
  );
}
