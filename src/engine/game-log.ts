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
  /** How the game's saved logs keep opening with the same table after its rules change (see `openLog`). */
  keeping?: Keeping<Setup, State, Event>;
}

/** The log format written today: 2 = versioned, each event may carry the table to carry on from. */
export const LOG_FORMAT = 2;

/**
 * A game's side of versioned logs. A mark is a table the game can carry on from (the walker's last
 * quiet point); the recorder stores one with an event whenever the event reached a new one.
 */
export interface Keeping<Setup, State, Event> {
  /** The rules' version: raised by every rule fix that can change what a replay asks or gives. */
  rules: number;
  /** What to keep with an event that turned `before` into `after`; undefined when nothing new. */
  mark(before: State, after: State): unknown;
  /** True when a replayed state is at the table the mark recorded. */
  agrees(state: State, mark: unknown): boolean;
  /** The game carried on from a mark (throws when the mark is not a table these rules read). */
  resume(setup: Setup, mark: unknown): State;
  /**
   * Known migrations: an answer a log recorded under older rules (`rules`) never held because those
   * rules did not ask for it (e.g. the Draw-phase confirmation), to apply before the next stored
   * event and at the end; null when none is missing.
   */
  missing?(state: State, rules: number): Event | null;
  /**
   * Known migrations the other way: true for a stored answer that older rules (`rules`) asked for
   * and today's rules do not (two questions now asked as one): it is left out on opening.
   */
  obsolete?(state: State, event: Event, rules: number): boolean;
}

/**
 * A refusal that names what forbids it: a card name, or a rule word such as "turn" or "target".
 * `message` is English; `sentences`, when the game words it so, is the same refusal by language
 * code, for a screen to show in the player's language.
 */
export class RuleError extends Error {
  constructor(
    readonly because: string,
    message: string,
    readonly sentences?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

/** A log recorded under newer rules than this app's: it cannot be replayed, nor relabelled as today's. */
export class NewerRulesError extends Error {
  constructor(
    readonly recorded: number,
    readonly known: number,
  ) {
    super(`the log was recorded under rules version ${recorded}; this app knows rules up to ${known}`);
    this.name = 'NewerRulesError';
  }
}

/** A game as stored: plain JSON. */
export interface GameLog<Setup, Event> {
  /** Absent: format 1 (before versioned logs). */
  format?: number;
  /** The rules version every event of this log was recorded (or upgraded) under; absent: 1. */
  rules?: number;
  setup: Setup;
  events: Event[];
  /** Events undone, most recently undone last; cleared when a new event is recorded. */
  undone: Event[];
  /**
   * Events whose stored table was carried when the log was opened from older rules (indexes into
   * `events`, then on into the undone ones as a redo would put them back): today's stamp must not
   * turn those tables into edits. Absent: none.
   */
  carried?: number[];
}

export function newLog<Setup, Event>(setup: Setup, rules?: number): GameLog<Setup, Event> {
  return { format: LOG_FORMAT, ...(rules === undefined ? {} : { rules }), setup, events: [], undone: [] };
}

/** The mark a stored event carries (the key is short: it is written with many events). */
const MARK = 'at';

/** The event as the rules read it: without the mark the recorder stored with it. */
export function bareEvent<Event>(event: Event): Event {
  if (typeof event !== 'object' || event === null || !(MARK in event)) return event;
  const { [MARK]: _mark, ...bare } = event as Record<string, unknown>;
  return bare as Event;
}

function markOf(event: unknown): unknown {
  return typeof event === 'object' && event !== null ? (event as Record<string, unknown>)[MARK] : undefined;
}

function withMark<Event>(event: Event, mark: unknown): Event {
  return mark === undefined ? event : ({ ...(bareEvent(event) as object), [MARK]: mark } as Event);
}

/** The state after replaying every event of the log (strictly: any refused event throws). */
export function replay<Setup, State, Event, Decision>(
  rules: GameRules<Setup, State, Event, Decision>,
  log: GameLog<Setup, Event>,
): State {
  return log.events.reduce((state, event) => rules.apply(state, bareEvent(event)), rules.init(log.setup));
}

/**
 * Records an event: applies it first, so a refused event leaves the log as it was. The stored
 * event carries the game's mark when it reached a new one, and the log is stamped with today's
 * format and rules.
 */
export function record<Setup, State, Event, Decision>(
  rules: GameRules<Setup, State, Event, Decision>,
  log: GameLog<Setup, Event>,
  state: State,
  event: Event,
): { log: GameLog<Setup, Event>; state: State } {
  const next = rules.apply(state, bareEvent(event));
  const stored = rules.keeping ? withMark(event, rules.keeping.mark(state, next)) : event;
  // The undone events are let go, and with them the tables carried for them.
  const { carried, ...rest } = stamp(rules, log);
  const kept = carried?.filter((at) => at < log.events.length) ?? [];
  return {
    log: { ...rest, ...(kept.length ? { carried: kept } : {}), events: [...log.events, stored], undone: [] },
    state: next,
  };
}

/**
 * Why a log's `carried` cannot be read, in a sentence naming the field (null when it can): each index
 * must be an event (or an undone one, as a redo would put it back) that holds a stored table.
 */
export function carriedProblem(log: GameLog<unknown, unknown>): string | null {
  if (log.carried === undefined) return null;
  const all = [...log.events, ...[...log.undone].reverse()];
  for (const at of log.carried) {
    if (!Number.isInteger(at) || at < 0 || at >= all.length)
      return `log.carried: ${String(at)} is not the number of an event (0 to ${all.length - 1})`;
    if (markOf(all[at]) === undefined) return `log.carried: event ${at} holds no stored table to carry`;
  }
  return null;
}

function stamp<Setup, Event>(
  rules: GameRules<Setup, unknown, Event, unknown> | { keeping?: { rules: number } },
  log: GameLog<Setup, Event>,
): GameLog<Setup, Event> {
  return {
    ...log,
    format: LOG_FORMAT,
    ...(rules.keeping ? { rules: rules.keeping.rules } : {}),
  };
}

/** A saved log opened under today's rules. */
export interface OpenedLog<Setup, State, Event> {
  /** The table to show: the last event's, or the one before `broken`. */
  state: State;
  /** The log as it now reads (format 2, today's rules, migrations applied, marks filled in). */
  log: GameLog<Setup, Event>;
  /** Events whose answers today's rules read differently: their table was taken from the mark saved with them. */
  carried: number[];
  /** The first event that neither replays nor has a later mark to carry on from: the table stops before it. */
  broken: { at: number; reason: string } | null;
  /** The first undone event (index in `undone`) that would not redo. */
  undoneBroken: { at: number; reason: string } | null;
}

/**
 * Opens a stored log under today's rules. Replays it; at the first refused answer, or a state that
 * disagrees with the mark stored with its event, carries on from the next stored mark (so the
 * table is the one saved, even when today's rules ask other questions on the way). Logs of older
 * rules first get the game's known migrations. Throws when the setup itself is refused, and a
 * NewerRulesError when the log comes from newer rules (a newer app).
 */
export function openLog<Setup, State, Event, Decision>(
  rules: GameRules<Setup, State, Event, Decision>,
  log: GameLog<Setup, Event>,
): OpenedLog<Setup, State, Event> {
  const keeping = rules.keeping;
  if (keeping && typeof log.rules === 'number' && log.rules > keeping.rules)
    throw new NewerRulesError(log.rules, keeping.rules);
  // A log with no answer yet has nothing recorded under older rules, whatever its stamp says.
  const empty = log.events.length === 0 && log.undone.length === 0;
  const from = log.rules ?? (empty && keeping ? keeping.rules : 1);
  // A stored table stands in for the moves only where today's rules cannot replay them (a log of
  // older rules): at today's rules the moves decide, and a table that disagrees is an edit.
  const older = keeping !== undefined && from < keeping.rules;
  // Except the tables an earlier opening carried from older rules (before it stamped today's): still carried.
  const carriedBefore = new Set(older || !keeping ? [] : (log.carried ?? []));
  let migrated = false;

  /**
   * Replays stored events from a state, each preceded by the migrations it needs. `first`: the
   * index of `stored[0]` in the log's `carried`; `remembered`: the carried ones, by index in `out`.
   */
  const walk = (stored: readonly Event[], start: State, fillAtEnd: boolean, first: number) => {
    let state = start;
    const out: Event[] = [];
    const carried: number[] = [];
    const remembered: number[] = [];
    let broken: OpenedLog<Setup, State, Event>['broken'] = null;
    const fill = (): void => {
      if (!keeping?.missing || from >= keeping.rules) return;
      try {
        for (let guard = 0; guard < 16; guard++) {
          const missing = keeping.missing(state, from);
          if (!missing) return;
          const next = rules.apply(state, missing);
          out.push(withMark(missing, keeping.mark(state, next)));
          migrated = true;
          state = next;
        }
      } catch {
        // A migration that does not fit here is left out; the stored events decide.
      }
    };
    for (let i = 0; i < stored.length; i++) {
      const event = stored[i]!;
      fill();
      if (keeping?.obsolete && from < keeping.rules && keeping.obsolete(state, bareEvent(event), from)) {
        migrated = true;
        continue;
      }
      const mark = markOf(event);
      let next: State;
      try {
        next = rules.apply(state, bareEvent(event));
      } catch (error) {
        const marked =
          older || carriedBefore.size ? stored.findIndex((e, j) => j >= i && markOf(e) !== undefined) : -1;
        const ahead = older || carriedBefore.has(first + marked) ? marked : -1;
        const resumed = ahead >= 0 ? tryResume(keeping!, log.setup, markOf(stored[ahead])) : undefined;
        if (resumed === undefined) {
          broken = { at: i, reason: error instanceof Error ? error.message : String(error) };
          break;
        }
        for (let j = i; j <= ahead; j++) {
          out.push(stored[j]!);
          carried.push(j);
        }
        remembered.push(out.length - 1);
        state = resumed;
        i = ahead;
        continue;
      }
      let kept = mark;
      if (keeping && mark !== undefined && !keeping.agrees(next, mark)) {
        const resumed =
          older || carriedBefore.has(first + i) ? tryResume(keeping, log.setup, mark) : undefined;
        if (resumed !== undefined) {
          next = resumed;
          carried.push(i);
          remembered.push(out.length);
        } else if (!older) kept = undefined;
      }
      out.push(keeping && kept === undefined ? withMark(bareEvent(event), keeping.mark(state, next)) : event);
      state = next;
    }
    if (!broken && fillAtEnd) fill();
    return { out, state, carried, remembered, broken: broken as OpenedLog<Setup, State, Event>['broken'] };
  };

  const main = walk(log.events, rules.init(log.setup), true, 0);
  // Undone events are read as what a redo would replay: after the last event, most recent last undone first.
  const redo = main.broken ? null : walk([...log.undone].reverse(), main.state, false, log.events.length);
  const undoneBroken = redo?.broken
    ? { at: log.undone.length - 1 - redo.broken.at, reason: redo.broken.reason }
    : null;
  // A broken log keeps its events and its rules stamp untouched, so nothing is lost nor mislabelled.
  const { carried: _before, ...stamped } = stamp(rules, log);
  const remembered = [
    ...main.remembered,
    ...(redo && !redo.broken ? redo.remembered.map((at) => main.out.length + at) : []),
  ];
  const opened: GameLog<Setup, Event> = main.broken
    ? { ...log, events: [...main.out, ...log.events.slice(main.broken.at)] }
    : {
        ...stamped,
        ...(remembered.length ? { carried: remembered } : {}),
        events: main.out,
        // Undone events that no longer redo cannot be redone: they are let go once opened.
        undone: redo && !redo.broken ? [...redo.out].reverse() : migrated ? [] : log.undone,
      };
  return { state: main.state, log: opened, carried: main.carried, broken: main.broken, undoneBroken };
}

function tryResume<Setup, State, Event>(
  keeping: Keeping<Setup, State, Event>,
  setup: Setup,
  mark: unknown,
): State | undefined {
  try {
    return keeping.resume(setup, mark);
  } catch {
    return undefined;
  }
}

/** Takes back the last event. */
export function undo<Setup, Event>(log: GameLog<Setup, Event>): GameLog<Setup, Event> {
  if (log.events.length === 0) return log;
  return {
    ...log,
    events: log.events.slice(0, -1),
    undone: [...log.undone, log.events[log.events.length - 1]!],
  };
}

/** Puts back the event undone most recently. */
export function redo<Setup, Event>(log: GameLog<Setup, Event>): GameLog<Setup, Event> {
  if (log.undone.length === 0) return log;
  return {
    ...log,
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

/** True when two plain-JSON values print the same as JSON, key order aside (undefined keys count as absent). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = (r: Record<string, unknown>) => Object.keys(r).filter((k) => r[k] !== undefined);
  const ka = keys(ra);
  if (ka.length !== keys(rb).length) return false;
  return ka.every((k) => sameJson(ra[k], rb[k]));
}
