import {defineConfig} from 'vitest/config';

/** Cloud Functions unit tests, run on the functions' Node major by scripts/test-functions.mjs. */
export default defineConfig({
  test: {
    include: ['functions/src/**/*.test.ts'],
    environment: 'node',
    // Writes functions/src/generated/{courseSlugs,apiPaths}.ts from src/data, as the functions' build does.
    globalSetup: ['functions/scripts/build-site-data.mjs'],
  },
});
