// Seeded table photos for the scanner's tests and bench: a clean card scan laid on wood or cloth, turned,
// tilted, lit warm or dim with a glare spot, blurred, noisy and JPEG-compressed. Same seed, same photo.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { seededRandom } from '../../src/engine/game-log.ts';
import { homography, project, type Point } from '../../src/scan/geometry.ts';
import type { RgbaImage } from '../../src/scan/pixels.ts';

/** ../shared/ocr beside the repository (CI and the lead's machine); the scans never enter the repo. */
/** SHARED_OCR_DIR only lets the CI-guard test point it elsewhere. */
export const sharedOcr =
  process.env.SHARED_OCR_DIR || fileURLToPath(new URL('../../../shared/ocr/', import.meta.url));
export const scansDir = `${sharedOcr}cards-2e/`;
export const haveScans = existsSync(`${scansDir}labels.csv`);
// In CI the scanner suites must not pass by skipping: without the scans, every file using them fails.
if (!haveScans && process.env.CI === 'true') {
  throw new Error(
    `CI=true but the card scans are missing (${scansDir}labels.csv): the scanner tests need ../shared/ocr beside the repository`,
  );
}

/** One row of labels.csv. */
export interface ScanLabel {
  file: string;
  card: string;
  printedTitle: string;
  type: string;
}

export function readLabels(): ScanLabel[] {
  const lines = readFileSync(`${scansDir}labels.csv`, 'utf8').trim().split('\n').slice(1);
  return lines.map((line) => {
    // Only the card name may hold a comma-free quoted phrase; no field holds a comma.
    const [file, card, printedTitle, type] = line.split(',');
    return { file: file!, card: card!, printedTitle: printedTitle!, type: type! };
  });
}

export function decodeJpeg(bytes: Uint8Array): RgbaImage {
  const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true });
  return { width: image.width, height: image.height, data: image.data };
}

export function readScan(file: string): RgbaImage {
  return decodeJpeg(readFileSync(`${scansDir}${file}`));
}

/** A made-up table photo and how it was made. */
export interface TablePhoto {
  /** The JPEG file as a phone would store it. */
  jpeg: Uint8Array;
  /** The same photo decoded. */
  image: RgbaImage;
  /** The card lies more than a quarter turn from upright. */
  upsideDown: boolean;
  /** Degrees the card is turned, 0..360. */
  turn: number;
  background: 'wood' | 'cloth';
  /** Where the card's corners lie in the photo: top-left, top-right, bottom-right, bottom-left. */
  corners: Point[];
  /** The blur's spread in pixels (0 = sharp), for telling which photos are hard. */
  blur: number;
}

export type Random = () => number;
export const between = (random: Random, a: number, b: number) => a + (b - a) * random();

/** Roughly normal noise with unit spread (sum of three uniforms): cheap enough for every pixel. */
export function gaussian(random: Random): number {
  return (random() + random() + random() - 1.5) * 2;
}

/** Procedural wood (grain along a random direction, rings) or woven cloth, as float RGB. */
export function paintTable(
  width: number,
  height: number,
  random: Random,
  kind: 'wood' | 'cloth',
): Float32Array {
  const out = new Float32Array(width * height * 3);
  if (kind === 'wood') {
    const tones: Array<[number, number, number]> = [
      [150, 100, 60],
      [95, 62, 40],
      [185, 140, 95],
      [120, 80, 50],
    ];
    const tone = tones[Math.floor(random() * tones.length)]!;
    const angle = random() * Math.PI;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    const phases = [random() * 6.28, random() * 6.28, random() * 6.28];
    const freq = between(random, 0.05, 0.12);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const u = x * c + y * s;
        const v = -x * s + y * c;
        const wobble = 6 * Math.sin(u * 0.013 + phases[0]!) + 3 * Math.sin(u * 0.037 + phases[1]!);
        const grain = 0.5 + 0.5 * Math.sin((v + wobble) * freq + phases[2]!);
        const fine = 0.5 + 0.5 * Math.sin((v + wobble * 2) * freq * 5.3);
        const k = 0.78 + 0.17 * grain + 0.07 * fine;
        const i = (y * width + x) * 3;
        out[i] = tone[0] * k;
        out[i + 1] = tone[1] * k;
        out[i + 2] = tone[2] * k;
      }
    }
  } else {
    const tones: Array<[number, number, number]> = [
      [40, 110, 60],
      [50, 70, 135],
      [135, 40, 48],
      [95, 95, 100],
      [70, 45, 90],
    ];
    const tone = tones[Math.floor(random() * tones.length)]!;
    const pitch = between(random, 1.6, 2.6);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const weave = Math.sin(x * pitch) * Math.sin(y * pitch);
        const k = 0.9 + 0.08 * weave + 0.05 * Math.sin(x * 0.02 + y * 0.013);
        const i = (y * width + x) * 3;
        out[i] = tone[0] * k;
        out[i + 1] = tone[1] * k;
        out[i + 2] = tone[2] * k;
      }
    }
  }
  return out;
}

export function blur(rgb: Float32Array, width: number, height: number, sigma: number): Float32Array {
  if (sigma < 0.3) return rgb;
  const radius = Math.ceil(sigma * 2.5);
  const kernel: number[] = [];
  let sum = 0;
  for (let k = -radius; k <= radius; k++) {
    const w = Math.exp(-(k * k) / (2 * sigma * sigma));
    kernel.push(w);
    sum += w;
  }
  const norm = kernel.map((w) => w / sum);
  const pass = (src: Float32Array, horizontal: boolean) => {
    const dst = new Float32Array(src.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let k = -radius; k <= radius; k++) {
          const sx = horizontal ? Math.min(width - 1, Math.max(0, x + k)) : x;
          const sy = horizontal ? y : Math.min(height - 1, Math.max(0, y + k));
          const w = norm[k + radius]!;
          const i = (sy * width + sx) * 3;
          r += src[i]! * w;
          g += src[i + 1]! * w;
          b += src[i + 2]! * w;
        }
        const o = (y * width + x) * 3;
        dst[o] = r;
        dst[o + 1] = g;
        dst[o + 2] = b;
      }
    }
    return dst;
  };
  return pass(pass(rgb, true), false);
}

export interface PhotoOptions {
  /** Allow any turn, including upside down (default true). */
  anyTurn?: boolean;
  /** Leave the card out: an empty table. */
  noCard?: boolean;
  /** The card's long side as a share of the photo's short side (default 0.65..0.95). */
  size?: [number, number];
  /** Strongest blur, in pixels of spread (default 1.6). */
  maxBlur?: number;
  /** Dimmest light, as a share of full light (default 0.45). */
  minLight?: number;
}

/** The scanner's hard photos: the card fills 45-65% of the frame's short side, blur up to 2.5 px, light to 40%. */
export const HARD_PHOTOS: PhotoOptions = { size: [0.45, 0.65], maxBlur: 2.5, minLight: 0.4 };
/** Wider still: the card fills 40-65%, blur up to 3 px, light down to 35%. */
export const WIDER_PHOTOS: PhotoOptions = { size: [0.4, 0.65], maxBlur: 3, minLight: 0.35 };

/** Lays `card` (a clean scan) on a table and photographs it, deterministically for `seed`. */
export function makeTablePhoto(card: RgbaImage | null, seed: number, options: PhotoOptions = {}): TablePhoto {
  const random = seededRandom(seed);
  const landscape = random() < 0.5;
  const width = landscape ? 960 : 720;
  const height = landscape ? 720 : 960;
  const background = random() < 0.5 ? 'wood' : 'cloth';
  const rgb = paintTable(width, height, random, background);
  const onCard = new Uint8Array(width * height);

  // Where the card lies: turned, then each corner nudged for perspective; shrunk until it fits the frame.
  const anyTurn = options.anyTurn ?? true;
  const turn = anyTurn && random() < 0.3 ? random() * 360 : (between(random, -30, 30) + 360) % 360;
  const cw = card?.width ?? 600;
  const ch = card?.height ?? 839;
  const [smallest, largest] = options.size ?? [0.65, 0.95];
  let size = Math.min(width, height) * between(random, smallest, largest);
  const tilt = Array.from({ length: 8 }, () => between(random, -0.06, 0.06));
  const centre = { x: width * between(random, 0.4, 0.6), y: height * between(random, 0.4, 0.6) };
  let corners: Point[] = [];
  for (let tries = 0; tries < 20; tries++) {
    const h = size;
    const w = (size * cw) / ch;
    const rad = (turn * Math.PI) / 180;
    const [c, s] = [Math.cos(rad), Math.sin(rad)];
    const local = [
      { x: -w / 2, y: -h / 2 },
      { x: w / 2, y: -h / 2 },
      { x: w / 2, y: h / 2 },
      { x: -w / 2, y: h / 2 },
    ];
    corners = local.map((p, k) => ({
      x: centre.x + p.x * c - p.y * s + tilt[k * 2]! * size,
      y: centre.y + p.x * s + p.y * c + tilt[k * 2 + 1]! * size,
    }));
    const inside = corners.every((p) => p.x > 8 && p.y > 8 && p.x < width - 8 && p.y < height - 8);
    if (inside) break;
    size *= 0.92;
  }
  if (card && !options.noCard) {
    const toCard = homography(corners, [
      { x: 0, y: 0 },
      { x: cw, y: 0 },
      { x: cw, y: ch },
      { x: 0, y: ch },
    ])!;
    const radius = cw * 0.04;
    const xs = corners.map((p) => p.x);
    const ys = corners.map((p) => p.y);
    // The bounds and the card's pixels worked out once, not at every pixel: the same photo, sooner.
    const [yFrom, yTo] = [Math.floor(Math.min(...ys)), Math.ceil(Math.max(...ys))];
    const [xFrom, xTo] = [Math.floor(Math.min(...xs)), Math.ceil(Math.max(...xs))];
    const data = card.data;
    for (let y = yFrom; y <= yTo; y++) {
      for (let x = xFrom; x <= xTo; x++) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        const { x: u, y: v } = project(toCard, { x: x + 0.5, y: y + 0.5 });
        if (u < 0 || v < 0 || u >= cw - 1 || v >= ch - 1) continue;
        // Rounded corners, as printed cards have.
        const du = Math.max(radius - u, u - (cw - 1 - radius), 0);
        const dv = Math.max(radius - v, v - (ch - 1 - radius), 0);
        if (du * du + dv * dv > radius * radius) continue;
        const x0 = Math.floor(u);
        const y0 = Math.floor(v);
        const fx = u - x0;
        const fy = v - y0;
        const o = (y * width + x) * 3;
        onCard[y * width + x] = 1;
        const i00 = (y0 * cw + x0) * 4;
        const i01 = i00 + cw * 4;
        for (let k = 0; k < 3; k++) {
          const a = data[i00 + k]!;
          const b = data[i00 + 4 + k]!;
          const c = data[i01 + k]!;
          const d = data[i01 + 4 + k]!;
          const top = a + (b - a) * fx;
          const bottom = c + (d - c) * fx;
          rgb[o + k] = top + (bottom - top) * fy;
        }
      }
    }
  }

  // Light: dim or bright, warm or neutral, falling off across the table, and a glare spot on the card.
  const brightness = between(random, options.minLight ?? 0.45, 1.05);
  const warm = random() < 0.6;
  const tint = [
    1,
    warm ? between(random, 0.82, 0.95) : between(random, 0.95, 1),
    warm ? between(random, 0.55, 0.8) : 1,
  ];
  const fall = between(random, 0, 0.35);
  const fallAngle = random() * Math.PI * 2;
  const glareAt = corners[Math.floor(random() * 4)]!;
  const glareMix = between(random, 0.2, 0.8);
  const glare = {
    x: glareAt.x + (centre.x - glareAt.x) * glareMix,
    y: glareAt.y + (centre.y - glareAt.y) * glareMix,
    sigma: size * between(random, 0.05, 0.14),
    strength: between(random, 0.3, 0.75),
  };
  const diagonal = Math.hypot(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along =
        ((x - width / 2) * Math.cos(fallAngle) + (y - height / 2) * Math.sin(fallAngle)) / diagonal;
      const light = brightness * (1 - fall * (along + 0.5));
      // A glossy card mirrors the lamp; a matte table only brightens a little under it.
      const g =
        (onCard[y * width + x] ? 1 : 0.25) *
        glare.strength *
        Math.exp(-((x - glare.x) ** 2 + (y - glare.y) ** 2) / (2 * glare.sigma ** 2));
      const o = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        const lit = rgb[o + k]! * light * tint[k]!;
        rgb[o + k] = lit + (255 - lit) * g;
      }
    }
  }

  const spread = between(random, 0, options.maxBlur ?? 1.6);
  const blurred = blur(rgb, width, height, spread);
  const noise = between(random, 2, 8);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, o = 0; i < blurred.length; i += 3, o += 4) {
    for (let k = 0; k < 3; k++)
      rgba[o + k] = Math.max(0, Math.min(255, blurred[i + k]! + gaussian(random) * noise));
    rgba[o + 3] = 255;
  }
  const quality = Math.round(between(random, 55, 90));
  const encoded = jpeg.encode({ width, height, data: rgba }, quality).data;
  const bytes = new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  const upsideDown = turn > 90 && turn < 270;
  return { jpeg: bytes, image: decodeJpeg(bytes), upsideDown, turn, background, corners, blur: spread };
}
