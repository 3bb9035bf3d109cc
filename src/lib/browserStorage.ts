/**
 * The one way our code reads and writes browser storage: localStorage (or
 * sessionStorage) that never throws, for browsers that refuse it (private
 * mode, storage disabled, quota full). Call only from effects and event
 * handlers, never during the server render.
 *
 * Not theme-common's `createStorageSlot`: with `future.v4` it appends the
 * site's storage namespace to every key, which would orphan what readers saved
 * under today's keys, and its writes log errors instead of reporting them.
 */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage {
  return area === 'session' ? window.sessionStorage : window.localStorage;
}

/** The stored text, null when nothing is stored, or undefined when storage cannot be used. */
export function readStorage(key: string, area: StorageArea = 'local'): string | null | undefined {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return undefined;
  }
}

/** True when the value was written. */
export function writeStorage(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** True when the key is gone (or was never there). */
export function removeStorage(key: string, area: StorageArea = 'local'): boolean {
  try {
    storageOf(area).removeItem(key);
    return true;
  } catch {
    return false;
  }
}
