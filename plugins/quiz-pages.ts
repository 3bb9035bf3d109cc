import type {Plugin} from '@docusaurus/types';
import {quizListings, quizPath, scoredQuizzes} from '../src/data/quizzes';

/**
 * The quiz hub /trac-nghiem and a page for every scored quiz in
 * src/data/quizzes.ts: adding a quiz is one entry there. Each page gets only its
 * own quiz as a route prop (src/features/quiz/ScoredQuizPage), the hub only the
 * cards (src/features/quiz/QuizHubPage), so no page bundles the others' data.
 */
export default function quizPagesPlugin(): Plugin {
  return {
    name: 'quiz-pages',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: '/trac-nghiem',
        component: '@site/src/features/quiz/QuizHubPage',
        exact: true,
        props: {quizzes: quizListings},
      });
      for (const quiz of scoredQuizzes) {
        actions.addRoute({
          path: quizPath(quiz),
          component: '@site/src/features/quiz/ScoredQuizPage',
          exact: true,
          props: {quiz},
        });
      }
    },
  };
}
