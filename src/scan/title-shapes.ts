// Names a card from the shape of its title when the letters are too blurred to read: the band is compared
// with every candidate title composed in the print's own capitals (title-glyphs.ts) and blurred alike, and only a clear winner counts.
import { NAMING } from './naming-rules.ts';
import { remembered } from './speed-cache.ts';
import type { Quad } from './geometry.ts';
import { isColourful, luma, type RgbaImage } from './pixels.ts';
import { CORNER_TRIANGLE_EDGE, TITLE_WINDOW } from './card-layout.ts';
import {
  GAUSSIAN_REACH,
  GLARE_RADIUS,
  cardToPhoto,
  gaussianBlur,
  removeGlare,
  sampleCard,
} from './title-band.ts';
import {
  GLYPH_ABOVE,
  GLYPH_CAP,
  GLYPH_HEIGHT,
  GLYPHS,
  KERNING,
  PRINT_CAP_HEIGHT,
  PRINT_CAP_TOP,
  PRINT_CENTRE_X,
  PRINT_MAX_WIDTH,
} from './title-glyphs.ts';
/** Band pixels per card unit: a little finer than a small card's photo, so nothing is lost. */
const SCALE = 0.5;
const WINDOW = TITLE_WINDOW;
const TRIANGLE_EDGE = CORNER_TRIANGLE_EDGE;

/** A glyph's ink is written one hex digit a pixel (GLYPHS): the digits' base, and the digit of full ink (f). */
const GLYPH_INK = { base: 16, full: 15 } as const;

/** `titleInk`: each pixel's darkness against the paper around its column. */
const TITLE_INK = {
  /** Columns up to this share of the window's height either side are around it. */
  reach: 0.6,
  /** A column whose paper around it is darker than this grey level (of 255) is left blank: too dark to judge. */
  minPaper: 20,
} as const;

/**
 * The least sum of squares (or product of two) a correlation divides by the root of: a blank band, template
 * or part then divides by no zero.
 */
const MIN_SQUARES = 1e-9;

/** `partFits`: how far (band pixels, either way) each word or letter may move from the title's best fit. */
const PART_SHIFT = { across: 2, down: 1 } as const;

/**
 * `scoreTitles`' passes. A place is a shift in band pixels from where the print sets the title, tried
 * either way; a blur is a Gaussian's sigma in band pixels; a width is a factor of the title's set width.
 */
const PASSES = {
  /** Every title: one blur, at its set width, every `step`th place up to `across` and `down`. */
  coarse: { blur: 2.2, across: 6, down: 4, step: 2 },
  /** Then the shortlist's blur, at the set width, at places up to `shift` from the coarse fit... */
  blur: { blurs: [1, 1.8, 2.6, 3.4], shift: 1 },
  /** ...then its width, with blurs `blurStep` either side of that blur, at places up to `across` and `down`. */
  place: { widths: [0.92, 0.96, 1, 1.04, 1.08], blurStep: 0.4, across: 2, down: 1 },
} as const;

/** A title's misfit is never below this, so a lead over a perfect fit is never a division by zero. */
const MIN_MISFIT = 1e-6;

/** `hasInk`: a band with no real ink names nothing. */
const HAS_INK = {
  /** A pixel is inked above this ink (0 paper, 1 full ink)... */
  pixel: 0.25,
  /** ...and a band has ink when at least this share of its pixels are. */
  minShare: 0.01,
} as const;

/** An ink image: 0 paper, 1 full ink. */
export interface InkImage {
  width: number;
  height: number;
  data: Float32Array;
}

const kerning = new Map(
  KERNING.split(' ')
    .filter(Boolean)
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))] as const),
);

/**
 * A title set in the atlas at its own cap height (GLYPH_CAP), letters spaced by `tracking` atlas pixels.
 * Characters the atlas lacks take a capital's width as blank (no title prints one).
 */
export function composeTitle(
  title: string,
  tracking = 0,
): InkImage & {
  capTop: number;
  inkCentre: number;
  inkWidth: number;
  words: Array<[number, number]>;
  letters: Array<[number, number]>;
} {
  const chars = [...title.toUpperCase()];
  let pen = 0;
  const placed: Array<[string, number]> = [];
  const words: Array<[number, number]> = [];
  const letters: Array<[number, number]> = [];
  for (const [k, char] of chars.entries()) {
    if (k > 0) pen += (kerning.get(chars[k - 1]! + char) ?? 0) + tracking;
    placed.push([char, pen]);
    const advance = GLYPHS[char]?.[0] ?? GLYPHS.N![0];
    if (char !== ' ') {
      if (k === 0 || chars[k - 1] === ' ') words.push([pen, pen + advance]);
      else words[words.length - 1]![1] = pen + advance;
      letters.push([pen, pen + advance]);
    }
    pen += advance;
  }
  const width = Math.max(1, Math.ceil(pen) + 2);
  const data = new Float32Array(width * GLYPH_HEIGHT);
  let inkLeft = width;
  let inkRight = 0;
  for (const [char, at] of placed) {
    const glyph = GLYPHS[char];
    if (!glyph) continue;
    const [, left, inkWidth, hex] = glyph;
    const x0 = Math.round(at) + left;
    if (inkWidth > 0) {
      inkLeft = Math.min(inkLeft, x0);
      inkRight = Math.max(inkRight, x0 + inkWidth);
    }
    for (let y = 0; y < GLYPH_HEIGHT; y++)
      for (let x = 0; x < inkWidth; x++) {
        const v = parseInt(hex[y * inkWidth + x]!, GLYPH_INK.base) / GLYPH_INK.full;
        const i = y * width + x0 + x;
        if (x0 + x >= 0 && x0 + x < width && v > data[i]!) data[i] = v;
      }
  }
  const inkCentre = inkRight > inkLeft ? (inkLeft + inkRight) / 2 : width / 2;
  return {
    width,
    height: GLYPH_HEIGHT,
    data,
    capTop: GLYPH_ABOVE,
    inkCentre,
    inkWidth: Math.max(0, inkRight - inkLeft),
    words,
    letters,
  };
}

/**
 * A title as the print sets it: composed from the atlas, with how much narrower the print sets it (1 but
 * for a title too long for the card, which is squeezed to the widest line the print allows).
 */
export function setTitle(title: string): ReturnType<typeof composeTitle> & { squeeze: number } {
  const set = composeTitle(title);
  const width = (set.inkWidth * PRINT_CAP_HEIGHT) / GLYPH_CAP;
  return { ...set, squeeze: width > PRINT_MAX_WIDTH ? PRINT_MAX_WIDTH / width : 1 };
}

/** Area-weighted resampling to a new size (shrinking or stretching each axis on its own). */
export function resize(image: InkImage, width: number, height: number): InkImage {
  const across = resample1d(image.data, image.width, image.height, width, true);
  const data = resample1d(across, width, image.height, height, false);
  return { width, height, data };
}

function resample1d(
  src: Float32Array,
  w: number,
  h: number,
  size: number,
  horizontal: boolean,
): Float32Array {
  const from = horizontal ? w : h;
  const lines = horizontal ? h : w;
  const out = new Float32Array(horizontal ? size * h : w * size);
  const ratio = from / size;
  for (let o = 0; o < size; o++) {
    const a = o * ratio;
    const b = a + ratio;
    for (let s = Math.floor(a); s < Math.min(from, Math.ceil(b)); s++) {
      const weight = (Math.min(b, s + 1) - Math.max(a, s)) / ratio;
      if (weight <= 0) continue;
      for (let l = 0; l < lines; l++) {
        if (horizontal) out[l * size + o]! += src[l * w + s]! * weight;
        else out[o * w + l]! += src[s * w + l]! * weight;
      }
    }
  }
  return out;
}

/**
 * The title window of a card as ink: colour (the corner triangle, art) is paper, and each pixel's
 * darkness is judged against the paper around its column, so warm light and a glare spot fall away.
 */
export function titleInk(photo: RgbaImage, corners: Quad): InkImage {
  const sampled = sampleCard(photo, cardToPhoto(corners), WINDOW, SCALE);
  const triangle = new Uint8Array(sampled.width * sampled.height);
  for (let y = 0; y < sampled.height; y++)
    for (let x = 0; x < sampled.width; x++)
      if (WINDOW.x + (x + 0.5) / SCALE + WINDOW.y + (y + 0.5) / SCALE < TRIANGLE_EDGE)
        triangle[y * sampled.width + x] = 1;
  // A glare spot over one word leaves it grey beside the others (ANNOYING fitted 0.79, 0.90 without it).
  const band = removeGlare(sampled, Math.round(GLARE_RADIUS * SCALE), triangle);
  const { width, height, data } = band;
  const grey = new Float32Array(width * height);
  const paperish = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const r = data[i * 4]!;
      const g = data[i * 4 + 1]!;
      const b = data[i * 4 + 2]!;
      grey[i] = luma(r, g, b);
      const cx = WINDOW.x + (x + 0.5) / SCALE;
      const cy = WINDOW.y + (y + 0.5) / SCALE;
      if (isColourful(r, g, b) || cx + cy < TRIANGLE_EDGE) paperish[i] = 1;
    }
  const columnMax = new Float32Array(width);
  for (let x = 0; x < width; x++)
    for (let y = 0; y < height; y++) {
      const i = y * width + x;
      if (!paperish[i]) columnMax[x] = Math.max(columnMax[x]!, grey[i]!);
    }
  const out = new Float32Array(width * height);
  const radius = Math.round(height * TITLE_INK.reach);
  for (let x = 0; x < width; x++) {
    let paper = 0;
    for (let k = Math.max(0, x - radius); k <= Math.min(width - 1, x + radius); k++)
      paper = Math.max(paper, columnMax[k]!);
    if (paper < TITLE_INK.minPaper) continue;
    for (let y = 0; y < height; y++) {
      const i = y * width + x;
      if (!paperish[i]) out[i] = Math.max(0, 1 - grey[i]! / paper);
    }
  }
  return { width, height, data: out };
}

/** One candidate's best fit. */
export interface ShapeScore {
  title: string;
  /** Normalised correlation of the band with the composed title at its best placement, -1..1. */
  score: number;
  /** Each word's own correlation at that placement (shortlisted titles only). */
  words?: number[];
  /** Each letter's own correlation, with the blurred ink around it, likewise (shortlisted titles only). */
  letters?: number[];
}

/** The band's own sums, shared by every placement tried on it. */
interface BandStats {
  band: InkImage;
  mean: number;
  sd: number;
}

function bandStats(band: InkImage): BandStats {
  const n = band.data.length;
  let sum = 0;
  let sum2 = 0;
  for (const v of band.data) {
    sum += v;
    sum2 += v * v;
  }
  const mean = sum / n;
  return { band, mean, sd: Math.sqrt(Math.max(MIN_SQUARES, sum2 - n * mean * mean)) };
}

/** A fit's free parameters: width factor, blur (band pixels), shift across and down (band pixels). */
interface Fit {
  score: number;
  width: number;
  blur: number;
  dx: number;
  dy: number;
}

/** A title as the print sets it, composed once (speed-cache.ts keeps it: it depends on no photo). */
const titleSet = remembered((title: string) => title, setTitle);

/** Atlas pixels to band pixels at the print's cap height. */
const ATLAS_TO_BAND = (PRINT_CAP_HEIGHT * SCALE) / GLYPH_CAP;

/** A set title at band scale, `w` times its expected width. */
function shrunk(set: ReturnType<typeof setTitle>, w: number): InkImage {
  const tw = Math.max(2, Math.round(set.width * ATLAS_TO_BAND * set.squeeze * w));
  return resize(set, tw, Math.round(set.height * ATLAS_TO_BAND));
}

/**
 * A shrunk title blurred by `blur` band pixels, with a margin so the ink spread past the letters is part of
 * it, and where its top-left corner falls in the band when the title sits where the print puts it.
 */
function template(
  set: ReturnType<typeof setTitle>,
  small: InkImage,
  blur: number,
): { T: Float32Array; pw: number; ph: number; x0: number; y0: number; m: number } {
  const { width: tw, height: th } = small;
  const m = Math.ceil(blur * GAUSSIAN_REACH);
  const pw = tw + 2 * m;
  const ph = th + 2 * m;
  const padded = new Float32Array(pw * ph);
  for (let y = 0; y < th; y++) padded.set(small.data.subarray(y * tw, (y + 1) * tw), (y + m) * pw + m);
  const T = blur > 0 ? gaussianBlur(padded, pw, ph, blur) : padded;
  const centre = (PRINT_CENTRE_X - WINDOW.x) * SCALE;
  const capTop = (PRINT_CAP_TOP - WINDOW.y) * SCALE;
  const x0 = Math.round(centre - (set.inkCentre / set.width) * tw) - m;
  const y0 = Math.round(capTop - set.capTop * ATLAS_TO_BAND) - m;
  return { T, pw, ph, x0, y0, m };
}

/**
 * A title's template at width `w` and blur `blur`, with its sums: it depends on no photo, so the speed
 * cache keeps it for every later card.
 */
const titleTemplate = remembered(
  (title: string, w: number, blur: number) => `${title}|${w}|${blur}`,
  (title: string, w: number, blur: number) => {
    const set = titleSet(title);
    const small = shrunk(set, w);
    const made = template(set, small, blur);
    let sumT = 0;
    let sumT2 = 0;
    for (const v of made.T) {
      sumT += v;
      sumT2 += v * v;
    }
    return { ...made, small, sumT, sumT2 };
  },
);

/**
 * The best normalised correlation of the band with one title, over every combination of the given
 * widths, blurs and shifts. The composed title is zero outside its letters, so only its own pixels
 * need multiplying: the band's sums cover the rest.
 */
function fitTitle(
  stats: BandStats,
  title: string,
  widths: readonly number[],
  blurs: readonly number[],
  xs: readonly number[],
  ys: readonly number[],
): Fit {
  const { band, mean, sd } = stats;
  const { width: W, height: H, data: B } = band;
  const n = W * H;
  let best: Fit = { score: -1, width: 1, blur: 0, dx: 0, dy: 0 };
  for (const w of widths) {
    for (const blur of blurs) {
      const { T, pw, ph, x0, y0, sumT, sumT2 } = titleTemplate(title, w, blur);
      const sdT = Math.sqrt(Math.max(MIN_SQUARES, sumT2 - (sumT * sumT) / n));
      for (const dy of ys)
        for (const dx of xs) {
          let dot = 0;
          for (let y = 0; y < ph; y++) {
            const by = y0 + dy + y;
            if (by < 0 || by >= H) continue;
            const row = by * W + x0 + dx;
            const trow = y * pw;
            const from = Math.max(0, -(x0 + dx));
            const to = Math.min(pw, W - (x0 + dx));
            for (let x = from; x < to; x++) dot += B[row + x]! * T[trow + x]!;
          }
          const score = (dot - mean * sumT) / (sd * sdT);
          if (score > best.score) best = { score, width: w, blur, dx, dy };
        }
    }
  }
  return best;
}

/**
 * How well each part (word or letter, atlas columns) of a title fits the band on its own, at the title's
 * best fit, each part free to move a little across and down: a look-alike that shares a long word
 * (UNICORN) with the truth fits as a whole almost as well, but its other word does not; a letter free to
 * move forgives a title a little wider or narrower than its set width, a word or whole title does not.
 */
function partFits(
  stats: BandStats,
  title: string,
  fit: Fit,
  parts: ReadonlyArray<readonly [number, number]>,
): number[] {
  const { width: W, height: H, data: B } = stats.band;
  const set = titleSet(title);
  const { T, pw, ph, x0: left, y0: top, m, small } = titleTemplate(title, fit.width, fit.blur);
  const x0 = left + fit.dx;
  const y0 = top + fit.dy;
  const k = small.width / set.width;
  return parts.map(([a, b]) => {
    const from = Math.max(0, Math.floor(a * k));
    const to = Math.min(pw, Math.ceil(b * k) + 2 * m);
    let best = -1;
    for (let sy = -PART_SHIFT.down; sy <= PART_SHIFT.down; sy++)
      for (let sx = -PART_SHIFT.across; sx <= PART_SHIFT.across; sx++) {
        let n = 0;
        let sb = 0;
        let sb2 = 0;
        let st = 0;
        let st2 = 0;
        let sbt = 0;
        for (let y = 0; y < ph; y++) {
          const by = y0 + sy + y;
          if (by < 0 || by >= H) continue;
          for (let x = from; x < to; x++) {
            const bx = x0 + sx + x;
            if (bx < 0 || bx >= W) continue;
            const bv = B[by * W + bx]!;
            const tv = T[y * pw + x]!;
            n++;
            sb += bv;
            sb2 += bv * bv;
            st += tv;
            st2 += tv * tv;
            sbt += bv * tv;
          }
        }
        if (n < 2) continue;
        const cov = sbt - (sb * st) / n;
        const vb = sb2 - (sb * sb) / n;
        const vt = st2 - (st * st) / n;
        const r = cov / Math.sqrt(Math.max(MIN_SQUARES, vb * vt));
        if (r > best) best = r;
      }
    return best;
  });
}

const range = (from: number, to: number, step = 1) => {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
};

/** How many (title, way up) pairs the coarse pass hands to the fine one. */
const SHORTLIST = 8;

/**
 * Scores titles against the bands of a card's ways up, best first, each title with the band it fits best:
 * every title coarsely (one blur, its expected width, every second place), then the shortlist finely
 * (the blur, then widths and places around the coarse fit).
 */
export function scoreTitles(
  bands: readonly InkImage[],
  titles: readonly string[],
): Array<ShapeScore & { band: number }> {
  const stats = bands.map(bandStats);
  const coarse = stats
    .flatMap((band, index) =>
      titles.map((title) => ({
        title,
        index,
        fit: fitTitle(
          band,
          title,
          [1],
          [PASSES.coarse.blur],
          range(-PASSES.coarse.across, PASSES.coarse.across, PASSES.coarse.step),
          range(-PASSES.coarse.down, PASSES.coarse.down, PASSES.coarse.step),
        ),
      })),
    )
    .sort((a, b) => b.fit.score - a.fit.score);
  // The blur first, at the expected width, then the width and place around it.
  const fine = coarse.slice(0, SHORTLIST).map(({ title, index, fit }) => {
    const band = stats[index]!;
    const xs = range(fit.dx - PASSES.blur.shift, fit.dx + PASSES.blur.shift);
    const ys = range(fit.dy - PASSES.blur.shift, fit.dy + PASSES.blur.shift);
    const blurred = fitTitle(band, title, [1], PASSES.blur.blurs, xs, ys);
    const b = blurred.blur;
    const placed = fitTitle(
      band,
      title,
      PASSES.place.widths,
      [b - PASSES.place.blurStep, b, b + PASSES.place.blurStep],
      range(blurred.dx - PASSES.place.across, blurred.dx + PASSES.place.across),
      range(blurred.dy - PASSES.place.down, blurred.dy + PASSES.place.down),
    );
    const won = placed.score >= blurred.score ? placed : blurred;
    const set = titleSet(title);
    return {
      title,
      band: index,
      score: won.score,
      words: partFits(band, title, won, set.words),
      letters: partFits(band, title, won, set.letters),
    };
  });
  const seen = new Set(fine.map((f) => f.title));
  // Titles not shortlisted keep their coarse score, so every title is ranked.
  const rest = coarse
    .filter((c) => !seen.has(c.title) && (seen.add(c.title), true))
    .map((c) => ({ title: c.title, band: c.index, score: c.fit.score }));
  return [...fine.sort((a, b) => b.score - a.score), ...rest];
}

/** A title named by its shape, and how clearly. */
export interface ShapeName {
  title: string;
  faceId: string;
  /** The winning correlation. */
  score: number;
  /** How many times further from a perfect fit the runner-up (another face) lies, word by word (see `misfit`). */
  lead: number;
  /** The outline (way up) on which it won. */
  corners: Quad;
  /** Every face's best score, best first (one entry per face). */
  ranking: ShapeScore[];
}

/** The winner must correlate this well... */
export const SHAPE_ACCEPT = NAMING.shape.accept;
/** ...and the best other face must lie this many times further from a perfect fit, by its worst word... */
export const SHAPE_LEAD: number = NAMING.shape.lead;
/**
 * ...or this many times further by its worst letter, and by its worst word too or else the winner's worst
 * letter fitting much better than its worst word (see `outfits`).
 */
export const SHAPE_LEAD_LETTERS = NAMING.shape.leadLetters;
/**
 * How much better than its worst word a winner's worst letter must fit for the word's misfit to be put
 * down to where the word sits rather than to its letters.
 */
export const LETTERS_FORGIVE = NAMING.shape.lettersForgive;

/**
 * The candidate whose composed title best fits the card's title band, tried on each given outline (the
 * card's two ways up), or null when none fits clearly better than every other face: a refusal.
 */
export function nameByShape(
  photo: RgbaImage,
  outlines: readonly Quad[],
  candidates: ReadonlyArray<{ readonly title: string; readonly faceId: string }>,
  thresholds: { accept: number; lead: number } = { accept: SHAPE_ACCEPT, lead: SHAPE_LEAD },
): ShapeName | null {
  const faceOf = new Map(candidates.map((c) => [c.title, c.faceId]));
  const titles = [...faceOf.keys()].filter((title) => [...title.toUpperCase()].some((c) => GLYPHS[c]));
  if (titles.length === 0) return null;
  const inked = outlines
    .map((corners) => ({ corners, band: titleInk(photo, corners) }))
    .filter((o) => hasInk(o.band));
  if (inked.length === 0) return null;
  const scores = scoreTitles(
    inked.map((o) => o.band),
    titles,
  );
  // One entry per face, its best score over its titles (English, French).
  const byFace = new Map<string, ShapeScore & { corners: Quad }>();
  for (const s of scores) {
    const face = faceOf.get(s.title)!;
    if (!byFace.has(face)) byFace.set(face, { ...s, corners: inked[s.band]!.corners });
  }
  // Ranked by the worst-fitting word: a look-alike that shares UNICORN with the truth is as far off as
  // its other word. A title scored only coarsely has no words and keeps its whole misfit, which can only
  // narrow the winner's lead.
  const ranking = [...byFace.values()].sort((a, b) => misfit(a) - misfit(b));
  const top = ranking[0]!;
  const lead = (ranking[1] ? misfit(ranking[1]) : 1) / misfit(top);
  if (top.score < thresholds.accept || ranking.some((s) => s !== top && !outfits(top, s, thresholds.lead)))
    return null;
  return {
    title: top.title,
    faceId: faceOf.get(top.title)!,
    score: top.score,
    lead,
    corners: top.corners,
    ranking: ranking.map(({ title, score, words, letters }) => ({ title, score, words, letters })),
  };
}

/**
 * Whether `best` fits clearly better than `rival`: the rival lies `lead` times further from a perfect fit
 * by its worst word, or SHAPE_LEAD_LETTERS times by its worst letter and either by its worst word too or
 * with the best's worst letter fitting far better than the best's worst word. A title from another box
 * that the winner only looks like (a BASIC UNICORN named as BABY UNICORN) leaves some letter of the winner
 * fitting about as badly as its worst word: a wrong letter, which no shift forgives. A true winner whose
 * word sits a little off (a curved card, a title set a little tighter) fits far better letter by letter.
 * Tuning seeds, true title removed: no look-alike's worst letter fits better than 0.89 of its worst word,
 * nor leads by 1.65 both ways; the true winners this names were 0.36-0.67, or 1.74 both ways.
 */
export function outfits(best: ShapeScore, rival: ShapeScore, lead = SHAPE_LEAD): boolean {
  if (misfit(rival) >= misfit(best) * lead) return true;
  if (best.letters === undefined || rival.letters === undefined) return false;
  return (
    letterMisfit(rival) >= letterMisfit(best) * SHAPE_LEAD_LETTERS &&
    (misfit(rival) >= misfit(best) * SHAPE_LEAD_LETTERS ||
      letterMisfit(best) <= misfit(best) * LETTERS_FORGIVE)
  );
}

/** How far a title is from fitting perfectly: its worst word's, when its words were fitted. */
export function misfit(s: ShapeScore): number {
  return Math.max(MIN_MISFIT, 1 - (s.words?.length ? Math.min(...s.words) : s.score));
}

/** How far a title is from fitting perfectly by its worst letter, when its letters were fitted. */
export function letterMisfit(s: ShapeScore): number {
  return Math.max(MIN_MISFIT, 1 - (s.letters?.length ? Math.min(...s.letters) : s.score));
}

/** A band with no real ink (blank paper, a washed-out photo) names nothing. */
function hasInk(band: InkImage): boolean {
  let inked = 0;
  for (const v of band.data) if (v > HAS_INK.pixel) inked++;
  return inked >= band.data.length * HAS_INK.minShare;
}
