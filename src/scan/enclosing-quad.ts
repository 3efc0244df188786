// The smallest four-sided outline around a region: each side lies along one of the region's hull edges. A
// row of overlapping cards, or a card whose coloured corners were cut off, is not one card's outline, but it
// is enclosed by four straight sides (the row's long edges and its two end cards' outer edges).
import {
  convexHull,
  convexQuad,
  distance,
  intersect,
  signedArea2,
  type Point,
  type Quad,
} from './geometry.ts';

/** Hull edges tried as sides, longest first: a side of the outline runs along one of the longer edges. */
const SIDES_TRIED = 12;

/**
 * The least-area convex quad, corners clockwise, whose four sides each run along an edge of the hull of
 * `points` and which holds every point (within `slack` pixels); null when no four edges enclose them.
 */
export function enclosingQuad(points: readonly Point[], slack = 1): Quad | null {
  const hull = convexHull(points);
  if (hull.length < 4) return null;
  const clockwise = signedArea2(hull) > 0;
  const ring = clockwise ? hull : [...hull].reverse();
  const edges = ring
    .map((a, i) => ({ i, a, b: ring[(i + 1) % ring.length]! }))
    .sort((p, q) => distance(q.a, q.b) - distance(p.a, p.b))
    .slice(0, SIDES_TRIED)
    .sort((p, q) => p.i - q.i);
  const n = edges.length;
  let best: { quad: Quad; area: number } | null = null;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++)
      for (let k = j + 1; k < n; k++)
        for (let l = k + 1; l < n; l++) {
          const sides = [edges[i]!, edges[j]!, edges[k]!, edges[l]!];
          const corners: Point[] = [];
          for (let s = 0; s < 4; s++) {
            const p = sides[s]!;
            const q = sides[(s + 1) % 4]!;
            const c = intersect(p.a, p.b, q.a, q.b);
            if (!c) break;
            corners.push(c);
          }
          if (corners.length < 4) continue;
          // Side s runs from corner s-1 to corner s, along edge s's direction.
          const quad = [corners[3]!, corners[0]!, corners[1]!, corners[2]!] as Quad;
          const area = signedArea2(quad) / 2;
          if (area <= 0 || (best && area >= best.area)) continue;
          if (!convexQuad(quad) || !holds(quad, ring, slack)) continue;
          best = { quad, area };
        }
  return best?.quad ?? null;
}

/** Whether every point lies inside a clockwise quad, or within `slack` of it. */
function holds(q: Quad, points: readonly Point[], slack: number): boolean {
  for (let i = 0; i < 4; i++) {
    const a = q[i]!;
    const b = q[(i + 1) % 4]!;
    const length = distance(a, b);
    for (const p of points)
      if (((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / length < -slack) return false;
  }
  return true;
}
