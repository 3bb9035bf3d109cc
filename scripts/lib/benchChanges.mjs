/**
 * The site's changes to other people's code that `npm run bench:changes` measures, each
 * left out of one build on its own: `without` names go to LA_BENCH_WITHOUT
 * (plugins/bench-left-out.ts), `hide` lists ejected theme files the build does without,
 * and `unpatch` the installed files whose patch (patches/) is taken back for that build.
 */
export const CHANGES = [
  {
    name: 'prefetch-each-chunk-once',
    without: ['prefetch-each-chunk-once'],
    unpatch: ['node_modules/@docusaurus/core/lib/client/docusaurus.js'],
  },
  {
    name: 'navigation-without-render-phase-update',
    unpatch: ['node_modules/@docusaurus/core/lib/client/PendingNavigation.js'],
  },
  {name: 'lazy-progress-bar', unpatch: ['node_modules/@docusaurus/theme-classic/lib/nprogress.js']},
  {name: 'whole-page-html', unpatch: ['node_modules/@docusaurus/core/lib/client/renderToHtml.js']},
  {
    name: 'head-updates-after-hydration',
    unpatch: ['node_modules/react-helmet-async/src/Dispatcher.js', 'node_modules/react-helmet-async/src/client.js'],
  },
  {name: 'browser-route-registry', without: ['browser-route-registry', 'browser-routes-chunk-names']},
  {name: 'site-config-for-browser', without: ['site-config-for-browser']},
  {name: 'no-base-url-issue-banner', without: ['no-base-url-issue-banner']},
  {name: 'slim-docs-version-props', without: ['slim-docs-version-props']},
  {name: 'global-data-without-doc-lists', without: ['global-data-without-doc-lists']},
  {name: 'docs-client-chunk', without: ['docs-client-chunk']},
  {name: 'chunk-file-names', without: ['chunk-file-names']},
  {name: 'no-prism-in-browser', without: ['no-prism-in-browser']},
  {name: 'tslib-import-helpers', without: ['tslib-import-helpers']},
  {name: 'compile-hints', without: ['compile-hints']},
  {name: 'page-template', without: ['page-template']},
  {
    name: 'theme/CodeBlock',
    without: ['no-prism-in-browser'],
    hide: ['src/theme/CodeBlock/index.tsx', 'src/theme/CodeBlock/Content', 'src/theme/prism-include-languages.ts'],
  },
  {name: 'theme/DocItem/Layout', hide: ['src/theme/DocItem/Layout']},
  {name: 'theme/DocSidebar/Desktop', hide: ['src/theme/DocSidebar/Desktop']},
  {name: 'theme/DocVersionBanner', hide: ['src/theme/DocVersionBanner']},
  {name: 'theme/Navbar/MobileSidebar', hide: ['src/theme/Navbar/MobileSidebar']},
  {name: 'theme/NavbarItem', hide: ['src/theme/NavbarItem/index.tsx']},
  // src/components/DesktopOnly as one change: every wrapper that uses it, and the layout that relies on it.
  {
    name: 'DesktopOnly',
    hide: [
      'src/theme/NavbarItem/index.tsx',
      'src/theme/DocSidebar/Desktop',
      'src/theme/DocItem/Layout',
      'src/theme/TOC/index.tsx',
    ],
  },
];

/** A build's folder name: the change's name with slashes as dashes ("base" for the full build). */
export const buildFolder = (name) => name.replaceAll('/', '-');

/**
 * Whether a change's medians moved beyond the full build's runs: a median outside the
 * full build's range (lower is better for every metric here), as issue 40 asks.
 */
export function beyondRange(baseRuns, changeMedian) {
  const finite = baseRuns.filter((v) => typeof v === 'number');
  if (finite.length === 0 || typeof changeMedian !== 'number') return false;
  return changeMedian > Math.max(...finite) || changeMedian < Math.min(...finite);
}
