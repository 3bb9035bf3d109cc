import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import OwnerDeskGate from '@site/src/features/owner-desk/OwnerDeskGate';

/** /quan-tri: the owner's desk. Sign-in required (membersPath.ts); the server decides who is an owner. */
export default function QuanTri(): ReactNode {
  return (
    <Layout
      title="Bàn quản trị khóa học"
      description="Bàn quản trị dành cho chủ khóa học: đăng ký, trạng thái thanh toán, mã VietQR, nhật ký và xuất CSV."
    >
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Bàn quản trị khóa học</Heading>
        <OwnerDeskGate />
      </main>
    </Layout>
  );
}
