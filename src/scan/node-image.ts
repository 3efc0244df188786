// Node's photo decoding for the scan CLI, tests and bench: JPEG and PNG files into RGBA pixel arrays,
// with a message that says what is wrong with a file that is not one of them.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { RgbaImage } from './pixels.ts';

/** Decodes JPEG or PNG bytes; throws an Error whose message names the problem (empty, not an image, damaged). */
export function decodePhoto(bytes: Uint8Array): RgbaImage {
  if (bytes.length === 0) throw new Error('the file is empty');
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (!isJpeg && !isPng) throw new Error('not a JPEG or PNG image');
  try {
    if (isJpeg) {
      const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 });
      return { width: image.width, height: image.height, data: image.data };
    }
    const image = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    return { width: image.width, height: image.height, data: new Uint8Array(image.data) };
  } catch (error) {
    throw new Error(`damaged ${isJpeg ? 'JPEG' : 'PNG'} image: ${(error as Error).message}`);
  }
}
