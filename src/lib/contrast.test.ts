import {describe, expect, it} from 'vitest';
import {composite, contrastRatio, ensureContrast} from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#abc', '#aabbcc')).toBeCloseTo(1, 5);
  });
  it('matches known values', () => {
    // Prism's GitHub theme comment colour on its background: fails AA.
    expect(contrastRatio('#999988', '#f6f8fa')).toBeCloseTo(2.71, 1);
  });
});

describe('ensureContrast', () => {
  it('leaves passing colours alone', () => {
    expect(ensureContrast('#393A34', '#f6f8fa')).toBe('#393A34');
  });
  it('darkens on light backgrounds until AA is reached', () => {
    const fixed = ensureContrast('#36acaa', '#f6f8fa');
    expect(contrastRatio(fixed, '#f6f8fa')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#f6f8fa')).toBeLessThan(5);
  });
  it('reads rgb() colours too', () => {
    expect(contrastRatio('rgb(0, 0, 0)', '#ffffff')).toBeCloseTo(21, 5);
  });
  it('lightens on dark backgrounds until AA is reached', () => {
    const fixed = ensureContrast('rgb(98, 114, 164)', '#282a36');
    expect(contrastRatio(fixed, '#282a36')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('composite', () => {
  it('lays a translucent colour over an opaque one', () => {
    expect(composite('rgba(0, 0, 0, 0.5)', '#ffffff')).toBe('#808080');
    expect(composite('rgba(0, 0, 0, 0)', '#f6f8fa')).toBe('#f6f8fa');
    expect(composite('#123456', '#ffffff')).toBe('#123456');
  });
});
