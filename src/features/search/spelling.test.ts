import {describe, expect, it} from 'vitest';
import {editDistance, suggestCorrection} from './spelling';

describe('editDistance', () => {
  it.each([
    ['python', 'python', 0],
    ['pyhton', 'python', 1],
    ['obsidan', 'obsidian', 1],
    ['docusarus', 'docusaurus', 1],
    ['abc', 'xyz', 3],
  ])('%s ~ %s = %i', (a, b, expected) => {
    expect(editDistance(a, b, 3)).toBe(expected);
  });
  it('stops early beyond the limit', () => {
    expect(editDistance('ngan', 'docusaurus', 2)).toBe(3);
  });
});

describe('suggestCorrection', () => {
  const vocabulary = ['python', 'obsidian', 'docusaurus', 'than', 'so', 'hoc', 'pandas'];
  it('corrects misspelt words against the vocabulary', () => {
    expect(suggestCorrection('pyhton pandas', vocabulary)).toBe('python pandas');
    expect(suggestCorrection('Obsidan', vocabulary)).toBe('obsidian');
    expect(suggestCorrection('docusarus', vocabulary)).toBe('docusaurus');
  });
  it('returns null when every word is known or too short to correct', () => {
    expect(suggestCorrection('thần số học', vocabulary)).toBeNull();
    expect(suggestCorrection('xyz', vocabulary)).toBeNull();
  });
  it('returns null when nothing is close enough', () => {
    expect(suggestCorrection('blockchain', vocabulary)).toBeNull();
  });
});
