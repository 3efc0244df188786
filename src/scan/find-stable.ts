// Finds every card of a Stable in one photo, on a small copy: each white region is a card laid apart or
// a fan of overlapping cards, and a fan is cut into cards at the title lines that show along it.
import { regionOutline, regionQuad, whiteRegions, whiteThreshold, type WhiteRegions } from './find-card.ts';
import {
  convexHull,
  distance,
  homography,
  insideQuad,
  project,
  signedArea2,
  type Homography,
  type Point,
  type Quad,
} from './geometry.ts';
import {
  isColourful,
  luma,
  lumaByte,
  paperWhiteness,
  shrinkBy,
  type GreyImage,
  type RgbaImage,
} from './pixels.ts';
import { ART_BOX, CARD_HEIGHT, CARD_WIDTH, CORNER_TRIANGLE_EDGE, TITLE_MIDDLE } from './card-layout.ts';
import { cardToPhoto, sampleCard, turnHalf, uprightScore } from './title-band.ts';

/** Output pixels per card unit for the profile along a region: a title comes out about 10 rows tall. */
const PROFILE_SCALE = 0.25;
/** Card units down a card's edge that its corner triangle colours, beside the 30 units nearest the edge. */
const CORNER_RUN = CORNER_TRIANGLE_EDGE - 30;
/** The fewest card units from one card's top to the next in a fan that still shows the whole title. */
const MIN_STEP = 95;
/**
 * The most: a fan shows each card's title band, not its art (a quarter of the card), allowing for the
 * stretch a tilted view gives the fan's length.
 */
const MAX_STEP = 280;
/**
 * A framed card's strip is long and thin; two strips joined into one region (a glare spot or a pale frame
 * between them) are half as thin. A card lying sideways is thicker than either (600 against 839).
 */
const THICK_STRIP = 0.6;
/** A fan's usual step when its titles between the ends cannot be seen: about a sixth of a card. */
const USUAL_STEP = Math.round(CARD_HEIGHT / 6);

/** How much more of a cut's ends than of the pieces' middles a corner triangle colours (see seamCorners). */
const SEAM_CORNER = 0.25;

/** The paper's grey each colour is brought to: the level the detection's fixed contrasts were set at. */
const PAPER_LEVEL = 235;
/** Paper whose weakest colour is under this share of its strongest lies in tinted (warm) light. */
const TINTED = 0.85;

/**
 * Card units of table sampled beside a straightened strip, outside its card's sides: a card shifted
 * sideways in a fan shows table inside the fan's straight edge (cornerColumns, cornerOf).
 */
const TABLE_MARGIN = 60;

/** The straight run a region's edge points hug (sideLine). */
const SIDE_LINE = {
  /** Fewer edge points than this give no line. */
  minPoints: 6,
  /** The most pairs of points tried as a line. */
  maxTries: 300,
  /** Stride (a prime) through the points for a pair's first point, so the pairs spread along the side. */
  firstStride: 7919,
  /** Stride (a prime) that spreads a pair's second point beyond the first. */
  secondStride: 104729,
  /** A pair's points lie at least this share of the point count (about the side's pixels) apart along it. */
  minPairSpan: 0.1,
  /** Below this determinant the least-squares refit is singular and the tried line is kept. */
  singularFit: 1e-9,
} as const;

/** A region's four sides in its own axes (regionSides). */
const REGION_SIDES = {
  /** The fewest pixels a region has for its sides to be found. */
  minPixels: 50,
  /** Share of each side's length left off at both ends (rounded corners, corner triangles bend them). */
  endTrim: 0.06,
  /** The least distance in small-copy pixels a point may lie off its side and still hug it. */
  minTolerance: 1.5,
  /** That distance as a share of the region's shorter extent, where this is more. */
  tolerancePerSize: 0.012,
  /** Two sides whose crossing's determinant is under this are parallel: they do not meet. */
  parallelSides: 1e-6,
} as const;

/** Reading a straightened strip row by row (inkProfile), and the levels its rows are judged by. */
const INK_PROFILE = {
  /** The columns read start at this share of the strip's width (the middle 60% is read). */
  columnsFrom: 0.2,
  /** The columns read end at this share of the strip's width. */
  columnsTo: 0.8,
  /** A row's paper grey: the grey this share of the way up its sorted non-coloured pixels. */
  paperRank: 0.85,
  /** A pixel is ink when its grey is under this share of its row's paper grey. */
  inkUnderPaper: 0.62,
  /** Two pixels two apart are an edge when their greys differ by more than this share of the brighter. */
  edgeContrast: 0.12,
  /** A row is busy (art, not blank paper) when more than this share of it is coloured or edges. */
  busyRow: 0.2,
  /** A row is blank paper when this share of it or less is ink. */
  blankRow: 0.03,
  /** A row is part of a run of print (a title's letters) when more than this share of it is ink. */
  inkedRow: 0.05,
} as const;

/** A title line along a straightened region, in card units (titleLines, fanTitles, fanStrips, cutRow). */
const TITLE_LINE = {
  /** The shortest run of inked rows that is a title line (card units). */
  minHeight: 14,
  /** The tallest run of inked rows that is a title line (card units). */
  maxHeight: 60,
  /** Card units of blank paper right above a title's letters. */
  blankAbove: 8,
  /** Card units a title line may lie from the place a card's title is printed (a misplaced outline). */
  offPlace: 40,
} as const;

/** A card's art box right under its title on the profile (a fanned card shows the next card's top band). */
const ART_BELOW_TITLE = {
  /** Card units under the title's middle where the look for art begins. */
  from: 100,
  /** Card units under the title's middle where the look for art ends. */
  to: 260,
  /** The share of busy rows there that is an art box. */
  minBusyShare: 0.7,
} as const;

/** Title lines down a card-sized region or a fan whose corners did not tell (titleLines). */
const TITLE_LINES = {
  /** A title whose card's top lies under this share of a card's height from the end is rule text or art. */
  minRoomForCard: 0.6,
  /** No title follows once under this share of a card's height, plus MIN_STEP, is left below a card's top. */
  roomForNext: 0.8,
} as const;

/** Each card's title along a fan known by its corners (fanTitles). */
const FAN_TITLES = {
  /** Card units past the top card's expected title middle that title lines are still looked for. */
  pastLast: 50,
  /** The tallest a line of an art box's top (frame line and a sliver of art) is, in card units. */
  maxArtLineHeight: 24,
  /** Card units above a title's middle where the look for its card's blank top band begins. */
  topBandFrom: 55,
  /** Card units above a title's middle where that look for the blank top band ends. */
  topBandTo: 25,
  /** The most of that band's rows that may be busy (art) above a title. */
  maxTopBandBusy: 0.34,
  /** A fan whose first and last titles lie less than this many MIN_STEPs apart is one card. */
  minSpanSteps: 0.8,
  /** The shortest step tried between evenly placed titles, in MIN_STEPs. */
  minStepSteps: 0.9,
  /** A title seen counts for a place within this share of the step from it. */
  placeReach: 0.3,
} as const;

/** Which white regions are cards, fans or rows (findStableCards). */
const STABLE_CARDS = {
  /** Pixels along the long side of the small copy that detection runs on. */
  searchSize: 800,
  /** A region smaller than this share of the small copy's pixels is no card. */
  minRegionShare: 0.006,
  /** Nor is a region of fewer small-copy pixels than this. */
  minRegionPixels: 300,
  /** Four sides that enclose more than this many times the region's hull area are no fit. */
  maxQuadOverHull: 1.3,
  /** A fan shows at least this many times the colour down one long side as down the other. */
  fanCornerRatio: 1.6,
  /** A fan shows at least this many corner runs (CORNER_RUN, card units) of colour down that side. */
  fanCornerRuns: 1.6,
  /** A card lying alone shows at most this many times the colour down one long side as down the other. */
  loneCornerRatio: 1.3,
  /** A card lying alone shows at most this many corner runs (CORNER_RUN, card units) down either side. */
  loneCornerRuns: 1.4,
  /** A region shorter than this many card heights is card-sized: one card as perspective may stretch it. */
  cardSizedLength: 1.35,
  /** The most card heights a near card under a steep view looks long, when its corners say it lies alone. */
  steepCardLength: 1.6,
} as const;

/** What a card's or a fan's region fills of its four sides (findStableCards). */
const CARD_SHAPE = {
  /** The region's hull fills at least this share of its four sides (the art inside is not white). */
  minHullFill: 0.85,
  /** The region's own pixels fill at least this share of them. */
  minRegionFill: 0.25,
  /** The fewest small-copy pixels across a card's or a strip's short side. */
  minShortSide: 12,
  /** A card or a fan is longer than wide: short side over long side under this (not a square blob). */
  maxShortOverLong: 0.97,
} as const;

/** Cards lying side by side in one region (sideBySide). */
const SIDE_BY_SIDE = {
  /** The share of a cut's samples that must be paper for two cards to lie apart there. */
  seamPaper: 0.6,
  /** The most cards a row is cut into. */
  maxCards: 12,
} as const;

/** Where a cut between a row's pieces is sampled for paper (cutRow), as shares of a card's height. */
const CUT_ROW = {
  /** First sample down the cut (share of a card's height). */
  seamFrom: 0.15,
  /** Last sample down the cut (share of a card's height). */
  seamTo: 0.85,
  /** Between samples (share of a card's height). */
  seamStep: 0.05,
} as const;

/** A pixel unlike a strip's blank paper (unlikePaper). */
const UNLIKE_PAPER = {
  /** The paper is the pixels whose weakest colour is at or over this share of the way up all of them. */
  paperRank: 0.9,
  /** A pixel more coloured (max less min colour, 0-255) than the paper by more than this is not paper. */
  moreColoured: 30,
  /** A pixel whose grey is under this share of the paper's grey is not paper. */
  darkerThan: 0.7,
} as const;

/** Corner triangles at the cuts between a row's pieces (seamCorners), in row units (card units). */
const SEAM_CORNERS = {
  /** Card units in from a long edge where the band looked at for a triangle begins. */
  edgeFrom: 8,
  /** Card units in from a long edge where that band ends. */
  edgeTo: 70,
  /** Card units either side of a cut looked at for a triangle. */
  atSeam: 90,
  /** Card units from a cut where the pieces' blank middles, compared with it, begin. */
  blankFrom: 200,
  /** Card units from a cut where the pieces' blank middles end. */
  blankTo: 400,
} as const;

/** A framed card's strip off the card over it (claims, stripOffTop, fanStrips). */
const STRIP = {
  /** A strip is at least this share of its card's width long. */
  minLengthOverWidth: 0.8,
  /** A strip is at most this share of its card's width long. */
  maxLengthOverWidth: 1.25,
  /** Card units a strip may reach into its card's top end. */
  maxInto: 40,
  /** Card units a strip's middle may lie sideways of its card's. */
  maxSideways: 90,
} as const;

/** Whether a card-shaped region claims a strip (claims). */
const CLAIMS = {
  /** A card's (or a joined fan's) short side is at least this share of its long side. */
  minShortOverLong: 0.2,
  /** A card's (or a joined fan's) short side is at most this share of its long side. */
  maxShortOverLong: 0.9,
  /** The most the card's width and the strip's length may turn from each other (sine of the angle). */
  maxTurnSine: 0.25,
} as const;

/** A strip off a region's top end (stripOffTop). */
const STRIP_OFF_TOP = {
  /** The farthest a strip lies off the top, in a fan's longest steps (MAX_STEP). */
  maxOffSteps: 1.5,
} as const;

/** Strips placed on the cards of framed fans (fanStrips). */
const FAN_STRIPS = {
  /** The farthest a strip lies off its host card's top, in the host's lengths (a long fan's reach). */
  maxOffLengths: 2.5,
  /** A strip this many MIN_STEPs deep or more is several cards' strips joined. */
  joinedDepthSteps: 1.6,
} as const;

/** Colour down each long side of a straightened strip (cornerColumns), in card units across the card. */
const CORNER_COLUMNS = {
  /** Card units in from a side where the columns looked at for a triangle begin. */
  cardFrom: 15,
  /** Card units in from a side where those columns end. */
  cardTo: 45,
  /** Card units in from the table margin's outer edge where the table's colour starts being taken. */
  tableFrom: 10,
  /** Card units in from the table margin's outer edge where the table's colour stops being taken. */
  tableTo: 40,
  /** A pixel differs from the table when a colour (0-255) is more than this off the table's. */
  tableContrast: 40,
} as const;

/** A card's coloured corner beside its top edge (cornerOf), in card units from the card's top-left. */
const CORNER_OF = {
  /** Card units in from the left side and down from the top edge where the corner patch begins. */
  patchFrom: 10,
  /** Card units in from the left side and down from the top edge where the corner patch ends. */
  patchTo: 50,
  /** Card units in from the left where the top edge's blank paper, compared with it, begins. */
  paperLeft: 250,
  /** Card units in from the left where that paper ends. */
  paperRight: 350,
  /** Card units down from the top edge where that paper begins. */
  paperTop: 14,
  /** Card units down from the top edge where that paper ends. */
  paperBottom: 40,
  /** Card units above the top edge where the look at what lies there (the card before it) begins. */
  aboveFrom: 28,
  /** Card units above the top edge where that look ends. */
  aboveTo: 6,
  /** The corner differs from the paper when a mean colour (0-255) is more than this off. */
  minCornerContrast: 45,
  /** A card whose top lies within this many card units of the strip's top has nothing above it. */
  firstTop: 30,
  /** The corner differs from what lies above the edge when a mean colour is more than this off. */
  minAboveContrast: 35,
} as const;

/** The smallest rectangle around a hull (smallestBox). */
const SMALLEST_BOX = {
  /** A hull edge shorter than this (small-copy pixels) has no direction. */
  minEdge: 1e-9,
} as const;

/** Reading order of the cards found (readingOrder). */
const READING_ORDER = {
  /** Titles within this share of a card's width (about a third) of the row's first lie in its row. */
  sameRow: 0.35,
} as const;

/** A line `across = a + b * along` in a region's own axes. */
interface SideLine {
  a: number;
  b: number;
}

/**
 * The straight side a region's edge points lie on, found as the line most of them hug within a pixel
 * or two (pairs of points tried in a fixed order, so the same photo gives the same outline), then refitted
 * to those points. A coloured corner triangle or a card shifted sideways bites into the edge and a glare
 * spot bulges it out; neither is the longest straight run.
 */
function sideLine(points: ReadonlyArray<[number, number]>, tolerance: number): SideLine | null {
  const n = points.length;
  if (n < SIDE_LINE.minPoints) return null;
  let best: SideLine | null = null;
  let bestCount = -1;
  const tries = Math.min(SIDE_LINE.maxTries, (n * (n - 1)) / 2);
  for (let k = 0; k < tries; k++) {
    // A fixed spread of pairs a good way apart (a short pair gives a wobbly line).
    const i = (k * SIDE_LINE.firstStride) % n;
    const j = (i + Math.floor(n / 3) + ((k * SIDE_LINE.secondStride) % Math.max(1, Math.floor(n / 2)))) % n;
    const [u1, v1] = points[i]!;
    const [u2, v2] = points[j]!;
    if (Math.abs(u2 - u1) < n * SIDE_LINE.minPairSpan) continue;
    const b = (v2 - v1) / (u2 - u1);
    const a = v1 - b * u1;
    let count = 0;
    for (const [u, v] of points) if (Math.abs(v - a - b * u) <= tolerance) count++;
    if (count > bestCount) {
      bestCount = count;
      best = { a, b };
    }
  }
  if (!best) return null;
  // Least squares on the points that agree with it.
  let su = 0;
  let sv = 0;
  let suu = 0;
  let suv = 0;
  let m = 0;
  for (const [u, v] of points) {
    if (Math.abs(v - best.a - best.b * u) > tolerance) continue;
    su += u;
    sv += v;
    suu += u * u;
    suv += u * v;
    m++;
  }
  const det = m * suu - su * su;
  if (m < 4 || Math.abs(det) < SIDE_LINE.singularFit) return best;
  const b = (m * suv - su * sv) / det;
  return { a: (sv - b * su) / m, b };
}

/**
 * A region's four sides in its own axes (the long axis from its second moments): each side is the
 * straight run its outermost pixels hug, so the notches that coloured corner triangles cut into a fan's
 * outline, cards shifted a little sideways and a glare spot joining the table do not tilt it. Corners
 * clockwise, starting on a short side; null when the sides do not meet in a card-like shape.
 */
function regionSides(regions: WhiteRegions, label: number, box: Box): Quad | null {
  const { width, labels } = regions;
  let n = 0;
  let mx = 0;
  let my = 0;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++)
      if (labels[y * width + x] === label) {
        n++;
        mx += x;
        my += y;
      }
  if (n < REGION_SIDES.minPixels) return null;
  mx /= n;
  my /= n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++)
      if (labels[y * width + x] === label) {
        sxx += (x - mx) ** 2;
        sxy += (x - mx) * (y - my);
        syy += (y - my) ** 2;
      }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  // u along the long axis, v across it.
  const ux = Math.cos(angle);
  const uy = Math.sin(angle);
  const uMin = new Map<number, number>();
  const uMax = new Map<number, number>();
  const vMin = new Map<number, number>();
  const vMax = new Map<number, number>();
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      if (labels[y * width + x] !== label) continue;
      const dx = x + 0.5 - mx;
      const dy = y + 0.5 - my;
      const u = dx * ux + dy * uy;
      const v = -dx * uy + dy * ux;
      const ub = Math.round(u);
      const vb = Math.round(v);
      if (!(v >= (vMin.get(ub) ?? Infinity))) vMin.set(ub, v);
      if (!(v <= (vMax.get(ub) ?? -Infinity))) vMax.set(ub, v);
      if (!(u >= (uMin.get(vb) ?? Infinity))) uMin.set(vb, u);
      if (!(u <= (uMax.get(vb) ?? -Infinity))) uMax.set(vb, u);
    }
  const span = (m: Map<number, number>) => {
    const keys = [...m.keys()];
    return [Math.min(...keys), Math.max(...keys)] as const;
  };
  // Only the middle of each side: rounded corners and corner triangles bend its ends.
  const middle = (m: Map<number, number>, outward: number): Array<[number, number]> => {
    const [lo, hi] = span(m);
    const cut = (hi - lo) * REGION_SIDES.endTrim;
    return [...m.entries()]
      .filter(([t]) => t > lo + cut && t < hi - cut)
      .map(([t, s]) => [t, s + outward * 0.5] as [number, number]);
  };
  const [uLo, uHi] = span(vMin);
  const [vLo, vHi] = span(uMin);
  const tolerance = Math.max(
    REGION_SIDES.minTolerance,
    Math.min(uHi - uLo, vHi - vLo) * REGION_SIDES.tolerancePerSize,
  );
  const left = sideLine(middle(vMin, -1), tolerance);
  const right = sideLine(middle(vMax, 1), tolerance);
  const top = sideLine(middle(uMin, -1), tolerance);
  const bottom = sideLine(middle(uMax, 1), tolerance);
  if (!left || !right || !top || !bottom) return null;
  // Crossing of a side v = a + b u with a side u = c + d v.
  const meet = (long: SideLine, short: SideLine): Point | null => {
    const det = 1 - long.b * short.b;
    if (Math.abs(det) < REGION_SIDES.parallelSides) return null;
    const u = (short.a + short.b * long.a) / det;
    const v = long.a + long.b * u;
    return { x: mx + u * ux - v * uy, y: my + u * uy + v * ux };
  };
  const corners = [meet(left, top), meet(right, top), meet(right, bottom), meet(left, bottom)];
  if (corners.some((c) => c === null)) return null;
  const quad = corners as Quad;
  if (signedArea2(quad) < 0) quad.reverse();
  const [a, b, c, d] = quad;
  const shortFirst = distance(a, b) + distance(c, d) <= distance(b, c) + distance(d, a);
  const result: Quad = shortFirst ? [a, b, c, d] : [b, c, d, a];
  // The sides must meet near the region, not far off where two nearly parallel lines cross.
  const reach = Math.max(uHi - uLo, vHi - vLo);
  if (result.some((p) => Math.hypot(p.x - mx, p.y - my) > reach)) return null;
  return result;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Each region's bounding box, by label. */
function regionBoxes(regions: WhiteRegions): Box[] {
  const boxes: Box[] = regions.sizes.map(() => ({ x0: Infinity, y0: Infinity, x1: -1, y1: -1 }));
  const { width, height, labels } = regions;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x]!;
      if (label === 0) continue;
      const box = boxes[label]!;
      if (x < box.x0) box.x0 = x;
      if (x > box.x1) box.x1 = x;
      if (y < box.y0) box.y0 = y;
      if (y > box.y1) box.y1 = y;
    }
  return boxes;
}

/** One card found in a Stable photo. */
export interface StableOutline {
  /** Corners in the photo given, top-left of the card first, clockwise. */
  corners: Quad;
  /** Alone on the table (true) or one of a fan, where only its title band may show (false). */
  whole: boolean;
  /** The part of it in view, where the finder knows it (the evidence finder: a fanned card's strip). */
  shown?: Quad;
}

interface Profile {
  ink: Float32Array;
  busy: Float32Array;
}

/** The share of busy rows (art, not blank paper) between two positions in card units. */
function busyShare(profile: Profile, from: number, to: number): number {
  const a = Math.max(0, Math.round(from * PROFILE_SCALE));
  const b = Math.min(profile.busy.length, Math.round(to * PROFILE_SCALE));
  let n = 0;
  for (let y = a; y < b; y++) if (profile.busy[y]! > INK_PROFILE.busyRow) n++;
  return n / Math.max(1, b - a);
}

/**
 * Row by row along a straightened strip (its middle 60%): the share of dark ink against the row's own
 * paper, and the share of pixels that are not blank paper (coloured, or darker than the paper nearby).
 */
function inkProfile(strip: RgbaImage): Profile {
  const { width, height, data } = strip;
  const ink = new Float32Array(height);
  const busy = new Float32Array(height);
  const x0 = Math.round(width * INK_PROFILE.columnsFrom);
  const x1 = Math.round(width * INK_PROFILE.columnsTo);
  const greys: number[] = [];
  for (let y = 0; y < height; y++) {
    greys.length = 0;
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      if (!isColourful(r, g, b)) greys.push(lumaByte(r, g, b));
    }
    if (greys.length === 0) continue;
    const paper = [...greys].sort((a, b) => a - b)[Math.floor(greys.length * INK_PROFILE.paperRank)]!;
    let dark = 0;
    for (const grey of greys) if (grey < paper * INK_PROFILE.inkUnderPaper) dark++;
    ink[y] = dark / (x1 - x0);
  }
  // Blank paper is smooth whatever the light (a glare spot or a shadow changes slowly); an art box is
  // coloured or full of edges almost everywhere.
  for (let y = 0; y < height; y++) {
    let off = 0;
    let before = -1;
    let before2 = -1;
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      const r = data[i]!;
      const g = data[i + 1]!;
      const b = data[i + 2]!;
      const grey = lumaByte(r, g, b);
      const edge =
        before2 >= 0 && Math.abs(grey - before2) > Math.max(grey, before2) * INK_PROFILE.edgeContrast;
      if (isColourful(r, g, b) || edge) off++;
      before2 = before;
      before = grey;
    }
    busy[y] = off / (x1 - x0);
  }
  return { ink, busy };
}

/** True when no row from `from` to `to` (clamped to the profile) carries ink: blank paper. */
function blankRows(ink: Float32Array, from: number, to: number): boolean {
  for (let y = Math.max(0, from); y < Math.min(ink.length, to); y++)
    if (ink[y]! > INK_PROFILE.blankRow) return false;
  return true;
}

/**
 * The runs of inked rows down a profile, first to last row of each; a gap of a row or two inside a
 * title (thin strokes) does not end a run.
 */
function* inkRuns(ink: Float32Array): Generator<{ start: number; last: number }> {
  const rows = ink.length;
  let y = 0;
  while (y < rows) {
    if (ink[y]! <= INK_PROFILE.inkedRow) {
      y++;
      continue;
    }
    let end = y;
    let last = y;
    while (end < rows && end - last <= 2) {
      if (ink[end]! > INK_PROFILE.inkedRow) last = end;
      end++;
    }
    yield { start: y, last };
    y = last + 1;
  }
}

/** The largest value of `values` from `from` to `last`, both included. */
function peakOf(values: Float32Array, from: number, last: number): number {
  let peak = 0;
  for (let k = from; k <= last; k++) peak = Math.max(peak, values[k]!);
  return peak;
}

/**
 * Where titles lie along a straightened region, in card units from its top: a run of inked rows as tall
 * as a title line, with blank paper just above and below it (art and rule text have neither).
 */
function titleLines(
  ink: Float32Array,
  busy: Float32Array,
  lengthUnits: number,
  cornerAt: (top: number) => boolean,
): number[] {
  const unit = (rows: number) => rows / PROFILE_SCALE;
  const rows = ink.length;
  const middles: number[] = [];
  for (const { start, last } of inkRuns(ink)) {
    const height = unit(last + 1 - start);
    if (height < TITLE_LINE.minHeight || height > TITLE_LINE.maxHeight) continue;
    const margin = Math.round(TITLE_LINE.blankAbove * PROFILE_SCALE) + 1;
    if (!blankRows(ink, start - margin - 1, start - 1)) continue;
    const middle = unit((start + last + 1) / 2);
    if (middles.length > 0 && middle - middles[middles.length - 1]! < MIN_STEP) continue;
    // Further down than a fan's step: the top card's own art or rule text, not another card.
    if (middles.length > 0 && middle - middles[middles.length - 1]! > MAX_STEP) break;
    // Every card has its coloured corner beside its title; a line of art has blank paper there.
    if (middles.length > 0 && !cornerAt(middle - TITLE_MIDDLE)) continue;
    // A title so near the far end that its card would stick out of the region is rule text or art.
    if (lengthUnits - (middle - TITLE_MIDDLE) < CARD_HEIGHT * TITLE_LINES.minRoomForCard) break;
    middles.push(middle);
    // Right under a whole card's title its art box begins; under a fanned card's title lie the next
    // card's blank top edge and title. An art box there means this card lies on top: no title follows.
    const artFrom = Math.round((middle + ART_BELOW_TITLE.from) * PROFILE_SCALE);
    const artTo = Math.min(rows, Math.round((middle + ART_BELOW_TITLE.to) * PROFILE_SCALE));
    let art = 0;
    for (let k = artFrom; k < artTo; k++) if (busy[k]! > INK_PROFILE.busyRow) art++;
    if (art >= (artTo - artFrom) * ART_BELOW_TITLE.minBusyShare) break;
    if (lengthUnits - (middle - TITLE_MIDDLE) < CARD_HEIGHT * TITLE_LINES.roomForNext + MIN_STEP) break;
  }
  return middles;
}

/**
 * Where each card's title lies along a fan the right way up, in card units from its top. A fan is known
 * at both ends: its first card's top edge is the region's top, and the card on top ends at the region's
 * bottom, so its title lies a card's height (less the title's depth) before the end. Between them, each
 * title line seen (ink as tall as a title, blank paper above, a coloured corner beside it) is a card; a
 * gap as long as two steps or more hides a card whose title was washed out, spaced like its neighbours.
 */
function fanTitles(
  ink: Float32Array,
  busy: Float32Array,
  lengthUnits: number,
  cornerAt: (top: number) => boolean,
  /** The region is no longer than a card lying alone may look. */
  cardSized: boolean,
): number[] {
  const unit = (rows: number) => rows / PROFILE_SCALE;
  const last = lengthUnits - CARD_HEIGHT + TITLE_MIDDLE;
  const seen: number[] = [];
  for (const { start, last: lastInk } of inkRuns(ink)) {
    const height = unit(lastInk + 1 - start);
    const middle = unit((start + lastInk + 1) / 2);
    if (middle > last + FAN_TITLES.pastLast) break;
    if (height < TITLE_LINE.minHeight || height > TITLE_LINE.maxHeight) continue;
    // In a fan stepped a little wider than its title band, the top of each card's art box shows under
    // its title as a thin line, cut off by the next card's top edge: the box's dark frame line and a
    // sliver of art, shorter than a title's letters and darker than a row of letters ever is (titles are
    // 28 units or more, and 0.2-0.5 dark; such lines 16-24 units, over half dark). The photos that
    // showed it: TUNING-LOG.md, "Seeds once cited in find-stable.ts".
    if (height <= FAN_TITLES.maxArtLineHeight && peakOf(ink, start, lastInk) > 0.5) continue;
    const margin = Math.round(TITLE_LINE.blankAbove * PROFILE_SCALE) + 1;
    // A title faded by glare keeps its letters' tops in a row or two too faint for the run (over the
    // blank level, under the run's): the blank paper above it is looked for above those rows, else the
    // card on top goes unseen and the art box of the card before it is taken for its title (TUNING-LOG.md).
    let top = start;
    while (top > 0 && start - top < 2 && ink[top - 1]! > INK_PROFILE.blankRow) top--;
    if (!blankRows(ink, top - margin - 1, top - 1)) continue;
    // Above a title lies the blank top band of its card, not art.
    if (
      busyShare({ ink, busy }, middle - FAN_TITLES.topBandFrom, middle - FAN_TITLES.topBandTo) >
      FAN_TITLES.maxTopBandBusy
    )
      continue;
    seen.push(middle);
  }
  const nearest = (target: number, below: number, above: number, corner: boolean) => {
    let best: number | null = null;
    for (const m of seen) {
      if (m < target - below || m > target + above) continue;
      if (corner && !cornerAt(m - TITLE_MIDDLE)) continue;
      if (best === null || Math.abs(m - target) < Math.abs(best - target)) best = m;
    }
    return best;
  };
  const first = nearest(TITLE_MIDDLE, TITLE_LINE.offPlace, TITLE_LINE.offPlace, false) ?? TITLE_MIDDLE;
  // The fan's length in card units is only as good as its outline's proportions (perspective and a
  // shifted card skew them by a few percent), so the top card's title is looked for well before its
  // expected place; the rule text and art below it have no coloured corner beside them.
  // The top card's title is the one with its art box right under it (a fanned card has the next card's
  // top band there); failing that, the line nearest its place with a corner beside it. A card shifted
  // sideways in a loose fan can hide its corner from where it is looked for.
  const artBelow = (m: number) =>
    busyShare({ ink, busy }, m + ART_BELOW_TITLE.from, m + ART_BELOW_TITLE.to) >=
    ART_BELOW_TITLE.minBusyShare;
  const seenFinal =
    seen
      .filter((m) => m >= last - USUAL_STEP && m <= last + FAN_TITLES.pastLast && artBelow(m))
      .sort((a, b) => Math.abs(a - last) - Math.abs(b - last))[0] ??
    nearest(last, USUAL_STEP, FAN_TITLES.pastLast, true);
  // A region no longer than a card may be one card alone: it is a fan only if its top card's title shows.
  if (seenFinal === null && cardSized) return [first];
  const final = seenFinal ?? last;
  if (final - first < MIN_STEP * FAN_TITLES.minSpanSteps) return [first];
  // How many cards: evenly stepped titles from the first to the top card's, the count whose places
  // find the most titles seen and leave the fewest empty (half the step leaves every other place empty;
  // art or rule text seen between places counts for nothing, a line with no corner beside it for half).
  // Then each place takes the title seen nearest to it, since a hand-laid fan is not evenly stepped.
  const titled = seen.filter((m) => cornerAt(m - TITLE_MIDDLE));
  const nearIn = (lines: readonly number[], place: number, reach: number) => {
    let best: number | null = null;
    for (const m of lines)
      if (Math.abs(m - place) <= reach && (best === null || Math.abs(m - place) < Math.abs(best - place)))
        best = m;
    return best;
  };
  // A title line whose corner was not found (a card shifted sideways in a loose fan shows table where
  // its corner is looked for) is weaker evidence than one beside its corner, but more than none.
  // No two cards' titles lie closer than MIN_STEP, so a line that near a line with its corner is not
  // a title: in a fan stepped wider than its title band, the top of each card's art box shows under its
  // title (about 80 units on) as a line of ink too.
  const loose = seen.filter((m) => [...titled, first, final].every((t) => Math.abs(m - t) >= MIN_STEP));
  const near = (place: number, reach: number) => nearIn(titled, place, reach) ?? nearIn(loose, place, reach);
  const evidence = (place: number, reach: number) =>
    nearIn(titled, place, reach) !== null ? 1 : nearIn(loose, place, reach) !== null ? 0.5 : -0.5;
  // A fan shows title bands, not art: no step is longer than MAX_STEP, so a long fan has cards between
  // its ends even when none of their titles was seen (glare, or the card above's art right over them).
  const fewest = Math.max(2, Math.ceil((final - first) / MAX_STEP) + 1);
  let bestCount = fewest;
  let bestScore = -Infinity;
  for (let n = fewest; (final - first) / (n - 1) >= MIN_STEP * FAN_TITLES.minStepSteps; n++) {
    const step = (final - first) / (n - 1);
    let score = 0;
    for (let k = 1; k < n - 1; k++) score += evidence(first + k * step, step * FAN_TITLES.placeReach);
    if (score > bestScore) {
      bestScore = score;
      bestCount = n;
    }
  }
  // No title seen between the ends at all: the cards between are spaced as a fan usually is, its
  // title band (about a sixth of a card) showing.
  if (
    bestScore <= 0 &&
    bestCount > 2 &&
    titled.every((m) => m <= first + MIN_STEP / 2 || m >= final - MIN_STEP / 2)
  )
    bestCount = Math.max(fewest, Math.round((final - first) / USUAL_STEP) + 1);
  const step = (final - first) / (bestCount - 1);
  const middles = [first];
  for (let k = 1; k < bestCount - 1; k++)
    middles.push(near(first + k * step, step * FAN_TITLES.placeReach) ?? first + k * step);
  middles.push(final);
  return middles;
}

/**
 * The small copy detection runs on, its light evened out: under warm light the paper is cream (little
 * blue), under dim light grey, so a fixed cut on whiteness and fixed colour contrasts (a corner triangle
 * against the paper, a frame against the paper) would mean less the dimmer or warmer the room. The paper's
 * own colour (the middle of what is whiter than the photo's first cut) is brought to white, each colour
 * on its own, and whiteness is cut again on that copy. Light is only ever raised, so a photo in good
 * light stays as it was.
 */
export function detectionCopy(
  photo: RgbaImage,
  searchSize: number,
): { small: RgbaImage; step: number; white: GreyImage; threshold: number | null } {
  const step = Math.max(1, Math.ceil(Math.max(photo.width, photo.height) / searchSize));
  let small = shrinkBy(photo, step);
  let white = paperWhiteness(small, 1);
  let threshold = whiteThreshold(white);
  if (threshold === null) return { small, step, white, threshold };
  const counts = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  let n = 0;
  for (let i = 0, p = 0; p < white.data.length; i += 4, p++) {
    if (white.data[p]! <= threshold) continue;
    counts[0]![small.data[i]!]!++;
    counts[1]![small.data[i + 1]!]!++;
    counts[2]![small.data[i + 2]!]!++;
    n++;
  }
  const middle = (h: Uint32Array) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += h[v]!) * 2 >= n) return v;
    return 255;
  };
  const paper = counts.map((h) => Math.max(1, middle(h)));
  const top = Math.max(...paper);
  // Dim light: the paper's brightest colour under half the level. Raised at most four times: darker
  // than that, the photo's whitest thing is no paper.
  const lift = top * 2 < PAPER_LEVEL ? Math.min(4, PAPER_LEVEL / top) : 1;
  const gains = paper.map((v) => Math.min(4, (lift * top) / v));
  // Neutral light, bright enough: the plain cut holds, and the photo is left as it is.
  if (lift === 1 && Math.min(...paper) >= top * TINTED) return { small, step, white, threshold };
  const data = new Uint8ClampedArray(small.data.length);
  for (let i = 0; i < data.length; i += 4) {
    data[i] = small.data[i]! * gains[0]!;
    data[i + 1] = small.data[i + 1]! * gains[1]!;
    data[i + 2] = small.data[i + 2]! * gains[2]!;
    data[i + 3] = 255;
  }
  small = { width: small.width, height: small.height, data };
  white = paperLike(small);
  threshold = whiteThreshold(white);
  return { small, step, white, threshold };
}

/**
 * How much like blank paper each pixel is: its weakest colour, less how coloured it is. Once the light is
 * evened out the paper is grey-white, while a pale coloured frame keeps its tint: the weakest colour
 * alone would let a pink or light green frame pass for paper and join a fan's cards into one region.
 */
function paperLike(image: RgbaImage): GreyImage {
  const { width, height, data: src } = image;
  const out = new Uint8Array(width * height);
  for (let p = 0, i = 0; p < out.length; p++, i += 4) {
    const r = src[i]!;
    const g = src[i + 1]!;
    const b = src[i + 2]!;
    const min = r < g ? (r < b ? r : b) : g < b ? g : b;
    const max = r > g ? (r > b ? r : b) : g > b ? g : b;
    out[p] = Math.max(0, 2 * min - max);
  }
  return { width, height, data: out };
}

/**
 * Every card in a Stable photo, in reading order (rows top to bottom, each left to right). Detection
 * runs on a copy whose long side is about `searchSize` pixels; corners come back in the photo's pixels.
 */
export function findStableCards(photo: RgbaImage, searchSize = STABLE_CARDS.searchSize): StableOutline[] {
  const { small, step, white, threshold } = detectionCopy(photo, searchSize);
  if (threshold === null) return [];
  const regions = whiteRegions(white, threshold);
  const area = small.width * small.height;
  const found: Array<StableOutline & { title: { x: number; y: number }; size: number }> = [];
  const candidates: Array<{ size: number; outline: Point[]; quad: Quad }> = [];
  const boxes = regionBoxes(regions);
  for (let label = 1; label < regions.sizes.length; label++) {
    const size = regions.sizes[label]!;
    if (size < area * STABLE_CARDS.minRegionShare || size < STABLE_CARDS.minRegionPixels) continue;
    const outline = regionOutline(regions, label);
    let quad = regionSides(regions, label, boxes[label]!) ?? regionQuad(outline);
    // Straight runs can mislead on a short side (a thin strip's ends are mostly rounded corner): four
    // sides that enclose a sliver of the region's hull, or much more than it, are no fit, and the
    // smallest box around the hull is taken instead. (A strip with a margin of paper running down
    // beside the next card fills only half its hull, and its straight runs are still its sides.)
    const hullArea = Math.abs(signedArea2(convexHull(outline))) / 2;
    const misfit = (q: Quad) => {
      const ratio = hullArea / Math.max(1, Math.abs(signedArea2(q)) / 2);
      return ratio > 3
        ? Math.log(ratio / 3)
        : ratio < 1 / STABLE_CARDS.maxQuadOverHull
          ? Math.log(1 / (STABLE_CARDS.maxQuadOverHull * ratio))
          : 0;
    };
    if (quad && misfit(quad) > 0) {
      const other = smallestBox(convexHull(outline));
      if (other && misfit(other) < misfit(quad)) quad = other;
    }
    if (quad) candidates.push({ size, outline, quad });
  }
  // Strips: the paper of a framed card in a fan, cut off from the next card's paper by its coloured
  // frame; placed on the fan's top card once that card is found.
  const strips: Quad[] = [];
  // Which candidates are such strips, known before any region is cut (a strip off one end of a fan
  // tells its way up): a framed card's strip is long and thin, as long as a card nearby is wide and
  // square to it (a fan of the 2e print is long and thin too, but runs along its cards' length).
  const stripsAhead = candidates
    .filter(({ size, outline, quad }) => {
      const middle = {
        x: (quad[0].x + quad[1].x + quad[2].x + quad[3].x) / 4,
        y: (quad[0].y + quad[1].y + quad[2].y + quad[3].y) / 4,
      };
      if (candidates.some((other) => other.size > size && insideQuad(other.quad, middle))) return false;
      const shortSide = (distance(quad[0], quad[1]) + distance(quad[2], quad[3])) / 2;
      const longSide = (distance(quad[1], quad[2]) + distance(quad[3], quad[0])) / 2;
      const hullArea = Math.abs(signedArea2(convexHull(outline))) / 2;
      if (
        hullArea < shortSide * longSide * CARD_SHAPE.minHullFill ||
        size < shortSide * longSide * CARD_SHAPE.minRegionFill ||
        shortSide < CARD_SHAPE.minShortSide
      )
        return false;
      return shortSide / longSide < THICK_STRIP && candidates.some((other) => claims(other.quad, quad));
    })
    .map(({ quad }) => quad);
  // Lone cards: their straightening (small copy's pixels) and length in card units, for the strips.
  const hosts: Array<{ corners: Quad; lengthUnits: number; shortSide: number }> = [];
  for (const { size, outline, quad } of candidates) {
    // A white patch of art inside a card is no card of its own.
    const middle = {
      x: (quad[0].x + quad[1].x + quad[2].x + quad[3].x) / 4,
      y: (quad[0].y + quad[1].y + quad[2].y + quad[3].y) / 4,
    };
    if (candidates.some((other) => other.size > size && insideQuad(other.quad, middle))) continue;
    const shortSide = (distance(quad[0], quad[1]) + distance(quad[2], quad[3])) / 2;
    const longSide = (distance(quad[1], quad[2]) + distance(quad[3], quad[0])) / 2;
    const quadArea = shortSide * longSide;
    // A card or a fan fills its four sides (the art inside is not white, its paper frame is); a blob of
    // glare or a white dish does not look like either.
    const hullArea = Math.abs(signedArea2(convexHull(outline))) / 2;
    if (
      hullArea < quadArea * CARD_SHAPE.minHullFill ||
      size < quadArea * CARD_SHAPE.minRegionFill ||
      shortSide / longSide > CARD_SHAPE.maxShortOverLong ||
      shortSide < CARD_SHAPE.minShortSide
    )
      continue;
    if (stripsAhead.includes(quad)) {
      strips.push(quad);
      continue;
    }
    const lengthUnits = (CARD_WIDTH * longSide) / shortSide;
    const rect = (top: number, bottom: number) => [
      { x: 0, y: top },
      { x: CARD_WIDTH, y: top },
      { x: CARD_WIDTH, y: bottom },
      { x: 0, y: bottom },
    ];
    // A card alone, or a fan: a fan shows a corner triangle per card down one long side, and is cut at
    // its title lines. Perspective stretches a lone card by up to a third, as much as a fan of two is
    // longer, so a card-sized region is one card unless its corners or two titles say otherwise.
    const straighten = (corners: Quad) => homography(rect(0, lengthUnits), corners)!;
    const profileOf = (toPhoto: Homography) =>
      inkProfile(
        sampleCard(small, toPhoto, { x: 0, y: 0, width: CARD_WIDTH, height: lengthUnits }, PROFILE_SCALE),
      );
    let turned = false;
    let toPhoto = straighten(quad);
    // The corner triangles down each long side: a fan shows one per card down one side, and that side
    // is its left.
    const colour = cornerColumns(small, toPhoto, lengthUnits);
    const [fewer, more] = [Math.min(colour.left, colour.right), Math.max(colour.left, colour.right)];
    const fanByCorners =
      more >= STABLE_CARDS.fanCornerRatio * fewer && more >= CORNER_RUN * STABLE_CARDS.fanCornerRuns;
    // One triangle down each side, as a card lying alone shows.
    const loneByCorners =
      more <= STABLE_CARDS.loneCornerRatio * fewer && more <= CORNER_RUN * STABLE_CARDS.loneCornerRuns;
    // A near card under a steep view (its far end much narrower) comes out longer still; its two corner
    // triangles, one down each side, still say it lies alone.
    const cardSized =
      lengthUnits < CARD_HEIGHT * STABLE_CARDS.cardSizedLength ||
      (loneByCorners &&
        fewer >= CORNER_RUN * 0.5 &&
        lengthUnits < CARD_HEIGHT * STABLE_CARDS.steepCardLength);
    let profile = profileOf(toPhoto);
    let lines: number[] = [];
    const turn = (to: boolean) => {
      if (to === turned) return;
      turned = to;
      toPhoto = straighten(turned ? turnHalf(quad) : quad);
      profile = profileOf(toPhoto);
    };
    // Two cards side by side are as long as one card lying sideways, and three a little over each other
    // as long as a near card under a steep view: tried as a row too, kept only if every piece shows a
    // title where a card's lies, all of them the same way up, with paper between them. A row's corner
    // triangles (each card's top one down one long side) can look like a fan's, so a card-sized region
    // the corners call a fan is tried the same strict way; a fan cut across its length shows no title
    // where a piece's would lie.
    if (cardSized || !fanByCorners) {
      const row = sideBySide(small, quad, shortSide, longSide, cardSized || fanByCorners, (p) => {
        const x = Math.round(p.x);
        const y = Math.round(p.y);
        return (
          x >= 0 &&
          y >= 0 &&
          x < white.width &&
          y < white.height &&
          white.data[y * white.width + x]! > threshold
        );
      });
      if (row) {
        for (const corners of row) {
          const title = project(cardToPhoto(corners), { x: CARD_WIDTH / 2, y: TITLE_MIDDLE });
          found.push({
            corners: corners.map((p) => ({ x: p.x * step, y: p.y * step })) as Quad,
            whole: true,
            title: { x: title.x * step, y: title.y * step },
            size: (shortSide * step * CARD_WIDTH) / CARD_HEIGHT,
          });
        }
        continue;
      }
    }
    if (cardSized && !fanByCorners) {
      turn(uprightScore(small, quad) < 0);
      lines = titleLines(profile.ink, profile.busy, lengthUnits, cornerOf(small, toPhoto, lengthUnits));
    }
    if (fanByCorners) {
      turn(colour.right > colour.left);
      lines = fanTitles(
        profile.ink,
        profile.busy,
        lengthUnits,
        cornerOf(small, toPhoto, lengthUnits),
        cardSized,
      );
    } else if (!cardSized || (lines.length >= 2 && !loneByCorners)) {
      // A fan whose corners did not tell: its top card's art box lies at the bottom end.
      const [artTop, artBottom] = [ART_BOX.top, ART_BOX.bottom];
      const artIfUpright = busyShare(
        profile,
        lengthUnits - CARD_HEIGHT + artTop,
        lengthUnits - CARD_HEIGHT + artBottom,
      );
      const artIfTurned = busyShare(profile, CARD_HEIGHT - artBottom, CARD_HEIGHT - artTop);
      // A framed card's strip lying square off one end of the region is the card under it: that end is
      // the fan's top. It outweighs the art box, which a framed print's pale flat art under glare may
      // not show: its art share can be lower than that of the rule text at the other end (TUNING-LOG.md).
      const current = turned ? turnHalf(quad) : quad;
      const offTop = stripsAhead.some((strip) => stripOffTop(current, lengthUnits, shortSide, strip));
      const offBottom = stripsAhead.some((strip) =>
        stripOffTop(turnHalf(current), lengthUnits, shortSide, strip),
      );
      if (offTop !== offBottom) turn(offTop ? turned : !turned);
      else if (artIfTurned > artIfUpright) turn(!turned);
      lines = titleLines(profile.ink, profile.busy, lengthUnits, cornerOf(small, toPhoto, lengthUnits));
    }
    // A card-sized region with a single title is one card lying alone, whatever its corners said (colour
    // down one edge may be a frame or the light's tint, and a fan shows two titles); it is turned as its
    // own print says, not as the corners did.
    // A region a little longer than a card lying alone may look (a near card under a steep view) that
    // shows one title line at most is that card: a fan that long would show three titles or more. It is
    // turned by its print, as the art-box guess for a fan may have turned it the wrong way.
    const lone =
      !cardSized &&
      !fanByCorners &&
      lengthUnits < CARD_HEIGHT * STABLE_CARDS.steepCardLength &&
      lines.length <= 1;
    const whole = lone || (cardSized && (lines.length < 2 || (!fanByCorners && loneByCorners)));
    if (whole && (fanByCorners || lone)) turn(uprightScore(small, quad) < 0);
    // No title line seen on a fan: still one card seen, listed unread.
    const middles = whole || lines.length === 0 ? [TITLE_MIDDLE] : lines;
    for (const middle of middles) {
      const top = whole ? 0 : middle - TITLE_MIDDLE;
      const bottom = whole ? lengthUnits : top + CARD_HEIGHT;
      const corners = rect(top, bottom).map((p) => {
        const q = project(toPhoto, p);
        return { x: q.x * step, y: q.y * step };
      }) as Quad;
      const title = project(toPhoto, { x: CARD_WIDTH / 2, y: top + TITLE_MIDDLE });
      // A strip may lie off a fan's first card as well as off a card alone (a glare spot can join the
      // framed fan's top card to the strip above it).
      if (whole) hosts.push({ corners: quad, lengthUnits, shortSide });
      else
        hosts.push({
          corners: rect(top, bottom).map((p) => project(toPhoto, p)) as Quad,
          lengthUnits: CARD_HEIGHT,
          shortSide,
        });
      found.push({ corners, whole, title: { x: title.x * step, y: title.y * step }, size: shortSide * step });
    }
  }
  for (const card of fanStrips(small, strips, hosts)) {
    const corners = card.corners.map((p) => ({ x: p.x * step, y: p.y * step })) as Quad;
    const title = card.title;
    found.push({
      corners,
      whole: false,
      title: { x: title.x * step, y: title.y * step },
      size: card.size * step,
    });
  }
  return readingOrder(found).map(({ corners, whole }) => ({ corners, whole }));
}

/**
 * Cards lying side by side, touching or a little over each other, make one region as tall as a card and
 * some cards wide. Cut into that many cards along its length, it is a row only if most pieces show a
 * title line where a card's title lies (a fan of the 2e print cut that way shows none): null otherwise.
 */
function sideBySide(
  small: RgbaImage,
  quad: Quad,
  shortSide: number,
  longSide: number,
  /** Shaped like one card lying sideways: every piece must show a title, all the same way up. */
  strict: boolean,
  isWhite: (p: Point) => boolean,
): Quad[] | null {
  // Between two cards lying side by side runs paper (both cards' margins); across the middle of one card
  // lying sideways runs its art box.
  // The paper is looked for on the cut itself: looking within a margin's width of it (cards a little
  // over each other) cut single cards whose art is pale near its middle in two (TUNING-LOG.md). Where an
  // overlapping card's edge hides that paper, a corner triangle at the cut still tells two cards from
  // one (seamCorners).
  const paperSeams = (row: { seams: Point[][]; corners: () => number[] }) =>
    row.seams.every(
      (seam, k) =>
        seam.filter((p) => isWhite(p)).length >= seam.length * SIDE_BY_SIDE.seamPaper ||
        row.corners()[k]! >= SEAM_CORNER,
    );
  // Perspective and overlap make the count from proportions uncertain by a fraction: both nearest counts
  // are tried, and the one whose pieces show more titles is kept.
  const cardsLong = (longSide * CARD_HEIGHT) / (shortSide * CARD_WIDTH);
  let best: { pieces: Quad[]; titled: number } | null = null;
  for (const n of new Set([Math.floor(cardsLong), Math.ceil(cardsLong)])) {
    if (n < 2 || n > SIDE_BY_SIDE.maxCards) continue;
    const row = cutRow(small, quad, n);
    if (!row || (strict && (row.titled < n || (row.turned > 0 && row.turned < n) || !paperSeams(row))))
      continue;
    if (row.titled * 2 > n && (!best || row.titled > best.titled)) best = row;
  }
  return best?.pieces ?? null;
}

/** A region cut into `n` cards along its length, each turned as its title says, and how many show a title. */
function cutRow(
  small: RgbaImage,
  quad: Quad,
  n: number,
): { pieces: Quad[]; titled: number; turned: number; seams: Point[][]; corners: () => number[] } | null {
  const [a, b, c, d] = quad;
  const length = n * CARD_WIDTH;
  const toPhoto = homography(
    [
      { x: 0, y: 0 },
      { x: length, y: 0 },
      { x: length, y: CARD_HEIGHT },
      { x: 0, y: CARD_HEIGHT },
    ],
    [b, c, d, a],
  );
  if (!toPhoto) return null;
  const pieces: Quad[] = [];
  let titled = 0;
  let turned = 0;
  const raw = Array.from(
    { length: n },
    (_, k) =>
      [
        { x: k * CARD_WIDTH, y: 0 },
        { x: (k + 1) * CARD_WIDTH, y: 0 },
        { x: (k + 1) * CARD_WIDTH, y: CARD_HEIGHT },
        { x: k * CARD_WIDTH, y: CARD_HEIGHT },
      ].map((p) => project(toPhoto, p)) as Quad,
  );
  const titleAt = (corners: Quad) => {
    const toCard = cardToPhoto(corners);
    const profile = inkProfile(
      sampleCard(small, toCard, { x: 0, y: 0, width: CARD_WIDTH, height: CARD_HEIGHT }, PROFILE_SCALE),
    );
    const lines = titleLines(profile.ink, profile.busy, CARD_HEIGHT, cornerOf(small, toCard, CARD_HEIGHT));
    return lines.some((m) => Math.abs(m - TITLE_MIDDLE) < TITLE_LINE.offPlace);
  };
  const looks = raw.map((piece) => {
    const flip = uprightScore(small, piece) < 0;
    const corners = flip ? turnHalf(piece) : piece;
    return { flip, corners, hasTitle: titleAt(corners) };
  });
  // A row lies one way up, the way the pieces whose title was found say: a short title (NEIGH) over busy
  // art can tell its own card the wrong way, and its title then shows at the other end.
  const ways = new Set(looks.filter((l) => l.hasTitle).map((l) => l.flip));
  if (ways.size === 1) {
    const rowFlip = [...ways][0]!;
    for (const [k, look] of looks.entries()) {
      if (look.hasTitle || look.flip === rowFlip) continue;
      const other = rowFlip ? turnHalf(raw[k]!) : raw[k]!;
      if (titleAt(other)) looks[k] = { flip: rowFlip, corners: other, hasTitle: true };
    }
  }
  for (const look of looks) {
    if (look.flip) turned++;
    if (look.hasTitle) titled++;
    pieces.push(look.corners);
  }
  const seams: Point[][] = [];
  // Measured only when a cut shows no paper.
  let measured: number[] | null = null;
  const corners = () => (measured ??= seamCorners(small, toPhoto, n));
  for (let k = 1; k < n; k++) {
    const seam: Point[] = [];
    for (let t = CUT_ROW.seamFrom; t <= CUT_ROW.seamTo; t += CUT_ROW.seamStep)
      seam.push(project(toPhoto, { x: k * CARD_WIDTH, y: t * CARD_HEIGHT }));
    seams.push(seam);
  }
  return { pieces, titled, turned, seams, corners };
}

/**
 * A test for the pixels (RGBA offsets) of a straightened strip that are not its blank paper: a coloured
 * corner triangle or print. The paper's colour is the whitest tenth of columns x0..x1 (warm light makes it
 * cream); a pixel is not paper when it is much more coloured or much darker than that.
 */
function unlikePaper(strip: RgbaImage, x0 = 0, x1 = strip.width): (i: number) => boolean {
  const { width, height, data } = strip;
  const whites: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      whites.push(Math.min(data[i]!, data[i + 1]!, data[i + 2]!));
    }
  const cut = [...whites].sort((a, b) => a - b)[Math.floor(whites.length * UNLIKE_PAPER.paperRank)]!;
  const paper = [0, 0, 0];
  let count = 0;
  for (let y = 0; y < height; y++)
    for (let x = x0; x < x1; x++) {
      const i = (y * width + x) * 4;
      if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < cut) continue;
      for (let c = 0; c < 3; c++) paper[c]! += data[i + c]!;
      count++;
    }
  const [pr, pg, pb] = paper.map((v) => v / Math.max(1, count)) as [number, number, number];
  const paperSat = Math.max(pr, pg, pb) - Math.min(pr, pg, pb);
  const paperGrey = luma(pr, pg, pb);
  return (i) => {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const sat = Math.max(r, g, b) - Math.min(r, g, b);
    const grey = luma(r, g, b);
    return sat - paperSat > UNLIKE_PAPER.moreColoured || grey < paperGrey * UNLIKE_PAPER.darkerThan;
  };
}

/**
 * For each cut between the pieces of a row (row units: the row's length along x, a card's height
 * across): whether a coloured corner triangle touches it at one of the row's long edges while the
 * same edge is blank paper at the pieces' middles. Each card has a triangle at its top-left and its
 * bottom-right corner, so between two cards side by side one of them lies at the cut, on one edge or
 * the other (an overlapping card hides the one under it, never both); across the middle of one card
 * its side margins are blank paper, however pale its art.
 */
function seamCorners(small: RgbaImage, toPhoto: Homography, n: number): number[] {
  const strip = sampleCard(
    small,
    toPhoto,
    { x: 0, y: 0, width: n * CARD_WIDTH, height: CARD_HEIGHT },
    PROFILE_SCALE,
  );
  const { width, height } = strip;
  const notPaper = unlikePaper(strip);
  const share = (x0: number, x1: number, y0: number, y1: number) => {
    let hit = 0;
    let all = 0;
    for (
      let y = Math.max(0, Math.round(y0 * PROFILE_SCALE));
      y < Math.min(height, Math.round(y1 * PROFILE_SCALE));
      y++
    )
      for (
        let x = Math.max(0, Math.round(x0 * PROFILE_SCALE));
        x < Math.min(width, Math.round(x1 * PROFILE_SCALE));
        x++
      ) {
        all++;
        if (notPaper((y * width + x) * 4)) hit++;
      }
    return hit / Math.max(1, all);
  };
  const out: number[] = [];
  for (let k = 1; k < n; k++) {
    const seam = k * CARD_WIDTH;
    let best = 0;
    for (const [y0, y1] of [
      [SEAM_CORNERS.edgeFrom, SEAM_CORNERS.edgeTo],
      [CARD_HEIGHT - SEAM_CORNERS.edgeTo, CARD_HEIGHT - SEAM_CORNERS.edgeFrom],
    ] as const) {
      const atSeam = share(seam - SEAM_CORNERS.atSeam, seam + SEAM_CORNERS.atSeam, y0, y1);
      const blank = Math.max(
        share(seam - SEAM_CORNERS.blankTo, seam - SEAM_CORNERS.blankFrom, y0, y1),
        share(seam + SEAM_CORNERS.blankFrom, seam + SEAM_CORNERS.blankTo, y0, y1),
      );
      best = Math.max(best, atSeam - blank);
    }
    out.push(best);
  }
  return out;
}

/** Whether a card-shaped `card` is as wide as `strip` is long, lies square to it and near it. */
function claims(card: Quad, strip: Quad): boolean {
  const cardShort = (distance(card[0], card[1]) + distance(card[2], card[3])) / 2;
  const cardLong = (distance(card[1], card[2]) + distance(card[3], card[0])) / 2;
  // A card, or a fan of framed cards whose top strips a glare spot joined together (longer than a card).
  if (cardShort / cardLong < CLAIMS.minShortOverLong || cardShort / cardLong > CLAIMS.maxShortOverLong)
    return false;
  const stripLong = (distance(strip[1], strip[2]) + distance(strip[3], strip[0])) / 2;
  if (stripLong < cardShort * STRIP.minLengthOverWidth || stripLong > cardShort * STRIP.maxLengthOverWidth)
    return false;
  // The card's short side and the strip's long side point the same way.
  const along = (a: Point, b: Point) => Math.atan2(b.y - a.y, b.x - a.x);
  const cardAcross = along(card[0], card[1]);
  const stripAlong = along(strip[1], strip[2]);
  const turn = Math.abs(Math.sin(cardAcross - stripAlong));
  if (turn > CLAIMS.maxTurnSine) return false;
  const middle = (q: Quad) => ({
    x: (q[0].x + q[1].x + q[2].x + q[3].x) / 4,
    y: (q[0].y + q[1].y + q[2].y + q[3].y) / 4,
  });
  return distance(middle(card), middle(strip)) < cardLong * 3;
}

/**
 * Whether `strip` lies square off the top end of the region `corners` (small copy's pixels, its top edge
 * first) as a framed card's strip off the card over it does: as long as the region is wide, in line with
 * it, and within a fan's longest step of its top edge.
 */
function stripOffTop(corners: Quad, lengthUnits: number, shortSide: number, strip: Quad): boolean {
  const across = (distance(strip[1], strip[2]) + distance(strip[3], strip[0])) / 2;
  if (across < shortSide * STRIP.minLengthOverWidth || across > shortSide * STRIP.maxLengthOverWidth)
    return false;
  const toUnits = homography(corners, [
    { x: 0, y: 0 },
    { x: CARD_WIDTH, y: 0 },
    { x: CARD_WIDTH, y: lengthUnits },
    { x: 0, y: lengthUnits },
  ]);
  if (!toUnits) return false;
  const units = strip.map((p) => project(toUnits, p));
  const ys = units.map((p) => p.y);
  if (Math.max(...ys) > STRIP.maxInto || Math.min(...ys) < -MAX_STEP * STRIP_OFF_TOP.maxOffSteps)
    return false;
  const sideways = units.reduce((sum, p) => sum + p.x, 0) / 4 - CARD_WIDTH / 2;
  return Math.abs(sideways) <= STRIP.maxSideways;
}

/**
 * The cards of fans in a framed print, whose coloured frames cut each card's paper off from the next:
 * each strip is the top of a card under the fan's top card, a card lying whole. A strip belongs to the
 * card as wide as it is, lying square to it, off one of its short ends; that end is the card's top (the
 * fan covers its cards from their bottom up), and each strip's card is the top card's outline moved up
 * to the strip's far edge. Strips no card claims are left out: a framed card is a card, a strip alone is
 * not.
 */
function fanStrips(
  small: RgbaImage,
  strips: Quad[],
  hosts: Array<{ corners: Quad; lengthUnits: number; shortSide: number }>,
): Array<{ corners: Quad; title: Point; size: number }> {
  const out: Array<{ corners: Quad; title: Point; size: number }> = [];
  for (const strip of strips) {
    const across = (distance(strip[1], strip[2]) + distance(strip[3], strip[0])) / 2;
    let best: {
      host: (typeof hosts)[number];
      top: number;
      bottom: number;
      left: number;
      right: number;
    } | null = null;
    for (const host of hosts) {
      if (
        across < host.shortSide * STRIP.minLengthOverWidth ||
        across > host.shortSide * STRIP.maxLengthOverWidth
      )
        continue;
      for (const turned of [false, true]) {
        const corners = turned ? turnHalf(host.corners) : host.corners;
        const rect = [
          { x: 0, y: 0 },
          { x: CARD_WIDTH, y: 0 },
          { x: CARD_WIDTH, y: host.lengthUnits },
          { x: 0, y: host.lengthUnits },
        ];
        const toUnits = homography(corners, rect);
        if (!toUnits) continue;
        const units = strip.map((p) => project(toUnits, p));
        const ys = units.map((p) => p.y);
        const xs = units.map((p) => p.x);
        // Off the card's top end, as wide as the card and in line with it, within a long fan's reach.
        if (Math.max(...ys) > STRIP.maxInto || Math.min(...ys) < -host.lengthUnits * FAN_STRIPS.maxOffLengths)
          continue;
        // In line with it: its middle within 90 units sideways. (Not each end: a strip far up a long fan is
        // measured through the host's perspective carried beyond its end, which widens it; TUNING-LOG.md.)
        const sideways = xs.reduce((sum, x) => sum + x, 0) / 4 - CARD_WIDTH / 2;
        if (Math.abs(sideways) > STRIP.maxSideways) continue;
        const byY = [...units].sort((a, b) => a.y - b.y);
        const top = (byY[0]!.y + byY[1]!.y) / 2;
        const [l, r] = byY[0]!.x < byY[1]!.x ? [byY[0]!, byY[1]!] : [byY[1]!, byY[0]!];
        const bottom = (byY[2]!.y + byY[3]!.y) / 2;
        if (!best || Math.abs(top) < Math.abs(best.top))
          best = { host: { ...host, corners }, top, bottom, left: l.x, right: r.x };
      }
    }
    if (!best) continue;
    const toPhoto = homography(
      [
        { x: 0, y: 0 },
        { x: CARD_WIDTH, y: 0 },
        { x: CARD_WIDTH, y: best.host.lengthUnits },
        { x: 0, y: best.host.lengthUnits },
      ],
      best.host.corners,
    )!;
    // The strip's own sides, a card's height down from its top: a card shifted sideways keeps its place.
    const shift = (best.left + best.right) / 2 - CARD_WIDTH / 2;
    // A strip as deep as two steps or more is several cards' strips joined (glare or a pale frame
    // between them): one card per title line in it.
    const tops = [best.top];
    if (best.bottom - best.top >= FAN_STRIPS.joinedDepthSteps * MIN_STEP) {
      const profile = inkProfile(
        sampleCard(
          small,
          toPhoto,
          { x: shift, y: best.top, width: CARD_WIDTH, height: best.bottom - best.top },
          PROFILE_SCALE,
        ),
      );
      const perUnit = CARD_HEIGHT / best.host.lengthUnits;
      const middles: number[] = [];
      for (const { start, last } of inkRuns(profile.ink)) {
        const height = (last + 1 - start) / PROFILE_SCALE;
        if (height < TITLE_LINE.minHeight || height > TITLE_LINE.maxHeight) continue;
        if (!blankRows(profile.ink, start - Math.round(TITLE_LINE.blankAbove * PROFILE_SCALE) - 2, start - 1))
          continue;
        const middle = (start + last + 1) / 2 / PROFILE_SCALE;
        // No two cards' titles lie closer than MIN_STEP: the line just under a title is the top of that
        // card's art box, showing when the fan is stepped wider than its title band (this print's art
        // begins 45-80 units under its title's middle). Measured in the host card's own length, which is
        // a card's height however the view stretches it (a stretched top card's art box, measured in
        // plain card units, fell far enough under its title to be listed as a card; TUNING-LOG.md).
        if (middles.length > 0 && (middle - middles[middles.length - 1]!) * perUnit < MIN_STEP) continue;
        middles.push(middle);
      }
      if (middles.length >= 2 && Math.abs(middles[0]! - TITLE_MIDDLE) < TITLE_LINE.offPlace) {
        tops.length = 0;
        for (const m of middles) tops.push(best.top + m - TITLE_MIDDLE);
      }
    }
    for (const top of tops) {
      const corners = [
        { x: shift, y: top },
        { x: CARD_WIDTH + shift, y: top },
        { x: CARD_WIDTH + shift, y: top + best.host.lengthUnits },
        { x: shift, y: top + best.host.lengthUnits },
      ].map((p) => project(toPhoto, p)) as Quad;
      const title = project(toPhoto, { x: CARD_WIDTH / 2 + shift, y: top + TITLE_MIDDLE });
      out.push({ corners, title, size: best.host.shortSide });
    }
  }
  return out;
}

/**
 * How many card units down each side of a straightened strip are coloured: the left edge carries the
 * corner triangle of every card's top, the right edge only the bottom triangle of the card on top. A fan
 * the right way up shows more colour down its left edge; turned half a turn, down its right edge.
 */
function cornerColumns(
  small: RgbaImage,
  toPhoto: Homography,
  lengthUnits: number,
): { left: number; right: number } {
  // The strip with a margin of table on each side: a card shifted sideways shows the table inside the
  // fan's straight edge, and table is not a corner triangle however coloured it is.
  const margin = TABLE_MARGIN;
  const strip = sampleCard(
    small,
    toPhoto,
    { x: -margin, y: 0, width: CARD_WIDTH + 2 * margin, height: lengthUnits },
    PROFILE_SCALE,
  );
  const { width, height, data } = strip;
  const px = (units: number) => Math.round((units + margin) * PROFILE_SCALE);
  // The paper is judged on the card's part of the strip only.
  const notPaper = unlikePaper(strip, px(0), px(CARD_WIDTH));
  const coloured = (x0: number, x1: number, table0: number, table1: number) => {
    let rows = 0;
    for (let y = 0; y < height; y++) {
      const tableColour = [0, 0, 0];
      for (let x = px(table0); x < px(table1); x++)
        for (let c = 0; c < 3; c++)
          tableColour[c]! += data[(y * width + x) * 4 + c]! / (px(table1) - px(table0));
      let n = 0;
      for (let x = px(x0); x < px(x1); x++) {
        const i = (y * width + x) * 4;
        const table = Math.max(
          Math.abs(data[i]! - tableColour[0]!),
          Math.abs(data[i + 1]! - tableColour[1]!),
          Math.abs(data[i + 2]! - tableColour[2]!),
        );
        if (notPaper(i) && table > CORNER_COLUMNS.tableContrast) n++;
      }
      if (n * 2 > px(x1) - px(x0)) rows++;
    }
    return rows / PROFILE_SCALE;
  };
  return {
    left: coloured(
      CORNER_COLUMNS.cardFrom,
      CORNER_COLUMNS.cardTo,
      -margin + CORNER_COLUMNS.tableFrom,
      -margin + CORNER_COLUMNS.tableTo,
    ),
    right: coloured(
      CARD_WIDTH - CORNER_COLUMNS.cardTo,
      CARD_WIDTH - CORNER_COLUMNS.cardFrom,
      CARD_WIDTH + margin - CORNER_COLUMNS.tableTo,
      CARD_WIDTH + margin - CORNER_COLUMNS.tableFrom,
    ),
  };
}

/**
 * Whether a card whose top edge lies `top` card units down a straightened strip shows its coloured
 * corner: the top-left patch differs in colour from the blank paper of the same top edge.
 */
function cornerOf(small: RgbaImage, toPhoto: Homography, lengthUnits: number): (top: number) => boolean {
  // With a margin of table on the left: a card shifted sideways shows table where its corner would be.
  const margin = TABLE_MARGIN;
  const strip = sampleCard(
    small,
    toPhoto,
    { x: -margin, y: 0, width: CARD_WIDTH + margin, height: lengthUnits },
    PROFILE_SCALE,
  );
  const mean = (x0: number, x1: number, y0: number, y1: number) => {
    const sum = [0, 0, 0];
    let n = 0;
    for (
      let y = Math.max(0, Math.round(y0 * PROFILE_SCALE));
      y < Math.min(strip.height, Math.round(y1 * PROFILE_SCALE));
      y++
    ) {
      for (
        let x = Math.round((x0 + margin) * PROFILE_SCALE);
        x < Math.round((x1 + margin) * PROFILE_SCALE);
        x++
      ) {
        const i = (y * strip.width + x) * 4;
        for (let c = 0; c < 3; c++) sum[c]! += strip.data[i + c]!;
        n++;
      }
    }
    return sum.map((v) => v / Math.max(1, n));
  };
  const differ = (a: number[], b: number[]) => Math.max(...a.map((v, c) => Math.abs(v - b[c]!)));
  return (top) => {
    const corner = mean(
      CORNER_OF.patchFrom,
      CORNER_OF.patchTo,
      top + CORNER_OF.patchFrom,
      top + CORNER_OF.patchTo,
    );
    const paper = mean(
      CORNER_OF.paperLeft,
      CORNER_OF.paperRight,
      top + CORNER_OF.paperTop,
      top + CORNER_OF.paperBottom,
    );
    // Just above a card's top edge lies the card before it (paper, or its shadow), not the same triangle:
    // a line further down the same corner is no card's top.
    const above = mean(
      CORNER_OF.patchFrom,
      CORNER_OF.patchTo,
      top - CORNER_OF.aboveFrom,
      top - CORNER_OF.aboveTo,
    );
    return (
      differ(corner, paper) > CORNER_OF.minCornerContrast &&
      (top < CORNER_OF.firstTop || differ(corner, above) > CORNER_OF.minAboveContrast)
    );
  };
}

/**
 * The smallest rectangle around a convex hull (one side lies along a hull edge), corners clockwise from
 * a short side, as regionSides gives them.
 */
function smallestBox(hull: readonly Point[]): Quad | null {
  if (hull.length < 3) return null;
  let best: { area: number; quad: Quad } | null = null;
  for (let k = 0; k < hull.length; k++) {
    const a = hull[k]!;
    const b = hull[(k + 1) % hull.length]!;
    const length = distance(a, b);
    if (length < SMALLEST_BOX.minEdge) continue;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    let u0 = Infinity;
    let u1 = -Infinity;
    let v0 = Infinity;
    let v1 = -Infinity;
    for (const p of hull) {
      const u = (p.x - a.x) * ux + (p.y - a.y) * uy;
      const v = -(p.x - a.x) * uy + (p.y - a.y) * ux;
      u0 = Math.min(u0, u);
      u1 = Math.max(u1, u);
      v0 = Math.min(v0, v);
      v1 = Math.max(v1, v);
    }
    const area = (u1 - u0) * (v1 - v0);
    if (best && area >= best.area) continue;
    const at = (u: number, v: number) => ({ x: a.x + u * ux - v * uy, y: a.y + u * uy + v * ux });
    best = { area, quad: [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)] };
  }
  if (!best) return null;
  const quad = best.quad;
  if (signedArea2(quad) < 0) quad.reverse();
  const [a, b, c, d] = quad;
  return distance(a, b) + distance(c, d) <= distance(b, c) + distance(d, a) ? [a, b, c, d] : [b, c, d, a];
}

/** Rows top to bottom (titles within a third of a card's width of each other), each row left to right. */
export function readingOrder<T extends { title: { x: number; y: number }; size: number }>(cards: T[]): T[] {
  const byHeight = [...cards].sort((a, b) => a.title.y - b.title.y);
  const rows: T[][] = [];
  for (const card of byHeight) {
    const row = rows[rows.length - 1];
    if (row && card.title.y - row[0]!.title.y < row[0]!.size * READING_ORDER.sameRow) row.push(card);
    else rows.push([card]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.title.x - b.title.x));
}
