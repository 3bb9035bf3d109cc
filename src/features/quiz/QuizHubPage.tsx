import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {QuizListing} from '@site/src/data/quizzes';
import QuizList from './QuizList';
import styles from './quizPages.module.css';

/** The hub /trac-nghiem (route from plugins/quiz-pages.ts, which passes the cards). */
export default function QuizHubPage({quizzes}: {quizzes: readonly QuizListing[]}): ReactNode {
  return (
    <Layout
      title="Trắc nghiệm tự đánh giá"
      description="Các bài trắc nghiệm tự đánh giá miễn phí của Learn Anything: bánh xe cuộc đời tám lĩnh vực và thói quen quản lý tri thức cá nhân, kèm gợi ý đọc thêm."
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Trắc nghiệm tự đánh giá</Heading>
        <p className={styles.intro}>
          Vài phút thành thật với chính mình thường đáng giá hơn nhiều giờ đọc thêm. Chọn một bài trắc nghiệm dưới đây
          để biết mình đang ở đâu, rồi nhận gợi ý cụ thể và những bài viết phù hợp để đi tiếp.
        </p>
        <QuizList quizzes={quizzes} />
        <p className={styles.note}>
          Mọi câu trả lời chỉ được xử lý ngay trên trình duyệt của bạn. Lịch sử (nếu có) được lưu trên chính máy này và
          không gửi về máy chủ nào.
        </p>
      </main>
    </Layout>
  );
}
