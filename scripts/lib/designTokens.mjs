// @ts-check
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/**
 * The design tokens of src/css/tokens.css for code that runs at build time (plugins and
 * scripts), which writes colours outside stylesheets: the theme colour and web app manifest,
 * the social images, the app icons. They read the values here instead of keeping a copy (and so
 * do the tests that check the colours, e.g. src/css/codeColors.test.ts).
 * Node-only (it reads the file): never import it from browser code.
 */

/** src/css/tokens.css, the one file that writes the values. */
export const TOKENS_CSS = fileURLToPath(new URL('../../src/css/tokens.css', import.meta.url));

const LIGHT = ':root';
const DARK = "[data-theme='dark']";

/**
 * The custom properties (`--name: value;`) that the `:root` blocks (light mode, and what both
 * modes share) and the `[data-theme='dark']` blocks of a stylesheet declare, values trimmed; a
 * later declaration wins. Other rules are ignored.
 *
 * @param {string} css
 * @returns {{light: Map<string, string>, dark: Map<string, string>}}
 */
export function parseTokens(css) {
  const light = new Map();
  const dark = new Map();
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector, body] of code.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const normalized = selector.trim().replace(/"/g, "'");
    const declared = normalized === LIGHT ? light : normalized === DARK ? dark : undefined;
    if (!declared) continue;
    for (const [, name, value] of body.matchAll(/(--[\w-]+)\s*:([^;]*)(?:;|$)/g)) declared.set(name, value.trim());
  }
  return {light, dark};
}

/**
 * The tokens of a stylesheet (by default src/css/tokens.css) by mode: `light(name)` and
 * `dark(name)` give a token's value with its var() references resolved (dark mode falls back
 * to the `:root` value, as in the browser). A token that is not declared, or a reference to
 * one (or to itself, or a var() with a fallback), throws an error that names it.
 *
 * @param {string} [css]
 * @returns {{light: (name: string) => string, dark: (name: string) => string}}
 */
export function designTokens(css = readFileSync(TOKENS_CSS, 'utf8')) {
  const {light, dark} = parseTokens(css);
  /**
   * @param {'light' | 'dark'} mode
   * @param {string} name
   * @param {string[]} seen the tokens being resolved (a cycle would never end)
   * @returns {string}
   */
  function resolve(mode, name, seen) {
    const value = (mode === 'dark' ? dark.get(name) : undefined) ?? light.get(name);
    if (value === undefined) throw new Error(`Thiếu biến ${name} (chế độ ${mode}) trong src/css/tokens.css.`);
    if (seen.includes(name)) throw new Error(`Biến ${name} trong src/css/tokens.css tham chiếu vòng tròn.`);
    const resolved = value.replace(/var\(\s*(--[\w-]+)\s*\)/g, (_, reference) =>
      resolve(mode, reference, [...seen, name]),
    );
    if (resolved.includes('var('))
      throw new Error(`Biến ${name} trong src/css/tokens.css có var() với giá trị dự phòng.`);
    return resolved;
  }
  return {light: (name) => resolve('light', name, []), dark: (name) => resolve('dark', name, [])};
}
