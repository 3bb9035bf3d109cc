/**
 * The Firebase Auth client. Imported only with `import()`, so Firebase's code
 * is a separate chunk that anonymous visitors on public pages never download.
 */
import {initializeApp} from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type {FirebaseSettings} from './firebaseConfig';

export type {User};

let auth: Auth | null = null;

export function getClientAuth(settings: FirebaseSettings): Auth {
  if (!auth) {
    const app = initializeApp(settings.config);
    auth = initializeAuth(app, {
      persistence: browserLocalPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    if (settings.authEmulatorUrl) {
      connectAuthEmulator(auth, settings.authEmulatorUrl, {disableWarnings: true});
    }
  }
  return auth;
}

export function subscribe(settings: FirebaseSettings, listener: (user: User | null) => void): () => void {
  return onAuthStateChanged(getClientAuth(settings), listener);
}

export async function signInWithGoogle(settings: FirebaseSettings): Promise<User> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({prompt: 'select_account'});
  const credential = await signInWithPopup(getClientAuth(settings), provider, browserPopupRedirectResolver);
  return credential.user;
}

export function signOut(settings: FirebaseSettings): Promise<void> {
  return firebaseSignOut(getClientAuth(settings));
}
