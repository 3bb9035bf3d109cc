import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {PageMetadata} from '@docusaurus/theme-common';
import {CLASSROOM_HOME, classroomView} from './lessonPaths';
import LessonView from './LessonView';
import MyClassroom from './MyClassroom';
import styles from './Classroom.module.css';

/**
 * The one route of the classroom (/lop-hoc and everything under it) and of the
 * free first lessons (/hoc-thu/…), added by plugins/members-routes.ts: one
 * entry in the route table every page loads instead of one per lesson. The
 * host serves every path under them with the same HTML shell (firebase.json's
 * rewrites), so the server-rendered page is a neutral "loading" shell and the
 * view for the path is chosen once the page runs in the browser.
 */
export default function ClassroomRoute(): ReactNode {
  const {pathname} = useLocation();
  const isBrowser = useIsBrowser();
  const view = isBrowser ? classroomView(pathname) : null;
  return (
    <Layout>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        {view === null && (
          <>
            <PageMetadata title="Lớp học" />
            <p role="status" className="text--muted">
              Đang tải…
            </p>
          </>
        )}
        {view?.kind === 'home' && (
          <>
            <PageMetadata
              title="Lớp học của tôi"
              description="Các khóa học bạn đã ghi danh, bài học của từng khóa theo thứ tự và những bài bạn đã học xong."
            />
            <Heading as="h1">Lớp học của tôi</Heading>
            <MyClassroom />
          </>
        )}
        {view?.kind === 'lesson' && <LessonView key={pathname} address={view.address} />}
        {view?.kind === 'unknown' && (
          <>
            <PageMetadata title="Không tìm thấy trang" />
            <Heading as="h1">Không tìm thấy trang</Heading>
            <p className={styles.error}>Địa chỉ này không phải một bài học.</p>
            <p>
              <Link to={CLASSROOM_HOME}>Về Lớp học của tôi</Link> hoặc <Link to="/khoa-hoc">xem các khóa học</Link>.
            </p>
          </>
        )}
      </main>
    </Layout>
  );
}
