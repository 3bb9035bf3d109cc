/**
 * A small flag remembering that this browser has signed in before, so Firebase
 * is loaded on the next visit to restore the session (and only then).
 */
const KEY = 'learn-anything:da-dang-nhap';

export function hasSignedInBefore(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) {
      window.localStorage.setItem(KEY, '1');
    } else {
      window.localStorage.removeItem(KEY);
    }
  } catch {
    // Storage can be unavailable (private mode); the session still works for this page.
  }
}
