import {defineConfig} from 'vitest/config';

/** Cloud Functions unit tests, run on the functions' Node major by scripts/test-functions.mjs. */
export default defineConfig({
  // The mails are React Email components (functions/tsconfig.json: jsx react-jsx).
  esbuild: {jsx: 'automatic'},
  test: {
    include: ['functions/src/**/*.test.ts'],
    environment: 'node',
    // Writes functions/src/generated/ as the functions' build does: the site data from src/data, and
    // the members pages and course lessons from members/.
    globalSetup: ['functions/scripts/build-site-data.mjs', 'functions/scripts/build-members-content.mjs'],
  },
});
