// A saved Lion & The Unicorn game brought to life for a screen: the table replayed from the log
// (reusing the table an answer just produced, so a tap costs one step), answering, undo and redo.
import { createMemo } from 'solid-js';
import {
  bareEvent,
  NewerRulesError,
  openLog,
  record,
  redo,
  RuleError,
  undo,
  type GameLog,
  type OpenedLog,
} from '../../engine/game-log.ts';
import { language } from '../../i18n/index.ts';
import {
  refusalIn,
  type LionEvent,
  type LionSetup,
  type LionState,
} from '../../games/lion-and-unicorn/index.ts';
// The rules with their saved-log keeping: events recorded here carry the tables a later rules
// version needs to open the match at the same table.
import { keptLionRules as lionRules } from '../../games/lion-and-unicorn/saved-log.ts';
import type { SavedGame } from '../../store/games.ts';

/** A Lion & The Unicorn game as stored. */
export type LionLog = GameLog<LionSetup, LionEvent>;

const known = new WeakMap<object, LionState>();

/** A saved log opened under today's rules (carried over rule changes; see game-log.ts openLog). */
export function openLionLog(log: LionLog): OpenedLog<LionSetup, LionState, LionEvent> {
  return openLog(lionRules, log);
}

/** The table after every event of a log (the table before the first event that no longer replays). */
export function replayLion(log: LionLog): LionState {
  return openLog(lionRules, log).state;
}

/** The tables before each event and after the last (index i: the table before event i). */
export function tablesAlong(log: LionLog): LionState[] {
  const tables = [lionRules.init(log.setup)];
  for (const event of log.events) tables.push(lionRules.apply(tables[tables.length - 1]!, bareEvent(event)));
  return tables;
}

/** Checks that a stored or imported log replays; a sentence naming the first bad event, or null. */
export function checkLionLog(log: { setup: unknown; events: unknown[]; undone: unknown[] }): string | null {
  for (const [field, list] of [
    ['events', log.events],
    ['undone', log.undone],
  ] as const) {
    const bad = list.findIndex(
      (event) =>
        typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string',
    );
    if (bad >= 0) return `log.${field}[${bad}]: an event must be an object with a "type"`;
  }
  let opened: OpenedLog<LionSetup, LionState, LionEvent>;
  try {
    opened = openLog(lionRules, log as LionLog);
  } catch (error) {
    if (error instanceof NewerRulesError) return `log.rules: ${error.message}`;
    return `log.setup: ${(error as Error).message}`;
  }
  if (opened.broken) return `log.events[${opened.broken.at}]: ${opened.broken.reason}`;
  // Undone events are checked as events: each must redo, in redo order, after the last event.
  if (opened.undoneBroken) return `log.undone[${opened.undoneBroken.at}]: ${opened.undoneBroken.reason}`;
  return null;
}

/** The live game behind a screen; every change goes through `onChange`, which saves before showing. */
export function createLiveLion(props: { game: SavedGame; onChange: (game: SavedGame) => void }) {
  const log = () => props.game.log as unknown as LionLog;
  const state = createMemo(() => known.get(log()) ?? replayLion(log()));

  const save = (next: LionLog, nextState?: LionState): void => {
    const table = nextState ?? replayLion(next);
    known.set(next, table);
    props.onChange({
      ...props.game,
      log: next as unknown as SavedGame['log'],
      over: table.matchWinner !== null,
    });
  };

  return {
    state,
    log,
    /** Records an event; the rules' refusal sentence when they refuse it, else null. */
    answer(event: LionEvent): string | null {
      try {
        const result = record(lionRules, log(), state(), event);
        save(result.log, result.state);
        return null;
      } catch (error) {
        if (error instanceof RuleError) return refusalIn(error, language());
        throw error;
      }
    },
    undo(): void {
      if (log().events.length > 0) save(undo(log()));
    },
    redo(): void {
      if (log().undone.length > 0) save(redo(log()));
    },
  };
}
