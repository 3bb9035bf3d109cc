import React, {useEffect, useRef, type KeyboardEvent, type ReactNode} from 'react';
import styles from './members.module.css';

interface Props {
  onSignIn: () => void;
  onBack: () => void;
}

/**
 * The blocking sign-in dialog shown on members paths. Focus stays inside it
 * (Tab and Shift+Tab cycle between its buttons) and Escape acts as 'Quay lại'.
 */
export default function SignInModal({onSignIn, onBack}: Props): ReactNode {
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    firstButtonRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onBack();
      return;
    }
    if (event.key !== 'Tab') return;
    const buttons = Array.from(dialogRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.backdrop}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal dialog handles Escape and keeps Tab inside itself (WAI-ARIA dialog pattern) */}
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="members-dialog-title"
        aria-describedby="members-dialog-text"
        onKeyDown={onKeyDown}
      >
        <h2 id="members-dialog-title" className={styles.dialogTitle}>
          Chào đón bạn trở lại!
        </h2>
        <p id="members-dialog-text">Đăng nhập để xem các nội dung dành cho học viên!</p>
        <div className={styles.actions}>
          <button ref={firstButtonRef} type="button" className="button button--primary" onClick={onSignIn}>
            Đăng nhập với Google
          </button>
          <button type="button" className="button button--secondary" onClick={onBack}>
            Quay lại
          </button>
        </div>
      </div>
    </div>
  );
}
