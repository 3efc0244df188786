// Names a scanned card, or refuses it, from two votes: its title (what the reads named, and how surely)
// and its face (the art against the fingerprints of the deck's known faces, face-print.ts). The one place.
import { facePrintOf, hueOverlap, looksLikeKnownPrint, lumDistance, type FacePrint } from './face-print.ts';
import prints from './face-prints.json';
import { NAMING } from './naming-rules.ts';
import type { Quad } from './geometry.ts';
import type { TitleMatcher } from './match.ts';
import type { RgbaImage } from './pixels.ts';

/** The face vote's fitted constants: NAMING.face (naming-rules.ts, fitted by scripts/fit-face-vote.ts). */
export const FACE_VOTE = NAMING.face;
/**
 * Differing bits (of the 63 of a brightness hash that count) that bring its agreement down to 0: about
 * what unrelated art differs in, half of them.
 */
const UNRELATED_BITS = 32;

/** The face's vote: per printed title of the deck with a known face, how well the card's art fits it. */
export interface FaceVote {
  scores: ReadonlyMap<string, number>;
  /** The best-fitting title, its score and the way up it fits (an index into the ways given); the next title's score. */
  best: { title: string; score: number; way: number } | null;
  next: number;
  /**
   * The card's art is not seen as the print of the faces the deck knows (these titles'): the face cannot vouch
   * for any of them. A title with no known face (Control & Chaos) was never the face's to vouch for.
   */
  otherPrint?: ReadonlySet<string>;
}

/** The known faces: `TITLE|lum|hue` (scripts/make-face-prints.ts). */
const faces: ReadonlyArray<FacePrint & { title: string }> = prints.faces.map((line) => {
  const [title, lum, hue] = line.split('|');
  return { title: title!, lum: lum!, hue: hue! };
});

/** How well a photographed face fits a known one (see FACE_VOTE). */
export function faceScore(seen: FacePrint, known: FacePrint): number {
  return (
    1 -
    lumDistance(seen.lum, known.lum) / UNRELATED_BITS +
    FACE_VOTE.hueWeight * hueOverlap(seen.hue, known.hue)
  );
}

/**
 * The face's vote on a card outline, each way up given (the art tells its way up itself), over the
 * deck's printed titles; null when none of them has a known face (Control & Chaos), no scores (`otherPrint`)
 * when the card is not of the known print (another print of the same titles, or its corners not seen
 * clearly enough to tell).
 */
export function faceVote(
  photo: RgbaImage,
  ways: readonly Quad[],
  printed: TitleMatcher['printed'],
): FaceVote | null {
  const inDeck = new Set(printed.map((p) => p.title));
  const known = faces.filter((f) => inDeck.has(f.title));
  if (known.length === 0) return null;
  if (!looksLikeKnownPrint(photo, ways[0]!))
    return { scores: new Map(), best: null, next: 0, otherPrint: new Set(known.map((f) => f.title)) };
  const seen = ways.map((corners) => facePrintOf(photo, corners));
  const scores = new Map<string, number>();
  let best: FaceVote['best'] = null;
  for (const face of known)
    seen.forEach((print, way) => {
      const score = faceScore(print, face);
      if (score > (scores.get(face.title) ?? -Infinity)) scores.set(face.title, score);
      if (!best || score > best.score) best = { title: face.title, score, way };
    });
  const next = Math.max(0, ...[...scores].filter(([title]) => title !== best?.title).map(([, s]) => s));
  return { scores, best, next };
}

/** What the title's reads decided (recognise.ts, stable.ts). */
export interface TitleVote {
  /** The title the reads named, or null when they named none. */
  named: string | null;
  /** The read was sure (isSure), or the title's shape named it. */
  sure: boolean;
  /**
   * The title is plain: a read tesseract was sure of (legible) spells it, or its shape named it. A sure
   * title that is also plain stands whatever the art; a sure one that is not must not be clearly refused
   * by its face (a smeared read lands near a look-alike's title as near as a right one).
   */
  plain: boolean;
  /** Whether a read tesseract was sure of (legible) spells something other than this title. */
  contradicts: (title: string) => boolean;
  /**
   * Whether the read tesseract was surest of spells the title named: where no face can vouch for a title,
   * its clearest letters must (absent: the title vote does not say, as a scripted vote).
   */
  clearestSpells?: boolean;
}

export type Naming =
  { named: true; title: string; by: 'title' | 'face' } | { named: false; refusedBy: 'title' | 'face' };

/**
 * The decision. A sure and plain title stands. A sure one that is not plain stands unless its face is
 * clearly another's (under `sureFloor`), or, where the deck's faces are known but the card's art is not
 * seen as their print, its clearest read does not spell it; an unsure one only where the face agrees
 * (`ownFloor`), and never where the art is not seen as the known print. Where the deck has no
 * known face, the title alone decides. A look-alike of a box the game lacks has its title read near a
 * deck title, its art nobody's. A card the reads named nothing is named by its face when the face fits one
 * title clearly and no legible read spells something else; so is one whose title its face refused.
 */
export function decideName(title: TitleVote, face: FaceVote | null): Naming {
  // Where the deck's faces are known but this card's art cannot be told as their print, the face cannot
  // vouch for the title: an unsure one is refused (a card of a box the game lacks, its title read near a
  // look-alike's: BASIC UNICORN read letter for letter, named BABY UNICORN), and so is a sure one that is
  // not plain unless the read tesseract was surest of spells it (BASIC NARWHAL read clearly, named BABY
  // NARWHAL by a smudged second read "BAC Z NARWHAL").
  const unvouched =
    title.named !== null &&
    face?.otherPrint?.has(title.named) === true &&
    (!title.sure || (!title.plain && title.clearestSpells === false));
  if (title.named !== null && !unvouched) {
    const own = face?.scores.get(title.named);
    const floor = !title.sure ? FACE_VOTE.ownFloor : title.plain ? -Infinity : FACE_VOTE.sureFloor;
    if (own === undefined || own >= floor) return { named: true, title: title.named, by: 'title' };
  }
  // No title named, or the one named refused by its face: the face may name the card on its own.
  const refusedBy = title.named === null ? 'title' : 'face';
  const best = face?.best;
  if (!face || !best || best.score < FACE_VOTE.name || best.score - face.next < FACE_VOTE.lead)
    return { named: false, refusedBy };
  if (title.contradicts(best.title)) return { named: false, refusedBy };
  return { named: true, title: best.title, by: 'face' };
}
