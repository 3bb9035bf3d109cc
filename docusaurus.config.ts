import type {Config, PluginModule} from '@docusaurus/types';
import {GlobExcludeDefault} from '@docusaurus/utils';
import type * as Preset from '@docusaurus/preset-classic';
import type * as PluginContentDocs from '@docusaurus/plugin-content-docs';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

import {navbarItems, footerLinkGroups} from './src/data/navigation';
import {announcement} from './src/data/announcement';
import {site} from './src/data/site';
import {redirects} from './src/data/redirects';
import rehypeKatexStylesheet from './plugins/rehype-katex-stylesheet';
import rehypeKatexAsHtml from './plugins/rehype-katex-as-html';
import rehypeCodeBlocks from './plugins/rehype-code-blocks';
import rehypeInlineCodeAsHtml from './plugins/rehype-inline-code-as-html';
import rehypeKeyboardScrollable from './plugins/rehype-keyboard-scrollable';
import noPrismInBrowserPlugin from './plugins/no-prism-in-browser';
import docsDataOnDemandPlugin from './plugins/docs-data-on-demand';
import tslibImportHelpersPlugin from './plugins/tslib-import-helpers';
import compileHintsPlugin from './plugins/compile-hints';
import pageTemplatePlugin, {PAGE_TEMPLATE} from './plugins/page-template';
import {faviconDataUrl} from './plugins/favicon';
import {isLeftOut} from './plugins/bench-left-out';
import docusaurusClientFixesPlugin from './plugins/docusaurus-client-fixes';
import helmetFromSourcePlugin from './plugins/helmet-from-source';
import katexAssetsPlugin, {KATEX_STATIC_DIR} from './plugins/katex-assets';
import membersRoutesPlugin from './plugins/members-routes';
import coursePagesPlugin from './plugins/course-pages';
import quizPagesPlugin from './plugins/quiz-pages';
import devApiProxyPlugin from './plugins/dev-api-proxy';
import obsidianVaultZipPlugin from './plugins/obsidian-vault-zip';
import searchIndexPlugin from './plugins/search-index';
import hostingConfigPlugin from './plugins/hosting-config';
import seoPlugin from './plugins/seo';
import questionsStaticHtmlPlugin from './plugins/questions-static-html';
import serviceWorkerPlugin from './plugins/service-worker';
import reviewItemsPlugin, {REVIEW_STATIC_DIR} from './plugins/review-items';
import discoveryPlugin from './plugins/discovery';
import remarkRelatedItems from './plugins/remark-related-items';
import prefixRedirectsPlugin, {type Options as PrefixRedirectsOptions} from './plugins/prefix-redirects';
import {resolveFirebaseSettings} from './src/features/auth/firebaseConfig';

const siteUrl = process.env.SITE_URL ?? site.url;

const brokenLinks = process.env.BROKEN_LINKS === 'warn' && !process.env.CI ? 'warn' : 'throw';

const markdownPlugins = {
  remarkPlugins: [remarkMath],
  rehypePlugins: [
    rehypeKatex,
    rehypeKatexStylesheet,
    rehypeKatexAsHtml,
    // Wide tables and formulas scroll sideways on phones: they take keyboard focus so they can be scrolled.
    rehypeKeyboardScrollable,
    // Code blocks highlighted at build time (rehype-prism-plus); languages are registered there.
    rehypeCodeBlocks,
    // Inline code rendered as plain <code>, not through the theme's components.
    rehypeInlineCodeAsHtml,
  ],
};

const kienThucDocs: PluginContentDocs.Options = {
  id: 'kien-thuc',
  path: 'kien-thuc',
  routeBasePath: 'kien-thuc',
  sidebarPath: './sidebarsKienThuc.ts',
  // <article>.on-tap.md holds an article's review items (scripts/lib/reviewItems.mjs), not a page.
  exclude: [...GlobExcludeDefault, '**/*.on-tap.md'],
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // From git: CI and deploy check out the full history (fetch-depth: 0), or every date would be the checkout's.
  showLastUpdateTime: true,
  ...markdownPlugins,
  // Each article ends with its related items (computed by plugins/discovery.ts).
  remarkPlugins: [...markdownPlugins.remarkPlugins, remarkRelatedItems],
};

const config = {
  title: site.title,
  tagline: site.tagline,
  favicon: faviconDataUrl(),
  url: siteUrl,
  baseUrl: '/',
  // static/ plus KaTeX's stylesheet and fonts, copied from the katex package at start and build (plugins/katex-assets.ts).
  // ... and the review items as JSON (plugins/review-items.ts).
  staticDirectories: ['static', KATEX_STATIC_DIR, REVIEW_STATIC_DIR],
  trailingSlash: false,
  // Pages preload their scripts and run them once the page is painted (plugins/page-template.ts).
  ssrTemplate: isLeftOut('page-template') ? undefined : PAGE_TEMPLATE,
  // Docusaurus's check for a wrong baseUrl (an inline script on the home page that shows a banner
  // if main.js has not run by DOMContentLoaded) would now always fire: main.js runs after the first
  // paint. The site is served at /, and the browser tests load every area from a clean build.
  baseUrlIssueBanner: false,

  // BROKEN_LINKS=warn only for drafting in a partial checkout; CI always throws.
  onBrokenLinks: brokenLinks,
  onBrokenAnchors: brokenLinks,
  onDuplicateRoutes: 'throw',

  future: {
    v4: true,
    faster: true,
  },

  i18n: {
    defaultLocale: 'vi',
    locales: ['vi'],
    localeConfigs: {
      vi: {label: 'Tiếng Việt', htmlLang: 'vi-VN', direction: 'ltr'},
    },
  },

  markdown: {
    hooks: {
      onBrokenMarkdownLinks: brokenLinks,
      onBrokenMarkdownImages: 'throw',
    },
  },

  headTags: [
    {
      // The first paint waits until the navbar is parsed (its end is where the
      // main wrapper starts): a paint of a half-parsed navbar, which Chrome makes
      // when its parser yields, shifts the right-hand items as the rest arrive.
      tagName: 'link',
      attributes: {rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render'},
    },
    {
      tagName: 'script',
      attributes: {type: 'application/ld+json'},
      innerHTML: JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: site.title,
        url: siteUrl,
        inLanguage: 'vi',
        potentialAction: {
          '@type': 'SearchAction',
          target: `${siteUrl}/search?s={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      }),
    },
  ],

  customFields: {
    // Firebase web config from FIREBASE_* variables; the local Auth emulator by default.
    firebase: resolveFirebaseSettings(process.env),
    // Google Tag Manager container (GTM-XXXXXXX) from GTM_CONTAINER_ID; null: no Tag Manager at all.
    gtmContainerId: process.env.GTM_CONTAINER_ID?.trim() || null,
  },

  clientModules: [
    './src/clientModules/cleanHtmlPath.ts',
    './src/clientModules/analytics.ts',
    './src/clientModules/katexFonts.ts',
    './src/clientModules/serviceWorker.ts',
  ],

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
          ...markdownPlugins,
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: 'Blog Learn Anything',
          blogDescription:
            'Bài viết về tự học, công nghệ, Python, Obsidian, thần số học và tư duy: kinh nghiệm tự học và hướng dẫn làm được ngay.',
          postsPerPage: 8,
          blogSidebarCount: 0,
          showReadingTime: true,
          showLastUpdateTime: true,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          ...markdownPlugins,
          remarkPlugins: [...markdownPlugins.remarkPlugins, remarkRelatedItems],
          feedOptions: {
            type: ['rss', 'atom'],
            title: `Blog ${site.title}`,
            description: 'Bài viết mới về tự học, công nghệ, Python và phát triển bản thân.',
            copyright: `© ${new Date().getFullYear()} ${site.title}`,
            language: 'vi',
          },
        },
        pages: {
          showLastUpdateTime: true,
          ...markdownPlugins,
        },
        theme: {
          customCss: ['./src/css/tokens.css', './src/css/custom.css', './src/css/card.css'],
        },
        sitemap: {
          changefreq: null,
          priority: null,
          // From git, like the pages' "cập nhật lần cuối" (showLastUpdateTime below).
          lastmod: 'date',
          // Not indexed (noindex on the page itself): search results, the blog's later pages, the offline page.
          ignorePatterns: ['/search', '/blog/page/**', '/ngoai-tuyen'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['content-docs', kienThucDocs],
    katexAssetsPlugin,
    noPrismInBrowserPlugin,
    // Docs' descriptions only where the category cards show them, not in every docs page's props.
    docsDataOnDemandPlugin,
    // Docusaurus's client code gets the two tslib helpers it calls, not all of tslib.
    tslibImportHelpersPlugin,
    // Small fixes to Docusaurus's client code: no ICU collator during hydration, each chunk prefetched once,
    // the render after hydration in a transition.
    docusaurusClientFixesPlugin,
    // react-helmet-async from its readable source, which its patch changes.
    helmetFromSourcePlugin,
    // main.js and its runtime ask Chromium to compile all their functions while they download.
    compileHintsPlugin,
    pageTemplatePlugin,
    membersRoutesPlugin,
    devApiProxyPlugin,
    searchIndexPlugin,
    // A landing page per course (src/data/courses.ts); the quiz hub and a page per scored quiz (src/data/quizzes.ts).
    coursePagesPlugin,
    quizPagesPlugin,
    // /kien-thuc and the home page (latest posts, recent updates), related items of every article and post.
    discoveryPlugin,
    // Each article's review items as JSON, fetched by its self-check and by the review page /on-tap.
    reviewItemsPlugin,
    // Published questions and answers, read at build time, in the server render only (QUESTIONS_SNAPSHOT).
    questionsStaticHtmlPlugin as PluginModule,
    // Typed plugins with their own content type need widening for the plugins list.
    obsidianVaultZipPlugin as PluginModule,
    // Redirect pages: old addresses, and every leading part of an address that is not a page itself.
    [prefixRedirectsPlugin as PluginModule, {redirects} satisfies PrefixRedirectsOptions],
    // Structured data (Organization, Article, Book, FAQPage, breadcrumbs) and social images, written into the built pages.
    seoPlugin,
    // Web app manifest, icons and theme colours, and the service worker for offline reading.
    serviceWorkerPlugin,
    // After the build: writes firebase.build.json (firebase.json + a CSP for this build's inline scripts).
    hostingConfigPlugin,
  ],

  themeConfig: {
    image: 'img/og-default.png',
    metadata: [
      {name: 'keywords', content: 'tự học, kiến thức, Obsidian, Python, Docusaurus, thần số học, mô hình tư duy'},
      {property: 'og:locale', content: 'vi_VN'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: announcement,
    docs: {
      sidebar: {hideable: true, autoCollapseCategories: true},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: site.title,
      hideOnScroll: true,
      logo: {
        alt: `Logo ${site.title}`,
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: navbarItems,
    },
    footer: {
      style: 'dark',
      links: footerLinkGroups,
      copyright: site.title,
    },
    // Colours come from CSS (design tokens, light and dark): theme-classic sets these two on every code block.
    prism: {theme: {plain: {color: 'var(--la-code-fg)', backgroundColor: 'var(--la-code-bg)'}, styles: []}},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
