import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {composite, contrastRatio} from '../lib/contrast';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** Every declaration of a custom property in tokens.css, in order: light mode first, then dark. */
function declared(name: string): string[] {
  return [...css.matchAll(new RegExp(`${name}:\\s*([^;]+);`, 'g'))].map((m) => m[1].trim());
}

const codeTokens = [...new Set([...css.matchAll(/(--la-code-[\w-]+):/g)].map((m) => m[1]))];
const foregrounds = codeTokens.filter((name) => name !== '--la-code-bg');

describe('code block colours', () => {
  it('are declared for light and dark mode', () => {
    expect(foregrounds.length).toBeGreaterThan(5);
    for (const name of [...codeTokens, '--docusaurus-highlighted-code-line-bg']) {
      expect(declared(name), name).toHaveLength(2);
    }
  });

  it.each([
    ['light', 0],
    ['dark', 1],
  ] as const)('%s: every token colour reaches 4.5:1 on plain and on highlighted lines', (_, mode) => {
    const background = declared('--la-code-bg')[mode];
    const highlighted = composite(declared('--docusaurus-highlighted-code-line-bg')[mode], background);
    for (const name of foregrounds) {
      const color = declared(name)[mode];
      expect(contrastRatio(color, background), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, highlighted), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
