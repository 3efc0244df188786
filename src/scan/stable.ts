// A whole Stable from one photo: every card found on a small copy, then each title band read at full
// resolution with the single-card reader and matcher; a card seen but not read stays in the list, unnamed.
import { NAMING } from './naming-rules.ts';
import { findStableByEvidence, type Proposal } from './find-stable-by-evidence.ts';
import { findStableCards } from './find-stable.ts';
import type { Quad } from './geometry.ts';
import { partDistance, tellingPart, type TitleMatch } from './match.ts';
import { compactTitle, normaliseTitle } from './normalise.ts';
import { assertRgbaImage, type RgbaImage } from './pixels.ts';
import {
  faceMatches,
  isSure,
  legible,
  nameCardByShape,
  readTitle,
  titleVoteOf,
  type BandRead,
  type RecogniseOptions,
} from './recognise.ts';
import { decideName, faceVote } from './naming.ts';
import { turnHalf, type Binarise } from './title-band.ts';

/**
 * How much nearer its title than the next a read must be to name a card. A read as near to two titles
 * names neither: a fan outline cut through THE GREAT NARWHAL's title gave "INC LACAT NANWHAL", 0.59 from
 * both it and CLASSY NARWHAL, and the tie went to the wrong one. Right names on the helper's and fresh
 * seeds lead by 0.14 or more.
 */
const CLEAR_LEAD = NAMING.read.clearLead;
/**
 * Whether a read shows at least two letters of what tells its title from the runner-up (all of it when
 * shorter): BABY UNICORN and BASIC UNICORN differ only by "BY" against "SIC", so the single-card rule (35%
 * of it) lets one letter decide. A BASIC UNICORN under a glare spot in a wide fan read "Y B UNICORN" and
 * was named BABY UNICORN; a card listed unread is better than a wrong name.
 */
function showsTelling(matches: readonly TitleMatch[], read: string): boolean {
  const [top, next] = matches;
  if (!top || !next) return true;
  const part = tellingPart(normaliseTitle(top.title), normaliseTitle(next.title));
  return part.length - partDistance(part, compactTitle(read)) >= Math.min(2, part.length);
}
const leadsClearly = ({ matches, read }: { matches: readonly TitleMatch[]; read: string }) =>
  (matches[0]?.confidence ?? 0) - (matches[1]?.confidence ?? 0) >= CLEAR_LEAD && showsTelling(matches, read);

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
  /** Named by its face (its art's fingerprint, naming.ts), the reads naming nothing. */
  byFace?: true;
}

/** Reads every card of a Stable photo, in reading order (rows top to bottom, each row left to right). */
export async function recogniseStable(
  photo: RgbaImage,
  options: Pick<RecogniseOptions, 'reader' | 'matcher' | 'signal' | 'trace' | 'faceVote'> & {
    /**
     * How cards are found: 'regions' (find-stable.ts, the default) or 'evidence' (find-stable-by-evidence.ts:
     * layouts scored by the card's evidence; better on the projective maker, not yet the app's).
     */
    finder?: 'regions' | 'evidence';
  },
): Promise<StableCard[]> {
  assertRgbaImage(photo);
  const layouts: Proposal[] = [];
  const outlines =
    options.finder === 'evidence' ? findStableByEvidence(photo, layouts) : findStableCards(photo);
  if (options.trace)
    options.trace.stable = {
      outlines: outlines.map(({ corners, whole }) => ({ corners, whole })),
      layouts: layouts.map((p) => ({
        cards: p.cards.map((c) => c.corners),
        score: p.score,
        how: p.how ?? 'one card',
      })),
    };
  const cards: StableCard[] = [];
  for (const outline of outlines) {
    const plan: Array<[Quad, Binarise]> = [
      [outline.corners, { cut: 0.5 }],
      [outline.corners, { cut: 0.3 }],
    ];
    // A card lying alone may be the other way up after all; in a fan the whole fan said which way.
    if (outline.whole) plan.push([turnHalf(outline.corners), { cut: 0.5 }]);
    const usual = await readTitle(photo, plan, options);
    let { clearest } = usual;
    let best = { ...usual.best, accepted: usual.best.accepted && leadsClearly(usual.best) };
    const reads = [...usual.reads];
    if (!best.accepted) {
      // Only when the usual reads name nothing, another print's read, as the single-card scanner does:
      // the title looked for in a taller band (a framed card's outline is its frame's inner edge, so the
      // title sits higher) with dark coloured letters kept as ink.
      const search: Array<[Quad, Binarise]> = [[outline.corners, { cut: 0.5, search: true }]];
      if (outline.whole) search.push([turnHalf(outline.corners), { cut: 0.5, search: true }]);
      const found = await readTitle(photo, search, options);
      const other = {
        ...found,
        best: { ...found.best, accepted: found.best.accepted && leadsClearly(found.best) },
      };
      reads.push(...other.reads);
      if (
        (other.best.accepted ? 1 : 0) + (other.best.matches[0]?.confidence ?? 0) >
        (best.accepted ? 1 : 0) + (best.matches[0]?.confidence ?? 0)
      )
        best = other.best;
      if (other.clearest.confidence > clearest.confidence) clearest = other.clearest;
    }
    const named = best.accepted;
    // A title too blurred to read may still be named by its shape (the single-card scanner's last step).
    const ways = outline.whole ? [outline.corners, turnHalf(outline.corners)] : [outline.corners];
    const shape = named || legible(clearest) ? null : nameCardByShape(photo, ways, options.matcher, reads);
    // A lone card's face votes too (naming.ts); a fanned card's art lies under the next card.
    const push = (card: StableCard) =>
      cards.push(
        outline.whole && options.faceVote !== false
          ? stableFaceVote(card, photo, ways, reads, options)
          : card,
      );
    if (shape) {
      push({ ...shape, named: true, read: clearest.read, byShape: true });
      continue;
    }
    push({
      // A lone card read the other way up was lying the other way up.
      corners: named ? best.corners : outline.corners,
      matches: best.matches,
      named,
      read: named ? best.read : clearest.read,
    });
  }
  return cards;
}

// ---- The face's vote (naming.ts decides) -------------------------------------------------------------

/** A lone card of a Stable once its face has voted: kept, refused (listed unread), or named by its face. */
function stableFaceVote(
  card: StableCard,
  photo: RgbaImage,
  ways: Quad[],
  reads: readonly BandRead[],
  options: Pick<RecogniseOptions, 'matcher' | 'trace'>,
): StableCard {
  const face = faceVote(photo, ways, options.matcher.printed);
  const named = card.named ? card.matches[0]!.title : null;
  const sure = card.named && (card.byShape === true || isSure(card.matches));
  const naming = decideName(titleVoteOf(named, sure, reads), face);
  options.trace?.votes?.push({ corners: ways[0]!, title: named, sure, face: face?.best ?? null, naming });
  if (naming.named && naming.by === 'title') return card;
  if (!naming.named)
    return card.named ? { corners: ways[0]!, matches: card.matches, named: false, read: card.read } : card;
  return {
    corners: ways[face!.best!.way] ?? ways[0]!,
    matches: faceMatches(face!, naming.title, options.matcher),
    named: true,
    read: card.read,
    byFace: true,
  };
}
