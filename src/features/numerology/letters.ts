/**
 * From a Vietnamese name to Pythagorean letter values.
 *
 * Folding: the name is decomposed (NFD) and every combining mark is dropped,
 * so Ă Â → A, Ê → E, Ô Ơ → O, Ư → U and every tone mark disappears; Đ/đ,
 * which has no decomposition, becomes D (so does the look-alike Ð/ð that old
 * Vietnamese encodings produce). Letters are then upper-cased.
 *
 * Values: A J S = 1, B K T = 2, C L U = 3, D M V = 4, E N W = 5, F O X = 6,
 * G P Y = 7, H Q Z = 8, I R = 9.
 *
 * Words: a word is a run of letters; spaces and hyphens separate words,
 * apostrophes are skipped without splitting the word ("O'Brien" is one word).
 *
 * Vowels: A E I O U, and Y when the letter before it in the same word is not
 * a vowel (or when Y starts the word). The check is made left to right, so
 * the "letter before" is judged with this same rule: Y is a vowel in "Vy",
 * "Ly", "Yến", "Mỹ"; a consonant in "Nguyễn", "Duy", "Quý", "Huy", "Thụy".
 */

import {foldVietnamese} from '../../lib/foldVietnamese';
import type {NameLetter} from './types';

const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1,
  J: 1,
  S: 1,
  B: 2,
  K: 2,
  T: 2,
  C: 3,
  L: 3,
  U: 3,
  D: 4,
  M: 4,
  V: 4,
  E: 5,
  N: 5,
  W: 5,
  F: 6,
  O: 6,
  X: 6,
  G: 7,
  P: 7,
  Y: 7,
  H: 8,
  Q: 8,
  Z: 8,
  I: 9,
  R: 9,
};

const PLAIN_VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);
const WORD_SEPARATOR = /[\s\-‐]/u;
const APOSTROPHES = new Set(["'", '’', 'ʼ']);

/** Pythagorean value of a Latin capital A–Z, or undefined. */
export function letterValue(letter: string): number | undefined {
  return LETTER_VALUES[letter];
}

/** "Nguyễn Văn Đức" → "NGUYEN VAN DUC" (other characters are kept as they are). */
export function foldToCapitals(text: string): string {
  return foldVietnamese(text).toUpperCase();
}

/** Folds one character (which may carry marks) to a Latin capital A–Z, or returns null. */
export function foldLetter(character: string): string | null {
  const folded = foldToCapitals(character);
  return folded.length === 1 && LETTER_VALUES[folded] !== undefined ? folded : null;
}

/**
 * Splits a name into its letters with their values and vowel flags.
 * Characters that are not letters A–Z after folding (spaces, hyphens,
 * apostrophes, anything invalidated by validation) are skipped.
 */
export function analyzeName(name: string): NameLetter[] {
  const letters: NameLetter[] = [];
  let word = -1;
  let inWord = false;
  let previousVowel: boolean | null = null;
  // Iterate over NFC grapheme-ish units: a base character with its marks.
  for (const unit of name.normalize('NFC').match(/\P{M}\p{M}*/gu) ?? []) {
    if (WORD_SEPARATOR.test(unit)) {
      inWord = false;
      previousVowel = null;
      continue;
    }
    if (APOSTROPHES.has(unit)) continue;
    const letter = foldLetter(unit);
    if (letter === null) continue;
    if (!inWord) {
      word += 1;
      inWord = true;
      previousVowel = null;
    }
    const vowel: boolean = PLAIN_VOWELS.has(letter) || (letter === 'Y' && previousVowel !== true);
    letters.push({original: unit, letter, value: LETTER_VALUES[letter], vowel, word});
    previousVowel = vowel;
  }
  return letters;
}

/** Groups letters by word, for display. */
export function lettersByWord(letters: readonly NameLetter[]): NameLetter[][] {
  const words: NameLetter[][] = [];
  for (const letter of letters) {
    (words[letter.word] ??= []).push(letter);
  }
  return words.filter(Boolean);
}
