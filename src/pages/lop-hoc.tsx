import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import MyClassroom from '@site/src/features/classroom/MyClassroom';

/** /lop-hoc: "Lớp học của tôi". Sign-in required (membersPath.ts); the server says which courses. */
export default function LopHoc(): ReactNode {
  return (
    <Layout
      title="Lớp học của tôi"
      description="Các khóa học bạn đã ghi danh, bài học của từng khóa theo thứ tự và những bài bạn đã học xong."
    >
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Lớp học của tôi</Heading>
        <MyClassroom />
      </main>
    </Layout>
  );
}
