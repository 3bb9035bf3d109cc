import {describe, expect, it} from 'vitest';
import {designTokens, parseTokens} from './designTokens.mjs';

const css = `/* A comment with --la-commented: #123456; */
:root {
  --la-color-green: #0b6e4f;
  --la-font:
    system-ui,
    sans-serif;
  --la-theme: var(--la-color-green);
}
.card { --la-not-a-token: #000; }
[data-theme="dark"] {
  --la-theme: var( --la-color-night );
  --la-color-night: #1b1b1d;
}
:root {
  --la-loop: var(--la-loop);
  --la-fallback: var(--la-missing, #fff);
  --la-broken: var(--la-missing)
}`;

describe('parseTokens', () => {
  it('reads the declarations of :root and of dark mode, not of other rules or comments', () => {
    const {light, dark} = parseTokens(css);
    expect(light.get('--la-color-green')).toBe('#0b6e4f');
    expect(light.get('--la-font')).toBe('system-ui,\n    sans-serif');
    expect(light.get('--la-broken')).toBe('var(--la-missing)');
    expect(light.has('--la-not-a-token')).toBe(false);
    expect(light.has('--la-commented')).toBe(false);
    expect([...dark.keys()]).toEqual(['--la-theme', '--la-color-night']);
  });
});

describe('designTokens', () => {
  const tokens = designTokens(css);

  it('resolves references, in dark mode with the dark declarations over the :root ones', () => {
    expect(tokens.light('--la-theme')).toBe('#0b6e4f');
    expect(tokens.dark('--la-theme')).toBe('#1b1b1d');
    expect(tokens.dark('--la-color-green')).toBe('#0b6e4f');
  });

  it('fails on a token that is not declared, naming it and the mode', () => {
    expect(() => tokens.light('--la-color-night')).toThrow(/--la-color-night \(chế độ light\)/);
    expect(() => tokens.dark('--la-nowhere')).toThrow(/--la-nowhere/);
    expect(() => tokens.light('--la-broken')).toThrow(/--la-missing/);
  });

  it('fails on a cycle and on a fallback instead of returning var()', () => {
    expect(() => tokens.light('--la-loop')).toThrow(/vòng tròn/);
    expect(() => tokens.light('--la-fallback')).toThrow(/dự phòng/);
  });

  it('reads src/css/tokens.css by default', () => {
    expect(designTokens().light('--ifm-color-primary')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
