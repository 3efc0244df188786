// A saved game brought to life for a screen: its state replayed from the log (reusing the state an
// answer just produced, so a tap costs one step, not a replay), answering, undo and redo.
import { createMemo, createSignal } from 'solid-js';
import { redo, RuleError, undo } from '../../engine/game-log.ts';
import type { SavedGame } from '../../store/games.ts';
import {
  answer,
  correct,
  replayLog,
  undoTo,
  type Correction,
  type Decision,
  type GameEvent,
  type GameState,
  type Option,
  type UnicornLog,
} from './walker.ts';
import { optionCard } from './words.ts';
import { language } from '../../i18n/index.ts';

const known = new WeakMap<object, GameState>();

/** The walker's refusal in the player's language where it words one, else its own sentence. */
function refusalWords(error: RuleError): string {
  return error.sentences?.[language()] ?? error.message;
}

export function createLiveGame(props: { game: SavedGame; onChange: (game: SavedGame) => void }) {
  const log = () => props.game.log as UnicornLog;
  const state = createMemo(() => known.get(log()) ?? replayLog(log()));
  // The decision the last tap answered, and how: lets the table say what that answer gave up.
  const [lastAnswer, setLastAnswer] = createSignal<{ decision: Decision; option: Option } | null>(null);

  const save = (next: UnicornLog, nextState?: GameState): void => {
    if (nextState) known.set(next, nextState);
    const after = nextState ?? replayLog(next);
    const over = after.pending === null;
    const turnOf = after.table.players[after.table.turn.player]?.name;
    props.onChange({ ...props.game, log: next as SavedGame['log'], over, ...(turnOf ? { turnOf } : {}) });
  };

  return {
    state,
    log,
    /**
     * Records an answer; the walker's sentence when it refuses, else null. `then` answers the next
     * decisions too, in the same tap, while each is the one expected (the play after the draw, the
     * Stable a played card enters, named beforehand) and offers that answer; otherwise that
     * decision is asked as usual.
     */
    answer(option: Option, then?: FollowUp | readonly FollowUp[]): string | null {
      try {
        const decision = state().pending;
        let result = answer(log(), state(), option);
        let last = decision ? { decision, option } : null;
        // Several answers given ahead (the draw, then the play, then its Stable) go in order while
        // each next decision is the one expected.
        for (const ahead of then === undefined ? [] : Array.isArray(then) ? then : [then]) {
          const next = result.state.pending;
          if (!next || !expected(next, ahead)) break;
          try {
            result = answer(result.log, result.state, ahead.option);
            last = { decision: next, option: ahead.option };
          } catch (error) {
            // Refused after all: the answers before stand and the decision is asked as usual.
            if (!(error instanceof RuleError)) throw error;
            break;
          }
        }
        setLastAnswer(last);
        save(result.log, result.state);
        return null;
      } catch (error) {
        if (error instanceof RuleError) return refusalWords(error);
        throw error;
      }
    },
    /** Records a correction of the table; the walker's sentence when it refuses (nothing changes), else null. */
    correct(correction: Correction): string | null {
      try {
        const result = correct(log(), state(), correction);
        setLastAnswer(null);
        save(result.log, result.state);
        return null;
      } catch (error) {
        if (error instanceof RuleError) return refusalWords(error);
        throw error;
      }
    },
    /**
     * Records several corrections one after the other (a Stable made what its photo shows), each an
     * event of its own; if the walker refuses one, none is recorded and its sentence is returned.
     */
    correctAll(corrections: readonly Correction[]): string | null {
      try {
        let next = { log: log(), state: state() };
        for (const correction of corrections) next = correct(next.log, next.state, correction);
        setLastAnswer(null);
        save(next.log, next.state);
        return null;
      } catch (error) {
        if (error instanceof RuleError) return refusalWords(error);
        throw error;
      }
    },
    lastAnswer,
    /** Takes back event `index` and all after it (History's "Undo to here"). */
    undoTo(index: number): void {
      setLastAnswer(null);
      save(undoTo(log(), index));
    },
    undo(): void {
      setLastAnswer(null);
      if (log().events.length > 0) save(undo(log()));
    },
    redo(): void {
      if (log().undone.length > 0) save(redo(log()));
    },
    /** Cards named most recently in this game, newest first, for one-tap entry. */
    recent(): string[] {
      const seen: string[] = [];
      for (let i = log().events.length - 1; i >= 0 && seen.length < 8; i--) {
        const card = eventCard(log().events[i]!);
        if (card && !seen.includes(card)) seen.push(card);
      }
      return seen;
    },
  };
}

/** An answer given ahead for the decision expected next: its kind, the card asking, the answer. */
export interface FollowUp {
  kind: Decision['kind'];
  /** The card asking; absent for a decision no card asks (the Action phase). */
  source?: string;
  option: Option;
}

/** True when `decision` is the one the follow-up was given for, and it offers that answer. */
function expected(decision: Decision, then: FollowUp): boolean {
  const wanted = JSON.stringify(then.option);
  return (
    decision.kind === then.kind &&
    decision.source === then.source &&
    decision.options.some((option) => JSON.stringify(option) === wanted)
  );
}

/** The card an event names, if any: the answer's card, or the card a correction moved or discarded. */
function eventCard(event: GameEvent): string | undefined {
  if (event.type === 'choose') return optionCard(event.option);
  const c = event.correction;
  return c.kind === 'move' || c.kind === 'discarded' ? c.card : undefined;
}
