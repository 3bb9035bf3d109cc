import {defineConfig} from 'vitest/config';

/** The load test against the production build (started by scripts/run-e2e.mjs --load). */
export default defineConfig({
  test: {
    include: ['tests/load/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
