// The least four-sided outline around a region: a card whose coloured corners were cut off from its white
// region gets its corners back, and a row's jagged long edges are enclosed, not cut.
import { describe, expect, it } from 'vitest';
import { enclosingQuad } from '../../../src/scan/enclosing-quad.ts';
import type { Point } from '../../../src/scan/geometry.ts';

/** The outline of a w x h rectangle (one point a pixel), less what lies within `cut` of two opposite corners. */
function cutCorners(w: number, h: number, cut: number): Point[] {
  const points: Point[] = [];
  for (let x = 0; x <= w; x++) points.push({ x, y: 0 }, { x, y: h });
  for (let y = 0; y <= h; y++) points.push({ x: 0, y }, { x: w, y });
  return points.filter((p) => p.x + p.y > cut && w - p.x + (h - p.y) > cut);
}

const near = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y) < 0.5;

describe('the least quad enclosing a region', () => {
  it('gives a card whose triangles were cut off its four corners back', () => {
    const quad = enclosingQuad(cutCorners(100, 140, 30));
    expect(quad).not.toBeNull();
    const corners = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 140 },
      { x: 0, y: 140 },
    ];
    for (const c of corners) expect(quad!.some((p) => near(p, c))).toBe(true);
  });

  it('holds every point of a row whose cards lie a little above and below each other', () => {
    // Three cards of 60 x 84 side by side, the middle one 3 px lower.
    const points: Point[] = [];
    for (const [x0, y0] of [
      [0, 0],
      [55, 3],
      [110, 0],
    ] as const)
      for (let t = 0; t <= 60; t++) points.push({ x: x0 + t, y: y0 }, { x: x0 + t, y: y0 + 84 });
    for (const y of [0, 84]) points.push({ x: 0, y }, { x: 170, y });
    const quad = enclosingQuad(points)!;
    const area = Math.abs(
      quad.reduce((s, p, i) => s + p.x * quad[(i + 1) % 4]!.y - quad[(i + 1) % 4]!.x * p.y, 0) / 2,
    );
    // Every point inside (or on) the quad, and the quad no larger than the row's box.
    for (const p of points)
      for (let i = 0; i < 4; i++) {
        const a = quad[i]!;
        const b = quad[(i + 1) % 4]!;
        expect((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)).toBeGreaterThanOrEqual(
          -1e-6 * 170 * 87,
        );
      }
    expect(area).toBeLessThanOrEqual(170 * 87 + 1e-6);
  });
});
