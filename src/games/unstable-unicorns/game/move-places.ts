// Where Fix the table's "Move a card" may take a card from and put it: only the zones the rules of
// corrections accept (no Basic Unicorn into the Nursery, no Magic card into a Stable), seen ones first.
import { RuleError } from '../../../engine/game-log.ts';
import { cardFace, isStableType, type CardId } from '../table.ts';
import { checkCorrection, holds } from './corrections.ts';
import type { TableState, Zone } from './types.ts';

/** The zones a card may be in now: where it is seen first, then the hands and the deck that may hide it. */
export function moveOrigins(t: TableState, card: CardId): Zone[] {
  const seats = t.players.map((_s, p) => p);
  const zones: Zone[] = [
    ...seats.map((p) => ({ stable: p })),
    { discard: true },
    { nursery: true },
    { pile: true },
    ...seats.map((p) => ({ hand: p })),
    { deck: true },
  ];
  return zones.filter((zone) => holds(t, zone, card));
}

/**
 * The zones the card may be moved to from `from`: every Stable (for a card that stays in one), each
 * hand face up and face down, the discard pile, the deck, the Nursery and the Neigh pile, as far as
 * the correction would be accepted.
 */
export function moveDestinations(t: TableState, card: CardId, from: Zone): Zone[] {
  const seats = t.players.map((_s, p) => p);
  const stays = isStableType(cardFace(card).type);
  const zones: Zone[] = [
    ...(stays ? seats.map((p) => ({ stable: p })) : []),
    ...seats.map((p) => ({ hand: p })),
    ...seats.map((p) => ({ hand: p, known: false })),
    { discard: true },
    { deck: true },
    { nursery: true },
    { pile: true },
  ];
  return zones.filter((to) => accepted(t, card, from, to));
}

function accepted(t: TableState, card: CardId, from: Zone, to: Zone): boolean {
  try {
    checkCorrection(t, { kind: 'move', card, from, to });
    return true;
  } catch (error) {
    if (error instanceof RuleError) return false;
    throw error;
  }
}
