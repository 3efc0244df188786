// Saved Unstable Unicorns games that keep opening with the same table after rule fixes: each stored
// answer that reached a new quiet point carries that point, and old logs get the known migrations.
import { RuleError, sameJson, type GameRules, type Keeping } from '../../engine/game-log.ts';
import { walkFrom } from './game/machine.ts';
import { walker } from './game/rules.ts';
import { game } from './game/turn.ts';
import type { Decision, GameEvent, GameSetup, GameState, Resume } from './game/types.ts';
import { tableOf } from './game/index.ts';
import { PHASES, isCardId } from './table.ts';
import { tableProblems } from './simulate.ts';

/**
 * The walker's rules version. Raise it with every rule fix that can change what a replay asks or
 * gives, and add the migration older logs need to `missing` below.
 * 1: the walker of 23 Nov 2026 (format-1 logs). 2: the Draw phase is a decision ('draw').
 * 3: the Draw phase is one question that also offers the Instants answering the draw (Trapped
 * Chest), where rules 2 first asked whether anyone answered and then asked for the draw.
 * 4: rules round 3 (issue 28): Dingocorn's Babies go to the Nursery (no replacement asked), Unicorn
 * of Glory answers only a Downgrade another player plays, Brain Freeze stops Chronocorn, Rainbow
 * Bazooka's draws follow a stopped destruction, Archangel keeps nothing of its own price, Nymphicorn
 * reaches its owner, a Neigh round nobody may answer says why. No migration: where a replay asks
 * otherwise, the table comes from the marks saved with the answers (openLog).
 */
export const UNICORN_RULES = 4;

const RESUMES: readonly string[] = ['setup', 'pile', 'next', ...PHASES];

type Mark = GameState['checkpoint'];

function isMark(mark: unknown): mark is Mark {
  if (typeof mark !== 'object' || mark === null) return false;
  const { table, resume } = mark as Partial<Mark>;
  return (
    typeof resume === 'string' &&
    RESUMES.includes(resume) &&
    typeof table === 'object' &&
    table !== null &&
    Array.isArray(table.players) &&
    Array.isArray(table.pile) &&
    Array.isArray(table.chain) &&
    typeof table.turn === 'object' &&
    table.turn !== null
  );
}

export const unicornKeeping: Keeping<GameSetup, GameState, GameEvent> = {
  rules: UNICORN_RULES,
  mark(before, after) {
    if (after.checkpoint === before.checkpoint || sameJson(after.checkpoint, before.checkpoint))
      return undefined;
    return after.checkpoint;
  },
  agrees(state, mark) {
    if (sameJson(state.checkpoint, mark)) return true;
    // A mark saved before the walker counted each player's turns (turnsBegun) agrees when all else
    // does: the count is worked out by the replay, and the saved game keeps opening as it was.
    if (!isMark(mark) || mark.table.turnsBegun !== undefined) return false;
    const { turnsBegun: _counted, ...table } = state.checkpoint.table;
    return sameJson({ ...state.checkpoint, table }, mark);
  },
  resume(setup, mark) {
    // A mark may come from a file: it must be a table the box allows before the walker goes on from it.
    if (!isMark(mark)) throw new RuleError('log', 'a stored table is not one the walker reads');
    if (mark.table.players.length !== setup.players.length)
      throw new RuleError('log', 'a stored table has another number of players');
    for (const card of mark.table.pile)
      if (!isCardId(card.card) || !(card.player >= 0 && card.player < setup.players.length))
        throw new RuleError('log', 'a stored Neigh pile holds a card that is not one of the game');
    // Who sits at the table is the setup's to say (Home and the game's labels read it, and an import
    // cleans its names): a stored table is trusted for the cards of an older log, never for names.
    const names = setup.position?.players.map((seat) => seat.name) ?? setup.players;
    const table = {
      ...mark.table,
      players: mark.table.players.map((seat, i) => ({ ...seat, name: names[i] ?? seat.name })),
    };
    walker.init({ ...setup, babies: undefined, position: tableOf({ table } as GameState) });
    const state = walkFrom({ table, resume: mark.resume as Resume }, [], game);
    const problems = tableProblems(state);
    if (problems.length) throw new RuleError('log', `a stored table is impossible: ${problems[0]}`);
    return state;
  },
  missing(state, rules) {
    // Rules 2 asks the Draw phase as a decision; logs of rules 1 drew without a word.
    const pending: Decision | null = state.pending;
    if (rules < 2 && pending && pending.kind === 'draw') return { type: 'choose', option: { draw: true } };
    return null;
  },
  obsolete(state, event, rules) {
    // Rules 2's "nobody answers the draw" before the Draw phase's draw: today the draw question
    // itself holds the answers, so that pass is left out and the stored draw (if any) follows it.
    return rules < 3 && event.type === 'choose' && 'pass' in event.option && state.pending?.kind === 'draw';
  },
};

/** The walker with its saved-log keeping: record() stores marks, openLog() reads them. */
export const keptWalker: GameRules<GameSetup, GameState, GameEvent, Decision> = {
  ...walker,
  keeping: unicornKeeping,
};
