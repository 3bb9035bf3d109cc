import {createHash} from 'node:crypto';
import type {Plugin} from '@docusaurus/types';
import {isLeftOut} from './bench-left-out';

/**
 * Digits of every module id in the browser bundles. The bundler's own
 * deterministic ids get one digit longer once the modules that need an id pass a
 * threshold (about 500 here, at 4 digits), and every `require` of every page's
 * scripts then carries it: +0.5 KB gzip on each first load, set off by adding a
 * page or a component. 10,000 ids leave room for the site to grow tenfold.
 */
export const MODULE_ID_DIGITS = 4;

/**
 * An id for each module, given the modules' names (paths relative to the site), in
 * the same order: the hash of its name modulo 10^digits, or the next free id after
 * it when taken, going through the names in sorted order (two modules with the
 * same name, in the order given). A module keeps its id from build to build while
 * its name does, unless a new module takes that id first (rare with ids half free),
 * as with the bundler's deterministic ids, which do the same with a length that grows.
 */
export function moduleIds(names: readonly string[], digits = MODULE_ID_DIGITS): number[] {
  const range = 10 ** digits;
  if (names.length > range / 2) {
    throw new Error(
      `plugins/short-module-ids: ${names.length} modules need ids, more than half of the ${range} ids of ` +
        `${digits} digits; raise MODULE_ID_DIGITS.`,
    );
  }
  const taken = new Set<number>();
  const ids: number[] = [];
  const byName = names
    .map((_, index) => index)
    .sort((a, b) => (names[a] < names[b] ? -1 : names[a] > names[b] ? 1 : a - b));
  for (const index of byName) {
    let id = Number.parseInt(createHash('sha256').update(names[index]).digest('hex').slice(0, 12), 16) % range;
    while (taken.has(id)) {
      id = (id + 1) % range;
    }
    taken.add(id);
    ids[index] = id;
  }
  return ids;
}

interface NamedModule {
  id: string | number | null;
  libIdent(options: {context: string}): string | null;
  /** A string in what Rspack passes to beforeModuleIds (a method on its modules elsewhere). */
  identifier: string | (() => string);
}

interface Compiler {
  context: string;
  hooks: {
    compilation: {
      tap(
        name: string,
        fn: (compilation: {
          hooks: {beforeModuleIds: {tap(name: string, fn: (modules: Iterable<NamedModule>) => void): void}};
        }) => void,
      ): void;
    };
  };
}

/** The name a module's id is computed from: its path relative to the site (as webpack's deterministic ids use). */
function nameOf(module: NamedModule, context: string): string {
  return (
    module.libIdent({context}) ?? (typeof module.identifier === 'function' ? module.identifier() : module.identifier)
  );
}

/** Bundler plugin: gives every module that needs an id one of MODULE_ID_DIGITS digits (moduleIds). */
class ShortModuleIdsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('ShortModuleIdsPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('ShortModuleIdsPlugin', (modules) => {
        const list = [...modules].filter((module) => module.id === null);
        const names = list.map((module) => nameOf(module, compiler.context));
        const ids = moduleIds(names);
        list.forEach((module, index) => {
          module.id = ids[index];
        });
      });
    });
  }
}

/** Docusaurus plugin: fixed-length module ids in the browser bundles of production builds. */
export default function shortModuleIdsPlugin(): Plugin {
  if (isLeftOut('short-module-ids')) return {name: 'short-module-ids'};
  return {
    name: 'short-module-ids',
    configureWebpack(_config, isServer) {
      return isServer || process.env.NODE_ENV !== 'production' ? {} : {plugins: [new ShortModuleIdsPlugin()]};
    },
  };
}
