// @ts-check
/**
 * ESLint (flat config): TypeScript, React hooks, accessibility of JSX, the
 * Docusaurus rules, the direction imports may run in (the rule: ARCHITECTURE.md,
 * "Folders and the import rule"), and browser storage only through src/lib/browserStorage.ts.
 * `npm run lint` runs it with zero warnings allowed; Prettier owns formatting.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

/** A `no-restricted-imports` pattern group forbidding imports of the given src/ folders. */
function forbidFolders(folders, message) {
  return {
    group: folders.flatMap((folder) => [
      `@site/src/${folder}`,
      `@site/src/${folder}/**`,
      `**/src/${folder}/**`,
      `../${folder}/**`,
      `../../${folder}/**`,
      `../../../${folder}/**`,
    ]),
    message,
  };
}

/** Docusaurus's internal APIs change without notice: only the ejected theme components in src/theme use them. */
const DOCUSAURUS_INTERNALS = {
  group: ['@docusaurus/*/internal', '@docusaurus/*/lib/**'],
  message: 'Chỉ thành phần theme đã eject (src/theme) được dùng API nội bộ của Docusaurus.',
};

/** A config block: `no-restricted-imports` with these patterns for these files (tests excepted). */
function importRule(files, patterns, extraIgnores = []) {
  return {
    files,
    ignores: ['src/**/*.test.{ts,tsx}', ...extraIgnores],
    rules: {'no-restricted-imports': ['error', {patterns}]},
  };
}

const NODE_MODULES_IN_BROWSER = {
  group: ['node:*', 'fs', 'path', 'child_process', 'os'],
  message: 'Mã chạy trong trình duyệt không được nhập mô-đun của Node.',
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'node_modules/**',
      'functions/lib/**',
      'functions/node_modules/**',
      'functions/src/generated/**',
      'static/**',
      'bench-results/**',
      '.bench-changes/**',
      'vault-template/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Node everywhere; tests and scripts also pass functions to the browser (page.evaluate).
    languageOptions: {globals: {...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none'},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
    plugins: {'react-hooks': reactHooks, '@docusaurus': docusaurus},
    rules: {
      // The two classic hook rules. The React Compiler rules of the plugin's
      // recommended set are left out: the site does not use the compiler, and
      // they flag the hydration-safe pattern of reading browser-only state in an effect.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Fully resolved URLs (https:, mailto:) are not routes: a plain <a> is right.
      '@docusaurus/no-html-links': ['error', {ignoreFullyResolved: true}],
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
  {
    // Headings of tools and dialogs (results, history, sign-in) are not sections
    // a reader links to: the anchor link that @theme/Heading adds does not belong there.
    files: ['src/features/**/*.tsx'],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
  {
    // Browser storage throws in some browsers (private mode, storage off, quota
    // full): our code reaches it only through src/lib/browserStorage.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/browserStorage.ts', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['localStorage', 'sessionStorage'].flatMap((property) =>
          ['window', 'globalThis', 'self'].map((object) => ({
            object,
            property,
            message: 'Dùng src/lib/browserStorage.ts: bộ nhớ trình duyệt có thể báo lỗi.',
          })),
        ),
      ],
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({
          name,
          message: 'Dùng src/lib/browserStorage.ts: bộ nhớ trình duyệt có thể báo lỗi.',
        })),
      ],
    },
  },
  {
    files: ['scripts/**/*.{mjs,ts}', 'tests/**/*.ts'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    // CommonJS modules (bundler loaders) load each other with require.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  // Imports run one way. (A later block replaces an earlier one's patterns for the files both match.)
  importRule(['src/**/*.{ts,tsx}'], [NODE_MODULES_IN_BROWSER]),
  importRule(['src/**/*.{ts,tsx}'], [NODE_MODULES_IN_BROWSER, DOCUSAURUS_INTERNALS], ['src/theme/**']),
  importRule(['plugins/**/*.ts'], [DOCUSAURUS_INTERNALS]),
  importRule(
    ['src/features/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    [
      NODE_MODULES_IN_BROWSER,
      DOCUSAURUS_INTERNALS,
      forbidFolders(
        ['pages', 'theme'],
        'Tính năng và thành phần dùng chung không nhập từ trang hay theme (nhập theo một chiều).',
      ),
    ],
  ),
  importRule(
    ['src/lib/**/*.{ts,tsx}'],
    [
      NODE_MODULES_IN_BROWSER,
      DOCUSAURUS_INTERNALS,
      forbidFolders(
        ['pages', 'theme', 'features', 'components', 'clientModules'],
        'src/lib chỉ chứa hàm dùng chung, không nhập từ tính năng, trang hay theme.',
      ),
    ],
  ),
  importRule(
    ['src/data/**/*.ts'],
    [
      NODE_MODULES_IN_BROWSER,
      DOCUSAURUS_INTERNALS,
      forbidFolders(
        ['pages', 'theme', 'features', 'components', 'lib', 'clientModules'],
        'src/data không nhập gì của dự án ngoài src/data.',
      ),
    ],
  ),
);
