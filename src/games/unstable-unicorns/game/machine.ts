// The walker's machinery: the game runs as a generator that yields decisions, and the state keeps
// only the last quiet point plus the answers since, so every state is plain JSON and replays exactly.
import { RuleError } from '../../../engine/game-log.ts';
import type { Decision, Move, Option, Resume, TableState } from './types.ts';

/** What the game generator hands out: a decision to wait on, or a quiet point to restart from. */
export type Yield = { ask: Decision } | { checkpoint: Resume };
/** A piece of the game that may wait on decisions; resumed with the chosen option. */
export type Flow<T = void> = Generator<Yield, T, Option>;

/** The live table while the walker runs, and the hidden-card moves it reports. */
export class Walk {
  moves: Move[] = [];
  recording = false;
  constructor(public t: TableState) {}

  move(move: Move): void {
    if (this.recording) this.moves.push(move);
  }
}

/**
 * Asks for a decision. A decision with one option is taken at once (nobody has a choice, and
 * the table is not asked to tap for it); one with none is a walker bug.
 */
export function* ask(decision: Decision): Flow<Option> {
  if (decision.options.length === 0)
    throw new Error(`walker bug: a "${decision.kind}" decision with no option`);
  if (decision.options.length === 1) return decision.options[0]!;
  return yield { ask: decision };
}

/** True when two options are the same answer (options are flat objects of plain values). */
export function sameOption(a: Option, b: Option): boolean {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((key) => ra[key] === rb[key]);
}

/** A deep copy of a table (plain JSON), written out by hand because it runs on every answer. */
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
  return {
    ...t,
    players,
    nursery: t.nursery.slice(),
    discard: t.discard.slice(),
    turn: { ...t.turn },
    pile,
    chain,
    extraTurns: t.extraTurns.slice(),
    outcome: t.outcome === null ? null : (JSON.parse(JSON.stringify(t.outcome)) as TableState['outcome']),
  };
}

export interface WalkResult {
  table: TableState;
  pending: Decision | null;
  moves: Move[];
  checkpoint: { table: TableState; resume: Resume };
  answers: Option[];
}

/** A game generator paused on a decision, with the table it works on and its quiet point. */
interface Runner {
  walk: Walk;
  run: Flow;
  quiet: { table: TableState; resume: Resume };
  since: Option[];
  ask: Decision;
}

// The paused generator behind each result still waiting on an answer. The first answer to a
// result goes on from where the generator stopped instead of replaying from the quiet point; the
// runner is then spent, so any other answer to the same result replays, as it always could.
const paused = new WeakMap<WalkResult, Runner>();

function checkAnswer(ask: Decision, answer: Option): void {
  if (!ask.options.some((option) => sameOption(option, answer))) {
    throw new RuleError(
      'choice',
      `${JSON.stringify(answer)} is not one of the options of the "${ask.kind}" decision`,
    );
  }
}

/** Runs the generator on until it needs an answer it has not got (or the game ends). */
function drive(
  runner: Omit<Runner, 'ask'>,
  answers: readonly Option[],
  step: IteratorResult<Yield, void>,
  fresh: boolean,
): WalkResult {
  const { walk, run } = runner;
  let used = 0;
  while (!step.done) {
    const yielded = step.value;
    if ('checkpoint' in yielded) {
      // The game's first yield is the quiet point it was started from: no need to copy the table again.
      if (!fresh) runner.quiet = { table: cloneTable(walk.t), resume: yielded.checkpoint };
      fresh = false;
      runner.since = [];
      step = run.next();
      continue;
    }
    if (used >= answers.length) {
      // The result gets its own copy of the table and answers: the paused generator goes on changing its own.
      const result: WalkResult = {
        table: cloneTable(walk.t),
        pending: yielded.ask,
        moves: walk.moves,
        checkpoint: runner.quiet,
        answers: [...runner.since],
      };
      paused.set(result, { ...runner, ask: yielded.ask });
      return result;
    }
    const answer = answers[used++]!;
    checkAnswer(yielded.ask, answer);
    runner.since.push(answer);
    if (used === answers.length) walk.recording = true;
    step = run.next(answer);
  }
  return { table: walk.t, pending: null, moves: walk.moves, checkpoint: runner.quiet, answers: runner.since };
}

/**
 * Runs the game from a quiet point, feeding the given answers in order, until it needs an answer
 * it has not got (or the game ends). Each answer must be one of the options of the decision it
 * answers, else a RuleError says so and nothing changes.
 */
export function walkFrom(
  checkpoint: { table: TableState; resume: Resume },
  answers: readonly Option[],
  game: (walk: Walk, resume: Resume) => Flow,
): WalkResult {
  const walk = new Walk(cloneTable(checkpoint.table));
  walk.recording = answers.length === 0;
  const run = game(walk, checkpoint.resume);
  return drive({ walk, run, quiet: checkpoint, since: [] }, answers, run.next(), true);
}

/**
 * Answers the decision a result waits on: goes on with its paused generator when it is still
 * there (the same steps a replay would take, without taking them again), else replays from the
 * result's quiet point through its answers and this one.
 */
export function answerFrom(
  result: WalkResult,
  answer: Option,
  game: (walk: Walk, resume: Resume) => Flow,
): WalkResult {
  const runner = paused.get(result);
  if (!runner) return walkFrom(result.checkpoint, [...result.answers, answer], game);
  checkAnswer(runner.ask, answer);
  paused.delete(result);
  runner.walk.moves = [];
  runner.walk.recording = true;
  runner.since.push(answer);
  return drive(runner, [], runner.run.next(answer), false);
}

// Players' names as JSON strings: a table has a handful, and the key is made for every question.
const quotedNames = new Map<string, string>();
function quotedName(name: string): string {
  let quoted = quotedNames.get(name);
  if (quoted === undefined) {
    quoted = JSON.stringify(name);
    if (quotedNames.size >= 1000) quotedNames.clear();
    quotedNames.set(name, quoted);
  }
  return quoted;
}

/**
 * The table's whole content as a short string, for remembering answers per table: every field of
 * the table is in it, in a fixed order, so two tables get the same key only when they are equal.
 * Card ids hold no separator; names are quoted; the rarer structured parts are written as JSON.
 * About twice as quick as printing the table as JSON, and half as long.
 */
export function tableKey(t: TableState): string {
  const turn = t.turn;
  let key = `${t.language}|${t.deck}|${t.outOfGame}|${t.targeting}|${t.twoPlayerVariant}|${turn.player},${turn.phase},${turn.number},${turn.playsLeft},${turn.played},${turn.ending}`;
  for (const seat of t.players) {
    key += `|${quotedName(seat.name)}:${seat.stable.join(',')}:${seat.hand.count}:${seat.hand.known.join(',')}`;
  }
  key += `|${t.nursery.join(',')}|${t.discard.join(',')}|${t.extraTurns.join(',')}`;
  if (t.pile.length > 0) key += `|p${JSON.stringify(t.pile)}`;
  if (t.chain.length > 0) key += `|c${JSON.stringify(t.chain)}`;
  if (t.outcome) key += `|o${JSON.stringify(t.outcome)}`;
  return key;
}

// Options of the costliest decisions, by the exact table they were computed on. Replaying a
// segment recomputes the same decisions on the same tables; the answer cannot differ.
const remembered = new Map<string, Option[]>();
const REMEMBER_AT_MOST = 1000;

/** Computes a decision's options once per table content (a pure function of the table). */
export function rememberOptions(what: string, table: TableState, compute: () => Option[]): Option[] {
  const key = `${what}|${tableKey(table)}`;
  const known = remembered.get(key);
  if (known) return known;
  const options = compute();
  if (remembered.size >= REMEMBER_AT_MOST) remembered.clear();
  remembered.set(key, options);
  return options;
}
