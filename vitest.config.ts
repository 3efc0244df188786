// Test runner settings in two tiers (test/README.md): `fast` (rules, judge, walker, store, UI words,
// the scanner's pure units) answers in about a minute; `slow` adds the browser and the photo sets.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import solid from 'vite-plugin-solid';

/**
 * Folders of the slow tier: e2e builds the app and drives chromium; test/scan's own files and test/scan/trace
 * (the scan command's --trace) run tesseract on photos; test/scan/makers checks photo makers by making photos (a minute and more on this machine).
 */
const SLOW = [
  'test/e2e/**/*.test.ts',
  'test/scan/*.test.ts',
  'test/scan/makers/**/*.test.ts',
  'test/scan/trace/**/*.test.ts',
];

/**
 * Vitest's order (longest or largest first), with the slow tier's browser files and photo files taking
 * turns: the first browser file builds the app while the other worker reads photos, rather than both
 * browser files waiting on one build, and two browsers rarely share the two cores.
 */
class TakeTurns extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((f) => f.project.name === 'slow' && f.moduleId.includes('/test/e2e/'));
    const photos = sorted.filter((f) => f.project.name === 'slow' && !f.moduleId.includes('/test/e2e/'));
    const turns: TestSpecification[] = [];
    for (let k = 0; k < Math.max(browser.length, photos.length); k++)
      turns.push(...[browser[k], photos[k]].filter((f) => f !== undefined));
    return [...sorted.filter((f) => f.project.name !== 'slow'), ...turns];
  }
}

export default defineConfig({
  plugins: [solid()],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // The e2e and scan suites build or load heavy things once, so each file runs in its own fork.
    pool: 'forks',
    // Vitest leaves one core free by default: on a 2-core machine that is one file at a time. One
    // worker more than cores: a browser file spends part of its time waiting (a page, a 30 s freeze),
    // and the third file uses the core meanwhile.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: TakeTurns },
    projects: [
      {
        extends: true,
        test: { name: 'fast', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: SLOW },
      },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
});
