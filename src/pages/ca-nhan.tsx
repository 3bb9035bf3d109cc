import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import PersonalPage from '@site/src/features/learning-space/PersonalPage';

/** /ca-nhan: the member's learning space. Members only (src/features/auth/membersPath.ts); not indexed. */
export default function CaNhan(): ReactNode {
  return (
    <Layout
      title="Trang cá nhân"
      description="Tiến độ đọc, dấu trang, hồ sơ thần số học và lịch sử bánh xe cuộc đời của bạn, đồng bộ trên mọi thiết bị."
    >
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <PersonalPage />
      </main>
    </Layout>
  );
}
