// Blurred look-alikes on table photos, named by their title's shape and the letters read together; a title
// the game does not have is refused, not named as its look-alike (the rules on scripted reads: units/).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseGame } from '../../src/games/unstable-unicorns/catalog.ts';
import { makeTitleMatcher } from '../../src/scan/match.ts';
import { normaliseTitle } from '../../src/scan/normalise.ts';
import { makeTitleReader } from '../../src/scan/ocr.ts';
import { nodeOcrAssets } from '../../src/scan/ocr-node.ts';
import { recogniseCard } from '../../src/scan/recognise.ts';
import { HARD_PHOTOS, haveScans, makeTablePhoto, readLabels, readScan, WIDER_PHOTOS } from './photos.ts';

const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
/** The matcher of a game without the card titled `title` (a card from a box not in the game). */
const matcherWithout = (title: string) =>
  makeTitleMatcher({
    deck: { cards: baseGame.cards.filter((c) => normaliseTitle(c.title.en ?? '') !== title) },
    languages: ['en'],
  });

describe.skipIf(!haveScans)('blurred look-alikes on table photos', () => {
  const reader = makeTitleReader({ assets: nodeOcrAssets(), node: true, idleMs: 0 });
  beforeAll(() => reader.warm());
  afterAll(() => reader.close());
  const labels = readLabels();
  /** The photo of face `k` from a hard set (tuning seeds 150000+, 500000+, 1100000+: card 45-65%, blur to 2.5 px). */
  const photo = (seed: number, options = HARD_PHOTOS) => {
    const label = labels[seed % 1000]!;
    return { label, made: makeTablePhoto(readScan(label.file), seed, options) };
  };

  it('does not name a card from a sharpened read its shape rules out', { timeout: 120_000 }, async () => {
    // Held-out photos where sharpening made letters of noise: a BASIC NARWHAL read "BABE MARWRAL"
    // (BABY NARWHAL) and a BABY UNICORN read "MANY COA" (NANNY CAM); each shape fits the truth best.
    const narwhal = photo(1_710_020);
    expect(narwhal.label.printedTitle).toBe('BASIC NARWHAL');
    // Its shape outfits every other title, so the sharpened read cannot object to it either: named right.
    const basic = await recogniseCard(narwhal.made.image, { reader, matcher });
    expect(basic.found && basic.matches[0]!.title).toBe('BASIC NARWHAL');
    const baby = photo(1_810_009, WIDER_PHOTOS);
    expect(baby.label.printedTitle).toBe('BABY UNICORN');
    const named = await recogniseCard(baby.made.image, { reader, matcher });
    expect(named.found && named.matches[0]!.title).toBe('BABY UNICORN');
  });

  it(
    'names a DARK ANGEL UNICORN read clearly in part, "BARK ANGEL", that its shape picks out; refuses it from another box',
    { timeout: 120_000 },
    async () => {
      // Held-out photo (wider set: small card, blur 2 px): the sharpened band read "BARK ANGEL" 70% sure,
      // too short to name the card, and a clear read naming nothing used to stop the shape step.
      const { label, made } = photo(1_800_078, WIDER_PHOTOS);
      expect(label.printedTitle).toBe('DARK ANGEL UNICORN');
      const named = await recogniseCard(made.image, { reader, matcher });
      expect(named.found && named.matches[0]!.title).toBe('DARK ANGEL UNICORN');
      // In a game without it, the same card is one to teach: no other title fits its shape as well.
      const without = await recogniseCard(made.image, {
        reader,
        matcher: matcherWithout('DARK ANGEL UNICORN'),
      });
      expect(without.found ? without.matches[0]!.title : null).toBeNull();
    },
  );

  it(
    'names a BABY UNICORN blurred by over 2 px, its shape as close to BASIC UNICORN',
    { timeout: 120_000 },
    async () => {
      const { label, made } = photo(150_004);
      expect(label.printedTitle).toBe('BABY UNICORN');
      expect(made.blur).toBeGreaterThan(2);
      const result = await recogniseCard(made.image, { reader, matcher });
      expect(result.found && result.matches[0]!.title).toBe('BABY UNICORN');
    },
  );

  it(
    'names a blurred UNICORN SWAP and THE GREAT NARWHAL whose reads got two letters, from their shape letter by letter',
    { timeout: 120_000 },
    async () => {
      for (const [seed, title] of [
        [1_100_051, 'UNICORN SWAP'],
        [1_110_046, 'THE GREAT NARWHAL'],
      ] as const) {
        const { label, made } = photo(seed);
        expect(label.printedTitle).toBe(title);
        const result = await recogniseCard(made.image, { reader, matcher });
        expect(result.found && result.matches[0]!.title).toBe(title);
      }
    },
  );

  it(
    'refuses a blurred NECROMANCER UNICORN when the game does not have it, not naming it MOTHER GOOSE UNICORN',
    { timeout: 120_000 },
    async () => {
      const { label, made } = photo(500_077);
      expect(label.printedTitle).toBe('NECROMANCER UNICORN');
      const result = await recogniseCard(made.image, {
        reader,
        matcher: matcherWithout('NECROMANCER UNICORN'),
      });
      expect(result.found ? result.matches[0]!.title : null).toBeNull();
    },
  );

  it(
    'refuses a blurred SHABBY THE NARWHAL when the game does not have it, not naming it STABBY THE UNICORN',
    { timeout: 120_000 },
    async () => {
      const { label, made } = photo(500_041);
      expect(label.printedTitle).toBe('SHABBY THE NARWHAL');
      const without = matcherWithout('SHABBY THE NARWHAL');
      const result = await recogniseCard(made.image, { reader, matcher: without });
      expect(result.found ? result.matches[0]!.title : null).toBeNull();
      // With the narwhal in the game the same photo is named as it should be.
      const named = await recogniseCard(made.image, { reader, matcher });
      expect(named.found && named.matches[0]!.title).toBe('SHABBY THE NARWHAL');
    },
  );
});
