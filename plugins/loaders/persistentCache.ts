import type {ConfigureWebpackUtils} from '@docusaurus/types';

/**
 * Rspack's persistent cache does not know a plugin's own loaders: listed as build
 * dependencies, a change to one evicts the cache instead of being silently ignored.
 */
export function loaderCacheDependencies(
  currentBundler: ConfigureWebpackUtils['currentBundler'],
  loaders: string[],
): {experiments?: {cache: {buildDependencies: string[]}}} {
  return currentBundler.name === 'rspack' && !process.env.DOCUSAURUS_NO_PERSISTENT_CACHE
    ? {experiments: {cache: {buildDependencies: loaders}}}
    : {};
}
