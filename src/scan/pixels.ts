// Pixel arrays shared by the browser camera and Node's decoders, so one recognition pipeline runs in both.
// Only plain typed arrays here: no canvas, no ImageData constructor, no DOM.

/** An RGBA photo as the camera (ImageData) or a decoder (jpeg-js, pngjs) hands it over. */
export interface RgbaImage {
  width: number;
  height: number;
  /** width * height * 4 bytes, row by row, R G B A. */
  data: Uint8ClampedArray | Uint8Array;
}

/** One 8-bit channel per pixel (grey levels or a mask), row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Brightness as the eye weighs red, green and blue: ITU-R BT.601's weights in 8-bit fixed point (they sum to 256). */
const LUMA = { r: 77, g: 150, b: 29 } as const;
/** The weights' fixed point: 8 bits (256), shifted off to leave a whole grey level. */
const LUMA_BITS = 8;
/** Otsu's answer when no level splits the histogram (all its pixels at one level, or none): mid-grey. */
const OTSU_NO_SPLIT = 128;

/** A pixel's grey level, 0..255 with its fraction. */
export const luma = (r: number, g: number, b: number): number => (r * LUMA.r + g * LUMA.g + b * LUMA.b) / 256;

/** A pixel's grey level as a whole byte (the fraction dropped). */
export const lumaByte = (r: number, g: number, b: number): number =>
  (r * LUMA.r + g * LUMA.g + b * LUMA.b) >> LUMA_BITS;

/**
 * How far a pixel's channels may spread and it still be paper or ink, not colour: warm light tints paper
 * too, so the spread allowed grows with brightness, and generously.
 */
const GREY_SPREAD = { base: 30, perBrightness: 0.3 } as const;

/** Whether a pixel is coloured (art, a frame, a coloured table) rather than paper or black ink. */
export function isColourful(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  return max - Math.min(r, g, b) > GREY_SPREAD.base + max * GREY_SPREAD.perBrightness;
}

/** Checks that a pixel array is what it claims to be before any loop trusts its size. */
export function assertRgbaImage(image: RgbaImage): void {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new Error(`image: width and height must be positive whole numbers (got ${width}x${height})`);
  }
  if (data.length !== width * height * 4) {
    throw new Error(
      `image: data holds ${data.length} bytes, expected ${width * height * 4} for ${width}x${height} RGBA`,
    );
  }
}

/**
 * The "paper white" channel: the smallest of R, G, B. The card's face is the whitest large thing on
 * a table; wood and coloured cloth always lack one channel, so their minimum stays low even when bright.
 * Averages over `step`x`step` blocks so detection works on a small copy of a large photo.
 */
export function paperWhiteness(image: RgbaImage, step: number): GreyImage {
  const width = Math.max(1, Math.floor(image.width / step));
  const height = Math.max(1, Math.floor(image.height / step));
  const out = new Uint8Array(width * height);
  const src = image.data;
  const stride = image.width * 4;
  const area = step * step;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < step; dy++) {
        let i = (y * step + dy) * stride + x * step * 4;
        for (let dx = 0; dx < step; dx++, i += 4) {
          const r = src[i]!;
          const g = src[i + 1]!;
          const b = src[i + 2]!;
          sum += r < g ? (r < b ? r : b) : g < b ? g : b;
        }
      }
      out[y * width + x] = sum / area;
    }
  }
  return { width, height, data: out };
}

/**
 * The whiteness with every pixel at the foot of a sharp step (a neighbour `step` or more levels paler) set to
 * 0: a card's edge steps at once, while the light on a table falls off slowly, so regions of this image stop
 * at the card's edge even where the table beyond is as pale as the paper. Only the darker side of a step is
 * cut, so a margin a few pixels wide beside the art stays whole.
 */
export function edgeStopped(white: GreyImage, step: number): GreyImage {
  const { width, height, data } = white;
  const out = new Uint8Array(data);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const v = data[i]!;
      if (
        (x > 0 && data[i - 1]! - v >= step) ||
        (x < width - 1 && data[i + 1]! - v >= step) ||
        (y > 0 && data[i - width]! - v >= step) ||
        (y < height - 1 && data[i + width]! - v >= step)
      )
        out[i] = 0;
    }
  }
  return { width, height, data: out };
}

/** Otsu's threshold: the grey level that best splits a histogram into two classes. */
export function otsuThreshold(histogram: ArrayLike<number>): number {
  let total = 0;
  let weighted = 0;
  for (let v = 0; v < 256; v++) {
    total += histogram[v]!;
    weighted += v * histogram[v]!;
  }
  let below = 0;
  let belowWeighted = 0;
  let best = 0;
  let threshold = OTSU_NO_SPLIT;
  for (let v = 0; v < 256; v++) {
    below += histogram[v]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    belowWeighted += v * histogram[v]!;
    const meanBelow = belowWeighted / below;
    const meanAbove = (weighted - belowWeighted) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

/** Histogram of a grey image. */
export function histogram(image: GreyImage): Uint32Array {
  const counts = new Uint32Array(256);
  for (let i = 0; i < image.data.length; i++) counts[image.data[i]!]!++;
  return counts;
}

/** A copy `factor` times smaller each way, each pixel the mean of the block it covers (alpha opaque), read row by row. */
export function shrinkBy(photo: RgbaImage, factor: number): RgbaImage {
  if (factor <= 1) return photo;
  const width = Math.floor(photo.width / factor);
  const height = Math.floor(photo.height / factor);
  const out = new Uint8ClampedArray(width * height * 4);
  const area = factor * factor;
  const src = photo.data;
  const sums = new Float64Array(width * 3);
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      let i = (y * factor + dy) * photo.width * 4;
      for (let x = 0; x < width; x++) {
        for (let dx = 0; dx < factor; dx++, i += 4) {
          sums[x * 3] = sums[x * 3]! + src[i]!;
          sums[x * 3 + 1] = sums[x * 3 + 1]! + src[i + 1]!;
          sums[x * 3 + 2] = sums[x * 3 + 2]! + src[i + 2]!;
        }
      }
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      out[o] = sums[x * 3]! / area;
      out[o + 1] = sums[x * 3 + 1]! / area;
      out[o + 2] = sums[x * 3 + 2]! / area;
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}
