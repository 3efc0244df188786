// The game-agnostic core: a game is its setup plus the list of what happened; state is a fold over it.
// Undo drops the last event and replays; undone events are kept so they can be redone and shown struck through.

/** What every game plugs into the engine. All functions are pure: same input, same output, no I/O. */
export interface GameRules<Setup, State, Event, Decision> {
  /** The table right after setup. */
  init(setup: Setup): State;
  /** The table after one more event; throws a RuleError (naming the card or rule) when the event is not allowed. */
  apply(state: State, event: Event): State;
  /** What the table waits for now: a decision someone must make, or null when the game is over. */
  pending(state: State): Decision | null;
}

/** A refusal that names what forbids it: a card name, or a rule word such as "turn" or "target". */
export class RuleError extends Error {
  constructor(
    readonly because: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

/** A game as stored: plain JSON. */
export interface GameLog<Setup, Event> {
  setup: Setup;
  events: Event[];
  /** Events undone, most recently undone last; cleared when a new event is recorded. */
  undone: Event[];
}

export function newLog<Setup, Event>(setup: Setup): GameLog<Setup, Event> {
  return { setup, events: [], undone: [] };
}

/** The state after replaying every event of the log. */
export function replay<Setup, State, Event, Decision>(
  rules: GameRules<Setup, State, Event, Decision>,
  log: GameLog<Setup, Event>,
): State {
  return log.events.reduce((state, event) => rules.apply(state, event), rules.init(log.setup));
}

/** Records an event: applies it first, so a refused event leaves the log as it was. */
export function record<Setup, State, Event, Decision>(
  rules: GameRules<Setup, State, Event, Decision>,
  log: GameLog<Setup, Event>,
  state: State,
  event: Event,
): { log: GameLog<Setup, Event>; state: State } {
  const next = rules.apply(state, event);
  return { log: { setup: log.setup, events: [...log.events, event], undone: [] }, state: next };
}

/** Takes back the last event. */
export function undo<Setup, Event>(log: GameLog<Setup, Event>): GameLog<Setup, Event> {
  if (log.events.length === 0) return log;
  return {
    setup: log.setup,
    events: log.events.slice(0, -1),
    undone: [...log.undone, log.events[log.events.length - 1]!],
  };
}

/** Puts back the event undone most recently. */
export function redo<Setup, Event>(log: GameLog<Setup, Event>): GameLog<Setup, Event> {
  if (log.undone.length === 0) return log;
  return {
    setup: log.setup,
    events: [...log.events, log.undone[log.undone.length - 1]!],
    undone: log.undone.slice(0, -1),
  };
}

/** A small seeded random generator (mulberry32) so shuffles and simulations replay exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
