/**
 * A small flag remembering that this browser has signed in before, so Firebase
 * is loaded on the next visit to restore the session (and only then).
 */
import {readStorage, removeStorage, writeStorage} from '../../lib/browserStorage';

const KEY = 'learn-anything:da-dang-nhap';

export function hasSignedInBefore(): boolean {
  return readStorage(KEY) === '1';
}

/** Storage can be unavailable (private mode); the session still works for this page. */
export function rememberSignedIn(signedIn: boolean): void {
  if (signedIn) {
    writeStorage(KEY, '1');
  } else {
    removeStorage(KEY);
  }
}
