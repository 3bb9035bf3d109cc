/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for the site metadata that
 * Docusaurus generates for the app (.docusaurus/site-metadata.json), in the
 * production browser bundle only. Besides Docusaurus's and the site's versions it
 * lists every plugin's name and version (0.3 KB gzip of every page's main.js),
 * which in the browser only the debug plugin's pages read; production builds leave
 * that plugin out (the test in plugins/docusaurus-client-fixes.test.ts checks that
 * nothing else reads the list and that the site does not turn the plugin on). The
 * browser's copy keeps the versions and an empty `pluginVersions`.
 */
function siteMetadataForBrowser(source) {
  let metadata;
  try {
    metadata = JSON.parse(source);
  } catch {
    metadata = null;
  }
  if (
    metadata === null ||
    typeof metadata !== 'object' ||
    typeof metadata.docusaurusVersion !== 'string' ||
    metadata.pluginVersions === null ||
    typeof metadata.pluginVersions !== 'object'
  ) {
    throw new Error(
      'plugins/docusaurus-client-fixes (site-metadata-for-browser): Docusaurus changed the site metadata it generates ' +
        '(.docusaurus/site-metadata.json). Check whether it still lists `pluginVersions`, and what reads them in the ' +
        'browser, then update or remove this loader.',
    );
  }
  return JSON.stringify({...metadata, pluginVersions: {}});
}

module.exports = function siteMetadataForBrowserLoader(source) {
  return siteMetadataForBrowser(String(source));
};
module.exports.siteMetadataForBrowser = siteMetadataForBrowser;
