// A sharpened (deblurred) band of a blurred photo can read as letter-like noise: such a read names a card
// only when it is a close match or another, independent read of the same photo lands on the same title.
import { describe, expect, it } from 'vitest';
import { baseGame } from '../../../src/games/unstable-unicorns/catalog.ts';
import { findCard } from '../../../src/scan/find-card.ts';
import { makeTitleMatcher } from '../../../src/scan/match.ts';
import type { ReadOptions, TitleReader } from '../../../src/scan/ocr.ts';
import { readTitle } from '../../../src/scan/recognise.ts';
import type { Binarise } from '../../../src/scan/title-band.ts';
import { haveScans, makeTablePhoto, readScan, scansDir } from '../photos.ts';

if (!haveScans) console.warn(`deblurred read tests skipped: no card scans at ${scansDir}`);

/** A reader that answers from a script: what the thresholded reads say, what the deblurred ones say. */
function scriptedReader(plain: string[], deblurred: string[]): TitleReader {
  return {
    read: async (_image: Uint8Array, _signal?: AbortSignal, options?: ReadOptions) => ({
      text: (options?.rawLine ? deblurred.shift() : plain.shift()) ?? '',
      confidence: 50,
    }),
    warm: async () => undefined,
    close: async () => undefined,
    running: true,
  };
}

describe.skipIf(!haveScans)('reads of a deblurred title band', () => {
  const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
  const photo = makeTablePhoto(readScan('UU-Base-064.jpg'), 12, { size: [0.5, 0.6] });
  const found = findCard(photo.image);
  if (typeof found === 'string') throw new Error('no card in the test photo');
  const plan: Array<[typeof found.corners, Binarise]> = [
    [found.corners, { cut: 0.5 }],
    [found.corners, { cut: 0.5, deblur: 1.5 }],
    [found.corners, { cut: 0.5, deblur: 2 }],
  ];

  it('do not name LLAMACORN from one sharpened read "CLAN AORN" when nothing else agrees', async () => {
    const reader = scriptedReader(['TT'], ['CLAN AORN', 'W']);
    const { best } = await readTitle(photo.image, plan, { reader, matcher });
    expect(best.matches[0]?.title).toBe('LLAMACORN');
    expect(best.accepted).toBe(false);
  });

  it('name the card when a thresholded read lands on the same title', async () => {
    // LAMA alone is too little to name anything, but it points at the same card.
    const reader = scriptedReader(['LAMA'], ['CLAN AORN', 'W']);
    const { best } = await readTitle(photo.image, plan, { reader, matcher });
    expect(best.accepted).toBe(true);
    expect(best.matches[0]?.title).toBe('LLAMACORN');
  });

  it('let the two sharpened reads of one band confirm each other only when both clearly lead', async () => {
    // CLAN AORN is 0.15 nearer LLAMACORN than CLAW MACHINE; I STARE is barely nearer TINY STABLE than
    // RE-TARGET, and a BROKEN STABLE blurred that far could read so too.
    const clear = await readTitle(photo.image, plan, {
      reader: scriptedReader(['TT'], ['CLAN AORN', 'CLAN AORN']),
      matcher,
    });
    expect(clear.best.accepted).toBe(true);
    const narrow = await readTitle(photo.image, plan, {
      reader: scriptedReader(['TT'], ['I STARE', 'I STARS']),
      matcher,
    });
    expect(narrow.best.matches[0]?.title).toBe('TINY STABLE');
    expect(narrow.best.accepted).toBe(false);
  });

  it('never let a sharpened read that is not sure overrule a thresholded read naming a card', async () => {
    // "EA BX UNICORN" is 0.80 from BABY UNICORN but barely ahead of BASIC UNICORN; the thresholded read
    // names NECROMANCER UNICORN from its letters before UNICORN.
    const reader = scriptedReader(['ENFOMAR TE UNICORN'], ['EA BX UNICORN', 'EA XE UNICORN']);
    const { best } = await readTitle(photo.image, plan, { reader, matcher });
    expect(best.accepted).toBe(true);
    expect(best.matches[0]?.title).toBe('NECROMANCER UNICORN');
  });

  it('name the card from one sharpened read that is a close match', async () => {
    const reader = scriptedReader(['TT'], ['LLAMACORN', 'W']);
    const { best } = await readTitle(photo.image, plan, { reader, matcher });
    expect(best.accepted).toBe(true);
    expect(best.matches[0]?.title).toBe('LLAMACORN');
  });
});
