// The quads closed by a photo's straight edges (edge-quads.ts), on a drawn whiteness image: a card only a
// little paler than a table whose light falls off across the photo, so that no one cut of the whiteness
// parts the card from the table, is still closed by its four sides.
import { describe, expect, it } from 'vitest';
import { edgeQuads } from '../../src/scan/edge-quads.ts';
import { insideQuad, type Point, type Quad } from '../../src/scan/geometry.ts';
import type { GreyImage } from '../../src/scan/pixels.ts';

const WIDTH = 360;
const HEIGHT = 270;

/** A table whose light falls off from left to right (130 to 94), with `quads` drawn over it in order. */
function table(quads: Array<{ quad: Quad; level: number }>): GreyImage {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      let v = 130 - (36 * x) / WIDTH;
      for (const { quad, level } of quads) if (insideQuad(quad, { x: x + 0.5, y: y + 0.5 })) v = level;
      data[y * WIDTH + x] = Math.round(v);
    }
  return { width: WIDTH, height: HEIGHT, data };
}

/** A card seen from a seated player's side: narrower at the top, turned a little. */
const CARD: Quad = [
  { x: 140, y: 52 },
  { x: 236, y: 60 },
  { x: 252, y: 214 },
  { x: 118, y: 204 },
];
/** Its art box, darker than the paper, inside its margins. */
const ART: Quad = [
  { x: 152, y: 78 },
  { x: 226, y: 84 },
  { x: 234, y: 150 },
  { x: 140, y: 143 },
];

const anyQuad = () => true;
const worst = (found: Quad, truth: Quad) => {
  // The same quad up to where its corners start.
  let best = Infinity;
  for (let k = 0; k < 4; k++) {
    let far = 0;
    for (let i = 0; i < 4; i++) {
      const p: Point = found[(i + k) % 4]!;
      far = Math.max(far, Math.hypot(p.x - truth[i]!.x, p.y - truth[i]!.y));
    }
    best = Math.min(best, far);
  }
  return best;
};

describe('quads closed by straight edges', () => {
  it('closes a card 8-12 levels paler than the table beside it by its four sides, within three pixels', () => {
    // The table beside the card lies at 104-116; the paper at 124. A cut at 120 parts them here, but the
    // table's pale end (130) lies above the paper: no cut parts the card from the whole table.
    const white = table([
      { quad: CARD, level: 124 },
      { quad: ART, level: 60 },
    ]);
    const quads = edgeQuads(white, 500, anyQuad);
    const near = quads.filter((q) => worst(q, CARD) <= 3);
    expect(near.length).toBeGreaterThan(0);
  });

  it('closes no quad on a bare table whose light falls off', () => {
    expect(edgeQuads(table([]), 500, anyQuad)).toEqual([]);
  });

  it('closes no quad smaller than asked', () => {
    const white = table([{ quad: CARD, level: 124 }]);
    expect(edgeQuads(white, 200 * 200, anyQuad)).toEqual([]);
  });
});
