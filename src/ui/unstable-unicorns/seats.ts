// Where each player sits around a phone lying in the middle of the table, so each Stable can face its
// player; chosen at new game, with a default that follows the turn order around the table.

/** A side of the phone, as seen from above with the phone's bottom edge toward the first player. */
export type Side = 'bottom' | 'left' | 'top' | 'right';

/** Clockwise around the phone from its bottom edge, the way turns go (seed 000: play goes clockwise). */
export const SIDES: readonly Side[] = ['bottom', 'left', 'top', 'right'];

/** The most players the around-the-table view serves; more than that use the list. */
export const MOST_AROUND = 4;

/**
 * Where players sit by default, in turn order: facing each other with two, around with three or four;
 * with five to eight, spread evenly round the table, each at the edge of the phone nearest them.
 */
export function defaultSides(players: number): Side[] {
  if (players === 2) return ['bottom', 'top'];
  if (players === 3) return ['bottom', 'left', 'right'];
  if (players <= 4) return SIDES.slice(0, players);
  return Array.from({ length: players }, (_, i) => SIDES[Math.round((i * 4) / players) % 4]!);
}

/** The sides a saved game keeps, or the default when it has none (older games) or they do not fit. */
export function sidesOf(saved: readonly string[] | undefined, players: number): Side[] {
  if (saved && saved.length === players && saved.every((side) => (SIDES as readonly string[]).includes(side)))
    return saved as Side[];
  return defaultSides(players);
}

/**
 * The sides as seen from one player's phone (a phone bound to a seat): the whole table turned so
 * that player sits at the bottom edge, every other player keeping their place around them.
 */
export function sidesFrom(sides: readonly Side[], seat: number | null): Side[] {
  const own = seat === null ? undefined : sides[seat];
  if (own === undefined) return [...sides];
  const turn = SIDES.indexOf(own);
  return sides.map((side) => SIDES[(SIDES.indexOf(side) - turn + SIDES.length) % SIDES.length]!);
}
