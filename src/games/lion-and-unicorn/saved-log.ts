// Saved Lion & The Unicorn matches that keep opening with the same table after rule fixes: each
// stored event that began a new turn or round carries that table, so a replay can carry on from it.
import { RuleError, sameJson, type GameRules, type Keeping } from '../../engine/game-log.ts';
import { lionRules, type LionDecision, type LionEvent, type LionSetup, type LionState } from './game.ts';
import { tableProblems } from './simulate.ts';

/** The rules version: raise it with every rule fix that can change what a replay asks or gives. 1: 23 Nov 2026. */
export const LION_RULES = 1;

export const lionKeeping: Keeping<LionSetup, LionState, LionEvent> = {
  rules: LION_RULES,
  mark(before, after) {
    // A table is small and plain: it is kept whole at each new turn or round.
    return after.turn !== before.turn || after.round !== before.round ? after : undefined;
  },
  agrees(state, mark) {
    return sameJson(state, mark);
  },
  resume(setup, mark) {
    const table = mark as LionState;
    const shaped =
      typeof mark === 'object' &&
      mark !== null &&
      Array.isArray(table.seats) &&
      table.seats.length === setup.players.length &&
      table.seats.every((seat) => typeof seat === 'object' && seat !== null && Array.isArray(seat.cards)) &&
      [table.deck, table.discard, table.setAside, table.winningSet, table.news].every(Array.isArray);
    if (!shaped) throw new RuleError('log', 'a stored table is not one these rules read');
    const problems = tableProblems(table);
    if (problems.length) throw new RuleError('log', `a stored table is impossible: ${problems[0]}`);
    return structuredClone(table);
  },
};

/** The Lion & The Unicorn rules with their saved-log keeping: record() stores marks, openLog() reads them. */
export const keptLionRules: GameRules<LionSetup, LionState, LionEvent, LionDecision> = {
  ...lionRules,
  keeping: lionKeeping,
};
