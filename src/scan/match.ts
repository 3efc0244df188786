// Matches what tesseract read against the printed titles of a deck plus learned names, fuzzily, and ranks
// the best three distinct titles; a title shared by several faces (BABY UNICORN) answers with one of them.
import { NAMING } from './naming-rules.ts';
import { distance } from 'fastest-levenshtein';
import type { CardFace, Language } from '../games/unstable-unicorns/catalog.ts';
import type { LearnedNames } from './learned-names.ts';
import { compactTitle, normaliseTitle } from './normalise.ts';

/**
 * Taken off the similarity (0..1) of the read and a title compared without their spaces and hyphens, so a
 * match found only so ranks a little below an equal one with the spaces.
 */
const SPACELESS_PENALTY = 0.02;
/** Confidences are given to two decimal places: rounded to this many steps per 1. */
export const CONFIDENCE_STEPS = 100;

/** One candidate card for a read title. */
export interface TitleMatch {
  /** The face's catalog id; for a shared title, the first face of the deck that prints it. */
  faceId: string;
  /** The face's catalog name in the chosen language (English when it has no name in that language). */
  card: string;
  /** The printed title (or learned text) that matched. */
  title: string;
  /** 0..1: how close the read text is to this title. */
  confidence: number;
  /** Whether the match came from the catalog or from a name the player taught. */
  source: 'printed' | 'learned';
  /**
   * Best match only, 0..1: how much of what tells this title from the runner-up (the two titles without
   * the start and end they share, e.g. SPY and MAMA of SPY / MAMA UNICORN) shows in the read.
   */
  telling?: number;
}

interface Candidate {
  key: string;
  compact: string;
  faceId: string;
  title: string;
  source: 'printed' | 'learned';
}

/** Similarity 0..1 of two normalised strings by edit distance, forgiving lost or extra spaces. */
export function titleSimilarity(read: string, title: string): number {
  if (!read || !title) return 0;
  const spaced = 1 - distance(read, title) / Math.max(read.length, title.length);
  const a = read.replace(/[ -]/g, '');
  const b = title.replace(/[ -]/g, '');
  const compact = a && b ? 1 - distance(a, b) / Math.max(a.length, b.length) : 0;
  return Math.max(0, spaced, compact - SPACELESS_PENALTY);
}

/**
 * Edit distance from `part` to its closest stretch anywhere in `text` (the stretch's start and end are
 * free): how well the read shows that part, wherever the rest of the read went.
 */
export function partDistance(part: string, text: string): number {
  let previous = new Uint16Array(text.length + 1);
  let current = new Uint16Array(text.length + 1);
  for (let i = 1; i <= part.length; i++) {
    current[0] = i;
    for (let j = 1; j <= text.length; j++) {
      const substitute = previous[j - 1]! + (part[i - 1] === text[j - 1] ? 0 : 1);
      current[j] = Math.min(substitute, previous[j]! + 1, current[j - 1]! + 1);
    }
    [previous, current] = [current, previous];
  }
  return part.length === 0 ? 0 : Math.min(...previous);
}

/**
 * Share (0..1) of the part telling `title` from `runnerUp` that the read shows: both titles lose the
 * start and end they share, and what is left of `title` is looked for anywhere in the read. A garbled
 * read that only got the common "UNICORN" right scores low whichever ... UNICORN it lands on.
 */
export function tellingShare(read: string, title: string, runnerUp: string): number {
  const part = tellingPart(title, runnerUp);
  if (!part) return 1;
  return Math.max(0, 1 - partDistance(part, read.replace(/[ -]/g, '')) / part.length);
}

/** What is left of `title` (without spaces and hyphens) once the start and end it shares with `runnerUp` are cut off. */
export function tellingPart(title: string, runnerUp: string): string {
  const a = title.replace(/[ -]/g, '');
  const b = runnerUp.replace(/[ -]/g, '');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  return a.slice(start, a.length - end);
}

export interface TitleMatcherOptions {
  /** The faces whose titles may be read: a deck file, or the faces of a game's boxes. */
  deck: { readonly cards: readonly CardFace[] };
  /** Printed titles in these languages are candidates; default both. */
  languages?: readonly Language[];
  /** Language for the returned card names; default the first of `languages`. */
  nameLanguage?: Language;
  learned?: LearnedNames;
}

/** Ranks titles for read text: returns up to `count` distinct titles, best first. */
export interface TitleMatcher {
  (read: string, count?: number): TitleMatch[];
  /** The printed titles it knows (one per distinct title, with the first face printing it). */
  printed: ReadonlyArray<{ readonly title: string; readonly faceId: string }>;
}

/** Builds a matcher over a deck's printed titles (in the chosen languages) and the learned names. */
export function makeTitleMatcher(options: TitleMatcherOptions): TitleMatcher {
  const languages = options.languages ?? (['en', 'fr'] as const);
  const nameLanguage = options.nameLanguage ?? languages[0] ?? 'en';
  const faces = new Map(options.deck.cards.map((face) => [face.id, face]));
  const printed: Candidate[] = [];
  const seen = new Set<string>();
  for (const face of options.deck.cards) {
    for (const language of languages) {
      const title = face.title[language];
      if (!title) continue;
      const key = normaliseTitle(title);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      printed.push({ key, compact: key.replace(/[ -]/g, ''), faceId: face.id, title, source: 'printed' });
    }
  }
  const match = (raw: string, count = 3): TitleMatch[] => {
    const read = normaliseTitle(raw);
    if (!read) return [];
    const learned: Candidate[] = (options.learned?.all() ?? [])
      .filter((entry) => faces.has(entry.faceId))
      .map((entry) => ({
        key: entry.text,
        compact: entry.text.replace(/[ -]/g, ''),
        faceId: entry.faceId,
        title: entry.text,
        source: 'learned',
      }));
    const scored = [...learned, ...printed]
      .map((candidate) => ({ candidate, score: titleSimilarity(read, candidate.key) }))
      .sort((a, b) => b.score - a.score);
    const out: TitleMatch[] = [];
    const faceSeen = new Set<string>();
    for (const { candidate, score } of scored) {
      if (faceSeen.has(candidate.faceId)) continue;
      faceSeen.add(candidate.faceId);
      const face = faces.get(candidate.faceId)!;
      out.push({
        faceId: candidate.faceId,
        card: face.name[nameLanguage] ?? face.name.en,
        title: candidate.title,
        confidence: Math.round(score * CONFIDENCE_STEPS) / CONFIDENCE_STEPS,
        source: candidate.source,
      });
      if (out.length >= count) break;
    }
    // The runner-up is the next distinct title, whether or not the caller asked for it.
    const top = scored[0];
    const next = top && scored.find((s) => s.candidate.faceId !== top.candidate.faceId);
    if (out[0] && top && next) out[0].telling = tellingShare(read, top.candidate.key, next.candidate.key);
    return out;
  };
  return Object.assign(match, {
    printed: printed.map(({ title, faceId }) => ({ title, faceId })),
  });
}

/** Below this, the read text is not any card we know: no card. */
const ACCEPT = NAMING.read.accept;
/**
 * Share of what tells the best title from the runner-up that the read must show: a garbled read that
 * got only the common "UNICORN" right must not name whichever ... UNICORN it lands nearest. Two of the
 * three letters of SPY; a blurred PROSPECTING that shows 3 of PROSPECT (against SPRING CLEANING) passes.
 */
const TELLING = NAMING.read.telling;
/** Titles this short (letters) need a closer read: YAY, NEIGH. */
const SHORT = NAMING.read.short;
const SHORT_ACCEPT = NAMING.read.shortAccept;

/** A read is a card only this close to a known title. */
export function isAccepted(matches: readonly TitleMatch[]): boolean {
  const top = matches[0];
  if (!top) return false;
  // One wrong letter in YAY is a third of it: a blurred "AY" or "BAY" must not name it.
  return (
    top.confidence >= (compactTitle(top.title).length <= SHORT ? SHORT_ACCEPT : ACCEPT) &&
    (top.telling ?? 1) >= TELLING
  );
}
