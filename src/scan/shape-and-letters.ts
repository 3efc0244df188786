// Names a blurred card from two kinds of evidence together: its title's shape, which narrows the title to
// the few that fit it about as well as the best, and the letters read, which must choose among those few.
import { NAMING } from './naming-rules.ts';
import { distance } from 'fastest-levenshtein';
import { isAccepted, partDistance, type TitleMatch } from './match.ts';
import { compactTitle, normaliseTitle } from './normalise.ts';
import type { ShapeScore } from './title-shapes.ts';
import { outfits, SHAPE_ACCEPT } from './title-shapes.ts';

/**
 * How much of what separates two titles the read shows, leaning to `title` (1: every letter in which the
 * two differ was read as in `title`) or to `other` (-1); 0 when it says nothing either way. The edit
 * distance from the read to each title differs by at most the distance between the titles.
 */
export function leaning(read: string, title: string, other: string): number {
  const r = compactTitle(read);
  const a = compactTitle(title);
  const b = compactTitle(other);
  const apart = distance(a, b);
  if (!r || apart === 0) return 0;
  return (distance(r, b) - distance(r, a)) / apart;
}

/**
 * The share of what separates two titles a read must show for the letters to choose between them: two of
 * BABY / BASIC's three. A read of noise leans by chance only as far as the titles' lengths differ (a
 * third for that pair).
 */
export const LETTERS_CHOOSE = NAMING.shape.lettersChoose;

/** The titles a shape ranking cannot rule out: the best and those it does not clearly outfit (`outfits`). */
export function shapeShortlist(ranking: readonly ShapeScore[]): ShapeScore[] {
  const best = ranking[0];
  if (!best || best.score < SHAPE_ACCEPT) return [];
  return ranking.filter((s) => s === best || !outfits(best, s));
}

/** Whether the reads choose `title` over `rival`: some read leans clearly to it and none to the rival. */
export function lettersChoose(reads: readonly string[], title: string, rival: string): boolean {
  const leans = reads.map((read) => leaning(read, title, rival));
  return leans.some((l) => l >= LETTERS_CHOOSE) && !leans.some((l) => l <= -LETTERS_CHOOSE);
}

/**
 * Whether a read's own letters are found in `other` more nearly than in `title`, each title free to show
 * only part of them. Edit distance alone favours the shorter title for any short read: a blurred "BALK T
 * CA" is nearer BACK KICK than BLACK KNIGHT UNICORN as a whole, though BLACK holds its letters as well.
 */
export function foundNearerIn(read: string, other: string, title: string): boolean {
  const r = compactTitle(read);
  return r.length > 0 && partDistance(r, compactTitle(other)) < partDistance(r, compactTitle(title));
}

/** A read, and the titles it lands nearest (best first, as the matcher ranks them). */
export interface ReadEvidence {
  read: string;
  matches: readonly TitleMatch[];
  /** Read from a deblurred grey band (sharpening turns noise into letter-like shapes). */
  deblurred?: boolean;
}

/** The game's printed titles, each with its face (a face may print an English and a French title). */
export type PrintedTitles = ReadonlyArray<{ readonly title: string; readonly faceId: string }>;

/** A word of a title this long, read exactly, was not read by chance (UNICORN, NARWHAL, BABY is not). */
export const WHOLE_WORD = NAMING.shape.wholeWord;

const wordsOf = (text: string) => normaliseTitle(text).split(/[ -]/).filter(Boolean);

/**
 * Whether the letters read say the card is not `title`: a read close enough to another face's title to
 * name it (`isAccepted`: YAY needs more than "CAY") and whose letters that title holds more nearly leans
 * to it clearly, or a read shows whole a long word of the game's titles that no title of this face has
 * (a card from a box not in the game, SHABBY THE NARWHAL, must not be named its look-alike STABBY THE
 * UNICORN).
 *
 * When the shape names `title` alone (`shapeAlone`: it outfits every other face), a deblurred read does
 * not object by the other title it lands on: sharpening turns noise into letters, and the shape has ruled
 * that title out, as `shapeRulesOut` sets aside such a read's own name. A fresh BASIC NARWHAL sharpened to
 * "BABE MARWRAL" (BABY NARWHAL, shape 3.2 times ahead) was refused so. A whole long word still objects,
 * however read: a SHABBY THE NARWHAL of another box reads as one when sharpened. (23 tuning and fresh
 * seeds, every title also removed in turn: the only objections to a shape naming a title alone were on
 * photos it named right.)
 */
export function lettersObject(
  reads: readonly ReadEvidence[],
  title: string,
  printed: PrintedTitles,
  shapeAlone = false,
): boolean {
  const texts = reads.map((r) => r.read);
  const face = printed.find((p) => p.title === title)?.faceId;
  const own = new Set(printed.filter((p) => p.faceId === face).flatMap((p) => wordsOf(p.title)));
  own.add(title);
  for (const word of wordsOf(title)) own.add(word);
  const known = new Set(printed.flatMap((p) => wordsOf(p.title)).filter((w) => w.length >= WHOLE_WORD));
  return reads.some((r) => {
    const other = r.matches[0];
    if (
      other &&
      !(shapeAlone && r.deblurred) &&
      other.faceId !== face &&
      other.title !== title &&
      isAccepted(r.matches) &&
      foundNearerIn(r.read, other.title, title) &&
      lettersChoose(texts, other.title, title)
    )
      return true;
    return wordsOf(r.read).some((w) => known.has(w) && !own.has(w));
  });
}

/**
 * The title a blurred card is named by, or null (a refusal). The shape narrows it to its shortlist; a
 * shortlist of one is the name, a longer one names the title the letters choose over every other on it;
 * either way only if the letters do not object to it (`lettersObject`, told whether the shape named it
 * alone).
 */
export function nameByShapeAndLetters(
  ranking: readonly ShapeScore[],
  reads: readonly ReadEvidence[],
  printed: PrintedTitles,
): { title: string; byLetters: boolean } | null {
  const shortlist = shapeShortlist(ranking);
  const texts = reads.map((r) => r.read);
  const chosen =
    shortlist.length === 1
      ? shortlist[0]
      : shortlist.find((s) =>
          shortlist.every((rival) => rival === s || lettersChoose(texts, s.title, rival.title)),
        );
  if (!chosen || lettersObject(reads, chosen.title, printed, shortlist.length === 1)) return null;
  return { title: chosen.title, byLetters: shortlist.length > 1 };
}
