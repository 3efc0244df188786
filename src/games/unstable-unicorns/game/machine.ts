// The walker's machinery: the game runs as a generator that yields decisions, and the state keeps
// only the last quiet point plus the answers since, so every state is plain JSON and replays exactly.
import { RuleError } from '../../../engine/game-log.ts';
import { withStableViews } from '../continuous.ts';
import { sameCards, type CardId } from '../table.ts';
import { applyCorrection, checkCorrection } from './corrections.ts';
import type {
  Correction,
  Decision,
  DecisionKind,
  Input,
  Move,
  Option,
  Result,
  Resume,
  TableState,
} from './types.ts';

/** What the game generator hands out: a decision to wait on, or a quiet point to restart from. */
export type Yield = { ask: Decision } | { checkpoint: Resume };
/** A piece of the game that may wait on decisions; resumed with the chosen option. */
export type Flow<T = void> = Generator<Yield, T, Input>;

/** The live table while the walker runs, and the hidden-card moves it reports. */
export class Walk {
  moves: Move[] = [];
  /** What the walker did since the last event began, said as data (types.ts Result). */
  results: Result[] = [];
  recording = false;
  constructor(public t: TableState) {}

  move(move: Move): void {
    if (this.recording) this.moves.push(move);
  }

  /** Reports what was done (only for the last event: a replay of earlier ones says nothing). */
  say(result: Result): void {
    if (this.recording) this.results.push(result);
  }
}

/** True when the input is a correction rather than an answer. */
export function isCorrection(input: Input): input is { correct: Correction } {
  return 'correct' in input;
}

/**
 * What `ask` gives back when a correction left the decision with no option at all: the step is
 * skipped. An object of its own, so that a caller may tell it from a "none" the table chose; the
 * callers that only look for a card, a player or a spot read it as nothing chosen.
 */
export const SKIPPED: Option = Object.freeze({ none: true }) as Option;

/** Thrown through the game by a correction setting the turn and phase: the game goes on from that phase. */
export class TurnSet {
  constructor(readonly phase: Resume) {}
}

/** Thrown through the game when a correction made at a phase-level decision ended the game. */
export class GameEnded {}

/** The kinds whose single option, taken by the walker, is reported as 'forced' (a target, a Stable, a player). */
const FORCED_KINDS: ReadonlySet<DecisionKind> = new Set<DecisionKind>([
  'into',
  'declare',
  'sacrifice',
  'destroy',
  'steal',
  'return',
  'move',
  'move-to',
  'player',
  'choose-one',
  'bring',
  'take',
]);

/** How a decision behaves around corrections and single options. */
export interface AskHow {
  /**
   * A phase-level decision with nothing running (the Action and Draw decisions): after a
   * correction, what the correction made trigger resolves and the game status is checked at once.
   */
  settle?: () => Flow;
  /** Why only one option is left (the card or rule that refused the others), for the 'forced' result. */
  because?: () => string;
}

/**
 * Asks for a decision, worked out by `build` from the live table. A decision with one option is
 * taken at once (nobody has a choice; a target or Stable taken so is reported as 'forced'), except
 * the Draw phase's, which is always asked. A correction arriving instead of an answer is applied
 * to the table and the decision is worked out again from it: with no option left the step is
 * skipped (SKIPPED is returned), with one it is taken. A correction of the turn and phase is
 * thrown through the game (TurnSet), which goes on from that phase.
 */
export function* ask(w: Walk, build: () => Decision, how?: AskHow): Flow<Option> {
  let corrected = false;
  for (;;) {
    const decision = build();
    const { options } = decision;
    if (options.length === 0) {
      if (corrected && decision.source !== undefined)
        w.say({
          kind: 'skipped',
          card: decision.source,
          player: decision.player ?? w.t.turn.player,
          because: 'correction',
        });
      return SKIPPED;
    }
    if (options.length === 1 && decision.kind !== 'draw') {
      const only = options[0]!;
      if (w.recording && (corrected || FORCED_KINDS.has(decision.kind))) {
        w.say({
          kind: 'forced',
          decision: decision.kind,
          option: only,
          ...(decision.source === undefined ? {} : { source: decision.source }),
          player: decision.player,
          because: corrected ? 'correction' : (how?.because?.() ?? 'only-one'),
        });
      }
      return only;
    }
    const answer = yield { ask: decision };
    if (!isCorrection(answer)) return answer;
    corrected = true;
    applyCorrection(w, answer.correct);
    if (answer.correct.kind === 'turn') throw new TurnSet(answer.correct.phase);
    if (how?.settle) yield* how.settle();
  }
}

/** True when two inputs are the same: the same answer, or corrections that read the same. */
function sameInput(a: Input, b: Input): boolean {
  if (isCorrection(a) || isCorrection(b)) {
    return isCorrection(a) && isCorrection(b) && JSON.stringify(a.correct) === JSON.stringify(b.correct);
  }
  return sameOption(a, b);
}

/** True when two options are the same answer (options are flat objects of plain values). */
export function sameOption(a: Option, b: Option): boolean {
  // Counted key by key rather than with Object.keys: answers are checked against every option.
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let keys = 0;
  for (const key in ra) {
    if (ra[key] !== rb[key]) return false;
    keys += 1;
  }
  for (const key in rb) {
    if (!(key in ra)) return false;
    keys -= 1;
  }
  return keys === 0;
}

/**
 * A deep copy of a table (plain JSON), written out field by field because it runs several times
 * per answer: a spread of the whole table is several times slower.
 */
export function cloneTable(t: TableState): TableState {
  const players = new Array<TableState['players'][number]>(t.players.length);
  for (let i = 0; i < players.length; i++) {
    const seat = t.players[i]!;
    players[i] = {
      name: seat.name,
      stable: seat.stable.slice(),
      hand: { count: seat.hand.count, known: seat.hand.known.slice() },
    };
  }
  const pile = new Array<TableState['pile'][number]>(t.pile.length);
  for (let i = 0; i < pile.length; i++) pile[i] = { ...t.pile[i]! };
  const chain = new Array<TableState['chain'][number]>(t.chain.length);
  for (let i = 0; i < chain.length; i++) chain[i] = { ...t.chain[i]! };
  return assemble(t, {
    players,
    nursery: t.nursery.slice(),
    discard: t.discard.slice(),
    turn: copyTurn(t.turn),
    pile,
    chain,
    extraTurns: t.extraTurns.slice(),
    ...(t.turnsBegun ? { turnsBegun: t.turnsBegun.slice() } : {}),
    ...(t.skippedTurns ? { skippedTurns: t.skippedTurns.map((entry) => ({ ...entry })) } : {}),
    outcome: copyOutcome(t.outcome),
    ...(t.named ? { named: t.named.map((entry) => ({ ...entry })) } : {}),
  });
}

type TableParts = Pick<
  TableState,
  'players' | 'nursery' | 'discard' | 'turn' | 'pile' | 'chain' | 'extraTurns' | 'outcome' | 'named'
> &
  Pick<Partial<TableState>, 'skippedTurns' | 'turnsBegun'>;

/** A table from its copied parts and `t`'s plain values, every field written out (see cloneTable). */
function assemble(t: TableState, parts: TableParts): TableState {
  return {
    language: t.language,
    players: parts.players,
    nursery: parts.nursery,
    deck: t.deck,
    discard: parts.discard,
    turn: parts.turn,
    twoPlayerVariant: t.twoPlayerVariant,
    ...(t.houseRules ? { houseRules: t.houseRules } : {}),
    ...(t.composition ? { composition: t.composition } : {}),
    pile: parts.pile,
    chain: parts.chain,
    extraTurns: parts.extraTurns,
    ...(parts.turnsBegun ? { turnsBegun: parts.turnsBegun } : {}),
    ...(parts.skippedTurns ? { skippedTurns: parts.skippedTurns } : {}),
    outOfGame: t.outOfGame,
    targeting: t.targeting,
    outcome: parts.outcome,
    ...(parts.named ? { named: parts.named } : {}),
  };
}

function copyTurn(turn: TableState['turn']): TableState['turn'] {
  return {
    player: turn.player,
    phase: turn.phase,
    number: turn.number,
    playsLeft: turn.playsLeft,
    played: turn.played,
    ending: turn.ending,
    ...(turn.skips ? { skips: turn.skips.slice() } : {}),
    ...(turn.barred ? { barred: turn.barred.map((entry) => ({ ...entry })) } : {}),
  };
}

function copyOutcome(outcome: TableState['outcome']): TableState['outcome'] {
  return outcome === null ? null : (JSON.parse(JSON.stringify(outcome)) as TableState['outcome']);
}

function samePile(a: TableState['pile'], b: TableState['pile']): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.player !== y.player || x.card !== y.card || x.into !== y.into) return false;
    if (x.declared !== y.declared && (!x.declared || !y.declared || !sameOption(x.declared, y.declared)))
      return false;
    if ('into' in x !== 'into' in y || 'declared' in x !== 'declared' in y) return false;
  }
  return true;
}

function sameChain(a: TableState['chain'], b: TableState['chain']): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    // The effect is the catalog's own object, shared by every link of the same ability.
    if (
      x.card !== y.card ||
      x.controller !== y.controller ||
      x.effect !== y.effect ||
      x.optional !== y.optional ||
      x.trigger !== y.trigger ||
      x.cost !== y.cost ||
      x.about !== y.about ||
      x.aboutCard !== y.aboutCard
    )
      return false;
  }
  return true;
}

/** The array as it is now: `like`'s own when it holds the same cards, else a copy. */
function keptCards(now: readonly CardId[], like: readonly CardId[] | undefined): CardId[] {
  return like !== undefined && sameCards(now, like) ? (like as CardId[]) : now.slice();
}

/**
 * A copy of the walker's table to hand out (a quiet point or a result), sharing every part that
 * is the same in `like`, an earlier copy. Copies handed out are never changed, by the walker or
 * anyone, so they may share parts; the table the walker goes on changing is never shared. Most of
 * a table stays the same from one answer to the next (the discard pile, most Stables and hands),
 * so this is mostly comparing, not copying; when nothing changed, `like` itself is the copy.
 */
export function snapshotTable(t: TableState, like: TableState | undefined): TableState {
  if (like === undefined || like.players.length !== t.players.length) return cloneTable(t);
  let same = true;
  const players = new Array<TableState['players'][number]>(t.players.length);
  for (let i = 0; i < players.length; i++) {
    const seat = t.players[i]!;
    const was = like.players[i]!;
    const stable = keptCards(seat.stable, was.stable);
    const known = keptCards(seat.hand.known, was.hand.known);
    const hand =
      known === was.hand.known && seat.hand.count === was.hand.count
        ? was.hand
        : { count: seat.hand.count, known };
    players[i] =
      seat.name === was.name && stable === was.stable && hand === was.hand
        ? was
        : { name: seat.name, stable, hand };
    if (players[i] !== was) same = false;
  }
  const nursery = keptCards(t.nursery, like.nursery);
  const discard = keptCards(t.discard, like.discard);
  const extraTurns =
    t.extraTurns.length === like.extraTurns.length && t.extraTurns.every((p, i) => p === like.extraTurns[i])
      ? like.extraTurns
      : t.extraTurns.slice();
  const turnsBegun =
    t.turnsBegun &&
    like.turnsBegun?.length === t.turnsBegun.length &&
    t.turnsBegun.every((n, i) => n === like.turnsBegun![i])
      ? like.turnsBegun
      : t.turnsBegun?.slice();
  const skippedTurns =
    JSON.stringify(t.skippedTurns) === JSON.stringify(like.skippedTurns)
      ? like.skippedTurns
      : t.skippedTurns?.map((entry) => ({ ...entry }));
  const turn = t.turn;
  const wasTurn = like.turn;
  const sameTurn =
    turn.player === wasTurn.player &&
    turn.phase === wasTurn.phase &&
    turn.number === wasTurn.number &&
    turn.playsLeft === wasTurn.playsLeft &&
    turn.played === wasTurn.played &&
    turn.ending === wasTurn.ending &&
    String(turn.skips) === String(wasTurn.skips) &&
    JSON.stringify(turn.barred) === JSON.stringify(wasTurn.barred);
  const pile = samePile(t.pile, like.pile) ? like.pile : t.pile.map((entry) => ({ ...entry }));
  const chain = sameChain(t.chain, like.chain) ? like.chain : t.chain.map((link) => ({ ...link }));
  const outcome = copyOutcome(t.outcome);
  const named =
    JSON.stringify(t.named) === JSON.stringify(like.named)
      ? like.named
      : t.named?.map((entry) => ({ ...entry }));
  same =
    same &&
    nursery === like.nursery &&
    discard === like.discard &&
    extraTurns === like.extraTurns &&
    skippedTurns === like.skippedTurns &&
    turnsBegun === like.turnsBegun &&
    sameTurn &&
    pile === like.pile &&
    chain === like.chain &&
    outcome === null &&
    like.outcome === null &&
    t.language === like.language &&
    t.deck === like.deck &&
    t.twoPlayerVariant === like.twoPlayerVariant &&
    t.composition === like.composition &&
    t.outOfGame === like.outOfGame &&
    t.targeting === like.targeting &&
    named === like.named;
  if (same) return like;
  return assemble(t, {
    players,
    nursery,
    discard,
    turn: sameTurn ? wasTurn : copyTurn(turn),
    pile,
    chain,
    extraTurns,
    ...(turnsBegun ? { turnsBegun } : {}),
    ...(skippedTurns ? { skippedTurns } : {}),
    outcome,
    named,
  });
}

export interface WalkResult {
  table: TableState;
  pending: Decision | null;
  moves: Move[];
  results: Result[];
  checkpoint: { table: TableState; resume: Resume };
  answers: Input[];
}

/**
 * What one stretch of the game (from a quiet point) worked out, in order: the answers fed to it,
 * how many results had been remembered when each answer came, and every remembered result with
 * the name of its question. The game is a pure function of its quiet point and answers, so a
 * replay of the same stretch asks the same questions in the same order and may read them here.
 */
interface Tape {
  answers: Input[];
  marks: number[];
  records: unknown[];
  whats: string[];
  /** The tape of the stretch after the next quiet point, once the game got there. */
  next?: Tape;
  /** The quiet point the stretch starts from, when a run made it on the way. */
  quiet?: { table: TableState; resume: Resume };
  /** The table handed out each time the run stopped for an answer, by the number of answers fed. */
  stops: Array<{ table: TableState; records: number } | undefined>;
}

function newTape(quiet?: { table: TableState; resume: Resume }): Tape {
  return { answers: [], marks: [], records: [], whats: [], quiet, stops: [] };
}

/** A game generator, the table it works on, its quiet point, and the tapes it writes and reads. */
interface Runner {
  walk: Walk;
  run: Flow;
  quiet: { table: TableState; resume: Resume };
  /** Written as the generator goes; its answers are the answers since the quiet point. */
  tape: Tape;
  /** The tape of an earlier run through the same stretch, read while this run follows its answers. */
  reading: Tape | undefined;
  /** The decision the generator is paused on. */
  ask?: Decision;
  /** The last copy of the table this run handed out (or started from): the next one shares its parts. */
  last: TableState;
}

// What stands behind each result still waiting on an answer: the paused generator, and the tape
// of the stretch it was made in. The first answer to a result goes on from where the generator
// stopped instead of replaying from the quiet point; the runner is then spent (dropped from here),
// so any other answer to the same result replays, reading the tape, as it always could.
const behind = new WeakMap<WalkResult, { runner: Runner | undefined; tape: Tape }>();
// The runner whose generator is running now: remember() writes to its tape.
let running: Runner | undefined;

/**
 * Works out a question's answer once per stretch of the game: the first run computes it and writes
 * it on the tape; a replay of the same stretch with the same answers reads it back. `compute` must
 * be a pure function of the table (no change to it, no move), and its result is never changed.
 */
export function remember<T>(what: string, compute: () => T): T {
  const runner = running;
  if (!runner) return withStableViews(compute);
  const tape = runner.tape;
  const at = tape.records.length;
  const reading = runner.reading;
  let value: T;
  if (reading !== undefined && at < reading.records.length && reading.whats[at] === what) {
    value = reading.records[at] as T;
  } else {
    // Off the earlier run's path (never expected: the same stretch asks the same questions).
    if (reading !== undefined && at < reading.records.length) runner.reading = undefined;
    value = withStableViews(compute);
  }
  tape.records.push(value);
  tape.whats.push(what);
  return value;
}

/** Runs the generator one step with this runner's tape in use. */
function advance(runner: Runner, answer?: Input): IteratorResult<Yield, void> {
  const before = running;
  running = runner;
  try {
    return answer === undefined ? runner.run.next() : runner.run.next(answer);
  } finally {
    running = before;
  }
}

/** Notes an answer on the runner's tape; the earlier run's tape is read on only if it got the same one. */
function feed(runner: Runner, answer: Input): void {
  const { tape, reading } = runner;
  const k = tape.answers.length;
  if (
    reading !== undefined &&
    !(
      k < reading.answers.length &&
      reading.marks[k] === tape.records.length &&
      (reading.answers[k] === answer || sameInput(reading.answers[k]!, answer))
    )
  ) {
    runner.reading = undefined;
  }
  tape.answers.push(answer);
  tape.marks.push(tape.records.length);
}

/**
 * Checks an input against the decision waited on: an answer must be one of its options; a
 * correction must leave a possible table (corrections.ts). A RuleError says what is wrong.
 */
function checkInput(ask: Decision, input: Input, t: TableState): void {
  if (isCorrection(input)) checkCorrection(t, input.correct);
  else checkAnswer(ask, input);
}

function checkAnswer(ask: Decision, answer: Option): void {
  // Most answers are one of the option objects handed out: found by identity first.
  if (!ask.options.includes(answer) && !ask.options.some((option) => sameOption(option, answer))) {
    throw new RuleError(
      'choice',
      `${JSON.stringify(answer)} is not one of the options of the "${ask.kind}" decision`,
    );
  }
}

/** Runs the generator on until it needs an answer it has not got (or the game ends). */
function drive(
  runner: Runner,
  answers: readonly Input[],
  step: IteratorResult<Yield, void>,
  fresh: boolean,
): WalkResult {
  const { walk } = runner;
  let used = 0;
  while (!step.done) {
    const yielded = step.value;
    if ('checkpoint' in yielded) {
      // The game's first yield is the quiet point it was started from: no need to copy the table again.
      if (!fresh) {
        const done = runner.tape;
        const reading = runner.reading;
        // The earlier run reached this quiet point too when it had fed as many answers and
        // remembered as many results: its next tape is this stretch's, and the copy of the table
        // it made here is this run's quiet point as well (the same content, never changed).
        const next =
          reading !== undefined &&
          reading.answers.length === done.answers.length &&
          reading.records.length === done.records.length
            ? reading.next
            : undefined;
        runner.quiet =
          next?.quiet !== undefined && next.quiet.resume === yielded.checkpoint
            ? next.quiet
            : { table: snapshotTable(walk.t, runner.last), resume: yielded.checkpoint };
        runner.last = runner.quiet.table;
        runner.tape = done.next = newTape(runner.quiet);
        runner.reading = next;
      }
      fresh = false;
      step = advance(runner);
      continue;
    }
    if (used >= answers.length) {
      // The result gets its own copy of the table and answers: the paused generator goes on changing its own.
      // A replay stopping where the earlier run stopped compares its table with the one handed
      // out then, sharing every part that is the same.
      const tape = runner.tape;
      const fed = tape.answers.length;
      const before = runner.reading?.stops[fed];
      const like =
        before !== undefined && before.records === tape.records.length ? before.table : runner.last;
      runner.last = snapshotTable(walk.t, like);
      tape.stops[fed] = { table: runner.last, records: tape.records.length };
      const result: WalkResult = {
        table: runner.last,
        pending: yielded.ask,
        moves: walk.moves,
        results: walk.results,
        checkpoint: runner.quiet,
        answers: [...runner.tape.answers],
      };
      runner.ask = yielded.ask;
      behind.set(result, { runner, tape: runner.tape });
      return result;
    }
    const answer = answers[used++]!;
    checkInput(yielded.ask, answer, walk.t);
    feed(runner, answer);
    if (used === answers.length) walk.recording = true;
    step = advance(runner, answer);
  }
  return {
    table: walk.t,
    pending: null,
    moves: walk.moves,
    results: walk.results,
    checkpoint: runner.quiet,
    answers: runner.tape.answers,
  };
}

/**
 * Runs the game from a quiet point, feeding the given answers in order, until it needs an answer
 * it has not got (or the game ends). Each answer must be one of the options of the decision it
 * answers, else a RuleError says so and nothing changes. `reading` is the tape of an earlier run
 * from the same quiet point, whose remembered results are read while the answers agree.
 */
export function walkFrom(
  checkpoint: { table: TableState; resume: Resume },
  answers: readonly Input[],
  game: (walk: Walk, resume: Resume) => Flow,
  reading?: Tape,
): WalkResult {
  const walk = new Walk(cloneTable(checkpoint.table));
  walk.recording = answers.length === 0;
  const run = game(walk, checkpoint.resume);
  const runner: Runner = { walk, run, quiet: checkpoint, tape: newTape(), reading, last: checkpoint.table };
  return drive(runner, answers, advance(runner), true);
}

/**
 * The same state made again by replaying its stretch from its quiet point (reading the stretch's
 * tape): what undo gives back when the state's own paused game is spent. It has a paused game of
 * its own, so the next answer to it goes on from there.
 */
export function replayed(result: WalkResult, game: (walk: Walk, resume: Resume) => Flow): WalkResult {
  return walkFrom(result.checkpoint, result.answers, game, behind.get(result)?.tape);
}

/**
 * Answers the decision a result waits on: goes on with its paused generator when it is still
 * there (the same steps a replay would take, without taking them again), else replays from the
 * result's quiet point through its answers and this one, reading what the stretch worked out.
 */
export function answerFrom(
  result: WalkResult,
  answer: Input,
  game: (walk: Walk, resume: Resume) => Flow,
): WalkResult {
  const kept = behind.get(result);
  const runner = kept?.runner;
  if (!runner) return walkFrom(result.checkpoint, [...result.answers, answer], game, kept?.tape);
  checkInput(runner.ask!, answer, runner.walk.t);
  kept.runner = undefined;
  runner.walk.moves = [];
  runner.walk.results = [];
  runner.walk.recording = true;
  feed(runner, answer);
  return drive(runner, [], advance(runner, answer), false);
}
