import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as helpers from './browser/tslib-import-helpers.mjs';
import {filesUnder} from '../scripts/lib/files.mjs';
import {DOCUSAURUS_PACKAGES} from './tslib-import-helpers';

/** The tslib helpers that the compiled code of the installed @docusaurus packages calls. */
function helpersCalledByDocusaurus(): Set<string> {
  const called = new Set<string>();
  const compiled = (file: string) =>
    file.endsWith('.js') &&
    DOCUSAURUS_PACKAGES.test(file) &&
    !/[\\/]node_modules[\\/].*[\\/]node_modules[\\/]/.test(file);
  for (const file of filesUnder(path.resolve('node_modules/@docusaurus'), compiled)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\btslib_\d+\.(__\w+)/g)) called.add(name!);
  }
  return called;
}

describe('tslib import helpers for Docusaurus client code', () => {
  it('provides every tslib helper the installed Docusaurus packages call (else an upgrade breaks pages)', () => {
    const called = helpersCalledByDocusaurus();
    expect(called.size).toBeGreaterThan(0);
    const missing = [...called].filter((name) => typeof (helpers as Record<string, unknown>)[name] !== 'function');
    expect(missing, 'add them to plugins/browser/tslib-import-helpers.mjs').toEqual([]);
  });

  it('gives modules what TypeScript expects of __importDefault and __importStar', () => {
    const cjs = {a: 1};
    expect(helpers.__importDefault(cjs)).toEqual({default: cjs});
    const esm = {__esModule: true, default: 2};
    expect(helpers.__importDefault(esm)).toBe(esm);
    const star = helpers.__importStar(cjs) as {a: number; default: unknown};
    expect(star.a).toBe(1);
    expect(star.default).toBe(cjs);
  });
});
