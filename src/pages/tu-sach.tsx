import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BookShelf from '@site/src/features/bookshelf/BookShelf';

export default function TuSachPage(): ReactNode {
  return (
    <Layout
      title="Tủ sách cho người tự học"
      description="Tủ sách Learn Anything: những cuốn sách nên đọc về thói quen, cách học, năng suất, tư duy, tài chính và công nghệ, kèm lý do nên đọc và bản tóm tắt."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Tủ sách cho người tự học</Heading>
        <p>
          Những cuốn sách chúng tôi đã đọc, ghi chú và áp dụng. Mỗi cuốn có một lý do ngắn gọn vì sao đáng đọc; cuốn nào
          đã có bản tóm tắt trong mục Sách hay thì bạn có thể đọc tóm tắt trước để quyết định.
        </p>
        <BookShelf />
      </main>
    </Layout>
  );
}
