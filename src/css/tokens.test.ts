import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../scripts/lib/files.mjs';

const SRC = path.resolve(__dirname, '..');
const ROOT = path.resolve(SRC, '..');
const TOKENS = path.join(SRC, 'css', 'tokens.css');
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgb|hsl)a?\(\s*\d/gi;
/** #rgb, #rgba, #rrggbb or #rrggbbaa, not an HTML character reference (&#7843;) or a word's end. */
const HEX_COLOUR = /(?<![&\w])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/gi;
/** Source files that the hex rule reads (CSS, TypeScript, JavaScript), and the tests it leaves alone. */
const SOURCE = /\.(?:css|[cm]?[jt]sx?)$/;
const TEST = /\.test\.[^.]+$/;

/** The hex colours a file's text writes, as "file:line: #colour". */
function hexColours(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (line.match(HEX_COLOUR) ?? []).map((hit) => `${file}:${i + 1}: ${hit}`));
}

/** Every stylesheet under src/ but tokens.css, with its comments blanked (line numbers kept). */
function otherStylesheets(): {file: string; css: string}[] {
  return filesUnder(SRC, (file) => file.endsWith('.css') && file !== TOKENS).map((file) => ({
    file: path.relative(SRC, file),
    css: readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')),
  }));
}

/**
 * Declarations of the properties `property` matches whose value breaks `allowed`,
 * as "file:line: declaration". References to tokens (var(...)) are taken out of
 * the value before the check.
 */
function literals(property: RegExp, allowed: (value: string) => boolean): string[] {
  const declaration = new RegExp(`(?<![\\w-])(${property.source})\\s*:\\s*([^;{}]+)`, 'g');
  return otherStylesheets().flatMap(({file, css}) =>
    [...css.matchAll(declaration)]
      .filter((match) => {
        let value = match[2].trim();
        for (let previous = ''; previous !== value;) [previous, value] = [value, value.replace(/var\([^()]*\)/g, '')];
        return !allowed(value);
      })
      .map((match) => `${file}:${css.slice(0, match.index).split('\n').length}: ${match[0].trim()}`),
  );
}

/** A spacing value, tokens taken out: 0, auto, or calc() over tokens and plain numbers (calc(-1 * var(--la-space-xs))). */
const spacingAllowed = (value: string) => /^(?:[\s0*+/()-]|\bauto\b|\bcalc\(|\b\d*\.?\d+\b(?![\w%.]))*$/.test(value);

describe('design tokens', () => {
  it('no stylesheet but src/css/tokens.css writes a colour literal', () => {
    const stylesheets = otherStylesheets();
    expect(stylesheets.length).toBeGreaterThan(10);
    const hits = stylesheets.flatMap(({file, css}) =>
      css.split('\n').flatMap((line, i) => (line.match(COLOUR_LITERAL) ?? []).map((hit) => `${file}:${i + 1}: ${hit}`)),
    );
    expect(hits).toEqual([]);
  });

  it('no source file in src/, plugins/ or scripts/ but tokens.css writes a hex colour (build-time code reads scripts/lib/designTokens.mjs)', () => {
    const files = ['src', 'plugins', 'scripts'].flatMap((dir) =>
      filesUnder(path.join(ROOT, dir), (file) => SOURCE.test(file) && !TEST.test(file) && file !== TOKENS),
    );
    expect(files.length).toBeGreaterThan(100);
    const hits = files.flatMap((file) => hexColours(path.relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(hits).toEqual([]);
  });

  it('the hex rule finds colours, not character references, anchors or other words', () => {
    const text =
      "const a = '#0B6E4F';\nx = `color:#fff;border:1px solid #12345678`;\n// &#7843; &#x1EA3; #main a#bad #abcde";
    expect(hexColours('a.ts', text)).toEqual(['a.ts:1: #0B6E4F', 'a.ts:2: #fff', 'a.ts:2: #12345678']);
  });

  it('radii are tokens (or 0) outside tokens.css', () => {
    expect(literals(/border(?:-[a-z]+)*-radius/, (value) => /^[\s0]*$/.test(value))).toEqual([]);
  });

  it('shadows are tokens (or none) outside tokens.css', () => {
    expect(literals(/box-shadow/, (value) => /^(?:none|[\s,]*)$/.test(value))).toEqual([]);
  });

  it('margins, paddings and gaps are spacing tokens, 0 or auto outside tokens.css', () => {
    expect(literals(/(?:margin|padding)(?:-[a-z]+)*|(?:row-|column-)?gap/, spacingAllowed)).toEqual([]);
  });

  it('the spacing rule tells tokens from lengths', () => {
    expect(['0', '0 auto', 'calc(-1 * )', ' ', ' 0  '].filter((value) => !spacingAllowed(value))).toEqual([]);
    expect(['1rem', '0 0.5rem', '-1px', 'calc( + 2px)', '5%', '.5em'].filter(spacingAllowed)).toEqual([]);
  });

  it('every palette colour, shadow, radius and spacing token that tokens.css defines is used somewhere', () => {
    const tokens = readFileSync(TOKENS, 'utf8');
    const css = filesUnder(SRC, (file) => file.endsWith('.css'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const defined = [...tokens.matchAll(/(--la-(?:color|shadow|radius|space)-[\w-]+):/g)].map((m) => m[1]);
    expect(defined.length).toBeGreaterThan(10);
    expect([...new Set(defined)].filter((name) => !css.includes(`var(${name})`))).toEqual([]);
  });
});
