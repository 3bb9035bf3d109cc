import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {loaderCacheDependencies} from './loaders/persistentCache';

const LOADER = fileURLToPath(new URL('./loaders/slim-docs-version-props.cjs', import.meta.url));

export const PLUGIN_NAME = 'doc-descriptions';
/** Written with createData, imported by src/theme/DocCardList as `@generated/doc-descriptions/default/descriptions.json`. */
export const DATA_FILE = 'descriptions.json';

/** Docs plugin id → doc id → description, for the docs that have one. */
export type DocDescriptions = Record<string, Record<string, string>>;

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
 * Docs pages load their version's props, which list every doc of the instance
 * with its title and description: about 10 KB gzip on each knowledge-base page,
 * though only the cards of category pages show descriptions and titles are in the
 * sidebars already. This plugin slims those props to the list of doc ids
 * (plugins/loaders/slim-docs-version-props.cjs) and writes the descriptions into
 * one data file that only the card list imports (src/theme/DocCardList), so an
 * article no longer downloads the others' summaries.
 */
export default function docDescriptionsPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent, actions}) {
      const allDocs = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
      await actions.createData(DATA_FILE, JSON.stringify(docDescriptions(allDocs)));
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      // The server bundle too, so the cards render the same before and after hydration.
      return {
        ...loaderCacheDependencies(currentBundler, [LOADER]),
        module: {
          rules: [
            {
              test: /\.json$/,
              include: path.join(context.generatedFilesDir, 'docusaurus-plugin-content-docs'),
              use: [LOADER],
            },
          ],
        },
      };
    },
  };
}
