// The Unstable Unicorns table: every zone a group can see or count. Shared by the judge, the turn
// walker, the app and the tests; a card is named by its catalog face id ("rhinocorn").

import {
  catalogFor,
  cardFace,
  type Catalog,
  type CardFace,
  type Composition,
  type Language,
} from './catalog.ts';

export { allFaces, cardFace, facePlace, isCardId } from './catalog.ts';
import type { CardFilter, CardType, NamedKind } from './vocabulary.ts';

export type CardId = string;

export const PHASES = ['beginning', 'draw', 'action', 'end'] as const;
export type Phase = (typeof PHASES)[number];

/** A hand as the table knows it: how many cards, and which of them are known (revealed, searched, Nanny Cam). */
export interface Hand {
  count: number;
  known: CardId[];
}

export interface Seat {
  name: string;
  /** Unicorn, Upgrade and Downgrade cards in this player's Stable, in the order they entered. */
  stable: CardId[];
  hand: Hand;
}

/**
 * Readings a table chooses where real tables disagree and the seeds do not settle it (the rules
 * reference says which). Saved with a game; the judge reads them as "houseRules".
 * - costAlone: an optional triggered "pay, then do" effect (Glitter Bomb, Stable Artillery...) may
 *   be used when only the part before "then" can be done; the rest is skipped. Default false: it
 *   is offered only when all of it can be done.
 * - ultimatePaysItself (Control & Chaos): the Ultimate Unicorn entering may be one of the cards
 *   it sacrifices to pay its own cost. Default false: it pays with the other cards of the Stable.
 * - instantsAreNeighs (Control & Chaos): every Instant counts as a Neigh card (Slowdown, Wrecking
 *   Ball Unicorn, Elusive Oceloticorn also stop Unwind and Rewind...). Default false: a Neigh card
 *   is one titled Neigh (Neigh, Super Neigh).
 * - priceDisregarded (Control & Chaos): an Ultimate Unicorn played into another player's Stable
 *   whose owner cannot pay its price may be played; the owner pays as far as they can (seed 002,
 *   "disregard that action" for a card another player played). Default false: the play is refused.
 * - keptPricePays (Control & Chaos): while an Ultimate Unicorn pays its price, its own replacement
 *   (Archangel Unicorn: discard a card to keep one) may keep a card it sacrifices, and the kept
 *   card counts as paid. Default false: a card entering has no effect before its price is paid.
 * - babiesStay: a Baby Unicorn enters a Stable only from the Nursery (seed 002's card types, read
 *   strictly), so no effect steals or moves one. Default false: effects steal and move Babies like
 *   any Unicorn, as the base game plays (seed 000 only keeps them out of hands, deck and discard).
 */
export interface HouseRules {
  costAlone?: boolean;
  ultimatePaysItself?: boolean;
  instantsAreNeighs?: boolean;
  priceDisregarded?: boolean;
  keptPricePays?: boolean;
  babiesStay?: boolean;
}

/** The names of the house rules, as the judge and a saved game write them. */
export const HOUSE_RULES = [
  'costAlone',
  'ultimatePaysItself',
  'instantsAreNeighs',
  'priceDisregarded',
  'keptPricePays',
  'babiesStay',
] as const;

export interface Table {
  /** The language of the physical deck: the tiebreak counts the printed names in it. */
  language: Language;
  /** In turn order. */
  players: Seat[];
  /** Baby Unicorns not in any Stable. */
  nursery: CardId[];
  /** Cards left in the draw pile (a real deck's order is unknown). */
  deck: number;
  /** Top last. */
  discard: CardId[];
  turn: {
    player: number;
    phase: Phase;
    /**
     * Players who may play no card fitting `filter` for the rest of this turn, and the card that
     * said so (Objection: no more Neigh cards). Absent: none. Set by the walker only.
     */
    barred?: Array<{ player: number; filter: CardFilter; by: CardId }>;
  };
  /**
   * The card type named for a card in a Stable as it entered (Nightmare Pact), by its owner's seat.
   * Absent: none. Set by the walker only; it holds while that card stays in that Stable.
   */
  named?: Array<{ player: number; card: CardId; kind: NamedKind }>;
  /** True when the base game's 2-player variant is played: its listed cards stay in the box. */
  twoPlayerVariant: boolean;
  /** The table's house rules; absent: none (every reading at its default). */
  houseRules?: HouseRules;
  /**
   * The boxes the deck is made of and the table's corrections of their copies; absent: the base
   * game as printed (every table made before boxes existed), so old saves and logs read the same.
   */
  composition?: Composition;
}

/** One card in a Stable, by seat and position (two copies of a face in one Stable stay apart). */
export interface StableSpot {
  player: number;
  index: number;
}

/** True when two lists hold the same cards in the same order. */
export function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Baby, Basic, Magical and (Control & Chaos) Ultimate Unicorns are all "Unicorn cards" as printed. */
export function isUnicornType(type: CardType): boolean {
  return (
    type === 'baby-unicorn' ||
    type === 'basic-unicorn' ||
    type === 'magical-unicorn' ||
    type === 'ultimate-unicorn'
  );
}

/** Cards that may lie in a Stable: Unicorn, Upgrade and Downgrade cards. */
export function isStableType(type: CardType): boolean {
  return isUnicornType(type) || type === 'upgrade' || type === 'downgrade';
}

/** The card's name in the given language, falling back to English where the French one is unknown. */
export function cardName(id: CardId, language: Language = 'en'): string {
  const face = cardFace(id);
  return (language === 'fr' ? face.name.fr : undefined) ?? face.name.en;
}

/** The deck this table plays with: its boxes and copies (the base game as printed when it names none). */
export function catalogOf(table: { composition?: Composition | undefined }): Catalog {
  return catalogFor(table.composition);
}

/** Copies of a face in play at this table (the 2-player variant leaves the base game's listed cards out). */
export function copiesInPlay(table: Pick<Table, 'composition' | 'twoPlayerVariant'>, id: CardId): number {
  return catalogFor(table.composition).inPlay(id, table.twoPlayerVariant);
}

/** The faces of which some copy is in play at this table, in catalog order, Babies included. */
export function facesInPlay(table: Pick<Table, 'composition' | 'twoPlayerVariant'>): readonly CardFace[] {
  const catalog = catalogFor(table.composition);
  let known = inPlayFaces.get(catalog);
  if (!known) inPlayFaces.set(catalog, (known = [undefined, undefined]));
  const variant = table.twoPlayerVariant ? 1 : 0;
  return (known[variant] ??= catalog.faces.filter(
    (face) => catalog.inPlay(face.id, table.twoPlayerVariant) > 0,
  ));
}
// Rules modules ask this for most decisions: one list per deck and variant.
const inPlayFaces = new WeakMap<Catalog, [CardFace[] | undefined, CardFace[] | undefined]>();

/** Black-backed cards (everything but the Baby Unicorns) in play at this table. */
export function blackBackedInPlay(table: Pick<Table, 'composition' | 'twoPlayerVariant'>): number {
  return catalogFor(table.composition).blackBacked(table.twoPlayerVariant);
}

/**
 * Whether a game of this many players plays the base game's 2-player variant (unless a table says
 * otherwise): two players and the base game among the boxes, since only the base game lists cards
 * to leave out and a Neigh to hand out (the Control & Chaos rules have no 2-player section).
 */
export function twoPlayerVariantFor(playerCount: number, composition?: Composition): boolean {
  return playerCount === 2 && catalogFor(composition).hasBaseGame;
}

/** The card at a Stable spot; throws when the spot is empty (a programming error). */
export function cardAt(table: Table, spot: StableSpot): CardId {
  const card = table.players[spot.player]?.stable[spot.index];
  if (card === undefined)
    throw new RangeError(`no card at player ${spot.player}, Stable place ${spot.index}`);
  return card;
}

/** Every card in every Stable, with its spot, in seat order. */
export function stableSpots(table: Table): Array<StableSpot & { card: CardId }> {
  const spots: Array<StableSpot & { card: CardId }> = [];
  table.players.forEach((seat, player) =>
    seat.stable.forEach((card, index) => spots.push({ player, index, card })),
  );
  return spots;
}

/**
 * The Baby Unicorns not in any Stable: the Nursery is always derived from the Stables. A game of
 * both Control & Chaos decks holds two of each Baby, so one copy may be in a Stable, one in the Nursery.
 */
export function nurseryFor(stables: readonly (readonly CardId[])[], composition?: Composition): CardId[] {
  const inStables = new Map<CardId, number>();
  for (const card of stables.flat()) inStables.set(card, (inStables.get(card) ?? 0) + 1);
  return catalogFor(composition).babies.filter((baby) => {
    const seen = inStables.get(baby) ?? 0;
    if (seen > 0) inStables.set(baby, seen - 1);
    return seen === 0;
  });
}
