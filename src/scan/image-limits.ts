// What size of photo the scanner takes, judged from the size a PNG or JPEG file declares in its
// header, so a hostile or absurd file is refused (or shrunk) before it is decoded into pixels.
//
// Pure byte reading, no DOM and no decoder: the scan command, the app's upload and the tests share it.

/** A card is 63 x 88 mm: a photo far longer than wide cannot hold one readably. */
export const MAX_ASPECT = 8;
/** Fewer pixels than this on a side cannot show a card's title. */
export const MIN_SIDE = 16;
/**
 * The most pixels the scan command decodes (a 48-megapixel phone photo): decoding takes about
 * 4 bytes per pixel and more, so a 20000 x 20000 PNG (400 megapixels) would need gigabytes.
 */
export const MAX_DECODED_PIXELS = 48_000_000;
/** The long side the app shrinks an upload to before drawing it: the recogniser works at 1600. */
export const UPLOAD_SIDE = 2048;

/** A file's format and the size its header declares. */
export interface DeclaredSize {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  /**
   * True when the photo's EXIF orientation turns it a quarter turn: a browser shows it, and
   * decodes it, with width and height swapped.
   */
  turned?: boolean;
}

/** A photo refused for its size, with a sentence a player can act on. */
export class PhotoSizeError extends Error {
  constructor(
    message: string,
    /** Which sentence the app shows: the shape of the photo, or its size. */
    readonly kind: 'shape' | 'size',
  ) {
    super(message);
    this.name = 'PhotoSizeError';
  }
}

function isPng(bytes: Uint8Array): boolean {
  return bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
}

function isJpeg(bytes: Uint8Array): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8;
}

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

function u32(bytes: Uint8Array, at: number): number {
  return ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
}

/**
 * The size a PNG (its IHDR chunk) or a JPEG (its first start-of-frame segment) declares, or null
 * when the bytes are neither or the header is cut short. Reads only the header: a JPEG's frame
 * header comes after its metadata segments, so pass the file's first 256 kB or more.
 */
export function declaredSize(bytes: Uint8Array): DeclaredSize | null {
  if (isPng(bytes)) {
    // Signature (8), chunk length (4), "IHDR" (4), then width and height.
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
    return { format: 'png', width: u32(bytes, 16), height: u32(bytes, 20) };
  }
  if (!isJpeg(bytes)) return null;
  let turned = false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers that carry no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = u16(bytes, at + 2);
    // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
    const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (frame) {
      if (at + 9 > bytes.length) return null;
      const size: DeclaredSize = { format: 'jpeg', width: u16(bytes, at + 7), height: u16(bytes, at + 5) };
      if (turned) size.turned = true;
      return size;
    }
    if (marker === 0xe1) turned ||= exifTurns(bytes.subarray(at + 4, at + 2 + length));
    // The image data starts before any frame header: not a JPEG we can size.
    if (marker === 0xda || marker === 0xd9 || length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/**
 * Whether an APP1 Exif segment's orientation (tag 0x0112, values 5 to 8) turns the photo a
 * quarter turn. Anything unreadable counts as not turned.
 */
function exifTurns(segment: Uint8Array): boolean {
  if (segment.length < 14 || String.fromCharCode(...segment.subarray(0, 4)) !== 'Exif') return false;
  const tiff = segment.subarray(6);
  const little = tiff[0] === 0x49 && tiff[1] === 0x49;
  const read16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : u16(tiff, at));
  const read32 = (at: number) => (little ? read16(at) + read16(at + 2) * 65536 : u32(tiff, at));
  const ifd = read32(4);
  if (ifd + 2 > tiff.length) return false;
  const entries = read16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return false;
    if (read16(entry) === 0x0112) return read16(entry + 8) >= 5 && read16(entry + 8) <= 8;
  }
  return false;
}

/**
 * Refuses a photo whose shape cannot hold a readable card: empty, a line of pixels, or one side
 * more than MAX_ASPECT times the other. The sentence names the size.
 */
export function checkShape(width: number, height: number): void {
  if (!(width > 0 && height > 0)) {
    throw new PhotoSizeError(`the image declares ${width} x ${height} pixels: it is empty`, 'shape');
  }
  if (Math.min(width, height) < MIN_SIDE) {
    throw new PhotoSizeError(
      `the image is ${width} x ${height} pixels: too small to show a card (at least ${MIN_SIDE} on each side)`,
      'shape',
    );
  }
  const aspect = Math.max(width, height) / Math.min(width, height);
  if (aspect > MAX_ASPECT) {
    throw new PhotoSizeError(
      `the image is ${width} x ${height} pixels: far too long and thin to show a card (one side at most ${MAX_ASPECT} times the other)`,
      'shape',
    );
  }
}

/** Refuses, before decoding, a photo the scan command would need too much memory to decode. */
export function checkDecodable(width: number, height: number): void {
  checkShape(width, height);
  if (width * height > MAX_DECODED_PIXELS) {
    throw new PhotoSizeError(
      `the image is ${width} x ${height} pixels (${Math.round((width * height) / 1e6)} megapixels): ` +
        `the scanner reads photos of at most ${MAX_DECODED_PIXELS / 1e6} megapixels; shrink it first`,
      'size',
    );
  }
}

/**
 * The size to decode an upload at: the declared size shrunk so its long side is at most
 * UPLOAD_SIDE, the shape kept. Never larger than declared.
 */
export function uploadSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, UPLOAD_SIDE / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
