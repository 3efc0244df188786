// Who answers the question the table asks now: one player, or anyone at the table (a Neigh round).
// A phone bound to a seat asks this to know whether to answer live or to wait (issue 30).
import type { Decision } from './game/types.ts';

/** The one who answers: a player by seat, or the whole table (anyone may answer, as in a Neigh round). */
export type Decider = { player: number } | 'table';

/** Who answers `decision`. */
export function whoDecides(decision: Pick<Decision, 'player'>): Decider {
  return decision.player === null ? 'table' : { player: decision.player };
}

/**
 * Whether the phone of `seat` answers `decision` itself: the decision is that player's or the
 * table's. A phone with no seat (`null`: lying in the middle of the table) answers everything.
 */
export function answersOnPhoneOf(decision: Pick<Decision, 'player'>, seat: number | null): boolean {
  if (seat === null) return true;
  const decider = whoDecides(decision);
  return decider === 'table' || decider.player === seat;
}
