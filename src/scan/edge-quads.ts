// Candidate card outlines from the photo's straight edges: a card's four sides are straight steps of
// whiteness even where the table is as pale as its paper (a light laminate), where no cut of the whiteness
// parts the card from the table. Lines are found by a Hough transform of the whiteness's gradient, and every
// four of them that close a quad whose sides run along the photo's edges is a candidate, judged by the
// card's evidence like any other (find-by-evidence.ts).
import { intersect, signedArea2, type Point, type Quad } from './geometry.ts';
import type { GreyImage } from './pixels.ts';

/** Every number the line finder uses, in one place. */
export const LINES = {
  /**
   * A pixel is on an edge when its Sobel gradient (sum of the 3 x 3 differences, so 8 times the levels a pixel)
   * reaches this: a card's side on a pale table steps by 8-15 whiteness levels within a pixel or two, a
   * table's light falls off by 1-2 levels a pixel.
   */
  minGradient: 24,
  /** Angles (radians) of the accumulator, and how far either side of its gradient's an edge pixel votes. */
  angleStep: Math.PI / 180,
  angleSpread: (3 * Math.PI) / 180,
  /** Lines kept, most votes first; a line within this angle and distance (pixels) of a kept one is the same line. */
  lines: 20,
  sameAngle: (5 * Math.PI) / 180,
  sameDistance: 5,
  /** Opposite sides of a card seen 30-60 degrees off vertical converge; never by more than this (radians). */
  converge: (35 * Math.PI) / 180,
  /** A side is supported where an edge runs along it within this angle (radians) of the side. */
  alongAngle: (20 * Math.PI) / 180,
  /** A quad is a candidate when on average this share of its sides, and on each side this share, runs on an edge. */
  support: 0.6,
  sideSupport: 0.3,
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

export function sobel(white: GreyImage): Gradient {
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
      magnitude[i] = Math.hypot(gx, gy);
      let a = Math.atan2(gy, gx);
      if (a < 0) a += Math.PI;
      if (a >= Math.PI) a -= Math.PI;
      angle[i] = a;
    }
  }
  return { magnitude, angle };
}

/** The strongest straight lines of edge pixels, most votes first. */
export function houghLines(white: GreyImage, g: Gradient): Line[] {
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
        let k = centre + d;
        let flip = 1;
        if (k < 0) {
          k += angles;
          flip = -1;
        } else if (k >= angles) {
          k -= angles;
          flip = -1;
        }
        // An angle wrapped past pi is the same line with its normal turned: rho changes sign.
        const rho = flip * (x * cos[k]! + y * sin[k]!);
        const at = k * span + Math.round(rho) + diag;
        acc[at] = acc[at]! + 1;
      }
    }
  }
  const peaks: Line[] = [];
  for (let k = 0; k < angles; k++)
    for (let r = 0; r < span; r++) {
      const votes = acc[k * span + r]!;
      if (votes > 0) peaks.push({ angle: k * LINES.angleStep, rho: r - diag, votes });
    }
  peaks.sort((a, b) => b.votes - a.votes);
  const kept: Line[] = [];
  for (const p of peaks) {
    if (kept.length >= LINES.lines) break;
    if (kept.some((q) => sameLine(p, q))) continue;
    kept.push(p);
  }
  return kept;
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

/** The share of a side from a to b that runs along an edge of the photo. */
export function supportAlong(white: GreyImage, g: Gradient, a: Point, b: Point): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const steps = Math.max(1, Math.floor(length));
  let normal = Math.atan2(b.x - a.x, -(b.y - a.y));
  if (normal < 0) normal += Math.PI;
  if (normal >= Math.PI) normal -= Math.PI;
  const nx = Math.cos(normal);
  const ny = Math.sin(normal);
  let on = 0;
  for (let s = 0; s <= steps; s++) {
    const t = s / steps;
    const px = a.x + (b.x - a.x) * t;
    const py = a.y + (b.y - a.y) * t;
    // The edge may lie a pixel off the fitted line.
    for (const off of [0, -1, 1]) {
      const x = Math.round(px + off * nx);
      const y = Math.round(py + off * ny);
      if (x < 1 || y < 1 || x >= white.width - 1 || y >= white.height - 1) continue;
      const i = y * white.width + x;
      if (g.magnitude[i]! >= LINES.minGradient && angleBetween(g.angle[i]!, normal) <= LINES.alongAngle) {
        on++;
        break;
      }
    }
  }
  return on / (steps + 1);
}

/**
 * Quads (search pixels, corners clockwise) closed by four of the photo's strongest straight edges, two
 * pairs of nearly opposite lines, whose sides run along edges; best supported first. `minArea` in search
 * pixels; `plausible` says whether the quad's sides could be a card's.
 */
export function edgeQuads(white: GreyImage, minArea: number, plausible: (q: Quad) => boolean): Quad[] {
  const g = sobel(white);
  const lines = houghLines(white, g);
  const pairs: Array<[Line, Line]> = [];
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++)
      if (angleBetween(lines[i]!.angle, lines[j]!.angle) <= LINES.converge)
        pairs.push([lines[i]!, lines[j]!]);
  const found: Array<{ quad: Quad; support: number }> = [];
  for (let i = 0; i < pairs.length; i++)
    for (let j = i + 1; j < pairs.length; j++) {
      const [a, b] = pairs[i]!;
      const [c, d] = pairs[j]!;
      if ([a, b].some((p) => [c, d].some((q) => angleBetween(p.angle, q.angle) <= LINES.converge))) continue;
      const corners = [
        intersect(...ends(a), ...ends(c)),
        intersect(...ends(c), ...ends(b)),
        intersect(...ends(b), ...ends(d)),
        intersect(...ends(d), ...ends(a)),
      ];
      if (corners.some((p) => !p || p.x < 0 || p.y < 0 || p.x > white.width || p.y > white.height)) continue;
      let quad = corners as Quad;
      const area = signedArea2(quad) / 2;
      if (Math.abs(area) < minArea) continue;
      if (area < 0) quad = [quad[0], quad[3], quad[2], quad[1]];
      if (!convex(quad) || !plausible(quad)) continue;
      const sides = quad.map((p, k) => supportAlong(white, g, p, quad[(k + 1) % 4]!));
      const support = sides.reduce((s, v) => s + v, 0) / 4;
      if (support < LINES.support || Math.min(...sides) < LINES.sideSupport) continue;
      found.push({ quad, support });
    }
  return found
    .sort((x, y) => y.support - x.support)
    .slice(0, LINES.quads)
    .map((f) => f.quad);
}

function convex(q: Quad): boolean {
  let sign = 0;
  for (let k = 0; k < 4; k++) {
    const a = q[k]!;
    const b = q[(k + 1) % 4]!;
    const c = q[(k + 2) % 4]!;
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (cross === 0) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}
