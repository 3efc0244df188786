// Hostile photo sizes: a 4000 x 1 strip, a 1 x 100000 column, a 20000 x 20000 PNG that is small on
// disk but gigabytes as pixels. Each is refused from its header with a sentence, and a batch of
// photos given to the scan command goes on to the next file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { declaredSize, uploadSize, UPLOAD_SIDE } from '../../src/scan/image-limits.ts';
import { decodePhoto } from '../../src/scan/node-image.ts';
import { hugePng } from './huge-png.ts';

function pngOf(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(200);
  return PNG.sync.write(png);
}

function jpegOf(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 200);
  return jpeg.encode({ data, width, height }, 80).data;
}

describe('the size a photo declares', () => {
  it('is read from PNG and JPEG headers alone', () => {
    expect(declaredSize(pngOf(40, 30))).toEqual({ format: 'png', width: 40, height: 30 });
    expect(declaredSize(jpegOf(48, 64))).toEqual({ format: 'jpeg', width: 48, height: 64 });
    expect(declaredSize(hugePng(20000))).toEqual({ format: 'png', width: 20000, height: 20000 });
    expect(declaredSize(Buffer.from('not a photo at all'))).toBeNull();
  });

  it('is found after a JPEG metadata segment, as phone photos carry one', () => {
    const plain = jpegOf(32, 24);
    // An APP1 segment of 1000 bytes between the start marker and the rest.
    const app1 = Buffer.alloc(1004);
    app1[0] = 0xff;
    app1[1] = 0xe1;
    app1.writeUInt16BE(1002, 2);
    const withMetadata = Buffer.concat([plain.subarray(0, 2), app1, plain.subarray(2)]);
    expect(declaredSize(withMetadata)).toEqual({ format: 'jpeg', width: 32, height: 24 });
  });
});

describe('photos the scanner refuses', () => {
  it('refuses a 4000 x 1 strip and a 1 x 100000 column with a sentence', () => {
    expect(() => decodePhoto(pngOf(4000, 1))).toThrow(/4000 x 1 pixels/);
    expect(() => decodePhoto(pngOf(1, 100000))).toThrow(/1 x 100000 pixels/);
    expect(() => decodePhoto(jpegOf(800, 40))).toThrow(/far too long and thin to show a card/);
  });

  it('refuses a 20000 x 20000 PNG from its header, before decoding a pixel', () => {
    const before = process.memoryUsage().rss;
    expect(() => decodePhoto(hugePng(20000))).toThrow(/20000 x 20000 pixels \(400 megapixels\)/);
    // Decoding would have taken at least 400 MB for the grey pixels alone.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a JPEG declaring 30000 x 30000 from its frame header', () => {
    const small = jpegOf(64, 64);
    const declared = declaredSize(small)!;
    expect(declared.width).toBe(64);
    // Rewrite the frame header's size: the file still opens as a JPEG, but declares 900 megapixels.
    const sof = small.findIndex((byte, i) => byte === 0xff && small[i + 1] === 0xc0);
    const huge = Buffer.from(small);
    huge.writeUInt16BE(30000, sof + 5);
    huge.writeUInt16BE(30000, sof + 7);
    expect(() => decodePhoto(huge)).toThrow(/30000 x 30000 pixels \(900 megapixels\)/);
  });

  it('still decodes an ordinary photo', () => {
    const image = decodePhoto(jpegOf(320, 240));
    expect([image.width, image.height]).toEqual([320, 240]);
  });
});

describe('an upload in the app', () => {
  it('is shrunk to the working size with its shape kept, and never enlarged', () => {
    expect(uploadSize(12000, 12000)).toEqual({ width: UPLOAD_SIDE, height: UPLOAD_SIDE });
    expect(uploadSize(12000, 9000)).toEqual({ width: UPLOAD_SIDE, height: 1536 });
    expect(uploadSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

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
    const run = spawnSync('npx', ['tsx', 'src/cli/scan.ts', ...Object.values(files)], {
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
