// A card named by two votes on table photos: a card whose title is smudged is still named by its face, and
// a card of a box the game lacks is refused, not named as the look-alike its title is read near.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseGame } from '../../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../../src/scan/match.ts';
import { makeTitleReader } from '../../src/scan/ocr.ts';
import { nodeOcrAssets } from '../../src/scan/ocr-node.ts';
import type { Quad } from '../../src/scan/geometry.ts';
import type { RgbaImage } from '../../src/scan/pixels.ts';
import { recogniseCard } from '../../src/scan/recognise.ts';
import { facePrintOf } from '../../src/scan/face-print.ts';
import prints from '../../src/scan/face-prints.json';
import { HARD_PHOTOS, haveScans, makeTablePhoto, readLabels, readScan } from './photos.ts';

const scanOf = (title: string) => readScan(readLabels().find((l) => l.printedTitle === title)!.file);

/** The scan with its title smeared, as by a wet thumb: each letter row averaged over 60 card units. */
function smudgeTitle(scan: RgbaImage): RgbaImage {
  const data = new Uint8ClampedArray(scan.data);
  const reach = 30;
  for (let y = 40; y < 112; y++)
    for (let x = 60; x < 560; x++)
      for (let c = 0; c < 3; c++) {
        let sum = 0;
        for (let dx = -reach; dx <= reach; dx++) sum += scan.data[(y * scan.width + x + dx) * 4 + c]!;
        data[(y * scan.width + x) * 4 + c] = sum / (2 * reach + 1);
      }
  return { width: scan.width, height: scan.height, data };
}

/** The deck of a game whose boxes lack the card printing `title`. */
const lacking = (title: string) =>
  makeTitleMatcher({
    deck: { ...baseGame, cards: baseGame.cards.filter((c) => c.title.en !== title) },
    languages: ['en'],
  });

describe.skipIf(!haveScans)('naming a card by its title and its face', () => {
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
  beforeAll(() => reader.warm());
  afterAll(() => reader.close());

  it(
    'names SHABBY THE NARWHAL by its art when its title is smudged past reading',
    { timeout: 120_000 },
    async () => {
      const photo = makeTablePhoto(smudgeTitle(scanOf('SHABBY THE NARWHAL')), 5_100_042);
      const result = await recogniseCard(photo.image, { reader, matcher });
      expect(result.found && result.matches[0]!.title).toBe('SHABBY THE NARWHAL');
      expect(result.found && result.byFace).toBe(true);
    },
  );

  it(
    'refuses a card of a box the game lacks instead of naming its look-alike',
    { timeout: 180_000 },
    async () => {
      // Read in a game without them, these were named BABY UNICORN, MAGICAL FLYING UNICORN and STABBY THE
      // UNICORN by their titles alone; their art is none of those.
      const cases = [
        { title: 'BASIC UNICORN', seed: 5_100_016, lookAlike: 'BABY UNICORN' },
        { title: 'MAGICAL KITTENCORN', seed: 5_100_023, lookAlike: 'MAGICAL FLYING UNICORN' },
        { title: 'SHABBY THE NARWHAL', seed: 5_100_042, lookAlike: 'STABBY THE UNICORN' },
      ];
      for (const { title, seed, lookAlike } of cases) {
        const photo = makeTablePhoto(scanOf(title), seed, seed % 2 ? HARD_PHOTOS : {});
        const result = await recogniseCard(photo.image, { reader, matcher: lacking(title) });
        expect(result.found ? result.matches[0]!.title : null, `${title} (not ${lookAlike})`).toBeNull();
        // In a game with its box, the same photo is named right.
        const named = await recogniseCard(photo.image, { reader, matcher });
        expect(named.found && named.matches[0]!.title).toBe(title);
      }
    },
  );

  it('keeps in the app the fingerprints scripts/make-face-prints.ts makes from the scans, one per face', () => {
    const made = readLabels().map((label) => {
      const scan = readScan(label.file);
      const whole: Quad = [
        { x: 0, y: 0 },
        { x: scan.width, y: 0 },
        { x: scan.width, y: scan.height },
        { x: 0, y: scan.height },
      ];
      const print = facePrintOf(scan, whole);
      return `${label.printedTitle}|${print.lum}|${print.hue}`;
    });
    expect(prints.faces).toEqual(made);
  });
});
