/**
 * Looks up the Vietnamese meaning of a value in src/data/numerologyMeanings.ts.
 * Returns the fallback text instead of undefined so the page never shows a gap.
 */
import {
  attitudeMeanings,
  balanceMeanings,
  birthDayMeanings,
  challengeMeanings,
  expressionMeanings,
  karmicDebtMeanings,
  lifePathMeanings,
  maturityMeanings,
  missingNumberMeanings,
  noLettersMeaning,
  passionMeanings,
  personalityMeanings,
  personalMonthMeanings,
  personalYearMeanings,
  pinnacleMeanings,
  soulUrgeMeanings,
} from '../../data/numerologyMeanings';

const tables = {
  lifePath: lifePathMeanings,
  birthDay: birthDayMeanings,
  attitude: attitudeMeanings,
  expression: expressionMeanings,
  soulUrge: soulUrgeMeanings,
  personality: personalityMeanings,
  maturity: maturityMeanings,
  balance: balanceMeanings,
  passion: passionMeanings,
  missingNumbers: missingNumberMeanings,
  pinnacles: pinnacleMeanings,
  challenges: challengeMeanings,
  personalYear: personalYearMeanings,
  personalMonth: personalMonthMeanings,
  karmicDebt: karmicDebtMeanings,
} as const;

export type MeaningTable = keyof typeof tables;

/** The text for `value`, or undefined when the table has none. */
export function findMeaning(table: MeaningTable, value: number): string | undefined {
  return (tables[table] as Readonly<Record<number, string>>)[value];
}

/** The text for `value`, or a neutral fallback (used for 0 from a name with no vowels). */
export function meaningFor(table: MeaningTable, value: number): string {
  return findMeaning(table, value) ?? noLettersMeaning;
}
