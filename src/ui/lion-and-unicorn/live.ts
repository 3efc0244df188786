// A saved Lion & The Unicorn game brought to life for a screen: the table replayed from the log
// (reusing the table an answer just produced, so a tap costs one step), answering, undo and redo.
import { createMemo } from 'solid-js';
import { record, redo, replay, RuleError, undo, type GameLog } from '../../engine/game-log.ts';
import { language } from '../../i18n/index.ts';
import {
  lionRules,
  refusalIn,
  type LionEvent,
  type LionSetup,
  type LionState,
} from '../../games/lion-and-unicorn/index.ts';
import type { SavedGame } from '../../store/games.ts';

/** A Lion & The Unicorn game as stored. */
export type LionLog = GameLog<LionSetup, LionEvent>;

const known = new WeakMap<object, LionState>();

/** The table after every event of a log. */
export function replayLion(log: LionLog): LionState {
  return replay(lionRules, log);
}

/** The tables before each event and after the last (index i: the table before event i). */
export function tablesAlong(log: LionLog): LionState[] {
  const tables = [lionRules.init(log.setup)];
  for (const event of log.events) tables.push(lionRules.apply(tables[tables.length - 1]!, event));
  return tables;
}

/** Checks that a stored or imported log replays; a sentence naming the first bad event, or null. */
export function checkLionLog(log: { setup: unknown; events: unknown[]; undone: unknown[] }): string | null {
  let state: LionState;
  try {
    state = lionRules.init(log.setup as LionSetup);
  } catch (error) {
    return `log.setup: ${(error as Error).message}`;
  }
  for (let i = 0; i < log.events.length; i++) {
    const event = log.events[i];
    if (typeof event !== 'object' || event === null || typeof (event as { type?: unknown }).type !== 'string')
      return `log.events[${i}]: an event must be an object with a "type"`;
    try {
      state = lionRules.apply(state, event as LionEvent);
    } catch (error) {
      return `log.events[${i}]: ${(error as Error).message}`;
    }
  }
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
