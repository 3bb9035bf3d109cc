/**
 * The sync's state, for the page to show ("đang đồng bộ", a failure and a
 * retry button). Tiny and free of Firebase: the sync itself (sync.ts) loads
 * after sign-in and reports here.
 */
import {useSyncExternalStore} from 'react';

export type SyncState =
  | {state: 'off'}
  | {state: 'syncing'}
  | {state: 'synced'; at: number}
  | {state: 'offline'}
  | {state: 'error'; message: string};

const OFF: SyncState = {state: 'off'};
let current: SyncState = OFF;
let retry: (() => void) | null = null;
const listeners = new Set<() => void>();

export function setSyncState(next: SyncState): void {
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeSync(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the retry button calls (set by the running sync). */
export function setSyncRetry(fn: (() => void) | null): void {
  retry = fn;
}

export function retrySync(): void {
  retry?.();
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(
    subscribeSync,
    () => current,
    () => OFF,
  );
}
