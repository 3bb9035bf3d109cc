import {useEffect, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAuth} from '../auth/AuthProvider';
import type {FirebaseSettings} from '../auth/firebaseConfig';

/**
 * Starts the background sync once a member with a verified email is signed
 * in. The sync's code (sync.ts and what it imports) is a separate chunk loaded
 * only then: visitors who have not signed in never download it.
 */
export default function LearningSpaceSync(): ReactNode {
  const {status, user, getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const uid = status === 'signedIn' && user?.emailVerified ? user.uid : null;
  useEffect(() => {
    if (!uid) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('./sync')
      .then(({startSync}) => {
        if (!cancelled) stop = startSync({uid, getIdToken, firebase});
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid, getIdToken, firebase]);
  return null;
}
