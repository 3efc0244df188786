// What the scanner's stages saw, for `npm run scan -- --trace`: every title band handed to the reader, with
// its outline, its cut, what was read and the titles it lands nearest. Recording never changes a result.
import type { Quad } from './geometry.ts';
import type { TitleMatch } from './match.ts';
import type { FaceVote, Naming } from './naming.ts';
import type { Binarise } from './title-band.ts';

/** One read of a title band, as the reader got it. */
export interface TracedRead {
  /** The outline the band was cut from (top-left first), in the pixels of the photo it was read on. */
  corners: Quad;
  binarise: Binarise;
  /** The image handed to the reader (PGM), or null when the band was blank and nothing was read. */
  band: Uint8Array | null;
  read: string;
  confidence: number;
  matches: TitleMatch[];
}

/** The two votes on one card outline and what naming.ts decided (present when the trace asks: `votes: []`). */
export interface TracedVote {
  corners: Quad;
  /** What the reads named, and whether surely. */
  title: string | null;
  sure: boolean;
  /** Whether a legible read spells the title, or its shape named it (naming.ts `TitleVote.plain`). */
  plain?: boolean;
  /** The face's best-fitting title (null: no known face in the deck). */
  face: FaceVote['best'];
  /** How far the face's best title leads the next (null: no known face). */
  lead?: number | null;
  /** Whether a legible read spells other than the face's best title (null: no known face). */
  contradicted?: boolean | null;
  /** How well the face fits the title the reads named (null: no title named, or its face not known). */
  own?: number | null;
  naming: Naming;
}

/**
 * What the whole-Stable finders found: each outline (whole: a lone card), which finder found it and whether
 * its card was listed, and, from the evidence finder, each layout kept (and each region's end card that fit
 * too little to keep, `how` saying so).
 */
export interface TracedStable {
  outlines: Array<{ corners: Quad; whole: boolean; by: 'evidence' | 'regions'; listed: boolean }>;
  layouts: Array<{ cards: Quad[]; score: number; how: string }>;
}

/** Collects what a scan saw; pass one as `trace` to recogniseCard or recogniseStable. */
export interface ScanTrace {
  reads: TracedRead[];
  votes?: TracedVote[];
  /** Filled by recogniseStable. */
  stable?: TracedStable;
}
