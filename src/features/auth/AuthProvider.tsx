import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {FirebaseSettings} from './firebaseConfig';
import {isMembersPath} from './membersPath';
import {NETWORK_ERROR_MESSAGE} from './networkErrorMessage';
import {hasSignedInBefore, rememberSignedIn} from './signedInFlag';

/** The signed-in user's profile, as the Google provider gives it. */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  photoURL: string | null;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  tenantId: string | null;
  providerData: Array<{providerId: string; uid: string; displayName: string | null; email: string | null}>;
  isAnonymous: boolean;
}

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  signIn: () => Promise<void>;
  signOut: () => Promise<void>;
  /**
   * A fresh Firebase ID token for API calls, or null when signed out.
   * `forceRefresh` asks Firebase for a new one, e.g. to see a role granted since sign-in.
   */
  getIdToken: (forceRefresh?: boolean) => Promise<string | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

type FirebaseClient = typeof import('./firebaseClient');
const loadClient = (): Promise<FirebaseClient> => import('./firebaseClient');

function toAuthUser(user: import('./firebaseClient').User): AuthUser {
  return {
    uid: user.uid,
    displayName: user.displayName,
    photoURL: user.photoURL,
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: user.phoneNumber,
    tenantId: user.tenantId,
    providerData: user.providerData.map(({providerId, uid, displayName, email}) => ({
      providerId,
      uid,
      displayName,
      email,
    })),
    isAnonymous: user.isAnonymous,
  };
}

/** The Vietnamese explanation of a failed sign-in; its table loads only when one is needed. */
async function signInErrorMessage(error: unknown): Promise<string> {
  try {
    const {authErrorMessage} = await import('./authErrors');
    return authErrorMessage(error);
  } catch {
    return NETWORK_ERROR_MESSAGE;
  }
}

let beforeSignOut: (() => Promise<void>) | null = null;

/**
 * What signing out waits for first, while the member is still signed in: the
 * learning space's sync (learning-space/sync.ts) sends the last changes and
 * clears the member's data from the device. Null to remove it.
 */
export function setBeforeSignOut(task: (() => Promise<void>) | null): void {
  beforeSignOut = task;
}

/**
 * Holds the auth state for the whole app. Firebase loads only when needed: on
 * a members path, for a browser that signed in before, or on 'Đăng nhập'.
 */
export function AuthProvider({children}: {children: ReactNode}): ReactNode {
  const settings = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings;
  const {pathname} = useLocation();
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<AuthUser | null>(null);
  const clientRef = useRef<Promise<FirebaseClient> | null>(null);
  const firebaseUserRef = useRef<import('./firebaseClient').User | null>(null);

  const startFirebase = useCallback((): Promise<FirebaseClient> => {
    if (!clientRef.current) {
      clientRef.current = loadClient().then((client) => {
        client.subscribe(settings, (firebaseUser) => {
          firebaseUserRef.current = firebaseUser;
          setUser(firebaseUser ? toAuthUser(firebaseUser) : null);
          setStatus(firebaseUser ? 'signedIn' : 'signedOut');
          rememberSignedIn(firebaseUser !== null);
        });
        return client;
      });
    }
    return clientRef.current;
  }, [settings]);

  const needsFirebase = isMembersPath(pathname);
  useEffect(() => {
    if (needsFirebase || hasSignedInBefore()) {
      startFirebase().catch((error: unknown) => {
        console.error(error);
        setStatus('signedOut');
      });
    } else if (!clientRef.current) {
      setStatus('signedOut');
    }
  }, [needsFirebase, startFirebase]);

  const signIn = useCallback(async () => {
    try {
      const client = await startFirebase();
      const signedIn = await client.signInWithGoogle(settings);
      rememberSignedIn(true);
      console.log(signedIn.email);
    } catch (error) {
      console.error(error);
      window.alert(await signInErrorMessage(error));
    }
  }, [settings, startFirebase]);

  const signOut = useCallback(async () => {
    await beforeSignOut?.().catch((error: unknown) => console.error(error));
    const client = await startFirebase();
    await client.signOut(settings);
    rememberSignedIn(false);
    window.location.reload();
  }, [settings, startFirebase]);

  const getIdToken = useCallback(
    async (forceRefresh?: boolean) => firebaseUserRef.current?.getIdToken(forceRefresh) ?? null,
    [],
  );

  const value = useMemo(
    () => ({status, user, signIn, signOut, getIdToken}),
    [status, user, signIn, signOut, getIdToken],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth must be used inside <AuthProvider> (src/theme/Root).');
  }
  return value;
}
