// A card's face as a compact fingerprint of its art box (a 64-bit DCT hash of its brightness and a hue
// histogram), made the same way from a clean scan (scripts/make-face-prints.ts) and from a photographed card.
import { ART_BOX, CARD_HEIGHT, CARD_WIDTH, CORNER_TRIANGLE_EDGE } from './card-layout.ts';
import type { Quad } from './geometry.ts';
import type { RgbaImage } from './pixels.ts';
import { cardToPhoto, sampleCard } from './title-band.ts';

/** One face's fingerprint: `lum` 16 hex digits (64 bits), `hue` HUE_BINS bytes as hex, summing to about 255. */
export interface FacePrint {
  lum: string;
  hue: string;
}

/**
 * The art box (card-layout.ts) with a margin inside it, so an outline a little off still samples art
 * only: the box's sides lie an eighth of the card's width in from its edges.
 */
const ART_MARGIN = 14;
const ART_SIDE = CARD_WIDTH / 8;
export const ART_REGION = {
  x: ART_SIDE + ART_MARGIN,
  y: ART_BOX.top + ART_MARGIN,
  width: CARD_WIDTH - 2 * (ART_SIDE + ART_MARGIN),
  height: ART_BOX.bottom - ART_BOX.top - 2 * ART_MARGIN,
} as const;
/**
 * Blank paper beside the art box (left and right margins), the white the light is judged against: a
 * warm or dim lamp tints the art and the paper alike.
 */
const PAPER_STRIPS = [
  { x: 18, y: ART_BOX.top + 40, width: ART_SIDE - 36, height: ART_BOX.bottom - ART_BOX.top - 80 },
  {
    x: CARD_WIDTH - ART_SIDE + 18,
    y: ART_BOX.top + 40,
    width: ART_SIDE - 36,
    height: ART_BOX.bottom - ART_BOX.top - 80,
  },
] as const;

/** The art is sampled onto a HASH_SIDE square; the hash keeps the DCT's lowest HASH_FREQ x HASH_FREQ. */
const HASH_SIDE = 32;
const HASH_FREQ = 8;
/** Hue bins of the colour histogram; pixels under MIN_SATURATION (grey, glare, ink) add nothing. */
export const HUE_BINS = 12;
const MIN_SATURATION = 0.12;
/** Output pixels per card unit the paper strips are sampled at: one sample every 4 card units. */
const PAPER_SCALE = 0.25;
/** A channel of the art counts at most this many times the paper's: glare brighter than the paper is clipped. */
const MAX_WHITE = 1.2;
/** The hue wheel's six sectors (between red, yellow, green, cyan, blue and magenta) the hue is worked out in. */
const HUE_SECTORS = 6;
/** Bits of the brightness hash: the HASH_FREQ x HASH_FREQ lowest coefficients, the first (DC) always 0. */
const HASH_BITS = HASH_FREQ * HASH_FREQ;
/** The hashes and histograms are written in hexadecimal, four bits to a digit. */
const HEX = 16;
/** A hex digit's highest bit: the first of the four coefficients it holds. */
const NIBBLE_TOP_BIT = 8;
/** Hex digits of the brightness hash (`lum`). */
const LUM_DIGITS = HASH_BITS / 4;

/** Card units from a corner, along x + y, that lie well inside a corner triangle (and well off the card's edge). */
const CORNER_CORE = CORNER_TRIANGLE_EDGE - 40;
const CORNER_OFF_EDGE = 8;
/** Output pixels per card unit the corner patches are sampled at: one sample every 4 card units. */
const CORNER_SCALE = 0.25;
/** A pixel this far from grey (saturation against the paper) is coloured ink. */
const COLOURED = 0.25;
/**
 * The known print: at least this share of a triangle corner's core is coloured (in the more coloured of
 * the two)...
 */
const MIN_TRIANGLE_COLOURED = 0.5;
/** ...and at most this share of a blank corner's (in the more coloured of the two). */
const MAX_BLANK_COLOURED = 0.2;

/** The fingerprint of the face lying on `corners` (top-left first) in a photo. */
export function facePrintOf(photo: RgbaImage, corners: Quad): FacePrint {
  const toPhoto = cardToPhoto(corners);
  const art = sampleCard(photo, toPhoto, ART_REGION, HASH_SIDE / ART_REGION.width);
  const paperSamples = PAPER_STRIPS.map((strip) => sampleCard(photo, toPhoto, strip, PAPER_SCALE));
  return printArt(art, paperWhite(paperSamples));
}

/** The paper's colour: per channel, the median of the margin samples (a glare spot or a thumb is an outlier). */
function paperWhite(samples: readonly RgbaImage[]): [number, number, number] {
  const channels: number[][] = [[], [], []];
  for (const s of samples)
    for (let i = 0; i < s.data.length; i += 4) for (let c = 0; c < 3; c++) channels[c]!.push(s.data[i + c]!);
  return channels.map((values) => {
    values.sort((a, b) => a - b);
    return Math.max(1, values[values.length >> 1] ?? 255);
  }) as [number, number, number];
}

/** The fingerprint of an art box already sampled (any size; resampled by area to HASH_SIDE square). */
export function printArt(art: RgbaImage, paper: readonly [number, number, number]): FacePrint {
  const grey = new Float64Array(HASH_SIDE * HASH_SIDE);
  const hue = new Float64Array(HUE_BINS);
  const counts = new Float64Array(HASH_SIDE * HASH_SIDE);
  for (let y = 0; y < art.height; y++) {
    const gy = Math.min(HASH_SIDE - 1, Math.floor((y * HASH_SIDE) / art.height));
    for (let x = 0; x < art.width; x++) {
      const gx = Math.min(HASH_SIDE - 1, Math.floor((x * HASH_SIDE) / art.width));
      const i = (y * art.width + x) * 4;
      // White-balanced against the paper, so a warm lamp's tint and a dim room's level cancel out.
      const r = Math.min(MAX_WHITE, art.data[i]! / paper[0]);
      const g = Math.min(MAX_WHITE, art.data[i + 1]! / paper[1]);
      const b = Math.min(MAX_WHITE, art.data[i + 2]! / paper[2]);
      grey[gy * HASH_SIDE + gx]! += (r + g + b) / 3;
      counts[gy * HASH_SIDE + gx]!++;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const saturation = max > 0 ? (max - min) / max : 0;
      if (saturation < MIN_SATURATION) continue;
      hue[hueBin(r, g, b, max, min)]! += saturation;
    }
  }
  for (let k = 0; k < grey.length; k++) grey[k]! /= Math.max(1, counts[k]!);
  return { lum: dctHash(grey), hue: histogramHex(hue) };
}

function hueBin(r: number, g: number, b: number, max: number, min: number): number {
  const d = max - min;
  let h = max === r ? (g - b) / d : max === g ? 2 + (b - r) / d : 4 + (r - g) / d;
  if (h < 0) h += HUE_SECTORS;
  return Math.min(HUE_BINS - 1, Math.floor((h / HUE_SECTORS) * HUE_BINS));
}

/** The low-frequency DCT coefficients' signs against their median: what survives blur, light and JPEG. */
function dctHash(grey: Float64Array): string {
  const n = HASH_SIDE;
  const cos = new Float64Array(HASH_FREQ * n);
  for (let u = 0; u < HASH_FREQ; u++)
    for (let x = 0; x < n; x++) cos[u * n + x] = Math.cos(((2 * x + 1) * u * Math.PI) / (2 * n));
  const rows = new Float64Array(n * HASH_FREQ);
  for (let y = 0; y < n; y++)
    for (let u = 0; u < HASH_FREQ; u++) {
      let s = 0;
      for (let x = 0; x < n; x++) s += grey[y * n + x]! * cos[u * n + x]!;
      rows[y * HASH_FREQ + u] = s;
    }
  const coefficients: number[] = [];
  for (let v = 0; v < HASH_FREQ; v++)
    for (let u = 0; u < HASH_FREQ; u++) {
      let s = 0;
      for (let y = 0; y < n; y++) s += rows[y * HASH_FREQ + u]! * cos[v * n + y]!;
      coefficients.push(s);
    }
  // The DC term is the overall level, which the light sets: it takes no part.
  const ac = coefficients.slice(1).sort((a, b) => a - b);
  const median = ac[ac.length >> 1]!;
  let hex = '';
  for (let k = 0; k < HASH_BITS; k += 4) {
    let nibble = 0;
    for (let j = 0; j < 4; j++) if (k + j > 0 && coefficients[k + j]! > median) nibble |= NIBBLE_TOP_BIT >> j;
    hex += nibble.toString(HEX);
  }
  return hex;
}

function histogramHex(hue: Float64Array): string {
  const total = hue.reduce((a, b) => a + b, 0);
  let hex = '';
  for (const h of hue)
    hex += Math.round(total > 0 ? (255 * h) / total : 0)
      .toString(HEX)
      .padStart(2, '0');
  return hex;
}

const POPCOUNT = Array.from(
  { length: 16 },
  (_, n) => ((n >> 3) & 1) + ((n >> 2) & 1) + ((n >> 1) & 1) + (n & 1),
);

/** Bits (of 63 that count) where two brightness hashes differ: unrelated art differs in about half. */
export function lumDistance(a: string, b: string): number {
  let d = 0;
  for (let k = 0; k < LUM_DIGITS; k++) d += POPCOUNT[parseInt(a[k]!, HEX) ^ parseInt(b[k]!, HEX)]!;
  return d;
}

/** Shared share of two hue histograms, 0..1 (1: the same colours in the same proportions). */
export function hueOverlap(a: string, b: string): number {
  let shared = 0;
  let total = 0;
  for (let k = 0; k < HUE_BINS; k++) {
    const x = parseInt(a.slice(2 * k, 2 * k + 2), HEX);
    const y = parseInt(b.slice(2 * k, 2 * k + 2), HEX);
    shared += Math.min(x, y);
    total += Math.max(x, y);
  }
  return total > 0 ? shared / total : 0;
}

/**
 * Whether the card shows the 2nd-edition print whose faces are known: a coloured triangle in its top-left
 * and bottom-right corners and blank paper in the other two. Another print of the same titles (a coloured
 * frame all round, other art) has no known face, and its art must not vote against its title.
 */
export function looksLikeKnownPrint(photo: RgbaImage, corners: Quad): boolean {
  const toPhoto = cardToPhoto(corners);
  const paper = paperWhite(PAPER_STRIPS.map((strip) => sampleCard(photo, toPhoto, strip, PAPER_SCALE)));
  const size = CORNER_CORE - CORNER_OFF_EDGE;
  const share = (left: boolean, top: boolean) => {
    const region = {
      x: left ? CORNER_OFF_EDGE : CARD_WIDTH - CORNER_CORE,
      y: top ? CORNER_OFF_EDGE : CARD_HEIGHT - CORNER_CORE,
      width: size,
      height: size,
    };
    const patch = sampleCard(photo, toPhoto, region, CORNER_SCALE);
    let coloured = 0;
    let inside = 0;
    for (let y = 0; y < patch.height; y++)
      for (let x = 0; x < patch.width; x++) {
        // Distance from the corner along x + y, in card units (dividing by the power of two CORNER_SCALE is exact).
        const u = ((left ? x : patch.width - 1 - x) + 0.5) / CORNER_SCALE + CORNER_OFF_EDGE;
        const v = ((top ? y : patch.height - 1 - y) + 0.5) / CORNER_SCALE + CORNER_OFF_EDGE;
        if (u + v > CORNER_CORE) continue;
        inside++;
        const i = (y * patch.width + x) * 4;
        const r = patch.data[i]! / paper[0];
        const g = patch.data[i + 1]! / paper[1];
        const b = patch.data[i + 2]! / paper[2];
        const max = Math.max(r, g, b);
        if (max > 0 && (max - Math.min(r, g, b)) / max >= COLOURED) coloured++;
      }
    return coloured / Math.max(1, inside);
  };
  const triangles = Math.max(share(true, true), share(false, false));
  const blank = Math.max(share(false, true), share(true, false));
  return triangles >= MIN_TRIANGLE_COLOURED && blank <= MAX_BLANK_COLOURED;
}
