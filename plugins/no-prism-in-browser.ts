import type {Plugin} from '@docusaurus/types';
import {isLeftOut} from './bench-left-out';

/**
 * Code is highlighted at build time (plugins/rehype-code-blocks.ts), but
 * theme-classic's client module still imports `Prism` from prism-react-renderer to
 * register `prism.additionalLanguages` (none here). Resolving the package to an empty
 * module keeps Prism out of every page's first-load JS.
 */
export default function noPrismInBrowserPlugin(): Plugin {
  if (isLeftOut('no-prism-in-browser')) return {name: 'no-prism-in-browser'};
  return {
    name: 'no-prism-in-browser',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': false}}};
    },
  };
}
