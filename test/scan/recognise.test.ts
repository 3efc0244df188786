// Card recognition on table photos made from the 2e scans: a fixed set of faces named by printed title, an
// empty table or a blank photo names no card, and bad pixel arrays are refused with a clear message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseGame } from '../../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../../src/scan/match.ts';
import { makeTitleReader } from '../../src/scan/ocr.ts';
import { nodeOcrAssets } from '../../src/scan/ocr-node.ts';
import { recogniseCard } from '../../src/scan/recognise.ts';
import { guideQuad } from '../../src/ui/scanner/session.ts';
import { haveScans, makeTablePhoto, readLabels, readScan, scansDir, WIDER_PHOTOS } from './photos.ts';

if (!haveScans)
  console.warn(`scan tests skipped: no card scans at ${scansDir} (../shared/ocr beside the repo)`);

describe.skipIf(!haveScans)('recognising cards on table photos', () => {
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
  const printedTitle = (faceId: string) => baseGame.cards.find((face) => face.id === faceId)?.title.en;

  beforeAll(() => reader.warm());
  afterAll(() => reader.close());

  // Fixed photos, each named right when it became a test; `npm run bench scan` scores all 84 faces on
  // other seeds, and the harder sets, as figures.
  it(
    'names every face of a fixed set of 24 by its printed title, upside-down ones included',
    { timeout: 300_000 },
    async () => {
      const labels = readLabels();
      expect(labels).toHaveLength(84);
      const misses: string[] = [];
      let upsideDown = 0;
      // Two faces in every seven, on the seeds the whole 84 had (7000 + face).
      for (const [k, label] of labels.entries()) {
        if (k % 7 !== 0 && k % 7 !== 3) continue;
        const photo = makeTablePhoto(readScan(label.file), 7000 + k);
        if (photo.upsideDown) upsideDown++;
        const result = await recogniseCard(photo.image, { reader, matcher });
        const named = result.found ? printedTitle(result.matches[0]!.faceId) : null;
        if (named !== label.printedTitle)
          misses.push(`${label.file} (${label.printedTitle}, seed ${7000 + k}) read "${result.read}"`);
      }
      // The set must really include cards lying upside down, or the half-turn handling goes untested.
      expect(upsideDown).toBeGreaterThanOrEqual(3);
      expect(misses, misses.join('\n')).toEqual([]);
    },
  );

  // Seeds no one tuned on, wider than the tuning sets (150000+ and 500000+, 45-65%, blur to 2.5 px): the
  // card fills 40-65% of the frame's short side, blur up to 3 px, light down to 35%, warm light and
  // glare. A miss is a refusal, which the player answers by picking the card: a wrong name is worse.
  it(
    'on soft photos of small cards names each card but one too soft to tell, and no card wrongly',
    { timeout: 300_000 },
    async () => {
      const labels = readLabels();
      const misses: string[] = [];
      // Every seventh face, on the seeds the whole 84 had (160000 + face). BABY UNICORN on 160007 is too
      // soft to read or to tell from BASIC UNICORN by its shape: it may be refused, never named wrongly.
      const mayRefuse = new Set([160_007]);
      for (const [k, label] of labels.entries()) {
        if (k % 7 !== 0) continue;
        const seed = 160_000 + k;
        const photo = makeTablePhoto(readScan(label.file), seed, WIDER_PHOTOS);
        const result = await recogniseCard(photo.image, { reader, matcher });
        const named = result.found ? printedTitle(result.matches[0]!.faceId) : null;
        if (named === label.printedTitle || (named === null && mayRefuse.has(seed))) continue;
        misses.push(
          `${label.printedTitle} (seed ${seed}) ${named ? `named ${named}` : 'refused'}, read "${result.read}"`,
        );
      }
      expect(misses, misses.join('\n')).toEqual([]);
    },
  );

  it("reads a card on a table as white as the card when it lies in the scanner's guide frame", async () => {
    const scan = readScan('UU-Base-064.jpg');
    const width = 720;
    const height = 960;
    const data = new Uint8ClampedArray(width * height * 4).fill(238);
    const guide = guideQuad(width, height);
    const left = Math.round(guide[0].x);
    const top = Math.round(guide[0].y);
    const cardWidth = Math.round(guide[1].x - guide[0].x);
    const cardHeight = Math.round(guide[3].y - guide[0].y);
    for (let y = 0; y < cardHeight; y++) {
      for (let x = 0; x < cardWidth; x++) {
        const from =
          (Math.floor((y * scan.height) / cardHeight) * scan.width +
            Math.floor((x * scan.width) / cardWidth)) *
          4;
        data.set(scan.data.subarray(from, from + 4), ((top + y) * width + left + x) * 4);
      }
    }
    const result = await recogniseCard({ width, height, data }, { reader, matcher, guide });
    expect(result.found).toBe(true);
    expect(printedTitle(result.matches[0]!.faceId)).toBe('BLATANT THIEVERY');
  });

  it('finds no card on an empty table', async () => {
    const photo = makeTablePhoto(null, 99, { noCard: true });
    const result = await recogniseCard(photo.image, { reader, matcher });
    expect(result.found).toBe(false);
  });

  it('finds no card in a blank photo', async () => {
    const blank = { width: 640, height: 480, data: new Uint8ClampedArray(640 * 480 * 4).fill(200) };
    const result = await recogniseCard(blank, { reader, matcher });
    expect(result).toMatchObject({ found: false, reason: 'blank' });
  });

  it('refuses a pixel array whose size does not add up, naming the field', async () => {
    const broken = { width: 10, height: 10, data: new Uint8ClampedArray(12) };
    await expect(recogniseCard(broken, { reader, matcher })).rejects.toThrow(/image: data holds 12 bytes/);
  });
});
