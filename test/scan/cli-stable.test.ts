// `npm run scan -- --stable` as the lead would use it: one JSON line per photo listing every card of the
// Stable in reading order, by catalog name and printed title, with the time spent on the photo.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { haveScans } from './photos.ts';
import { makeStablePhoto } from './stable-photos.ts';

describe.skipIf(!haveScans)('npm run scan -- --stable', () => {
  it(
    'lists the cards of each Stable photo in reading order, one line per photo',
    { timeout: 240_000 },
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'stablehand-stable-'));
      const photo = join(dir, 'stable.jpg');
      // Rhinocorn, Yay, Llamacorn in one row.
      writeFileSync(
        photo,
        makeStablePhoto(5101, {
          layout: 'spread',
          files: ['UU-Base-022.jpg', 'UU-Base-069.jpg', 'UU-Base-030.jpg'],
        }).jpeg,
      );
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/cli/scan.ts', '--stable', photo, join(dir, 'missing.jpg')],
        {
          encoding: 'utf8',
          timeout: 200_000,
        },
      );
      const lines = run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(run.status).toBe(2);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({
        file: photo,
        cards: [
          { card: 'Rhinocorn', title: 'RHINOCORN' },
          { card: 'Yay', title: 'YAY' },
          { card: 'Llamacorn', title: 'LLAMACORN' },
        ],
      });
      expect(typeof lines[0]!.ms).toBe('number');
      expect(lines[1]).toMatchObject({ file: join(dir, 'missing.jpg') });
      expect(String(lines[1]!.error)).toMatch(/cannot read/);
    },
  );
});
