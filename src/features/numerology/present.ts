/**
 * Small pure helpers between the engine and the React components: values
 * for the `data-value` attributes, reading a typed date for the calendar
 * field, labels for karmic debt sources.
 */
import {parseDateParts, isValidDate} from './dates';
import type {CalendarDate, ChiSoKey, KarmicDebtHit, NumerologyProfile} from './types';

/** The typed text as a real date (not checked against today or the earliest year), or null. */
export function dateFromText(text: string): CalendarDate | null {
  const parsed = parseDateParts(text);
  return parsed.kind === 'parts' && isValidDate(parsed.date) ? parsed.date : null;
}

const list = (values: readonly (number | string)[]) => values.join(',');

/** `data-value` of every card: the shown value, lists joined by commas. */
export function dataValues(profile: NumerologyProfile): Record<ChiSoKey, string> {
  return {
    lifePath: profile.lifePath.display,
    birthDay: String(profile.birthDay.value),
    attitude: String(profile.attitude.value),
    expression: String(profile.expression.value),
    soulUrge: String(profile.soulUrge.value),
    personality: String(profile.personality.value),
    maturity: String(profile.maturity.value),
    balance: String(profile.balance.value),
    passion: list(profile.passion.values),
    missingNumbers: list(profile.missingNumbers.values),
    birthChartArrows: list(profile.birthChart.arrows.map((arrow) => arrow.key)),
    pinnacles: list(profile.pinnacles.items.map((item) => item.value)),
    challenges: list(profile.challenges.items.map((item) => item.value)),
    personalYear: String(profile.personalYear.value),
    personalMonth: String(profile.personalMonth.value),
    karmicDebt: list(uniqueDebts(profile.karmicDebts)),
  };
}

export function uniqueDebts(hits: readonly KarmicDebtHit[]): number[] {
  return [...new Set(hits.map((hit) => hit.number))].sort((a, b) => a - b);
}

export const debtSourceLabels: Readonly<Record<KarmicDebtHit['source'], string>> = {
  lifePath: 'số chủ đạo',
  birthDay: 'ngày sinh',
  expression: 'số sứ mệnh',
  soulUrge: 'số linh hồn',
  personality: 'số nhân cách',
};
