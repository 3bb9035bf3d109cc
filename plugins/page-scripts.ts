import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isLeftOut} from './bench-left-out';

/** The part of react-loadable-ssr-addon's client manifest this plugin reads and extends. */
export interface ClientManifest {
  origins: Record<string, (string | number)[]>;
}

/**
 * Module path → chunk name, from Docusaurus's generated registry.js, whose entries
 * read `"<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", …]`.
 */
export function chunkNamesByModule(registrySource: string): Map<string, string> {
  const entry = /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\/ "([^"]+)"\)/g;
  return new Map([...registrySource.matchAll(entry)].map(([, chunk, module]) => [module, chunk]));
}

/** The manifest with each module path also listed under its chunk's files; returns how many it added. */
export function addModuleOrigins(manifest: ClientManifest, chunkNames: Map<string, string>): number {
  let added = 0;
  for (const [module, chunk] of chunkNames) {
    const files = manifest.origins[chunk];
    if (files && !manifest.origins[module]) {
      manifest.origins[module] = files;
      added += 1;
    }
  }
  return added;
}

/**
 * Each built page names the scripts of its own route in its HTML, next to main.js.
 *
 * Docusaurus renders a page's HTML with a script (a preload here, see
 * plugins/page-template.ts) for each bundle of the modules that page rendered
 * (react-loadable reports them, its client manifest maps them to files). But the
 * routes report module paths ("@theme/DocItem", "@site/kien-thuc/….md") while the
 * manifest lists chunk names ("17896441"), so on its own no page finds any and
 * each lists only runtime and main.js: the browser would learn of a page's ten or
 * so chunks only once main.js has run, and fetch them then, one round trip late.
 * After the client build writes the manifest, this plugin adds every module path
 * from registry.js under its chunk's entry, so the page template lists the page's
 * chunks, fetched in parallel with main.js, and webpack's loader reuses those
 * script elements.
 */
export default function pageScriptsPlugin(context: {generatedFilesDir: string}): Plugin {
  if (isLeftOut('page-scripts')) return {name: 'page-scripts'};
  return {
    name: 'page-scripts',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      const manifestFile = path.join(context.generatedFilesDir, 'client-manifest.json');
      const registryFile = path.join(context.generatedFilesDir, 'registry.js');
      return {
        plugins: [
          {
            apply(compiler: {hooks: {done: {tap: (name: string, callback: () => void) => void}}}) {
              // After react-loadable-ssr-addon has written the manifest (on emit), before the pages are rendered.
              compiler.hooks.done.tap('page-scripts', () => {
                const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
                const added = addModuleOrigins(manifest, chunkNamesByModule(readFileSync(registryFile, 'utf8')));
                if (added === 0) {
                  throw new Error(
                    'plugins/page-scripts: no module of registry.js matched a chunk of client-manifest.json. ' +
                      'Docusaurus changed how it writes one of them: check both, then update or remove this plugin.',
                  );
                }
                writeFileSync(manifestFile, JSON.stringify(manifest));
              });
            },
          },
        ],
      };
    },
  };
}
