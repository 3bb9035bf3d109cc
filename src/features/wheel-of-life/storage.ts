/**
 * localStorage that never throws (private browsing, storage disabled or full).
 * Call only from effects and event handlers, never during render.
 */

/** The stored text, null when nothing is stored, or undefined when storage cannot be used. */
export function readStorage(key: string): string | null | undefined {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

/** True when the value was written. */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
