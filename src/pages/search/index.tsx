import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchPage from '@site/src/features/search/SearchPage';

export default function SearchRoute(): ReactNode {
  return (
    <Layout title="Tìm kiếm" description="Tìm bài viết, khóa học và công cụ trên Learn Anything, gõ có dấu hay không dấu đều được.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Tìm kiếm</Heading>
        <SearchPage />
      </main>
    </Layout>
  );
}
