// Setting up a game of 2 to 8 players (seed 000 "How to Start" and "2-Player Rules"): the deck in
// play, a Baby Unicorn in each Stable, the deal, the Nursery, and the Unicorns needed to win.
//
// The 2-player variant leaves its 32 copies in the box and gives each player one Neigh before the
// five-card deal, so each starts with six cards.

import { seededRandom } from '../../engine/game-log.ts';
import type { Language } from './catalog.ts';
import { unicornsToWin } from './scoring.ts';
import { allFaces, blackBackedInPlay, nurseryFor, type CardId, type Table } from './table.ts';

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
  /** True for two players: the 32 copies out, a Neigh to each. */
  twoPlayerVariant: boolean;
}

function checkPlayerCount(players: number): void {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) {
    throw new RangeError(`Unstable Unicorns takes ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${players}`);
  }
}

/** The counts after setting up a game of this many players. */
export function setupCounts(players: number): SetupCounts {
  checkPlayerCount(players);
  const twoPlayerVariant = players === 2;
  const hand = STARTING_HAND + (twoPlayerVariant ? 1 : 0);
  const babies = allFaces().filter((face) => face.type === 'baby-unicorn').length;
  return {
    deck: blackBackedInPlay(players) - hand * players,
    hand,
    nursery: babies - players,
    unicornsToWin: unicornsToWin(players),
    twoPlayerVariant,
  };
}

/** Every black-backed card in play for this many players, one id per copy, in catalog order. */
export function deckInPlay(players: number): CardId[] {
  checkPlayerCount(players);
  return allFaces().flatMap((face) =>
    face.type === 'baby-unicorn' || (players === 2 && face.outWithTwoPlayers)
      ? []
      : Array.from({ length: face.copies }, () => face.id),
  );
}

/** A table right after setup, with hands as counts (nobody has looked at them yet). */
export function setupTable(
  names: readonly string[],
  options: { babies?: readonly CardId[]; language?: Language } = {},
): Table {
  const counts = setupCounts(names.length);
  const babyIds = allFaces()
    .filter((face) => face.type === 'baby-unicorn')
    .map((face) => face.id);
  const babies = options.babies ?? babyIds.slice(0, names.length);
  if (babies.length !== names.length || new Set(babies).size !== babies.length) {
    throw new RangeError('each player takes a different Baby Unicorn');
  }
  for (const baby of babies) {
    if (!babyIds.includes(baby)) throw new RangeError(`"${baby}" is not a Baby Unicorn`);
  }
  const stables = names.map((_name, seat) => [babies[seat]!]);
  return {
    language: options.language ?? 'en',
    players: names.map((name, seat) => ({
      name,
      stable: stables[seat]!,
      hand: { count: counts.hand, known: [] },
    })),
    nursery: nurseryFor(stables),
    deck: counts.deck,
    discard: [],
    turn: { player: 0, phase: 'beginning' },
    twoPlayerVariant: counts.twoPlayerVariant,
  };
}

/** A shuffled deal: the hands (2-player Neigh first) and the deck, top first, from a seed. */
export function deal(players: number, seed: number): { hands: CardId[][]; deck: CardId[] } {
  const counts = setupCounts(players);
  const random = seededRandom(seed);
  const pool = deckInPlay(players);
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
