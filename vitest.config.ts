// Test runner settings: unit, scenario and judge tests run in Node; e2e tests drive Debian's chromium.
// The e2e and scan suites build or load heavy things once, so they run in their own forks.
import { defineConfig } from 'vitest/config';
import solid from 'vite-plugin-solid';

export default defineConfig({
  plugins: [solid()],
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
