// In CI (CI=true) a suite that would skip fails instead: a missing browser or missing card scans must
// turn the run red with a sentence saying why, never pass by skipping.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;

/** Runs one test file in a child vitest with the given environment; returns its exit code and output. */
function runVitest(file: string, env: Record<string, string>): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', file], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

describe('CI=true never passes by skipping', () => {
  it('fails the browser tests with a clear message when chromium is missing', { timeout: 130_000 }, () => {
    const run = runVitest('test/e2e/shell.test.ts', { CI: 'true', CHROMIUM_PATH: '/nonexistent/chromium' });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('CI=true but /nonexistent/chromium is missing');
  });

  it(
    'fails the scanner tests with a clear message when ../shared/ocr is missing',
    { timeout: 130_000 },
    () => {
      const run = runVitest('test/scan/ocr.test.ts', { CI: 'true', SHARED_OCR_DIR: '/nonexistent/ocr/' });
      expect(run.status).not.toBe(0);
      expect(run.output).toContain('CI=true but the card scans are missing');
    },
  );

  it(
    'fails the full-disk test with a clear message when mounting its small disk is refused',
    { timeout: 130_000 },
    () => {
      const run = runVitest('test/e2e/full-disk.test.ts', { CI: 'true', MOUNT_PATH: '/nonexistent/mount' });
      expect(run.status).not.toBe(0);
      expect(run.output).toContain('CI=true but mounting a 24 MB tmpfs was refused');
    },
  );

  it('still only warns and skips outside CI', { timeout: 130_000 }, () => {
    const run = runVitest('test/scan/ocr.test.ts', { CI: '', SHARED_OCR_DIR: '/nonexistent/ocr/' });
    expect(run.status).toBe(0);
    expect(run.output).toMatch(/skipped/);
  });
});
