// A photo maker of another kind than photos.ts and stable-photos.ts (the tuning makers): a pinhole camera
// with a phone's focal length, held by a seated player, looks at card scans lying on a lit table plane.
import jpeg from 'jpeg-js';
import { seededRandom } from '../../../src/engine/game-log.ts';
import type { Point } from '../../../src/scan/geometry.ts';
import type { RgbaImage } from '../../../src/scan/pixels.ts';
import { between, decodeJpeg, gaussian, type Random } from '../photos.ts';
import { allScans, type StableCardTruth } from '../stable-photos.ts';

/*
 * World units are millimetres. The table is the plane z = 0, x to the player's right, y away from the
 * player, z up. Each pixel's ray is cast from the camera to the table (inverse mapping): what it meets
 * (a thumb, a card, a sleeve, the table) gives an albedo and a gloss, lit by one lamp (diffuse and a
 * Blinn-Phong highlight, so glare lies where the lamp mirrors in the card, as it does on a real table)
 * and the room's ambient light, in linear light. Then the phone: auto exposure, partial white balance,
 * lens blur, hand shake, sensor noise, the sRGB curve, sharpening and JPEG.
 */

export const TABLE_KINDS = ['dark wood', 'cloth', 'playmat', 'light laminate', 'textured'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];
export const STABLE_LAYS = ['rows apart', 'sideways rows', 'fan', 'two rows', 'across the table'] as const;
export type StableLay = (typeof STABLE_LAYS)[number];
export type Light = 'neutral' | 'warm' | 'dim';

/** A printed card: 63 mm wide; its height keeps the scan's proportions inside the cutting line. */
export const CARD_MM = { width: 63, height: (63 * 831) / 592 };
/** The scans' black cutting line is no part of the card (as in stable-photos.ts). */
const CUT = 4;
const SCAN_PX_PER_MM = 592 / CARD_MM.width;
/** Card units (the 600 x 839 scan) of a title's middle, as the scoring in stable-photos.ts takes it. */
const TITLE_MIDDLE = { x: 300, y: 75.5 };
const CORNER_RADIUS_MM = 3;

export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** A pinhole camera: where it is, its axes (right and down in the picture, forward), focal length in px. */
export interface Camera {
  position: Vec3;
  right: Vec3;
  down: Vec3;
  forward: Vec3;
  focal: number;
  width: number;
  height: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x - b.x, y: a.y - b.y, z: a.z - b.z });
const dot = (a: Vec3, b: Vec3) => a.x * b.x + a.y * b.y + a.z * b.z;
const cross = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});
const scale = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
const normalise = (a: Vec3): Vec3 => scale(a, 1 / Math.hypot(a.x, a.y, a.z));

/**
 * The camera of a phone aimed at `target` on the table from `distance` mm away: `pitch` degrees off
 * straight down, looking along compass `yaw` (0: away from the player, +y), turned `roll` degrees about
 * its axis. `focal35` is the 35 mm-equivalent focal length (a phone's main camera: 24-28 mm).
 */
export function lookAt(
  target: Vec3,
  view: { pitch: number; yaw: number; roll: number; distance: number; focal35: number },
  width: number,
  height: number,
): Camera {
  const pitch = (view.pitch * Math.PI) / 180;
  const yaw = (view.yaw * Math.PI) / 180;
  const roll = (view.roll * Math.PI) / 180;
  const ahead = { x: Math.sin(yaw), y: Math.cos(yaw), z: 0 };
  const forward = { x: ahead.x * Math.sin(pitch), y: ahead.y * Math.sin(pitch), z: -Math.cos(pitch) };
  const position = sub(target, scale(forward, view.distance));
  // Straight down, "right" would be undefined from the forward axis alone: take it square to the yaw.
  const level = normalise(cross(ahead, { x: 0, y: 0, z: 1 }));
  const up = cross(level, forward);
  const [c, s] = [Math.cos(roll), Math.sin(roll)];
  const right = { x: level.x * c + up.x * s, y: level.y * c + up.y * s, z: level.z * c + up.z * s };
  const down = normalise(cross(forward, right));
  // 35 mm equivalence is measured on the diagonal (43.27 mm).
  const focal = (Math.hypot(width, height) * view.focal35) / 43.27;
  return { position, right, down, forward, focal, width, height };
}

/** Where a point of the world lands in the picture (pixel coordinates), or null behind the camera. */
export function projectPoint(camera: Camera, p: Vec3): Point | null {
  const d = sub(p, camera.position);
  const z = dot(d, camera.forward);
  if (z <= 1e-6) return null;
  return {
    x: camera.width / 2 + (camera.focal * dot(d, camera.right)) / z,
    y: camera.height / 2 + (camera.focal * dot(d, camera.down)) / z,
  };
}

/** A card lying on the table: its middle (mm), the way its top points (radians from +y, anticlockwise). */
export interface LyingCard {
  file: string;
  printedTitle: string;
  centre: { x: number; y: number };
  turn: number;
  sleeve?: Sleeve;
}

export interface Sleeve {
  /** The sleeve's back colour seen round the card (sRGB), or null for a clear sleeve. */
  border: [number, number, number] | null;
  /** A band of glare across the sleeve: its direction (radians), offset from the middle and width in mm. */
  band: { angle: number; offset: number; width: number; strength: number };
}

const SLEEVE_MARGIN = { x: 1.5, y: 1.3 };

/** The card's axes on the table: right (along its top edge) and up (towards its top). */
function cardAxes(card: LyingCard) {
  const right = { x: Math.cos(card.turn), y: Math.sin(card.turn) };
  const up = { x: -Math.sin(card.turn), y: Math.cos(card.turn) };
  return { right, up };
}

/** A point of the card in its own units (mm from its top-left corner, v down the card) on the table. */
export function cardPoint(card: LyingCard, u: number, v: number): Vec3 {
  const { right, up } = cardAxes(card);
  const du = u - CARD_MM.width / 2;
  const dv = v - CARD_MM.height / 2;
  return {
    x: card.centre.x + du * right.x - dv * up.x,
    y: card.centre.y + du * right.y - dv * up.y,
    z: 0,
  };
}

/** The card's corners on the table: top-left, top-right, bottom-right, bottom-left. */
export function cardCorners(card: LyingCard): Vec3[] {
  const { width: w, height: h } = CARD_MM;
  return [cardPoint(card, 0, 0), cardPoint(card, w, 0), cardPoint(card, w, h), cardPoint(card, 0, h)];
}

/** A thumb resting on the table over a card's edge: a capsule from `from` to its tip `to` (mm). */
interface Thumb {
  from: { x: number; y: number };
  to: { x: number; y: number };
  radius: number;
  skin: [number, number, number];
}

export interface ProjectiveOptions {
  /** 12 MP (4032 x 3024) or 2 MP (1632 x 1224). */
  megapixels: 12 | 2;
  /** The phone's angle off straight down, degrees: drawn in this range. */
  pitch: readonly [number, number];
  table: TableKind;
  /** One card (with neighbours partly in view) or a whole Stable laid one of the ways players lay it. */
  subject: { single: true } | { single: false; lay: StableLay; count?: number };
}

export interface ProjectivePhoto {
  jpeg: Uint8Array;
  image: RgbaImage;
  /** The card photographed, or the Stable's cards (the order they were laid: the top card last). */
  cards: StableCardTruth[];
  /** Other cards partly in view (a single card's neighbours), not to be named. */
  neighbours: StableCardTruth[];
  camera: Camera;
  pitch: number;
  yaw: number;
  table: TableKind;
  light: Light;
  sleeved: boolean;
  thumb: boolean;
  /** Hand shake in pixels, and lens blur's spread. */
  motion: number;
  defocus: number;
  lay: StableLay | 'single';
}

// ---- colour --------------------------------------------------------------------------------------

const SRGB_TO_LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) {
  const c = i / 255;
  SRGB_TO_LINEAR[i] = c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}
const LINEAR_STEPS = 4096;
const LINEAR_TO_SRGB = new Float32Array(LINEAR_STEPS + 1);
for (let i = 0; i <= LINEAR_STEPS; i++) {
  const c = i / LINEAR_STEPS;
  LINEAR_TO_SRGB[i] = 255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
}
const toLinear = (v: number) => {
  const i = Math.max(0, Math.min(255, v));
  const lo = Math.floor(i);
  const hi = Math.min(255, lo + 1);
  return SRGB_TO_LINEAR[lo]! + (SRGB_TO_LINEAR[hi]! - SRGB_TO_LINEAR[lo]!) * (i - lo);
};
const toSrgb = (v: number) => LINEAR_TO_SRGB[Math.round(Math.max(0, Math.min(1, v)) * LINEAR_STEPS)]!;

// ---- procedural tables ---------------------------------------------------------------------------

/** Value noise on a 2D lattice from a seeded hash, smooth between lattice points, 0..1. */
function makeNoise(seed: number) {
  const hash = (ix: number, iy: number) => {
    let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ Math.imul(seed, 2246822519);
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
  };
  const noise = (x: number, y: number) => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = hash(ix, iy);
    const b = hash(ix + 1, iy);
    const c = hash(ix, iy + 1);
    const d = hash(ix + 1, iy + 1);
    return a + (b - a) * sx + (c - a + (a - b - c + d) * sx) * sy;
  };
  /** Octaves finer than the pixel's footprint (mm) are left out: they would only alias. */
  const fbm = (x: number, y: number, scaleMm: number, footprint: number, octaves = 4) => {
    let sum = 0;
    let weight = 0;
    let amplitude = 1;
    let size = scaleMm;
    for (let o = 0; o < octaves && size > footprint * 2; o++) {
      sum += amplitude * noise(x / size + o * 17.3, y / size - o * 9.1);
      weight += amplitude;
      amplitude *= 0.5;
      size *= 0.5;
    }
    return weight > 0 ? sum / weight : 0.5;
  };
  return { noise, fbm };
}

interface Surface {
  /** Linear albedo. */
  r: number;
  g: number;
  b: number;
  /** Specular strength and sharpness (Blinn-Phong exponent). */
  gloss: number;
  shine: number;
}

type TablePaint = (x: number, y: number, footprint: number, out: Surface) => void;

const linearTone = (tone: readonly number[]): [number, number, number] => [
  toLinear(tone[0]!),
  toLinear(tone[1]!),
  toLinear(tone[2]!),
];

/** The table's surface at (x, y) mm, for each kind; its draws come from `random` once. */
function makeTable(kind: TableKind, random: Random): TablePaint {
  const { fbm, noise } = makeNoise(Math.floor(random() * 2 ** 31));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  if (kind === 'dark wood') {
    const base = linearTone(
      pick([
        [92, 58, 36],
        [70, 44, 28],
        [110, 70, 42],
        [60, 40, 30],
      ]),
    );
    const angle = between(random, -0.4, 0.4) + (random() < 0.5 ? 0 : Math.PI / 2);
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    const plank = between(random, 90, 160);
    const gloss = between(random, 0.03, 0.12);
    return (x, y, footprint, out) => {
      const along = x * c + y * s;
      const across = -x * s + y * c;
      const board = Math.floor(across / plank);
      const wobble = 8 * fbm(along + board * 500, across, 120, footprint, 3);
      const grain = fbm(along * 0.08 + board * 31, across + wobble * 3, 2.5, footprint, 3);
      const seam = Math.abs(across - (board + 0.5) * plank) > plank / 2 - 0.8 ? 0.45 : 1;
      const k = (0.7 + 0.55 * grain) * seam * (0.85 + 0.3 * noise(board * 7.1, 3.3));
      out.r = base[0] * k;
      out.g = base[1] * k;
      out.b = base[2] * k;
      out.gloss = gloss;
      out.shine = 25;
    };
  }
  if (kind === 'cloth') {
    const base = linearTone(
      pick([
        [30, 95, 55],
        [40, 60, 120],
        [120, 35, 45],
        [80, 80, 86],
        [60, 40, 80],
        [20, 20, 24],
      ]),
    );
    const pitch = between(random, 0.6, 1.2);
    return (x, y, footprint, out) => {
      // A weave finer than the pixel averages out to its mean.
      const weave = footprint < pitch ? Math.sin((x * Math.PI) / pitch) * Math.sin((y * Math.PI) / pitch) : 0;
      const k = 0.85 + 0.1 * weave * (1 - footprint / pitch) + 0.25 * (fbm(x, y, 60, footprint) - 0.5);
      out.r = base[0] * k;
      out.g = base[1] * k;
      out.b = base[2] * k;
      out.gloss = 0;
      out.shine = 1;
    };
  }
  if (kind === 'playmat') {
    // A printed neoprene mat: soft painted art in a few colours, some of them pale, and a border.
    const palette = Array.from({ length: 4 }, () =>
      linearTone([between(random, 20, 235), between(random, 20, 235), between(random, 20, 235)]),
    );
    const edge = { x: between(random, -300, 300), y: between(random, -300, 300) };
    const stripe = between(random, 30, 80);
    return (x, y, footprint, out) => {
      const a = fbm(x, y, 180, footprint, 5);
      const b = fbm(x + 900, y - 400, 70, footprint, 4);
      const i = Math.min(3, Math.floor(a * 4.4 - 0.2 < 0 ? 0 : a * 4.4 - 0.2));
      const j = Math.min(3, i + 1);
      const t = b;
      const [p, q] = [palette[i]!, palette[j]!];
      const border = Math.abs(x - edge.x) % 600 < stripe || Math.abs(y - edge.y) % 700 < 6 ? 0.35 : 1;
      out.r = (p[0] * (1 - t) + q[0] * t) * border;
      out.g = (p[1] * (1 - t) + q[1] * t) * border;
      out.b = (p[2] * (1 - t) + q[2] * t) * border;
      out.gloss = 0.02;
      out.shine = 8;
    };
  }
  if (kind === 'light laminate') {
    // A pale, nearly paper-white kitchen or office table, glossy enough to show the lamp.
    const base = linearTone(
      pick([
        [226, 218, 200],
        [236, 236, 232],
        [214, 204, 184],
        [222, 226, 228],
      ]),
    );
    const grainy = random() < 0.5;
    const gloss = between(random, 0.15, 0.4);
    return (x, y, footprint, out) => {
      const grain = grainy ? fbm(x * 0.1, y, 3, footprint, 3) : fbm(x, y, 4, footprint, 2);
      const k = 0.93 + 0.08 * grain + 0.04 * (fbm(x, y, 200, footprint, 2) - 0.5);
      out.r = base[0] * k;
      out.g = base[1] * k;
      out.b = base[2] * k;
      out.gloss = gloss;
      out.shine = 60;
    };
  }
  // Textured: marble veins or a plaid tablecloth.
  if (random() < 0.5) {
    const base = linearTone(
      pick([
        [180, 176, 170],
        [120, 118, 116],
        [196, 190, 176],
      ]),
    );
    const vein = linearTone(
      pick([
        [60, 60, 64],
        [230, 228, 224],
        [90, 70, 60],
      ]),
    );
    return (x, y, footprint, out) => {
      const v = Math.abs(Math.sin((x * 0.01 + 6 * fbm(x, y, 120, footprint, 5)) * Math.PI));
      const m = Math.max(0, 1 - v * 6) * 0.8;
      out.r = base[0] * (1 - m) + vein[0] * m;
      out.g = base[1] * (1 - m) + vein[1] * m;
      out.b = base[2] * (1 - m) + vein[2] * m;
      out.gloss = 0.2;
      out.shine = 40;
    };
  }
  const a = linearTone([between(random, 120, 230), between(random, 40, 200), between(random, 40, 200)]);
  const b = linearTone([between(random, 20, 120), between(random, 20, 120), between(random, 40, 160)]);
  const period = between(random, 25, 60);
  const band = (t: number) => (((t / period) % 1) + 1) % 1 < 0.5;
  return (x, y, footprint, out) => {
    const m = footprint > period / 4 ? 0.5 : (band(x) ? 0.5 : 0) + (band(y) ? 0.5 : 0);
    const thread = footprint < 0.5 ? 0.06 * Math.sin(x * 6) * Math.sin(y * 6) : 0;
    out.r = (a[0] * (1 - m) + b[0] * m) * (1 + thread);
    out.g = (a[1] * (1 - m) + b[1] * m) * (1 + thread);
    out.b = (a[2] * (1 - m) + b[2] * m) * (1 + thread);
    out.gloss = 0;
    out.shine = 1;
  };
}

// ---- the card faces, with smaller copies for far cards -------------------------------------------

interface Face {
  levels: Array<{ width: number; height: number; rgb: Uint8Array }>;
}
const faces = new Map<string, Face>();

function face(file: string): Face {
  const known = faces.get(file);
  if (known) return known;
  const scan = allScans().find((s) => s.label.file === file)!.image;
  let level = { width: scan.width, height: scan.height, rgb: new Uint8Array(scan.width * scan.height * 3) };
  for (let i = 0; i < scan.width * scan.height; i++)
    for (let k = 0; k < 3; k++) level.rgb[i * 3 + k] = scan.data[i * 4 + k]!;
  const levels = [level];
  for (let n = 0; n < 3; n++) {
    const w = Math.floor(level.width / 2);
    const h = Math.floor(level.height / 2);
    const rgb = new Uint8Array(w * h * 3);
    const from = level.rgb;
    const row = level.width * 3;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        for (let k = 0; k < 3; k++) {
          const i = (2 * y * level.width + 2 * x) * 3 + k;
          rgb[(y * w + x) * 3 + k] = (from[i]! + from[i + 3]! + from[i + row]! + from[i + row + 3]! + 2) >> 2;
        }
    level = { width: w, height: h, rgb };
    levels.push(level);
  }
  const made = { levels };
  faces.set(file, made);
  return made;
}

/** Bilinear sample of a face at scan pixel (sx, sy), from the level whose pixels fit `footprint` scan px. */
function sampleFace(f: Face, sx: number, sy: number, footprint: number, out: Surface): void {
  const n = Math.max(0, Math.min(f.levels.length - 1, Math.floor(Math.log2(Math.max(1, footprint)))));
  const level = f.levels[n]!;
  const k = 2 ** n;
  const x = Math.max(0, Math.min(level.width - 1.001, sx / k - 0.5));
  const y = Math.max(0, Math.min(level.height - 1.001, sy / k - 0.5));
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const i00 = (y0 * level.width + x0) * 3;
  const i01 = i00 + level.width * 3;
  out.r = blend(level.rgb, i00, i01, fx, fy);
  out.g = blend(level.rgb, i00 + 1, i01 + 1, fx, fy);
  out.b = blend(level.rgb, i00 + 2, i01 + 2, fx, fy);
}

function blend(rgb: Uint8Array, i00: number, i01: number, fx: number, fy: number): number {
  const top = rgb[i00]! + (rgb[i00 + 3]! - rgb[i00]!) * fx;
  const bottom = rgb[i01]! + (rgb[i01 + 3]! - rgb[i01]!) * fx;
  return SRGB_TO_LINEAR[Math.round(top + (bottom - top) * fy)]!;
}

// ---- laying cards --------------------------------------------------------------------------------

function drawFace(random: Random): { file: string; printedTitle: string } {
  const scans = allScans();
  const { label } = scans[Math.floor(random() * scans.length)]!;
  return { file: label.file, printedTitle: label.printedTitle };
}

/** Where a Stable's cards lie (mm, the player's side of the table), in the order they were laid. */
function layStable(random: Random, lay: StableLay, count: number): LyingCard[] {
  const { width: W, height: H } = CARD_MM;
  const deg = (d: number) => (d * Math.PI) / 180;
  const cards: LyingCard[] = [];
  const put = (x: number, y: number, turn: number) =>
    cards.push({ ...drawFace(random), centre: { x, y }, turn });
  if (lay === 'fan') {
    // One column (two for a crowded Stable), each card a step lower, covering the lower part of the one before.
    const columns = count >= 7 && random() < 0.5 ? 2 : 1;
    const per = Math.ceil(count / columns);
    let k = 0;
    for (let c = 0; c < columns; c++) {
      const step = between(random, 0.15, 0.22) * H;
      const turn = deg(between(random, -6, 6));
      const x0 = (c - (columns - 1) / 2) * (W + between(random, 15, 40));
      for (let i = 0; i < per && k < count; i++, k++) {
        const along = -i * step;
        put(
          x0 + along * -Math.sin(turn) + between(random, -1.5, 1.5),
          along * Math.cos(turn),
          turn + deg(between(random, -1.5, 1.5)),
        );
      }
    }
    return cards;
  }
  if (lay === 'sideways rows') {
    // Each card laid on the right edge of the one before, every title still in view; one or two rows.
    const rows = count >= 6 && random() < 0.6 ? 2 : 1;
    const per = Math.ceil(count / rows);
    let k = 0;
    for (let r = 0; r < rows; r++) {
      const step = between(random, 0.84, 0.93) * W;
      const turn = deg(between(random, -4, 4));
      const y0 = -r * (H + between(random, 10, 35));
      for (let i = 0; i < per && k < count; i++, k++)
        put(
          i * step,
          y0 + i * step * Math.sin(turn) + between(random, -2, 2),
          turn + deg(between(random, -1.5, 1.5)),
        );
    }
    return cards;
  }
  // Rows apart; two rows for 'two rows' (and for a crowded Stable).
  const rows = lay === 'two rows' || count >= 6 ? 2 : 1;
  const per = Math.ceil(count / rows);
  let k = 0;
  for (let r = 0; r < rows; r++) {
    let x = between(random, -20, 20);
    const y0 = -r * (H + between(random, 10, 45));
    for (let i = 0; i < per && k < count; i++, k++) {
      put(x, y0 + between(random, -5, 5), deg(between(random, -7, 7)));
      x += W + between(random, 4, 30);
    }
  }
  return cards;
}

/** The middle of the cards' bounding box on the table. */
function middleOf(cards: readonly LyingCard[]): Vec3 {
  const corners = cards.flatMap(cardCorners);
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2, z: 0 };
}

/** How much of the frame the cards' outline fills (the larger share of width or height), and whether all show. */
function framing(camera: Camera, cards: readonly LyingCard[]) {
  const points = cards.flatMap(cardCorners).map((p) => projectPoint(camera, p));
  if (points.some((p) => p === null)) return { fill: Infinity, inside: false };
  const xs = points.map((p) => p!.x);
  const ys = points.map((p) => p!.y);
  const fill = Math.max(
    (Math.max(...xs) - Math.min(...xs)) / camera.width,
    (Math.max(...ys) - Math.min(...ys)) / camera.height,
  );
  const margin = 0.02 * Math.min(camera.width, camera.height);
  const inside =
    Math.min(...xs) > margin &&
    Math.min(...ys) > margin &&
    Math.max(...xs) < camera.width - margin &&
    Math.max(...ys) < camera.height - margin;
  return { fill, inside };
}

// ---- the photo -----------------------------------------------------------------------------------

/** Photographs one card, or a whole Stable, at a seated player's angle; the same seed, the same photo. */
export function makeProjectivePhoto(seed: number, options: ProjectiveOptions): ProjectivePhoto {
  const random = seededRandom(scramble(seed));
  // Neighbouring seeds' first draws agree too often (25 of 45 bench seeds drew a sleeve at 35%): mixed
  // and warmed up, they do not (300 seeds: each of the first 12 draws under 0.35 92-118 times).
  random();
  random();
  random();
  const single = options.subject.single;
  const lay: StableLay | 'single' = options.subject.single ? 'single' : options.subject.lay;
  // A single card is mostly shot in portrait, a Stable in landscape.
  const portrait = random() < (single ? 0.6 : 0.2);
  const [long, short] = options.megapixels === 12 ? [4032, 3024] : [1632, 1224];
  const width = portrait ? short : long;
  const height = portrait ? long : short;

  let cards: LyingCard[];
  if (options.subject.single) {
    cards = [{ ...drawFace(random), centre: { x: 0, y: 0 }, turn: between(random, -0.35, 0.35) }];
  } else {
    const count = options.subject.count ?? 3 + Math.floor(random() * 6);
    cards = layStable(random, options.subject.lay, count);
  }
  const sleeved = random() < 0.35;
  if (sleeved)
    for (const card of cards)
      card.sleeve = {
        border:
          random() < 0.4
            ? null
            : ((
                [
                  [20, 20, 22],
                  [30, 50, 120],
                  [130, 25, 30],
                  [235, 235, 235],
                ] as const
              )[Math.floor(random() * 4)]!.slice() as [number, number, number]),
        band: {
          angle: random() * Math.PI,
          offset: between(random, -30, 30),
          width: between(random, 4, 14),
          strength: between(random, 0.1, 0.45),
        },
      };

  // The phone: a seated player's angle, looking at their own Stable (or across the table at another's).
  const pitch = between(random, ...options.pitch);
  const across = lay === 'across the table';
  const yaw = (across ? 180 : 0) + between(random, -20, 20);
  const roll = between(random, -8, 8);
  const focal35 = between(random, 24, 28);
  const aim = middleOf(cards);
  const target = {
    x: aim.x + between(random, -0.04, 0.04) * CARD_MM.width,
    y: aim.y + between(random, -0.04, 0.04) * CARD_MM.height,
    z: 0,
  };
  // A card photographed alone fills 45-80% of the frame; a Stable 65-90%, less from across the table.
  const wanted = single
    ? between(random, 0.45, 0.8)
    : across
      ? between(random, 0.45, 0.7)
      : between(random, 0.65, 0.9);
  const view = (distance: number) => lookAt(target, { pitch, yaw, roll, distance, focal35 }, width, height);
  let lo = 50;
  let hi = 5000;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (framing(view(mid), cards).fill > wanted) lo = mid;
    else hi = mid;
  }
  let distance = hi;
  while (!framing(view(distance), cards).inside && distance < 6000) distance *= 1.04;
  const camera = view(distance);

  // A single card's neighbours: other cards lying just off the frame's edge, partly in view.
  const neighbours: LyingCard[] = [];
  if (single) {
    const wantedNeighbours = Math.floor(random() * 4);
    for (let n = 0; n < wantedNeighbours; n++) {
      // The far edge or a side: a card at the near edge would loom larger than the one photographed.
      const side = Math.floor(random() * 3);
      const along = between(random, 0.15, 0.85);
      const edge = [
        { x: along * width, y: 0 },
        { x: width, y: along * height * 0.7 },
        { x: 0, y: along * height * 0.7 },
      ][side]!;
      const hit = rayToTable(camera, edge.x, edge.y);
      const turn = between(random, -0.3, 0.3);
      const faceDrawn = drawFace(random);
      if (!hit) continue;
      const card: LyingCard = { ...faceDrawn, centre: { x: hit.x, y: hit.y }, turn };
      // Pushed out until it no longer touches the card photographed (a neighbour is beside it, not on it).
      const out = normalise({ x: hit.x - cards[0]!.centre.x, y: hit.y - cards[0]!.centre.y, z: 0 });
      const push = between(random, 0.2, 0.5) * CARD_MM.height;
      card.centre = { x: hit.x + out.x * push, y: hit.y + out.y * push };
      const clear = Math.hypot(card.centre.x - cards[0]!.centre.x, card.centre.y - cards[0]!.centre.y);
      if (clear > Math.hypot(CARD_MM.width, CARD_MM.height) + 4) neighbours.push(card);
    }
  }

  // A thumb holding the card (or the Stable's first card) down, over a side or its bottom edge, below the title.
  const thumbed = random() < 0.3;
  let thumb: Thumb | null = null;
  if (thumbed) {
    const host = cards[Math.floor(random() * cards.length)]!;
    const side = Math.floor(random() * 3);
    const { width: W, height: H } = CARD_MM;
    const overlap = between(random, 4, 12);
    const length = between(random, 45, 65);
    const [edgeU, edgeV, dirU, dirV] =
      side === 0
        ? [0, between(random, 0.4, 0.9) * H, -1, between(random, -0.3, 0.3)]
        : side === 1
          ? [W, between(random, 0.4, 0.9) * H, 1, between(random, -0.3, 0.3)]
          : [between(random, 0.2, 0.8) * W, H, between(random, -0.4, 0.4), 1];
    const norm = Math.hypot(dirU, dirV);
    const tip = cardPoint(host, edgeU - (dirU / norm) * overlap, edgeV - (dirV / norm) * overlap);
    const base = cardPoint(host, edgeU + (dirU / norm) * length, edgeV + (dirV / norm) * length);
    thumb = {
      from: base,
      to: tip,
      radius: between(random, 8, 11),
      skin: (
        [
          [224, 172, 140],
          [198, 134, 100],
          [141, 85, 54],
          [240, 200, 175],
        ] as const
      )[Math.floor(random() * 4)]!.slice() as [number, number, number],
    };
  }

  // Light: a lamp above the table whose mirror image lies on a card (glare) most of the time.
  const light: Light = (['neutral', 'warm', 'dim'] as const)[Math.floor(random() * 3)]!;
  const lampColour = light === 'warm' ? [1, 0.78, 0.5] : light === 'dim' ? [1, 0.85, 0.65] : [1, 0.97, 0.93];
  const lampHeight = between(random, 900, 2000);
  const glareOn = random() < 0.75;
  const mirrorAt = (() => {
    const host = cards[Math.floor(random() * cards.length)]!;
    return glareOn
      ? cardPoint(
          host,
          between(random, 0.1, 0.9) * CARD_MM.width,
          between(random, 0.05, 0.95) * CARD_MM.height,
        )
      : { x: target.x + between(random, -900, 900), y: target.y + between(random, -900, 900), z: 0 };
  })();
  // The lamp's image below the table lies on the ray from the camera through the mirror point.
  const c = camera.position;
  const reach = (c.z + lampHeight) / c.z;
  const lamp = {
    x: c.x + (mirrorAt.x - c.x) * reach,
    y: c.y + (mirrorAt.y - c.y) * reach,
    z: lampHeight,
  };
  const lampPower = between(random, 0.6, 1.2) * lampHeight * lampHeight;
  const ambient = between(random, 0.25, 0.6);
  const cardGloss = between(random, 0.1, 0.45);
  const cardShine = between(random, 25, 90);
  const sleeveGloss = between(random, 0.5, 1);
  const sleeveShine = between(random, 80, 300);
  const tableEdge = between(random, 350, 900);

  const paintTable = makeTable(options.table, random);
  const rgb = new Float32Array(width * height * 3);
  const surface: Surface = { r: 0, g: 0, b: 0, gloss: 0, shine: 1 };
  const laid = [...cards, ...neighbours];
  const reach2 = ((Math.hypot(CARD_MM.width, CARD_MM.height) + 6) / 2) ** 2;
  const { right, down, forward, focal } = camera;
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const a = (px + 0.5 - width / 2) / focal;
      const b = (py + 0.5 - height / 2) / focal;
      const dx = forward.x + a * right.x + b * down.x;
      const dy = forward.y + a * right.y + b * down.y;
      const dz = forward.z + a * right.z + b * down.z;
      const o = (py * width + px) * 3;
      if (dz > -1e-4) {
        // Above the horizon: a dim wall.
        rgb[o] = rgb[o + 1] = rgb[o + 2] = 0.04;
        continue;
      }
      const t = -c.z / dz;
      const x = c.x + t * dx;
      const y = c.y + t * dy;
      const length = Math.hypot(dx, dy, dz);
      // mm of table under one pixel, stretched along the view by the slant.
      const footprint = (t * length) / focal / Math.sqrt(-dz / length);
      let hitCard = false;
      if (thumb && onThumb(thumb, x, y, surface)) hitCard = true;
      else {
        for (let k = laid.length - 1; k >= 0 && !hitCard; k--) {
          const card = laid[k]!;
          const ox = x - card.centre.x;
          const oy = y - card.centre.y;
          if (ox * ox + oy * oy > reach2) continue;
          hitCard = onCard(card, ox, oy, footprint, sleeveGloss, sleeveShine, cardGloss, cardShine, surface);
        }
      }
      if (!hitCard) {
        if (Math.abs(x - target.x) > tableEdge * 2 || y - target.y > tableEdge) {
          // Past the table's far edge: the floor, far below and dark.
          surface.r = surface.g = surface.b = 0.02;
          surface.gloss = 0;
        } else paintTable(x, y, footprint, surface);
      }
      // One lamp (inverse square, Lambert and a Blinn-Phong highlight) and the room's ambient light.
      const lx = lamp.x - x;
      const ly = lamp.y - y;
      const lz = lamp.z;
      const l2 = lx * lx + ly * ly + lz * lz;
      const ll = Math.sqrt(l2);
      const cosLight = lz / ll;
      const irradiance = (lampPower / l2) * cosLight;
      let spec = 0;
      if (surface.gloss > 0) {
        const vx = -dx / length;
        const vy = -dy / length;
        const vz = -dz / length;
        const hx = lx / ll + vx;
        const hy = ly / ll + vy;
        const hz = lz / ll + vz;
        const nh = hz / Math.hypot(hx, hy, hz);
        spec = surface.gloss * nh ** surface.shine * (lampPower / l2);
      }
      const diffuse = ambient + irradiance;
      rgb[o] = surface.r * diffuse * lampColour[0]! + spec * lampColour[0]!;
      rgb[o + 1] = surface.g * diffuse * lampColour[1]! + spec * lampColour[1]!;
      rgb[o + 2] = surface.b * diffuse * lampColour[2]! + spec * lampColour[2]!;
    }
  }

  // The phone: exposure to a mid grey (held back in dim light), white balance that half corrects the lamp.
  // Metering keeps most highlights (a phone's HDR): the 98th percentile stays under full white.
  const lums: number[] = [];
  for (let i = 0; i < rgb.length; i += 3 * 97)
    lums.push(0.2126 * rgb[i]! + 0.7152 * rgb[i + 1]! + 0.0722 * rgb[i + 2]!);
  const mean = lums.reduce((a, b) => a + b, 0) / lums.length;
  lums.sort((a, b) => a - b);
  const bright = lums[Math.floor(lums.length * 0.98)]!;
  const target18 = light === 'dim' ? between(random, 0.05, 0.09) : between(random, 0.14, 0.22);
  const gain = Math.min(light === 'dim' ? 12 : 6, target18 / mean, (light === 'dim' ? 0.5 : 0.9) / bright);
  const correction = between(random, 0.4, 0.8);
  const balance = lampColour.map((v) => gain * (lampColour[1]! / v) ** correction);
  for (let i = 0; i < rgb.length; i += 3) for (let k = 0; k < 3; k++) rgb[i + k]! *= balance[k]!;

  const res = options.megapixels === 12 ? 2.47 : 1;
  const defocus = between(random, 0.3, 1.2) * res;
  const motion = (random() < 0.5 ? between(random, 0, 1) : between(random, 1, 4)) * res;
  const motionAngle = random() * Math.PI;
  let img = gaussianBlur(rgb, width, height, defocus);
  img = motionBlur(img, width, height, motion, motionAngle);

  // Sensor noise (shot noise grows with the signal, all of it with the gain), then the sRGB curve.
  const read = between(random, 0.002, 0.006) * gain;
  const shot = between(random, 0.002, 0.005) * Math.sqrt(gain);
  const srgb = new Float32Array(img.length);
  for (let i = 0; i < img.length; i += 3) {
    const lum = gaussian(random) * 0.5;
    for (let k = 0; k < 3; k++) {
      const v = Math.max(0, img[i + k]!);
      const sigma = read + shot * Math.sqrt(v);
      srgb[i + k] = toSrgb(v + sigma * (gaussian(random) * 0.6 + lum));
    }
  }
  // The phone sharpens (an unsharp mask), then stores a JPEG.
  const amount = between(random, 0.2, 0.8);
  const soft = gaussianBlur(srgb, width, height, 1.2 * res);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, o = 0; i < srgb.length; i += 3, o += 4) {
    for (let k = 0; k < 3; k++)
      rgba[o + k] = Math.max(
        0,
        Math.min(255, Math.round(srgb[i + k]! + amount * (srgb[i + k]! - soft[i + k]!))),
      );
    rgba[o + 3] = 255;
  }
  const quality = Math.round(options.megapixels === 12 ? between(random, 80, 95) : between(random, 60, 85));
  const encoded = jpeg.encode({ width, height, data: rgba }, quality).data;
  const bytes = new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);

  const truth = (card: LyingCard): StableCardTruth => {
    const corners = cardCorners(card).map((p) => projectPoint(camera, p)!);
    const title = cardPoint(
      card,
      (TITLE_MIDDLE.x - CUT) / SCAN_PX_PER_MM,
      (TITLE_MIDDLE.y - CUT) / SCAN_PX_PER_MM,
    );
    return {
      file: card.file,
      printedTitle: card.printedTitle,
      corners,
      titleCentre: projectPoint(camera, title)!,
    };
  };
  return {
    jpeg: bytes,
    image: decodeJpeg(bytes),
    cards: cards.map(truth),
    neighbours: neighbours.map((n) => {
      // A neighbour may lie partly behind the camera's view; only what projects is kept.
      const corners = cardCorners(n).map((p) => projectPoint(camera, p) ?? { x: NaN, y: NaN });
      return { file: n.file, printedTitle: n.printedTitle, corners, titleCentre: corners[0]! };
    }),
    camera,
    pitch,
    yaw,
    table: options.table,
    light,
    sleeved,
    thumb: thumbed,
    motion,
    defocus,
    lay,
  };
}

/** Murmur3's finaliser: nearby seeds become unrelated ones. */
function scramble(seed: number): number {
  let h = seed >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The table point under picture pixel (x, y), or null above the horizon. */
export function rayToTable(camera: Camera, x: number, y: number): Vec3 | null {
  const a = (x - camera.width / 2) / camera.focal;
  const b = (y - camera.height / 2) / camera.focal;
  const d = {
    x: camera.forward.x + a * camera.right.x + b * camera.down.x,
    y: camera.forward.y + a * camera.right.y + b * camera.down.y,
    z: camera.forward.z + a * camera.right.z + b * camera.down.z,
  };
  if (d.z > -1e-4) return null;
  const t = -camera.position.z / d.z;
  return { x: camera.position.x + t * d.x, y: camera.position.y + t * d.y, z: 0 };
}

/** The thumb's skin at (x, y), rounder (darker) towards its sides, a paler nail at the tip. */
function onThumb(thumb: Thumb, x: number, y: number, out: Surface): boolean {
  const ax = thumb.to.x - thumb.from.x;
  const ay = thumb.to.y - thumb.from.y;
  const len2 = ax * ax + ay * ay;
  const t = Math.max(0, Math.min(1, ((x - thumb.from.x) * ax + (y - thumb.from.y) * ay) / len2));
  const cx = thumb.from.x + ax * t - x;
  const cy = thumb.from.y + ay * t - y;
  const d = Math.hypot(cx, cy) / thumb.radius;
  if (d >= 1) return false;
  const round = 0.55 + 0.45 * Math.sqrt(1 - d * d);
  const nail = t > 0.82 && d < 0.6 ? 1.15 : 1;
  out.r = toLinear(thumb.skin[0] * nail) * round;
  out.g = toLinear(thumb.skin[1] * nail) * round;
  out.b = toLinear(thumb.skin[2] * nail) * round;
  out.gloss = 0.05;
  out.shine = 10;
  return true;
}

/** A card (or its sleeve) at offset (ox, oy) mm from its middle: its face, rounded corners, the sleeve's sheen. */
function onCard(
  card: LyingCard,
  ox: number,
  oy: number,
  footprint: number,
  sleeveGloss: number,
  sleeveShine: number,
  cardGloss: number,
  cardShine: number,
  out: Surface,
): boolean {
  const { right, up } = cardAxes(card);
  const u = ox * right.x + oy * right.y;
  const v = -(ox * up.x + oy * up.y);
  const halfW = CARD_MM.width / 2;
  const halfH = CARD_MM.height / 2;
  const sleeve = card.sleeve;
  const marginX = sleeve ? SLEEVE_MARGIN.x : 0;
  const marginY = sleeve ? SLEEVE_MARGIN.y : 0;
  if (!insideRounded(u, v, halfW + marginX, halfH + marginY, CORNER_RADIUS_MM + marginX)) return false;
  const onFace = !sleeve || insideRounded(u, v, halfW, halfH, CORNER_RADIUS_MM);
  if (onFace) {
    const f = face(card.file);
    const sx = (u + halfW) * SCAN_PX_PER_MM + CUT;
    const sy = (v + halfH) * SCAN_PX_PER_MM + CUT;
    sampleFace(f, sx, sy, footprint * SCAN_PX_PER_MM, out);
    out.gloss = cardGloss;
    out.shine = cardShine;
  } else {
    // A clear sleeve's edge shows a grey rim of plastic.
    const border = sleeve!.border ?? [128, 128, 128];
    out.r = SRGB_TO_LINEAR[border[0]]!;
    out.g = SRGB_TO_LINEAR[border[1]]!;
    out.b = SRGB_TO_LINEAR[border[2]]!;
    out.gloss = sleeveGloss;
  }
  if (sleeve) {
    // Clear plastic: a little haze over the face, a mirror-like gloss, and a band where it is not flat.
    const band = sleeve.band;
    const across = u * Math.cos(band.angle) + v * Math.sin(band.angle) - band.offset;
    const sheen = band.strength * Math.exp(-(across * across) / (2 * band.width * band.width));
    out.r = out.r * 0.93 + 0.02 + sheen;
    out.g = out.g * 0.93 + 0.02 + sheen;
    out.b = out.b * 0.93 + 0.02 + sheen;
    out.gloss = sleeveGloss;
    out.shine = sleeveShine;
  }
  return true;
}

function insideRounded(u: number, v: number, halfW: number, halfH: number, radius: number): boolean {
  const au = Math.abs(u);
  const av = Math.abs(v);
  if (au > halfW || av > halfH) return false;
  const du = au - (halfW - radius);
  const dv = av - (halfH - radius);
  return du <= 0 || dv <= 0 || du * du + dv * dv <= radius * radius;
}

// ---- the phone's optics ----------------------------------------------------------------------------

/** Separable Gaussian blur of interleaved RGB floats. */
function gaussianBlur(src: Float32Array, width: number, height: number, sigma: number): Float32Array {
  if (sigma < 0.3) return src;
  const radius = Math.ceil(sigma * 2.5);
  const weights = Array.from({ length: 2 * radius + 1 }, (_, k) =>
    Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = weights.reduce((a, b) => a + b, 0);
  const kernel = Float32Array.from(weights, (w) => w / total);
  const pass = (input: Float32Array, stepX: number, stepY: number) => {
    const output = new Float32Array(input.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let k = -radius; k <= radius; k++) {
          const sx = Math.min(width - 1, Math.max(0, x + k * stepX));
          const sy = Math.min(height - 1, Math.max(0, y + k * stepY));
          const i = (sy * width + sx) * 3;
          const w = kernel[k + radius]!;
          r += input[i]! * w;
          g += input[i + 1]! * w;
          b += input[i + 2]! * w;
        }
        const o = (y * width + x) * 3;
        output[o] = r;
        output[o + 1] = g;
        output[o + 2] = b;
      }
    }
    return output;
  };
  return pass(pass(src, 1, 0), 0, 1);
}

/** Hand shake: the picture averaged along a short straight path of `length` pixels. */
function motionBlur(
  src: Float32Array,
  width: number,
  height: number,
  length: number,
  angle: number,
): Float32Array {
  if (length < 0.75) return src;
  const taps = Math.ceil(length) + 1;
  const offsets = Array.from({ length: taps }, (_, k) => {
    const s = (k / (taps - 1) - 0.5) * length;
    return { x: Math.round(s * Math.cos(angle)), y: Math.round(s * Math.sin(angle)) };
  });
  const output = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const off of offsets) {
        const sx = Math.min(width - 1, Math.max(0, x + off.x));
        const sy = Math.min(height - 1, Math.max(0, y + off.y));
        const i = (sy * width + sx) * 3;
        r += src[i]!;
        g += src[i + 1]!;
        b += src[i + 2]!;
      }
      const o = (y * width + x) * 3;
      output[o] = r / taps;
      output[o + 1] = g / taps;
      output[o + 2] = b / taps;
    }
  }
  return output;
}
