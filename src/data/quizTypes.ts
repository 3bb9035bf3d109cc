/** The shape of a quiz (questions with scored options, result bands): plain data, scored by src/features/quiz/engine.ts. */

export interface QuizLink {
  label: string;
  to: string;
}

export interface QuizOption {
  /** Unique within its question. */
  id: string;
  label: string;
  score: number;
}

export interface QuizQuestion {
  /** Unique within the quiz. */
  id: string;
  text: string;
  /** Optional one-line explanation under the question. */
  hint?: string;
  options: readonly QuizOption[];
}

export interface QuizBand {
  id: string;
  /** Inclusive range of totals. */
  min: number;
  max: number;
  title: string;
  summary: string;
  /** Concrete next steps. */
  advice: readonly string[];
  recommendations: readonly QuizLink[];
}

export interface QuizDefinition {
  id: string;
  title: string;
  questions: readonly QuizQuestion[];
  bands: readonly QuizBand[];
}

/** What a quiz's card on the hub /trac-nghiem says. */
export interface QuizCard {
  /** The card's title (a scored quiz's page has `heading` as its h1). */
  title: string;
  /** What the quiz measures, one or two sentences. */
  measures: string;
  /** What the person gets at the end. */
  result: string;
  /** Rough time to finish, in minutes. */
  minutes: number;
}

/**
 * A scored quiz, one entry in src/data/quizzes.ts: its page /trac-nghiem/<id>
 * (plugins/quiz-pages.ts) and its card on the hub follow from it.
 */
export interface ScoredQuiz extends QuizDefinition, QuizCard {
  kind: 'scored';
  /** The page's h1 and title. */
  heading: string;
  /** Meta description of the page, 120 to 160 characters. */
  description: string;
  /** How to answer, shown after "N câu hỏi, khoảng M phút." */
  intro: string;
  /** An article to read first, linked after the intro. */
  readFirst?: QuizLink;
}

/** A quiz with a page of its own in src/pages/trac-nghiem/ (e.g. the wheel of life): only its card is data. */
export interface QuizTool extends QuizCard {
  kind: 'tool';
  /** Route of its page. */
  path: string;
  /** Number of questions (or areas to score). */
  questionCount: number;
}
