// Hostile photo sizes: a 4000 x 1 strip, a 1 x 100000 column, a 20000 x 20000 PNG that is small on
// disk but gigabytes as pixels. Each is refused from its header with a sentence (the scan command's
// batch of them: ../cli.test.ts).
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { declaredSize, uploadSize, UPLOAD_SIDE } from '../../../src/scan/image-limits.ts';
import { decodePhoto } from '../../../src/scan/node-image.ts';
import { hugePng } from '../huge-png.ts';

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
