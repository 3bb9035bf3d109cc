import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import QuizRunner from '@site/src/features/quiz/QuizRunner';
import {quanLyTriThucQuiz} from '@site/src/data/quanLyTriThucQuiz';
import {quizzes} from '@site/src/data/quizzes';
import BackToHub from './_components/BackToHub';
import styles from './_components/quizPages.module.css';

export default function PkmQuizPage(): ReactNode {
  const count = quanLyTriThucQuiz.questions.length;
  const minutes = quizzes.find((quiz) => quiz.path === '/trac-nghiem/quan-ly-tri-thuc-ca-nhan')?.minutes ?? 3;
  return (
    <Layout
      title="Trắc nghiệm thói quen quản lý tri thức cá nhân"
      description="Mười câu hỏi để biết bạn đang thu thập, liên kết, xem lại và dùng lại ghi chú tốt đến đâu, kèm ba việc nên làm tiếp và bài viết phù hợp với mức của bạn."
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <BackToHub />
        <Heading as="h1">Trắc nghiệm thói quen quản lý tri thức cá nhân</Heading>
        <p className={styles.intro}>
          {count} câu hỏi, khoảng {minutes} phút. Với mỗi câu, chọn lựa chọn giống bạn <strong>hiện nay</strong> nhất,
          không phải điều bạn muốn làm. Mỗi lựa chọn được 0 đến 3 điểm; tổng điểm cho biết “bộ não thứ hai” của bạn đang
          ở mức nào. Nếu chưa rõ quản lý tri thức cá nhân là gì, hãy đọc{' '}
          <Link to="/kien-thuc/obsidian/quan-ly-tri-thuc-ca-nhan-la-gi">bài giới thiệu</Link> trước.
        </p>
        <QuizRunner quiz={quanLyTriThucQuiz} />
      </main>
    </Layout>
  );
}
