import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import MentalModelIndex from '@site/src/features/mental-models/MentalModelIndex';

export default function MentalModelsPage(): ReactNode {
  return (
    <Layout
      title="Danh mục mô hình tư duy"
      description="Danh mục mô hình tư duy cho người tự học: tư duy nguyên bản, tư duy bậc hai, tư duy ngược, Pareto, vòng tròn năng lực và nhiều mô hình khác, lọc theo nhóm."
    >
      <main className="container margin-vert--lg">
        <Heading as="h1">Danh mục mô hình tư duy</Heading>
        <p>
          Mô hình tư duy là những khung suy nghĩ rút ra từ nhiều ngành, giúp bạn nhìn một vấn đề từ nhiều phía trước khi
          quyết định. Chọn một nhóm để lọc; mô hình nào có bài phân tích đầy đủ sẽ dẫn tới bài đó trong{' '}
          <Link to="/kien-thuc/mo-hinh-tu-duy">kho kiến thức</Link>.
        </p>
        <MentalModelIndex />
      </main>
    </Layout>
  );
}
