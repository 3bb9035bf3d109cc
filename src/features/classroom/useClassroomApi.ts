import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAuth} from '../auth/AuthProvider';
import type {FirebaseSettings} from '../auth/firebaseConfig';
import {callApi} from '../owner-desk/apiClient';

export type Loaded<T> = {state: 'loading'} | {state: 'ready'; data: T} | {state: 'error'; message: string};

/**
 * GETs a classroom API path: with the member's token when `signedInOnly`
 * (waits for sign-in), without one for the public preview lessons.
 */
export function useClassroomApi<T>(path: string | null, signedInOnly: boolean): Loaded<T> {
  const {status, getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const [loaded, setLoaded] = useState<Loaded<T>>({state: 'loading'});
  useEffect(() => {
    if (path === null) {
      setLoaded({state: 'error', message: 'Không tìm thấy bài học này.'});
      return undefined;
    }
    if (signedInOnly && status !== 'signedIn') return undefined;
    let cancelled = false;
    setLoaded({state: 'loading'});
    (async () => {
      const token = signedInOnly ? await getIdToken() : null;
      const answer = await callApi<T>(path, {token, firebase: signedInOnly ? firebase : undefined});
      if (cancelled) return;
      if (answer.status === 200) setLoaded({state: 'ready', data: answer.body});
      else setLoaded({state: 'error', message: answer.body.error ?? `Máy chủ trả lời ${answer.status}.`});
    })();
    return () => {
      cancelled = true;
    };
  }, [path, signedInOnly, status, getIdToken, firebase]);
  return loaded;
}
