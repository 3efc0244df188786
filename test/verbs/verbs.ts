// Helpers for the verb modules' own tests: the module asked from the registry by its verb (a verb
// without a module fails naming it), and its "can it be done" asked on a plain table.
import type { CardId, Table } from '../../src/games/unstable-unicorns/table.ts';
import type { Action } from '../../src/games/unstable-unicorns/vocabulary.ts';
import { verbNamed } from '../../src/games/unstable-unicorns/verbs/index.ts';
import type { Verb } from '../../src/games/unstable-unicorns/verbs/verb.ts';

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee'];

/** The verb's module, asked by name: throws "no module for verb '…'" when it has none. */
export function moduleOf(verb: string): Verb {
  return verbNamed(verb);
}

export interface Seat {
  stable?: CardId[];
  hand?: CardId[];
  /** Cards in hand the table has not seen. */
  unknown?: number;
}

/** A table in Ana's action phase: her seat first, then the others in turn order. */
export function tableOf(seats: Seat[], more: { deck?: number; discard?: CardId[] } = {}): Table {
  return {
    language: 'en',
    players: seats.map((seat, i) => ({
      name: NAMES[i]!,
      stable: seat.stable ?? [],
      hand: { count: (seat.hand?.length ?? 0) + (seat.unknown ?? 0), known: seat.hand ?? [] },
    })),
    nursery: [],
    deck: more.deck ?? 30,
    discard: more.discard ?? [],
    turn: { player: 0, phase: 'action' },
    twoPlayerVariant: false,
  };
}

/**
 * Could Ana (seat 0) carry out this action of `card` as she plays it, by the verb's own module?
 * `owner`: "that player", reached by an earlier step.
 */
export function canDo(
  card: CardId,
  action: Action,
  seats: Seat[],
  more: { deck?: number; discard?: CardId[]; owner?: number; cost?: boolean } = {},
): boolean {
  if (!('do' in action)) throw new Error('a verb test asks about one verb');
  const table = tableOf(seats, more);
  const ctx = {
    ...(more.owner !== undefined ? { owner: more.owner } : {}),
    ...(more.cost ? { cost: true } : {}),
  };
  return moduleOf(action.do).can(table, { card, controller: 0 }, action, ctx);
}
