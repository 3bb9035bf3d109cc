import {describe, expect, it} from 'vitest';
import {computeProfile} from './engine';
import {dataValues, dateFromText} from './present';

describe('present', () => {
  it('reads a typed date for the calendar field', () => {
    expect(dateFromText('25/09/1990')).toEqual({year: 1990, month: 9, day: 25});
    expect(dateFromText('31/02/1990')).toBeNull();
    expect(dateFromText('25/09')).toBeNull();
  });

  it('gives every card its data-value', () => {
    const profile = computeProfile('Phạm Văn Phú', {year: 1980, month: 2, day: 2}, {year: 2025, month: 6, day: 21});
    expect(dataValues(profile)).toEqual({
      lifePath: '22/4',
      birthDay: '2',
      attitude: '4',
      expression: '3',
      soulUrge: '5',
      personality: '7',
      maturity: '7', // 22 + 3 = 25 → 7
      balance: '9',
      passion: '1,4,7,8',
      missingNumbers: '2,6,9',
      // Digits 2,2,2,1,9,8: 2-5-8? 5 missing; 3-6-9? 9 present. Empty: 4-5-6, 3-5-7. Full: none.
      birthChartArrows: 'empty:4-5-6,empty:3-5-7',
      pinnacles: '4,11,6,11',
      challenges: '0,7,7,7',
      personalYear: '4', // 2 + 2 + 9 = 13 → 4
      personalMonth: '1', // 4 + 6 = 10 → 1
      karmicDebt: '',
    });
  });
});
