// The Unstable Unicorns table: every zone a group can see or count. Shared by the judge, the turn
// walker, the app and the tests; a card is named by its catalog face id ("rhinocorn").

import { baseGame, type CardFace, type Language } from './catalog.ts';
import type { CardType } from './vocabulary.ts';

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
 */
export interface HouseRules {
  costAlone?: boolean;
  ultimatePaysItself?: boolean;
  instantsAreNeighs?: boolean;
}

/** The names of the house rules, as the judge and a saved game write them. */
export const HOUSE_RULES = ['costAlone', 'ultimatePaysItself', 'instantsAreNeighs'] as const;

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
  turn: { player: number; phase: Phase };
  /** True when the 2-player variant's 32 copies are out of the game. */
  twoPlayerVariant: boolean;
  /** The table's house rules; absent: none (every reading at its default). */
  houseRules?: HouseRules;
}

/** One card in a Stable, by seat and position (two copies of a face in one Stable stay apart). */
export interface StableSpot {
  player: number;
  index: number;
}

// The catalog is read once; every rules module looks faces up through here.
const faceById = new Map<CardId, CardFace>(baseGame.cards.map((face) => [face.id, face]));

/** The catalog face of a card id; throws when the id is not in the base game (a programming error). */
export function cardFace(id: CardId): CardFace {
  const face = faceById.get(id);
  if (!face) throw new RangeError(`"${id}" is not a card of the base game`);
  return face;
}

const placeById = new Map<CardId, number>(baseGame.cards.map((face, place) => [face.id, place]));

/**
 * A face's place in the catalog (0 to 83), for counting cards by face in an array; undefined when
 * the id is not a face of the base game.
 */
export function facePlace(id: CardId): number | undefined {
  return placeById.get(id);
}

/** True when two lists hold the same cards in the same order. */
export function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** True when the id names a face of the base game. */
export function isCardId(id: string): boolean {
  return faceById.has(id);
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

/** Every face of the base game. */
export function allFaces(): readonly CardFace[] {
  return baseGame.cards;
}

/** True when the face is left in the box in a game of this many players (the 2-player variant). */
export function isOutOfGame(id: CardId, playerCount: number): boolean {
  return playerCount === 2 && cardFace(id).outWithTwoPlayers;
}

/**
 * Black-backed cards (everything but the Baby Unicorns) in play: 114, or 82 in the 2-player variant
 * (played by two players unless a table says otherwise).
 */
export function blackBackedInPlay(playerCount: number, twoPlayerVariant = playerCount === 2): number {
  let total = 0;
  for (const face of baseGame.cards) {
    if (face.type === 'baby-unicorn') continue;
    if (twoPlayerVariant && face.outWithTwoPlayers) continue;
    total += face.copies;
  }
  return total;
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

/** The Baby Unicorns not in any Stable: the Nursery is always derived from the Stables. */
export function nurseryFor(stables: readonly (readonly CardId[])[]): CardId[] {
  const inStables = new Set(stables.flat());
  return baseGame.cards
    .filter((face) => face.type === 'baby-unicorn' && !inStables.has(face.id))
    .map((face) => face.id);
}
