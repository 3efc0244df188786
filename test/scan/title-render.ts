// Sets text in a real font for the scanner's test photos: glyph outlines from opentype.js, filled by our
// own anti-aliased scanline rasteriser onto float RGB. Test and bench only; nothing here enters the app.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype, { type Font, type PathCommand } from 'opentype.js';

/** The faces the generator may set text in: freely licensed, installed as dev dependencies. */
export const FACES = {
  /** Roboto Slab ExtraBold (Apache 2.0): a heavy slab serif, unlike the 2e print's condensed sans. */
  'slab-heavy': '@fontsource/roboto-slab/files/roboto-slab-latin-800-normal.woff',
  /** Roboto Slab Regular for the small body text. */
  slab: '@fontsource/roboto-slab/files/roboto-slab-latin-400-normal.woff',
} as const;
export type FaceName = keyof typeof FACES;

const require = createRequire(import.meta.url);
const loaded = new Map<FaceName, Font>();

export function loadFace(name: FaceName): Font {
  let font = loaded.get(name);
  if (!font) {
    const bytes = readFileSync(require.resolve(FACES[name]));
    font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    loaded.set(name, font);
  }
  return font;
}

/** A closed outline as straight segments: [x0, y0, x1, y1, ...] per contour. */
type Contours = number[][];

/**
 * Lays a line out glyph by glyph (advance widths and kerning; no shaping, which capital titles never
 * need and which opentype.js cannot do for every font) and returns its outline, flattened to segments.
 * `x`, `baseline` in pixels; `size` the em in pixels; `stretch` scales widths only (a condensed setting).
 */
export function textOutline(
  font: Font,
  text: string,
  x: number,
  baseline: number,
  size: number,
  stretch = 1,
  tracking = 0,
): Contours {
  const contours: Contours = [];
  const scale = size / font.unitsPerEm;
  let pen = 0;
  let previous = null as ReturnType<Font['charToGlyph']> | null;
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    if (previous) pen += font.getKerningValue(previous, glyph) * scale;
    const { commands } = glyph.getPath(0, 0, size);
    flatten(commands, contours, (px, py) => [x + (pen + px) * stretch, baseline + py]);
    pen += (glyph.advanceWidth ?? 0) * scale + tracking;
    previous = glyph;
  }
  return contours;
}

/** The width a line would take, in pixels, before stretching. */
export function textWidth(font: Font, text: string, size: number, tracking = 0): number {
  const scale = size / font.unitsPerEm;
  let width = 0;
  let previous = null as ReturnType<Font['charToGlyph']> | null;
  for (const char of text) {
    const glyph = font.charToGlyph(char);
    if (previous) width += font.getKerningValue(previous, glyph) * scale;
    width += (glyph.advanceWidth ?? 0) * scale + tracking;
    previous = glyph;
  }
  return width - tracking;
}

/** Curves become short straight steps; eight per curve is finer than a pixel at title sizes. */
function flatten(
  commands: PathCommand[],
  contours: Contours,
  place: (x: number, y: number) => [number, number],
): void {
  let current: number[] = [];
  let [cx, cy] = [0, 0];
  const push = (x: number, y: number) => {
    const [px, py] = place(x, y);
    current.push(px, py);
    [cx, cy] = [x, y];
  };
  const steps = 8;
  for (const c of commands) {
    if (c.type === 'M') {
      if (current.length >= 6) contours.push(current);
      current = [];
      push(c.x!, c.y!);
    } else if (c.type === 'L') push(c.x!, c.y!);
    else if (c.type === 'Q') {
      const [x0, y0] = [cx, cy];
      for (let k = 1; k <= steps; k++) {
        const t = k / steps;
        const u = 1 - t;
        push(u * u * x0 + 2 * u * t * c.x1! + t * t * c.x!, u * u * y0 + 2 * u * t * c.y1! + t * t * c.y!);
      }
    } else if (c.type === 'C') {
      const [x0, y0] = [cx, cy];
      for (let k = 1; k <= steps; k++) {
        const t = k / steps;
        const u = 1 - t;
        push(
          u * u * u * x0 + 3 * u * u * t * c.x1! + 3 * u * t * t * c.x2! + t * t * t * c.x!,
          u * u * u * y0 + 3 * u * u * t * c.y1! + 3 * u * t * t * c.y2! + t * t * t * c.y!,
        );
      }
    } else if (c.type === 'Z') {
      if (current.length >= 6) contours.push(current);
      current = [];
    }
  }
  if (current.length >= 6) contours.push(current);
}

/** Any closed polygon outline (a frame, a blob of art), in the same form as a text outline. */
export function polygon(points: Array<[number, number]>): number[] {
  return points.flat();
}

/**
 * Fills the outlines by the nonzero rule onto `rgb` (float RGB, `width` x `height`) in `colour`, with
 * 4 sub-scanlines a pixel and exact horizontal coverage, so edges are anti-aliased as a printer's are
 * once a camera sees them.
 */
export function fillContours(
  rgb: Float32Array,
  width: number,
  height: number,
  contours: Contours,
  colour: readonly [number, number, number],
  opacity = 1,
): void {
  // Edges as flat numbers (x0, y0, x1, y1, direction), top end first: thousands per line of body text.
  let count = 0;
  for (const points of contours) count += points.length / 2;
  const edges = new Float64Array(count * 5);
  let e = 0;
  let top = Infinity;
  let bottom = -Infinity;
  for (const points of contours) {
    const n = points.length / 2;
    for (let k = 0; k < n; k++) {
      const x0 = points[k * 2]!;
      const y0 = points[k * 2 + 1]!;
      const x1 = points[((k + 1) % n) * 2]!;
      const y1 = points[((k + 1) % n) * 2 + 1]!;
      if (y0 === y1) continue;
      if (y0 < y1) edges.set([x0, y0, x1, y1, 1], e);
      else edges.set([x1, y1, x0, y0, -1], e);
      e += 5;
      top = Math.min(top, y0, y1);
      bottom = Math.max(bottom, y0, y1);
    }
  }
  if (e === 0) return;
  const sub = 4;
  const coverage = new Float32Array(width + 1);
  const crossX = new Float64Array(e / 5);
  const crossDir = new Int8Array(e / 5);
  for (let y = Math.max(0, Math.floor(top)); y < Math.min(height, Math.ceil(bottom)); y++) {
    coverage.fill(0);
    let touched = false;
    for (let s = 0; s < sub; s++) {
      const sy = y + (s + 0.5) / sub;
      let m = 0;
      for (let i = 0; i < e; i += 5) {
        const y0 = edges[i + 1]!;
        const y1 = edges[i + 3]!;
        if (sy < y0 || sy >= y1) continue;
        const x = edges[i]! + ((sy - y0) * (edges[i + 2]! - edges[i]!)) / (y1 - y0);
        // Insertion sort: a scanline crosses a handful of edges.
        let j = m++;
        while (j > 0 && crossX[j - 1]! > x) {
          crossX[j] = crossX[j - 1]!;
          crossDir[j] = crossDir[j - 1]!;
          j--;
        }
        crossX[j] = x;
        crossDir[j] = edges[i + 4]!;
      }
      let winding = 0;
      for (let k = 0; k < m - 1; k++) {
        winding += crossDir[k]!;
        if (winding === 0) continue;
        const a = Math.max(0, crossX[k]!);
        const b = Math.min(width, crossX[k + 1]!);
        if (b <= a) continue;
        touched = true;
        const ia = Math.floor(a);
        const ib = Math.floor(b);
        if (ia === ib) coverage[ia]! += (b - a) / sub;
        else {
          coverage[ia]! += (ia + 1 - a) / sub;
          for (let x = ia + 1; x < ib; x++) coverage[x]! += 1 / sub;
          if (ib < width) coverage[ib]! += (b - ib) / sub;
        }
      }
    }
    if (!touched) continue;
    for (let x = 0; x < width; x++) {
      const alpha = Math.min(1, coverage[x]!) * opacity;
      if (alpha <= 0) continue;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) rgb[o + c] = rgb[o + c]! + (colour[c]! - rgb[o + c]!) * alpha;
    }
  }
}
