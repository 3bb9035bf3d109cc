/**
 * What the site's bundles get for `prism-react-renderer` (see static-code-blocks.ts):
 * theme-classic's client module hands `Prism` to `@theme/prism-include-languages`,
 * which does nothing here because code is highlighted at build time.
 */
export const Prism = {languages: {}};
