import {defineConfig} from 'vitest/config';

/** Unit tests: pure logic next to the code it tests (the functions' own run on their Node: vitest.functions.config.ts). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
