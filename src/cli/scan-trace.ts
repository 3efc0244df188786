// `npm run scan -- --trace OUT PHOTO`: what each stage of the scan saw, as OUT.json and OUT.png (the photo
// with the candidate and chosen outlines and the title bands drawn, then the rectified cards and each band read).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PNG } from 'pngjs';
import { findCard, regionOutline, regionQuad, whiteRegions, whiteThreshold } from '../scan/find-card.ts';
import {
  cardCandidates,
  chooseCandidate,
  looksLikeCard,
  type Candidate as Evidence,
} from '../scan/find-by-evidence.ts';
import type { Point, Quad } from '../scan/geometry.ts';
import { project } from '../scan/geometry.ts';
import { paperWhiteness, type GreyImage, type RgbaImage } from '../scan/pixels.ts';
import type { Recognition } from '../scan/recognise.ts';
import { shrinkPhoto } from '../scan/recognise.ts';
import type { StableCard } from '../scan/stable.ts';
import { CARD_HEIGHT, CARD_WIDTH, TITLE_BAND } from '../scan/card-layout.ts';
import { cardToPhoto, sampleCard, uprightScore } from '../scan/title-band.ts';
import type { ScanTrace } from '../scan/trace.ts';

/** findCard's own search size: the whiteness copy it cuts at Otsu's threshold. */
const FIND_CARD_SIZE = 360;
/** A white region this share of the search copy or more is drawn as a candidate. */
const CANDIDATE_SHARE = 0.005;
const PREVIEW_SIDE = 1000;
const CARD_THUMB = 0.25;
const BAND_HEIGHT = 48;

type Rgb = [number, number, number];
const COLOURS: Record<'candidate' | 'card' | 'named' | 'unnamed' | 'band' | 'read', Rgb> = {
  candidate: [255, 200, 0],
  card: [255, 120, 0],
  named: [0, 220, 60],
  unnamed: [255, 40, 40],
  band: [0, 200, 255],
  read: [0, 200, 255],
};

interface Candidate {
  quad: Quad | null;
  /** The region's share of the search copy. */
  share: number;
  /** The finder's evidence says card (drawn orange and thicker). */
  card?: boolean;
}

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/** The evidence finder's candidates as the JSON lists them: corners, each share of evidence, the score. */
const evidenceJson = (c: Evidence, chosen: boolean) => ({
  corners: roundQuad(c.corners),
  cut: c.cut,
  area: Math.round(c.area),
  paper: r3(c.paper),
  triangles: r3(c.triangles),
  art: r3(c.art),
  outside: r3(c.outside),
  lighterOutside: r3(c.lighterOutside),
  score: r3(c.score),
  looksLikeCard: looksLikeCard(c),
  ...(chosen ? { chosen: true } : {}),
});

/** Corners as [x, y] pairs to a tenth of a pixel. */
const roundQuad = (q: readonly Point[]) =>
  q.map((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10]);
/** Indented JSON with each [x, y] pair on one line. */
const jsonText = (value: unknown) =>
  `${JSON.stringify(value, null, 1).replace(/\[\s+(-?[\d.]+),\s+(-?[\d.]+)\s+\]/g, '[$1, $2]')}\n`;

/** findCard's candidates: every white region of its Otsu cut large enough to matter, with its four sides. */
function whitestCandidates(photo: RgbaImage): { threshold: number | null; candidates: Candidate[] } {
  const step = Math.max(1, Math.floor(Math.max(photo.width, photo.height) / FIND_CARD_SIZE));
  const white = paperWhiteness(photo, step);
  const threshold = whiteThreshold(white);
  if (threshold === null) return { threshold, candidates: [] };
  const regions = whiteRegions(white, threshold);
  const total = white.width * white.height;
  const candidates: Candidate[] = [];
  for (let label = 1; label < regions.sizes.length; label++) {
    const share = regions.sizes[label]! / total;
    if (share < CANDIDATE_SHARE) continue;
    const quad = regionQuad(regionOutline(regions, label));
    candidates.push({
      quad: quad && (quad.map((p) => ({ x: p.x * step, y: p.y * step })) as Quad),
      share,
    });
  }
  candidates.sort((a, b) => b.share - a.share);
  return { threshold, candidates };
}

/** Reads a PGM (P5) the scanner made back into grey pixels. */
function decodePgm(bytes: Uint8Array): GreyImage {
  const text = new TextDecoder().decode(bytes.subarray(0, 64));
  const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(text);
  if (!match) throw new Error('not a PGM the scanner made');
  const width = Number(match[1]);
  const height = Number(match[2]);
  const at = match[0].length;
  return { width, height, data: bytes.subarray(at, at + width * height) };
}

/** A canvas of RGB pixels to draw the trace on. */
class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4).fill(255);
  }
  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    this.data[i] = r;
    this.data[i + 1] = g;
    this.data[i + 2] = b;
  }
  /** Copies an image in at (left, top), scaled by `scale` (nearest pixel). */
  paste(image: RgbaImage | GreyImage, left: number, top: number, scale: number): void {
    const channels = image.data.length === image.width * image.height ? 1 : 4;
    const width = Math.floor(image.width * scale);
    const height = Math.floor(image.height * scale);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i =
          (Math.min(image.height - 1, Math.floor(y / scale)) * image.width +
            Math.min(image.width - 1, Math.floor(x / scale))) *
          channels;
        const v = image.data;
        this.set(left + x, top + y, channels === 1 ? [v[i]!, v[i]!, v[i]!] : [v[i]!, v[i + 1]!, v[i + 2]!]);
      }
  }
  line(a: Point, b: Point, colour: Rgb, thickness: number): void {
    const steps = Math.ceil(Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y))) + 1;
    const half = Math.floor(thickness / 2);
    for (let s = 0; s <= steps; s++) {
      const x = Math.round(a.x + ((b.x - a.x) * s) / steps);
      const y = Math.round(a.y + ((b.y - a.y) * s) / steps);
      for (let dy = -half; dy <= half; dy++)
        for (let dx = -half; dx <= half; dx++) this.set(x + dx, y + dy, colour);
    }
  }
  polygon(points: readonly Point[], colour: Rgb, thickness: number): void {
    for (let k = 0; k < points.length; k++)
      this.line(points[k]!, points[(k + 1) % points.length]!, colour, thickness);
  }
  png(): Uint8Array {
    const png = new PNG({ width: this.width, height: this.height });
    png.data.set(this.data);
    return new Uint8Array(PNG.sync.write(png));
  }
}

/** The title band's outline on a card outline, in the same pixels. */
const bandOutline = (corners: Quad): Point[] => {
  const h = cardToPhoto(corners);
  const { x, y, width, height } = TITLE_BAND;
  return [
    { x, y },
    { x: x + width, y },
    { x: x + width, y: y + height },
    { x, y: y + height },
  ].map((p) => project(h, p));
};

interface Drawn {
  corners: Quad;
  named: boolean;
}

/**
 * Draws the trace: the photo (long side PREVIEW_SIDE) with candidates (yellow), chosen outlines (green
 * named, red not), their title bands (blue); under it the rectified cards; then every band read, in order.
 */
function drawTrace(
  photo: RgbaImage,
  candidates: readonly Candidate[],
  outlines: readonly Drawn[],
  trace: ScanTrace,
  namedTitles: ReadonlySet<string>,
): Uint8Array {
  const scale = Math.min(1, PREVIEW_SIDE / Math.max(photo.width, photo.height));
  const preview = { width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
  const thumbs = outlines.map((o) =>
    sampleCard(
      photo,
      cardToPhoto(o.corners),
      { x: 0, y: 0, width: CARD_WIDTH, height: CARD_HEIGHT },
      CARD_THUMB * Math.min(1, scale * 4),
    ),
  );
  const thumbW = thumbs[0]?.width ?? 0;
  const thumbH = thumbs[0]?.height ?? 0;
  const perRow = Math.max(1, Math.floor(Math.max(preview.width, 600) / (thumbW + 8)));
  const thumbRows = Math.ceil(thumbs.length / perRow);
  const bands = trace.reads.map((r) => (r.band ? decodePgm(r.band) : null));
  const width = Math.max(preview.width, 600);
  const height = preview.height + 8 + thumbRows * (thumbH + 8) + bands.length * (BAND_HEIGHT + 6) + 8;
  const canvas = new Canvas(width, height);
  canvas.paste(photo, 0, 0, scale);
  const at = (q: readonly Point[], s: number) => q.map((p) => ({ x: p.x * s, y: p.y * s }));
  for (const c of candidates)
    if (c.quad) canvas.polygon(at(c.quad, scale), c.card ? COLOURS.card : COLOURS.candidate, c.card ? 2 : 1);
  for (const o of outlines) {
    canvas.polygon(at(o.corners, scale), o.named ? COLOURS.named : COLOURS.unnamed, 3);
    canvas.polygon(at(bandOutline(o.corners), scale), COLOURS.band, 1);
  }
  for (const [k, thumb] of thumbs.entries()) {
    const left = (k % perRow) * (thumbW + 8);
    const top = preview.height + 8 + Math.floor(k / perRow) * (thumbH + 8);
    canvas.paste(thumb, left, top, 1);
    canvas.polygon(
      [
        { x: left, y: top },
        { x: left + thumbW - 1, y: top },
        { x: left + thumbW - 1, y: top + thumbH - 1 },
        { x: left, y: top + thumbH - 1 },
      ],
      outlines[k]!.named ? COLOURS.named : COLOURS.unnamed,
      1,
    );
  }
  let top = preview.height + 8 + thumbRows * (thumbH + 8);
  for (const [k, band] of bands.entries()) {
    // A mark by each read: green when it lands nearest a title the scan named.
    const best = trace.reads[k]!.matches[0];
    const mark = best && namedTitles.has(best.title) ? COLOURS.named : COLOURS.read;
    for (let y = 0; y < BAND_HEIGHT; y++) for (let x = 0; x < 6; x++) canvas.set(x, top + y, mark);
    if (band) canvas.paste(band, 10, top, Math.min(BAND_HEIGHT / band.height, (width - 12) / band.width));
    top += BAND_HEIGHT + 6;
  }
  return canvas.png();
}

const readJson = (trace: ScanTrace) =>
  trace.reads.map((r, k) => ({
    read: k,
    corners: roundQuad(r.corners),
    cut: r.binarise.cut,
    ...(r.binarise.search ? { search: true } : {}),
    ...(r.binarise.deblur !== undefined ? { deblur: Math.round(r.binarise.deblur * 100) / 100 } : {}),
    blank: r.band === null,
    text: r.read,
    confidence: r.confidence,
    matches: r.matches
      .slice(0, 3)
      .map((m) => ({ title: m.title, confidence: Math.round(m.confidence * 1000) / 1000 })),
  }));

/** OUT.json and OUT.png for a single-card scan (`recogniseCard` reads a shrunk copy: its pixels are used). */
export function writeCardTrace(
  out: string,
  file: string,
  input: RgbaImage,
  result: Recognition,
  trace: ScanTrace,
): void {
  const photo = shrinkPhoto(input);
  const { threshold, candidates } = whitestCandidates(photo);
  // The finder recogniseCard asks first (find-by-evidence.ts): the candidate it takes for the card.
  const evidence = cardCandidates(photo);
  const byEvidence = chooseCandidate(evidence);
  const whitest = findCard(photo);
  const chosen = byEvidence
    ? { corners: byEvidence.corners, coverage: byEvidence.area / (photo.width * photo.height) }
    : typeof whitest === 'string'
      ? null
      : whitest;
  const json = {
    file,
    photo: { width: input.width, height: input.height },
    readOn: { width: photo.width, height: photo.height, note: 'corners below are in these pixels' },
    find: {
      by: byEvidence ? 'evidence' : 'whitest',
      /** Every outline the evidence finder weighed, best score first. */
      candidates: evidence.map((c) => evidenceJson(c, c === byEvidence)),
      whitest: {
        whiteThreshold: threshold,
        regions: candidates.map((c) => ({
          share: Math.round(c.share * 1000) / 1000,
          corners: c.quad && roundQuad(c.quad),
        })),
        chosen: typeof whitest === 'string' ? whitest : roundQuad(whitest.corners),
      },
      chosen: chosen
        ? {
            corners: roundQuad(chosen.corners),
            coverage: Math.round(chosen.coverage * 1000) / 1000,
            upright: Math.round(uprightScore(photo, chosen.corners) * 1000) / 1000,
          }
        : whitest,
    },
    reads: readJson(trace),
    votes: voteJson(trace),
    result: result.found
      ? {
          named: true,
          title: result.matches[0]!.title,
          confidence: result.matches[0]!.confidence,
          byShape: result.byShape ?? false,
          corners: roundQuad(result.corners),
        }
      : { named: false, reason: result.reason, read: result.read },
  };
  const named = result.found;
  const outlines: Drawn[] = result.corners
    ? [{ corners: result.corners, named }]
    : chosen
      ? [{ corners: chosen.corners, named }]
      : [];
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(`${out}.json`, jsonText(json));
  writeFileSync(
    `${out}.png`,
    drawTrace(
      photo,
      evidence.map((c) => ({ quad: c.corners, share: c.area, card: looksLikeCard(c) })),
      outlines,
      trace,
      new Set(result.found ? [result.matches[0]!.title] : []),
    ),
  );
}

/** OUT.json and OUT.png for a whole-Stable scan (read on the photo's own pixels). */
export function writeStableTrace(
  out: string,
  file: string,
  photo: RgbaImage,
  cards: readonly StableCard[],
  trace: ScanTrace,
): void {
  // What recogniseStable's own finder found (the trace never runs a finder of its own).
  const found = trace.stable ?? { outlines: [], layouts: [] };
  const json = {
    file,
    photo: { width: photo.width, height: photo.height },
    find: {
      outlines: found.outlines.map((o) => ({
        corners: roundQuad(o.corners),
        whole: o.whole,
        by: o.by,
        listed: o.listed,
      })),
      layouts: found.layouts.map((l) => ({
        how: l.how,
        score: Math.round(l.score * 1000) / 1000,
        cards: l.cards.map(roundQuad),
      })),
    },
    reads: readJson(trace),
    votes: voteJson(trace),
    result: cards.map((c) => ({
      named: c.named,
      title: c.named ? c.matches[0]!.title : null,
      confidence: c.matches[0]?.confidence ?? 0,
      read: c.read,
      byShape: c.byShape ?? false,
      corners: roundQuad(c.corners),
    })),
  };
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(`${out}.json`, jsonText(json));
  writeFileSync(
    `${out}.png`,
    drawTrace(
      photo,
      [],
      cards.map((c) => ({ corners: c.corners, named: c.named })),
      trace,
      new Set(cards.filter((c) => c.named).map((c) => c.matches[0]!.title)),
    ),
  );
}

/** The title's and the face's votes on each outline, and what naming.ts decided (src/scan/naming.ts). */
function voteJson(trace: ScanTrace) {
  return (trace.votes ?? []).map((v) => ({
    corners: roundQuad(v.corners),
    title: v.title,
    sure: v.sure,
    face: v.face && { title: v.face.title, score: Math.round(v.face.score * 1000) / 1000 },
    naming: v.naming,
  }));
}
