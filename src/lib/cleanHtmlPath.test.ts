import {describe, expect, it} from 'vitest';
import {cleanHtmlPath} from './cleanHtmlPath';

describe('cleanHtmlPath', () => {
  it.each([
    ['/gioi-thieu.html', '/gioi-thieu'],
    ['/gioi-thieu/index.html', '/gioi-thieu'],
    ['/kien-thuc/python/index.html', '/kien-thuc/python'],
    ['/index.html', '/'],
    ['/blog/archive.html', '/blog/archive'],
  ])('%s → %s', (input, expected) => {
    expect(cleanHtmlPath(input)).toBe(expected);
  });

  it.each(['/', '/gioi-thieu', '/kien-thuc/python', '/html', '/a.htm'])('leaves %s alone', (path) => {
    expect(cleanHtmlPath(path)).toBe(path);
  });
});
