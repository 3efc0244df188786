// A whole Stable from one photo: every card found on a small copy, then each title band read at full
// resolution with the single-card reader and matcher; a card seen but not read stays in the list, unnamed.
import { NAMING } from './naming-rules.ts';
import { cardEvidence, EVIDENCE } from './find-by-evidence.ts';
import { findStableByEvidence, type Proposal } from './find-stable-by-evidence.ts';
import { CARD_CORNERS, CARD_WIDTH, TITLE_MIDDLE } from './card-layout.ts';
import { findStableCards, readingOrder, type StableOutline } from './find-stable.ts';
import { distance, homography, insideQuad, middleOf, project, type Point, type Quad } from './geometry.ts';
import { partDistance, tellingPart, type TitleMatch } from './match.ts';
import { compactTitle, normaliseTitle } from './normalise.ts';
import { assertRgbaImage, type RgbaImage } from './pixels.ts';
import {
  faceMatches,
  isSure,
  legible,
  LOW_CUT,
  nameCardByShape,
  outweighs,
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

/**
 * How a Stable's cards are found. 'both', the app's: the card's evidence (find-stable-by-evidence.ts, layouts
 * scored by what a card is) and the white regions (find-stable.ts), each group of outlines where they disagree
 * decided by which names more cards. 'evidence' or 'regions' alone, to measure each.
 */
export type StableFinder = 'both' | 'evidence' | 'regions';

type ReadOptions = Pick<RecogniseOptions, 'reader' | 'matcher' | 'signal' | 'trace' | 'faceVote'>;

/** Reads every card of a Stable photo, in reading order (rows top to bottom, each row left to right). */
export async function recogniseStable(
  photo: RgbaImage,
  options: ReadOptions & { finder?: StableFinder },
): Promise<StableCard[]> {
  assertRgbaImage(photo);
  const finder = options.finder ?? 'both';
  // Each outline is read once. Reads are started before they are needed (every evidence outline is read),
  // so one card's title is worked on here while the reader reads another's; the results are the same.
  const read = new Map<StableOutline, Promise<StableCard>>();
  const start = (outline: StableOutline) => {
    if (!read.has(outline)) read.set(outline, readCard(photo, outline, options));
    return read.get(outline)!;
  };
  const layouts: Proposal[] = [];
  const placed = finder === 'regions' ? [] : findStableByEvidence(photo, layouts);
  // The reader starts on the evidence's outlines while the white regions are cut.
  if (finder === 'both') for (const outline of placed) void start(outline).catch(() => undefined);
  const cut = finder === 'evidence' ? [] : findStableCards(photo);
  // The regions finder cuts white regions by rules of thumb: its outlines are guesses. A title is printed on
  // paper, so a guess lying alone whose title band is not paper either way up is no card (a strip cut out of
  // a card's art); a card of another print has no corner triangles, but passes.
  const guesses = finder === 'both' ? cut.filter((o) => !o.whole || titleOnPaper(photo, o)) : cut;
  const readAll = (outlines: StableOutline[]) => Promise.all(outlines.map(start));
  const named = (list: StableCard[]) => list.filter((card) => card.named).length;
  const listed: StableOutline[] = [];
  if (finder !== 'both') listed.push(...(finder === 'regions' ? cut : placed));
  else {
    const groups = disputes(placed, guesses);
    for (const { placed: byEvidence, cut: byRegions } of groups) {
      const evidence = await readAll(byEvidence);
      // Where both finders see the same cards, the evidence's outlines are read alone.
      if (byRegions.length === 0 || agree(byEvidence, byRegions)) {
        listed.push(...byEvidence);
        continue;
      }
      // Guesses win a group only where they name more cards than the evidence's outlines; then all of them
      // are listed (a card lies there). Where the evidence saw no card, one is listed only when named. They
      // are read only while enough are left to name more.
      const regions: StableCard[] = [];
      for (const guess of byRegions) {
        if (byEvidence.length > 0 && named(regions) + byRegions.length - regions.length <= named(evidence))
          break;
        regions.push(...(await readAll([guess])));
      }
      if (byEvidence.length === 0) listed.push(...byRegions.filter((_, k) => regions[k]!.named));
      else if (named(regions) > named(evidence)) listed.push(...byRegions);
      else listed.push(...byEvidence);
    }
  }
  const cards = await readAll(listed);
  if (options.trace)
    options.trace.stable = {
      outlines: [
        ...placed.map((o) => ({
          corners: o.corners,
          whole: o.whole,
          by: 'evidence' as const,
          listed: listed.includes(o),
        })),
        ...cut.map((o) => ({
          corners: o.corners,
          whole: o.whole,
          by: 'regions' as const,
          listed: listed.includes(o),
        })),
      ],
      layouts: layouts.map((p) => ({
        cards: p.cards.map((c) => c.corners),
        score: p.score,
        how: p.how ?? 'one card',
      })),
    };
  if (finder !== 'both') return cards;
  return inReadingOrder(cards);
}

/** Whether a lone card's title band is paper, either way up (a title is printed on paper, not on art). */
const titleOnPaper = (photo: RgbaImage, outline: StableOutline) =>
  [outline.corners, turnHalf(outline.corners)].some(
    (corners) => (cardEvidence(photo, corners)?.titlePaper ?? 0) >= EVIDENCE.minPaper,
  );

/**
 * The two finders' outlines in groups: outlines that overlap (a fan's or a row's cards, or one card seen by
 * both finders) in the same group, each group with what each finder saw there.
 */
function disputes(
  placed: StableOutline[],
  cut: StableOutline[],
): Array<{ placed: StableOutline[]; cut: StableOutline[] }> {
  const all = [...placed, ...cut];
  const group = all.map((_, i) => i);
  const root = (i: number): number => (group[i] === i ? i : (group[i] = root(group[i]!)));
  for (let i = 0; i < all.length; i++)
    for (let j = i + 1; j < all.length; j++) {
      const [a, b] = [all[i]!, all[j]!];
      const linked = overlap(a, b) || (i < placed.length && j >= placed.length && claims(b, a));
      if (linked) group[root(j)] = root(i);
    }
  const groups = new Map<number, { placed: StableOutline[]; cut: StableOutline[] }>();
  all.forEach((outline, i) => {
    const key = root(i);
    if (!groups.has(key)) groups.set(key, { placed: [], cut: [] });
    groups.get(key)![i < placed.length ? 'placed' : 'cut'].push(outline);
  });
  return [...groups.values()];
}

/**
 * Whether a regions outline stands for a card the evidence placed, or reads its title: it is the same card,
 * or a title band it reads (either way up, for a lone card) lies on the placed card. A title names one card.
 */
function claims(guess: StableOutline, card: StableOutline): boolean {
  const ways = guess.whole ? [guess.corners, turnHalf(guess.corners)] : [guess.corners];
  return sameCard(guess, card) || ways.some((corners) => insideQuad(card.corners, titleAt(corners)));
}

/** Whether two outlines overlap: either holds the middle of what shows of the other. */
const overlap = (a: StableOutline, b: StableOutline) =>
  insideQuad(a.corners, middleOf(b.shown ?? b.corners)) ||
  insideQuad(b.corners, middleOf(a.shown ?? a.corners));

/** Whether the two finders saw the same cards in a group: as many, each the same card as exactly one of the others. */
function agree(placed: StableOutline[], cut: StableOutline[]): boolean {
  return (
    placed.length === cut.length &&
    cut.every((guess) => placed.filter((card) => sameCard(guess, card)).length === 1) &&
    placed.every((card) => cut.filter((guess) => sameCard(guess, card)).length === 1)
  );
}

/** Where a card's title lies in the photo, the card's top-left corner first. */
const titleAt = (corners: Quad): Point =>
  project(homography(CARD_CORNERS, corners)!, { x: CARD_WIDTH / 2, y: TITLE_MIDDLE });

/**
 * Whether a region's outline is a card the evidence already placed: a lone card's middle (a fanned card's
 * title) lies in what shows of the placed card, or the placed card's middle lies in the lone card.
 */
function sameCard(guess: StableOutline, card: StableOutline): boolean {
  const shown = card.shown ?? card.corners;
  const at = guess.whole ? middleOf(guess.corners) : titleAt(guess.corners);
  return insideQuad(shown, at) || (guess.whole && insideQuad(guess.corners, middleOf(shown)));
}

function inReadingOrder(cards: StableCard[]): StableCard[] {
  return readingOrder(
    cards.map((card) => ({
      card,
      title: titleAt(card.corners),
      size: distance(card.corners[0], card.corners[1]),
    })),
  ).map(({ card }) => card);
}

/** One card of a Stable read: named by its title (or its title's shape, or a lone card's face), or listed unread. */
async function readCard(photo: RgbaImage, outline: StableOutline, options: ReadOptions): Promise<StableCard> {
  const plan: Array<[Quad, Binarise]> = [
    [outline.corners, { cut: 0.5 }],
    [outline.corners, { cut: LOW_CUT }],
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
    if (outweighs(other.best, best)) best = other.best;
    if (other.clearest.confidence > clearest.confidence) clearest = other.clearest;
  }
  const named = best.accepted;
  // A title too blurred to read may still be named by its shape (the single-card scanner's last step).
  const ways = outline.whole ? [outline.corners, turnHalf(outline.corners)] : [outline.corners];
  const shape = named || legible(clearest) ? null : nameCardByShape(photo, ways, options.matcher, reads);
  // A lone card's face votes too (naming.ts); a fanned card's art lies under the next card.
  const voted = (card: StableCard) =>
    outline.whole && options.faceVote !== false ? stableFaceVote(card, photo, ways, reads, options) : card;
  if (shape) return voted({ ...shape, named: true, read: clearest.read, byShape: true });
  return voted({
    // A lone card read the other way up was lying the other way up.
    corners: named ? best.corners : outline.corners,
    matches: best.matches,
    named,
    read: named ? best.read : clearest.read,
  });
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
  const naming = decideName(titleVoteOf(named, sure, reads, card.byShape === true), face);
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
