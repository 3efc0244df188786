// The judge's rule questions as the walker asks them, each answer remembered on the tape of the
// stretch of game asking it (machine.ts): replaying that stretch reads the answers back.
import * as continuous from '../continuous.ts';
import * as triggers from '../triggers.ts';
import type { TableState } from './types.ts';
import { remember } from './machine.ts';

/** Wraps a pure question of the table so that a replay of the same stretch reads its answer back. */
function remembered<Rest extends unknown[], Answer>(
  name: string,
  question: (table: TableState, ...rest: Rest) => Answer,
) {
  return (table: TableState, ...rest: Rest): Answer => remember(name, () => question(table, ...rest));
}

export const isPossible = remembered('isPossible', continuous.isPossible);
export const destroyTargets = remembered('destroyTargets', continuous.destroyTargets);
export const sacrificeTargets = remembered('sacrificeTargets', continuous.sacrificeTargets);
export const stealTargets = remembered('stealTargets', continuous.stealTargets);
export const returnTargets = remembered('returnTargets', continuous.returnTargets);
export const moveOptions = remembered('moveOptions', continuous.moveOptions);
export const beginningOfTurnTriggers = remembered(
  'beginningOfTurnTriggers',
  triggers.beginningOfTurnTriggers,
);
