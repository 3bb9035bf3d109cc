/**
 * Types shared by the numerology engine, the page and the meanings data
 * (src/data/numerologyMeanings.ts). Plain data only: no React, no DOM.
 */

import type {ArrowKey, KarmicDebtNumber} from '@site/src/data/numerologyKeys';

export type {ArrowKey, ChiSoKey, KarmicDebtNumber} from '@site/src/data/numerologyKeys';

/** A day in the proleptic Gregorian calendar (month 1–12, day 1–31). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A single number with the working that led to it. */
export interface NumberResult {
  /** Final value, e.g. 7, 11 or 22 (22 is displayed "22/4" for the life path). */
  value: number;
  /** How the value is shown to the reader. */
  display: string;
  /** The unreduced total the reduction started from. */
  total: number;
  /** Every value of the reduction, from `total` to `value` (length 1 when nothing was reduced). */
  chain: number[];
  /** Step-by-step working in Vietnamese. */
  steps: string[];
  /** Karmic debt totals met in `chain` (13, 14, 16, 19). */
  karmicDebts: KarmicDebtNumber[];
}

/** One letter of the name after folding Vietnamese diacritics. */
export interface NameLetter {
  /** The letter as typed (with its diacritics), e.g. "Ễ". */
  original: string;
  /** The folded Latin capital, e.g. "E". */
  letter: string;
  /** Pythagorean value 1–9. */
  value: number;
  vowel: boolean;
  /** Index of the word (words are separated by spaces and hyphens). */
  word: number;
}

/** One of the eight lines of the 3×3 birth chart. */
export interface ArrowLine {
  /** "1-2-3", "4-5-6", ... */
  digits: string;
  cells: readonly [number, number, number];
}

export interface ArrowResult extends ArrowLine {
  kind: 'strength' | 'empty';
  /** `strength:1-2-3` or `empty:4-5-6`: key into the meanings data. */
  key: ArrowKey;
}

export interface BirthChart {
  /** counts[d] = how many times digit d (1–9) appears in dd/mm/yyyy; counts[0] is unused. */
  counts: number[];
  /** Rows top to bottom: 3-6-9, 2-5-8, 1-4-7. Each cell is the digit repeated `count` times, or "". */
  rows: string[][];
  arrows: ArrowResult[];
  steps: string[];
}

export interface Pinnacle {
  index: 1 | 2 | 3 | 4;
  value: number;
  /** Age at which this peak is reached. */
  age: number;
  /** Calendar year of that age. */
  year: number;
  /** Sum before reduction, e.g. "9 + 2 = 11". */
  working: string;
}

export interface Challenge {
  index: 1 | 2 | 3 | 4;
  value: number;
  working: string;
}

export interface PersonalYearRow {
  year: number;
  /** Age reached during that calendar year. */
  age: number;
  value: number;
}

export interface KarmicDebtHit {
  number: KarmicDebtNumber;
  /** Which number carried the debt. */
  source: 'lifePath' | 'birthDay' | 'expression' | 'soulUrge' | 'personality';
}

export interface NumerologyProfile {
  /** The name as normalised for display (NFC, single spaces). */
  name: string;
  /** The name folded to Latin capitals, e.g. "NGUYEN VAN AN". */
  foldedName: string;
  birthDate: CalendarDate;
  today: CalendarDate;
  /** Completed years at `today`. */
  age: number;
  letters: NameLetter[];

  lifePath: NumberResult;
  birthDay: NumberResult;
  attitude: NumberResult;
  expression: NumberResult;
  soulUrge: NumberResult;
  personality: NumberResult;
  maturity: NumberResult;
  balance: NumberResult;
  passion: {values: number[]; counts: number[]; steps: string[]};
  missingNumbers: {values: number[]; steps: string[]};
  birthChart: BirthChart;
  pinnacles: {items: Pinnacle[]; current: 1 | 2 | 3 | 4 | null; steps: string[]};
  challenges: {items: Challenge[]; steps: string[]};
  personalYear: NumberResult & {year: number};
  personalMonth: NumberResult & {month: number; year: number};
  personalYearTable: PersonalYearRow[];
  karmicDebts: KarmicDebtHit[];
}
