// The whole-Stable scan on one fixed photo of each kind of Stable, spread and fanned, in the print it was
// written on and in the held-out kinds: every card named where it lies, in reading order; an empty table lists none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseGame } from '../../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../../src/scan/match.ts';
import { makeTitleReader } from '../../src/scan/ocr.ts';
import { nodeOcrAssets } from '../../src/scan/ocr-node.ts';
import { recogniseStable } from '../../src/scan/stable.ts';
import { haveScans, makeTablePhoto, scansDir } from './photos.ts';
import { expectEveryCardNamed, heldOut } from './stable-checks.ts';
import { makeStablePhoto, type StablePhoto } from './stable-photos.ts';

if (!haveScans) console.warn(`Stable scan tests skipped: no card scans at ${scansDir}`);

describe.skipIf(!haveScans)('scanning each kind of Stable in one photo', () => {
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
  beforeAll(() => reader.warm());
  afterAll(() => reader.close());

  /** Seeded photos of a kind, each scanned with `titles`: every card of each is named by its printed title. */
  const expectEachNamed = async (photos: readonly StablePhoto[], titles = matcher) => {
    for (const photo of photos) {
      expect(photo.cards.length).toBeGreaterThan(2);
      expectEveryCardNamed(photo, await recogniseStable(photo.image, { reader, matcher: titles }));
    }
  };

  // One fixed photo of each generated kind, every card named (`npm run bench scan` scores the larger sets,
  // and the photos these tests held before, as figures). Each was scanned right when it became a test; a
  // seed that fails shows a behaviour lost, and its misses say which card.
  it('names every card of a Stable laid out in one or two rows', { timeout: 300_000 }, async () => {
    await expectEachNamed([makeStablePhoto(310, { layout: 'spread' })]);
  });

  it(
    'names every card of a fanned Stable, where only each title band shows',
    { timeout: 300_000 },
    async () => {
      await expectEachNamed([makeStablePhoto(410, { layout: 'fanned' })]);
    },
  );

  it(
    'names every card of a loosely laid fan, under stronger glare and blur',
    { timeout: 300_000 },
    async () => {
      // Cards shifted and turned a little each, steps from 11% to 20% of a card, strong glare spots.
      await expectEachNamed([makeStablePhoto(60_000, { layout: 'fanned', wide: true })]);
    },
  );

  // Stables made differently from the sets the scanner was written on (stable-photos.ts HELD_OUT_KINDS):
  // a first photo of each kind, every card named. The other print fanned and rows touching have fixed
  // photos of their own in stable.test.ts.
  const kindTest = (name: string, photos: readonly number[] = [0]) => {
    const { kind, titles } = heldOut(name);
    it(`names every card: ${name}`, { timeout: 300_000 }, async () => {
      await expectEachNamed(
        photos.map((k) => makeStablePhoto(kind.firstSeed + k, kind.options(k))),
        titles,
      );
    });
  };
  kindTest('other print, spread');
  kindTest('Control & Chaos titles (other print), spread');
  // 4032 x 3024, spread; a fan at 1600 x 1200 is photo 6730007 in stable.test.ts.
  kindTest('photo 4032x3024, 1600x1200, 1800x2400');
  kindTest('two uneven rows, stronger perspective');
  // Light at 30-60%, warm or neutral, glare spots up to 90%: the paper is found by its own colour and
  // level in the photo, so a fan's lower cards under the dimmest light are listed too (760001, fanned).
  kindTest('dim warm light, strong glare, blur 0.8-2 px', [1]);

  it('lists the cards row by row, each row left to right', { timeout: 120_000 }, async () => {
    // Seven cards lie in two rows: the top row's four first, left to right.
    const photo: StablePhoto = makeStablePhoto(2, { layout: 'spread', count: 7 });
    const found = await recogniseStable(photo.image, { reader, matcher });
    expect(found).toHaveLength(7);
    const titleMiddles = found.map((card) => card.corners[0]);
    for (let k = 1; k < 4; k++) expect(titleMiddles[k]!.x).toBeGreaterThan(titleMiddles[k - 1]!.x);
    expect(Math.min(...titleMiddles.slice(4).map((p) => p.y))).toBeGreaterThan(
      Math.max(...titleMiddles.slice(0, 4).map((p) => p.y)),
    );
    expect(found.map((card) => (card.named ? card.matches[0]!.title : null))).toEqual(
      [...photo.cards].map((card) => card.printedTitle),
    );
  });

  it('lists no card on an empty table', async () => {
    const empty = makeTablePhoto(null, 99, { noCard: true });
    expect(await recogniseStable(empty.image, { reader, matcher })).toEqual([]);
  });
});
