// Straightens the found card and cuts out its title band, black letters on white, ready for OCR.
// Positions are in "card units": the printed card mapped onto 600 x 839, as measured on the 2e scans.
import { homography, type Homography, type Quad } from './geometry.ts';
import { isColourful, luma, lumaByte, type GreyImage, type RgbaImage } from './pixels.ts';

import { CARD_HEIGHT, CARD_WIDTH } from './card-layout.ts';
// Kept here too for the callers that import them from this module.
export { CARD_HEIGHT, CARD_WIDTH, TITLE_BAND, TITLE_SEARCH } from './card-layout.ts';

/** `uprightScore`: which way up the card lies, judged on a small copy of the whole card. */
const UPRIGHT = {
  /** Pixels of the small copy per card unit (the whole card comes out 120 x 168 pixels). */
  scale: 0.2,
  /** The paper's whiteness and grey level: the small copy's 90th percentile of each, as a share of its pixels. */
  paperPercentile: 0.9,
  /** A pixel is art when a channel differs from the paper's by more than this share of its brightest channel. */
  artDifference: 0.2,
  /**
   * The strip looked at for art: from and to as shares of the card's height below its top edge (the same
   * strip mirrored above the bottom edge is compared with it), and the share of the card's width left out
   * at either side.
   */
  art: { from: 0.2, to: 0.28, side: 0.15 },
  /** The strip looked at for the bold title's ink, likewise (the title sits 7-11% below the top). */
  title: { from: 0.065, to: 0.115, side: 0.25 },
  /** How many times the title strips' difference in ink weighs against the art strips' difference in art. */
  titleWeight: 4,
} as const;

/** The homography from card units onto the photo, for a card whose corners[0] is its top-left. */
export function cardToPhoto(corners: Quad): Homography {
  const card = [
    { x: 0, y: 0 },
    { x: CARD_WIDTH, y: 0 },
    { x: CARD_WIDTH, y: CARD_HEIGHT },
    { x: 0, y: CARD_HEIGHT },
  ];
  const h = homography(card, corners);
  if (!h) throw new Error('card outline is degenerate');
  return h;
}

/** The same card turned half a turn: what was its bottom-right becomes its top-left. */
export function turnHalf(corners: Quad): Quad {
  return [corners[2], corners[3], corners[0], corners[1]];
}

/**
 * Samples a card-unit rectangle of the photo at `scale` output pixels per card unit, bilinearly.
 * Returns RGBA so the caller can judge colour (corner triangles) as well as brightness.
 */
export function sampleCard(
  photo: RgbaImage,
  toPhoto: Homography,
  region: { x: number; y: number; width: number; height: number },
  scale: number,
): RgbaImage {
  const width = Math.max(1, Math.round(region.width * scale));
  const height = Math.max(1, Math.round(region.height * scale));
  const out = new Uint8ClampedArray(width * height * 4);
  const src = photo.data;
  const pw = photo.width;
  const ph = photo.height;
  // The homography's 3 x 3 matrix, row by row.
  const [h00, h01, h02, h10, h11, h12, h20, h21, h22] = toPhoto;
  for (let oy = 0; oy < height; oy++) {
    const cy = region.y + (oy + 0.5) / scale;
    for (let ox = 0; ox < width; ox++) {
      const cx = region.x + (ox + 0.5) / scale;
      const w = h20! * cx + h21! * cy + h22!;
      const px = (h00! * cx + h01! * cy + h02!) / w - 0.5;
      const py = (h10! * cx + h11! * cy + h12!) / w - 0.5;
      const o = (oy * width + ox) * 4;
      if (px < 0 || py < 0 || px >= pw - 1 || py >= ph - 1) {
        out[o] = out[o + 1] = out[o + 2] = 255;
        out[o + 3] = 255;
        continue;
      }
      const x0 = px | 0;
      const y0 = py | 0;
      const fx = px - x0;
      const fy = py - y0;
      const i00 = (y0 * pw + x0) * 4;
      const i10 = i00 + 4;
      const i01 = i00 + pw * 4;
      const i11 = i01 + 4;
      for (let c = 0; c < 3; c++) {
        const top = src[i00 + c]! + (src[i10 + c]! - src[i00 + c]!) * fx;
        const bottom = src[i01 + c]! + (src[i11 + c]! - src[i01 + c]!) * fx;
        out[o + c] = top + (bottom - top) * fy;
      }
      out[o + 3] = 255;
    }
  }
  return { width, height, data: out };
}

/**
 * How sure we are that the card lies upright (positive) or upside down (negative), from two layout facts:
 * the art box starts about 18% below the top edge but ends about 29% above the bottom one, so the strip
 * just under the top is busy with art while the strip as far above the bottom holds a line or two of
 * small text; and the bold title sits 7-11% below the top, where the bottom has blank paper.
 */
export function uprightScore(photo: RgbaImage, corners: Quad): number {
  const thumb = sampleCard(
    photo,
    cardToPhoto(corners),
    { x: 0, y: 0, width: CARD_WIDTH, height: CARD_HEIGHT },
    UPRIGHT.scale,
  );
  const { width, height, data } = thumb;
  const whiteness = new Uint8Array(width * height);
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < whiteness.length; i++) {
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    whiteness[i] = Math.min(r, g, b);
    grey[i] = lumaByte(r, g, b);
  }
  const percentile90 = (values: Uint8Array) =>
    Uint8Array.from(values).sort()[Math.floor(values.length * UPRIGHT.paperPercentile)]!;
  const paperWhite = percentile90(whiteness);
  const paperGrey = percentile90(grey);
  // The paper's own colour under this light (warm light makes it cream): art is whatever differs from it.
  const paper = [0, 0, 0];
  let paperCount = 0;
  for (let i = 0; i < whiteness.length; i++) {
    if (whiteness[i]! < paperWhite) continue;
    for (let c = 0; c < 3; c++) paper[c]! += data[i * 4 + c]!;
    paperCount++;
  }
  const [pr, pg, pb] = paper.map((v) => v / Math.max(1, paperCount)) as [number, number, number];
  const artDifference = Math.max(pr, pg, pb) * UPRIGHT.artDifference;
  const share = (from: number, to: number, left: number, right: number, weight: (i: number) => number) => {
    let n = 0;
    let all = 0;
    for (let y = Math.round(height * from); y < Math.round(height * to); y++) {
      for (let x = Math.round(width * left); x < Math.round(width * right); x++) {
        all++;
        n += weight(y * width + x);
      }
    }
    return n / Math.max(1, all);
  };
  const busy = (i: number) =>
    Math.max(Math.abs(data[i * 4]! - pr), Math.abs(data[i * 4 + 1]! - pg), Math.abs(data[i * 4 + 2]! - pb)) >
    artDifference
      ? 1
      : 0;
  // Thin letters blur to grey at this size, so ink is summed as darkness rather than counted.
  const ink = (i: number) => Math.max(0, paperGrey - grey[i]!) / Math.max(1, paperGrey);
  // Each strip against the same strip as far from the other end: 1 - a share mirrors it.
  const strips = (strip: { from: number; to: number; side: number }, weight: (i: number) => number) =>
    share(strip.from, strip.to, strip.side, 1 - strip.side, weight) -
    share(1 - strip.to, 1 - strip.from, strip.side, 1 - strip.side, weight);
  const art = strips(UPRIGHT.art, busy);
  const title = strips(UPRIGHT.title, ink);
  return art + UPRIGHT.titleWeight * title;
}

/** `removeGlare`: how a glare spot is measured and partly undone. */
const GLARE = {
  /**
   * Below this lift of the band's palest paper over its dimmest (as a share of the way to white), the band
   * is left as it is: light falling off across the table varies the paper that much without any glare.
   */
  lift: 0.15,
  /**
   * The share of the measured lift undone. All of it named fewer cards by their shape (4 fewer on one
   * tuning set, see the tuning log) and named two look-alikes with the true title removed (BABY for
   * BASIC UNICORN and NARWHAL): the palest pixel also rises with noise and the light's fall-off, and
   * undoing a mix towards white multiplies the noise. A third named 8 more on six tuning seeds, no look-alike.
   */
  undone: 0.35,
  /** The band's dimmest paper: the 10th percentile of its followed paper level, as a share of its pixels. */
  dimmestPercentile: 0.1,
  /**
   * The most of a pixel's mix towards white that is undone (a share of the way to white): undoing divides
   * by what is left of the mix, so this caps the letters' contrast at ten times stretched.
   */
  maxUndone: 0.9,
} as const;
/** Card units over which `removeGlare` follows the paper's level: about half a title letter's height. */
export const GLARE_RADIUS = 15;

/**
 * The band with a glare spot taken off. A glossy card mirrors the lamp: where the glare lies, every pixel
 * is mixed towards white by the same share, so the letters under it keep only a fraction of their
 * contrast and a title's shape shows one grey word beside black ones (ANNOYING under a spot beside a
 * clear FLYING UNICORN). The paper's level is followed across the band (the palest pixel within
 * `radius`, smoothed); its lift above the band's dimmest paper measures the glare's share, partly undone
 * pixel by pixel (see GLARE.undone). Returns the band itself when it shows no glare.
 */
export function removeGlare(band: RgbaImage, radius: number, ignore?: Uint8Array): RgbaImage {
  const { width, height, data } = band;
  const n = width * height;
  const paper = new Float32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    if (ignore?.[i] || isColourful(r, g, b)) continue;
    paper[i] = luma(r, g, b);
  }
  const across = new Float32Array(n).fill(-1);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let m = -1;
      for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++)
        m = Math.max(m, paper[y * width + k]!);
      across[y * width + x] = m;
    }
  const level = new Float32Array(n).fill(-1);
  for (let x = 0; x < width; x++)
    for (let y = 0; y < height; y++) {
      let m = -1;
      for (let k = Math.max(0, y - radius); k <= Math.min(height - 1, y + radius); k++)
        m = Math.max(m, across[k * width + x]!);
      level[y * width + x] = m;
    }
  const known = level.filter((v) => v >= 0).sort();
  if (known.length === 0) return band;
  const dimmest = known[Math.floor(known.length * GLARE.dimmestPercentile)]!;
  const lift = (v: number) => Math.max(0, (v - dimmest) / Math.max(1, 255 - dimmest));
  if (lift(known[known.length - 1]!) < GLARE.lift) return band;
  // The palest-pixel level steps at letters' edges; a box average over the same radius smooths it.
  const filled = level.map((v) => (v < 0 ? dimmest : v));
  const smooth = gaussianBlur(filled, width, height, radius / 2);
  const out = new Uint8ClampedArray(data.length);
  for (let i = 0; i < n; i++) {
    const share = Math.min(GLARE.maxUndone, lift(smooth[i]!) * GLARE.undone);
    for (let c = 0; c < 3; c++) out[i * 4 + c] = (data[i * 4 + c]! - 255 * share) / (1 - share);
    out[i * 4 + 3] = 255;
  }
  return { width, height, data: out };
}

/** `binariseBand` on another print's band: which coloured pixels are letters. */
const BINARISE = {
  /** The paper's grey level: the band's 90th percentile, as a share of its pixels. */
  searchPaperPercentile: 0.9,
  /** A coloured pixel darker than this share of the paper's grey level is a coloured letter's ink. */
  colouredInk: 0.45,
} as const;

/**
 * The local ink and paper levels each column of a band is judged against (`binariseBand`, `greyBand`): the
 * darkest and the palest pixel in the columns around it.
 */
const COLUMN_LEVELS = {
  /** Columns up to this share of the band's height either side are around it... */
  reach: 0.6,
  /** ...and at least this many (band pixels). */
  minReach: 2,
  /** A column whose paper is less than this many grey levels (of 255) above its ink is blank paper... */
  minContrast: 24,
  /** ...or less than this share of the paper's own grey level, whichever is more. */
  minContrastOfPaper: 0.25,
} as const;

/** Options for turning the band into black and white. */
export interface Binarise {
  /**
   * Where between the local ink and paper levels the cut lies: 0.5 halfway; lower keeps only the
   * darkest core of each stroke (blurred, fattened letters), higher keeps faint strokes (glare).
   */
  cut: number;
  /**
   * Another print: dark coloured letters (maroon, navy) are ink, not colour to drop, and the band is the
   * taller TITLE_SEARCH, cut down to its line of most ink (see `keepTitleLine`).
   */
  search?: boolean;
  /**
   * When set, the band is not thresholded: it is deblurred for a blur of this many photo pixels and
   * handed over grey, read as a raw line (see `greyBand`). 0 only enlarges and crops.
   */
  deblur?: number;
}

/**
 * Black title letters on white from a sampled band. Coloured pixels (corner triangle, art edges) go
 * white; each column is judged against the ink and paper levels around it, so a glare spot or a shadow
 * across the band does not swallow letters; a stretch with no contrast is blank paper.
 */
export function binariseBand(band: RgbaImage, options: Binarise, ignore?: Uint8Array): GreyImage {
  const { width, height, data } = band;
  const n = width * height;
  const grey = new Uint8Array(n);
  const colourful = ignore ? Uint8Array.from(ignore) : new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    grey[i] = lumaByte(r, g, b);
    // Warm light tints the paper too, so saturation is judged relative to brightness and generously.
    if (isColourful(r, g, b)) colourful[i] = 1;
  }
  if (options.search) {
    // Coloured letters are far darker than the paper; a corner, a frame or art is not.
    const paper = Uint8Array.from(grey).sort()[Math.floor(n * BINARISE.searchPaperPercentile)]!;
    for (let i = 0; i < n; i++) if (colourful[i] && grey[i]! < paper * BINARISE.colouredInk) colourful[i] = 0;
  }
  const columnMax = new Float32Array(width);
  const columnMin = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    let hi = 0;
    let lo = 255;
    for (let y = 0; y < height; y++) {
      const i = y * width + x;
      if (colourful[i]) continue;
      hi = Math.max(hi, grey[i]!);
      lo = Math.min(lo, grey[i]!);
    }
    columnMax[x] = hi;
    columnMin[x] = lo;
  }
  const out = new Uint8Array(n).fill(255);
  const radius = Math.max(COLUMN_LEVELS.minReach, Math.round(height * COLUMN_LEVELS.reach));
  for (let x = 0; x < width; x++) {
    let paper = 0;
    let ink = 255;
    for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++) {
      paper = Math.max(paper, columnMax[k]!);
      ink = Math.min(ink, columnMin[k]!);
    }
    if (paper - ink < Math.max(COLUMN_LEVELS.minContrast, paper * COLUMN_LEVELS.minContrastOfPaper)) continue;
    const t = ink + (paper - ink) * options.cut;
    for (let y = 0; y < height; y++) {
      const i = y * width + x;
      if (!colourful[i] && grey[i]! < t) out[i] = 0;
    }
  }
  return { width, height, data: out };
}

/** `keepTitleLine`: what a line of letters is, in rows of the binarised band. */
const TITLE_LINE = {
  /** A row is solid (a rule, an art box's edge) when its ink spans more than this share of the band's width... */
  solidSpan: 0.3,
  /** ...and inks more than this share of the pixels along that span. */
  solidFill: 0.6,
  /** A row is part of a line when it holds at least this many ink pixels... */
  minRowInk: 3,
  /** ...and at least this share of the band's width. */
  rowInkOfWidth: 0.01,
  /** Gaps of up to this many rows without ink are bridged within a line. */
  maxGap: 2,
  /** A line ending within this many rows of the band's last row is cut by the band's lower end. */
  cutWithin: 2,
  /** A line whose last row lies fewer than this many rows below its first is not as tall as a letter. */
  minHeight: 8,
  /** Rows kept above and below the line. */
  margin: 2,
} as const;

/**
 * Keeps only the band's line of most ink (rows with ink, gaps of up to 2 rows bridged) that is not mostly
 * solid bars nor cut by the band's lower end: the title, not the rule under it, the art's top edge or
 * a pale sky of art reaching into the band. Null when no line is as tall as a letter.
 */
export function keepTitleLine(image: GreyImage): GreyImage | null {
  const { width, height, data } = image;
  const rows = new Uint32Array(height);
  // A row inked nearly all along its span is a rule or an art box's edge, never a row of letters.
  const solid = new Uint8Array(height);
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] !== 0) continue;
      rows[y]!++;
      if (first < 0) first = x;
      last = x;
    }
    if (last - first > width * TITLE_LINE.solidSpan && rows[y]! > (last - first + 1) * TITLE_LINE.solidFill)
      solid[y] = 1;
  }
  const inky = Math.max(TITLE_LINE.minRowInk, width * TITLE_LINE.rowInkOfWidth);
  let best = { from: 0, to: -1, ink: 0 };
  let from = -1;
  let ink = 0;
  let solidRows = 0;
  let gap = 0;
  for (let y = 0; y <= height; y++) {
    if (y < height && rows[y]! >= inky) {
      if (from < 0) [from, ink, solidRows] = [y, 0, 0];
      ink += rows[y]!;
      solidRows += solid[y]!;
      gap = 0;
      continue;
    }
    if (from >= 0 && (y === height || ++gap > TITLE_LINE.maxGap)) {
      const to = y === height ? height - 1 - gap : y - gap;
      // A line cut by the band's lower end is the art below the title, not the title.
      const cut = to >= height - 1 - TITLE_LINE.cutWithin;
      if (ink > best.ink && solidRows * 2 < to - from + 1 && !cut) best = { from, to, ink };
      from = -1;
    }
  }
  if (best.to - best.from < TITLE_LINE.minHeight) return null;
  const out = new Uint8Array(width * height).fill(255);
  const y0 = Math.max(0, best.from - TITLE_LINE.margin);
  const y1 = Math.min(height - 1, best.to + TITLE_LINE.margin);
  out.set(data.subarray(y0 * width, (y1 + 1) * width), y0 * width);
  return { width, height, data: out };
}

/** `trimToInk`: how much of a binarised band is handed to tesseract, in its pixels. */
const TRIM = {
  /** Blank pixels kept around the ink on every side. */
  margin: 4,
  /** A band with less than this share of its pixels inked holds nothing worth reading. */
  minInk: 0.004,
  /** A letter's stroke puts at least this many ink pixels in a column or row: fewer is a speck of noise. */
  strokeInk: 2,
  /** Narrower than this (first column to last, margins included) is a speck, not a title... */
  minWidth: 12,
  /** ...and so is lower than this (first row to last, margins included). */
  minHeight: 8,
} as const;

/** White pixels around the image handed to tesseract on every side. */
const PGM_PADDING = 8;

/**
 * Cuts a binarised band down to its ink (plus a margin): less blank line for tesseract to walk through.
 * Returns null when there is no ink worth reading (a blank or washed-out band).
 */
export function trimToInk(image: GreyImage, margin: number = TRIM.margin): GreyImage | null {
  const { width, height, data } = image;
  const columns = new Uint16Array(width);
  const rows = new Uint16Array(height);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] === 0) {
        columns[x]!++;
        rows[y]!++;
        ink++;
      }
    }
  }
  if (ink < width * height * TRIM.minInk) return null;
  // Ignore lone specks of noise: a letter stroke puts at least two ink pixels in a column or row.
  const first = (counts: Uint16Array) => counts.findIndex((c) => c >= TRIM.strokeInk);
  const last = (counts: Uint16Array) =>
    counts.length - 1 - [...counts].reverse().findIndex((c) => c >= TRIM.strokeInk);
  const x0 = Math.max(0, first(columns) - margin);
  const x1 = Math.min(width - 1, last(columns) + margin);
  const y0 = Math.max(0, first(rows) - margin);
  const y1 = Math.min(height - 1, last(rows) + margin);
  // Narrower or lower than a letter is a speck, not a title (and tesseract complains aloud about it).
  if (x1 - x0 < TRIM.minWidth || y1 - y0 < TRIM.minHeight) return null;
  const out = new Uint8Array((x1 - x0 + 1) * (y1 - y0 + 1));
  for (let y = y0; y <= y1; y++)
    out.set(data.subarray(y * width + x0, y * width + x1 + 1), (y - y0) * (x1 - x0 + 1));
  return { width: x1 - x0 + 1, height: y1 - y0 + 1, data: out };
}

/** A binary PGM file of a grey image: the smallest format tesseract's leptonica reads from memory. */
export function encodePgm(image: GreyImage, padding: number = PGM_PADDING): Uint8Array {
  const width = image.width + padding * 2;
  const height = image.height + padding * 2;
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height).fill(255);
  out.set(header, 0);
  for (let y = 0; y < image.height; y++) {
    out.set(
      image.data.subarray(y * image.width, (y + 1) * image.width),
      header.length + (y + padding) * width + padding,
    );
  }
  return out;
}

/**
 * A Gaussian kernel reaches this many sigmas either side of its centre (its weight there has fallen to 4% of
 * the centre's): `gaussianBlur`'s radius, and the margin a blurred template needs (title-shapes.ts).
 */
export const GAUSSIAN_REACH = 2.5;

/** A separable Gaussian pass over a float image, edges clamped. */
export function gaussianBlur(
  image: Float32Array,
  width: number,
  height: number,
  sigma: number,
): Float32Array {
  const radius = Math.ceil(sigma * GAUSSIAN_REACH);
  const kernel = new Float32Array(radius * 2 + 1);
  let sum = 0;
  for (let k = -radius; k <= radius; k++)
    sum += kernel[k + radius] = Math.exp(-(k * k) / (2 * sigma * sigma));
  for (let k = 0; k < kernel.length; k++) kernel[k]! /= sum;
  const across = new Float32Array(width * height);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (let k = -radius; k <= radius; k++) {
        const xx = x + k < 0 ? 0 : x + k >= width ? width - 1 : x + k;
        s += image[row + xx]! * kernel[k + radius]!;
      }
      across[row + x] = s;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (let k = -radius; k <= radius; k++) {
        const yy = y + k < 0 ? 0 : y + k >= height ? height - 1 : y + k;
        s += across[yy * width + x]! * kernel[k + radius]!;
      }
      out[y * width + x] = s;
    }
  }
  return out;
}

/** `deblur`: the Richardson-Lucy rounds. */
const DEBLUR = {
  /** Rounds run unless told otherwise. */
  rounds: 20,
  /** The re-blurred estimate (grey levels plus one) is held above this, so no pixel's ratio divides by zero. */
  minEstimate: 1e-3,
} as const;

/**
 * Richardson-Lucy deconvolution for a Gaussian blur of `sigma` pixels: a shaken or out-of-focus photo
 * of a small card smears bold letters into one another, and thresholding alone cannot part them again.
 */
export function deblur(
  grey: Float32Array,
  width: number,
  height: number,
  sigma: number,
  rounds: number = DEBLUR.rounds,
): Float32Array {
  const seen = grey.map((v) => v + 1);
  let estimate = Float32Array.from(seen);
  for (let round = 0; round < rounds; round++) {
    const blurred = gaussianBlur(estimate, width, height, sigma);
    for (let i = 0; i < blurred.length; i++)
      blurred[i] = seen[i]! / Math.max(DEBLUR.minEstimate, blurred[i]!);
    const correction = gaussianBlur(blurred, width, height, sigma);
    estimate = estimate.map((v, i) => v * correction[i]!);
  }
  return estimate.map((v) => v - 1);
}

/** `greyBand`: the band as grey letters for a blurred photo. */
const GREY_BAND = {
  /** The band is deblurred first when the photo's blur (a Gaussian's sigma, in band pixels) is over this. */
  minBlur: 0.3,
  /**
   * A column's paper level: its 80th percentile, as a share of its pixels (ink covers far less of any column
   * of the band; the 80th read the most titles on the tuning seeds).
   */
  paperPercentile: 0.8,
  /** The darkest this share of the way from ink to paper goes black, and as much at the pale end goes white. */
  flatEnds: 0.2,
  /**
   * Times the band is enlarged: the letters come out about 60 px tall; twice read a few titles fewer on the
   * tuning seeds.
   */
  zoom: 3,
  /**
   * Enlarging samples no nearer the band's last row or column than this many pixels, so each sample has a
   * neighbour right of it and below it.
   */
  edgeInset: 1.001,
} as const;

/**
 * The band as grey letters on white for a blurred photo: deblurred, colour dropped, each column
 * stretched between the local ink and paper (as `binariseBand` judges them), then enlarged three times,
 * since tesseract reads letters about 40 px tall best and a thresholded blur loses the letters' shapes.
 */
export function greyBand(band: RgbaImage, sigma: number, ignore?: Uint8Array): GreyImage {
  const { width, height, data } = band;
  const n = width * height;
  const colourful = ignore ? Uint8Array.from(ignore) : new Uint8Array(n);
  let grey: Float32Array<ArrayBufferLike> = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r = data[i * 4]!;
    const g = data[i * 4 + 1]!;
    const b = data[i * 4 + 2]!;
    grey[i] = luma(r, g, b);
    if (isColourful(r, g, b)) colourful[i] = 1;
  }
  if (sigma > GREY_BAND.minBlur) grey = deblur(grey, width, height, sigma);
  const columnMax = new Float32Array(width).fill(-Infinity);
  const columnMin = new Float32Array(width).fill(Infinity);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (colourful[i]) continue;
      columnMin[x] = Math.min(columnMin[x]!, grey[i]!);
    }
  }
  // Deblurring rings: a few bright overshoots per column would pass for the paper and leave the real
  // paper grey around thin letters. The paper is a high percentile of the column instead (GREY_BAND).
  for (let x = 0; x < width; x++) {
    const values: number[] = [];
    for (let y = 0; y < height; y++) if (!colourful[y * width + x]) values.push(grey[y * width + x]!);
    if (values.length === 0) continue;
    values.sort((a, b) => a - b);
    columnMax[x] = values[Math.floor((values.length - 1) * GREY_BAND.paperPercentile)]!;
  }
  const flat = new Uint8Array(n).fill(255);
  const radius = Math.max(COLUMN_LEVELS.minReach, Math.round(height * COLUMN_LEVELS.reach));
  for (let x = 0; x < width; x++) {
    let paper = -Infinity;
    let ink = Infinity;
    for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++) {
      paper = Math.max(paper, columnMax[k]!);
      ink = Math.min(ink, columnMin[k]!);
    }
    if (paper - ink < Math.max(COLUMN_LEVELS.minContrast, paper * COLUMN_LEVELS.minContrastOfPaper)) continue;
    for (let y = 0; y < height; y++) {
      const i = y * width + x;
      if (colourful[i]) continue;
      // The darkest fifth is ink and the lightest fifth paper: ringing and glare go flat.
      const level = ((grey[i]! - ink) / (paper - ink) - GREY_BAND.flatEnds) / (1 - 2 * GREY_BAND.flatEnds);
      flat[i] = Math.max(0, Math.min(255, Math.round(level * 255)));
    }
  }
  const zoom = GREY_BAND.zoom;
  const out = new Uint8Array(n * zoom * zoom);
  const outWidth = width * zoom;
  for (let y = 0; y < height * zoom; y++) {
    const sy = Math.min(height - GREY_BAND.edgeInset, Math.max(0, (y + 0.5) / zoom - 0.5));
    const y0 = sy | 0;
    const fy = sy - y0;
    for (let x = 0; x < outWidth; x++) {
      const sx = Math.min(width - GREY_BAND.edgeInset, Math.max(0, (x + 0.5) / zoom - 0.5));
      const x0 = sx | 0;
      const fx = sx - x0;
      const i = y0 * width + x0;
      const top = flat[i]! + (flat[i + 1]! - flat[i]!) * fx;
      const bottom = flat[i + width]! + (flat[i + width + 1]! - flat[i + width]!) * fx;
      out[y * outWidth + x] = top + (bottom - top) * fy;
    }
  }
  return { width: outWidth, height: height * zoom, data: out };
}

/** `cropToTitle`: the title line in an enlarged grey band, in its pixels. */
const CROP = {
  /** A pixel darker than this grey level (of 255) is ink. */
  ink: 90,
  /** A row with fewer ink pixels than this is no part of a line. */
  minRowInk: 3,
  /** A line fewer rows tall than this is no title. */
  minHeight: 8,
  /** A column with fewer ink pixels than this within the line holds no letter. */
  minColumnInk: 2,
  /** Letters further apart than this share of the line's height are not one title. */
  maxGap: 0.6,
  /** A stretch of letters narrower than this (first inked column to last) is no title. */
  minWidth: 12,
  /** The margin kept around the title, as a share of the line's height. */
  margin: 0.4,
} as const;

/**
 * Crops a grey band to its title line: the rows of the inkiest line, and along it the inkiest stretch
 * of letters whose gaps are narrower than 0.6 of a letter's height (the corner's edge and art specks
 * lie further off), with a margin of 0.4 of a letter's height. Null when no line of ink is there.
 */
export function cropToTitle(image: GreyImage): GreyImage | null {
  const { width, height, data } = image;
  const inkAt = (i: number) => data[i]! < CROP.ink;
  const rows = new Uint16Array(height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (inkAt(y * width + x)) rows[y]!++;
  let top = 0;
  let bottom = -1;
  let most = 0;
  for (let y = 0; y < height;) {
    if (rows[y]! < CROP.minRowInk) {
      y++;
      continue;
    }
    let end = y;
    let mass = 0;
    while (end < height && rows[end]! >= CROP.minRowInk) mass += rows[end++]!;
    if (mass > most) [most, top, bottom] = [mass, y, end - 1];
    y = end;
  }
  const tall = bottom - top + 1;
  if (tall < CROP.minHeight) return null;
  const columns = new Uint16Array(width);
  for (let y = top; y <= bottom; y++) for (let x = 0; x < width; x++) if (inkAt(y * width + x)) columns[x]!++;
  let best: [number, number, number] | null = null;
  for (let x = 0; x < width;) {
    if (columns[x]! < CROP.minColumnInk) {
      x++;
      continue;
    }
    let end = x;
    let last = x;
    let mass = 0;
    while (end < width && end - last <= tall * CROP.maxGap) {
      if (columns[end]! >= CROP.minColumnInk) {
        last = end;
        mass += columns[end]!;
      }
      end++;
    }
    if (!best || mass > best[2]) best = [x, last, mass];
    x = end;
  }
  if (!best || best[1] - best[0] < CROP.minWidth) return null;
  const margin = Math.round(tall * CROP.margin);
  const x0 = Math.max(0, best[0] - margin);
  const x1 = Math.min(width - 1, best[1] + margin);
  const y0 = Math.max(0, top - margin);
  const y1 = Math.min(height - 1, bottom + margin);
  const out = new Uint8Array((x1 - x0 + 1) * (y1 - y0 + 1));
  for (let y = y0; y <= y1; y++)
    out.set(data.subarray(y * width + x0, y * width + x1 + 1), (y - y0) * (x1 - x0 + 1));
  return { width: x1 - x0 + 1, height: y1 - y0 + 1, data: out };
}
