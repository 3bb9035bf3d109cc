/**
 * Digit reduction, the one arithmetic operation of Pythagorean numerology.
 *
 * Rules used across the engine:
 * - `reduce(n, true)`: add the digits until one digit remains, stopping early at
 *   the master numbers 11 and 22 (33 is *not* kept, as in the Phillips method).
 * - `reduce(n, false)`: add the digits until one digit (1–9) remains.
 * - `reduceLifePath(n)`: add the digits while the value is above 11 and is not
 *   22, so 10, 11 and 22 stay (22 is shown "22/4").
 * Every function returns the whole chain so the page can show the working.
 */
import type {KarmicDebtNumber} from './types';

export const MASTER_NUMBERS: readonly number[] = [11, 22];
export const KARMIC_DEBT_NUMBERS: readonly KarmicDebtNumber[] = [13, 14, 16, 19];

/** Sum of the decimal digits of a non-negative integer. */
export function digitSum(n: number): number {
  let rest = Math.abs(Math.trunc(n));
  let sum = 0;
  while (rest > 0) {
    sum += rest % 10;
    rest = Math.floor(rest / 10);
  }
  return sum;
}

/** Digits of a non-negative integer, most significant first. */
export function digitsOf(n: number): number[] {
  return String(Math.abs(Math.trunc(n)))
    .split('')
    .map(Number);
}

/** Reduction chain from `n`: [n, ..., result]. */
export function reductionChain(n: number, keepMasters: boolean): number[] {
  const chain = [n];
  let value = n;
  while (value > 9 && !(keepMasters && MASTER_NUMBERS.includes(value))) {
    value = digitSum(value);
    chain.push(value);
  }
  return chain;
}

/** Reduce to 1–9, or to 11/22 as well when `keepMasters`. 0 stays 0. */
export function reduce(n: number, keepMasters: boolean): number {
  const chain = reductionChain(n, keepMasters);
  return chain[chain.length - 1];
}

/**
 * Life path chain (Phillips): add digits while the value is > 11 and is not 22.
 * 10 and 11 stay, 22 stays; a total below 2 (impossible for a real date) is
 * returned as it is.
 */
export function lifePathChain(total: number): number[] {
  const chain = [total];
  let value = total;
  while (value > 11 && value !== 22) {
    value = digitSum(value);
    chain.push(value);
  }
  return chain;
}

/** "69 → 6 + 9 = 15 → 1 + 5 = 6"; just "7" when there is nothing to reduce. */
export function formatChain(chain: readonly number[]): string {
  let text = String(chain[0]);
  for (let i = 1; i < chain.length; i += 1) {
    text += ` → ${digitsOf(chain[i - 1]).join(' + ')} = ${chain[i]}`;
  }
  return text;
}

/** Karmic debt totals (13, 14, 16, 19) met anywhere in a reduction chain. */
export function karmicDebtsIn(chain: readonly number[]): KarmicDebtNumber[] {
  return KARMIC_DEBT_NUMBERS.filter((debt) => chain.includes(debt));
}
