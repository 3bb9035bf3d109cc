import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import type {ScoredQuiz} from '@site/src/data/quizTypes';
import BackToHub from './BackToHub';
import QuizRunner from './QuizRunner';
import styles from './quizPages.module.css';

/** The page of a scored quiz from src/data/quizzes.ts (route from plugins/quiz-pages.ts, which passes the quiz). */
export default function ScoredQuizPage({quiz}: {quiz: ScoredQuiz}): ReactNode {
  return (
    <Layout title={quiz.heading} description={quiz.description}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <BackToHub />
        <Heading as="h1">{quiz.heading}</Heading>
        <p className={styles.intro}>
          {quiz.questions.length} câu hỏi, khoảng {quiz.minutes} phút. {quiz.intro}
          {quiz.readFirst && (
            <>
              {' '}
              Nên đọc trước: <Link to={quiz.readFirst.to}>{quiz.readFirst.label}</Link>.
            </>
          )}
        </p>
        <QuizRunner quiz={quiz} />
      </main>
    </Layout>
  );
}
