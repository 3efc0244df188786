// A card on a table lit from one side: the table beyond the card is as pale as the card's paper, so no one
// whiteness cut takes the card alone. Stopping at the card's edge, where the whiteness steps, does.
import { describe, expect, it } from 'vitest';
import { EVIDENCE } from '../../../src/scan/find-by-evidence.ts';
import { whiteRegions } from '../../../src/scan/find-card.ts';
import { edgeStopped, type GreyImage } from '../../../src/scan/pixels.ts';

const W = 200;
const H = 120;
/** The card: a 50 x 70 rectangle with a dark art box inside. */
const card = { left: 30, top: 25, right: 80, bottom: 95 };
const inCard = (x: number, y: number) => x >= card.left && x < card.right && y >= card.top && y < card.bottom;
const inArt = (x: number, y: number) => x >= 38 && x < 72 && y >= 35 && y < 70;

/**
 * Whiteness under a light falling off to the left: the table rises from 100 at the left to 180 at the right,
 * and the card's paper lies 15 above the table around it. The light falls off by 20 across the card, so the
 * table at the card's right edge (132) is paler than the paper at its left edge (127).
 */
function tableLitFromTheRight(): GreyImage {
  const data = new Uint8Array(W * H);
  const table = (x: number) => 100 + (80 * x) / W;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      data[y * W + x] = Math.round(inArt(x, y) ? 40 : inCard(x, y) ? table(x) + 15 : table(x));
  return { width: W, height: H, data };
}

/** The pixels of the region holding (x, y) at a cut, as a set of indices (empty when (x, y) is below it). */
function regionAt(image: GreyImage, cut: number, x: number, y: number): Set<number> {
  const regions = whiteRegions(image, cut);
  const label = regions.labels[y * W + x]!;
  const out = new Set<number>();
  if (label === 0) return out;
  regions.labels.forEach((l, i) => {
    if (l === label) out.add(i);
  });
  return out;
}

/** Whether a region holds the card's margins and nothing of the table. */
function isTheCard(region: Set<number>): boolean {
  let table = 0;
  for (const i of region) if (!inCard(i % W, Math.floor(i / W))) table++;
  const margin = [card.left + 2, card.top + 2];
  return table === 0 && region.has(margin[1]! * W + margin[0]!) && region.size > 1000;
}

describe('a card on a table lit from one side', () => {
  it('is not cut from the table by any one cut of the whiteness as it is', () => {
    const white = tableLitFromTheRight();
    for (let cut = 60; cut < 220; cut++)
      expect(isTheCard(regionAt(white, cut, card.left + 2, card.top + 2))).toBe(false);
  });

  it('is cut from the table at its edge, at a cut the pale side of the table passes', () => {
    const stopped = edgeStopped(tableLitFromTheRight(), EVIDENCE.edgeStep);
    // At 120 the table right of x = 50 is whiter than the cut, and so is all the card's paper.
    expect(isTheCard(regionAt(stopped, 120, card.left + 2, card.top + 2))).toBe(true);
    // The table's slow rise is no edge: the pale side of the table is one region of its own.
    expect(regionAt(stopped, 120, W - 5, 5).size).toBeGreaterThan(W * H * 0.3);
  });
});
