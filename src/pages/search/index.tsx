import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import SearchPage from '@site/src/features/search/SearchPage';

export default function SearchRoute(): ReactNode {
  return (
    <Layout
      title="Tìm kiếm"
      description="Tìm bài viết, khóa học và công cụ trên Learn Anything, gõ có dấu hay không dấu đều được."
    >
      {/* Search results are not pages of their own: not indexed, and not in the sitemap (docusaurus.config.ts). */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">Tìm kiếm</Heading>
        <p className="text--muted">
          Tìm trong toàn bộ kho kiến thức, blog, khóa học và câu chuyện minh họa. Bạn có thể gõ có dấu hoặc không dấu,
          viết “d” thay cho “đ”, và gõ sai một vài chữ cái: trang vẫn hiểu ý bạn. Kết quả đúng chính tả bạn gõ được xếp
          lên trước; dùng các nút theo mục để thu hẹp kết quả.
        </p>
        <SearchPage />
      </main>
    </Layout>
  );
}
