// Node's photo decoding for the scan CLI, tests and bench: JPEG and PNG files into RGBA pixel arrays,
// with a message that says what is wrong with a file that is not one of them.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { checkDecodable, checkShape, declaredSize } from './image-limits.ts';
import type { RgbaImage } from './pixels.ts';

/**
 * Decodes JPEG or PNG bytes; throws an Error whose message names the problem (empty, not an
 * image, damaged, a size or shape the scanner refuses). The size is judged from the header first,
 * so an enormous image is refused without its pixels ever being allocated.
 */
export function decodePhoto(bytes: Uint8Array): RgbaImage {
  if (bytes.length === 0) throw new Error('the file is empty');
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (!isJpeg && !isPng) throw new Error('not a JPEG or PNG image');
  const declared = declaredSize(bytes);
  if (declared) checkDecodable(declared.width, declared.height);
  let image: RgbaImage;
  try {
    if (isJpeg) {
      const jpegImage = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxMemoryUsageInMB: 1024,
        // A second guard should a frame header be missed: jpeg-js stops before allocating.
        maxResolutionInMP: 48,
      });
      image = { width: jpegImage.width, height: jpegImage.height, data: jpegImage.data };
    } else {
      const pngImage = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      image = { width: pngImage.width, height: pngImage.height, data: new Uint8Array(pngImage.data) };
    }
  } catch (error) {
    throw new Error(`damaged ${isJpeg ? 'JPEG' : 'PNG'} image: ${(error as Error).message}`);
  }
  checkShape(image.width, image.height);
  return image;
}
