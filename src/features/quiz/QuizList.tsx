import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {QuizListing} from '@site/src/data/quizzes';
import styles from './quizPages.module.css';

/** The hub's cards (quizListings from src/data/quizzes.ts, passed by plugins/quiz-pages.ts). */
export default function QuizList({quizzes}: {quizzes: readonly QuizListing[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {quizzes.map((quiz) => (
        <li key={quiz.path} className={styles.card}>
          <Heading as="h2" className={styles.cardTitle}>
            <Link to={quiz.path}>{quiz.title}</Link>
          </Heading>
          <p className={styles.meta}>
            {quiz.questionCount} câu hỏi · khoảng {quiz.minutes} phút
          </p>
          <dl className={styles.facts}>
            <dt>Đo điều gì</dt>
            <dd>{quiz.measures}</dd>
            <dt>Bạn nhận được</dt>
            <dd>{quiz.result}</dd>
          </dl>
          <Link
            className={`button button--primary ${styles.start}`}
            to={quiz.path}
            aria-label={`Bắt đầu: ${quiz.title}`}
          >
            Bắt đầu
          </Link>
        </li>
      ))}
    </ul>
  );
}
