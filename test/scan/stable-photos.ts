// Seeded photos of a whole Stable for the whole-Stable scan's tests and bench: several card scans laid on a
// table in one or two rows (spread) or overlapping so only each title band shows (fanned), in perspective.
import { ART_BOX } from '../../src/scan/card-layout.ts';
import jpeg from 'jpeg-js';
import { seededRandom } from '../../src/engine/game-log.ts';
import { homography, project, type Homography, type Point } from '../../src/scan/geometry.ts';
import type { RgbaImage } from '../../src/scan/pixels.ts';
import type { StableCard } from '../../src/scan/stable.ts';
import {
  between,
  blur,
  decodeJpeg,
  gaussian,
  paintTable,
  readLabels,
  readScan,
  type ScanLabel,
} from './photos.ts';
import { makePrintCard } from './print-cards.ts';
import { catalogFor, type BoxId } from '../../src/games/unstable-unicorns/catalog.ts';

/** One card lying in a generated Stable photo. */
export interface StableCardTruth {
  file: string;
  printedTitle: string;
  /** The card's corners in the photo: top-left, top-right, bottom-right, bottom-left. */
  corners: Point[];
  /** The middle of its printed title in the photo. */
  titleCentre: Point;
}

export interface StablePhoto {
  jpeg: Uint8Array;
  image: RgbaImage;
  layout: 'spread' | 'fanned';
  /** The cards in the order they were laid (a fan: the bottom card first). */
  cards: StableCardTruth[];
}

export interface StableOptions {
  layout: 'spread' | 'fanned';
  /** How many cards (default 3..8 at random). */
  count?: number;
  width?: number;
  height?: number;
  /** These faces (scan files), in this order, instead of a seeded draw. */
  files?: string[];
  /**
   * Wider than the sets the scanner was tuned on: fans stepped 11-20% of a card (the title band only, as
   * players fan), each card shifted up to 2.5% of its height sideways and turned up to 1.4 degrees on
   * its own, stronger glare that also lights the table, more blur. Same number of draws, so a seed still picks the same faces.
   */
  wide?: boolean;
  /**
   * Blank paper over this card's title from `from` (share of the card's width) rightwards: a misread.
   * With `art`, a thumb over the art box as well, so the card's face cannot name it either.
   */
  cover?: { card: number; from: number; art?: boolean };
  /**
   * Held-out axes a real table varies along (none is drawn unless asked, so the sets above keep their
   * photos). `print`: cards of another print drawn from these faces' titles (print-cards.ts: a coloured
   * frame, a slab title) instead of the 2e scans.
   */
  print?: ReadonlyArray<{ title: { en: string }; type: string }>;
  /** Spread cards always in two rows (3 or more), each row and each gap in it spaced at random. */
  uneven?: boolean;
  /** Gap between spread cards, in card heights (default 0.08..0.2); below 0 they overlap a little. */
  gap?: [number, number];
  /** How much narrower the table's far edge comes out, each side, as a share of the width (default 0.04..0.14). */
  squeeze?: [number, number];
  /** Light as a share of full light (default 0.5..1.05). */
  light?: [number, number];
  /** Glare spots' strength (default 0.25..0.6; wide 0.35..0.85). */
  glare?: [number, number];
  /** Gaussian blur's spread in photo pixels (default 0..1.3; wide 0..2). */
  blur?: [number, number];
}

/** A held-out kind of Stable photo: the game's boxes (the titles the scanner may answer) and its options. */
export interface StableKind {
  name: string;
  boxes: BoxId[];
  /** Options for the k-th photo of the kind (the layout and size may alternate). */
  options: (k: number) => StableOptions;
  /** First seed: each kind its own, none of them the seeds the scanner was tuned on. */
  firstSeed: number;
}

const baseFaces = () => catalogFor({ boxes: ['base-2e'] }).faces;

/**
 * Stables made differently from the tuned sets, one axis at a time, for the bench and the tests: none
 * was looked at while the scanner was written, and each keeps its own seeds from 700000 up.
 */
export const HELD_OUT_KINDS: StableKind[] = [
  {
    name: 'other print, spread',
    boxes: ['base-2e'],
    firstSeed: 700_000,
    options: () => ({ layout: 'spread', print: baseFaces() }),
  },
  {
    name: 'other print, fanned',
    boxes: ['base-2e'],
    firstSeed: 710_000,
    options: () => ({ layout: 'fanned', print: baseFaces() }),
  },
  {
    name: 'Control & Chaos titles (other print), spread',
    boxes: ['control', 'chaos'],
    firstSeed: 720_000,
    options: () => ({ layout: 'spread', print: catalogFor({ boxes: ['control', 'chaos'] }).faces }),
  },
  {
    name: 'photo 4032x3024, 1600x1200, 1800x2400',
    boxes: ['base-2e'],
    firstSeed: 730_000,
    options: (k) => ({
      layout: k % 2 === 0 ? 'spread' : 'fanned',
      ...[
        { width: 4032, height: 3024 },
        { width: 1600, height: 1200 },
        { width: 1800, height: 2400 },
      ][k % 3],
    }),
  },
  {
    name: '1-2 cards and 9-10 cards, spread',
    boxes: ['base-2e'],
    firstSeed: 740_000,
    options: (k) => ({ layout: 'spread', count: [1, 9, 2, 10][k % 4] }),
  },
  {
    name: 'two uneven rows, stronger perspective',
    boxes: ['base-2e'],
    firstSeed: 750_000,
    options: (k) => ({ layout: 'spread', count: 4 + (k % 5), uneven: true, squeeze: [0.12, 0.22] }),
  },
  {
    name: 'dim warm light, strong glare, blur 0.8-2 px',
    boxes: ['base-2e'],
    firstSeed: 760_000,
    options: (k) => ({
      layout: k % 2 === 0 ? 'spread' : 'fanned',
      light: [0.3, 0.6],
      glare: [0.5, 0.9],
      blur: [0.8, 2],
    }),
  },
  {
    name: 'spread rows touching or overlapping',
    boxes: ['base-2e'],
    firstSeed: 770_000,
    options: () => ({ layout: 'spread', gap: [-0.05, 0.01] }),
  },
];

/** The scans' black cutting line is no part of a printed card: the card is what lies inside it. */
const CUT = 4;
/** Card units (the 600 x 839 scan) of a title's middle. */
const TITLE_MIDDLE = { x: 300, y: 75.5 };

let scanCache: Array<{ label: ScanLabel; image: RgbaImage }> | null = null;
/** Every face's scan, each decoded when first looked at and kept for the process (a photo lays a few of them). */
export function allScans(): Array<{ label: ScanLabel; image: RgbaImage }> {
  scanCache ??= readLabels().map((label) => {
    let image: RgbaImage | undefined;
    return {
      label,
      get image() {
        return (image ??= readScan(label.file));
      },
    };
  });
  return scanCache;
}

/** A card to lay: a scan (inside its cutting line) or a drawn print (all of it, title where it was drawn). */
interface LaidCard {
  label: { file: string; printedTitle: string };
  image: RgbaImage;
  cut?: number;
  titleMiddle?: Point;
}

/** One face drawn at random and printed in the other print (its own seed: the photo's draws stay the same). */
function printed(
  faces: ReadonlyArray<{ title: { en: string }; type: string }>,
  random: () => number,
  seed: number,
): LaidCard {
  const face = faces[Math.floor(random() * faces.length)]!;
  const card = makePrintCard(face.title.en, face.type, seed);
  return {
    label: { file: `print:${face.title.en}`, printedTitle: face.title.en },
    image: card.image,
    cut: 0,
    titleMiddle: { x: card.title.x + card.title.width / 2, y: card.title.y + card.title.height / 2 },
  };
}

/** A card's plane rectangle (centre, size, turn) as four corners, top-left first, clockwise. */
function rectangle(centre: Point, width: number, height: number, turn: number): Point[] {
  const [c, s] = [Math.cos(turn), Math.sin(turn)];
  return [
    { x: -width / 2, y: -height / 2 },
    { x: width / 2, y: -height / 2 },
    { x: width / 2, y: height / 2 },
    { x: -width / 2, y: height / 2 },
  ].map((p) => ({ x: centre.x + p.x * c - p.y * s, y: centre.y + p.x * s + p.y * c }));
}

/** Plane layouts: where each card lies on the table seen from straight above, in photo-sized pixels. */
function layOut(
  random: () => number,
  options: Required<Pick<StableOptions, 'layout' | 'count' | 'width' | 'height' | 'wide'>> &
    Pick<StableOptions, 'gap' | 'uneven'>,
): Point[][] {
  const { width: W, height: H, count: n, layout, wide } = options;
  const ratio = 592 / 831;
  const cards: Point[][] = [];
  if (layout === 'spread' && options.uneven) return layUneven(random, options);
  if (layout === 'spread') {
    const rows = n >= 6 ? 2 : n >= 4 && random() < 0.4 ? 2 : 1;
    const perRow = Math.ceil(n / rows);
    const [gapLow, gapHigh] = options.gap ?? [0.08, 0.2];
    // Cards touching or overlapping lie nearly square to each other, as a hand pushes them together.
    const maxTurn = ((gapLow < 0 ? 2.5 : 8) * Math.PI) / 180;
    // The turned card's box, plus a gap, must fit its cell.
    const boxW = ratio * Math.cos(maxTurn) + Math.sin(maxTurn);
    const boxH = Math.cos(maxTurn) + ratio * Math.sin(maxTurn);
    const gap = between(random, gapLow, gapHigh);
    // Touching cards touch along a row; the rows themselves keep apart.
    const rowGap = gap < 0 ? 0.12 : gap;
    const h = Math.min((0.94 * W) / (perRow * (boxW + gap)), (0.9 * H) / (rows * (boxH + rowGap)));
    const cellW = h * (boxW + gap);
    const cellH = h * (boxH + rowGap);
    let k = 0;
    for (let r = 0; r < rows; r++) {
      const inRow = Math.min(perRow, n - k);
      const left = (W - inRow * cellW) / 2;
      const top = (H - rows * cellH) / 2;
      for (let c = 0; c < inRow; c++, k++) {
        const centre = {
          x: left + (c + 0.5) * cellW + between(random, -0.3, 0.3) * Math.abs(gap) * h,
          y: top + (r + 0.5) * cellH + between(random, -0.3, 0.3) * Math.abs(gap) * h,
        };
        cards.push(rectangle(centre, h * ratio, h, between(random, -maxTurn, maxTurn)));
      }
    }
    return cards;
  }
  // Fanned: one column, or two for a crowded Stable; each card a fixed step below the one before.
  const columns = n >= 7 && random() < 0.5 ? 2 : 1;
  const step = wide ? between(random, 0.11, 0.2) : between(random, 0.14, 0.2);
  const jitter = wide ? 0.025 : 0.015;
  const twist = wide ? 0.025 : 0.015;
  const perColumn = Math.ceil(n / columns);
  const h = Math.min((0.86 * H) / (1 + (perColumn - 1) * step), (0.8 * W) / (columns * (ratio + 0.25)));
  let k = 0;
  for (let c = 0; c < columns; c++) {
    const inColumn = Math.min(perColumn, n - k);
    const turn = between(random, -0.15, 0.15);
    const length = h * (1 + (inColumn - 1) * step);
    const centre = {
      x: (W * (c + 0.5)) / columns + between(random, -0.05, 0.05) * W,
      y: H / 2 + between(random, -0.03, 0.03) * H,
    };
    const along = { x: -Math.sin(turn), y: Math.cos(turn) };
    for (let i = 0; i < inColumn; i++, k++) {
      const offset = -length / 2 + h / 2 + i * step * h;
      const sideways = between(random, -jitter, jitter) * h;
      cards.push(
        rectangle(
          {
            x: centre.x + along.x * offset + along.y * sideways,
            y: centre.y + along.y * offset - along.x * sideways,
          },
          h * ratio,
          h,
          turn + between(random, -twist, twist),
        ),
      );
    }
  }
  return cards;
}

/**
 * Two rows laid by hand: each row its own card size share, its own gaps (3% to 45% of a card), pushed
 * left or right and up or down, the rows' cards not lined up with each other.
 */
function layUneven(
  random: () => number,
  options: Required<Pick<StableOptions, 'count' | 'width' | 'height'>>,
): Point[][] {
  const { width: W, height: H, count: n } = options;
  const ratio = 592 / 831;
  const rows = n >= 3 ? 2 : 1;
  const perRow = [Math.ceil(n / rows), n - Math.ceil(n / rows)].filter((k) => k > 0);
  const maxTurn = (8 * Math.PI) / 180;
  const boxW = ratio * Math.cos(maxTurn) + Math.sin(maxTurn);
  const boxH = Math.cos(maxTurn) + ratio * Math.sin(maxTurn);
  const gaps = perRow.map((k) => Array.from({ length: k + 1 }, () => between(random, 0.03, 0.45)));
  const rowGap = between(random, 0.04, 0.5);
  const widest = Math.max(...perRow.map((k, r) => k * boxW + gaps[r]!.reduce((a, b) => a + b, 0)));
  const h = Math.min((0.96 * W) / widest, (0.92 * H) / (rows * boxH + rowGap));
  const cards: Point[][] = [];
  const rowsHeight = h * (rows * boxH + rowGap);
  const top = (H - rowsHeight) / 2 + between(random, -0.5, 0.5) * (0.96 * H - rowsHeight);
  for (const [r, k] of perRow.entries()) {
    const rowWidth = h * (k * boxW + gaps[r]!.slice(1, k).reduce((a, b) => a + b, 0));
    let x = (W - rowWidth) / 2 + between(random, -0.5, 0.5) * Math.max(0, 0.96 * W - rowWidth);
    const y = top + h * (r * (boxH + rowGap) + boxH / 2);
    for (let c = 0; c < k; c++) {
      if (c > 0) x += gaps[r]![c]! * h;
      const lift = between(random, -0.06, 0.06) * h;
      cards.push(
        rectangle({ x: x + (h * boxW) / 2, y: y + lift }, h * ratio, h, between(random, -maxTurn, maxTurn)),
      );
      x += h * boxW;
    }
  }
  return cards;
}

/**
 * Photographs a Stable: `options.count` faces drawn at random (seeded) from the scans, laid out, seen
 * in perspective from a phone held over the table, under warm or dim light with a glare spot or two.
 */
export function makeStablePhoto(seed: number, options: StableOptions): StablePhoto {
  const random = seededRandom(seed);
  const width = options.width ?? 2400;
  const height = options.height ?? 1800;
  const scans = allScans();
  const count = options.files?.length ?? options.count ?? 3 + Math.floor(random() * 6);
  const chosen: LaidCard[] = options.files
    ? options.files.map((file) => scans.find((scan) => scan.label.file === file)!)
    : options.print
      ? Array.from({ length: count }, (_, k) => printed(options.print!, random, seed * 16 + k))
      : Array.from({ length: count }, () => scans[Math.floor(random() * scans.length)]!);
  const wide = options.wide ?? false;
  const plane = layOut(random, {
    layout: options.layout,
    count,
    width,
    height,
    wide,
    gap: options.gap,
    uneven: options.uneven,
  });

  // The phone looks at the table from the near side: the far edge of the table comes out narrower.
  const squeeze = between(random, ...(options.squeeze ?? [0.04, 0.14]));
  const lean = between(random, -0.04, 0.04);
  const depth = between(random, 0, 0.06);
  const toPhoto = homography(
    [
      { x: 0, y: 0 },
      { x: width, y: 0 },
      { x: width, y: height },
      { x: 0, y: height },
    ],
    [
      { x: width * (squeeze + lean), y: height * depth },
      { x: width * (1 - squeeze + lean), y: height * depth },
      { x: width, y: height },
      { x: 0, y: height },
    ],
  )!;
  const background = random() < 0.5 ? 'wood' : 'cloth';
  const rgb = paintTable(width, height, random, background);
  const onCard = new Uint8Array(width * height);
  const cards: StableCardTruth[] = [];
  for (const [k, rect] of plane.entries()) {
    const scan = chosen[k]!;
    const corners = rect.map((p) => project(toPhoto, p));
    const cut = scan.cut ?? CUT;
    const toCard = homography(corners, [
      { x: 0, y: 0 },
      { x: 600 - 2 * cut, y: 0 },
      { x: 600 - 2 * cut, y: 839 - 2 * cut },
      { x: 0, y: 839 - 2 * cut },
    ])!;
    const cover = options.cover?.card === k ? options.cover.from * 600 : undefined;
    const thumb = options.cover?.card === k && options.cover.art === true;
    paintCard(rgb, onCard, width, height, scan.image, corners, toCard, cover, cut, thumb);
    const toPhotoCard = homography(
      [
        { x: 0, y: 0 },
        { x: 600, y: 0 },
        { x: 600, y: 839 },
        { x: 0, y: 839 },
      ],
      corners,
    )!;
    cards.push({
      file: scan.label.file,
      printedTitle: scan.label.printedTitle,
      corners,
      titleCentre: project(toPhotoCard, scan.titleMiddle ?? TITLE_MIDDLE),
    });
  }

  // Light: dim or bright, warm or neutral, falling off across the table; a glare spot on a card or two.
  const brightness = between(random, ...(options.light ?? [0.5, 1.05]));
  const warm = random() < 0.6;
  const tint = [
    1,
    warm ? between(random, 0.82, 0.95) : between(random, 0.95, 1),
    warm ? between(random, 0.6, 0.8) : 1,
  ];
  const fall = between(random, 0, 0.3);
  const fallAngle = random() * Math.PI * 2;
  const spots = Array.from({ length: 1 + Math.floor(random() * 2) }, () => {
    const card = cards[Math.floor(random() * cards.length)]!.corners;
    const a = random();
    const b = random();
    const size = Math.hypot(card[0]!.x - card[3]!.x, card[0]!.y - card[3]!.y);
    return {
      x: (card[0]!.x * (1 - a) + card[1]!.x * a) * (1 - b) + (card[3]!.x * (1 - a) + card[2]!.x * a) * b,
      y: (card[0]!.y * (1 - a) + card[1]!.y * a) * (1 - b) + (card[3]!.y * (1 - a) + card[2]!.y * a) * b,
      sigma: size * between(random, 0.04, 0.1),
      strength: between(random, ...(options.glare ?? (wide ? [0.35, 0.85] : [0.25, 0.6]))),
    };
  });
  const diagonal = Math.hypot(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const along =
        ((x - width / 2) * Math.cos(fallAngle) + (y - height / 2) * Math.sin(fallAngle)) / diagonal;
      const light = brightness * (1 - fall * (along + 0.5));
      let g = 0;
      for (const spot of spots) {
        const d2 = (x - spot.x) ** 2 + (y - spot.y) ** 2;
        if (d2 < 9 * spot.sigma * spot.sigma)
          g = Math.max(g, spot.strength * Math.exp(-d2 / (2 * spot.sigma * spot.sigma)));
      }
      g *= onCard[y * width + x] ? 1 : wide ? 0.5 : 0.25;
      const o = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        const lit = rgb[o + k]! * light * tint[k]!;
        rgb[o + k] = lit + (255 - lit) * g;
      }
    }
  }
  const blurred = blur(rgb, width, height, between(random, ...(options.blur ?? [0, wide ? 2 : 1.3])));
  const noise = between(random, 2, 7);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, o = 0; i < blurred.length; i += 3, o += 4) {
    for (let k = 0; k < 3; k++)
      rgba[o + k] = Math.max(0, Math.min(255, blurred[i + k]! + gaussian(random) * noise));
    rgba[o + 3] = 255;
  }
  const encoded = jpeg.encode({ width, height, data: rgba }, Math.round(between(random, 60, 90))).data;
  const bytes = new Uint8Array(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  return { jpeg: bytes, image: decodeJpeg(bytes), layout: options.layout, cards };
}

/**
 * Paints one card (inside the scan's cutting line) onto the photo through its outline, with rounded
 * corners and a soft shadow cast on a card it overlaps, as a card lying on another does.
 */
function paintCard(
  rgb: Float32Array,
  onCard: Uint8Array,
  width: number,
  height: number,
  scan: RgbaImage,
  corners: Point[],
  toCard: Homography,
  /** Card units from which the title band is blank paper. */
  coverFrom: number | undefined,
  cut: number,
  /** A thumb (flat skin) over the art box. */
  thumb = false,
): void {
  const cw = 600 - 2 * cut;
  const ch = 839 - 2 * cut;
  const radius = cw * 0.04;
  const shadow = 12;
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const pad = 12;
  // The bounds and the scan's pixels worked out once, not at every pixel: the same photo, much sooner.
  const [yFrom, yTo] = [
    Math.max(0, Math.floor(Math.min(...ys)) - pad),
    Math.min(height - 1, Math.ceil(Math.max(...ys)) + pad),
  ];
  const [xFrom, xTo] = [
    Math.max(0, Math.floor(Math.min(...xs)) - pad),
    Math.min(width - 1, Math.ceil(Math.max(...xs)) + pad),
  ];
  const { data, width: scanWidth } = scan;
  for (let y = yFrom; y <= yTo; y++) {
    for (let x = xFrom; x <= xTo; x++) {
      const { x: u, y: v } = project(toCard, { x: x + 0.5, y: y + 0.5 });
      const o = (y * width + x) * 3;
      if (u < -shadow || v < -shadow || u >= cw + shadow || v >= ch + shadow) continue;
      const du = Math.max(radius - u, u - (cw - 1 - radius), 0);
      const dv = Math.max(radius - v, v - (ch - 1 - radius), 0);
      const outside = u < 0 || v < 0 || u >= cw - 1 || v >= ch - 1 || du * du + dv * dv > radius * radius;
      if (outside) {
        // The card's own thickness casts a thin shadow on whatever lies under its edge.
        const gapU = Math.max(-u, u - (cw - 1), 0);
        const gapV = Math.max(-v, v - (ch - 1), 0);
        const d = Math.max(gapU, gapV, Math.sqrt(du * du + dv * dv) - radius);
        if (d < shadow) {
          const k = 1 - 0.3 * (1 - d / shadow);
          for (let c = 0; c < 3; c++) rgb[o + c] = rgb[o + c]! * k;
        }
        continue;
      }
      const su = u + cut;
      const sv = v + cut;
      const x0 = Math.floor(su);
      const y0 = Math.floor(sv);
      const fx = su - x0;
      const fy = sv - y0;
      onCard[y * width + x] = 1;
      if (coverFrom !== undefined && su > coverFrom && sv > 40 && sv < 112) {
        rgb[o] = rgb[o + 1] = rgb[o + 2] = 246;
        continue;
      }
      if (thumb && su > ART_BOX.left && su < ART_BOX.right && sv > ART_BOX.top && sv < ART_BOX.bottom) {
        [rgb[o], rgb[o + 1], rgb[o + 2]] = [222, 170, 138];
        continue;
      }
      const i00 = (y0 * scanWidth + x0) * 4;
      const i01 = i00 + scanWidth * 4;
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

/** How a Stable scan did against the photo's truth, card by card. */
export interface StableScore {
  /** Cards in the photo. */
  cards: number;
  /** Cards the scan named. */
  named: number;
  /** Named cards whose printed title is right, each matched to the card lying where it was read. */
  right: number;
  /** Cards of the photo listed with another card's title. */
  wrong: number;
  /** Cards of the photo listed unread: the player names just these. */
  unread: number;
  /** Cards of the photo not listed at all: the player would have to notice them missing. */
  dropped: number;
  /** Cards listed (named or not) with no card of the photo there. */
  phantom: number;
  misses: string[];
}

/**
 * Scores a scan by place: each listed card is the photo's card whose title middle lies nearest its own
 * (within a third of a card's width), so a right name read off the wrong card does not count.
 */
/** scoreStable on what the Stable scan returned: a card named by it is its best title, an unread card none. */
export function scoreStableScan(photo: StablePhoto, found: readonly StableCard[]): StableScore {
  return scoreStable(
    photo,
    found.map((card) => ({ corners: card.corners, title: card.named ? card.matches[0]!.title : null })),
  );
}

export function scoreStable(
  photo: StablePhoto,
  found: ReadonlyArray<{ corners: Point[]; title: string | null }>,
): StableScore {
  const taken = new Set<number>();
  let right = 0;
  let named = 0;
  let phantom = 0;
  let wrong = 0;
  let unread = 0;
  const misses: string[] = [];
  for (const card of found) {
    const toPhoto = homography(
      [
        { x: 0, y: 0 },
        { x: 600, y: 0 },
        { x: 600, y: 839 },
        { x: 0, y: 839 },
      ],
      card.corners,
    )!;
    const middle = project(toPhoto, TITLE_MIDDLE);
    let best = -1;
    let bestDistance = Infinity;
    for (const [k, truth] of photo.cards.entries()) {
      const d = Math.hypot(truth.titleCentre.x - middle.x, truth.titleCentre.y - middle.y);
      const width = Math.hypot(
        truth.corners[1]!.x - truth.corners[0]!.x,
        truth.corners[1]!.y - truth.corners[0]!.y,
      );
      if (d < width / 3 && d < bestDistance && !taken.has(k)) {
        best = k;
        bestDistance = d;
      }
    }
    if (card.title !== null) named++;
    if (best < 0) {
      phantom++;
      misses.push(`listed a card where there is none (${card.title ?? 'unread'})`);
      continue;
    }
    taken.add(best);
    const truth = photo.cards[best]!;
    if (card.title === truth.printedTitle) right++;
    else {
      if (card.title === null) unread++;
      else wrong++;
      misses.push(`${truth.printedTitle} read as ${card.title ?? 'unread'}`);
    }
  }
  let dropped = 0;
  for (const [k, truth] of photo.cards.entries())
    if (!taken.has(k)) {
      dropped++;
      misses.push(`${truth.printedTitle} not seen`);
    }
  return { cards: photo.cards.length, named, right, wrong, unread, dropped, phantom, misses };
}
