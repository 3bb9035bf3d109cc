import {describe, expect, it} from 'vitest';
import {
  average,
  balanceScore,
  clampScore,
  focusAreaIndexes,
  formatNumber,
  isValidScore,
  largestGaps,
  lowestAreas,
  maxMeanAbsoluteDeviation,
  meanAbsoluteDeviation,
} from './scoring';

describe('điểm hợp lệ', () => {
  it('chỉ nhận số nguyên từ 1 đến 10', () => {
    expect([1, 5, 10].every(isValidScore)).toBe(true);
    expect([0, 11, 5.5, NaN, Infinity, '5', null, undefined].some((v) => isValidScore(v))).toBe(false);
  });

  it('làm tròn và kẹp vào 1–10', () => {
    expect(clampScore(0)).toBe(1);
    expect(clampScore(-3)).toBe(1);
    expect(clampScore(12)).toBe(10);
    expect(clampScore(7.4)).toBe(7);
    expect(clampScore(7.5)).toBe(8);
    expect(clampScore(NaN)).toBe(5);
  });
});

describe('chỉ số cân bằng', () => {
  it('ví dụ trong tài liệu: trung bình 6, độ lệch trung bình 1,5, cân bằng ≈ 66,7', () => {
    const scores = [7, 5, 8, 6, 4, 9, 3, 6];
    expect(average(scores)).toBe(6);
    expect(meanAbsoluteDeviation(scores)).toBe(1.5);
    expect(balanceScore(scores)).toBeCloseTo(66.667, 2);
  });

  it('độ lệch lớn nhất có thể của 8 lĩnh vực là 4,5', () => {
    expect(maxMeanAbsoluteDeviation(8)).toBe(4.5);
    expect(maxMeanAbsoluteDeviation(3)).toBeCloseTo(4, 6); // 1, 1, 10: trung bình 4, lệch 3, 3, 6
    expect(maxMeanAbsoluteDeviation(1)).toBe(0);
  });

  it('100 khi mọi lĩnh vực bằng nhau, dù cao hay thấp', () => {
    expect(balanceScore([1, 1, 1, 1, 1, 1, 1, 1])).toBe(100);
    expect(balanceScore([9, 9, 9, 9, 9, 9, 9, 9])).toBe(100);
  });

  it('0 khi lệch nhiều nhất: bốn lĩnh vực 1 điểm, bốn lĩnh vực 10 điểm', () => {
    expect(balanceScore([1, 10, 1, 10, 1, 10, 1, 10])).toBe(0);
  });

  it('nằm trong 0–100 và giảm khi một lĩnh vực tụt xuống', () => {
    const even = balanceScore([6, 6, 6, 6, 6, 6, 6, 6]);
    const oneLow = balanceScore([6, 6, 6, 6, 6, 6, 6, 2]);
    const twoLow = balanceScore([6, 6, 6, 6, 6, 6, 2, 2]);
    expect(even).toBeGreaterThan(oneLow);
    expect(oneLow).toBeGreaterThan(twoLow);
    expect(twoLow).toBeGreaterThanOrEqual(0);
  });
});

describe('lĩnh vực thấp nhất', () => {
  it('tối đa ba lĩnh vực, thấp nhất trước, bằng điểm thì theo thứ tự bánh xe', () => {
    expect(lowestAreas([7, 5, 8, 6, 4, 9, 3, 6])).toEqual([
      {index: 6, score: 3},
      {index: 4, score: 4},
      {index: 1, score: 5},
    ]);
    expect(lowestAreas([5, 3, 8, 3, 8, 8, 8, 8])).toEqual([
      {index: 1, score: 3},
      {index: 3, score: 3},
      {index: 0, score: 5},
    ]);
  });

  it('không có lĩnh vực nào thấp khi mọi điểm bằng nhau; không tính lĩnh vực bằng điểm cao nhất', () => {
    expect(lowestAreas([6, 6, 6, 6, 6, 6, 6, 6])).toEqual([]);
    expect(lowestAreas([8, 8, 8, 8, 8, 8, 8, 2])).toEqual([{index: 7, score: 2}]);
  });
});

describe('khoảng cách tới mục tiêu', () => {
  it('chỉ tính lĩnh vực có mục tiêu cao hơn điểm hiện tại, lớn nhất trước, tối đa ba', () => {
    const current = [7, 5, 8, 6, 4, 9, 3, 6];
    const target = [9, 8, null, 6, 8, 7, 7, 9];
    expect(largestGaps(current, target)).toEqual([
      {index: 4, current: 4, target: 8, gap: 4},
      {index: 6, current: 3, target: 7, gap: 4},
      {index: 1, current: 5, target: 8, gap: 3},
    ]);
  });

  it('không có khoảng cách khi chưa đặt mục tiêu', () => {
    expect(largestGaps([5, 5, 5, 5, 5, 5, 5, 5], Array(8).fill(null))).toEqual([]);
  });

  it('lĩnh vực cần chú ý gộp thấp nhất và khoảng cách lớn nhất, không trùng lặp', () => {
    const current = [7, 5, 8, 6, 4, 9, 3, 6];
    const target = [10, null, null, null, 8, null, null, null];
    expect(focusAreaIndexes(current, target)).toEqual([6, 4, 1, 0]);
  });
});

describe('định dạng số kiểu Việt Nam', () => {
  it('dùng dấu phẩy thập phân và bỏ số 0 thừa', () => {
    expect(formatNumber(6.25)).toBe('6,3');
    expect(formatNumber(6)).toBe('6');
    expect(formatNumber(66.666, 0)).toBe('67');
  });
});
