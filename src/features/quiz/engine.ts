/**
 * A small quiz engine: questions with scored options, and result bands.
 *
 * A quiz is plain data (see src/data/quizzes.ts). The person picks
 * one option per question; the total is the sum of the picked options'
 * scores; the band is the one whose [min, max] range (inclusive) holds the
 * total. Scores are integers. `validateQuiz` checks a definition: unique ids, at least two options
 * per question, and bands that cover every possible total exactly once.
 */

import type {QuizBand, QuizDefinition, QuizQuestion} from '@site/src/data/quizTypes';

export type {QuizBand, QuizDefinition, QuizLink, QuizOption, QuizQuestion} from '@site/src/data/quizTypes';

/** Chosen option id per question id. */
export type QuizAnswers = Readonly<Record<string, string | undefined>>;

export function minTotal(quiz: QuizDefinition): number {
  return quiz.questions.reduce((sum, q) => sum + Math.min(...q.options.map((o) => o.score)), 0);
}

export function maxTotal(quiz: QuizDefinition): number {
  return quiz.questions.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.score)), 0);
}

export function findBand(quiz: QuizDefinition, total: number): QuizBand | null {
  return quiz.bands.find((band) => total >= band.min && total <= band.max) ?? null;
}

export type QuizResult =
  | {complete: false; answered: number; missing: readonly QuizQuestion[]}
  | {complete: true; total: number; max: number; percent: number; band: QuizBand};

/** Scores the answers; incomplete (with the unanswered questions, in order) until every question has a valid answer. */
export function scoreQuiz(quiz: QuizDefinition, answers: QuizAnswers): QuizResult {
  const missing: QuizQuestion[] = [];
  let total = 0;
  for (const question of quiz.questions) {
    const option = question.options.find((o) => o.id === answers[question.id]);
    if (option) total += option.score;
    else missing.push(question);
  }
  if (missing.length > 0) {
    return {complete: false, answered: quiz.questions.length - missing.length, missing};
  }
  const band = findBand(quiz, total);
  if (!band) throw new Error(`Quiz ${quiz.id}: no band for total ${total}`);
  const max = maxTotal(quiz);
  return {complete: true, total, max, percent: max === 0 ? 0 : Math.round((total / max) * 100), band};
}

/** Problems with a quiz definition (empty when it is sound). */
export function validateQuiz(quiz: QuizDefinition): string[] {
  const problems: string[] = [];
  if (quiz.questions.length === 0) problems.push('no questions');
  const questionIds = new Set<string>();
  for (const question of quiz.questions) {
    if (questionIds.has(question.id)) problems.push(`duplicate question id ${question.id}`);
    questionIds.add(question.id);
    if (question.options.length < 2) problems.push(`question ${question.id} has fewer than two options`);
    const optionIds = new Set(question.options.map((o) => o.id));
    if (optionIds.size !== question.options.length) problems.push(`question ${question.id} has duplicate option ids`);
    if (question.options.some((o) => !Number.isInteger(o.score)))
      problems.push(`question ${question.id} has a non-integer score`);
  }
  if (problems.length > 0) return problems;

  const low = minTotal(quiz);
  const high = maxTotal(quiz);
  const bands = [...quiz.bands].sort((a, b) => a.min - b.min);
  if (bands.length === 0) return ['no bands'];
  if (new Set(bands.map((b) => b.id)).size !== bands.length) problems.push('duplicate band ids');
  bands.forEach((band) => {
    if (band.min > band.max) problems.push(`band ${band.id} has min > max`);
  });
  if (bands[0].min > low) problems.push(`totals from ${low} to ${bands[0].min - 1} have no band`);
  if (bands[bands.length - 1].max < high)
    problems.push(`totals from ${bands[bands.length - 1].max + 1} to ${high} have no band`);
  for (let i = 1; i < bands.length; i += 1) {
    const previous = bands[i - 1];
    const band = bands[i];
    if (band.min <= previous.max) problems.push(`bands ${previous.id} and ${band.id} overlap`);
    if (band.min > previous.max + 1) problems.push(`totals from ${previous.max + 1} to ${band.min - 1} have no band`);
  }
  return problems;
}
