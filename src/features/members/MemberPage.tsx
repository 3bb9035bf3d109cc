import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import {useAuth, type AuthUser} from '@site/src/features/auth/AuthProvider';
import {MEMBERS_HOME, membersApiPath} from '@site/src/features/auth/membersPath';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {appCheckHeaders} from '@site/src/features/auth/appCheckToken';
import type {FirebaseSettings} from '@site/src/features/auth/firebaseConfig';
import styles from './members.module.css';

type Content = {state: 'loading'} | {state: 'ready'; title: string; html: string} | {state: 'error'; message: string};

function useMemberContent(apiPath: string): Content {
  const {status, getIdToken} = useAuth();
  const firebase = useDocusaurusContext().siteConfig.customFields?.firebase as FirebaseSettings | undefined;
  const [content, setContent] = useState<Content>({state: 'loading'});
  useEffect(() => {
    if (status !== 'signedIn') return undefined;
    let cancelled = false;
    setContent({state: 'loading'});
    (async () => {
      try {
        const [token, appCheck] = await Promise.all([getIdToken(), appCheckHeaders(firebase)]);
        const response = await fetch(apiPath, {headers: {...appCheck, Authorization: `Bearer ${token}`}});
        const body = (await response.json()) as {title?: string; html?: string; error?: string};
        if (cancelled) return;
        if (response.ok && body.html !== undefined) {
          setContent({state: 'ready', title: body.title ?? '', html: body.html});
        } else {
          setContent({state: 'error', message: body.error ?? `Máy chủ trả lời ${response.status}.`});
        }
      } catch {
        if (!cancelled) {
          setContent({state: 'error', message: 'Không tải được nội dung. Hãy kiểm tra mạng rồi tải lại trang.'});
        }
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [apiPath, status, getIdToken, firebase]);
  return content;
}

function Profile({user}: {user: AuthUser}): ReactNode {
  const name = user.displayName ?? user.email ?? '';
  return (
    <div className={styles.profile}>
      {user.photoURL ? (
        <img
          className={styles.profilePhoto}
          src={user.photoURL}
          alt=""
          width={56}
          height={56}
          referrerPolicy="no-referrer"
        />
      ) : (
        <span className={`${styles.profilePhoto} ${styles.profileInitial}`} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div>
        <p className="margin-bottom--none">
          Xin chào, <strong>{name}</strong>!
        </p>
        <p className="margin-bottom--none text--muted">{user.email}</p>
      </div>
    </div>
  );
}

/**
 * Every members page (/members, /tai-nguyen, /tai-nguyen/<slug>): the text is
 * fetched from the API with the member's ID token; none of it is in the build.
 */
export default function MemberPage(): ReactNode {
  const {pathname} = useLocation();
  const {user} = useAuth();
  const content = useMemberContent(membersApiPath(pathname));
  return (
    <Layout
      title="Khu vực học viên"
      description="Tài nguyên dành cho học viên Learn Anything, đăng nhập bằng Google để xem."
    >
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        {pathname.replace(/\/$/, '') === MEMBERS_HOME && user && <Profile user={user} />}
        {content.state === 'loading' && (
          <p role="status" className="text--muted">
            Đang tải nội dung…
          </p>
        )}
        {content.state === 'error' && (
          <p role="alert" className={styles.error}>
            {content.message}
          </p>
        )}
        {content.state === 'ready' && (
          <article>
            <Heading as="h1">{content.title}</Heading>
            <div className="markdown" dangerouslySetInnerHTML={{__html: content.html}} />
          </article>
        )}
      </main>
    </Layout>
  );
}
