// Plays random legal matches of The Lion & The Unicorn and checks the table after every event:
// 48 cards each in one place, a decision always waiting until the match is won, replay and undo exact.
import { newLog, redo, replay, RuleError, seededRandom, undo, type GameLog } from '../../engine/game-log.ts';
import { allCardIds, animalOf, startingAnimals, type Animal } from './cards.ts';
import {
  lionRules,
  winningSet,
  type LionCorrection,
  type LionDecision,
  type LionPile,
  type LionEvent,
  type LionSetup,
  type LionState,
} from './game.ts';

export interface LionSimulationOptions {
  games: number;
  seed: number;
  /** Players per match; random 2 to 6 when absent. */
  players?: number;
  /** Mix random legal corrections into the matches (about one event in 20). */
  corrections?: boolean;
  /** Where lines go (default console.log); the last line is the JSON summary. */
  print?: (line: string) => void;
}

export interface LionSimulationSummary {
  games: number;
  events: number;
  violations: number;
  stuck: number;
  /** Corrections recorded (0 without `corrections`). */
  corrections: number;
  gamesPerSecond: number;
}

/** About one event in this many is a correction when corrections are mixed in. */
const correctionEvery = 20;
const piles: readonly LionPile[] = ['deck', 'discard', 'setAside'];

/** A match still unwon after this many events counts as stuck. */
const stuckAfter = 20_000;
/** Matches whose replay is compared at every event; later ones every `replayEvery` events and at the end. */
const fullReplayChecks = 10;
const replayEvery = 8;

const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay'];

const cardNumber = new Map(allCardIds.map((id, n) => [id, n]));
const seenIn = new Float64Array(allCardIds.length);
let checkNumber = 0;

/** The problems with one table, as sentences (empty when all is well). */
export function tableProblems(state: LionState, decision = lionRules.pending(state)): string[] {
  const problems: string[] = [];
  // Each card must be found exactly once: `seenIn` holds the check number that last saw it.
  checkNumber++;
  let count = 0;
  const mark = (id: string): void => {
    count++;
    const n = cardNumber.get(id);
    if (n === undefined) problems.push(`card ${id} does not exist`);
    else if (seenIn[n] === checkNumber) problems.push(`card ${id} (${animalOf[id]}) lies in two places`);
    else seenIn[n] = checkNumber;
  };
  for (const seat of state.seats) for (const card of seat.cards) mark(card.id);
  for (const id of state.deck) mark(id);
  for (const id of state.discard) mark(id);
  for (const id of state.setAside) mark(id);
  if (count !== allCardIds.length) problems.push(`${count} cards on the table, not ${allCardIds.length}`);
  state.seats.forEach((seat, i) => {
    const starting = seat.cards.filter((c) => c.starting).length;
    if (starting !== 1) problems.push(`${seat.name} (seat ${i}) has ${starting} starting cards`);
    if (seat.roundsWon < 0 || seat.roundsWon > 2)
      problems.push(`${seat.name} has ${seat.roundsWon} rounds won`);
  });
  if (state.step === null && state.matchWinner === null)
    problems.push('no decision is waiting but nobody won');
  if (state.step !== null && state.matchWinner !== null)
    problems.push('the match is won but a decision waits');
  const waitingOnSets =
    state.step?.kind === 'return-card' || state.step?.kind === 'next-round' || state.step === null;
  if (!waitingOnSets) {
    state.seats.forEach((seat) => {
      if (winningSet(seat.cards)) problems.push(`${seat.name} shows a winning set but the round goes on`);
    });
  }
  if (state.step !== null && (decision === null || decision.options.length === 0))
    problems.push(`the ${state.step.kind} decision has no legal option`);
  return problems;
}

/** Freezes a table and everything in it that is not frozen yet (rows share card objects from table to table). */
function freezeTable(state: LionState): LionState {
  for (const seat of state.seats) {
    for (const card of seat.cards) if (!Object.isFrozen(card)) Object.freeze(card);
    Object.freeze(seat.cards);
    Object.freeze(seat);
  }
  Object.freeze(state.seats);
  for (const news of state.news) deepFreeze(news);
  for (const zone of [state.deck, state.discard, state.setAside, state.winningSet, state.news])
    Object.freeze(zone);
  if (state.step) deepFreeze(state.step);
  return Object.freeze(state);
}

function deepFreeze(value: unknown): void {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two tables are the same, field by field (far faster than comparing JSON texts). */
export function sameTable(a: LionState | undefined, b: LionState | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (Object.keys(a).length !== Object.keys(b).length) return false;
  if (
    a.seed !== b.seed ||
    a.crown !== b.crown ||
    a.round !== b.round ||
    a.turn !== b.turn ||
    a.roundWinner !== b.roundWinner ||
    a.matchWinner !== b.matchWinner ||
    a.seats.length !== b.seats.length
  )
    return false;
  if (!sameList(a.deck, b.deck) || !sameList(a.discard, b.discard)) return false;
  if (!sameList(a.setAside, b.setAside) || !sameList(a.winningSet, b.winningSet)) return false;
  for (let i = 0; i < a.seats.length; i++) {
    const x = a.seats[i]!;
    const y = b.seats[i]!;
    if (x.name !== y.name || x.roundsWon !== y.roundsWon || x.cards.length !== y.cards.length) return false;
    for (let k = 0; k < x.cards.length; k++) {
      const c = x.cards[k]!;
      const d = y.cards[k]!;
      if (c.id !== d.id || c.faceUp !== d.faceUp || c.starting !== d.starting) return false;
    }
  }
  return (
    JSON.stringify(a.step) === JSON.stringify(b.step) && JSON.stringify(a.news) === JSON.stringify(b.news)
  );
}

/** Picks one legal event from the waiting decision; a drawn card is picked in proportion to what the deck holds. */
export function randomLegalEvent(decision: LionDecision | null, random: () => number): LionEvent | null {
  if (decision === null || decision.options.length === 0) return null;
  if (decision.kind === 'draw-reveal' && decision.counts) {
    const total = Object.values(decision.counts).reduce((a, b) => a + (b ?? 0), 0);
    let roll = random() * total;
    for (const option of decision.options) {
      roll -= decision.counts[(option as { animal: Animal }).animal] ?? 0;
      if (roll < 0) return option;
    }
    return decision.options[decision.options.length - 1]!;
  }
  const option = decision.options[Math.floor(random() * decision.options.length)]!;
  if (option.type === 'rat') {
    const order = [...option.order];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return { ...option, order };
  }
  return option;
}

/**
 * A random correction of the kind a real table makes: a card moved by hand between rows and piles,
 * turned the other side up, drawn once too often, a starting card put right, the turn, rounds won
 * or the crown. It may be
 * one the rules refuse (a starting card, a pile without that animal): the caller tries again.
 */
export function randomCorrection(state: LionState, random: () => number): LionCorrection {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const seat = (): number => Math.floor(random() * state.seats.length);
  const place = (): number | LionPile => (random() < 0.5 ? seat() : pick(piles));
  const side = (to: number | LionPile): { up?: boolean } =>
    typeof to === 'number' ? { up: random() < 0.5 } : {};
  const rowCards = state.seats.flatMap((s) => s.cards);
  const roll = random();
  if (roll < 0.3) {
    const card = pick(rowCards);
    const to = place();
    return { kind: 'move', card: card.id, to, ...side(to) };
  }
  if (roll < 0.45) {
    const from = pick(piles);
    const pile = state[from];
    const animal = pile.length > 0 ? animalOf[pick(pile)]! : pick(Object.values(animalOf));
    const to = place();
    return { kind: 'take', from, animal, to, ...side(to) };
  }
  if (roll < 0.65) {
    const card = pick(rowCards);
    return { kind: 'face', card: card.id, up: !card.faceUp };
  }
  if (roll < 0.8) {
    const named = random() < 0.5 && state.deck.length > 0;
    return { kind: 'drew', player: seat(), ...(named ? { animal: animalOf[pick(state.deck)]! } : {}) };
  }
  if (roll < 0.86) return { kind: 'starting', player: seat(), animal: pick(startingAnimals) };
  if (roll < 0.92) return { kind: 'turn', player: seat() };
  if (roll < 0.97) return { kind: 'crown', player: seat() };
  return { kind: 'rounds', player: seat(), won: random() < 0.5 ? 0 : 1 };
}

/**
 * Plays `games` random matches and checks them. After every event, always: the table's own
 * invariants (`tableProblems`) and that the table before it was left untouched (every table is
 * frozen, so a change in place throws). Replay: at each match's end the log is replayed from setup
 * and compared with the live table at the end and at every 8th event (and at every event for the
 * first 10 matches). Undo then redo: checked by full replays at two random events per match.
 * Returns the exit code: 0 when no violation and no stuck match.
 */
export function simulate(options: LionSimulationOptions): number {
  const summary = runSimulation(options);
  return summary.violations === 0 && summary.stuck === 0 ? 0 : 1;
}

/** As `simulate`, returning the summary (also printed as the last line). */
export function runSimulation(options: LionSimulationOptions): LionSimulationSummary {
  const print = options.print ?? ((line: string) => console.log(line));
  const started = performance.now();
  let events = 0;
  let violations = 0;
  let stuck = 0;
  let corrections = 0;
  for (let game = 0; game < options.games; game++) {
    const seed = (options.seed * 100_003 + game) >>> 0;
    const random = seededRandom(seed);
    const count = options.players ?? 2 + Math.floor(random() * 5);
    const setup: LionSetup = { players: names.slice(0, count), seed, crown: Math.floor(random() * count) };
    const report = (index: number, message: string) => {
      violations++;
      print(`violation: seed ${seed} event ${index}: ${message}`);
    };
    const log: GameLog<LionSetup, LionEvent> = newLog(setup);
    // Freezing makes a change to an earlier table throw at once; it is costly, so only the first
    // matches are frozen. Later ones still catch it: the replay pass compares kept tables.
    const freeze = game < fullReplayChecks ? freezeTable : (table: LionState) => table;
    let state = freeze(lionRules.init(setup));
    let decision = lionRules.pending(state);
    // Tables kept for the replay comparison (kept sparse: keeping them all costs the garbage collector dearly).
    const every = game < fullReplayChecks ? 1 : replayEvery;
    const kept = new Map<number, LionState>([[0, state]]);
    for (const problem of tableProblems(state, decision)) report(0, problem);
    while (state.step !== null) {
      if (log.events.length >= stuckAfter) {
        stuck++;
        print(`stuck: seed ${seed}: no winner after ${stuckAfter} events`);
        break;
      }
      let event = randomLegalEvent(decision, random);
      if (options.corrections && random() < 1 / correctionEvery) {
        // A few tries: the random correction may be one the table cannot make (refused, and checked
        // to change nothing; tables are frozen for the first matches, so a change in place throws).
        for (let attempt = 0; attempt < 8; attempt++) {
          const correction: LionEvent = { type: 'correct', correction: randomCorrection(state, random) };
          const before = game < fullReplayChecks ? JSON.stringify(state) : '';
          try {
            lionRules.apply(state, correction);
            event = correction;
            corrections++;
            break;
          } catch (error) {
            if (!(error instanceof RuleError) || error.because !== 'correction')
              report(
                log.events.length + 1,
                `a correction failed without a sentence: ${(error as Error).message}`,
              );
            if (before !== '' && JSON.stringify(state) !== before)
              report(
                log.events.length + 1,
                `a refused correction changed the table: ${JSON.stringify(correction)}`,
              );
          }
        }
      }
      if (event === null) {
        stuck++;
        print(
          `stuck: seed ${seed} event ${log.events.length}: the ${state.step.kind} decision offers nothing`,
        );
        break;
      }
      try {
        state = freeze(lionRules.apply(state, event));
      } catch (error) {
        report(
          log.events.length + 1,
          `a legal option was refused: ${JSON.stringify(event)}: ${(error as Error).message}`,
        );
        break;
      }
      log.events.push(event);
      events++;
      const index = log.events.length;
      decision = lionRules.pending(state);
      // Every 8th table and the one before it: the undo check below needs a pair.
      if (index % every === 0 || (index + 1) % every === 0 || state.step === null) kept.set(index, state);
      for (const problem of tableProblems(state, decision)) report(index, problem);
    }
    if (!sameTable(state, kept.get(log.events.length))) kept.set(log.events.length, state);
    // Undo then redo, at one kept table picked at random: undo must replay to the table before,
    // and redo must give back the very same events (whose replay the pass below checks).
    const pairs = [...kept.keys()].filter((i) => i > 0 && kept.has(i - 1));
    if (pairs.length > 0) {
      const at = pairs[Math.floor(random() * pairs.length)]!;
      const prefix: GameLog<LionSetup, LionEvent> = { setup, events: log.events.slice(0, at), undone: [] };
      const back = undo(prefix);
      if (!sameTable(replay(lionRules, back), kept.get(at - 1)))
        report(at, 'undo does not give the table before the last event');
      const redone = redo(back);
      if (
        redone.events.length !== at ||
        redone.events.some((e, k) => e !== log.events[k]) ||
        redone.undone.length !== 0
      )
        report(at, 'undo then redo does not give the same log');
    }
    // Replaying the whole log must walk through the tables that were played.
    let again = lionRules.init(setup);
    if (!sameTable(again, kept.get(0))) report(0, 'setup does not replay to the same table');
    for (let i = 1; i <= log.events.length; i++) {
      again = lionRules.apply(again, log.events[i - 1]!);
      const live = kept.get(i);
      if (live && !sameTable(again, live)) {
        report(i, 'replaying the log does not give the live table');
        break;
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const summary: LionSimulationSummary = {
    games: options.games,
    events,
    violations,
    stuck,
    corrections,
    gamesPerSecond: Math.round(options.games / Math.max(seconds, 1e-6)),
  };
  print(JSON.stringify(summary));
  return summary;
}
