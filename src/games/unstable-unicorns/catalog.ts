// The Unstable Unicorns card catalog: the deck files in rules/unstable-unicorns/ and their schema,
// every known face by id (faces are facts), and the composition a game carries (boxes and copies).
//
// Two deck file shapes exist:
// - one box per file (base-2e.json): {deck, edition, cards}, each face with `copies`, a number;
//   the box is called `${deck}-${edition}` ("base-2e").
// - several boxes per file (control-chaos.json): {deck, edition, boxes, alsoHolds, cards}; each
//   face's `copies` is an object with one count per box named in `boxes` (0: not in that box), and
//   `alsoHolds` lists faces of another file that these boxes hold too, by id, with their own
//   catalogue number and copies per box (the Control & Chaos Neigh and Super Neigh ARE the base
//   faces: a game of several boxes adds their copies up).
// No other module may name a total or a card count: they all come from a Catalog below.
import { z } from 'zod';
import { Ability, CardType } from './vocabulary.ts';
import baseDeck from '../../../rules/unstable-unicorns/base-2e.json';
import controlChaosDeck from '../../../rules/unstable-unicorns/control-chaos.json';

export const Language = z.enum(['en', 'fr']);
export type Language = z.infer<typeof Language>;

const faceFacts = {
  /** Stable id in kebab case, e.g. "rhinocorn", "basic-unicorn-red". */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** Community catalogue number, e.g. "UU-Base-022" (not printed on the card). */
  number: z.string(),
  /** Catalog names; the English one may carry a community colour label: "Basic Unicorn (Red)". */
  name: z.object({ en: z.string().min(1), fr: z.string().min(1).optional() }).strict(),
  /** The title printed at the top of the card, as the scanner reads it; fr when known. */
  title: z.object({ en: z.string().min(1), fr: z.string().min(1).optional() }).strict(),
  type: CardType,
  /** Left in the box in the official 2-player game (the base game's list; no other box has one). */
  outWithTwoPlayers: z.boolean(),
  /** What the card does, in our own words (never the printed text). */
  summary: z.object({ en: z.string().min(1), fr: z.string().min(1) }).strict(),
  abilities: z.array(Ability),
};

/** One card face: what it is and does, whatever box it comes in. How many copies a game holds is the composition's business. */
export const CardFace = z.object(faceFacts).strict();
export type CardFace = z.infer<typeof CardFace>;

/** A face of a one-box deck file, with its copies in that box. */
export const DeckFace = z.object({ ...faceFacts, copies: z.number().int().positive() }).strict();
export type DeckFace = z.infer<typeof DeckFace>;

export const Deck = z
  .object({
    deck: z.string(),
    edition: z.string(),
    cards: z.array(DeckFace).min(1),
  })
  .strict();
export type Deck = z.infer<typeof Deck>;

const PerBox = z.record(z.string(), z.number().int().nonnegative());

/** A deck file holding several boxes that share faces (Control & Chaos). */
export const BoxesDeck = z
  .object({
    deck: z.string(),
    edition: z.string(),
    boxes: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).min(1),
    alsoHolds: z.array(z.object({ id: z.string(), number: z.string(), copies: PerBox }).strict()),
    cards: z.array(z.object({ ...faceFacts, copies: PerBox }).strict()).min(1),
  })
  .strict();
export type BoxesDeck = z.infer<typeof BoxesDeck>;

function fail(parsed: { error: z.ZodError }): never {
  const issue = parsed.error.issues[0]!;
  throw new Error(`deck file: ${issue.path.join('.')}: ${issue.message}`);
}

function checkIdsOnce(ids: readonly string[]): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new Error(`deck file: card id "${id}" is used twice`);
    seen.add(id);
  }
}

/** Parses a one-box deck file, throwing an error that names the card and the field when it does not fit the schema. */
export function loadDeck(raw: unknown): Deck {
  const parsed = Deck.safeParse(raw);
  if (!parsed.success) fail(parsed);
  checkIdsOnce(parsed.data.cards.map((card) => card.id));
  return parsed.data;
}

/**
 * Parses a deck file of several boxes: the schema, ids used once, every face with a count for each
 * box and no other, and every face in at least one box.
 */
export function loadBoxesDeck(raw: unknown): BoxesDeck {
  const parsed = BoxesDeck.safeParse(raw);
  if (!parsed.success) fail(parsed);
  const deck = parsed.data;
  checkIdsOnce([...deck.cards.map((card) => card.id), ...deck.alsoHolds.map((held) => held.id)]);
  const entries: Array<{ id: string; copies: Record<string, number> }> = [...deck.cards, ...deck.alsoHolds];
  for (const entry of entries) {
    const named = Object.keys(entry.copies).sort().join(',');
    if (named !== [...deck.boxes].sort().join(','))
      throw new Error(
        `deck file: "${entry.id}": copies must give a count for each box (${deck.boxes.join(', ')})`,
      );
    if (Object.values(entry.copies).every((n) => n === 0))
      throw new Error(`deck file: "${entry.id}" is in none of the boxes`);
  }
  return deck;
}

/** The 2nd-edition base game, as its file says (faces with their copies in that box). */
export const baseGame: Deck = loadDeck(baseDeck);

/** Control & Chaos: the two standalone decks, one file. */
export const controlChaos: BoxesDeck = loadBoxesDeck(controlChaosDeck);

/** The boxes a game's deck can be made of. */
export const BOX_IDS = ['base-2e', 'control', 'chaos'] as const;
export const BoxId = z.enum(BOX_IDS);
export type BoxId = z.infer<typeof BoxId>;

/** Every known face, base game first, then Control & Chaos, each in its file's order. */
const faces: readonly CardFace[] = [
  ...baseGame.cards.map(({ copies: _copies, ...face }) => face),
  ...controlChaos.cards.map(({ copies: _copies, ...face }) => face),
];

const faceById = new Map<string, CardFace>();
const placeById = new Map<string, number>();
faces.forEach((face, place) => {
  if (faceById.has(face.id)) throw new Error(`deck files: card id "${face.id}" is in two files`);
  faceById.set(face.id, face);
  placeById.set(face.id, place);
});

/** Copies of each face in each box, as the files say. */
const boxCopies: Record<BoxId, ReadonlyMap<string, number>> = (() => {
  const base = new Map(baseGame.cards.map((face) => [face.id, face.copies]));
  const perBox = (box: string): Map<string, number> => {
    const copies = new Map<string, number>();
    for (const entry of [...controlChaos.alsoHolds, ...controlChaos.cards]) {
      if (!faceById.has(entry.id)) throw new Error(`deck files: "${entry.id}" is not a face of any file`);
      const n = entry.copies[box] ?? 0;
      if (n > 0) copies.set(entry.id, n);
    }
    return copies;
  };
  return { 'base-2e': base, control: perBox('control'), chaos: perBox('chaos') };
})();

/** Every known face of every box. */
export function allFaces(): readonly CardFace[] {
  return faces;
}

/** The face of a card id, whatever box it comes from; throws when no box knows the id (a programming error). */
export function cardFace(id: string): CardFace {
  const face = faceById.get(id);
  if (!face) throw new RangeError(`"${id}" is not a card of any box`);
  return face;
}

/** True when the id names a face of some box. */
export function isCardId(id: string): boolean {
  return faceById.has(id);
}

/** A face's place among all known faces, for counting cards by face in an array; undefined for an unknown id. */
export function facePlace(id: string): number | undefined {
  return placeById.get(id);
}

/** The copies of a face in one box as printed (0 when the box does not hold it). */
export function copiesInBox(box: BoxId, id: string): number {
  return boxCopies[box].get(id) ?? 0;
}

/**
 * What a game's deck is made of: the boxes shuffled together, and the table's corrections, the
 * number of copies of a face in those boxes together where the table's cards differ from the box
 * (a lost card, another print). Saved with a game; absent means the base game as printed.
 */
export interface Composition {
  boxes: BoxId[];
  copies?: Record<string, number>;
}

/** The base game as printed: every game saved before boxes existed. */
export const BASE_COMPOSITION: Composition = Object.freeze({ boxes: ['base-2e'] }) as Composition;

/** The most copies a correction may give one face: far above any box, low enough to catch a typo. */
export const MAX_CORRECTED_COPIES = 99;

/** True for the base game as printed (old saved games carry no composition at all). */
export function isBaseComposition(composition: Composition | undefined): boolean {
  return (
    composition === undefined ||
    (composition.boxes.length === 1 &&
      composition.boxes[0] === 'base-2e' &&
      Object.keys(composition.copies ?? {}).length === 0)
  );
}

/** The composition as a game stores it: boxes in the catalog's order, corrections sorted, none left out. */
export function normalComposition(composition: Composition): Composition {
  const boxes = BOX_IDS.filter((box) => composition.boxes.includes(box));
  const entries = Object.entries(composition.copies ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? { boxes, copies: Object.fromEntries(entries) } : { boxes };
}

/** The deck a game plays with: the faces in its boxes and how many copies of each. */
export interface Catalog {
  readonly composition: Composition;
  readonly boxes: readonly BoxId[];
  /** Faces with at least one copy in this game, in catalog order (Babies included). */
  readonly faces: readonly CardFace[];
  /** True when the game's boxes hold the face (even when a correction left 0 copies). */
  inBoxes(id: string): boolean;
  /** Copies of the face in this game, corrections included, before the 2-player variant. */
  copies(id: string): number;
  /** Copies in play: the 2-player variant leaves the base game's listed cards in the box. */
  inPlay(id: string, twoPlayerVariant: boolean): number;
  /** Black-backed cards (every card but the Baby Unicorns) in play. */
  blackBacked(twoPlayerVariant: boolean): number;
  /** Baby Unicorns, one id per copy, in catalog order (two of each when both C&C decks are in). */
  readonly babies: readonly string[];
  /** True when the base game's 2-player variant can apply (it lists base cards only). */
  readonly hasBaseGame: boolean;
}

function makeCatalog(composition: Composition): Catalog {
  const boxes = BOX_IDS.filter((box) => composition.boxes.includes(box));
  const copies = new Map<string, number>();
  for (const box of boxes) for (const [id, n] of boxCopies[box]) copies.set(id, (copies.get(id) ?? 0) + n);
  const inBoxes = new Set(copies.keys());
  for (const [id, n] of Object.entries(composition.copies ?? {})) copies.set(id, n);
  const inGame = faces.filter((face) => (copies.get(face.id) ?? 0) > 0);
  const countOf = (id: string): number => copies.get(id) ?? 0;
  const inPlay = (id: string, twoPlayerVariant: boolean): number =>
    twoPlayerVariant && cardFace(id).outWithTwoPlayers ? 0 : countOf(id);
  const blackBacked = [false, true].map((variant) =>
    inGame.reduce((sum, face) => (face.type === 'baby-unicorn' ? sum : sum + inPlay(face.id, variant)), 0),
  );
  return {
    composition: normalComposition(composition),
    boxes,
    faces: inGame,
    inBoxes: (id) => inBoxes.has(id),
    copies: countOf,
    inPlay,
    blackBacked: (twoPlayerVariant) => blackBacked[twoPlayerVariant ? 1 : 0]!,
    babies: inGame
      .filter((face) => face.type === 'baby-unicorn')
      .flatMap((face) => Array.from({ length: countOf(face.id) }, () => face.id)),
    hasBaseGame: boxes.includes('base-2e'),
  };
}

// A game asks for its catalog at every rules question: built once per composition, then shared.
const byObject = new WeakMap<Composition, Catalog>();
const byKey = new Map<string, Catalog>();

/** The catalog of a composition (absent: the base game as printed). The composition must be valid (checkComposition). */
export function catalogFor(composition: Composition | undefined): Catalog {
  const wanted = composition ?? BASE_COMPOSITION;
  const known = byObject.get(wanted);
  if (known) return known;
  const key = JSON.stringify(normalComposition(wanted));
  let catalog = byKey.get(key);
  if (!catalog) {
    catalog = makeCatalog(wanted);
    byKey.set(key, catalog);
  }
  byObject.set(wanted, catalog);
  return catalog;
}

/**
 * Checks a composition from outside (a judge file, storage, the new-game form) and returns the
 * first thing wrong with it as a sentence naming the field, or null. `nameOf` gives a face's name
 * for messages (the caller's language).
 */
export function compositionProblem(
  composition: { boxes: unknown; copies?: unknown },
  nameOf: (id: string) => string = (id) => cardFace(id).name.en,
): string | null {
  const { boxes, copies } = composition;
  if (!Array.isArray(boxes) || boxes.length === 0)
    return `decks: a list of one or more boxes (${BOX_IDS.join(', ')})`;
  for (const box of boxes) {
    if (!BoxId.safeParse(box).success)
      return `decks: "${String(box)}" is not a box Stablehand knows (${BOX_IDS.join(', ')})`;
  }
  if (new Set(boxes).size !== boxes.length) return 'decks: a box is named twice';
  if (copies === undefined) return null;
  if (typeof copies !== 'object' || copies === null || Array.isArray(copies))
    return 'copies: an object giving a card name and its number of copies, e.g. {"Neigh": 12}';
  const catalog = catalogFor({ boxes: boxes as BoxId[] });
  for (const [id, n] of Object.entries(copies as Record<string, unknown>)) {
    if (!isCardId(id)) return `copies: "${id}" is not a card`;
    if (!catalog.inBoxes(id))
      return `copies: ${nameOf(id)} is not in the boxes of this game (${boxes.join(', ')})`;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > MAX_CORRECTED_COPIES)
      return `copies: ${nameOf(id)}: a whole number of copies from 0 to ${MAX_CORRECTED_COPIES}`;
  }
  return null;
}

/** A box as the players' own copy holds it: face id to copies, only where it differs from the print. */
export type BoxCopies = Partial<Record<BoxId, Record<string, number>>>;

/** True when a stored correction may stand for a face of that box: a face it prints, a count in range. */
export function fitsBox(box: BoxId, id: string, copies: unknown): boolean {
  return (
    copiesInBox(box, id) > 0 &&
    typeof copies === 'number' &&
    Number.isInteger(copies) &&
    copies >= 0 &&
    copies <= MAX_CORRECTED_COPIES
  );
}

/**
 * The composition of a new game with these boxes, the players' own boxes applied ("My box"): a
 * face's copies are the sum over the boxes of the corrected count, or the printed one. Corrections
 * that do not fit their box (an old or foreign record) are passed over.
 */
export function compositionFor(boxes: readonly BoxId[], own: BoxCopies = {}): Composition {
  const chosen = BOX_IDS.filter((box) => boxes.includes(box));
  const copies: Record<string, number> = {};
  const faces = new Set(chosen.flatMap((box) => Object.keys(own[box] ?? {})));
  for (const id of faces) {
    let printed = 0;
    let total = 0;
    for (const box of chosen) {
      const mine = own[box]?.[id];
      printed += copiesInBox(box, id);
      total += fitsBox(box, id, mine) ? mine! : copiesInBox(box, id);
    }
    if (total !== printed) copies[id] = total;
  }
  return normalComposition({ boxes: chosen, copies });
}
