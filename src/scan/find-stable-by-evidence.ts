// Finds every card of a Stable by the evidence a single card is found by (find-by-evidence.ts): each white
// region is explained as a layout of cards (one card, a fan, a row overlapping sideways), the best-scoring kept.
import {
  CARD_CORNERS,
  CARD_HEIGHT,
  CARD_WIDTH,
  CORNER_TRIANGLE_EDGE,
  TITLE_LETTERS,
  TITLE_MIDDLE,
} from './card-layout.ts';
import {
  cardCandidates,
  cardEvidence,
  cuts,
  EVIDENCE,
  layoutParts,
  looksLikeCard,
  PARTS,
  regionQuads,
  sidesPlausible,
  turns,
  type Evidence,
  type InView,
  type Parts,
} from './find-by-evidence.ts';
import { readingOrder, type StableOutline } from './find-stable.ts';
import {
  distance,
  homography,
  insideQuad,
  middleOf,
  project,
  signedArea2,
  type Point,
  type Quad,
} from './geometry.ts';
import { assertRgbaImage, paperWhiteness, type RgbaImage } from './pixels.ts';

/** Every number this finder chooses by, in one place (scripts/tune-stable-finder.ts measures them). */
export const STABLE_EVIDENCE = {
  /** The long side of the small copy regions are cut from: a Stable's cards are smaller than a lone card's. */
  searchSize: 480,
  /** Largest regions looked at per cut. */
  regionsPerCut: 24,
  /** Quads closed by straight edges (edge-quads.ts): lines kept, quads supported, and lone cards judged. */
  lines: { lines: 48, most: 400, judged: 16 },
  /**
   * How much longer (or shorter) along its cards' axis a layout may be than its outline looks: a view
   * 30-60 degrees off vertical foreshortens one way of the table by up to half.
   */
  stretch: [0.55, 2.2] as const,
  /** Ratio between the lengths tried. */
  stretchStep: 1.035,
  /** The most cards one layout holds. */
  maxCards: 10,
  /** The longest step from one card to the next, as a share of the card along the layout (cards apart). */
  maxStep: 1.25,
  /** Card units between samples while searching (every sample at the end, EVIDENCE.sampleStep). */
  searchStep: 20,
  /**
   * A card walked to settles where it fits best, on every sample: moved `move` card units or turned `turn`
   * radians (about a degree) at a time, for at most `rounds` rounds.
   */
  settle: { move: 8, turn: 0.02, rounds: 4 },
  /**
   * A region's end card, placed from the region's rough outline, settles its sides one at a time where it
   * fits best, on every sample: moved by each of `sides` card units in turn (coarse to fine), for at most
   * `settle.rounds` rounds each; no side further than `sidesReach` (8% of the card's width) from where it
   * was placed. Further, a card under a thumb shrank away from the thumb and passed for a card.
   */
  sides: [32, 16, 8] as const,
  sidesReach: 48,
  /**
   * A region's end card is the best of the many lengths tried along its outline, so a stretch of table that
   * fits a little by chance can be among them, and settling its sides lifts that too: it must fit this much
   * above `perCard` once settled (on the tuning seeds real end cards 0.72-1.11 above, the best of the rest
   * 0.58: a light laminate's strip beside a row, a card under a thumb).
   */
  endCardLead: 0.65,
  /**
   * A card walked to lies beside the one over it, in the same light: its paper is at least this share as pale
   * as the paper of the card over it (a shadow at the edge, a light's fall-off allowed for).
   */
  paperAsOver: 0.75,
  /** Lengths kept per way of laying after the fully seen card has been scored. */
  keep: 3,
  /**
   * What a card must add to a layout's score (evidence scored 0..4) for the layout to be worth its card:
   * a layout of more cards wins only where each card it adds looks like a card.
   */
  perCard: 2.8,
  /** Corners of two outlines closer than this share of the photo's diagonal are the same outline. */
  sameOutline: 0.01,
  /**
   * Card units a card of a layout may lie off its place across the layout: cards laid by hand are not
   * lined up, and a card a little off shows no triangle where the layout puts it. Farther, a strip of one
   * card's art passes for a fanned card's triangle.
   */
  shift: 20,
  /** Along a row, at least this share of the widest title shows (titles are centred: a shorter one shows whole). */
  titleShownInRow: 0.75,
  /** Two placed cards are one when their corners (whichever way up) lie within this share of a card's width. */
  sameCard: 0.2,
  /** A card walked to is no card when more than this share of what it shows lies on what other cards show. */
  shownElsewhere: 0.25,
} as const;

/** A card's corners in the photo, its top-left at `o` in a frame that maps onto the photo by `toPhoto`. */
const cardAt = (toPhoto: Float64Array, o: Point): Quad =>
  CARD_CORNERS.map((p) => project(toPhoto, { x: p.x + o.x, y: p.y + o.y })) as Quad;

/** Each card's place in a layout, as laid and moved across it either way (card units). */
const SHIFTS = [0, -STABLE_EVIDENCE.shift, STABLE_EVIDENCE.shift];

const COARSE = layoutParts(STABLE_EVIDENCE.searchStep);

/** How cards overlap: along their length (a fan) or their width (a row), each over the one before or under it. */
interface Lay {
  axis: 'down' | 'right';
  /** 1: each card lies over the one before it; -1: under it. */
  order: 1 | -1;
}

const LAYS: Lay[] = [
  { axis: 'down', order: 1 },
  { axis: 'right', order: 1 },
  { axis: 'down', order: -1 },
  { axis: 'right', order: -1 },
];

const along = (lay: Lay) => (lay.axis === 'down' ? CARD_HEIGHT : CARD_WIDTH);
const across = (lay: Lay) => (lay.axis === 'down' ? CARD_WIDTH : CARD_HEIGHT);

/**
 * The shortest step between cards that leaves each card's title in view (a Stable is laid so that every
 * title shows): past the title's letters and the corner triangle's reach along a fan (a shorter step
 * puts the next card's triangle inside this one's, and a lone card passes for a fan of two), past three quarters of the widest title along a row
 * (titles are centred: a shorter one shows whole).
 */
/** How far down a card's edge its corner triangle is sampled (find-by-evidence.ts layoutParts). */
const TRIANGLE_REACH = CORNER_TRIANGLE_EDGE - 3 * EVIDENCE.sampleStep;

function titleShows(lay: Lay): number {
  const [start, end] =
    lay.axis === 'down'
      ? [TITLE_LETTERS.top, Math.max(TITLE_LETTERS.bottom, TRIANGLE_REACH)]
      : [
          TITLE_LETTERS.left,
          TITLE_LETTERS.left + STABLE_EVIDENCE.titleShownInRow * (TITLE_LETTERS.right - TITLE_LETTERS.left),
        ];
  return lay.order === 1 ? end : along(lay) - start;
}

/** A card of a layout: its offset in the layout's frame (card units, the first card's top-left at 0). */
const offset = (lay: Lay, step: number, k: number, shift = 0): Point =>
  lay.axis === 'down' ? { x: shift, y: k * step } : { x: k * step, y: shift };

const inCard = (x: number, y: number, margin = 0) =>
  x >= -margin && y >= -margin && x < CARD_WIDTH + margin && y < CARD_HEIGHT + margin;

/** What of card k shows, and where around it the table does, in a layout of n cards `step` apart. */
function inViewOf(
  lay: Lay,
  step: number,
  n: number,
  k: number,
  open: (g: Point) => boolean,
  own = offset(lay, step, k),
): InView {
  const others = Array.from({ length: n }, (_, j) => j).filter((j) => j !== k);
  const over = others.filter((j) => (j - k) * lay.order > 0).map((j) => offset(lay, step, j));
  const all = others.map((j) => offset(lay, step, j));
  return {
    visible: (p) => over.every((o) => !inCard(p.x + own.x - o.x, p.y + own.y - o.y)),
    open: (p) => {
      const g = { x: p.x + own.x, y: p.y + own.y };
      return open(g) && all.every((o) => !inCard(g.x - o.x, g.y - o.y, EVIDENCE.sampleStep));
    },
  };
}

/** A card's part of the layout's score (0..4 as a lone card's score): its evidence, each part hidden under other cards taken as the mean of those in view. */
function fit(e: Evidence): number {
  const terms = [e.paper, e.titlePaper, e.weakestTriangle];
  if (e.artSeen) terms.push(e.art);
  if (e.outsideSeen) terms.push(e.outside);
  return (4 * terms.reduce((a, b) => a + b, 0)) / terms.length;
}

/** Whether a card of a layout, judged on what of it shows, looks like a card. */
function shownLikeCard(e: Evidence): boolean {
  return (
    !e.paperColourful &&
    e.paper >= EVIDENCE.minPaper &&
    e.titlePaper >= EVIDENCE.minPaper &&
    e.triangles >= EVIDENCE.minTriangles &&
    (!e.artSeen || e.art >= EVIDENCE.minArt) &&
    e.lighterOutside <= EVIDENCE.maxLighterOutside
  );
}

/** Whether a card's margins and title paper look like a card's (its triangles aside). */
const paperThere = (e: Evidence | null) =>
  e !== null && e.paper >= EVIDENCE.minPaper && e.titlePaper >= EVIDENCE.minPaper;

/** One card placed by a proposal. */
export interface Placed {
  corners: Quad;
  /** The part of it in view (the whole card, or the strip a fan or a row leaves showing). */
  shown: Quad;
  whole: boolean;
  /** The way the layout it was placed in runs (none for a lone card): cards under it are looked for that way. */
  axis?: 'down' | 'right';
}

/** A proposed explanation of one region: its cards and their score. */
export interface Proposal {
  cards: Placed[];
  score: number;
  /** How the cards lie, for the trace. */
  how?: string;
}

const rect = (x0: number, y0: number, x1: number, y1: number): Quad => [
  { x: x0, y: y0 },
  { x: x1, y: y0 },
  { x: x1, y: y1 },
  { x: x0, y: y1 },
];

/** The cards of a layout of n cards `step` apart whose frame maps onto the photo by `toPhoto`. */
function layoutCards(
  toPhoto: Float64Array,
  lay: Lay,
  step: number,
  n: number,
  shifts: readonly number[],
): Placed[] {
  const map = (q: Quad) => q.map((p) => project(toPhoto, p)) as Quad;
  return Array.from({ length: n }, (_, k) => {
    const o = offset(lay, step, k, shifts[k]);
    const corners = cardAt(toPhoto, o);
    // Along the layout, a card under the next shows only up to it (or from it, laid the other way).
    const covered = lay.order === 1 ? k < n - 1 : k > 0;
    const length = along(lay);
    const [from, to] =
      !covered || step >= length ? [0, length] : lay.order === 1 ? [0, step] : [length - step, length];
    const shownRect =
      lay.axis === 'down'
        ? rect(o.x, o.y + from, o.x + CARD_WIDTH, o.y + to)
        : rect(o.x + from, o.y, o.x + to, o.y + CARD_HEIGHT);
    return { corners, shown: map(shownRect), whole: !covered || step >= length, axis: lay.axis };
  });
}

/**
 * Scores a layout, each card where it looks most like a card within SHIFTS of its place; null when a card
 * of it looks like no card there.
 */
function scoreLayout(
  photo: RgbaImage,
  toPhoto: Float64Array,
  frame: { width: number; height: number },
  lay: Lay,
  step: number,
  n: number,
  parts: Parts,
  cards: number[] = Array.from({ length: n }, (_, k) => k),
): { score: number; shifts: number[] } | null {
  const open = (g: Point) => g.x < 0 || g.y < 0 || g.x > frame.width || g.y > frame.height;
  let score = 0;
  const shifts = Array.from({ length: n }, () => 0);
  for (const k of cards) {
    let best: number | null = null;
    for (const shift of SHIFTS) {
      const o = offset(lay, step, k, shift);
      const corners = cardAt(toPhoto, o);
      const e = cardEvidence(photo, corners, inViewOf(lay, step, n, k, open, o), parts, true);
      if (e && shownLikeCard(e)) {
        const f = fit(e);
        if (best === null || f > best) {
          best = f;
          shifts[k] = shift;
        }
      }
      // A card that looks like a card where the layout puts it stays there; one whose paper is not
      // there either is no card moved a little.
      if (shift === 0 && (best !== null || !paperThere(e))) break;
    }
    if (best === null) return null;
    score += best - STABLE_EVIDENCE.perCard;
  }
  return { score, shifts };
}

/**
 * The best layout of two cards or more that explains a region's outline (corners clockwise), or null. An
 * outline only enclosed (no card's four sides fit it: a row whose cards lie a little apart) is too rough to
 * lay cards along: only its end card is looked for there, and the cards under it are walked to.
 */
function bestLayout(photo: RgbaImage, quad: Quad, ends: EndCard[], enclosed = false): Proposal | null {
  let end: { score: number; toPhoto: Float64Array; length: number; lay: Lay } | null = null;
  let best: {
    score: number;
    toPhoto: Float64Array;
    lay: Lay;
    step: number;
    n: number;
    frame: { width: number; height: number };
  } | null = null;
  for (const turned of turns(quad)) {
    // Sides of the outline: top (0-1) and left (3-0) of the layout's frame.
    const top = (distance(turned[0], turned[1]) + distance(turned[3], turned[2])) / 2;
    const side = (distance(turned[1], turned[2]) + distance(turned[0], turned[3])) / 2;
    for (const lay of LAYS) {
      const looks = lay.axis === 'down' ? side / top : top / side;
      const lengths: number[] = [];
      const [lo, hi] = STABLE_EVIDENCE.stretch;
      const maxLength = along(lay) * (1 + (STABLE_EVIDENCE.maxCards - 1) * STABLE_EVIDENCE.maxStep);
      const minLength = along(lay) + titleShows(lay);
      for (let r = looks * lo; r <= looks * hi; r *= STABLE_EVIDENCE.stretchStep) {
        const length = r * across(lay);
        if (length >= minLength && length <= maxLength) lengths.push(length);
      }
      // First the card that shows whole (the last laid, or the first laid the other way): where it ends
      // says how long the layout is.
      const tops: Array<{
        length: number;
        score: number;
        toPhoto: Float64Array;
        frame: { width: number; height: number };
      }> = [];
      for (const length of lengths) {
        const frame =
          lay.axis === 'down'
            ? { width: CARD_WIDTH, height: length }
            : { width: length, height: CARD_HEIGHT };
        const toPhoto = homography(rect(0, 0, frame.width, frame.height), turned);
        if (!toPhoto) continue;
        // Two cards whose second lies at the layout's end: the whole card scored alone.
        const step = length - along(lay);
        const scored = scoreLayout(photo, toPhoto, frame, lay, step, 2, COARSE, [lay.order === 1 ? 1 : 0]);
        if (scored !== null) tops.push({ length, score: scored.score, toPhoto, frame });
      }
      tops.sort((a, b) => b.score - a.score);
      const whole = tops[0];
      if (whole && (!end || whole.score > end.score)) end = { ...whole, lay };
      const fewest = titleShows(lay);
      for (const { length, toPhoto, frame } of tops.slice(0, enclosed ? 0 : STABLE_EVIDENCE.keep)) {
        const run = length - along(lay);
        for (let n = 2; n <= STABLE_EVIDENCE.maxCards; n++) {
          const step = run / (n - 1);
          if (step < fewest) break;
          if (step > STABLE_EVIDENCE.maxStep * along(lay)) continue;
          const scored = scoreLayout(photo, toPhoto, frame, lay, step, n, COARSE);
          if (scored !== null && (!best || scored.score > best.score))
            best = { score: scored.score, toPhoto, lay, step, n, frame };
        }
      }
    }
  }
  // No layout explains the whole region: its card that shows whole, where it lies at the region's end, is
  // looked at last (the cards under it are walked to from it).
  if (!best) {
    if (end) ends.push(endCard(photo, end));
    return null;
  }
  // Judged again on every sample.
  const judged = scoreLayout(photo, best.toPhoto, best.frame, best.lay, best.step, best.n, PARTS);
  if (judged === null) return null;
  const { score, shifts } = judged;
  // The simpler explanation wins: a region that looks as much like one card as the layout's cards look
  // like cards is one card (a lone card squeezed into two passed for a row or a fan of two).
  const alone = Math.max(
    ...turns(quad).map((corners) => {
      const e = cardEvidence(photo, corners, undefined, PARTS, true);
      return e && shownLikeCard(e) ? fit(e) : 0;
    }),
  );
  if (alone >= score / best.n + STABLE_EVIDENCE.perCard) return null;
  return {
    cards: layoutCards(best.toPhoto, best.lay, best.step, best.n, shifts),
    score,
    how: `${best.lay.axis} ${best.lay.order} step ${Math.round(best.step)}`,
  };
}

/**
 * How pale the paper of what shows of a placed card is (`Evidence.paperLevel`): a card under it is lit as it
 * is, so its paper is about as pale (`STABLE_EVIDENCE.paperAsOver`).
 */
function paperShown(photo: RgbaImage, card: Placed): number | undefined {
  const toPhoto = homography(CARD_CORNERS, card.corners);
  if (!toPhoto) return undefined;
  return cardEvidence(photo, card.corners, {
    visible: (p) => insideQuad(card.shown, project(toPhoto, p)),
    open: () => false,
  })?.paperLevel;
}

/** The four ways from a card to one lying under its edge: along its width or its length, either way. */
const WAYS: Array<{ axis: 'down' | 'right'; sign: 1 | -1 }> = [
  { axis: 'right', sign: -1 },
  { axis: 'right', sign: 1 },
  { axis: 'down', sign: -1 },
  { axis: 'down', sign: 1 },
];

/**
 * The card lying under `over`'s edge the given way, placed in `over`'s frame (the table is one plane, so a
 * card's frame carries to its neighbour's): the step (and the move across) where it looks most like a card,
 * with only the part `over` leaves showing judged, its paper at least `paperAsOver` as pale as `over`'s
 * (`overPaper`); null when no place there looks like a card.
 */
function cardUnder(
  photo: RgbaImage,
  over: Placed,
  overPaper: number,
  way: (typeof WAYS)[number],
): (Placed & { fit: number; how: string }) | null {
  const toPhoto = homography(CARD_CORNERS, over.corners);
  if (!toPhoto || !sidesPlausible(over.corners)) return null;
  // A card before `over` (to its left or above) shows its start; one after it, its end.
  const lay: Lay = { axis: way.axis, order: way.sign === -1 ? 1 : -1 };
  const length = along(lay);
  const place = (step: number, across: number): Point =>
    lay.axis === 'right' ? { x: way.sign * step, y: across } : { x: across, y: way.sign * step };
  // A point of a card at `o`, turned by `turn` (radians) about its title's middle, in `over`'s frame.
  const posed = (o: Point, turn: number) => {
    const [c, s] = [Math.cos(turn), Math.sin(turn)];
    const [cx, cy] = [CARD_WIDTH / 2, TITLE_MIDDLE];
    return (p: Point): Point => ({
      x: cx + (p.x - cx) * c - (p.y - cy) * s + o.x,
      y: cy + (p.x - cx) * s + (p.y - cy) * c + o.y,
    });
  };
  // What of a card at `o` (in `over`'s frame) shows, and where around it the table does.
  const underOver = (o: Point, turn = 0): InView => {
    const at = posed(o, turn);
    return {
      visible: (p) => {
        const q = at(p);
        return !inCard(q.x, q.y);
      },
      open: (p) => {
        const q = at(p);
        return !inCard(q.x, q.y, EVIDENCE.sampleStep);
      },
    };
  };
  const judge = (o: Point, parts: Parts, turn = 0) => {
    const at = posed(o, turn);
    const corners = CARD_CORNERS.map((p) => project(toPhoto, at(p))) as Quad;
    const e = cardEvidence(photo, corners, underOver(o, turn), parts, true);
    return e && shownLikeCard(e) && e.paperLevel >= STABLE_EVIDENCE.paperAsOver * overPaper
      ? { corners, fit: fit(e) }
      : null;
  };
  // Where along it fits best on its line; then, on every sample, moved across and a step either way around
  // that place.
  const { searchStep, shift } = STABLE_EVIDENCE;
  let near: { step: number; fit: number } | null = null;
  for (let step = titleShows(lay); step < length; step += searchStep) {
    const o = place(step, 0);
    const corners = cardAt(toPhoto, o);
    const e = cardEvidence(photo, corners, underOver(o), COARSE);
    if (e && (!near || fit(e) > near.fit)) near = { step, fit: fit(e) };
  }
  if (!near) return null;
  let best: { o: Point; turn: number; judged: { corners: Quad; fit: number }; step: number } | null = null;
  for (const step of [near.step - searchStep, near.step, near.step + searchStep])
    for (const across of [0, -shift, shift]) {
      if (step < titleShows(lay) || step >= length) continue;
      const o = place(step, across);
      const judged = judge(o, PARTS);
      if (judged && (!best || judged.fit > best.judged.fit)) best = { o, turn: 0, judged, step };
    }
  if (!best) return null;
  // Then moved and turned a little at a time while it fits better: a card laid by hand lies a little askew
  // of the one over it.
  const { move, turn, rounds } = STABLE_EVIDENCE.settle;
  const pose = climb(
    { o: best.o, turn: best.turn, judged: best.judged, fit: best.judged.fit },
    (from) =>
      (
        [
          [move, 0, 0],
          [-move, 0, 0],
          [0, move, 0],
          [0, -move, 0],
          [0, 0, turn],
          [0, 0, -turn],
        ] as const
      ).map(([dx, dy, dt]) => {
        const o = { x: from.o.x + dx, y: from.o.y + dy };
        const judged = judge(o, PARTS, from.turn + dt);
        return judged && { o, turn: from.turn + dt, judged, fit: judged.fit };
      }),
    rounds,
  );
  const judged = pose.judged;
  if (judged.fit <= STABLE_EVIDENCE.perCard || !sidesPlausible(judged.corners)) return null;
  const o = pose.o;
  const shown =
    lay.axis === 'right'
      ? way.sign === -1
        ? rect(o.x, o.y, 0, o.y + CARD_HEIGHT)
        : rect(CARD_WIDTH, o.y, o.x + CARD_WIDTH, o.y + CARD_HEIGHT)
      : way.sign === -1
        ? rect(o.x, o.y, o.x + CARD_WIDTH, 0)
        : rect(o.x, CARD_HEIGHT, o.x + CARD_WIDTH, o.y + CARD_HEIGHT);
  return {
    corners: judged.corners,
    shown: shown.map((p) => project(toPhoto, p)) as Quad,
    whole: false,
    axis: way.axis,
    fit: judged.fit,
    how: `under ${way.axis} ${way.sign} step ${best.step}`,
  };
}

/** What a walked card shows is sampled at GRID x GRID points. */
const GRID = 6;

/** Points spread over a quad (bilinear between its corners), GRID x GRID of them. */
function spread(q: Quad): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < GRID; i++)
    for (let j = 0; j < GRID; j++) {
      const u = (i + 0.5) / GRID;
      const v = (j + 0.5) / GRID;
      const top = { x: q[0].x + (q[1].x - q[0].x) * u, y: q[0].y + (q[1].y - q[0].y) * u };
      const bottom = { x: q[3].x + (q[2].x - q[3].x) * u, y: q[3].y + (q[2].y - q[3].y) * u };
      points.push({ x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v });
    }
  return points;
}

/**
 * Whether what a walked card shows lies mostly on what other cards show: it cannot show there, so it is
 * no card (a neighbour's art and paper passing for a card under the one walked from).
 */
function hidden(card: Placed, placed: readonly Placed[]): boolean {
  const points = spread(card.shown);
  const covered = points.filter((p) => placed.some((other) => insideQuad(other.shown, p))).length;
  return covered > STABLE_EVIDENCE.shownElsewhere * points.length;
}

/** A card's title's middle in the photo. */
const titleOf = (card: Placed) =>
  project(homography(CARD_CORNERS, card.corners)!, { x: CARD_WIDTH / 2, y: TITLE_MIDDLE });

/**
 * Two cards whose titles lie nearer each other (in either's frame) than any lay leaves two titles in view
 * are one card: a Stable is laid with every title in view, so a fan's next title lies at least its
 * fewest step down, a row's at least its fewest step across.
 */
const sameTitle = (a: Placed, b: Placed) => {
  const near = (p: Placed, q: Placed) => {
    const t = project(homography(q.corners, CARD_CORNERS)!, titleOf(p));
    return (
      Math.abs(t.x - CARD_WIDTH / 2) < titleShows({ axis: 'right', order: 1 }) &&
      Math.abs(t.y - TITLE_MIDDLE) < titleShows({ axis: 'down', order: 1 })
    );
  };
  return near(a, b) || near(b, a);
};

export const END_CARD = 'end card';
/** A lone card closed by the photo's straight edges (edge-quads.ts), as traced. */
export const LINED = 'closed by straight edges';
/** An end card that fits too little, as traced. */
export const END_CARD_REFUSED = 'end card, fits too little';

/**
 * The card showing whole at a region's end, where the region's outline places it (`score`, on the coarse
 * samples), and `settle`, which settles it (`settleSides`) and judges it as a proposal of its own: null when
 * it looks like no card. Settled only where no card lies yet.
 */
interface EndCard {
  rough: Placed;
  score: number;
  settle: () => Proposal | null;
}

function endCard(
  photo: RgbaImage,
  end: { score: number; toPhoto: Float64Array; length: number; lay: Lay },
): EndCard {
  // As scored among the layouts: the whole card of two, the other under it.
  const { lay, length, toPhoto } = end;
  const step = length - along(lay);
  const k = lay.order === 1 ? 1 : 0;
  const o = offset(lay, step, k);
  const frame =
    lay.axis === 'down' ? { width: CARD_WIDTH, height: length } : { width: length, height: CARD_HEIGHT };
  const open = (g: Point) => g.x < 0 || g.y < 0 || g.x > frame.width || g.y > frame.height;
  const corners = cardAt(toPhoto, o);
  return {
    rough: { corners, shown: corners, whole: true, axis: lay.axis },
    score: end.score,
    settle: () => {
      const placed = settleSides(photo, corners, inViewOf(lay, step, 2, k, open, o));
      if (!placed) return null;
      return {
        cards: [{ corners: placed.corners, shown: placed.corners, whole: true, axis: lay.axis }],
        score: placed.fit - STABLE_EVIDENCE.perCard,
        how: END_CARD,
      };
    },
  };
}

/**
 * A whole card placed from a rough outline, each side moved in or out where the card fits best on every
 * sample (`STABLE_EVIDENCE.sides`): the outline of a row's end card is the row's, whose edges are not quite
 * the card's, so its corner triangles can lie on the card beside it. `view` says what shows around the card
 * as placed; it is carried to each moved card through the photo. Null when it looks like no card there.
 */
function settleSides(photo: RgbaImage, corners: Quad, view: InView): { corners: Quad; fit: number } | null {
  const toPlaced = homography(corners, CARD_CORNERS);
  const placedToPhoto = homography(CARD_CORNERS, corners);
  if (!toPlaced || !placedToPhoto) return null;
  // Sides in the placed card's units: left, top, right, bottom.
  const judge = (sides: readonly number[]) => {
    const [left, top, right, bottom] = sides as [number, number, number, number];
    const moved = rect(left, top, CARD_WIDTH + right, CARD_HEIGHT + bottom);
    const at = moved.map((p) => project(placedToPhoto, p)) as Quad;
    const toPhoto = homography(CARD_CORNERS, at);
    if (!toPhoto) return null;
    const carried = (p: Point) => project(toPlaced, project(toPhoto, p));
    const e = cardEvidence(
      photo,
      at,
      { visible: (p) => view.visible(carried(p)), open: (p) => view.open(carried(p)) },
      PARTS,
      true,
    );
    return e ? { corners: at, fit: fit(e), like: shownLikeCard(e), sides } : null;
  };
  // Where the outline as placed could not be judged, any place that can be is better.
  const start = [0, 0, 0, 0];
  let at = judge(start) ?? { corners, fit: -Infinity, like: false, sides: start };
  for (const move of STABLE_EVIDENCE.sides)
    at = climb(
      at,
      (from) =>
        from.sides.flatMap((_, side) =>
          [1, -1].map((sign) => {
            const tried = from.sides.map((d, j) => (j === side ? d + sign * move : d));
            return Math.abs(tried[side]!) > STABLE_EVIDENCE.sidesReach ? null : judge(tried);
          }),
        ),
      STABLE_EVIDENCE.settle.rounds,
    );
  return at.like && sidesPlausible(at.corners) ? at : null;
}

/**
 * Where a card fits best, climbed to from `start`: each round tries every neighbour of where the round
 * began and moves to the one that fits best, if it fits better, for at most `rounds` rounds or until none
 * does.
 */
function climb<P extends { fit: number }>(
  start: P,
  neighbours: (from: P) => ReadonlyArray<P | null>,
  rounds: number,
): P {
  let at = start;
  for (let round = 0; round < rounds; round++) {
    const from = at;
    for (const next of neighbours(from)) if (next && next.fit > at.fit) at = next;
    if (at === from) break;
  }
  return at;
}

/** Two placed cards claim the same place when either's shown part holds the other's middle. */
const clash = (a: Placed, b: Placed) =>
  insideQuad(a.shown, middleOf(b.shown)) || insideQuad(b.shown, middleOf(a.shown));

/** Two placed cards are the same card when their corners (whichever way up) lie within STABLE_EVIDENCE.sameCard of a card's width. */
const coincide = (a: Placed, b: Placed) =>
  turns(b.corners).some((corners) =>
    a.corners.every(
      (p, i) => distance(p, corners[i]!) < STABLE_EVIDENCE.sameCard * distance(b.corners[0], b.corners[1]),
    ),
  );

/**
 * Every card of a Stable photo, in reading order: each region's best explanation (one card, or a layout
 * of overlapping cards), the best-scoring first, none placed where a better one already lies.
 */
export function findStableByEvidence(photo: RgbaImage, trace?: Proposal[]): StableOutline[] {
  assertRgbaImage(photo);
  const step = Math.max(1, Math.floor(Math.max(photo.width, photo.height) / STABLE_EVIDENCE.searchSize));
  const white = paperWhiteness(photo, step);
  const proposals: Proposal[] = [];
  const ends: EndCard[] = [];
  // Single cards, as the single-card finder scores them. Those closed by straight edges come last, where no
  // region explains what lies there (a table as pale as the paper): a card half under another closes a
  // quad of edges too.
  const lined: Proposal[] = [];
  for (const c of cardCandidates(photo, {
    searchSize: STABLE_EVIDENCE.searchSize,
    regionsPerCut: STABLE_EVIDENCE.regionsPerCut,
    lines: STABLE_EVIDENCE.lines,
  }))
    if (looksLikeCard(c) && shownLikeCard(c))
      (c.cut < 0 ? lined : proposals).push({
        cards: [{ corners: c.corners, shown: c.corners, whole: true }],
        score: fit(c) - STABLE_EVIDENCE.perCard,
        ...(c.cut < 0 ? { how: LINED } : {}),
      });
  // Layouts of several cards, one per distinct region outline.
  const seen: Quad[] = [];
  const same = STABLE_EVIDENCE.sameOutline * Math.hypot(photo.width, photo.height);
  for (const cut of cuts(white)) {
    for (const { quad, enclosed } of regionQuads(white, cut, STABLE_EVIDENCE.regionsPerCut, true)) {
      const corners = quad.map((p) => ({ x: p.x * step, y: p.y * step })) as Quad;
      if (Math.abs(signedArea2(corners)) < 1) continue;
      if (seen.some((q) => q.every((p, i) => distance(p, corners[i]!) < same))) continue;
      seen.push(corners);
      const layout = bestLayout(photo, corners, ends, enclosed);
      if (layout) proposals.push(layout);
    }
  }
  // The best explanations first; a layout holding a card already placed adds its others. Then the cards under
  // a placed card's edge, walked to one at a time from the card over them. Last, a region's end card (where
  // no layout explained the region) where nothing lies yet, and the cards under it.
  const placed: Placed[] = [];
  const place = (list: Proposal[]) => {
    for (const proposal of list.sort((a, b) => b.score - a.score)) {
      if (proposal.score <= 0) continue;
      const fresh = proposal.cards.filter((card) => !placed.some((other) => coincide(card, other)));
      if (fresh.some((card) => placed.some((other) => clash(card, other)))) continue;
      placed.push(...fresh);
      if (fresh.length > 0) trace?.push(proposal);
    }
  };
  // An outline that maps onto no card (a region's end card run off the photo's edge, its sides crossed) is
  // no card to place or to compare titles with.
  const free = (card: Placed) =>
    homography(card.corners, CARD_CORNERS) !== null &&
    homography(CARD_CORNERS, card.corners) !== null &&
    !placed.some((other) => coincide(card, other) || clash(card, other) || sameTitle(card, other)) &&
    !hidden(card, placed);
  const under = (card: Placed) => {
    const paper = paperShown(photo, card);
    if (paper === undefined) return [];
    return WAYS.filter((way) => card.axis === undefined || way.axis === card.axis)
      .map((way) => cardUnder(photo, card, paper, way))
      .filter((next): next is NonNullable<typeof next> => next !== null && free(next));
  };
  let walked = 0;
  const walk = () => {
    for (; walked < placed.length; walked++)
      for (const next of under(placed[walked]!))
        // Checked again: a card walked to from the same card a moment ago may lie there now.
        if (free(next)) {
          placed.push(next);
          trace?.push({
            cards: [next],
            score: next.fit - STABLE_EVIDENCE.perCard,
            how: `${next.how} from ${walked}`,
          });
        }
  };
  place(proposals);
  walk();
  // An end card is the end of a row or fan: kept only where a card lies under it. The same card may end
  // several regions' outlines: each outline's is settled, and the one that fits best is judged.
  const looked = new Set<EndCard>();
  for (const end of ends.sort((a, b) => b.score - a.score)) {
    if (looked.has(end) || !free(end.rough)) continue;
    const same = ends.filter((other) => !looked.has(other) && coincide(other.rough, end.rough));
    for (const other of same) looked.add(other);
    const settled = same
      .map((other) => other.settle())
      .filter((p): p is Proposal => p !== null)
      .sort((a, b) => b.score - a.score)[0];
    const card = settled?.cards[0];
    if (!settled || !card || !free(card)) continue;
    // Traced when refused too, so that the scores endCardLead parts are seen (scripts/tune-stable-finder.ts).
    if (settled.score <= STABLE_EVIDENCE.endCardLead) {
      trace?.push({ ...settled, how: END_CARD_REFUSED });
      continue;
    }
    placed.push(card);
    if (under(card).length === 0) {
      placed.pop();
      continue;
    }
    trace?.push(settled);
    walk();
  }
  place(lined);
  walk();
  return readingOrder(
    placed.map((card) => ({
      ...card,
      title: titleOf(card),
      size: distance(card.corners[0], card.corners[1]),
    })),
  ).map(({ corners, shown, whole }) => ({ corners, shown, whole }));
}
