import {describe, expect, it} from 'vitest';
import {arcPath, labelAnchor, polar, round, scoreRadius, sectorPath, wedgeAngles, WHEEL_RADIUS} from './geometry';

describe('hình học bánh xe', () => {
  it('lĩnh vực đầu tiên bắt đầu ở đỉnh và đi theo chiều kim đồng hồ', () => {
    const first = wedgeAngles(0, 8);
    expect(first.start).toBeCloseTo(-Math.PI / 2);
    expect(first.end).toBeCloseTo(-Math.PI / 4);
    const start = polar(100, first.start);
    expect(round(start.x)).toBe(0);
    expect(round(start.y)).toBe(-100);
  });

  it('điểm 1 gần tâm, điểm 10 chạm vành', () => {
    expect(scoreRadius(10)).toBe(WHEEL_RADIUS);
    expect(scoreRadius(1)).toBe(WHEEL_RADIUS / 10);
    expect(scoreRadius(15)).toBe(WHEEL_RADIUS);
  });

  it('vẽ hình quạt và cung với số làm tròn, không có "-0"', () => {
    expect(sectorPath(0, 4, 100)).toBe('M0 0L0 -100A100 100 0 0 1 100 0Z');
    expect(arcPath(1, 4, 50)).toBe('M50 0A50 50 0 0 1 0 50');
    expect(sectorPath(2, 8, 60)).not.toMatch(/-0(?![.\d])/);
  });

  it('nhãn bên phải canh trái, bên trái canh phải, trên dưới canh giữa', () => {
    expect(labelAnchor(0)).toBe('start');
    expect(labelAnchor(Math.PI)).toBe('end');
    expect(labelAnchor(-Math.PI / 2)).toBe('middle');
  });
});
