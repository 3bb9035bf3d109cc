// Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/DocVersionBanner/index.tsx).
// Ejected (`--wrap` keeps the original in the bundle): /docs and /kien-thuc each have a single version,
// whose banner is off, and the stock banner (version suggestions, links to the latest version) would add
// its code to every article. If a docs instance gets a version with a banner, the build stops here.
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocVersionBanner(): null {
  const {banner, pluginId, version} = useDocsVersion();
  if (banner) {
    throw new Error(
      `src/theme/DocVersionBanner: the docs version "${version}" of plugin "${pluginId}" has a "${banner}" banner, ` +
        'which this ejected component does not show. To use the stock banner, delete src/theme/DocVersionBanner and ' +
        'remove plugins/loaders/global-data-without-doc-lists.cjs (the stock banner reads the docs lists it leaves out).',
    );
  }
  return null;
}
