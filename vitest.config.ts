import {defineConfig} from 'vitest/config';

/** Unit tests: pure logic next to the code it tests. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'plugins/**/*.test.ts', 'scripts/**/*.test.ts', 'functions/src/**/*.test.ts'],
    environment: 'node',
  },
});
