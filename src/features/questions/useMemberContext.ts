import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAuth} from '../auth/AuthProvider';
import type {FirebaseSettings} from '../auth/firebaseConfig';
import type {MemberContext} from './api';

/** What a member's calls to the API need: the ID token and the App Check settings. */
export function useMemberContext(): MemberContext {
  const {getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  return useMemo(() => ({getIdToken, firebase}), [getIdToken, firebase]);
}
