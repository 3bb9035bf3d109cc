import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const require = createRequire(import.meta.url);

/** react-helmet-async as @docusaurus/core resolves it: the fork Docusaurus installs under that name. */
const HELMET_DIR = path.dirname(
  createRequire(require.resolve('@docusaurus/core/package.json')).resolve('react-helmet-async/package.json'),
);

/**
 * react-helmet-async bundled from the source it ships (`src/`) instead of its minified
 * build, so that the site's patch of it (patches/react-helmet-async+*.patch, head
 * updates after hydration) is a readable diff of that source. The source is modern
 * JavaScript with JSX, so the site's own JS loader compiles it, for the browser and the
 * server render alike.
 */
export default function helmetFromSourcePlugin(): Plugin {
  return {
    name: 'helmet-from-source',
    configureWebpack(_config, isServer, {getJSLoader}) {
      const source = path.join(HELMET_DIR, 'src');
      return {
        resolve: {alias: {'react-helmet-async$': path.join(source, 'index.js')}},
        module: {rules: [{test: /\.js$/, include: source, use: getJSLoader({isServer})}]},
      };
    },
  };
}
