import {describe, expect, it} from 'vitest';
import type {PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {quizListings, quizPath, quizzes, scoredQuizzes} from '../src/data/quizzes';
import quizPagesPlugin from './quiz-pages';

describe('quiz-pages plugin', () => {
  it('adds the hub with the cards, and one page per scored quiz in src/data/quizzes.ts with the quiz as its prop', async () => {
    const routes: RouteConfig[] = [];
    const actions = {addRoute: (route: RouteConfig) => routes.push(route)} as unknown as PluginContentLoadedActions;
    await quizPagesPlugin().contentLoaded?.({content: undefined, actions});
    expect(scoredQuizzes.length).toBeGreaterThan(0);
    expect(routes.map((route) => [route.path, route.component, route.props])).toEqual([
      ['/trac-nghiem', '@site/src/features/quiz/QuizHubPage', {quizzes: quizListings}],
      ...scoredQuizzes.map((quiz) => [quizPath(quiz), '@site/src/features/quiz/ScoredQuizPage', {quiz}]),
    ]);
  });

  it('lists every quiz on the hub, in the order of the data, each page linked once', () => {
    expect(quizListings).toHaveLength(quizzes.length);
    const paths = quizListings.map((card) => card.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const quiz of scoredQuizzes) expect(paths).toContain(quizPath(quiz));
  });
});
