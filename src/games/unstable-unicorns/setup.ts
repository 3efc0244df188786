// Setting up a game of 2 to 8 players (seed 000 "How to Start" and "2-Player Rules"): the deck in
// play, a Baby Unicorn in each Stable, the deal, the Nursery, and the Unicorns needed to win.
//
// Every count follows the game's composition (its boxes and copies). The base game's 2-player
// variant leaves its listed cards in the box and gives each player one Neigh before the five-card
// deal, so each starts with six cards; the Control & Chaos rules have no such variant.

import { seededRandom } from '../../engine/game-log.ts';
import {
  catalogFor,
  type Composition,
  isBaseComposition,
  normalComposition,
  type Language,
} from './catalog.ts';
import { unicornsToWin } from './scoring.ts';
import { blackBackedInPlay, nurseryFor, twoPlayerVariantFor, type CardId, type Table } from './table.ts';

/** The fewest and most players the base game takes. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;

/** Cards dealt to each player at the start. */
export const STARTING_HAND = 5;

/** The counts a group checks after setting up. */
export interface SetupCounts {
  /** Cards left in the deck after the deal. */
  deck: number;
  /** Cards in each player's hand (the 2-player Neigh included). */
  hand: number;
  /** Baby Unicorns left in the Nursery once each player has taken one. */
  nursery: number;
  unicornsToWin: number;
  /** True for two players with the base game: its listed cards out, a Neigh to each. */
  twoPlayerVariant: boolean;
}

function checkPlayerCount(players: number): void {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`Unstable Unicorns takes ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`);
  }
}

/** Throws when the composition's Babies or cards cannot go round this many players. */
function checkEnough(
  players: number,
  composition: Composition | undefined,
  hand: number,
  twoPlayerVariant: boolean,
): void {
  const catalog = catalogFor(composition);
  if (catalog.babies.length < players)
    throw new RangeError(
      `the boxes hold ${catalog.babies.length} Baby Unicorns, not one for each of ${players} players`,
    );
  if (catalog.blackBacked(twoPlayerVariant) < hand * players)
    throw new RangeError(`the boxes hold too few cards to deal ${hand} to each of ${players} players`);
}

/** The counts after setting up a game of this many players with these boxes (default: the base game). */
export function setupCounts(players: number, composition?: Composition): SetupCounts {
  checkPlayerCount(players);
  const twoPlayerVariant = twoPlayerVariantFor(players, composition);
  const hand = STARTING_HAND + (twoPlayerVariant ? 1 : 0);
  checkEnough(players, composition, hand, twoPlayerVariant);
  const babies = catalogFor(composition).babies.length;
  return {
    deck: blackBackedInPlay({ composition, twoPlayerVariant }) - hand * players,
    hand,
    nursery: babies - players,
    unicornsToWin: unicornsToWin(players),
    twoPlayerVariant,
  };
}

/** Every black-backed card in play for this many players, one id per copy, in catalog order. */
export function deckInPlay(players: number, composition?: Composition): CardId[] {
  checkPlayerCount(players);
  const catalog = catalogFor(composition);
  const twoPlayerVariant = twoPlayerVariantFor(players, composition);
  return catalog.faces.flatMap((face) =>
    face.type === 'baby-unicorn'
      ? []
      : Array.from({ length: catalog.inPlay(face.id, twoPlayerVariant) }, () => face.id),
  );
}

/** The composition as a table carries it: nothing for the base game as printed, so old tables stay as they were. */
export function compositionField(composition: Composition | undefined): { composition?: Composition } {
  return isBaseComposition(composition) ? {} : { composition: normalComposition(composition!) };
}

/** True when these Babies can be taken from the boxes: no face more often than its copies. */
export function babiesFit(babies: readonly CardId[], composition?: Composition): boolean {
  const catalog = catalogFor(composition);
  const left = new Map<CardId, number>();
  for (const baby of catalog.babies) left.set(baby, (left.get(baby) ?? 0) + 1);
  for (const baby of babies) {
    const n = left.get(baby) ?? 0;
    if (n === 0) return false;
    left.set(baby, n - 1);
  }
  return true;
}

/** A table right after setup, with hands as counts (nobody has looked at them yet). */
export function setupTable(
  names: readonly string[],
  options: { babies?: readonly CardId[]; language?: Language; composition?: Composition } = {},
): Table {
  const { composition } = options;
  const counts = setupCounts(names.length, composition);
  const babyIds = catalogFor(composition).babies;
  const babies = options.babies ?? [...new Set(babyIds)].slice(0, names.length);
  for (const baby of babies) {
    if (!babyIds.includes(baby)) throw new RangeError(`"${baby}" is not a Baby Unicorn of these boxes`);
  }
  if (babies.length !== names.length || !babiesFit(babies, composition)) {
    throw new RangeError('each player takes a different Baby Unicorn');
  }
  const stables = names.map((_name, seat) => [babies[seat]!]);
  return {
    language: options.language ?? 'en',
    players: names.map((name, seat) => ({
      name,
      stable: stables[seat]!,
      hand: { count: counts.hand, known: [] },
    })),
    nursery: nurseryFor(stables, composition),
    deck: counts.deck,
    discard: [],
    turn: { player: 0, phase: 'beginning' },
    twoPlayerVariant: counts.twoPlayerVariant,
    ...compositionField(composition),
  };
}

/** A shuffled deal: the hands (2-player Neigh first) and the deck, top first, from a seed. */
export function deal(
  players: number,
  seed: number,
  composition?: Composition,
): { hands: CardId[][]; deck: CardId[] } {
  const counts = setupCounts(players, composition);
  const random = seededRandom(seed);
  const pool = deckInPlay(players, composition);
  const hands: CardId[][] = Array.from({ length: players }, () => []);
  if (counts.twoPlayerVariant) {
    for (const hand of hands) {
      pool.splice(pool.indexOf('neigh'), 1);
      hand.push('neigh');
    }
  }
  // Fisher-Yates, so one seed always gives the same game.
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  for (let round = 0; round < STARTING_HAND; round++) {
    for (const hand of hands) hand.push(pool.shift()!);
  }
  return { hands, deck: pool };
}
