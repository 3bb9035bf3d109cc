/** Keys that tie the numerology engine (src/features/numerology) to its meanings (numerologyMeanings.ts). */

/**
 * Keys of the numbers shown on the page. Each card carries
 * `data-chi-so="<key>"` with its value in `data-value`.
 */
export type ChiSoKey =
  | 'lifePath'
  | 'birthDay'
  | 'attitude'
  | 'expression'
  | 'soulUrge'
  | 'personality'
  | 'maturity'
  | 'balance'
  | 'passion'
  | 'missingNumbers'
  | 'birthChartArrows'
  | 'pinnacles'
  | 'challenges'
  | 'personalYear'
  | 'personalMonth'
  | 'karmicDebt';

/** The four karmic debt totals. */
export type KarmicDebtNumber = 13 | 14 | 16 | 19;

/** `strength:1-2-3` or `empty:4-5-6`: an arrow of the birth chart, the key into the meanings data. */
export type ArrowKey = `${'strength' | 'empty'}:${string}`;
