import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import UnsubscribePage from '@site/src/features/mail/UnsubscribePage';

/** /huy-nhan-thu: the unsubscribe link of the site's mails. Not indexed. */
export default function HuyNhanThu(): ReactNode {
  return (
    <Layout
      title="Hủy nhận thư"
      description="Ngừng nhận thư nhắc ôn tập hoặc thư báo đăng ký từ Learn Anything bằng liên kết có chữ ký trong thư, không cần đăng nhập."
    >
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Hủy nhận thư</Heading>
        <UnsubscribePage />
      </main>
    </Layout>
  );
}
