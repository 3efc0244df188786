// Card recognition end to end on one photo: find the card, straighten it, read its title band, match
// the text. Pure apart from the injected title reader, so the app, the CLI, tests and bench share it.
import { estimateBlur } from './blur.ts';
import { findCard, type CardOutline, type NoCard } from './find-card.ts';
import { findCardByEvidence } from './find-by-evidence.ts';
import { distance, type Quad } from './geometry.ts';
import { CONFIDENCE_STEPS, isAccepted, partDistance, type TitleMatch, type TitleMatcher } from './match.ts';

export { isAccepted };
import type { TitleReader } from './ocr.ts';
import { compactTitle } from './normalise.ts';
import { nameByShape, outfits, SHAPE_ACCEPT, type ShapeName, type ShapeScore } from './title-shapes.ts';
import {
  lettersObject,
  nameByShapeAndLetters,
  shapeShortlist,
  type ReadEvidence,
} from './shape-and-letters.ts';
import { assertRgbaImage, shrinkBy, type RgbaImage } from './pixels.ts';
import type { ScanTrace } from './trace.ts';
import { NAMING } from './naming-rules.ts';
import { decideName, FACE_VOTE, faceVote, type FaceVote, type TitleVote } from './naming.ts';
import { CARD_HEIGHT, CORNER_TRIANGLE_EDGE, TITLE_BAND, TITLE_SEARCH } from './card-layout.ts';
import {
  binariseBand,
  cardToPhoto,
  cropToTitle,
  encodePgm,
  greyBand,
  sampleCard,
  keepTitleLine,
  trimToInk,
  turnHalf,
  uprightScore,
  type Binarise,
} from './title-band.ts';

/** Output pixels per card unit for the title band: letters come out about 22 px tall. */
const BAND_SCALE = 0.8;
/** A match this close, and this far ahead of the next title, is taken without trying anything else. */
const SURE = NAMING.read.sure;
const SURE_LEAD = NAMING.read.sureLead;
/**
 * Blurs to undo, in turn, when no thresholded read was sure: a small card in a soft photo (letters under
 * ~15 px, blur over ~1.2 px) thresholds into blobs. The blur measured across the card's outline, a
 * little less first (undoing too much rings; 0.9 then 1 read the most titles on the tuning seeds), the
 * second only for the likelier way up. Two guesses covering 1-3 px when the outline shows no clean edge.
 */
const DEBLUR_SHARE = [0.9, 1];
/** How far ahead of the next title two deblurred reads of one band must both be to confirm each other. */
const PAIR_LEAD = NAMING.read.pairLead;
/** How much nearer its title a read must be than another read of the same band is to another title. */
const DISAGREEING = NAMING.read.clearLead;
const DEBLUR_GUESSES = [1.5, 2.5];
/** Photos larger than this (long side) are first shrunk by whole-pixel averaging. */
const MAX_SIDE = 1600;
/** x + y (card units) below which the band is blanked: 2 units short of the corner triangle's edge, as it always was here. */
const TRIANGLE_EDGE = CORNER_TRIANGLE_EDGE - 2;
/**
 * The second, lower cut between ink and paper (Binarise.cut; the first is halfway, 0.5): only the darkest
 * core of each stroke is kept, so blurred, fattened letters come apart.
 */
export const LOW_CUT = 0.3;
/** White pixels around a deblurred grey band sent to tesseract (a black-and-white band gets encodePgm's own). */
const DEBLURRED_PADDING = 16;
/** An outline covering more than this share of the photo is the whole frame: the table is as white as the card. */
const WHOLE_FRAME = 0.9;
/** How many of the matcher's best matches for a title are looked through for its face, to take the card's name. */
const FACE_LOOKUP = 5;

/** What one photo gave. */
export type Recognition =
  | {
      found: true;
      /** Best three distinct titles, best first: the name first. */
      matches: TitleMatch[];
      /** The text tesseract read for the best attempt (normalise before teaching it). */
      read: string;
      corners: Quad;
      /** Number of OCR passes it took (1 in the usual case). */
      attempts: number;
      /** Named from the title's shape, no read being close enough (see title-shapes.ts). */
      byShape?: true;
      /** Named by its face (its art's fingerprint, naming.ts), the reads naming nothing. */
      byFace?: true;
    }
  | {
      found: false;
      /** 'unreadable': a card was found but its title matched nothing well enough. */
      reason: NoCard | 'unreadable';
      /** What was read, if anything: a title to teach when the player picks the card. */
      read: string;
      corners?: Quad;
      matches: TitleMatch[];
      attempts: number;
    };

export interface RecogniseOptions {
  reader: TitleReader;
  matcher: TitleMatcher;
  signal?: AbortSignal;
  /**
   * Where the card should be when the search finds none (the scanner's guide frame, in photo pixels,
   * top-left first): a card on a white table or filling the whole frame is still read there.
   */
  guide?: Quad;
  /** Where to record each title band read (`npm run scan -- --trace`); it changes nothing. */
  trace?: ScanTrace;
  /** false: the title's vote alone, as before the face's (for the bench's comparison). */
  faceVote?: boolean;
}

/** Whole-pixel box shrink so the long side is at most `maxSide` (a phone's shutter picture is larger). */
export function shrinkPhoto(photo: RgbaImage, maxSide = MAX_SIDE): RgbaImage {
  return shrinkBy(photo, Math.ceil(Math.max(photo.width, photo.height) / maxSide));
}

/** The title band of a card outline as an encoded image for the reader; null when the band is blank. */
export function titleBandImage(photo: RgbaImage, corners: Quad, binarise: Binarise): Uint8Array | null {
  const region = binarise.search ? TITLE_SEARCH : TITLE_BAND;
  const band = sampleCard(photo, cardToPhoto(corners), region, BAND_SCALE);
  // The coloured corner triangle ends on the line x + y = CORNER_TRIANGLE_EDGE; no letter starts before it.
  // (Not on another print, whose title may start there; its corner is dropped by colour alone.)
  const triangle = new Uint8Array(band.width * band.height);
  for (let y = 0; y < (binarise.search ? 0 : band.height); y++) {
    for (let x = 0; x < band.width; x++) {
      if (region.x + (x + 0.5) / BAND_SCALE + region.y + (y + 0.5) / BAND_SCALE > TRIANGLE_EDGE) break;
      triangle[y * band.width + x] = 1;
    }
  }
  if (binarise.deblur !== undefined) {
    // The blur is given in photo pixels; the band is sampled at BAND_SCALE per card unit.
    const side = (a: number, b: number) =>
      Math.hypot(corners[a]!.x - corners[b]!.x, corners[a]!.y - corners[b]!.y);
    const photoPerUnit = (side(0, 3) + side(1, 2)) / 2 / CARD_HEIGHT;
    const grey = cropToTitle(greyBand(band, (binarise.deblur * BAND_SCALE) / photoPerUnit, triangle));
    return grey && encodePgm(grey, DEBLURRED_PADDING);
  }
  const binary = binariseBand(band, binarise, triangle);
  const line = binarise.search ? keepTitleLine(binary) : binary;
  const ink = line && trimToInk(line);
  return ink && encodePgm(ink);
}

/** One read of a title band: what tesseract saw, how sure it was, and the titles it lands nearest. */
export interface BandRead {
  read: string;
  /** Tesseract's own confidence, 0..100. */
  confidence: number;
  matches: TitleMatch[];
  corners: Quad;
  /** Read from a deblurred grey band (these turn noise into letter-like shapes). */
  deblurred: boolean;
}

/** The outcome of trying a card's title band one way after another. */
export interface TitleAttempts {
  /** The best-matching read, and whether it names a card. */
  best: { matches: TitleMatch[]; read: string; corners: Quad; accepted: boolean; deblurred?: boolean };
  /**
   * What tesseract read most confidently: the title to teach when nothing matches (the best-matching
   * read of an unknown title is often the half-turned card's noise, which happens to score higher).
   */
  clearest: { read: string; corners: Quad; confidence: number };
  attempts: number;
  /** Every read made, in order. */
  reads: BandRead[];
}

/**
 * Reads a card's title band along a plan of (outline, threshold) attempts, stopping at the first sure
 * match: the part of the single-card pipeline the whole-Stable scan shares card by card.
 */
export async function readTitle(
  photo: RgbaImage,
  plan: Iterable<readonly [Quad, Binarise]>,
  options: Pick<RecogniseOptions, 'reader' | 'matcher' | 'signal' | 'trace'>,
): Promise<TitleAttempts> {
  const reads: BandRead[] = [];
  let attempts = 0;
  for (const [corners, binarise] of plan) {
    attempts++;
    const band = titleBandImage(photo, corners, binarise);
    const deblurred = binarise.deblur !== undefined;
    const line = band
      ? await options.reader.read(band, options.signal, { rawLine: deblurred })
      : { text: '', confidence: 0 };
    const matches = options.matcher(line.text);
    reads.push({ matches, read: line.text, confidence: line.confidence, corners, deblurred });
    options.trace?.reads.push({
      corners,
      binarise,
      band,
      read: line.text,
      confidence: line.confidence,
      matches,
    });
    if (isSure(matches)) break;
  }
  return { best: bestRead(reads), clearest: clearestRead(reads), attempts, reads };
}

/** The read tesseract was surest of among those with any text (the first on a tie); else nothing read. */
function clearestRead(reads: readonly BandRead[]): TitleAttempts['clearest'] {
  let clearest: TitleAttempts['clearest'] = { read: '', corners: reads[0]!.corners, confidence: -1 };
  for (const { read, corners, confidence } of reads)
    if (read.trim() && confidence > clearest.confidence) clearest = { read, corners, confidence };
  return clearest;
}

/** A match this sure ends the search for a better read. */
export function isSure(matches: readonly TitleMatch[]): boolean {
  const score = matches[0]?.confidence ?? 0;
  return score >= SURE && score - (matches[1]?.confidence ?? 0) >= SURE_LEAD;
}

/** Whether read `a` names a card more surely than read `b`: an accepted read first, then the nearer. */
export const outweighs = (a: TitleAttempts['best'], b: TitleAttempts['best']): boolean =>
  (a.accepted ? 1 : 0) + (a.matches[0]?.confidence ?? 0) >
  (b.accepted ? 1 : 0) + (b.matches[0]?.confidence ?? 0);

/** The read that best names the card among a band's reads, and whether it names it. */
export function bestRead(reads: readonly BandRead[]): TitleAttempts['best'] {
  // A deblurred band turns noise into letter-like shapes: its read names a card only when sure, or when
  // another read of the photo lands on the same title (tuning seeds: RAINBOW UNICORN read "RABI UNCON"
  // was named BABY UNICORN, CLAW MACHINE read "CLAN AORN" LLAMACORN, each by one read alone). The two
  // deblurred reads of one band are too alike to confirm each other unless both are clearly nearer
  // that title than any other.
  const lead = (m: TitleMatch[]) => (m[0]?.confidence ?? 0) - (m[1]?.confidence ?? 0);
  const accepted = (read: BandRead) => {
    const top = read.matches[0];
    if (!top || !isAccepted(read.matches)) return false;
    // Letters tesseract is sure of, read on the same way up, must be found in the title but for a slip:
    // a clearly read BABY UNICORN is a card the game lacks, not BASIC UNICORN (tuning photos with the
    // true title left out). A part of the title read clearly (OVERLOAD) agrees with it.
    if (reads.some((o) => o.corners === read.corners && legible(o) && !spellsPartOf(o.read, top.title)))
      return false;
    // Two reads of one band landing on two titles about as near name neither: a fanned BABY UNICORN's title
    // read "WARY LMILONN" (BABY UNICORN, 0.50) at one cut and "WARE HIE" (BARBED WIRE, 0.55) at the other.
    if (
      reads.some(
        (o) =>
          o.corners === read.corners &&
          !o.deblurred &&
          o.matches[0] !== undefined &&
          o.matches[0].title !== top.title &&
          o.matches[0].confidence > top.confidence - DISAGREEING,
      )
    )
      return false;
    if (!read.deblurred || top.confidence >= SURE) return true;
    return reads.some(
      (other) =>
        other !== read &&
        other.matches[0]?.title === top.title &&
        (!other.deblurred ||
          other.corners !== read.corners ||
          Math.min(lead(read.matches), lead(other.matches)) >= PAIR_LEAD),
    );
  };
  let best: (TitleAttempts['best'] & { rank: number }) | null = null;
  for (const candidate of reads) {
    // A read that names a card beats a closer one that may not (a blurred "AY" is 0.67 from YAY). The
    // deblurred reads are the rescue: one that is not sure never overrules a thresholded read naming a
    // card (a sharpened "EA BX UNICORN", 0.80 from BABY UNICORN, beside a thresholded NECROMANCER).
    const named = accepted(candidate);
    const score = candidate.matches[0]?.confidence ?? 0;
    const sure = isSure(candidate.matches);
    const rank = (named ? 1 : 0) + (named && candidate.deblurred && !sure ? score / 2 : score);
    if (!best || rank > best.rank) best = { ...candidate, accepted: named, rank };
  }
  const { matches, read, corners, accepted: named, deblurred } = best!;
  return { matches, read, corners, accepted: named, deblurred };
}

/**
 * A card no read named, named from its title's shape (see title-shapes.ts) on the given outlines (its
 * possible ways up) together with the letters its reads got (see shape-and-letters.ts): the matches (the
 * name first, confidences the correlations) and the outline the shape fitted best, or null. The last step
 * of `recogniseCard`, for any caller with a card it could not read.
 */
export function nameCardByShape(
  photo: RgbaImage,
  outlines: readonly Quad[],
  matcher: TitleMatcher,
  reads: ReadonlyArray<ReadEvidence & { corners: Quad }>,
  // Every title's fit, however poor: the shape and the letters decide together below.
  shape: ShapeName | null = titleShape(photo, outlines, matcher),
): { matches: TitleMatch[]; corners: Quad } | null {
  // Only the reads of the way up the shape fits: the other way's band is the card's foot, upside down.
  const sameWay = reads.filter((r) => !shape || r.corners === shape.corners);
  const named = shape && nameByShapeAndLetters(shape.ranking, sameWay, matcher.printed);
  if (!shape || !named) return null;
  return { matches: shapeMatches(shape, named.title, matcher), corners: shape.corners };
}

/** The shape's ranking as matches, `title` first, the correlations as confidences. */
function shapeMatches(shape: ShapeName, first: string, matcher: TitleMatcher): TitleMatch[] {
  const faceIds = new Map(matcher.printed.map((p) => [p.title, p.faceId]));
  const ranking = [
    ...shape.ranking.filter((s) => s.title === first),
    ...shape.ranking.filter((s) => s.title !== first),
  ];
  return ranking.slice(0, 3).map(({ title, score }): TitleMatch => {
    const faceId = faceIds.get(title)!;
    const card = matcher(title, FACE_LOOKUP).find((m) => m.faceId === faceId);
    return {
      faceId,
      card: card?.card ?? title,
      title,
      confidence: Math.round(Math.max(0, score) * CONFIDENCE_STEPS) / CONFIDENCE_STEPS,
      source: 'printed',
    };
  });
}

/**
 * The title a card is named by when its letters were read clearly but named nothing, and its title's
 * shape names one face alone (its shortlist is that face: it fits well and outfits every other) that
 * every clear read lands nearest, on the way up the shape fits; or null. A clear read that matches no title
 * well enough is most often a title we do not know, to teach; but when it is a clear part of the title
 * the shape picks out on its own, the two agree. Fresh photos: a DARK ANGEL UNICORN whose deblurred
 * band read "BARK ANGEL" (70% sure, 0.50 from the title: too short to name it) while its shape fitted
 * it 9 times better than any other face; a SADISTIC RITUAL read "SANSTIC MTUAL" (80% sure: two slips in
 * each word, more than the legible rule forgives) whose shape outfitted every other face 4.5 times.
 * The letters may still object (`lettersObject`: a whole long word of another title read).
 */
export function shapeConfirmsClearReads(
  shape: ShapeName,
  reads: ReadonlyArray<ReadEvidence & { corners: Quad; confidence: number }>,
  printed: TitleMatcher['printed'],
): string | null {
  const shortlist = shapeShortlist(shape.ranking);
  if (shortlist.length !== 1) return null;
  const title = shortlist[0]!.title;
  const faceOf = new Map(printed.map((p) => [p.title, p.faceId]));
  const face = faceOf.get(title);
  const clear = reads.filter(legible);
  const agree = (r: (typeof reads)[number]) =>
    r.corners === shape.corners && r.matches[0] !== undefined && faceOf.get(r.matches[0].title) === face;
  if (clear.length === 0 || !clear.every(agree)) return null;
  const sameWay = reads.filter((r) => r.corners === shape.corners);
  return lettersObject(sameWay, title, printed) ? null : title;
}

/** Every title's fit to the card's title band on the given outlines, however poor (see `nameByShape`). */
export function titleShape(
  photo: RgbaImage,
  outlines: readonly Quad[],
  matcher: TitleMatcher,
): ShapeName | null {
  return nameByShape(photo, outlines, matcher.printed, { accept: -1, lead: 0 });
}

/**
 * Whether the title's shape rules out a name a read gave: the best-fitting face is another, fits well and
 * clearly outfits the named face (`outfits`). Asked only of a deblurred read that is not sure: sharpening
 * turns noise into letters, and on fresh photos a BASIC NARWHAL sharpened to "BABE MARWRAL" was named
 * BABY NARWHAL and a BABY UNICORN sharpened to "MANY COA" NANNY CAM, while the shape fitted the truth best
 * and clearly.
 */
export function shapeRulesOut(
  ranking: readonly ShapeScore[],
  named: TitleMatch,
  printed: TitleMatcher['printed'],
): boolean {
  const faceOf = new Map(printed.map((p) => [p.title, p.faceId]));
  const top = ranking[0];
  if (!top || top.score < SHAPE_ACCEPT || faceOf.get(top.title) === named.faceId) return false;
  const own = ranking.find((s) => faceOf.get(s.title) === named.faceId);
  return own !== undefined && outfits(top, own);
}

/** A line tesseract read this surely, of this many letters, is legible print (blurred reads score 20-50). */
const LEGIBLE_CONFIDENCE = NAMING.read.legibleConfidence;
const LEGIBLE_LETTERS = NAMING.read.legibleLetters;
/**
 * Share of legible letters that must be found, in order, in a title for them to agree with it (more than
 * this): fewer than a slip in every four letters (a fresh photo's clear "TINY STARE" is TINY STABLE,
 * "STARE ARTLLERY" STABLE ARTILLERY), not three slips in BABY UNICORN read against BASIC UNICORN.
 */
const LEGIBLE_MATCH = NAMING.read.legibleMatch;

/** Whether a read's letters are found in a title, in order, but for a stray mark or two. */
export function spellsPartOf(read: string, title: string): boolean {
  const letters = compactTitle(read);
  return 1 - partDistance(letters, compactTitle(title)) / Math.max(1, letters.length) > LEGIBLE_MATCH;
}

export function legible(read: { read: string; confidence: number }): boolean {
  return read.confidence >= LEGIBLE_CONFIDENCE && compactTitle(read.read).length >= LEGIBLE_LETTERS;
}

/**
 * Recognises the card in a photo. Tries the likelier orientation with one threshold first; only a weak
 * match earns a second threshold and the card turned half a turn.
 */
export async function recogniseCard(input: RgbaImage, options: RecogniseOptions): Promise<Recognition> {
  const { result, photo, ways, reads } = await recogniseByTitle(input, options);
  return ways && options.faceVote !== false ? withFaceVote(result, photo, ways, reads, options) : result;
}

/** What the title's reads alone make of a photo, with the shrunk photo and the outline's two ways up (null: no outline). */
async function recogniseByTitle(input: RgbaImage, options: RecogniseOptions): Promise<TitleVerdict> {
  assertRgbaImage(input);
  const photo = shrinkPhoto(input);
  // The card found by its layout's evidence; the whitest region where no outline looks like a card, or
  // where the one that does names nothing (a card of another print has no corner triangles, and a piece
  // of its art can pass for a card).
  const byEvidence = findCardByEvidence(photo);
  if (typeof byEvidence === 'string') return recogniseOutline(input, photo, findCard(photo), options);
  const first = await recogniseOutline(input, photo, byEvidence, options);
  if (first.result.found) return first;
  const whitest = findCard(photo);
  if (typeof whitest === 'string' || sameOutline(whitest.corners, byEvidence.corners)) return first;
  const again = await recogniseOutline(input, photo, whitest, options);
  return again.result.found
    ? { ...again, result: { ...again.result, attempts: first.result.attempts + again.result.attempts } }
    : first;
}

/** What the title's reads make of one outline, with the shrunk photo and the outline's two ways up (null: no outline). */
type TitleVerdict = { result: Recognition; photo: RgbaImage; ways: Quad[] | null; reads: BandRead[] };

/**
 * Two outlines closer than this share of the long side at every corner are one, when their corners are
 * named alike or half a turn apart (both halves are read); a quarter turn apart they read other bands.
 */
const SAME_OUTLINE = 0.05;

function sameOutline(a: Quad, b: Quad): boolean {
  const long = Math.max(...a.map((p, i) => distance(p, a[(i + 1) % 4]!)));
  return [b, turnHalf(b)].some((turned) => turned.every((p, i) => distance(p, a[i]!) < SAME_OUTLINE * long));
}

async function recogniseOutline(
  input: RgbaImage,
  photo: RgbaImage,
  found: CardOutline | NoCard,
  options: RecogniseOptions,
): Promise<TitleVerdict> {
  const scale = photo.width / input.width;
  const guide = options.guide?.map((p) => ({ x: p.x * scale, y: p.y * scale })) as Quad | undefined;
  if (typeof found === 'string' && (!guide || found === 'blank')) {
    return {
      result: { found: false, reason: found, read: '', matches: [], attempts: 0 },
      photo,
      ways: null,
      reads: [],
    };
  }
  // An "outline" that is the whole frame means the table is as white as the card: trust the guide then.
  const useGuide = guide && (typeof found === 'string' || found.coverage > WHOLE_FRAME);
  const outline = useGuide || typeof found === 'string' ? { corners: guide! } : found;
  const upright = uprightScore(photo, outline.corners);
  const turned = turnHalf(outline.corners);
  const first = upright >= 0 ? outline.corners : turned;
  const second = upright >= 0 ? turned : outline.corners;
  // The blur is measured only when the thresholded reads were not sure: a sharp photo pays nothing.
  function* plan(): Generator<[Quad, Binarise]> {
    yield [first, { cut: 0.5 }];
    yield [first, { cut: LOW_CUT }];
    yield [second, { cut: 0.5 }];
    yield [second, { cut: LOW_CUT }];
    const spread = estimateBlur(photo, outline.corners);
    const deblurs = spread === null ? DEBLUR_GUESSES : DEBLUR_SHARE.map((share) => share * spread);
    for (const deblur of deblurs) yield [first, { cut: 0.5, deblur }];
    for (const deblur of spread === null ? deblurs : deblurs.slice(0, 1))
      yield [second, { cut: 0.5, deblur }];
  }
  const usual = await readTitle(photo, plan(), options);
  let { best, clearest, attempts } = usual;
  const reads = [...usual.reads];
  if (!best.accepted) {
    // Only when all else read nothing, another print: the title looked for higher and lower, coloured
    // letters kept. A card the usual plan names is named exactly as before.
    const other = await readTitle(
      photo,
      [
        [first, { cut: 0.5, search: true }],
        [second, { cut: 0.5, search: true }],
      ],
      options,
    );
    attempts += other.attempts;
    reads.push(...other.reads);
    if (outweighs(other.best, best)) best = other.best;
    if (other.clearest.confidence > clearest.confidence) clearest = other.clearest;
  }
  const outlined = typeof found !== 'string' && !useGuide;
  const done = (result: Recognition): TitleVerdict => ({
    result,
    photo,
    ways: outlined ? [first, second] : null,
    reads,
  });
  let shape: ShapeName | null | undefined;
  if (outlined && best.accepted && best.deblurred && !isSure(best.matches)) {
    // A sharpened read that is not sure names the card only when the title's shape does not rule it out.
    shape = titleShape(photo, [first, second], options.matcher);
    if (shape && shapeRulesOut(shape.ranking, best.matches[0]!, options.matcher.printed))
      best = { ...best, accepted: false };
  }
  if (!best.accepted && outlined && !legible(clearest)) {
    // The last resort for a band too blurred to read: the shape of the whole title against every
    // candidate's, with the letters the reads got (each kind of evidence too weak alone). A title
    // tesseract read clearly and that matches nothing is a title we do not know, not a blurred one.
    const named = nameCardByShape(photo, [first, second], options.matcher, reads, shape);
    if (named) return done({ found: true, ...named, read: clearest.read, attempts, byShape: true });
  } else if (!best.accepted && outlined) {
    // A clear read that names nothing, but is a clear part of the one title the shape picks out alone.
    if (shape === undefined) shape = titleShape(photo, [first, second], options.matcher);
    const title = shape && shapeConfirmsClearReads(shape, reads, options.matcher.printed);
    if (shape && title) {
      const matches = shapeMatches(shape, title, options.matcher);
      return done({
        found: true,
        matches,
        read: clearest.read,
        corners: shape.corners,
        attempts,
        byShape: true,
      });
    }
  }
  const top = best.matches[0];
  if (!top || !best.accepted) {
    return done({
      found: false,
      reason: typeof found === 'string' ? found : useGuide ? 'no-card' : 'unreadable',
      read: clearest.read,
      corners: clearest.corners,
      matches: best.matches,
      attempts,
    });
  }
  return done({ found: true, matches: best.matches, read: best.read, corners: best.corners, attempts });
}

// ---- The face's vote (naming.ts decides) -------------------------------------------------------------

/**
 * The title vote of a recognition, for naming.ts: what it named, how surely, whether plainly (a legible
 * read spells it, or its shape named it), and its legible reads.
 */
export function titleVoteOf(
  named: string | null,
  sure: boolean,
  reads: ReadonlyArray<{ read: string; confidence: number }>,
  byShape = false,
): TitleVote {
  const clear = reads.filter(legible);
  const plain = named !== null && (byShape || clear.some((r) => spellsPartOf(r.read, named)));
  const clearest = reads.reduce<(typeof reads)[number] | null>(
    (best, r) => (best === null || r.confidence > best.confidence ? r : best),
    null,
  );
  return {
    named,
    sure,
    plain,
    contradicts: (title) => clear.some((r) => !spellsPartOf(r.read, title)),
    clearestSpells: named !== null && clearest !== null && spellsPartOf(clearest.read, named),
  };
}

/** The matches a face names: the face's ranking as titles, its score as confidence (0..1). */
export function faceMatches(face: FaceVote, title: string, matcher: TitleMatcher): TitleMatch[] {
  const faceIds = new Map(matcher.printed.map((p) => [p.title, p.faceId]));
  const ranked = [...face.scores].sort((a, b) => (a[0] === title ? -1 : b[0] === title ? 1 : b[1] - a[1]));
  return ranked.slice(0, 3).map(([t, score]): TitleMatch => {
    const faceId = faceIds.get(t)!;
    const card = matcher(t, FACE_LOOKUP).find((m) => m.faceId === faceId);
    const confidence =
      Math.round(Math.min(1, Math.max(0, score / (1 + FACE_VOTE.hueWeight))) * CONFIDENCE_STEPS) /
      CONFIDENCE_STEPS;
    return { faceId, card: card?.card ?? t, title: t, confidence, source: 'printed' };
  });
}

/** A single card's recognition once its face has voted (decideName): kept, refused, or named by its face. */
function withFaceVote(
  result: Recognition,
  photo: RgbaImage,
  ways: Quad[],
  reads: readonly BandRead[],
  options: RecogniseOptions,
): Recognition {
  const face = faceVote(photo, ways, options.matcher.printed);
  const named = result.found ? result.matches[0]!.title : null;
  // A name by the title's shape passed its own look-alike guard (shape-and-letters.ts); the face does not
  // second-guess it (a glare spot over the art of a soft photo misleads the face: see the tuning log).
  const sure = result.found && (result.byShape === true || isSure(result.matches));
  const vote = titleVoteOf(named, sure, reads, result.found && result.byShape === true);
  const naming = decideName(vote, face);
  options.trace?.votes?.push({
    corners: ways[0]!,
    title: named,
    sure,
    plain: vote.plain,
    face: face?.best ?? null,
    lead: face?.best ? face.best.score - face.next : null,
    contradicted: face?.best ? vote.contradicts(face.best.title) : null,
    own: named === null ? null : (face?.scores.get(named) ?? null),
    naming,
  });
  if (naming.named && naming.by === 'title') return result;
  if (!naming.named) {
    if (!result.found) return result;
    const { matches, read, corners, attempts } = result;
    return { found: false, reason: 'unreadable', read, corners, matches, attempts };
  }
  return {
    found: true,
    matches: faceMatches(face!, naming.title, options.matcher),
    read: result.read,
    corners: ways[face!.best!.way] ?? ways[0]!,
    attempts: result.attempts,
    byFace: true,
  };
}
