// A whole Stable from one photo: every card found on a small copy, then each title band read at full
// resolution with the single-card reader and matcher; a card seen but not read stays in the list, unnamed.
import { findStableCards } from './find-stable.ts';
import type { Quad } from './geometry.ts';
import type { TitleMatch } from './match.ts';
import { assertRgbaImage, type RgbaImage } from './pixels.ts';
import { isAccepted, legible, nameCardByShape, readTitle, type RecogniseOptions } from './recognise.ts';
import { turnHalf, type Binarise } from './title-band.ts';

/** One card of a Stable photo. */
export interface StableCard {
  /** Where it lies in the photo, top-left of the card first (a fanned card: its whole outline, mostly hidden). */
  corners: Quad;
  /** Best three titles, best first; empty when nothing was read. */
  matches: TitleMatch[];
  /** Whether matches[0] is close enough to name the card; otherwise the player names it. */
  named: boolean;
  /** What tesseract read. */
  read: string;
  /** Named from its title's shape, no read being close enough (see title-shapes.ts). */
  byShape?: true;
}

/** Reads every card of a Stable photo, in reading order (rows top to bottom, each row left to right). */
export async function recogniseStable(
  photo: RgbaImage,
  options: Pick<RecogniseOptions, 'reader' | 'matcher' | 'signal'>,
): Promise<StableCard[]> {
  assertRgbaImage(photo);
  const outlines = findStableCards(photo);
  const cards: StableCard[] = [];
  for (const outline of outlines) {
    const plan: Array<[Quad, Binarise]> = [
      [outline.corners, { cut: 0.5 }],
      [outline.corners, { cut: 0.3 }],
    ];
    // A card lying alone may be the other way up after all; in a fan the whole fan said which way.
    if (outline.whole) plan.push([turnHalf(outline.corners), { cut: 0.5 }]);
    const { best, clearest } = await readTitle(photo, plan, options);
    const named = isAccepted(best.matches);
    // A title too blurred to read may still be named by its shape (the single-card scanner's last step).
    const ways = outline.whole ? [outline.corners, turnHalf(outline.corners)] : [outline.corners];
    const shape = named || legible(clearest) ? null : nameCardByShape(photo, ways, options.matcher);
    if (shape) {
      cards.push({ ...shape, named: true, read: clearest.read, byShape: true });
      continue;
    }
    cards.push({
      // A lone card read the other way up was lying the other way up.
      corners: named ? best.corners : outline.corners,
      matches: best.matches,
      named,
      read: named ? best.read : clearest.read,
    });
  }
  return cards;
}
