// Test runner settings in two tiers (test/README.md): `fast` (rules, judge, walker, store, UI words,
// the scanner's pure units) answers in about a minute; `slow` adds the browser and the photo sets.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import solid from 'vite-plugin-solid';

/** Folders of the slow tier: e2e builds the app and drives chromium; test/scan's own files run tesseract on photos. */
const SLOW = ['test/e2e/**/*.test.ts', 'test/scan/*.test.ts'];

export default defineConfig({
  plugins: [solid()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // The e2e and scan suites build or load heavy things once, so each file runs in its own fork.
    pool: 'forks',
    // Vitest leaves one core free by default: on a 2-core machine that is one file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'fast', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: SLOW },
      },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
});
