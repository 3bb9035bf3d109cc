import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import BookShelf from '@site/src/features/bookshelf/BookShelf';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** /books shows the same shelf as /tu-sach, which is the canonical address. */
export default function BooksPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Sách nên đọc"
      description="Danh sách sách nên đọc cho người tự học: thói quen, cách học, năng suất, tư duy, tài chính và công nghệ, lọc theo chủ đề, kèm bản tóm tắt."
    >
      <Head>
        <link rel="canonical" href={`${siteConfig.url}/tu-sach`} />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Sách nên đọc</Heading>
        <p>
          Đây là <Link to="/tu-sach">tủ sách</Link> của Learn Anything: chọn một chủ đề để lọc, đọc lý do nên đọc của
          từng cuốn và mở bản tóm tắt nếu có.
        </p>
        <BookShelf />
      </main>
    </Layout>
  );
}
