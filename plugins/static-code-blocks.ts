import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from '../src/features/code-blocks/prismThemeCss';

const pluginName = 'static-code-blocks';
const stylesheetName = 'prism-themes.css';

/**
 * The browser side of build-time highlighting (see rehype-static-code-blocks.ts):
 * - a stylesheet with `themeConfig.prism.theme` and `darkTheme` as CSS, written
 *   with `createData` and loaded as a client module, as Docusaurus's CSS cascade
 *   layers plugin does;
 * - prism-react-renderer swapped for a stub in the bundles. theme-classic's
 *   client module still imports it to register languages (our
 *   `@theme/prism-include-languages` does nothing), and nothing else uses it,
 *   so about 29 KB gzip of Prism leave every page's first-load JS.
 */
export default function staticCodeBlocksPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
  const stylesheet = path.join(context.generatedFilesDir, pluginName, 'default', stylesheetName);
  const stub = fileURLToPath(new URL('./prism-react-renderer-stub.ts', import.meta.url));
  return {
    name: pluginName,
    getClientModules() {
      return [stylesheet];
    },
    async contentLoaded({actions}) {
      await actions.createData(stylesheetName, prismThemeCss(prism.theme, prism.darkTheme ?? prism.theme));
    },
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': stub}}};
    },
  };
}
