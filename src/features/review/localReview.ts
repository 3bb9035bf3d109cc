import {useEffect, useState} from 'react';
import {readStorage, writeStorage} from '../../lib/browserStorage';
import {notifyLocalChange, SYNCED_EVENT} from '../learning-space/signals';
import {parseStore, REVIEW_CHANGE_EVENT, REVIEW_KEY, serializeStore, type ReviewStore} from './reviewStore';

/** The review kept on this device. Call only after hydration (effects, event handlers). */
export function readReviewStore(): ReviewStore {
  return parseStore(readStorage(REVIEW_KEY));
}

/**
 * Changes the review kept on this device and tells the page and, for a member, the sync of the
 * learning space; false when the browser refused the write.
 */
export function updateReviewStore(change: (store: ReviewStore) => ReviewStore): boolean {
  const written = writeStorage(REVIEW_KEY, serializeStore(change(readReviewStore())));
  window.dispatchEvent(new Event(REVIEW_CHANGE_EVENT));
  notifyLocalChange();
  return written;
}

/** The review kept on this device, kept current, also after a sync (null until read after hydration). */
export function useReviewStore(): ReviewStore | null {
  const [store, setStore] = useState<ReviewStore | null>(null);
  useEffect(() => {
    const reload = () => setStore(readReviewStore());
    reload();
    const events = [REVIEW_CHANGE_EVENT, SYNCED_EVENT, 'storage'];
    for (const name of events) window.addEventListener(name, reload);
    return () => {
      for (const name of events) window.removeEventListener(name, reload);
    };
  }, []);
  return store;
}
