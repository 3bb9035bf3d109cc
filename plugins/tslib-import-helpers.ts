import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';
import {isLeftOut} from './bench-left-out';

const HELPERS = fileURLToPath(new URL('./browser/tslib-import-helpers.mjs', import.meta.url));

/** Docusaurus's own packages, whose compiled client code does `const tslib_1 = require("tslib")`. */
export const DOCUSAURUS_PACKAGES = /[\\/]node_modules[\\/]@docusaurus[\\/]/;

/**
 * Docusaurus's packages are compiled to CommonJS with `importHelpers`, so their client
 * code requires tslib, and a CommonJS require keeps all of tslib.js
 * in every page's main.js although they only call `__importDefault` and `__importStar`.
 * For those packages only, `tslib` resolves to plugins/browser/tslib-import-helpers.mjs,
 * which re-exports these two from tslib's own ES module; other packages keep tslib.
 * plugins/tslib-import-helpers.test.ts fails if a Docusaurus upgrade calls another helper.
 */
export default function tslibImportHelpersPlugin(): Plugin {
  if (isLeftOut('tslib-import-helpers')) return {name: 'tslib-import-helpers'};
  return {
    name: 'tslib-import-helpers',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: DOCUSAURUS_PACKAGES, resolve: {alias: {tslib$: HELPERS}}}]}};
    },
  };
}
