import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {TOKENS_CSS, parseTokens} from '../../scripts/lib/designTokens.mjs';
import {composite, contrastRatio} from '../lib/contrast';

/** The custom properties tokens.css declares for light mode (:root) and for dark mode. */
const {light, dark} = parseTokens(readFileSync(TOKENS_CSS, 'utf8'));

const codeTokens = [...new Set([...light.keys(), ...dark.keys()])].filter((name) => name.startsWith('--la-code-'));
const foregrounds = codeTokens.filter((name) => name !== '--la-code-bg');

describe('code block colours', () => {
  it('are declared for light and dark mode', () => {
    expect(foregrounds.length).toBeGreaterThan(5);
    for (const name of [...codeTokens, '--docusaurus-highlighted-code-line-bg']) {
      expect([light.has(name), dark.has(name)], name).toEqual([true, true]);
    }
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ] as const)('%s: every token colour reaches 4.5:1 on plain and on highlighted lines', (_, declared) => {
    const value = (name: string) => declared.get(name) ?? '';
    const background = value('--la-code-bg');
    const highlighted = composite(value('--docusaurus-highlighted-code-line-bg'), background);
    for (const name of foregrounds) {
      expect(contrastRatio(value(name), background), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(value(name), highlighted), name).toBeGreaterThanOrEqual(4.5);
    }
  });
});
