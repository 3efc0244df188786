// The judge's rule questions as the walker asks them, each answer remembered for the exact table
// it was given: replaying a stretch of the game asks the same questions of the same tables again.
// Only the costly questions are remembered: the key (the table's content) is not free either.
import * as continuous from '../continuous.ts';
import * as triggers from '../triggers.ts';
import type { TableState } from './types.ts';
import { tableKey } from './machine.ts';

const answers = new Map<string, unknown>();
// Keys are tables' contents (under a kB each): a few thousand of them stay well within a phone's memory.
const REMEMBER_AT_MOST = 3000;

/** Wraps a pure question so that the same arguments (the table among them) get the same answer at once. */
function remembered<Rest extends unknown[], Answer>(
  name: string,
  question: (table: TableState, ...rest: Rest) => Answer,
) {
  return (table: TableState, ...rest: Rest): Answer => {
    const key = `${name}|${tableKey(table)}|${JSON.stringify(rest)}`;
    if (answers.has(key)) return answers.get(key) as Answer;
    const answer = question(table, ...rest);
    if (answers.size >= REMEMBER_AT_MOST) answers.clear();
    answers.set(key, answer);
    return answer;
  };
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
