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
