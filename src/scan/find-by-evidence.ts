// Finds a card by what a card is rather than by being the whitest thing: white regions at several cuts give
// candidate outlines, each is rectified and scored against the card's layout (card-layout.ts), best one wins.
import {
  ART_BOX,
  CARD_CORNERS,
  CARD_HEIGHT,
  CARD_WIDTH,
  CORNER_PAPER,
  CORNER_TRIANGLE_EDGE,
  SIDE_MARGIN,
  TITLE_PAPER,
} from './card-layout.ts';
import {
  whiteRegions,
  regionQuad,
  type WhiteRegions,
  whiteThreshold,
  type CardOutline,
  type NoCard,
} from './find-card.ts';
import { enclosingQuad } from './enclosing-quad.ts';
import { edgeQuads, LINES } from './edge-quads.ts';
import { homography, insideQuad, middleOf, signedArea2, type Point, type Quad } from './geometry.ts';
import {
  assertRgbaImage,
  edgeStopped,
  histogram,
  isColourful,
  otsuThreshold,
  paperWhiteness,
  type GreyImage,
  type RgbaImage,
} from './pixels.ts';

/** Every number that decides what this finder takes for a card, in one place. */
export const EVIDENCE = {
  /** The long side of the small copy candidates are cut from (as find-card.ts's search). */
  searchSize: 360,
  /** Cuts tried above Otsu's, as shares of the way from it to the photo's whitest level. */
  cutsAboveOtsu: [0.15, 0.3, 0.45, 0.6, 0.75, 0.9],
  /** The whitest level: this share of the small copy's pixels lies above it. */
  whitestShare: 0.005,
  /** Regions smaller than this share of the photo are no candidate (a card under 2% is too small to read). */
  minRegion: 0.004,
  /**
   * Whiteness levels between neighbouring search pixels that make an edge: a card's edge steps by 10 or more
   * at once, a table's light falls off by 1 or 2 a pixel (candidates are also cut at edges, pixels.ts).
   */
  edgeStep: 4,
  /** Largest regions looked at per cut. */
  regionsPerCut: 10,
  /** A side whose length is under this share of the longest is foreshortening past reading. */
  minSideRatio: 0.3,
  /** Card units between samples of the rectified card. */
  sampleStep: 10,
  /** A sample is paper when no channel differs from the paper's by more than this share of its brightness. */
  paperTolerance: 0.14,
  /** A sample is ink, art or colour when some channel differs from the paper's by more than this share. */
  differs: 0.2,
  /** Card units outside the outline where the table (or a sleeve) is sampled. */
  outside: [12, 36] as const,
  /** Along each side, the table is sampled from this share of the side to that one (clear of the corners). */
  outsideAlong: [0.2, 0.8] as const,
  /** A card: this much of its margins is paper, of its two corner triangles colour, of its art box not paper. */
  minPaper: 0.6,
  minTriangles: 0.35,
  minArt: 0.15,
  /** Above this share of paler samples around it, an outline lies inside a card (its art box). */
  maxLighterOutside: 0.5,
  /**
   * Quads closed by the photo's straight edges (edge-quads.ts) judged on every sample for one card, those
   * that fit best on the coarse samples (`coarseStep` card units apart); a Stable's are STABLE_EVIDENCE.lines.
   */
  lineQuads: 4,
  coarseStep: 20,
  /**
   * How much better (score 0..4) an edge quad must fit than the best region that looks like a card to be
   * taken instead: fitted by `scripts/fit-line-lead.ts` (on the tuning seeds, edge quads that were the card
   * led by 0.19-1.12, those that were not by up to 0.29: the middle of the gap above it).
   */
  lineLead: 0.45,
} as const;

/** One candidate outline with its evidence, for the trace and the tests. */
export interface Candidate extends Evidence {
  /** Corners in the photo's pixels, top-left of the card first when the evidence says which that is. */
  corners: Quad;
  /** The white cut the region came from; -1 for a quad closed by the photo's straight edges. */
  cut: number;
  area: number;
}

/** Layout sample points of the upright card, by part. */
export interface Parts {
  paper: Point[];
  /** The paper above and below the title (part of `paper`). */
  titlePaper: Point[];
  /** Top-left triangle, then bottom-right. */
  triangles: [Point[], Point[]];
  art: Point[];
  outside: Point[];
}

export function layoutParts(step: number): Parts {
  const parts: Parts = { paper: [], titlePaper: [], triangles: [[], []], art: [], outside: [] };
  const reach = CORNER_TRIANGLE_EDGE - step * 3;
  for (let y = step / 2; y < CARD_HEIGHT; y += step) {
    for (let x = step / 2; x < CARD_WIDTH; x += step) {
      const edge = Math.min(x, y, CARD_WIDTH - x, CARD_HEIGHT - y);
      if (edge < step) continue;
      if (x + y < reach) parts.triangles[0].push({ x, y });
      else if (CARD_WIDTH - x + (CARD_HEIGHT - y) < reach) parts.triangles[1].push({ x, y });
      else if (
        (y >= ART_BOX.top && y <= ART_BOX.bottom && (x < SIDE_MARGIN || x > CARD_WIDTH - SIDE_MARGIN)) ||
        [...CORNER_PAPER, ...TITLE_PAPER].some(
          (c) => x >= c.left && x <= c.right && y >= c.top && y <= c.bottom,
        )
      ) {
        parts.paper.push({ x, y });
        if (TITLE_PAPER.some((c) => x >= c.left && x <= c.right && y >= c.top && y <= c.bottom))
          parts.titlePaper.push({ x, y });
      } else if (
        x > ART_BOX.left + step * 2 &&
        x < ART_BOX.right - step * 2 &&
        y > ART_BOX.top + step * 2 &&
        y < ART_BOX.bottom - step * 2
      )
        parts.art.push({ x, y });
    }
  }
  const [near, far] = EVIDENCE.outside;
  const [from, to] = EVIDENCE.outsideAlong;
  for (let d = near; d <= far; d += step) {
    for (let x = CARD_WIDTH * from; x <= CARD_WIDTH * to; x += step * 2)
      parts.outside.push({ x, y: -d }, { x, y: CARD_HEIGHT + d });
    for (let y = CARD_HEIGHT * from; y <= CARD_HEIGHT * to; y += step * 2)
      parts.outside.push({ x: -d, y }, { x: CARD_WIDTH + d, y });
  }
  return parts;
}

export const PARTS = layoutParts(EVIDENCE.sampleStep);
const COARSE = layoutParts(EVIDENCE.coarseStep);

/** The photo's colours at the points (card units) under `h`, as r, g, b triples; points off the photo are left out. */
function coloursAt(photo: RgbaImage, h: Float64Array, points: readonly Point[]): Uint8Array {
  const out = new Uint8Array(points.length * 3);
  let n = 0;
  const [h00, h01, h02, h10, h11, h12, h20, h21, h22] = h as unknown as number[];
  for (const p of points) {
    const w = h20! * p.x + h21! * p.y + h22!;
    const x = Math.round((h00! * p.x + h01! * p.y + h02!) / w - 0.5);
    const y = Math.round((h10! * p.x + h11! * p.y + h12!) / w - 0.5);
    if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) continue;
    const i = (y * photo.width + x) * 4;
    out[n++] = photo.data[i]!;
    out[n++] = photo.data[i + 1]!;
    out[n++] = photo.data[i + 2]!;
  }
  return out.subarray(0, n);
}

const counts = new Uint32Array(256);

/**
 * The median of channel k (0 red, 1 green, 2 blue) of r, g, b triples: the value at the middle (the upper
 * of two) once sorted, counted rather than sorted; 0 when there are none.
 */
function medianOf(colours: Uint8Array, k: number): number {
  const n = colours.length / 3;
  if (n === 0) return 0;
  counts.fill(0);
  for (let i = k; i < colours.length; i += 3) counts[colours[i]!]!++;
  const middle = Math.floor(n / 2);
  let below = 0;
  for (let v = 0; ; v++) {
    below += counts[v]!;
    if (below > middle) return v;
  }
}

/** Which side of a limit a sample's difference from the paper must lie on to count. */
type Side = 'under' | 'over' | 'notUnder';

/**
 * The share of r, g, b triples whose difference from the paper (pr, pg, pb) -- the largest channel's, as a
 * share of the paper's brightness -- lies under `limit`, over it, or not under it; 0 when there are none.
 * One loop per part, no call per sample: it runs for every pose of every card tried.
 */
function shareOff(
  c: Uint8Array,
  pr: number,
  pg: number,
  pb: number,
  bright: number,
  how: Side,
  limit: number,
): number {
  const under = how === 'under';
  const over = how === 'over';
  let yes = 0;
  for (let i = 0; i < c.length; i += 3) {
    const d = Math.max(Math.abs(c[i]! - pr), Math.abs(c[i + 1]! - pg), Math.abs(c[i + 2]! - pb)) / bright;
    if (under ? d < limit : over ? d > limit : !(d < limit)) yes++;
  }
  return c.length === 0 ? 0 : yes / (c.length / 3);
}

/** The four ways a quad's corners can be named, starting from each corner in turn. */
export function turns(quad: Quad): Quad[] {
  return [0, 1, 2, 3].map((k) => [0, 1, 2, 3].map((i) => quad[(i + k) % 4]!) as Quad);
}

export interface Evidence {
  /** Share of the samples just outside the outline paler than its margins. */
  lighterOutside: number;
  /** Shares 0..1 of the layout's parts that look as they should, in the best orientation. */
  paper: number;
  triangles: number;
  art: number;
  outside: number;
  score: number;
  /** Whether enough of the art box was in view to judge it (a card under another may hide it). */
  artSeen: boolean;
  /** Whether any of the table around it was in view. */
  outsideSeen: boolean;
  /** The share of the less flat of its triangles in view (a thumb may cover one). */
  weakestTriangle: number;
  /** Share of the paper above and below the title that is paper. */
  titlePaper: number;
  /** Whether what passes for its paper is coloured (a card's paper is white or grey under any light). */
  paperColourful: boolean;
  /** How pale what passes for its paper is: its margins' median colour's brightest channel (0-255). */
  paperLevel: number;
}

/**
 * Which parts of a card are in view when other cards lie over it (card units): `visible` says a point of
 * the card shows, `open` that a point outside it is the table rather than another card.
 */
export interface InView {
  visible: (p: Point) => boolean;
  open: (p: Point) => boolean;
}

/** A part counts only when at least this share of its samples is in view. */
const IN_VIEW = 0.3;

/**
 * How much the photo under a quad (corners named top-left first) looks like the card's layout; with
 * `seen`, only the parts in view are judged (a card of a fan or of a row overlapping sideways). With
 * `shown`, for a caller asking only whether it shows like a card: null as soon as its margins or the paper
 * around its title are not paper (no card there, nor its paper).
 */
export function cardEvidence(
  photo: RgbaImage,
  corners: Quad,
  seen?: InView,
  layout: Parts = PARTS,
  shown = false,
): Evidence | null {
  const h = homography(CARD_CORNERS, corners);
  if (!h) return null;
  const inView = (points: readonly Point[], test: (p: Point) => boolean) =>
    seen ? points.filter(test) : points;
  const visible = (p: Point) => seen!.visible(p);
  const paperPoints = inView(layout.paper, visible);
  const trianglePoints = layout.triangles
    .map((points) => inView(points, visible))
    .filter((points, k) => points.length >= IN_VIEW * layout.triangles[k]!.length);
  // Each point's colour is read once, as r, g, b triples (points off the photo left out).
  const paperColours = coloursAt(photo, h, paperPoints);
  const paperCount = paperColours.length / 3;
  if (paperCount < Math.max(4, paperPoints.length / 2) || trianglePoints.length === 0) return null;
  // The paper's colour under this light: the median of each channel over the margins.
  const paper = [0, 1, 2].map((k) => medianOf(paperColours, k));
  const [pr, pg, pb] = paper as [number, number, number];
  const bright = Math.max(1, pr, pg, pb);
  const share = (colours: Uint8Array, how: Side, limit: number) =>
    shareOff(colours, pr, pg, pb, bright, how, limit);
  const paperShare = share(paperColours, 'under', EVIDENCE.paperTolerance);
  // Judged only as a card that shows (shownLikeCard): margins not paper are no card, looked at no further.
  if (shown && paperShare < EVIDENCE.minPaper) return null;
  const titlePaper = share(
    coloursAt(photo, h, inView(layout.titlePaper, visible)),
    'under',
    EVIDENCE.paperTolerance,
  );
  if (shown && titlePaper < EVIDENCE.minPaper) return null;
  const artPoints = inView(layout.art, visible);
  const artSeen = artPoints.length >= IN_VIEW * layout.art.length;
  // Each triangle is one flat colour unlike the paper (a thumb may cover one).
  const triangleColours = trianglePoints.map((points) => coloursAt(photo, h, points));
  const medians = triangleColours.map((colours) => [0, 1, 2].map((k) => medianOf(colours, k)));
  const flat = triangleColours.map((c, k) => {
    const [mr, mg, mb] = medians[k]! as [number, number, number];
    let yes = 0;
    for (let i = 0; i < c.length; i += 3) {
      // Unlike the paper, and near the triangle's own colour.
      const fromPaper =
        Math.max(Math.abs(c[i]! - pr), Math.abs(c[i + 1]! - pg), Math.abs(c[i + 2]! - pb)) / bright;
      if (!(fromPaper > EVIDENCE.differs)) continue;
      const fromOwn =
        Math.max(Math.abs(c[i]! - mr), Math.abs(c[i + 1]! - mg), Math.abs(c[i + 2]! - mb)) / bright;
      if (fromOwn < EVIDENCE.differs) yes++;
    }
    return yes / Math.max(1, c.length / 3);
  });
  const triangles = flat.reduce((a, b) => a + b, 0) / flat.length;
  const weakestTriangle = Math.min(...flat);
  const art = artSeen ? share(coloursAt(photo, h, artPoints), 'over', EVIDENCE.differs) : 0;
  const outsideColours = coloursAt(
    photo,
    h,
    inView(layout.outside, (p) => seen!.open(p)),
  );
  const outside = share(outsideColours, 'notUnder', EVIDENCE.paperTolerance);
  // A card's margins are the palest thing around it: paler paper outside is a card around this outline.
  const paperWhite = Math.min(pr, pg, pb);
  let lighter = 0;
  const around = outsideColours.length / 3;
  for (let i = 0; i < outsideColours.length; i += 3)
    if (
      Math.min(outsideColours[i]!, outsideColours[i + 1]!, outsideColours[i + 2]!) - paperWhite >
      EVIDENCE.differs * bright
    )
      lighter++;
  return {
    paper: paperShare,
    triangles,
    art,
    outside,
    lighterOutside: around === 0 ? 0 : lighter / around,
    score: paperShare + triangles + art + outside,
    artSeen,
    outsideSeen: around > 0,
    weakestTriangle,
    titlePaper,
    paperColourful: isColourful(pr, pg, pb),
    paperLevel: Math.max(pr, pg, pb),
  };
}

/** regionOutline (find-card.ts) for several labels in one pass over the labels. */
function regionOutlines(regions: WhiteRegions, wanted: readonly number[]): Point[][] {
  const { width, height, labels } = regions;
  const slot = new Map(wanted.map((label, k) => [label, k]));
  const n = wanted.length;
  const left = new Int32Array(n);
  const right = new Int32Array(n);
  const top = new Int32Array(n * width).fill(-1);
  const bottom = new Int32Array(n * width).fill(-1);
  const outlines: Point[][] = wanted.map(() => []);
  for (let y = 0; y < height; y++) {
    left.fill(-1);
    for (let x = 0; x < width; x++) {
      const label = labels[y * width + x]!;
      if (label === 0) continue;
      const k = slot.get(label);
      if (k === undefined) continue;
      if (left[k]! < 0) left[k] = x;
      right[k] = x;
      if (top[k * width + x]! < 0) top[k * width + x] = y;
      bottom[k * width + x] = y;
    }
    for (let k = 0; k < n; k++)
      if (left[k]! >= 0) outlines[k]!.push({ x: left[k]!, y: y + 0.5 }, { x: right[k]! + 1, y: y + 0.5 });
  }
  for (let k = 0; k < n; k++)
    for (let x = 0; x < width; x++)
      if (top[k * width + x]! >= 0)
        outlines[k]!.push(
          { x: x + 0.5, y: top[k * width + x]! },
          { x: x + 0.5, y: bottom[k * width + x]! + 1 },
        );
  return outlines;
}

/**
 * Regions whiter than a cut, largest first, each with its outline's quad in search pixels. With `enclose`, a
 * region whose outline has no card's four sides (a row of overlapping cards) gets the least quad enclosing it.
 */
export function regionQuads(
  white: GreyImage,
  cut: number,
  most: number = EVIDENCE.regionsPerCut,
  enclose = false,
): Array<{ quad: Quad; size: number; enclosed?: true }> {
  const regions = whiteRegions(white, cut);
  const minSize = white.width * white.height * EVIDENCE.minRegion;
  const labels = regions.sizes
    .map((size, label) => ({ size, label }))
    .filter((r) => r.label > 0 && r.size >= minSize)
    .sort((a, b) => b.size - a.size)
    .slice(0, most);
  const outlines = regionOutlines(
    regions,
    labels.map((l) => l.label),
  );
  const out: Array<{ quad: Quad; size: number; enclosed?: true }> = [];
  for (const [k, { size }] of labels.entries()) {
    const quad = regionQuad(outlines[k]!);
    const enclosed = !quad && enclose ? enclosingQuad(outlines[k]!) : null;
    if (quad) out.push({ quad, size });
    else if (enclosed) out.push({ quad: enclosed, size, enclosed: true });
  }
  return out;
}

/**
 * The cuts candidates are taken at: Otsu's and a few whiter ones (a pale table joins the card at Otsu's).
 * A photo whose two sides of Otsu's cut differ too little for findCard (a card on a light table in dim
 * light) is still cut there: the evidence, not the contrast, decides what is a card.
 */
export function cuts(white: GreyImage): number[] {
  const counts = histogram(white);
  const otsu = whiteThreshold(white) ?? otsuThreshold(counts);
  let above = 0;
  let whitest = 255;
  for (; whitest > otsu; whitest--) {
    above += counts[whitest]!;
    if (above >= white.data.length * EVIDENCE.whitestShare) break;
  }
  return [otsu, ...EVIDENCE.cutsAboveOtsu.map((share) => Math.round(otsu + share * (whitest - otsu)))].filter(
    (cut, i, all) => all.indexOf(cut) === i,
  );
}

/** Whether a quad's sides could be a card's at a reading angle (none foreshortened past reading). */
export function sidesPlausible(quad: Quad): boolean {
  const sides = quad.map((p, i) => Math.hypot(p.x - quad[(i + 1) % 4]!.x, p.y - quad[(i + 1) % 4]!.y));
  return Math.min(...sides) >= EVIDENCE.minSideRatio * Math.max(...sides);
}

/** Every candidate outline in a photo, scored in its best orientation, best first. */
export function cardCandidates(
  photo: RgbaImage,
  search: {
    searchSize: number;
    regionsPerCut: number;
    stopAtEdges?: boolean;
    lines?: { lines: number; most: number; judged: number };
  } = {
    ...EVIDENCE,
    stopAtEdges: true,
    lines: { lines: LINES.lines, most: LINES.quads, judged: EVIDENCE.lineQuads },
  },
): Candidate[] {
  assertRgbaImage(photo);
  const step = Math.max(1, Math.floor(Math.max(photo.width, photo.height) / search.searchSize));
  const white = paperWhiteness(photo, step);
  const candidates: Candidate[] = [];
  // Regions at each cut of the whiteness and, for one card, of the same cut stopped at sharp edges (a pale
  // table). A Stable's finder leaves the second out: on fresh seeds it found no card more, at a quarter more time.
  const images = search.stopAtEdges ? [white, edgeStopped(white, EVIDENCE.edgeStep)] : [white];
  for (const [cut, image] of cuts(white).flatMap((cut) => images.map((image) => [cut, image] as const))) {
    for (const { quad } of regionQuads(image, cut, search.regionsPerCut)) {
      const corners = quad.map((p) => ({ x: p.x * step, y: p.y * step })) as Quad;
      if (!sidesPlausible(corners)) continue;
      let best: (Evidence & { corners: Quad }) | null = null;
      for (const turned of turns(corners)) {
        const evidence = cardEvidence(photo, turned);
        if (evidence && (!best || evidence.score > best.score)) best = { ...evidence, corners: turned };
      }
      if (best) candidates.push({ ...best, cut, area: Math.abs(signedArea2(corners)) / 2 });
    }
  }
  // Quads closed by straight edges: a card on a table as pale as its paper is no region at any cut.
  if (search.lines) {
    const { lines, most, judged } = search.lines;
    const lined = edgeQuads(white, white.width * white.height * EVIDENCE.minRegion, sidesPlausible, {
      lines,
      most,
    })
      .map((quad) => {
        const corners = quad.map((p) => ({ x: p.x * step, y: p.y * step })) as Quad;
        let best: { corners: Quad; score: number } | null = null;
        // Half a turn moves only the title: two turns tell a quad's fit; all four are judged on the best.
        for (const turned of turns(corners).slice(0, 2)) {
          const evidence = cardEvidence(photo, turned, undefined, COARSE);
          if (evidence && looksLikeCard(evidence) && (!best || evidence.score > best.score))
            best = { corners: turned, score: evidence.score };
        }
        return best;
      })
      .filter((b): b is NonNullable<typeof b> => b !== null)
      .sort((a, b) => b.score - a.score);
    // The best of each place: quads a few pixels apart are the same card.
    const kept: Quad[] = [];
    for (const { corners } of lined) {
      if (kept.length >= judged) break;
      if (kept.some((q) => insideQuad(q, middleOf(corners)) && insideQuad(corners, middleOf(q)))) continue;
      kept.push(corners);
    }
    for (const quad of kept) {
      let best: (Evidence & { corners: Quad }) | null = null;
      for (const corners of [quad, turns(quad)[2]!]) {
        const evidence = cardEvidence(photo, corners);
        if (evidence && (!best || evidence.score > best.score)) best = { ...evidence, corners };
      }
      if (best) candidates.push({ ...best, cut: -1, area: Math.abs(signedArea2(quad)) / 2 });
    }
  }
  return candidates.sort((a, b) => b.score - a.score);
}

/** Whether a candidate's evidence says card. */
export function looksLikeCard(c: Evidence): boolean {
  return (
    c.paper >= EVIDENCE.minPaper &&
    c.triangles >= EVIDENCE.minTriangles &&
    c.art >= EVIDENCE.minArt &&
    c.lighterOutside <= EVIDENCE.maxLighterOutside
  );
}

/**
 * The candidate taken for the card, null when none looks like one. A white region's outline is the card's
 * own where one looks like a card; a quad of straight edges can be a part of a card (its top half, its art
 * box) that fits about as well. So an edge quad is taken where no region looks like a card, or where it
 * fits clearly better (`lineLead`: a region that joined a strip of a pale table to the card).
 */
export function chooseCandidate(candidates: readonly Candidate[]): Candidate | null {
  const region = candidates.find((c) => c.cut >= 0 && looksLikeCard(c));
  const lined = candidates.find((c) => c.cut < 0 && looksLikeCard(c));
  if (!lined) return region ?? null;
  if (!region) return lined;
  return lined.score - region.score >= EVIDENCE.lineLead ? lined : region;
}

/**
 * The card in a photo found by its evidence: the candidate `chooseCandidate` takes, its corners named from
 * the corner the layout says is top-left (or bottom-right: half a turn is left to the title). 'no-card' when
 * no candidate looks like one.
 */
export function findCardByEvidence(photo: RgbaImage): CardOutline | NoCard {
  const best = chooseCandidate(cardCandidates(photo));
  if (!best) return 'no-card';
  return { corners: best.corners, coverage: best.area / (photo.width * photo.height) };
}
