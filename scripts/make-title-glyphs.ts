// Makes src/scan/title-glyphs.ts: a small bitmap atlas of the 2e print's title capitals, from which the scanner
// composes candidate titles to compare with a band too blurred to read. Run: npx tsx scripts/make-title-glyphs.ts
//
// Each letter's shape, width and spacing are measured on the card scans in ../shared/ocr/cards-2e (the title
// of every face is known from labels.csv), averaged over its occurrences. Letters the scans never show (Z,
// digits, accents) are drawn from Oswald Medium, narrowed and spaced as the print sets its capitals.
// `--half even|odd` learns from half the scans only (by label index), to measure the atlas on photos of the
// other half; `--out FILE` writes elsewhere.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { readLabels, readScan, scansDir } from '../test/scan/photos.ts';
import { fillContours, textOutline } from '../test/scan/title-render.ts';

/** Atlas cap height in pixels: above the working band's (about 15), so composing only ever shrinks. */
const CAP = 24;
/** Rows kept above the cap line (accents) and below the baseline (Q's tail). */
const ABOVE = 9;
const BELOW = 4;
const HEIGHT = ABOVE + CAP + BELOW;
const CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'’!ÀÂÇÉÈÊËÎÏÔÙÛÜŒ";
/** The Oswald fallback against the print (fitted on the scans): letters at 0.8 width, 2.75 px tracking. */
const OSWALD_STRETCH = 0.8;
const OSWALD_TRACKING = 2.75;
/** Where the scans' titles lie (card units = scan pixels, the scans being 600 px wide). */
const AREA = { x0: 60, x1: 560, y0: 40, y1: 112 };
/** Ink at or above this share of full black is a letter's body when finding edges. */
const EDGE = 0.5;
/** A gap between letters wider than this (card units) is a word space. */
const WORD_GAP = 9;

const args = process.argv.slice(2);
const half = args.includes('--half') ? args[args.indexOf('--half') + 1] : 'all';
const out = args.includes('--out') ? args[args.indexOf('--out') + 1]! : 'src/scan/title-glyphs.ts';
if (!['even', 'odd', 'all'].includes(half!)) throw new Error(`--half must be even or odd, not ${half}`);

interface Ink {
  width: number;
  height: number;
  data: Float32Array;
}

/**
 * The title area of a scan as ink (0 paper, 1 black), each pixel judged against the palest paper of its
 * column (the band's tint and the scan's light vary); coloured pixels (the corner triangle) are paper.
 */
function scanInk(file: string): Ink {
  const image = readScan(file);
  const width = AREA.x1 - AREA.x0;
  const height = AREA.y1 - AREA.y0;
  const grey = new Float32Array(width * height).fill(-1);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = ((y + AREA.y0) * image.width + x + AREA.x0) * 4;
      const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40 || x + AREA.x0 + y + AREA.y0 < 150) continue;
      grey[y * width + x] = (r * 77 + g * 150 + b * 29) / 256;
    }
  const data = new Float32Array(width * height);
  for (let x = 0; x < width; x++) {
    let paper = 0;
    for (let y = 0; y < height; y++) paper = Math.max(paper, grey[y * width + x]!);
    for (let y = 0; y < height; y++) {
      const v = grey[y * width + x]!;
      // The faint grain of the paper is not ink.
      const ink = v < 0 ? 0 : (paper - v) / Math.max(1, paper - 30);
      data[y * width + x] = ink < 0.08 ? 0 : Math.min(1, ink);
    }
  }
  return { width, height, data };
}

/** Bilinear ink at a real position (0 outside). */
function at(ink: Ink, x: number, y: number): number {
  const x0 = Math.floor(x - 0.5);
  const y0 = Math.floor(y - 0.5);
  const fx = x - 0.5 - x0;
  const fy = y - 0.5 - y0;
  const v = (xx: number, yy: number) =>
    xx < 0 || yy < 0 || xx >= ink.width || yy >= ink.height ? 0 : ink.data[yy * ink.width + xx]!;
  return (
    (v(x0, y0) * (1 - fx) + v(x0 + 1, y0) * fx) * (1 - fy) +
    (v(x0, y0 + 1) * (1 - fx) + v(x0 + 1, y0 + 1) * fx) * fy
  );
}

/** Where a profile first rises through `level` from index `from` going by `step`, to a tenth of a pixel. */
function crossing(profile: ArrayLike<number>, level: number, from: number, step: 1 | -1): number | null {
  for (let i = from; i >= 0 && i < profile.length; i += step) {
    if (profile[i]! >= level) {
      const before = i - step >= 0 && i - step < profile.length ? profile[i - step]! : 0;
      const t = (level - before) / Math.max(1e-6, profile[i]! - before);
      // The edge lies between the two pixel centres.
      return i - step + t * step + 0.5;
    }
  }
  return null;
}

interface Letter {
  char: string;
  /** Ink edges, card units from the area's left. */
  left: number;
  right: number;
}

interface Line {
  ink: Ink;
  capTop: number;
  baseline: number;
  words: Letter[][];
  /** Where the line's ink starts and ends (card units from the area's left). */
  extent: [number, number];
  /** Pairs of letters printed touching: [previous, next, gap between their ink] (negative). */
  touching: Array<[string, string, number]>;
}

/** The title line of one scan: its cap line, baseline and letters, or null when it cannot be cut cleanly. */
function readLine(file: string, title: string): Line | null {
  const ink = scanInk(file);
  const { width, height, data } = ink;
  // Rows: the longest run of rows with ink in many columns is the capitals.
  const rowShare = Array.from({ length: height }, (_, y) => {
    let n = 0;
    for (let x = 0; x < width; x++) if (data[y * width + x]! >= EDGE) n++;
    return n;
  });
  let best: [number, number] = [0, -1];
  for (let y = 0, start = -1; y <= height; y++) {
    const on = y < height && rowShare[y]! > 8;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      if (y - start > best[1] - best[0]) best = [start, y];
      start = -1;
    }
  }
  const [top, bottom] = best;
  if (bottom - top < 20) return null;
  // Columns with ink inside the capitals, cut into letters.
  const columns = Array.from({ length: width }, (_, x) => {
    let m = 0;
    for (let y = top; y < bottom; y++) m = Math.max(m, data[y * width + x]!);
    return m;
  });
  const runs: Array<[number, number]> = [];
  for (let x = 0, start = -1; x <= width; x++) {
    const on = x < width && columns[x]! >= EDGE;
    if (on && start < 0) start = x;
    if (!on && start >= 0) {
      runs.push([start, x]);
      start = -1;
    }
  }
  // Subpixel edges of each run.
  const edges = runs.map(
    ([a, b]) => [crossing(columns, EDGE, a, 1)!, crossing(columns, EDGE, b - 1, -1)!] as const,
  );
  // Cap line and baseline: where the middle of the line's row profile is crossed, over the letters' columns.
  const profile = Array.from({ length: height }, (_, y) => {
    let sum = 0;
    for (const [a, b] of runs) for (let x = a; x < b; x++) sum += data[y * width + x]!;
    return sum;
  });
  const plateau = [...profile.slice(top + 3, bottom - 3)].sort((p, q) => p - q)[
    Math.floor((bottom - top - 6) / 2)
  ]!;
  const capTop = crossing(profile, plateau / 2, top - 3, 1)!;
  const baseline = crossing(profile, plateau / 2, bottom + 2, -1)!;
  // Words: runs apart by more than a letter gap.
  const groups: Array<Array<readonly [number, number]>> = [[]];
  for (const [k, edge] of edges.entries()) {
    if (k > 0 && edge[0] - edges[k - 1]![1] > WORD_GAP) groups.push([]);
    groups[groups.length - 1]!.push(edge);
  }
  const names = title.split(' ');
  if (groups.length !== names.length) return null;
  const words: Letter[][] = [];
  const touching: Line['touching'] = [];
  for (const [w, group] of groups.entries()) {
    const chars = [...names[w]!];
    if (group.length === chars.length) {
      words.push(chars.map((char, k) => ({ char, left: group[k]![0], right: group[k]![1] })));
      continue;
    }
    // Letters printed touching: kept for their spacing only, found by the widths of the clean letters later.
    words.push([]);
    touching.push(...touchingPairs(chars, group));
  }
  return { ink, capTop, baseline, words, touching, extent: [edges[0]![0], edges.at(-1)![1]] };
}

/** Filled in once the clean letters are measured: each letter's mean ink width (card units). */
const widthOf = new Map<string, number>();

/**
 * A word with fewer ink runs than letters: each run that holds two letters gives their pair's gap (the run's
 * width less both letters' widths), when the runs can be matched to the letters one way only.
 */
function touchingPairs(chars: string[], group: Array<readonly [number, number]>): Line['touching'] {
  if (group.length !== chars.length - 1) return [];
  // Try each place for the single run holding two letters: the one whose widths fit best.
  let bestFit = Infinity;
  let pair: [string, string, number] | null = null;
  for (let j = 0; j < group.length; j++) {
    let misfit = 0;
    for (let k = 0; k < group.length; k++) {
      const [a, b] = group[k]!;
      const ws = k < j ? [chars[k]!] : k === j ? [chars[k]!, chars[k + 1]!] : [chars[k + 1]!];
      const expected = ws.reduce((s, c) => s + (widthOf.get(c) ?? 12), 0);
      misfit += k === j ? Math.max(0, b - a - expected) : Math.abs(b - a - expected);
    }
    if (misfit < bestFit) {
      bestFit = misfit;
      const [a, b] = group[j]!;
      const [p, q] = [chars[j]!, chars[j + 1]!];
      pair = [p, q, b - a - (widthOf.get(p) ?? 12) - (widthOf.get(q) ?? 12)];
    }
  }
  return pair && bestFit < 6 ? [pair] : [];
}

// `--oswald`: no scans at all, every letter from Oswald (the atlas before it was measured; for comparing).
const oswaldOnly = args.includes('--oswald');
const labels = oswaldOnly
  ? []
  : readLabels().filter((_, k) => half === 'all' || k % 2 === (half === 'even' ? 0 : 1));
const lines = labels.map((l) => readLine(l.file, l.printedTitle)).filter((l): l is Line => l !== null);

// Widths first (from the cleanly cut letters), then the lines again: touching pairs are placed by the widths.
{
  const sums = new Map<string, [number, number]>();
  for (const line of lines)
    for (const word of line.words)
      for (const { char, left, right } of word) {
        const s = sums.get(char) ?? [0, 0];
        sums.set(char, [s[0] + right - left, s[1] + 1]);
      }
  for (const [char, [sum, n]] of sums) widthOf.set(char, sum / n);
}
const lines2 = labels.map((l) => readLine(l.file, l.printedTitle)).filter((l): l is Line => l !== null);

/** Card units per atlas pixel, over all scans: the print's cap height against the atlas's. */
const capHeights = lines2.map((l) => l.baseline - l.capTop);
const printCap = capHeights.length ? capHeights.reduce((s, h) => s + h, 0) / capHeights.length : 29;
const unit = printCap / CAP;

// Each letter's bitmap: its occurrences sampled on the atlas grid from the ink's left edge, then averaged.
const PAD = 1;
const bitmaps = new Map<string, { sum: Float32Array; n: number; cols: number }>();
for (const line of lines2) {
  const s = (line.baseline - line.capTop) / CAP;
  for (const word of line.words)
    for (const { char, left, right: end } of word) {
      const cols = Math.ceil(widthOf.get(char)! / unit) + 2 * PAD + 1;
      let entry = bitmaps.get(char);
      if (!entry) bitmaps.set(char, (entry = { sum: new Float32Array(cols * HEIGHT), n: 0, cols }));
      for (let v = 0; v < HEIGHT; v++)
        for (let u = 0; u < cols; u++) {
          // 3 x 3 samples per atlas pixel: the scan is finer than the atlas.
          // Only this letter's own ink: a neighbour's edge may lie within a pixel or two.
          let sum = 0;
          for (let a = 0; a < 3; a++)
            for (let b = 0; b < 3; b++) {
              const x = left + (u - PAD + (a + 0.5) / 3) * s;
              if (x < left - 1.5 || x > end + 1.5) continue;
              sum += at(line.ink, x, line.capTop + (v - ABOVE + (b + 0.5) / 3) * s);
            }
          entry.sum[v * cols + u]! += sum / 9;
        }
      entry.n++;
    }
}

// Spacing: the ink gap between two letters is the first's right bearing plus the second's left one, fitted
// by least squares over every pair seen (gently held to even bearings), then what a pair keeps apart from
// that is its kerning.
const pairs: Array<[string, string, number]> = [];
const spaces: Array<[string, string, number]> = [];
for (const line of lines2) {
  const s = (line.baseline - line.capTop) / CAP;
  for (const [w, word] of line.words.entries()) {
    for (let k = 1; k < word.length; k++)
      pairs.push([word[k - 1]!.char, word[k]!.char, (word[k]!.left - word[k - 1]!.right) / s]);
    const next = line.words[w + 1];
    if (word.length && next?.length)
      spaces.push([word.at(-1)!.char, next[0]!.char, (next[0]!.left - word.at(-1)!.right) / s]);
  }
  for (const [p, q, gap] of line.touching) pairs.push([p, q, gap / s]);
}
const letters = [...bitmaps.keys()].sort();
const index = new Map(letters.map((c, k) => [c, k]));
const meanGap = pairs.reduce((s, [, , g]) => s + g, 0) / Math.max(1, pairs.length);
// Unknowns: right bearing r_c then left bearing l_c for each letter; normal equations with a small ridge.
const n = letters.length * 2;
const A = Array.from({ length: n }, () => new Float64Array(n));
const rhs = new Float64Array(n);
const RIDGE = 0.5;
for (let i = 0; i < n; i++) {
  A[i]![i] = RIDGE;
  rhs[i] = (RIDGE * meanGap) / 2;
}
for (const [p, q, gap] of pairs) {
  const i = index.get(p)! * 2;
  const j = index.get(q)! * 2 + 1;
  A[i]![i] += 1;
  A[j]![j] += 1;
  A[i]![j] += 1;
  A[j]![i] += 1;
  rhs[i] += gap;
  rhs[j] += gap;
}
const bearings = solve(A, rhs);
const right = (c: string) => bearings[index.get(c)! * 2]!;
const leftOf = (c: string) => bearings[index.get(c)! * 2 + 1]!;
const residual = new Map<string, number[]>();
for (const [p, q, gap] of pairs) {
  const key = p + q;
  residual.set(key, [...(residual.get(key) ?? []), gap - right(p) - leftOf(q)]);
}
const measuredSpace =
  spaces.reduce((s, [p, q, gap]) => s + gap - right(p) - leftOf(q), 0) / Math.max(1, spaces.length);

function solve(matrix: Float64Array[], b: Float64Array): Float64Array {
  const m = matrix.map((row) => Float64Array.from(row));
  const x = Float64Array.from(b);
  const size = x.length;
  for (let c = 0; c < size; c++) {
    let pivot = c;
    for (let r = c + 1; r < size; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    [x[c], x[pivot]] = [x[pivot]!, x[c]!];
    for (let r = 0; r < size; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k < size; k++) m[r]![k] -= f * m[c]![k]!;
      x[r] -= f * x[c]!;
    }
  }
  return x.map((v, c) => v / m[c]![c]!);
}

// Oswald, for what the scans never show.
const require = createRequire(import.meta.url);
const bytes = readFileSync(require.resolve('@fontsource/oswald/files/oswald-latin-500-normal.woff'));
const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
const size = (CAP * font.unitsPerEm) / font.tables.os2!.sCapHeight!;
const scale = size / font.unitsPerEm;

const hex = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 15).toString(16);
const entries: string[] = [];
const learned: string[] = [];
for (const char of CHARS) {
  const measured = bitmaps.get(char);
  if (measured) {
    learned.push(char);
    const { sum, n: count, cols } = measured;
    const ink = widthOf.get(char)! / unit;
    const l = leftOf(char);
    // The bitmap starts PAD pixels before the ink's edge; the pen stands l before that edge.
    const rows = Array.from({ length: HEIGHT * cols }, (_, i) => hex(sum[i]! / count)).join('');
    entries.push(
      `  ${JSON.stringify(char)}: [${(l + ink + right(char)).toFixed(2)}, ${Math.round(l) - PAD}, ${cols}, ${JSON.stringify(rows)}],`,
    );
    continue;
  }
  const glyph = font.charToGlyph(char);
  const advance = ((glyph.advanceWidth ?? 0) * scale + OSWALD_TRACKING) * OSWALD_STRETCH;
  const pad = 8;
  const width = Math.ceil(advance) + pad * 2;
  const rgb = new Float32Array(width * HEIGHT * 3).fill(255);
  fillContours(
    rgb,
    width,
    HEIGHT,
    textOutline(font, char, pad, ABOVE + CAP, size, OSWALD_STRETCH),
    [0, 0, 0],
  );
  const inkAt = (x: number, y: number) => (255 - rgb[(y * width + x) * 3]!) / 255;
  let x0 = width;
  let x1 = -1;
  for (let x = 0; x < width; x++)
    for (let y = 0; y < HEIGHT; y++)
      if (inkAt(x, y) >= 1 / 30) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
      }
  let rows = '';
  for (let y = 0; y < HEIGHT; y++) for (let x = x0; x <= x1; x++) rows += hex(inkAt(x, y));
  entries.push(
    `  ${JSON.stringify(char)}: [${advance.toFixed(2)}, ${x0 - pad}, ${x1 - x0 + 1}, ${JSON.stringify(rows)}],`,
  );
}
const oswaldSpace = (font.charToGlyph(' ').advanceWidth ?? 0) * scale;
const space = spaces.length ? measuredSpace : (oswaldSpace + OSWALD_TRACKING) * OSWALD_STRETCH;
entries.push(`  ' ': [${space.toFixed(2)}, 0, 0, ''],`);

// Kerning: measured pairs that keep apart from their bearings by half a pixel or more; Oswald's for pairs
// the scans never set side by side.
const kerning: string[] = [];
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
for (const a of alphabet)
  for (const b of alphabet) {
    const seen = residual.get(a + b);
    const k = seen
      ? seen.reduce((s, v) => s + v, 0) / seen.length
      : font.getKerningValue(font.charToGlyph(a), font.charToGlyph(b)) * scale * OSWALD_STRETCH;
    if (Math.abs(k) >= 0.5) kerning.push(`${a}${b}${k.toFixed(1)}`);
  }

// Where the titles sit on the card (card units): mean cap line and the centre of the ink.
const centres = lines2
  .filter((l) => l.words.every((w) => w.length))
  .map((l) => AREA.x0 + (l.words[0]![0]!.left + l.words.at(-1)!.at(-1)!.right) / 2);
// The widest title printed (card units): the print squeezes a title that would not fit between the corners.
const widest = Math.max(0, ...lines2.map((l) => l.extent[1] - l.extent[0]));
const mean = (xs: number[], otherwise: number) =>
  xs.length ? xs.reduce((s, v) => s + v, 0) / xs.length : otherwise;

writeFileSync(
  out,
  `// The 2e print's title capitals as small bitmaps, for composing candidate titles (title-shapes.ts). Made by
// scripts/make-title-glyphs.ts, measured on ${lines2.length} card scans (${learned.length} letters); do not edit by hand.
// Letters the scans never show are drawn from Oswald Medium: Copyright 2016 The Oswald Project Authors
// (https://github.com/googlefonts/OswaldFont), licensed under the SIL Open Font License 1.1 (https://openfontlicense.org).

/** Cap height of the bitmaps in pixels; rows run from ABOVE above the cap line to BELOW under the baseline. */
export const GLYPH_CAP = ${CAP};
export const GLYPH_ABOVE = ${ABOVE};
export const GLYPH_HEIGHT = ${HEIGHT};

/** Where the print sets its titles, in card units: the cap line, the cap height and the middle of the ink. */
export const PRINT_CAP_TOP = ${mean(
    lines2.map((l) => AREA.y0 + l.capTop),
    61,
  ).toFixed(1)};
export const PRINT_CAP_HEIGHT = ${printCap.toFixed(2)};
export const PRINT_CENTRE_X = ${mean(centres, 298).toFixed(1)};
/** The widest title the print sets, in card units: a longer one is squeezed to this width. */
export const PRINT_MAX_WIDTH = ${(widest || 440).toFixed(0)};

/** Per character: advance, ink's left offset from the pen, ink width, then ink 0-f row by row. */
export const GLYPHS: Readonly<Record<string, readonly [number, number, number, string]>> = {
${entries.join('\n')}
};

/** Kerning of capital pairs in pixels, as "AV-1.2" entries. */
export const KERNING = ${JSON.stringify(kerning.join(' '))};
`,
);
console.log(
  `${scansDir}: ${lines2.length}/${labels.length} scans cut, ${learned.length} letters learned (${learned.join('')}), ` +
    `${pairs.length} pairs, ${spaces.length} spaces, mean gap ${meanGap.toFixed(2)} px, cap ${printCap.toFixed(2)}, ` +
    `${kerning.length} kerning pairs`,
);
