/**
 * Every value the engine can produce has a Vietnamese meaning of 2–4
 * sentences. Date numbers are checked exhaustively over 1900–2099.
 */
import {describe, expect, it} from 'vitest';
import {
  arrowMeanings,
  attitudeMeanings,
  balanceMeanings,
  birthDayMeanings,
  challengeMeanings,
  chiSoInfo,
  expressionMeanings,
  karmicDebtMeanings,
  lifePathMeanings,
  maturityMeanings,
  missingNumberMeanings,
  passionMeanings,
  personalityMeanings,
  personalMonthMeanings,
  personalYearMeanings,
  personalYearThemes,
  pinnacleMeanings,
  soulUrgeMeanings,
} from '../../data/numerologyMeanings';
import {daysInMonth} from './dates';
import {
  ARROW_LINES,
  attitudeNumber,
  birthChart,
  challenges,
  lifePathNumber,
  personalYearValue,
  pinnacles,
} from './engine';
import {findMeaning} from './meanings';

const CORE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22];
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const keys = (table: object) =>
  Object.keys(table)
    .map(Number)
    .sort((a, b) => a - b);

function sentences(text: string): number {
  return text.split(/(?<=[.?!])\s+/u).filter((part) => part.trim().length > 0).length;
}

describe('numerology meanings', () => {
  it('cover exactly the values each number can take', () => {
    expect(keys(lifePathMeanings)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 22]);
    for (const table of [
      expressionMeanings,
      soulUrgeMeanings,
      personalityMeanings,
      maturityMeanings,
      pinnacleMeanings,
    ]) {
      expect(keys(table)).toEqual(CORE);
    }
    for (const table of [
      balanceMeanings,
      passionMeanings,
      missingNumberMeanings,
      attitudeMeanings,
      personalYearMeanings,
      personalMonthMeanings,
      personalYearThemes,
    ]) {
      expect(keys(table)).toEqual(DIGITS);
    }
    expect(keys(birthDayMeanings)).toEqual(Array.from({length: 31}, (_, i) => i + 1));
    expect(keys(challengeMeanings)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(keys(karmicDebtMeanings)).toEqual([13, 14, 16, 19]);
    expect(Object.keys(arrowMeanings).sort()).toEqual(
      ARROW_LINES.flatMap((line) => [`empty:${line.digits}`, `strength:${line.digits}`]).sort(),
    );
  });

  it('cover every date number from 1900 to 2099', () => {
    const missing = new Set<string>();
    const today = {year: 2099, month: 12, day: 31};
    for (let year = 1900; year <= 2099; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= daysInMonth(year, month); day += 1) {
          const date = {year, month, day};
          const lifePath = lifePathNumber(date);
          if (!findMeaning('lifePath', lifePath.value)) missing.add(`lifePath ${lifePath.value}`);
          if (!findMeaning('attitude', attitudeNumber(date).value)) missing.add('attitude');
          for (const peak of pinnacles(date, lifePath, today).items) {
            if (!findMeaning('pinnacles', peak.value)) missing.add(`pinnacle ${peak.value}`);
          }
          for (const challenge of challenges(date).items) {
            if (!findMeaning('challenges', challenge.value)) missing.add(`challenge ${challenge.value}`);
          }
          if (day === 1 && !findMeaning('personalYear', personalYearValue(date, 2025))) missing.add('year');
          for (const arrow of birthChart(date).arrows) {
            if (!arrowMeanings[arrow.key]) missing.add(arrow.key);
          }
        }
      }
    }
    expect([...missing]).toEqual([]);
  }, 60_000);

  it('are 2–4 Vietnamese sentences each', () => {
    const texts = [
      ...[
        lifePathMeanings,
        expressionMeanings,
        soulUrgeMeanings,
        personalityMeanings,
        maturityMeanings,
        balanceMeanings,
        passionMeanings,
        missingNumberMeanings,
        birthDayMeanings,
        attitudeMeanings,
        pinnacleMeanings,
        challengeMeanings,
        personalYearMeanings,
        personalMonthMeanings,
        karmicDebtMeanings,
      ].flatMap((table) => Object.values(table)),
      ...Object.values(arrowMeanings).map((arrow) => arrow.meaning),
    ];
    for (const text of texts) {
      const count = sentences(text);
      expect(count, text).toBeGreaterThanOrEqual(2);
      expect(count, text).toBeLessThanOrEqual(4);
      expect(text, text).toMatch(/[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/iu);
    }
    for (const info of Object.values(chiSoInfo)) expect(info.label.length).toBeGreaterThan(3);
  });
});
