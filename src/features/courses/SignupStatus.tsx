import React, {type ReactNode, type Ref} from 'react';
import clsx from 'clsx';
import type {SendState} from './useSignupSend';
import styles from './SignupForm.module.css';

/** Why the last send failed, if it did: an area the form focuses so that screen readers read it. */
export function SendNotice({send, areaRef}: {send: SendState; areaRef: Ref<HTMLDivElement>}): ReactNode {
  return (
    <div ref={areaRef} tabIndex={-1} className={styles.statusArea}>
      {(send.kind === 'rateLimited' || send.kind === 'failed' || send.kind === 'verification') && (
        <div className={clsx(styles.notice, styles.noticeError)} role="alert">
          <p className={styles.noticeTitle}>
            {send.kind === 'rateLimited'
              ? 'Vui lòng đợi một chút'
              : send.kind === 'verification'
                ? 'Chưa xác minh được trình duyệt'
                : 'Chưa gửi được đăng ký'}
          </p>
          <p>{send.message}</p>
        </div>
      )}
      {send.kind === 'invalid' && (
        <div className={clsx(styles.notice, styles.noticeError)} role="alert">
          <p>{send.message}</p>
        </div>
      )}
    </div>
  );
}

/** The send button, and under it what is left to fix or that the draft is kept on this browser. */
export function SubmitRow({
  sending,
  errorCount,
  submitted,
  draftKept,
}: {
  sending: boolean;
  errorCount: number;
  submitted: boolean;
  draftKept: boolean;
}): ReactNode {
  return (
    <div className={styles.submitRow}>
      <button type="submit" className="button button--primary button--lg" disabled={sending}>
        {sending ? 'Đang gửi…' : 'Gửi đăng ký'}
      </button>
      <p className={styles.hint} aria-live="polite">
        {submitted && errorCount > 0
          ? `Còn ${errorCount} mục cần sửa trước khi gửi.`
          : draftKept
            ? 'Thông tin bạn nhập được lưu tạm trên trình duyệt này cho đến khi gửi xong.'
            : ''}
      </p>
    </div>
  );
}
