import React, {type ReactNode} from 'react';
import {retrySync, useSyncState} from './syncStatus';

interface Props {
  /** Class of the "Thử lại" button shown after a failed sync. */
  retryClassName: string;
  /** What to say once the account has the changes. */
  synced: ReactNode;
  /** What to say while the sync runs. */
  syncing: ReactNode;
}

/** The learning space's sync state (syncStatus.ts) in words, for a `role="status"` line; after an error, a retry button. */
export default function SyncStatusText({retryClassName, synced, syncing}: Props): ReactNode {
  const sync = useSyncState();
  if (sync.state === 'error') {
    return (
      <>
        Chưa đồng bộ được: {sync.message}{' '}
        <button type="button" className={retryClassName} onClick={retrySync}>
          Thử lại
        </button>
      </>
    );
  }
  if (sync.state === 'offline') {
    return 'Đang mất mạng: thay đổi được giữ trên thiết bị này và sẽ đồng bộ khi có mạng trở lại.';
  }
  return sync.state === 'synced' ? synced : syncing;
}
