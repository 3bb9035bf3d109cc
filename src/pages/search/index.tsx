import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import CardGrid from '@site/src/components/CardGrid';
import {knowledgeSections} from '@site/src/data/sections';
import {readQuery} from '@site/src/features/search/readQuery';

export default function SearchPage(): ReactNode {
  const query = readQuery(useLocation().search);
  return (
    <Layout title="Tìm kiếm" description="Tìm bài viết, khóa học và công cụ trên Learn Anything, gõ có dấu hay không dấu đều được.">
      <main className="container margin-vert--lg">
        <Heading as="h1">{query ? `Kết quả cho “${query}”` : 'Tìm kiếm'}</Heading>
        <p>Chọn một chủ đề để bắt đầu:</p>
        <CardGrid items={knowledgeSections} headingLevel="h2" />
      </main>
    </Layout>
  );
}
