// Another print of the cards, drawn from their titles: a coloured frame, the title in a heavy slab serif,
// made-up art and body lines. Gives the scanner test cards where we have no scans (Control & Chaos, other prints).
import { seededRandom } from '../../src/engine/game-log.ts';
import type { RgbaImage } from '../../src/scan/pixels.ts';
import { between, gaussian, type Random } from './photos.ts';
import { fillContours, loadFace, polygon, textOutline, textWidth } from './title-render.ts';

/** Same size as the 2e scans, so makeTablePhoto lays it on a table the same way. */
export const PRINT_WIDTH = 600;
export const PRINT_HEIGHT = 839;

type Rgb = readonly [number, number, number];

/** Frame colour per card type: strong mid tones, none of them the 2e print's corner colours. */
const FRAME: Record<string, Rgb[]> = {
  'baby-unicorn': [[214, 96, 150]],
  'basic-unicorn': [[70, 110, 190]],
  'magical-unicorn': [[120, 70, 170]],
  'ultimate-unicorn': [[180, 140, 40]],
  magic: [[40, 140, 90]],
  upgrade: [[215, 120, 40]],
  downgrade: [[170, 50, 50]],
  instant: [[200, 60, 120]],
};

/** Title ink: black or a deep colour, as prints vary. */
const TITLE_INK: Rgb[] = [
  [20, 18, 22],
  [35, 30, 28],
  [28, 36, 92],
  [100, 28, 36],
  [24, 68, 44],
];

/** Our own filler words for the rules text; never a card's printed text. */
const WORDS =
  'when this card enters your stable you may choose one player and look at their hand then each other player draws a card or passes it along the table until the end of turn'.split(
    ' ',
  );

export interface PrintOptions {
  /** Title letters' cap height in card units (default 26..36). */
  capHeight?: [number, number];
}

/** What the print looks like for one seed, for tests that need to know where the title went. */
export interface PrintCard {
  image: RgbaImage;
  /** The title's ink box in card units. */
  title: { x: number; y: number; width: number; height: number };
  frame: number;
}

/** Draws `title` as a card of `type` in the other print, deterministically for `seed`. */
export function makePrintCard(
  title: string,
  type: string,
  seed: number,
  options: PrintOptions = {},
): PrintCard {
  const random = seededRandom(seed);
  const w = PRINT_WIDTH;
  const h = PRINT_HEIGHT;
  const rgb = new Float32Array(w * h * 3);
  const paper: Rgb = [between(random, 238, 252), between(random, 234, 248), between(random, 222, 240)];
  const frameColour = pick(random, FRAME[type] ?? FRAME['magic']!);
  const frame = Math.round(between(random, 10, 22));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const edge = Math.min(x, y, w - 1 - x, h - 1 - y);
      const colour = edge < frame ? frameColour : paper;
      const o = (y * w + x) * 3;
      rgb[o] = colour[0];
      rgb[o + 1] = colour[1];
      rgb[o + 2] = colour[2];
    }
  }
  // A rounded inner edge to the frame: the paper's corners are cut by the frame colour.
  const r = 18;
  for (const [cx, cy] of [
    [frame + r, frame + r],
    [w - frame - r, frame + r],
    [frame + r, h - frame - r],
    [w - frame - r, h - frame - r],
  ] as const) {
    for (let y = cy - r; y < cy + r; y++) {
      for (let x = cx - r; x < cx + r; x++) {
        const outward = (x - cx) * Math.sign(cx - w / 2) >= 0 && (y - cy) * Math.sign(cy - h / 2) >= 0;
        if (outward && Math.hypot(x - cx, y - cy) > r) fill(rgb, w, x, y, frameColour);
      }
    }
  }

  // The title: centred near the top, in the heavy slab, squeezed (then shrunk) to fit a long one.
  const heavy = loadFace('slab-heavy');
  const capUnits = 0.7; // Roboto Slab's cap height as a share of the em (its OS/2 table says 0.711).
  const [smallest, largest] = options.capHeight ?? [26, 36];
  const cap = between(random, smallest, largest);
  let size = cap / capUnits;
  const room = w - 2 * frame - 110;
  const natural = textWidth(heavy, title, size);
  let stretch = 1;
  if (natural > room) {
    stretch = Math.max(0.78, room / natural);
    if (natural * stretch > room) size *= room / (natural * stretch);
  }
  const width = textWidth(heavy, title, size) * stretch;
  const capTop = between(random, 54, 66);
  const baseline = capTop + size * capUnits;
  const left = (w - width) / 2;
  const ink = pick(random, TITLE_INK);
  fillContours(rgb, w, h, textOutline(heavy, title, left, baseline, size, stretch), ink);
  // A rule under the title in the frame colour: part of this print's shape.
  const ruleY = baseline + between(random, 10, 16);
  fillContours(
    rgb,
    w,
    h,
    [
      polygon([
        [w / 2 - width / 2 - 10, ruleY],
        [w / 2 + width / 2 + 10, ruleY],
        [w / 2 + width / 2 + 10, ruleY + 3],
        [w / 2 - width / 2 - 10, ruleY + 3],
      ]),
    ],
    frameColour,
  );

  // Art: a rounded box of sky and blobs with dark outlines, from under the title to past the middle.
  const art = {
    x: frame + 34,
    y: Math.round(ruleY + between(random, 22, 34)),
    right: w - frame - 34,
    bottom: 540,
  };
  paintArt(rgb, w, art, random, frameColour);

  // A small type line in the frame colour, then rules-like lines in the regular slab.
  const regular = loadFace('slab');
  fillContours(rgb, w, h, textOutline(regular, typeWords(type), frame + 40, 584, 22), frameColour);
  let y = 622;
  for (let line = 0; line < 4 + Math.floor(random() * 2) && y < h - frame - 40; line++) {
    const words: string[] = [];
    while (textWidth(regular, words.join(' '), 21) < w - 2 * frame - 140) words.push(pick(random, WORDS));
    if (line === 0) words[0] = words[0]![0]!.toUpperCase() + words[0]!.slice(1);
    fillContours(rgb, w, h, textOutline(regular, words.join(' '), frame + 40, y, 21), [45, 42, 48]);
    y += 30;
  }

  const data = new Uint8ClampedArray(w * h * 4);
  // Paper grain: a scan of a real print is never flat.
  for (let i = 0, o = 0; i < rgb.length; i += 3, o += 4) {
    const grain = gaussian(random) * 2;
    data[o] = rgb[i]! + grain;
    data[o + 1] = rgb[i + 1]! + grain;
    data[o + 2] = rgb[i + 2]! + grain;
    data[o + 3] = 255;
  }
  return {
    image: { width: w, height: h, data },
    title: { x: left, y: capTop, width, height: baseline - capTop },
    frame,
  };
}

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function fill(rgb: Float32Array, w: number, x: number, y: number, colour: Rgb): void {
  const o = (y * w + x) * 3;
  rgb[o] = colour[0];
  rgb[o + 1] = colour[1];
  rgb[o + 2] = colour[2];
}

function typeWords(type: string): string {
  const words = type.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${words.join(' ')} card`;
}

/** Made-up art: a sky gradient, a ground, soft blobs and shapes with dark outlines, inside a frame line. */
function paintArt(
  rgb: Float32Array,
  w: number,
  box: { x: number; y: number; right: number; bottom: number },
  random: Random,
  frameColour: Rgb,
): void {
  const h = rgb.length / 3 / w;
  const skyTop: Rgb = [between(random, 60, 160), between(random, 120, 200), between(random, 180, 250)];
  const skyLow: Rgb = [between(random, 180, 250), between(random, 150, 230), between(random, 150, 230)];
  for (let y = box.y; y < box.bottom; y++) {
    const t = (y - box.y) / (box.bottom - box.y);
    for (let x = box.x; x < box.right; x++)
      fill(rgb, w, x, y, [
        skyTop[0] + (skyLow[0] - skyTop[0]) * t,
        skyTop[1] + (skyLow[1] - skyTop[1]) * t,
        skyTop[2] + (skyLow[2] - skyTop[2]) * t,
      ]);
  }
  const inside = (x: number, y: number) => x >= box.x && x < box.right && y >= box.y && y < box.bottom;
  const shapes = 5 + Math.floor(random() * 6);
  for (let k = 0; k < shapes; k++) {
    const cx = between(random, box.x, box.right);
    const cy = between(random, box.y, box.bottom);
    const rx = between(random, 25, 130);
    const ry = between(random, 20, 110);
    const colour: Rgb = [between(random, 30, 255), between(random, 30, 255), between(random, 30, 255)];
    const outline = random() < 0.6;
    const points: Array<[number, number]> = [];
    const wobble = [random() * 6, random() * 6];
    for (let a = 0; a < 48; a++) {
      const t = (a / 48) * Math.PI * 2;
      const k2 = 1 + 0.18 * Math.sin(3 * t + wobble[0]!) + 0.1 * Math.sin(5 * t + wobble[1]!);
      const px = cx + Math.cos(t) * rx * k2;
      const py = cy + Math.sin(t) * ry * k2;
      points.push([Math.min(box.right, Math.max(box.x, px)), Math.min(box.bottom, Math.max(box.y, py))]);
    }
    if (outline) {
      const grown = points.map(([x, y]) => [cx + (x - cx) * 1.05, cy + (y - cy) * 1.05] as [number, number]);
      fillContours(rgb, w, h, [polygon(clip(grown, box))], [25, 22, 30]);
    }
    fillContours(rgb, w, h, [polygon(points)], colour);
  }
  // Fine texture, so the art is busy as drawn art is.
  for (let y = box.y; y < box.bottom; y++)
    for (let x = box.x; x < box.right; x++) {
      if (!inside(x, y)) continue;
      const o = (y * w + x) * 3;
      const n = gaussian(random) * 6;
      for (let c = 0; c < 3; c++) rgb[o + c] = Math.min(255, Math.max(0, rgb[o + c]! + n));
    }
  // The art's frame line in the card's colour, 4 units wide.
  const t = 4;
  for (const [x0, y0, x1, y1] of [
    [box.x - t, box.y - t, box.right + t, box.y],
    [box.x - t, box.bottom, box.right + t, box.bottom + t],
    [box.x - t, box.y, box.x, box.bottom],
    [box.right, box.y, box.right + t, box.bottom],
  ] as const)
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) fill(rgb, w, x, y, frameColour);
}

function clip(points: Array<[number, number]>, box: { x: number; y: number; right: number; bottom: number }) {
  return points.map(
    ([x, y]) =>
      [Math.min(box.right, Math.max(box.x, x)), Math.min(box.bottom, Math.max(box.y, y))] as [number, number],
  );
}
