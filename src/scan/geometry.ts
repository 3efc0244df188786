// Plane geometry for the scanner: the card's four corners, convex hulls and the perspective map
// (homography) that turns a card lying at an angle into an upright, flat card.

/** A point in pixel coordinates (x to the right, y down). */
export interface Point {
  x: number;
  y: number;
}

/** The card's corners in the photo, in order: top-left, top-right, bottom-right, bottom-left of the card. */
export type Quad = [Point, Point, Point, Point];

/** A 3x3 projective matrix, row major, with m[8] = 1. */
export type Homography = Float64Array;

/** A pivot smaller than this leaves the system singular: four corners with three in a line, or two the same. */
const SINGULAR_PIVOT = 1e-12;
/** Two lines whose directions' cross product (pixels squared) is smaller than this are parallel. */
const PARALLEL = 1e-9;

/** Solves A x = b for a small dense system by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++)
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    if (Math.abs(a[pivot]![col]!) < SINGULAR_PIVOT) return null;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    for (let row = col + 1; row < n; row++) {
      const f = a[row]![col]! / a[col]![col]!;
      for (let k = col; k < n; k++) a[row]![k]! -= f * a[col]![k]!;
      b[row]! -= f * b[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let s = b[row]!;
    for (let k = row + 1; k < n; k++) s -= a[row]![k]! * x[k]!;
    x[row] = s / a[row]![row]!;
  }
  return x;
}

/** The homography mapping each `from` corner onto the matching `to` corner, or null if degenerate. */
export function homography(from: readonly Point[], to: readonly Point[]): Homography | null {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  if (!h) return null;
  return Float64Array.from([...h, 1]);
}

/** Applies a homography to a point. */
export function project(h: Homography, p: Point): Point {
  // The matrix's entries by row and column.
  const [h00, h01, h02, h10, h11, h12, h20, h21, h22] = h;
  const w = h20! * p.x + h21! * p.y + h22!;
  return { x: (h00! * p.x + h01! * p.y + h02!) / w, y: (h10! * p.x + h11! * p.y + h12!) / w };
}

/** Twice the signed area of a polygon (positive when clockwise in image coordinates). */
export function signedArea2(polygon: readonly Point[]): number {
  let s = 0;
  for (let i = 0; i < polygon.length; i++) {
    const p = polygon[i]!;
    const q = polygon[(i + 1) % polygon.length]!;
    s += p.x * q.y - q.x * p.y;
  }
  return s;
}

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** Convex hull (Andrew's monotone chain), clockwise in image coordinates, no repeated end point. */
export function convexHull(points: readonly Point[]): Point[] {
  const sorted = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  if (sorted.length < 3) return sorted;
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}

/** Where two lines, each through two points, cross; null when they are (nearly) parallel. */
export function intersect(a1: Point, a2: Point, b1: Point, b2: Point): Point | null {
  const d = (a1.x - a2.x) * (b1.y - b2.y) - (a1.y - a2.y) * (b1.x - b2.x);
  if (Math.abs(d) < PARALLEL) return null;
  const ta = a1.x * a2.y - a1.y * a2.x;
  const tb = b1.x * b2.y - b1.y * b2.x;
  return {
    x: (ta * (b1.x - b2.x) - (a1.x - a2.x) * tb) / d,
    y: (ta * (b1.y - b2.y) - (a1.y - a2.y) * tb) / d,
  };
}

/** Whether a quad whose signed area is positive (clockwise on the photo) turns the same way at every corner. */
export function convexQuad(q: Quad): boolean {
  for (let i = 0; i < 4; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % 4]!;
    const c = q[(i + 2) % 4]!;
    if ((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) <= 0) return false;
  }
  return true;
}

/** Whether a point lies inside a convex quad (either winding; a point on a side counts as inside). */
export function insideQuad(quad: Quad, p: Point): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i]!;
    const b = quad[(i + 1) % 4]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** The mean of a quad's corners. */
export const middleOf = (q: Quad): Point => ({
  x: (q[0].x + q[1].x + q[2].x + q[3].x) / 4,
  y: (q[0].y + q[1].y + q[2].y + q[3].y) / 4,
});

export function distance(p: Point, q: Point): number {
  return Math.hypot(p.x - q.x, p.y - q.y);
}
