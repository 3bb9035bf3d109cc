import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../scripts/lib/files.mjs';

const SRC = path.resolve(__dirname, '..');
const TOKENS = path.join(SRC, 'css', 'tokens.css');
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\(\s*\d/gi;

describe('design tokens', () => {
  it('no stylesheet but src/css/tokens.css writes a colour literal', () => {
    const stylesheets = filesUnder(SRC, (file) => file.endsWith('.css') && file !== TOKENS);
    expect(stylesheets.length).toBeGreaterThan(10);
    const literals = stylesheets.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          (line.match(COLOUR_LITERAL) ?? []).map((hit) => `${path.relative(SRC, file)}:${i + 1}: ${hit}`),
        ),
    );
    expect(literals).toEqual([]);
  });

  it('every palette colour that tokens.css defines is used somewhere', () => {
    const tokens = readFileSync(TOKENS, 'utf8');
    const css = filesUnder(SRC, (file) => file.endsWith('.css'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const defined = [...tokens.matchAll(/(--la-(?:color|shadow)-[\w-]+):/g)].map((m) => m[1]);
    expect(defined.length).toBeGreaterThan(10);
    expect(defined.filter((name) => !css.includes(`var(${name})`))).toEqual([]);
  });
});
