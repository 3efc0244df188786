// Finds the card in a table photo: the whitest large region, its convex outline, and the four straight
// sides fitted to it, so rotation, perspective and the card's coloured corner triangles do not matter.
import {
  assertRgbaImage,
  histogram,
  otsuThreshold,
  paperWhiteness,
  type GreyImage,
  type RgbaImage,
} from './pixels.ts';
import { convexHull, distance, intersect, signedArea2, type Point, type Quad } from './geometry.ts';

/** The side (in pixels) of the small copy the search runs on; enough to place the corners within ~1%. */
const SEARCH_SIZE = 360;

/** How the card's four sides are fitted to its white region's outline (distances in pixels of the small copy). */
const SIDES = {
  /** The hull is cut down to this many corners: the card's four and the two its coloured triangles cut off. */
  hullCorners: 6,
  /** Only outline points along the middle of a hull edge are fitted: from this share of its length to the next. */
  middleFrom: 0.15,
  middleTo: 0.85,
  /** Pixels across a line within which an outline point hugs it... */
  hugging: 2.5,
  /** ...and the wider reach tried when too few do (an edge between two cut-off corners runs inside the side). */
  wider: 6,
  /** Fewest outline points a side's line is fitted to. */
  minPoints: 8,
  /**
   * A corner further than this share of the outline's size (the square root of its area) from every hull
   * corner is where two nearly parallel sides cross: no card.
   */
  maxCornerDrift: 0.4,
} as const;

/** What the white region and its quad must show to be a card. */
const CARD = {
  /** The white class's mean must lie this many levels (paper whiteness, 0..255) above the table's: else no card-white class. */
  minWhiteStep: 25,
  /** An outline point lies on its quad's side within this share of the quad's long side... */
  fitTolerance: 0.03,
  /** ...or within this many pixels of the small copy, whichever is more. */
  minFitPixels: 2,
  /** A quad's short side over its long side: a printed card is 0.715, squeezed by perspective but not into a strip or a square. */
  minRatio: 0.4,
  maxRatio: 0.97,
  /** A region under this share of the small copy's pixels is too small to read. */
  minRegionShare: 0.02,
  /** A card whose quad covers less than this share of the photo is too small to read. */
  minCoverage: 0.03,
} as const;

/**
 * Below this share of its outline on its quad's sides, the whitest region is no card (a card's outline
 * lies on its sides but for the rounded and cut corners: 0.88 and up on the tuning photos) but a glare
 * spot on a dimly lit card: 0.72 on the one such tuning photo, the card's own paper being darker than the
 * spot and the Otsu cut falling between them.
 */
const SPOT_FIT = 0.8;
/** What the card's outline under the spot must reach to replace it: sides as clean as a card's. */
const CARD_FIT = 0.9;

/**
 * The lower cut's region may also be the whiter region's own card seen whole, when that one's outline was
 * ragged: in dim light a corner triangle's pale pink half passes the first cut in specks and the dim paper
 * along one edge half fails it, so its hull cuts a corner and one side is fitted on no outline point
 * (the top side then lay 30-47 card units inside the card, the title band on no title: see the tuning
 * log). At most this much larger than the whiter region's quad, the lower cut's clean quad is that card.
 */
const SAME_CARD = 1.25;

/** The card under a spot covers at least this many times the spot's quad (else it is `SAME_CARD`, or no card). */
const CARD_OVER_SPOT = 2;
/** A region under the spot covering more than this share of the small copy is the table, not the spot's card. */
const TABLE_SHARE = 0.9;
/** A segment's squared length (pixels squared) is taken as at least this: a guard against dividing by 0. */
const TINY = 1e-9;

/** Why no card was found, for the scanner's hint line and the CLI. */
export type NoCard = 'blank' | 'no-card' | 'too-small';

export interface CardOutline {
  /** Corners clockwise, starting with a corner of a short side (top or bottom of the card: see orientation). */
  corners: Quad;
  /** How much of the photo the card covers, 0..1. */
  coverage: number;
}

/** Removes the hull vertex that costs the least area until `keep` remain: the straight sides survive. */
function simplify(polygon: Point[], keep: number): Point[] {
  const p = [...polygon];
  while (p.length > keep) {
    let best = 0;
    let bestCost = Infinity;
    for (let i = 0; i < p.length; i++) {
      const a = p[(i + p.length - 1) % p.length]!;
      const b = p[i]!;
      const c = p[(i + 1) % p.length]!;
      const cost = Math.abs((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x));
      if (cost < bestCost) {
        bestCost = cost;
        best = i;
      }
    }
    p.splice(best, 1);
  }
  return p;
}

/** Total-least-squares line through points: a point on it and its unit direction. */
function fitLine(points: readonly Point[]): [Point, Point] | null {
  if (points.length < 2) return null;
  let mx = 0;
  let my = 0;
  for (const p of points) {
    mx += p.x;
    my += p.y;
  }
  mx /= points.length;
  my /= points.length;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
    syy += (p.y - my) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return [
    { x: mx, y: my },
    { x: mx + Math.cos(angle), y: my + Math.sin(angle) },
  ];
}

/**
 * The line a side's outline points hug along the middle of the hull edge a..b. When both ends of that edge
 * are cut-off corners (a coloured triangle at one end, a rounded corner at the other) the edge runs a few
 * pixels inside the card's side and no point lies on it: the points a little further out are fitted
 * first, then the ones close to that line (a title band placed by the chord sat 15-20 card units low).
 */
function sideLine(a: Point, b: Point, boundary: readonly Point[]): [Point, Point] | null {
  const length = distance(a, b);
  const near = (from: Point, to: Point, tolerance: number) => {
    const ux = (to.x - from.x) / distance(from, to);
    const uy = (to.y - from.y) / distance(from, to);
    const start = (a.x - from.x) * ux + (a.y - from.y) * uy;
    return boundary.filter((p) => {
      const along = (p.x - from.x) * ux + (p.y - from.y) * uy - start;
      const across = Math.abs(-(p.x - from.x) * uy + (p.y - from.y) * ux);
      return along > length * SIDES.middleFrom && along < length * SIDES.middleTo && across < tolerance;
    });
  };
  const close = near(a, b, SIDES.hugging);
  if (close.length >= SIDES.minPoints) return fitLine(close);
  const wider = near(a, b, SIDES.wider);
  const first = wider.length >= SIDES.minPoints ? fitLine(wider) : null;
  if (!first) return null;
  const hugging = near(first[0], first[1], SIDES.hugging);
  return hugging.length >= SIDES.minPoints ? fitLine(hugging) : first;
}

/**
 * The four sides of a card outline: the four longest edges of the hull cut down to a 6-gon (two corners
 * may be cut off where the coloured triangles are), each refitted to the outline points along its middle
 * so a rounded corner or a glare bump does not tilt it.
 */
function fourSides(hull: Point[], boundary: readonly Point[]): Quad | null {
  if (hull.length < 4) return null;
  const poly = simplify(hull, Math.min(SIDES.hullCorners, hull.length));
  const edges = poly.map((p, i) => ({ i, length: distance(p, poly[(i + 1) % poly.length]!) }));
  const sides = edges
    .sort((a, b) => b.length - a.length)
    .slice(0, 4)
    .map((e) => e.i)
    .sort((a, b) => a - b);
  const lines: Array<[Point, Point]> = sides.map((e) => {
    const a = poly[e]!;
    const b = poly[(e + 1) % poly.length]!;
    return sideLine(a, b, boundary) ?? [a, b];
  });
  const corners: Point[] = [];
  for (let k = 0; k < 4; k++) {
    const [a1, a2] = lines[k]!;
    const [b1, b2] = lines[(k + 1) % 4]!;
    const corner = intersect(a1, a2, b1, b2);
    if (!corner) return null;
    corners.push(corner);
  }
  // Corners come out as side k meets side k+1; a far-away crossing means two sides were nearly parallel.
  const scale = Math.sqrt(Math.abs(signedArea2(poly)) / 2);
  for (const c of corners) {
    const nearest = Math.min(...poly.map((p) => distance(p, c)));
    if (nearest > scale * SIDES.maxCornerDrift) return null;
  }
  return corners as Quad;
}

/**
 * The Otsu cut between card paper and table in a whiteness image, or null when there is no clear step
 * (a blank wall or an empty table has no card-white class).
 */
export function whiteThreshold(white: GreyImage): number | null {
  const counts = histogram(white);
  const threshold = otsuThreshold(counts);
  let lo = 0;
  let loN = 0;
  let hi = 0;
  let hiN = 0;
  for (let v = 0; v < 256; v++) {
    if (v <= threshold) {
      lo += v * counts[v]!;
      loN += counts[v]!;
    } else {
      hi += v * counts[v]!;
      hiN += counts[v]!;
    }
  }
  if (hiN === 0 || loN === 0 || hi / hiN - lo / loN < CARD.minWhiteStep) return null;
  return threshold;
}

/** The 4-connected regions whiter than a threshold: a label per pixel (0 = not white) and each size. */
export interface WhiteRegions {
  width: number;
  height: number;
  labels: Int32Array;
  /** sizes[label] in pixels; sizes[0] is unused. */
  sizes: number[];
}

export function whiteRegions(white: GreyImage, threshold: number): WhiteRegions {
  const { width, height, data } = white;
  const labels = new Int32Array(width * height);
  const queue = new Int32Array(width * height);
  const sizes = [0];
  let next = 0;
  for (let start = 0; start < data.length; start++) {
    if (labels[start] !== 0 || data[start]! <= threshold) continue;
    next++;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = next;
    while (head < tail) {
      const i = queue[head++]!;
      const x = i % width;
      // Four neighbours, unrolled: this loop runs for every pixel of the photo's small copy.
      if (x > 0 && labels[i - 1] === 0 && data[i - 1]! > threshold) {
        labels[i - 1] = next;
        queue[tail++] = i - 1;
      }
      if (x < width - 1 && labels[i + 1] === 0 && data[i + 1]! > threshold) {
        labels[i + 1] = next;
        queue[tail++] = i + 1;
      }
      if (i >= width && labels[i - width] === 0 && data[i - width]! > threshold) {
        labels[i - width] = next;
        queue[tail++] = i - width;
      }
      if (i + width < data.length && labels[i + width] === 0 && data[i + width]! > threshold) {
        labels[i + width] = next;
        queue[tail++] = i + width;
      }
    }
    sizes.push(tail);
  }
  return { width, height, labels, sizes };
}

/** Each row's and each column's outermost pixels of one region: its outline, enough for hull and sides. */
export function regionOutline(regions: WhiteRegions, label: number): Point[] {
  const { width, height, labels } = regions;
  const boundary: Point[] = [];
  const top = new Int32Array(width).fill(-1);
  const bottom = new Int32Array(width).fill(-1);
  for (let y = 0; y < height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++) {
      if (labels[y * width + x] === label) {
        if (left < 0) left = x;
        right = x;
        if (top[x]! < 0) top[x] = y;
        bottom[x] = y;
      }
    }
    if (left >= 0) boundary.push({ x: left, y: y + 0.5 }, { x: right + 1, y: y + 0.5 });
  }
  for (let x = 0; x < width; x++) {
    if (top[x]! >= 0) boundary.push({ x: x + 0.5, y: top[x]! }, { x: x + 0.5, y: bottom[x]! + 1 });
  }
  return boundary;
}

/**
 * The four-cornered outline of a region: hull, straight sides, clockwise, starting on a short side (so
 * corners[0]..[1] is the card's top or bottom). Null when the region has no four clear sides.
 */
export function regionQuad(boundary: readonly Point[]): Quad | null {
  const hull = convexHull(boundary);
  const quad = fourSides(hull, boundary);
  if (!quad) return null;
  if (signedArea2(quad) < 0) quad.reverse();
  const [a, b, c, d] = quad;
  const shortFirst = distance(a, b) + distance(c, d) <= distance(b, c) + distance(d, a);
  return shortFirst ? [a, b, c, d] : [b, c, d, a];
}

/** Distance from a point to the segment a..b. */
function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const t = Math.max(
    0,
    Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / Math.max(TINY, dx * dx + dy * dy)),
  );
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
}

/** Share of a region's outline points lying on its quad's sides, within `tolerance` of its long side. */
function quadFit(boundary: readonly Point[], quad: Quad, tolerance: number = CARD.fitTolerance): number {
  const long = Math.max(...quad.map((p, k) => distance(p, quad[(k + 1) % 4]!)));
  const near = Math.max(CARD.minFitPixels, long * tolerance);
  let on = 0;
  for (const p of boundary) {
    const d = Math.min(...quad.map((a, k) => segmentDistance(p, a, quad[(k + 1) % 4]!)));
    if (d <= near) on++;
  }
  return on / Math.max(1, boundary.length);
}

/** Whether a quad (short side first) has a card's proportions. */
function cardRatio(quad: Quad): boolean {
  const shortSide = (distance(quad[0], quad[1]) + distance(quad[2], quad[3])) / 2;
  const longSide = (distance(quad[1], quad[2]) + distance(quad[3], quad[0])) / 2;
  const ratio = shortSide / longSide;
  return ratio >= CARD.minRatio && ratio <= CARD.maxRatio;
}

/** The largest white region at one threshold and the quad of its outline, in search pixels. */
interface Outline {
  regions: WhiteRegions;
  label: number;
  boundary: Point[];
  quad: Quad | null;
}

function outlineAt(white: GreyImage, threshold: number): Outline {
  const regions = whiteRegions(white, threshold);
  const label = regions.sizes.reduce(
    (best, size, index) => (size > (regions.sizes[best] ?? 0) ? index : best),
    0,
  );
  const boundary = label > 0 ? regionOutline(regions, label) : [];
  return { regions, label, boundary, quad: boundary.length > 0 ? regionQuad(boundary) : null };
}

/**
 * The card under a glare spot: the whitest region's outline is the spot, so the paper is looked for at
 * a second Otsu cut, among the darker pixels only. Taken only when that region holds the spot, has a
 * card's clean sides and proportions, is not the whole table (a cut through the table's grain, tried on
 * every photo, found grain joined to the card), and is either far larger (the spot on its card) or hardly
 * larger (`SAME_CARD`: the same card, its edge whole).
 */
function underGlare(white: GreyImage, threshold: number, spot: Outline): Outline | null {
  const counts = histogram(white);
  for (let v = threshold + 1; v < 256; v++) counts[v] = 0;
  const lower = otsuThreshold(counts);
  if (lower >= threshold) return null;
  const paper = outlineAt(white, lower);
  if (!paper.quad || quadFit(paper.boundary, paper.quad) < CARD_FIT) return null;
  const spotAt = spot.regions.labels.indexOf(spot.label);
  if (spotAt < 0 || paper.regions.labels[spotAt] !== paper.label) return null;
  const spotArea = spot.quad ? Math.abs(signedArea2(spot.quad)) / 2 : 0;
  const area = Math.abs(signedArea2(paper.quad)) / 2;
  if (area > TABLE_SHARE * white.width * white.height) return null;
  if (area < CARD_OVER_SPOT * spotArea && !(spot.quad && area <= SAME_CARD * spotArea)) return null;
  return cardRatio(paper.quad) ? paper : null;
}

/**
 * Looks for one card in a photo. Returns its outline, or why none was found: a blank or uniform photo,
 * nothing card-shaped, or a card too small to read.
 */
export function findCard(image: RgbaImage): CardOutline | NoCard {
  assertRgbaImage(image);
  const step = Math.max(1, Math.floor(Math.max(image.width, image.height) / SEARCH_SIZE));
  const white = paperWhiteness(image, step);
  const { width, height } = white;
  const threshold = whiteThreshold(white);
  if (threshold === null) return 'blank';

  let outline = outlineAt(white, threshold);
  if (!outline.quad || quadFit(outline.boundary, outline.quad) < SPOT_FIT)
    outline = underGlare(white, threshold, outline) ?? outline;
  if ((outline.regions.sizes[outline.label] ?? 0) < width * height * CARD.minRegionShare) return 'too-small';
  const quad = outline.quad;
  if (!quad) return 'no-card';
  const corners = quad.map((p) => ({ x: p.x * step, y: p.y * step })) as Quad;

  if (!cardRatio(corners)) return 'no-card';
  const area = Math.abs(signedArea2(corners)) / 2;
  const coverage = area / (image.width * image.height);
  if (coverage < CARD.minCoverage) return 'too-small';
  return { corners, coverage };
}
