import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {loaderCacheDependencies} from './loaders/persistentCache';
import {isLeftOut} from './bench-left-out';

const VERSION_PROPS_LOADER = fileURLToPath(new URL('./loaders/slim-docs-version-props.cjs', import.meta.url));
const GLOBAL_DATA_LOADER = fileURLToPath(new URL('./loaders/global-data-without-doc-lists.cjs', import.meta.url));

export const PLUGIN_NAME = 'docs-data-on-demand';
/** Written with createData, imported by src/theme/DocCardList as `@generated/docs-data-on-demand/default/descriptions.json`. */
export const DESCRIPTIONS_FILE = 'descriptions.json';
/** Written with createData, imported by the learning space as `@generated/docs-data-on-demand/default/paths.json`. */
export const PATHS_FILE = 'paths.json';

/** Docs plugin id → doc id → description, for the docs that have one. */
export type DocDescriptions = Record<string, Record<string, string>>;

/** Docs plugin id → the paths of its docs. */
export type DocPaths = Record<string, string[]>;

export function docDescriptions(allDocs: Record<string, DocsContent | undefined>): DocDescriptions {
  return Object.fromEntries(
    Object.entries(allDocs).map(([pluginId, content]) => [
      pluginId,
      Object.fromEntries(
        (content?.loadedVersions ?? []).flatMap((version) =>
          version.docs.filter((doc) => doc.description !== '').map((doc) => [doc.id, doc.description]),
        ),
      ),
    ]),
  );
}

/**
 * The docs of each docs instance's first version (this site's only one), by path, in the order
 * of the docs plugin's global data (which adds the categories' generated index pages: no articles).
 */
export function docPaths(allDocs: Record<string, DocsContent | undefined>): DocPaths {
  return Object.fromEntries(
    Object.entries(allDocs).map(([pluginId, content]) => [
      pluginId,
      (content?.loadedVersions[0]?.docs ?? []).map((doc) => doc.permalink),
    ]),
  );
}

/**
 * Docs data that few pages read, out of what every page loads, each in a data file
 * that only its readers import:
 * - Docs pages load their version's props, which list every doc of the instance
 *   with its title and description, on each knowledge-base page, though only the cards of category pages show descriptions and titles are in the
 *   sidebars already. Those props are slimmed to the list of doc ids
 *   (loaders/slim-docs-version-props.cjs, server and browser) and the descriptions
 *   go to `descriptions.json`, which only the card list imports (src/theme/DocCardList).
 * - Docusaurus's global data, in every page's main.js, lists each docs page's id,
 *   path and sidebar. Only the learning space's reading progress reads
 *   the articles' paths here, from `paths.json`; the production browser bundle's copy of the
 *   global data leaves the lists out (loaders/global-data-without-doc-lists.cjs).
 */
export default function docsDataOnDemandPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const allDocs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
      await actions.createData(DESCRIPTIONS_FILE, JSON.stringify(docDescriptions(allDocs)));
      await actions.createData(PATHS_FILE, JSON.stringify(docPaths(allDocs)));
    },
    configureWebpack(config, isServer, {currentBundler}) {
      // The server render keeps the whole global data (it is not sent to the browser), and so does
      // the development server, whose debug pages show it.
      const slimGlobalData = !isServer && config.mode === 'production';
      return {
        ...loaderCacheDependencies(currentBundler, [VERSION_PROPS_LOADER, GLOBAL_DATA_LOADER]),
        module: {
          rules: [
            {
              // The server bundle too, so the cards render the same before and after hydration.
              test: /\.json$/,
              include: path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs'),
              use: isLeftOut('slim-docs-version-props') ? [] : [VERSION_PROPS_LOADER],
            },
            ...(slimGlobalData && !isLeftOut('global-data-without-doc-lists')
              ? [{test: /[\\/]\.docusaurus[\\/]globalData\.json$/, use: [GLOBAL_DATA_LOADER]}]
              : []),
          ],
        },
      };
    },
  };
}
