// Small cards in soft photos (about 2 px of blur on letters some 14 px tall): the sharpened title band is
// read well enough to name the card, where it used to be refused as unreadable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseGame } from '../../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../../src/scan/match.ts';
import { makeTitleReader } from '../../src/scan/ocr.ts';
import { nodeOcrAssets } from '../../src/scan/ocr-node.ts';
import { recogniseCard } from '../../src/scan/recognise.ts';
import { haveScans, makeTablePhoto, readScan, scansDir } from './photos.ts';

if (!haveScans) console.warn(`blurred title tests skipped: no card scans at ${scansDir}`);

/** The hard photos of the scanner's tuning sets: card 45-65% of the frame, blur up to 2.5 px, dim light. */
const HARD = { size: [0.45, 0.65] as [number, number], maxBlur: 2.5, minLight: 0.4 };

describe.skipIf(!haveScans)('a blurred photo of a small card', () => {
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });

  beforeAll(() => reader.warm());
  afterAll(() => reader.close());

  it.each([
    // Lying upside down, blurred 2.2 px.
    ['UU-Base-050.jpg', 1110046, 'THE GREAT NARWHAL'],
    // Blurred 1.9 px.
    ['UU-Base-043.jpg', 1320039, 'BLACK KNIGHT UNICORN'],
  ])('%s (seed %i) is named %s', { timeout: 60_000 }, async (file, seed, title) => {
    const photo = makeTablePhoto(readScan(file), seed, HARD);
    expect(photo.blur).toBeGreaterThan(1.8);
    const result = await recogniseCard(photo.image, { reader, matcher });
    expect(result.found).toBe(true);
    expect(result.matches[0]?.title).toBe(title);
  });
});
