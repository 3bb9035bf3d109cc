/**
 * Bundler loader (plugins/docusaurus-client-fixes.ts) for the site config that
 * Docusaurus generates for the app (.docusaurus/docusaurus.config.mjs), in the
 * browser's bundle only. The browser reads the site's title, URL, theme config,
 * custom fields and the like (`useDocusaurusContext().siteConfig`); the options
 * of plugins and presets, the page template and the head tags are used when the
 * site is built, and would only add to every page's main.js. The browser's
 * copy leaves them out; the server's copy is unchanged. (Pages written in JSX
 * also get the config as a `config` prop: none of them reads these keys, which
 * the test in plugins/docusaurus-client-fixes.test.ts checks.)
 */
const BUILD_ONLY_KEYS = ['presets', 'plugins', 'themes', 'ssrTemplate', 'headTags', 'scripts', 'stylesheets'];
const PREFIX = 'export default ';

function siteConfigForBrowser(source) {
  const start = source.indexOf(PREFIX);
  const end = source.lastIndexOf('};');
  let config;
  let parseError = '';
  try {
    config = JSON.parse(source.slice(start + PREFIX.length, end + 1));
  } catch (error) {
    parseError = ` (${error.message})`;
  }
  if (start < 0 || end < start || config === null || typeof config !== 'object' || !('themeConfig' in config)) {
    throw new Error(
      'plugins/docusaurus-client-fixes (site-config-for-browser): Docusaurus changed the site config it generates ' +
        '(.docusaurus/docusaurus.config.mjs). Check whether it is still `export default <JSON>;`, then update or remove this loader.' +
        parseError,
    );
  }
  for (const key of BUILD_ONLY_KEYS) delete config[key];
  return `${source.slice(0, start)}${PREFIX}${JSON.stringify(config)};\n`;
}

module.exports = function siteConfigForBrowserLoader(source) {
  return siteConfigForBrowser(String(source));
};
module.exports.siteConfigForBrowser = siteConfigForBrowser;
module.exports.BUILD_ONLY_KEYS = BUILD_ONLY_KEYS;
