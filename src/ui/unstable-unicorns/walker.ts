// The app's one door to the Unstable Unicorns turn walker (src/games/unstable-unicorns/game): the
// setup a new-game form makes, replaying a saved log, answering the pending decision. Rules live there.
import {
  bareEvent,
  NewerRulesError,
  openLog,
  record,
  type GameLog,
  type OpenedLog,
} from '../../engine/game-log.ts';
// The walker with its saved-log keeping: every answer recorded here carries what a later rules
// version needs to open the game at the same table.
import { keptWalker as walker } from '../../games/unstable-unicorns/saved-log.ts';
import type {
  Correction,
  Decision,
  GameEvent,
  GameSetup,
  GameState,
  Option,
  Result,
  TargetingStyle,
  Zone,
} from '../../games/unstable-unicorns/game/types.ts';
import { isBaseComposition, type Composition, type Language } from '../../games/unstable-unicorns/catalog.ts';
import type { HouseRules, Table } from '../../games/unstable-unicorns/table.ts';
import { unicornsToWin } from '../../games/unstable-unicorns/scoring.ts';
import { readTable } from '../../games/unstable-unicorns/validate.ts';

export type { Correction, Decision, GameEvent, GameSetup, GameState, Option, Result, Table, Zone };
export type Targeting = TargetingStyle;
export type UnicornLog = GameLog<GameSetup, GameEvent>;
export { unicornsToWin, walker };
export {
  moveDestinations,
  moveOrigins,
  stableChanges,
  stableCorrection,
  type StableChange,
} from '../../games/unstable-unicorns/game/index.ts';

/** What the new-game form collects, in turn order. */
export interface SetupForm {
  players: { name: string; baby: string }[];
  language: Language;
  targeting: Targeting;
  /** The readings the table chose where tables disagree (all off by default). */
  houseRules?: HouseRules;
  /** The boxes of the deck and the players' own copies (absent: the base game as printed). */
  composition?: Composition;
}

/** The walker's setup for a new game. */
export function makeSetup(form: SetupForm): GameSetup {
  return {
    players: form.players.map((p) => p.name),
    language: form.language,
    targeting: form.targeting,
    babies: form.players.map((p) => p.baby),
    // The base game as printed is written as before boxes existed: its saved games stay the same.
    ...(form.composition && !isBaseComposition(form.composition) ? { composition: form.composition } : {}),
    ...(form.houseRules && Object.values(form.houseRules).some(Boolean)
      ? { houseRules: form.houseRules }
      : {}),
  };
}

/**
 * A setup that starts from a table in the judge's format (the "load a position" tool). Throws an
 * Error whose message names the field when the table is not one the box allows.
 */
export function positionSetup(raw: unknown, targeting: Targeting = 'after'): GameSetup {
  const { table } = readTable(raw);
  return { players: table.players.map((p) => p.name), language: table.language, targeting, position: table };
}

/** A saved log opened under today's rules (migrated, carried over rule changes; see game-log.ts openLog). */
export function openUnicornLog(log: UnicornLog): OpenedLog<GameSetup, GameState, GameEvent> {
  return openLog(walker, log);
}

/** The state after every event of a log (the table before the first event that no longer replays). */
export function replayLog(log: UnicornLog): GameState {
  return openLog(walker, log).state;
}

/** The states before each event and after the last, for the history (index i: before event i). */
export function statesAlong(log: UnicornLog): GameState[] {
  const states = [walker.init(log.setup)];
  for (const event of log.events) states.push(walker.apply(states[states.length - 1]!, bareEvent(event)));
  return states;
}

/** Answers the pending decision; a refused answer throws a RuleError with the walker's sentence. */
export function answer(
  log: UnicornLog,
  state: GameState,
  option: Option,
): { log: UnicornLog; state: GameState } {
  return record(walker, log, state, { type: 'choose', option });
}

/** Records a correction of the table; a refused one throws a RuleError with the walker's sentence. */
export function correct(
  log: UnicornLog,
  state: GameState,
  correction: Correction,
): { log: UnicornLog; state: GameState } {
  return record(walker, log, state, { type: 'correct', correction });
}

/** What the last event did, as the walker reports it. */
export function resultsOf(state: GameState): Result[] {
  return state.results ?? [];
}

/** One event of a game as History shows it: what was asked before it, and what it did. */
export interface Step {
  event: GameEvent;
  /** The decision it answered (null for a correction made when the game was over, never in practice). */
  decision: Decision | null;
  /** The table just before it (names, turn number, whose turn). */
  before: GameState['table'];
  /** The table just after it (outcome counts for the winner line). */
  after: GameState['table'];
  results: Result[];
}

/**
 * Every event of the log and then the undone ones (most recently undone last, as redo brings them
 * back), with their results: one replay, keeping only what History words.
 */
export function timeline(log: UnicornLog): Step[] {
  const all = [...log.events, ...[...log.undone].reverse()];
  const steps: Step[] = [];
  let state = walker.init(log.setup);
  for (const event of all) {
    let next: GameState;
    try {
      next = walker.apply(state, bareEvent(event));
    } catch {
      break; // an undone event that no longer follows: shown no further
    }
    steps.push({
      event,
      decision: state.pending,
      before: state.table,
      after: next.table,
      results: resultsOf(next),
    });
    state = next;
  }
  return steps;
}

/** Takes back event `index` and every later one in one go; they can be redone one by one. */
export function undoTo(log: UnicornLog, index: number): UnicornLog {
  if (index < 0 || index >= log.events.length) return log;
  return {
    ...log,
    events: log.events.slice(0, index),
    undone: [...log.undone, ...log.events.slice(index).reverse()],
  };
}

/**
 * Checks that a stored or imported log opens (replaying, or carried over a rule change by the
 * tables stored with it); a sentence naming the first event that does not, or null.
 */
export function checkLog(log: { setup: unknown; events: unknown[]; undone: unknown[] }): string | null {
  let opened: OpenedLog<GameSetup, GameState, GameEvent>;
  try {
    opened = openLog(walker, log as UnicornLog);
  } catch (error) {
    if (error instanceof NewerRulesError) return `log.rules: ${error.message}`;
    return `log.setup: ${(error as Error).message}`;
  }
  if (opened.broken) return `log.events[${opened.broken.at}]: ${opened.broken.reason}`;
  // Undone events are checked as events: each must redo, in redo order, after the last event.
  if (opened.undoneBroken) return `log.undone[${opened.undoneBroken.at}]: ${opened.undoneBroken.reason}`;
  return null;
}
