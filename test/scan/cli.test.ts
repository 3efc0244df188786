// `npm run scan` as a player or the lead would use it: a photo in, one JSON line out naming the card;
// files that are not photos get a clear error and exit status 2, a photo without a card gets card null.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { hugePng } from './huge-png.ts';
import { haveScans, makeTablePhoto, readScan, scansDir } from './photos.ts';
import { makePrintCard } from './print-cards.ts';

function scan(...files: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/scan.ts', ...files], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.stdout === null) throw new Error(`scan did not run: ${run.error?.message}`);
  const lines = run.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { status: run.status, lines };
}

describe.skipIf(!haveScans)('npm run scan', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stablehand-scan-'));
  const photo = join(dir, 'baby-on-the-table.jpg');
  const table = join(dir, 'empty-table.jpg');
  /** One batch, run once for the two tests that read it: a real scan, a table photo, a table with no card. */
  let batch: ReturnType<typeof scan> | undefined;
  const readable = () => {
    if (batch) return batch;
    writeFileSync(photo, makeTablePhoto(readScan('UU-Base-003.jpg'), 4242).jpeg);
    writeFileSync(table, makeTablePhoto(null, 77, { noCard: true }).jpeg);
    return (batch = scan(`${scansDir}UU-Base-022.jpg`, photo, table));
  };

  it(
    'names the card on a real scan and on a table photo, one line per file in order',
    { timeout: 180_000 },
    () => {
      const { status, lines } = readable();
      expect(status).toBe(0);
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatchObject({
        file: `${scansDir}UU-Base-022.jpg`,
        card: 'Rhinocorn',
        title: 'RHINOCORN',
      });
      expect(lines[0]!.confidence).toBeGreaterThan(0.8);
      expect(typeof lines[0]!.ms).toBe('number');
      // Every Baby Unicorn prints the same title: any face that prints it is the right answer.
      expect(lines[1]).toMatchObject({ file: photo, title: 'BABY UNICORN' });
      expect(String(lines[1]!.card)).toMatch(/^Baby Unicorn/);
    },
  );

  it(
    'explains files that are not photos, answers card null for a blank photo, and exits 2',
    { timeout: 180_000 },
    () => {
      const text = join(dir, 'notes.jpg');
      writeFileSync(text, 'this is not a photo');
      const empty = join(dir, 'empty.png');
      writeFileSync(empty, '');
      const blank = join(dir, 'blank.png');
      const png = new PNG({ width: 320, height: 240 });
      png.data.fill(180);
      writeFileSync(blank, PNG.sync.write(png));
      const { status, lines } = scan(text, empty, blank);
      expect(status).toBe(2);
      expect(lines[0]).toEqual({ file: text, error: expect.stringMatching(/not a JPEG or PNG image/) });
      expect(lines[1]).toEqual({ file: empty, error: expect.stringMatching(/empty/) });
      expect(lines[2]).toMatchObject({ file: blank, card: null });
      expect(lines[2]).not.toHaveProperty('error');
    },
  );

  it('exits 0 when a readable photo simply holds no card', { timeout: 180_000 }, () => {
    const { status, lines } = readable();
    expect(status).toBe(0);
    expect(lines[2]).toEqual(expect.objectContaining({ file: table, card: null }));
    expect(lines[2]).not.toHaveProperty('error');
  });
});

describe.skipIf(!haveScans)('npm run scan -- --decks', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stablehand-scan-decks-'));
  // Photos of titles only the Control deck and only the Chaos deck print, in the other print.
  const control = join(dir, 'ancestor.jpg');
  const chaos = join(dir, 'trapped-chest.jpg');
  writeFileSync(
    control,
    makeTablePhoto(makePrintCard('THE ANCESTOR UNICORN', 'ultimate-unicorn', 41).image, 41, {
      anyTurn: false,
    }).jpeg,
  );
  writeFileSync(
    chaos,
    makeTablePhoto(makePrintCard('TRAPPED CHEST', 'instant', 42).image, 42, { anyTurn: false }).jpeg,
  );

  it('reads the titles of the boxes named, and only theirs', { timeout: 240_000 }, () => {
    const both = scan('--decks', 'control,chaos', control, chaos);
    expect(both.status).toBe(0);
    expect(both.lines).toEqual([
      expect.objectContaining({ file: control, card: 'The Ancestor Unicorn', title: 'THE ANCESTOR UNICORN' }),
      expect.objectContaining({ file: chaos, card: 'Trapped Chest', title: 'TRAPPED CHEST' }),
    ]);
    // A Control game has no Trapped Chest, and the base game (the default) neither card.
    const controlOnly = scan('--decks', 'control', chaos);
    expect(controlOnly.lines[0]!.card).not.toBe('Trapped Chest');
    const base = scan(control);
    expect(base.lines[0]!.card).not.toBe('The Ancestor Unicorn');
  });

  it('refuses a box it does not know, naming it and the boxes it knows, and reads nothing', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/scan.ts', '--decks', 'control,chaoss', control],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/"chaoss" is not a box Stablehand knows \(base-2e, control, chaos\)/);
    const twice = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/scan.ts', '--decks', 'chaos,chaos', control],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(twice.status).toBe(2);
    expect(twice.stderr).toMatch(/a box is named twice/);
  });
});

/** A plain grey PNG of that size. */
function pngOf(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

// Hostile photo sizes (units/image-limits.test.ts) in one batch: each gets its sentence, the next is read.
describe('npm run scan on a batch with hostile photos', () => {
  it('says what is wrong with each, goes on to the next, and exits 2', { timeout: 180_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'stablehand-limits-'));
    const files = {
      strip: join(dir, 'strip.png'),
      column: join(dir, 'column.png'),
      huge: join(dir, 'huge.png'),
      blank: join(dir, 'blank.png'),
    };
    writeFileSync(files.strip, pngOf(4000, 1));
    writeFileSync(files.column, pngOf(1, 100000));
    writeFileSync(files.huge, hugePng(20000));
    writeFileSync(files.blank, pngOf(320, 240));
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/scan.ts', ...Object.values(files)], {
      encoding: 'utf8',
      timeout: 150_000,
    });
    const lines = run.stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual({ file: files.strip, error: expect.stringMatching(/4000 x 1 pixels/) });
    expect(lines[1]).toEqual({ file: files.column, error: expect.stringMatching(/1 x 100000 pixels/) });
    expect(lines[2]).toEqual({ file: files.huge, error: expect.stringMatching(/400 megapixels/) });
    // The batch went on: the last photo, a plain grey one, was looked at and holds no card.
    expect(lines[3]).toMatchObject({ file: files.blank, card: null });
    expect(run.status).toBe(2);
  });
});
