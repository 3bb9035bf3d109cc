/**
 * Speed of the engine (not a test: run with
 * `npx vitest bench --run src/features/numerology`). The target is well under
 * a millisecond per profile.
 */
import {bench, describe} from 'vitest';
import {computeProfile} from './engine';
import {validateNumerologyInput} from './validate';

const TODAY = {year: 2025, month: 6, day: 21};
const people = [
  ['Nguyễn Văn Thiệu', {year: 1987, month: 9, day: 11}],
  ['Trần Thị Ngọc Bích Phượng', {year: 1990, month: 11, day: 29}],
  ['Đỗ Anh Dũng', {year: 1970, month: 2, day: 25}],
  ['Lê Thị Yến', {year: 2000, month: 2, day: 29}],
] as const;

describe('computeProfile', () => {
  bench('1 profile', () => {
    computeProfile(people[0][0], people[0][1], TODAY);
  });

  bench(
    '10,000 profiles',
    () => {
      for (let i = 0; i < 10_000; i += 1) {
        const [name, date] = people[i % people.length];
        computeProfile(name, date, TODAY);
      }
    },
    {iterations: 10, time: 0},
  );

  bench('validate + compute', () => {
    const check = validateNumerologyInput('  nguyễn   văn THIỆU ', '11/09/1987', TODAY);
    if (check.ok) computeProfile(check.name, check.date, TODAY);
  });
});
