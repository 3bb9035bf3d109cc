import {cpSync, existsSync, mkdirSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {katexStylesheetDir} from './katex-stylesheet-path';

const require = createRequire(import.meta.url);

/**
 * Where the KaTeX stylesheet and fonts are copied: a folder of Docusaurus's
 * generated files (git-ignored, remade by every start and build), listed in
 * `staticDirectories` in docusaurus.config.ts, so the build serves them at
 * /vendor/katex-<version>/ and nothing generated is committed.
 */
export const KATEX_STATIC_DIR = '.docusaurus/katex-static';

/**
 * Copies KaTeX's stylesheet and its woff2 fonts from the katex package, so pages
 * with maths can link them as a separate, cacheable file. Runs when the plugin
 * is created, so both `docusaurus start` and `docusaurus build` see them.
 */
export default function katexAssetsPlugin(context: LoadContext): Plugin {
  const source = path.dirname(require.resolve('katex/dist/katex.min.css'));
  const target = path.join(context.siteDir, KATEX_STATIC_DIR, katexStylesheetDir);
  if (!existsSync(path.join(target, 'katex.min.css'))) {
    mkdirSync(path.join(target, 'fonts'), {recursive: true});
    cpSync(path.join(source, 'katex.min.css'), path.join(target, 'katex.min.css'));
    for (const font of readdirSync(path.join(source, 'fonts'))) {
      if (font.endsWith('.woff2')) {
        cpSync(path.join(source, 'fonts', font), path.join(target, 'fonts', font));
      }
    }
  }
  return {name: 'katex-assets'};
}
