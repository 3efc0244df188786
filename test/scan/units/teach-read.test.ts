// What the scanner offers to teach when a title matches nothing: the line tesseract read most surely, not
// the noise of the half-turned card that happens to sit a little closer to some printed title.
import { describe, expect, it } from 'vitest';
import { baseGame } from '../../../src/games/unstable-unicorns/catalog.ts';
import { makeLearnedNames } from '../../../src/scan/learned-names.ts';
import { makeTitleMatcher } from '../../../src/scan/match.ts';
import type { ReadLine, TitleReader } from '../../../src/scan/ocr.ts';
import { recogniseCard } from '../../../src/scan/recognise.ts';
import { haveScans, makeTablePhoto, readScan } from '../photos.ts';

/** A reader that answers from a script, one line per band it is shown, in order. */
function scriptedReader(lines: ReadLine[]): TitleReader & { calls: number } {
  const reader = {
    calls: 0,
    running: true,
    read: () => Promise.resolve(lines[Math.min(reader.calls++, lines.length - 1)]!),
    warm: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return reader;
}

describe.skipIf(!haveScans)('teaching a title the catalog does not know', () => {
  // A French reprint of the Blue Basic Unicorn: upright, the title reads clearly; turned, it is noise.
  const photo = makeTablePhoto(readScan('UU-Base-018.jpg'), 4303, { anyTurn: false }).image;
  const clear = { text: 'POULAIN AZUR', confidence: 91 };
  const noise = [
    { text: 'POULAIN AZUR', confidence: 88 },
    { text: 'K LEMO D', confidence: 3 },
    { text: 'A H D IF S DB A', confidence: 2 },
  ];

  it('offers the clearest read to teach, and names the card by it once taught', async () => {
    const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en', 'fr'] });
    // Neither read is close to a printed title, so this scan must not name a card.
    const first = await recogniseCard(photo, { reader: scriptedReader([clear, ...noise]), matcher });
    expect(first.found).toBe(false);
    expect(first.read).toBe('POULAIN AZUR');

    const learned = makeLearnedNames();
    learned.teach(first.read, 'basic-unicorn-blue');
    const knowing = makeTitleMatcher({ deck: baseGame, languages: ['en', 'fr'], learned });
    const again = await recogniseCard(photo, { reader: scriptedReader([clear]), matcher: knowing });
    expect(again.found).toBe(true);
    expect(again.matches[0]).toMatchObject({ faceId: 'basic-unicorn-blue', source: 'learned' });
  });
});
