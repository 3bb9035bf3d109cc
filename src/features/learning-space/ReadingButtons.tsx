import React, {useCallback, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {useAuth} from '../auth/AuthProvider';
import {
  hasMark,
  notifyLocalChange,
  pageKey,
  readProgress,
  setMark,
  writeProgress,
  type PageKind,
} from './progressStore';
import {PERSONAL_PAGE_PATH} from './paths';
import SyncStatusText from './SyncStatusText';
import {useReadMarks} from './useReadMarks';
import styles from './ReadingButtons.module.css';

const CHECK = 'M5 12.5l4.5 4.5L19 7.5';
const BOOKMARK = 'M6 3h12v18l-6-4.5L6 21z';

function Glyph({path, filled}: {path: string; filled: boolean}): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" className={styles.glyph}>
      <path
        d={path}
        fill={filled && path === BOOKMARK ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * "Đã đọc" and "Lưu dấu trang" under every knowledge-base article and blog
 * post. The marks live in localStorage at once (progressStore.ts); for a
 * member the sync, started elsewhere after sign-in, takes them to the account.
 */
export default function ReadingButtons({title}: {title: string}): ReactNode {
  const key = pageKey(useLocation().pathname);
  const {status, signIn} = useAuth();
  const marks = useReadMarks();
  const [failed, setFailed] = useState(false);

  const toggle = useCallback(
    (kind: PageKind) => {
      const current = readProgress();
      const next = setMark(current, kind, key, title, !hasMark(current, kind, key));
      setFailed(!writeProgress(next));
      // The change event also tells useReadMarks to read the marks again.
      notifyLocalChange();
    },
    [key, title],
  );

  const read = marks !== null && hasMark(marks, 'daDoc', key);
  const saved = marks !== null && hasMark(marks, 'dauTrang', key);
  return (
    <div className={styles.box}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={read}
          disabled={marks === null}
          onClick={() => toggle('daDoc')}
        >
          <Glyph path={CHECK} filled={read} />
          Đánh dấu đã đọc
        </button>
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={saved}
          disabled={marks === null}
          onClick={() => toggle('dauTrang')}
        >
          <Glyph path={BOOKMARK} filled={saved} />
          Lưu dấu trang
        </button>
      </div>
      {failed && (
        <p role="alert" className={styles.note}>
          Trình duyệt đang chặn bộ nhớ cục bộ nên dấu này chỉ giữ đến khi bạn rời trang.
        </p>
      )}
      {status === 'signedOut' && (
        <p className={styles.note}>
          Dấu đã đọc và dấu trang đang được lưu trên thiết bị này.{' '}
          <button type="button" className={styles.linkButton} onClick={() => void signIn()}>
            Đăng nhập
          </button>{' '}
          để giữ chúng trên mọi thiết bị.
        </p>
      )}
      {status === 'signedIn' && (
        <p className={styles.note} role="status">
          <SyncStatusText
            retryClassName={styles.linkButton}
            synced={
              <>
                Đã lưu vào tài khoản. Xem tất cả ở <Link to={PERSONAL_PAGE_PATH}>trang cá nhân</Link>.
              </>
            }
            syncing="Đang đồng bộ…"
          />
        </p>
      )}
    </div>
  );
}
