// Naming a card from the shape of its title when the photo is too soft to read: a small blurred card is
// named, a title the game does not know is not named as a look-alike, and a blank card names nothing.
import { describe, expect, it } from 'vitest';
import { baseGame } from '../../src/games/unstable-unicorns/catalog.ts';
import { findCard } from '../../src/scan/find-card.ts';
import type { Quad } from '../../src/scan/geometry.ts';
import { makeTitleMatcher } from '../../src/scan/match.ts';
import { turnHalf, uprightScore } from '../../src/scan/title-band.ts';
import { composeTitle, nameByShape } from '../../src/scan/title-shapes.ts';
import { haveScans, makeTablePhoto, readLabels, readScan, scansDir, type TablePhoto } from './photos.ts';

if (!haveScans) console.warn(`title shape tests skipped: no card scans at ${scansDir}`);

const matcher = makeTitleMatcher({ deck: baseGame, languages: ['en'] });
/** Measured: 11 of the 12 named, none wrongly (the twelfth, BASIC UNICORN, refused as too like BABY). */
const RIGHT_AT_LEAST = 10;
/** Measured: none of the 12 named as a look-alike; on the tuning photos about 1 in 16 is. */
const LOOKALIKES_AT_MOST = 1;
const hard = { size: [0.45, 0.65] as [number, number], maxBlur: 2.5, minLight: 0.4 };

/** The first photo of a scan, from `seed` on, blurred by at least `blur` pixels: letters tesseract cannot read. */
function blurredPhoto(file: string, seed: number, blur: number): TablePhoto {
  for (let s = seed; ; s++) {
    const photo = makeTablePhoto(readScan(file), s, hard);
    if (photo.blur >= blur) return photo;
  }
}

function waysUp(photo: TablePhoto): Quad[] {
  const found = findCard(photo.image);
  if (typeof found === 'string') throw new Error(`no card found: ${found}`);
  const first = uprightScore(photo.image, found.corners) >= 0 ? found.corners : turnHalf(found.corners);
  return [first, turnHalf(first)];
}

describe('composing titles from the glyph atlas', () => {
  it('sets longer titles wider and spaces words apart', () => {
    const yay = composeTitle('YAY');
    const long = composeTitle('EXTREMELY DESTRUCTIVE UNICORN');
    expect(long.width).toBeGreaterThan(yay.width * 6);
    // The space between two words leaves columns without ink.
    const twoWords = composeTitle('GOOD DEAL');
    const blank = Array.from({ length: twoWords.width }, (_, x) =>
      Array.from({ length: twoWords.height }, (_, y) => twoWords.data[y * twoWords.width + x]!).every(
        (v) => v === 0,
      ),
    );
    const middle = blank.slice(Math.round(twoWords.width * 0.35), Math.round(twoWords.width * 0.65));
    expect(middle.some(Boolean)).toBe(true);
  });
});

describe.skipIf(!haveScans)('naming a card from its title shape', () => {
  const labels = readLabels();
  const file = (title: string) => labels.find((l) => l.printedTitle === title)!.file;
  // Every seventh face, each on a photo blurred by 1.8 px or more: tesseract reads none of these titles.
  const cards = labels.filter((_, k) => k % 7 === 3).map((l) => l.printedTitle);
  const photos = cards.map((title, k) => blurredPhoto(file(title), 610_000 + k * 50, 1.8));

  it('names most small blurred cards from their title shape, and none wrongly', () => {
    let right = 0;
    const wrong: string[] = [];
    for (const [k, title] of cards.entries()) {
      const named = nameByShape(photos[k]!.image, waysUp(photos[k]!), matcher.printed);
      if (named?.title === title) right++;
      else if (named) wrong.push(`${title} named ${named.title}`);
    }
    expect(cards).toHaveLength(12);
    expect(wrong).toEqual([]);
    expect(right).toBeGreaterThanOrEqual(RIGHT_AT_LEAST);
  });

  it('rarely names a card whose title is not among those it may be', () => {
    // The game's titles without the card's own: the closest other title must not be taken for it.
    const named: string[] = [];
    for (const [k, title] of cards.entries()) {
      const others = matcher.printed.filter((p) => p.title !== title);
      const shape = nameByShape(photos[k]!.image, waysUp(photos[k]!), others);
      if (shape) named.push(`${title} named ${shape.title}`);
    }
    expect(named.length, named.join('\n')).toBeLessThanOrEqual(LOOKALIKES_AT_MOST);
  });

  it('names nothing on a card with a blank title band', () => {
    const photo = blurredPhoto(file('MERMAID UNICORN'), 630_000, 1);
    const corners = waysUp(photo);
    // White out the card's top fifth, where the title is printed, in the photo itself.
    const image = { ...photo.image, data: Uint8ClampedArray.from(photo.image.data) };
    const [tl, tr, br, bl] = corners[0]!;
    for (let y = 0; y < image.height; y++)
      for (let x = 0; x < image.width; x++) {
        // Inside the quad's top fifth: between the top edge and the line a fifth of the way down.
        const t = 0.22;
        const l = { x: tl.x + (bl.x - tl.x) * t, y: tl.y + (bl.y - tl.y) * t };
        const r = { x: tr.x + (br.x - tr.x) * t, y: tr.y + (br.y - tr.y) * t };
        const side = (a: { x: number; y: number }, b: { x: number; y: number }) =>
          (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
        if (side(tl, tr) >= 0 && side(tr, r) >= 0 && side(r, l) >= 0 && side(l, tl) >= 0)
          image.data.fill(235, (y * image.width + x) * 4, (y * image.width + x) * 4 + 3);
      }
    expect(nameByShape(image, [corners[0]!], matcher.printed)).toBeNull();
  });
});
