import type {Plugin} from '@docusaurus/types';
import {isLeftOut} from './bench-left-out';

/** V8's explicit compile hint: compile every function of this script at once (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Production browser builds start the entry's scripts (main.js and its runtime) with
 * V8's compile hint. Chromium (136 and later) then compiles all their functions at
 * once, on a background thread while main.js downloads, rather than each function on
 * the main thread the first time it runs: nearly all of main.js (React DOM, the
 * router, the theme's layout) runs while a page hydrates. Other browsers ignore the
 * comment.
 *
 * Only the entry: route chunks are small and compiled on the main thread, where
 * compiling every function up front costs what compiling them on first use does,
 * so the hint gains nothing there (PERFORMANCE.md, "The first paint and the main thread").
 *
 * Added after minification (which would drop the comment) and before the real
 * content hashes are computed (realContentHash, on in production builds), so file
 * names still change with what they contain. Typed with webpack's compiler, as
 * Docusaurus's own plugin types are; Rspack's has the same API.
 */
export default function compileHintsPlugin(): Plugin {
  if (isLeftOut('compile-hints')) return {name: 'compile-hints'};
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        plugins: [
          {
            apply(compiler: import('webpack').Compiler) {
              const {Compilation, sources} = compiler.webpack;
              compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
                compilation.hooks.processAssets.tap(
                  {name: 'compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
                  () => {
                    for (const entrypoint of compilation.entrypoints.values()) {
                      for (const file of entrypoint.getFiles()) {
                        if (!file.endsWith('.js')) continue;
                        compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
                      }
                    }
                  },
                );
              });
            },
          },
        ],
      };
    },
  };
}
