import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {composite, contrastRatio} from './lib/contrast';
import {darkCodeTheme, highlightedLineOverlay, lightCodeTheme} from './prismThemes';

// The shades are design tokens (src/css/tokens.css) since colour literals left the other stylesheets.
const css = readFileSync(new URL('./css/tokens.css', import.meta.url), 'utf8');
const declared = [...css.matchAll(/--docusaurus-highlighted-code-line-bg:\s*([^;]+);/g)].map((m) => m[1].trim());

describe('code themes', () => {
  it('use the highlighted-line shade that tokens.css declares (light, then dark)', () => {
    expect(declared).toEqual([highlightedLineOverlay.light, highlightedLineOverlay.dark]);
  });

  it.each([
    ['light', lightCodeTheme, highlightedLineOverlay.light],
    ['dark', darkCodeTheme, highlightedLineOverlay.dark],
  ] as const)('%s: every token colour reaches 4.5:1 on plain and on highlighted lines', (_, theme, overlay) => {
    const background = theme.plain.backgroundColor!;
    const highlighted = composite(overlay, background);
    for (const {style} of theme.styles) {
      if (!style.color) continue;
      expect(contrastRatio(style.color, background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(style.color, highlighted)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
