// The Unstable Unicorns table: every zone a group can see or count. Shared by the judge, the turn
// walker, the app and the tests; a card is named by its catalog face id ("rhinocorn").

import type { Language } from './catalog.ts';

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
}
