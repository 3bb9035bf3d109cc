import {defineConfig} from 'vitest/config';

/** Browser tests against the production build (started by scripts/run-e2e.mjs). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
