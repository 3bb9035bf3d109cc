import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import NumerologyApp from '@site/src/features/numerology/components/NumerologyApp';

/** /tra-cuu-than-so-hoc: the numerology lookup (all logic lives in src/features/numerology). */
export default function TraCuuThanSoHoc(): ReactNode {
  return (
    <Layout
      title="Tra cứu thần số học theo tên và ngày sinh"
      description="Tra cứu thần số học Pythagoras miễn phí: số chủ đạo, sứ mệnh, linh hồn, biểu đồ ngày sinh, đỉnh cao, thử thách, năm cá nhân, kèm cách tính từng bước."
    >
      <main className="container margin-vert--lg">
        <NumerologyApp />
      </main>
    </Layout>
  );
}
