// Candidate card outlines from the photo's straight edges: a card's four sides are straight steps of
// whiteness even where the table is as pale as its paper (a light laminate), where no cut of the whiteness
// parts the card from the table. Lines are found by a Hough transform of the whiteness's gradient, and every
// four of them that close a quad whose sides run along the photo's edges is a candidate, judged by the
// card's evidence like any other (find-by-evidence.ts).
import { convexQuad, intersect, signedArea2, type Point, type Quad } from './geometry.ts';
import type { GreyImage } from './pixels.ts';

/** Every number the line finder uses, in one place. */
export const LINES = {
  /**
   * A pixel is on an edge when its Sobel gradient (sum of the 3 x 3 differences, so 8 times the levels a pixel)
   * reaches this: a card's side on a pale table steps by 8-15 whiteness levels within a pixel or two, a
   * table's light falls off by 1-2 levels a pixel.
   */
  minGradient: 24,
  /** Edge pixels a line needs: a card's side in view runs at least this long in the small copy. */
  minVotes: 10,
  /** Angles (radians) of the accumulator, and how far either side of its gradient's an edge pixel votes. */
  angleStep: Math.PI / 180,
  angleSpread: (3 * Math.PI) / 180,
  /** Lines kept, most votes first; a line within this angle and distance (pixels) of a kept one is the same line. */
  lines: 24,
  sameAngle: (5 * Math.PI) / 180,
  sameDistance: 5,
  /** Opposite sides of a card seen 30-60 degrees off vertical converge; never by more than this (radians). */
  converge: (35 * Math.PI) / 180,
  /** A side is supported where an edge runs along it within this angle (radians) of the side. */
  alongAngle: (20 * Math.PI) / 180,
  /** A quad is a candidate when on average this share of its sides, and on each side this share, runs on an edge. */
  support: 0.6,
  sideSupport: 0.3,
  /** Pixels either side of a line within which its edge pixels are fitted again, round by round. */
  refine: [3, 2, 1],
  /** Quads judged by the card's evidence, best supported first. */
  quads: 120,
} as const;

interface Line {
  /** The line's normal angle (0..pi) and its distance from the origin along it: x cos + y sin = rho. */
  angle: number;
  rho: number;
  votes: number;
}

interface Gradient {
  magnitude: Float32Array;
  /** The gradient's angle, 0..pi (an edge's two sides alike). */
  angle: Float32Array;
}

function sobel(white: GreyImage): Gradient {
  const { width, height, data } = white;
  const magnitude = new Float32Array(width * height);
  const angle = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const gx =
        data[i - width + 1]! +
        2 * data[i + 1]! +
        data[i + width + 1]! -
        data[i - width - 1]! -
        2 * data[i - 1]! -
        data[i + width - 1]!;
      const gy =
        data[i + width - 1]! +
        2 * data[i + width]! +
        data[i + width + 1]! -
        data[i - width - 1]! -
        2 * data[i - width]! -
        data[i - width + 1]!;
      const squared = gx * gx + gy * gy;
      // Only an edge's angle is ever asked for.
      if (squared < LINES.minGradient * LINES.minGradient) continue;
      magnitude[i] = Math.sqrt(squared);
      let a = Math.atan2(gy, gx);
      if (a < 0) a += Math.PI;
      if (a >= Math.PI) a -= Math.PI;
      angle[i] = a;
    }
  }
  return { magnitude, angle };
}

/** The strongest straight lines of edge pixels, most votes first. */
function houghLines(white: GreyImage, g: Gradient, wanted: number = LINES.lines): Line[] {
  const { width, height } = white;
  const angles = Math.round(Math.PI / LINES.angleStep);
  const diag = Math.ceil(Math.hypot(width, height));
  const span = 2 * diag + 1;
  const acc = new Uint16Array(angles * span);
  const cos = Float64Array.from({ length: angles }, (_, k) => Math.cos(k * LINES.angleStep));
  const sin = Float64Array.from({ length: angles }, (_, k) => Math.sin(k * LINES.angleStep));
  const reach = Math.round(LINES.angleSpread / LINES.angleStep);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (g.magnitude[i]! < LINES.minGradient) continue;
      const centre = Math.round(g.angle[i]! / LINES.angleStep);
      for (let d = -reach; d <= reach; d++) {
        const k = (centre + d + angles) % angles;
        const at = k * span + Math.round(x * cos[k]! + y * sin[k]!) + diag;
        acc[at] = acc[at]! + 1;
      }
    }
  }
  // Cells that hold the most of their neighbours (the angle next door, the pixel either side).
  const peaks: Line[] = [];
  for (let k = 0; k < angles; k++)
    for (let r = 1; r < span - 1; r++) {
      const votes = acc[k * span + r]!;
      if (votes < LINES.minVotes) continue;
      let top = true;
      for (const dk of [-1, 0, 1]) {
        const row = ((k + dk + angles) % angles) * span;
        for (const dr of [-1, 0, 1]) if ((dk !== 0 || dr !== 0) && acc[row + r + dr]! > votes) top = false;
      }
      if (top) peaks.push({ angle: k * LINES.angleStep, rho: r - diag, votes });
    }
  peaks.sort((a, b) => b.votes - a.votes);
  const kept: Line[] = [];
  for (const p of peaks) {
    if (kept.length >= wanted) break;
    if (kept.some((q) => sameLine(p, q))) continue;
    kept.push(p);
  }
  // The accumulator's cells are a degree and a pixel wide, and an edge's votes spread over several: each
  // line is fitted again to the edge pixels along it.
  const edges: number[] = [];
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++)
      if (g.magnitude[y * width + x]! >= LINES.minGradient) edges.push(x, y);
  const refined: Line[] = [];
  for (const line of kept.map((l) => refine(l, edges, g, width)))
    if (!refined.some((q) => sameLine(line, q))) refined.push(line);
  return refined;
}

/** A line fitted to the edge pixels within `LINES.refine` pixels of it (nearer each round) that run along it. */
function refine(line: Line, edges: readonly number[], g: Gradient, width: number): Line {
  let at = line;
  // Each round looks only at the pixels the one before kept.
  let points = edges;
  for (const near of LINES.refine) {
    const c = Math.cos(at.angle);
    const s = Math.sin(at.angle);
    const kept: number[] = [];
    let mx = 0;
    let my = 0;
    for (let k = 0; k < points.length; k += 2) {
      const x = points[k]!;
      const y = points[k + 1]!;
      if (Math.abs(x * c + y * s - at.rho) > near) continue;
      if (angleBetween(g.angle[y * width + x]!, at.angle) > LINES.alongAngle) continue;
      kept.push(x, y);
      mx += x;
      my += y;
    }
    const n = kept.length / 2;
    if (n < 2) return at;
    mx /= n;
    my /= n;
    let sxx = 0;
    let sxy = 0;
    let syy = 0;
    for (let k = 0; k < kept.length; k += 2) {
      const dx = kept[k]! - mx;
      const dy = kept[k + 1]! - my;
      sxx += dx * dx;
      sxy += dx * dy;
      syy += dy * dy;
    }
    // The points' long axis is the line's direction; its normal is a quarter turn from it.
    let angle = 0.5 * Math.atan2(2 * sxy, sxx - syy) + Math.PI / 2;
    if (angle >= Math.PI) angle -= Math.PI;
    if (angle < 0) angle += Math.PI;
    at = { angle, rho: mx * Math.cos(angle) + my * Math.sin(angle), votes: at.votes };
    points = kept;
  }
  return at;
}

/** Angle between two lines' directions, 0..pi/2. */
function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % Math.PI;
  return Math.min(d, Math.PI - d);
}

function sameLine(a: Line, b: Line): boolean {
  if (angleBetween(a.angle, b.angle) > LINES.sameAngle) return false;
  // Near pi the same line has its rho's sign turned.
  const wrapped = Math.abs(a.angle - b.angle) > Math.PI / 2;
  return Math.abs(a.rho - (wrapped ? -b.rho : b.rho)) <= LINES.sameDistance;
}

/** Two points on a line, for geometry.ts's intersect. */
function ends(l: Line): [Point, Point] {
  const c = Math.cos(l.angle);
  const s = Math.sin(l.angle);
  const o = { x: l.rho * c, y: l.rho * s };
  return [o, { x: o.x - s, y: o.y + c }];
}

/**
 * Where along a line the photo's edge runs with it: `on[t]` counts the points 0..t-1 (a pixel apart, from
 * the line's foot `origin` along `direction`, `offset` of them before the foot) within a pixel of the line
 * whose edge runs along it, so any side's share on an edge is two lookups.
 */
interface Along {
  origin: Point;
  direction: Point;
  offset: number;
  on: Uint32Array;
}

function along(white: GreyImage, g: Gradient, line: Line): Along {
  const c = Math.cos(line.angle);
  const s = Math.sin(line.angle);
  const origin = { x: line.rho * c, y: line.rho * s };
  const direction = { x: -s, y: c };
  const offset = Math.ceil(Math.hypot(white.width, white.height));
  const on = new Uint32Array(2 * offset + 2);
  for (let t = -offset; t <= offset; t++) {
    const px = origin.x + t * direction.x;
    const py = origin.y + t * direction.y;
    let hit = 0;
    // The edge may lie a pixel off the fitted line.
    for (const off of [0, -1, 1]) {
      const x = Math.round(px + off * c);
      const y = Math.round(py + off * s);
      if (x < 1 || y < 1 || x >= white.width - 1 || y >= white.height - 1) continue;
      const i = y * white.width + x;
      if (g.magnitude[i]! >= LINES.minGradient && angleBetween(g.angle[i]!, line.angle) <= LINES.alongAngle) {
        hit = 1;
        break;
      }
    }
    on[t + offset + 1] = on[t + offset]! + hit;
  }
  return { origin, direction, offset, on };
}

/** The share of the line's points from a to b (both on it) that run along an edge. */
function supportAlong(l: Along, a: Point, b: Point): number {
  const at = (p: Point) =>
    Math.round((p.x - l.origin.x) * l.direction.x + (p.y - l.origin.y) * l.direction.y) + l.offset;
  const last = l.on.length - 2;
  const from = Math.max(0, Math.min(last, Math.min(at(a), at(b))));
  const to = Math.max(0, Math.min(last, Math.max(at(a), at(b))));
  return (l.on[to + 1]! - l.on[from]!) / (to - from + 1);
}

/**
 * Quads (search pixels, corners clockwise) closed by four of the photo's `lines` strongest straight edges,
 * two pairs of nearly opposite lines, whose sides run along edges; the `most` best supported, best first.
 * `minArea` in search pixels; `plausible` says whether the quad's sides could be a card's.
 */
export function edgeQuads(
  white: GreyImage,
  minArea: number,
  plausible: (q: Quad) => boolean,
  { lines: wanted, most }: { lines: number; most: number } = { lines: LINES.lines, most: LINES.quads },
): Quad[] {
  const g = sobel(white);
  const lines = houghLines(white, g, wanted);
  const n = lines.length;
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      if (angleBetween(lines[i]!.angle, lines[j]!.angle) <= LINES.converge) pairs.push([i, j]);
  const through = lines.map(ends);
  // Where each two lines cross, inside the photo (null elsewhere, or where they do not cross).
  const crossing: Array<Point | null> = new Array<Point | null>(n * n).fill(null);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const pt = intersect(...through[i]!, ...through[j]!);
      if (pt && pt.x >= 0 && pt.y >= 0 && pt.x <= white.width && pt.y <= white.height)
        crossing[i * n + j] = crossing[j * n + i] = pt;
    }
  const parallel = new Uint8Array(n * n);
  for (const [i, j] of pairs) parallel[i * n + j] = parallel[j * n + i] = 1;
  const alongs = lines.map((line) => along(white, g, line));
  const pairOf = new Int32Array(n * n).fill(-1);
  for (const [k, [i, j]] of pairs.entries()) pairOf[i * n + j] = pairOf[j * n + i] = k;
  // For each pair of nearly opposite lines, the lines across both whose stretch between them runs on an
  // edge (a side of a quad the pair closes), with that stretch's share on an edge.
  const rungs = pairs.map(([a, b]) => {
    const on = new Map<number, number>();
    for (let c = 0; c < n; c++) {
      if (c === a || c === b || parallel[c * n + a] || parallel[c * n + b]) continue;
      const from = crossing[c * n + a];
      const to = crossing[c * n + b];
      if (!from || !to) continue;
      const share = supportAlong(alongs[c]!, from, to);
      if (share >= LINES.sideSupport) on.set(c, share);
    }
    return on;
  });
  const found: Array<{ quad: Quad; support: number }> = [];
  for (const [p, [a, b]] of pairs.entries()) {
    const across = [...rungs[p]!.keys()];
    for (let x = 0; x < across.length; x++)
      for (let y = x + 1; y < across.length; y++) {
        const c = across[x]!;
        const d = across[y]!;
        // Each quad once: from the first of its two pairs.
        const q = pairOf[c * n + d]!;
        if (q <= p) continue;
        const sa = rungs[q]!.get(a);
        const sb = rungs[q]!.get(b);
        if (sa === undefined || sb === undefined) continue;
        const support = (rungs[p]!.get(c)! + rungs[p]!.get(d)! + sa + sb) / 4;
        if (support < LINES.support) continue;
        const p0 = crossing[a * n + c]!;
        const p1 = crossing[c * n + b]!;
        const p2 = crossing[b * n + d]!;
        const p3 = crossing[d * n + a]!;
        const area = signedArea2([p0, p1, p2, p3]) / 2;
        if (Math.abs(area) < minArea) continue;
        const quad = (area > 0 ? [p0, p1, p2, p3] : [p0, p3, p2, p1]) as Quad;
        if (!convexQuad(quad) || !plausible(quad)) continue;
        found.push({ quad, support });
      }
  }
  return found
    .sort((x, y) => y.support - x.support)
    .slice(0, most)
    .map((f) => f.quad);
}
