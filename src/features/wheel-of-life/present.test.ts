import {describe, expect, it} from 'vitest';
import {gapText, scoreText, signedText, valueWithTarget} from './present';

describe('chữ hiển thị trong bảng và nhãn', () => {
  it('điểm, chênh lệch có dấu và mục tiêu', () => {
    expect(scoreText(7)).toBe('7');
    expect(scoreText(null)).toBe('—');
    expect(signedText(3)).toBe('+3');
    expect(signedText(-2)).toBe('−2');
    expect(signedText(0)).toBe('0');
    expect(gapText(5, 8)).toBe('+3');
    expect(gapText(5, null)).toBe('—');
    expect(valueWithTarget(5, 8)).toBe('5 → 8');
    expect(valueWithTarget(5, null)).toBe('5');
  });
});
