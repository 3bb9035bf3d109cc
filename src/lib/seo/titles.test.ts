import {describe, expect, it} from 'vitest';
import {formatPageTitle} from './titles';
import {textLength, titleDescriptionProblems} from './titleRules.mjs';

describe('textLength', () => {
  it('counts a Vietnamese letter as one character, composed or not', () => {
    expect(textLength('Tự học')).toBe(6);
    expect(textLength('Tự học'.normalize('NFD'))).toBe(6);
  });
});

describe('formatPageTitle', () => {
  it('adds the site name when the whole fits in 60 characters', () => {
    expect(formatPageTitle('Tủ sách', 'Learn Anything')).toBe('Tủ sách | Learn Anything');
    const fits = 'a'.repeat(60 - ' | Learn Anything'.length);
    expect(formatPageTitle(fits, 'Learn Anything')).toBe(`${fits} | Learn Anything`);
  });

  it('keeps a longer title whole, without the site name', () => {
    const long = 'a'.repeat(61 - ' | Learn Anything'.length);
    expect(formatPageTitle(long, 'Learn Anything')).toBe(long);
  });

  it('is the site name alone for no title or the site name itself', () => {
    expect(formatPageTitle(undefined, 'Learn Anything')).toBe('Learn Anything');
    expect(formatPageTitle('  ', 'Learn Anything')).toBe('Learn Anything');
    expect(formatPageTitle('Learn Anything', 'Learn Anything')).toBe('Learn Anything');
  });
});

describe('titleDescriptionProblems', () => {
  it('accepts 60-character titles and 70–160-character descriptions', () => {
    expect(titleDescriptionProblems({title: 'ệ'.repeat(60), description: 'ệ'.repeat(70)})).toEqual([]);
    expect(titleDescriptionProblems({description: 'a'.repeat(160)})).toEqual([]);
  });

  it('names the length of what does not fit', () => {
    expect(titleDescriptionProblems({title: 'a'.repeat(61)})).toEqual([
      'tiêu đề dài 61 ký tự (tối đa 60): kết quả tìm kiếm sẽ cắt mất',
    ]);
    expect(titleDescriptionProblems({description: 'a'.repeat(69)})).toEqual(['mô tả dài 69 ký tự (cần 70–160)']);
    expect(titleDescriptionProblems({description: 'a'.repeat(161)})).toEqual(['mô tả dài 161 ký tự (cần 70–160)']);
  });
});
