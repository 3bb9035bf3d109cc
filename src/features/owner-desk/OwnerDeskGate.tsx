import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {OWNER_API} from '@site/src/data/apiPaths';
import {useAuth} from '@site/src/features/auth/AuthProvider';
import type {FirebaseSettings} from '@site/src/features/auth/firebaseConfig';
import {callApi} from './apiClient';

// The desk itself is its own chunk, loaded only after the server said the caller is an owner.
const OwnerDesk = lazy(() => import('./OwnerDesk'));

type Gate = {state: 'checking'} | {state: 'owner'} | {state: 'refused'; message: string};

/**
 * /quan-tri: asks the server (OWNER_API/toi) whether the signed-in member is an
 * owner; only then loads the desk. Anyone else sees the server's Vietnamese
 * refusal and loads nothing of the desk.
 */
export default function OwnerDeskGate(): ReactNode {
  const {status, getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const [gate, setGate] = useState<Gate>({state: 'checking'});
  useEffect(() => {
    if (status !== 'signedIn') return undefined;
    let cancelled = false;
    (async () => {
      const ask = async (refresh: boolean) =>
        callApi<{email?: string}>(`${OWNER_API}/toi`, {token: await getIdToken(refresh), firebase});
      let answer = await ask(false);
      // A role granted since sign-in is only in a new token: ask Firebase for one and try once more.
      if (answer.status === 403) answer = await ask(true);
      if (cancelled) return;
      if (answer.status === 200) setGate({state: 'owner'});
      else setGate({state: 'refused', message: answer.body.error ?? `Máy chủ trả lời ${answer.status}.`});
    })();
    return () => {
      cancelled = true;
    };
  }, [status, getIdToken, firebase]);

  if (gate.state === 'checking') {
    return (
      <p role="status" className="text--muted">
        Đang kiểm tra quyền chủ khóa học…
      </p>
    );
  }
  if (gate.state === 'refused') {
    return (
      <div role="alert" className="alert alert--danger">
        <p className="margin-bottom--sm">
          <strong>Bạn không mở được bàn quản trị.</strong>
        </p>
        <p className="margin-bottom--none">{gate.message}</p>
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="text--muted">
          Đang tải bàn quản trị…
        </p>
      }
    >
      <OwnerDesk />
    </Suspense>
  );
}
