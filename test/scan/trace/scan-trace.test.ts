// `npm run scan -- --trace OUT`: beside the usual JSON line, OUT.json says what each stage saw (the outline
// found, every title band read and what it landed on, the result) and OUT.png draws it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { haveScans, makeTablePhoto, readScan } from '../photos.ts';
import { makeStablePhoto } from '../stable-photos.ts';

interface TraceJson {
  find: {
    by: string;
    chosen: { corners: number[][] } | string;
    candidates: Array<{
      corners: number[][];
      paper: number;
      triangles: number;
      art: number;
      score: number;
      looksLikeCard: boolean;
      chosen?: boolean;
    }>;
  };
  reads: Array<{ text: string; matches: Array<{ title: string }> }>;
  result: { named: boolean; title?: string };
}

/** A table photo of RHINOCORN scanned by the CLI with `--trace` at `trace` (relative to a fresh folder). */
function scanRhinocornTraced(trace: string) {
  const dir = mkdtempSync(join(tmpdir(), 'stablehand-trace-'));
  const photo = join(dir, 'rhinocorn.jpg');
  writeFileSync(photo, makeTablePhoto(readScan('UU-Base-022.jpg'), 4243).jpeg);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/scan.ts', '--trace', join(dir, trace), photo],
    {
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  return { dir, photo, run };
}

describe.skipIf(!haveScans)('npm run scan -- --trace', () => {
  it(
    'writes what each stage saw beside the given path, and the same answer line as without it',
    { timeout: 180_000 },
    () => {
      const { dir, photo, run } = scanRhinocornTraced('seen.png');
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout.trim())).toMatchObject({ file: photo, title: 'RHINOCORN' });
      const trace = JSON.parse(readFileSync(join(dir, 'seen.json'), 'utf8')) as TraceJson;
      // The card was found (four corners), at least one band was read, and the read that named it is listed.
      expect(typeof trace.find.chosen).toBe('object');
      expect((trace.find.chosen as { corners: number[][] }).corners).toHaveLength(4);
      expect(trace.find.candidates.length).toBeGreaterThan(0);
      // The finder's candidates with their evidence, best score first; the outline chosen is the best of
      // those that look like a card, and a card's own outline shows its corner triangles and art.
      const scores = trace.find.candidates.map((c) => c.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const chosen = trace.find.candidates.find((c) => c.chosen);
      expect(trace.find.by).toBe('evidence');
      expect(chosen).toBe(trace.find.candidates.find((c) => c.looksLikeCard));
      expect(chosen!.corners).toEqual((trace.find.chosen as { corners: number[][] }).corners);
      expect(chosen!.triangles).toBeGreaterThan(0.35);
      expect(chosen!.art).toBeGreaterThan(0.15);
      expect(trace.reads.length).toBeGreaterThan(0);
      expect(trace.reads.some((r) => r.matches[0]?.title === 'RHINOCORN')).toBe(true);
      expect(trace.result).toMatchObject({ named: true, title: 'RHINOCORN' });
      // The picture: the photo's preview, a rectified card and one strip per band read under it.
      const png = PNG.sync.read(readFileSync(join(dir, 'seen.png')));
      expect(png.width).toBeGreaterThanOrEqual(600);
      expect(png.height).toBeGreaterThan(trace.reads.length * 48);
    },
  );

  it(
    'writes the trace into a folder that does not exist yet, as the README shows (out/seen)',
    { timeout: 180_000 },
    () => {
      const { dir, run } = scanRhinocornTraced(join('out', 'seen'));
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(JSON.parse(run.stdout.trim())).toMatchObject({ title: 'RHINOCORN' });
      expect(JSON.parse(readFileSync(join(dir, 'out', 'seen.json'), 'utf8'))).toMatchObject({
        result: { named: true, title: 'RHINOCORN' },
      });
    },
  );

  it(
    'with --stable, lists the outline of every card the scan listed, as the scan found them',
    { timeout: 300_000 },
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'stablehand-trace-'));
      const photo = join(dir, 'stable.jpg');
      // Four cards spread apart, every title readable (the e2e tests' Stable A).
      const files = ['UU-Base-022.jpg', 'UU-Base-069.jpg', 'UU-Base-030.jpg', 'UU-Base-001.jpg'];
      writeFileSync(photo, makeStablePhoto(5101, { layout: 'spread', files }).jpeg);
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/scan.ts', '--stable', '--trace', join(dir, 'seen'), photo],
        { encoding: 'utf8', timeout: 240_000 },
      );
      expect(run.status).toBe(0);
      const line = JSON.parse(run.stdout.trim()) as { cards: Array<{ title: string | null }> };
      expect(line.cards.map((c) => c.title)).toEqual(['RHINOCORN', 'YAY', 'LLAMACORN', 'BABY UNICORN']);
      const trace = JSON.parse(readFileSync(join(dir, 'seen.json'), 'utf8')) as {
        find: { outlines: Array<{ corners: number[][]; whole: boolean; by: string; listed: boolean }> };
        result: Array<{ title: string | null }>;
      };
      // Every outline either finder weighed, saying which; one listed a card, each a lone card lying whole,
      // and the same four named in the result.
      expect(trace.find.outlines.every((o) => o.by === 'evidence' || o.by === 'regions')).toBe(true);
      const listed = trace.find.outlines.filter((o) => o.listed);
      expect(listed).toHaveLength(4);
      expect(listed.every((o) => o.corners.length === 4 && o.whole)).toBe(true);
      expect(trace.result.map((c) => c.title)).toEqual(line.cards.map((c) => c.title));
    },
  );
});
