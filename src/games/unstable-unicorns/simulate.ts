// Random legal games of Unstable Unicorns, played to the end against the turn walker, with the
// invariants checked as they go. The simulator is the physical table: it holds the real deck and hands.
//
// What is checked when:
// - after every event: every card of the game's boxes is in exactly one zone (deck + hands + Stables +
//   discard pile + Nursery + Neigh pile + box), no zone is negative, no face is seen more often than
//   the box holds it, the table's hands agree with the real ones (counts, known cards), there is a
//   decision or the game is over; and undo then redo gives the same state. Undo gives back the
//   state before the event; redo applies the undone event to it. The live game goes on with the
//   walker's paused game, so the undone state used here is a replay: at the first event after each
//   quiet point it is the state before, made again from its quiet point (reading the answers of the
//   costly questions back from the live stretch's tape, machine.ts) and checked equal to it; after
//   that it is the redo of the event before, already checked. Either way the redo of every event
//   is the stretch replayed from its quiet point through that event, so every event checks that
//   replaying gives what the live game gave. (game-log's undo and redo only move the event between
//   the log's lists; they are tested on their own in test/walker.)
// - in one game of every REPLAY_GAMES, at one event picked at random and at the end: replaying the
//   log event by event from the setup (game-log's replay, which asks every question afresh) gives
//   the live state. A full replay after every event would cost the square of the game's length;
// - with `corrections`, about one event in 20 is a random correction that the real table makes
//   true (corrections.ts): the same checks follow it, and the walker must accept it;
// - at the end of those same games: one uninterrupted run of the walker from the setup through
//   every answer gives the live table.
import { newLog, replay, seededRandom } from '../../engine/game-log.ts';
import type { BoxId, Catalog, Composition } from './catalog.ts';
import {
  allFaces,
  cardFace,
  catalogOf,
  facePlace,
  PHASES,
  twoPlayerVariantFor,
  type CardId,
} from './table.ts';
import { setAside } from './game/corrections.ts';
import { walker } from './game/rules.ts';
import { replayed, walkFrom } from './game/machine.ts';
import { game } from './game/turn.ts';
import type {
  Correction,
  Decision,
  GameEvent,
  GameSetup,
  GameState,
  Move,
  Option,
  Zone,
} from './game/types.ts';

/** Events one game may take before it counts as stuck. */
export const EVENT_CAP = 5000;
/**
 * One game in this many also gets the whole-game replay checks (500 games in a run of 10,000).
 * Each costs about two more plays of the game; every event already gets its stretch replayed.
 */
const REPLAY_GAMES = 20;
/** The share of events that are corrections with `--corrections`. */
const CORRECTION_RATE = 1 / 20;

const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

/** The real cards on the table, which the walker never sees. */
export interface RealTable {
  /** Top last. */
  deck: CardId[];
  hands: CardId[][];
  /** Cards a correction set aside without saying which (a hand or the deck made smaller). */
  box?: CardId[];
}

function shuffle<T>(items: T[], random: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}

function removeOne(cards: CardId[], card: CardId): boolean {
  const at = cards.indexOf(card);
  if (at < 0) return false;
  cards.splice(at, 1);
  return true;
}

/**
 * Shuffles the black-backed cards in play and deals as the rulebook says (the base game's 2-player
 * variant: a Neigh each first).
 */
export function dealRealTable(players: number, random: () => number, composition?: Composition): RealTable {
  const deck: CardId[] = [];
  const catalog = catalogOf({ composition });
  const variant = twoPlayerVariantFor(players, composition);
  for (const face of catalog.faces) {
    if (face.type === 'baby-unicorn') continue;
    for (let i = 0; i < catalog.inPlay(face.id, variant); i++) deck.push(face.id);
  }
  const hands: CardId[][] = Array.from({ length: players }, () => []);
  if (variant) {
    for (const hand of hands) {
      removeOne(deck, 'neigh');
      hand.push('neigh');
    }
  }
  shuffle(deck, random);
  for (let round = 0; round < 5; round++) for (const hand of hands) hand.push(deck.pop()!);
  return { deck, hands };
}

/** Follows the walker's hidden-card moves on the real cards; returns what went wrong, if anything. */
export function followMoves(real: RealTable, moves: readonly Move[], random: () => number): string[] {
  const problems: string[] = [];
  for (const move of moves) {
    if ('draw' in move) {
      const card = real.deck.pop();
      if (card === undefined) problems.push('a draw from an empty real deck');
      else real.hands[move.draw]!.push(card);
    } else if ('fromHand' in move) {
      if (!removeOne(real.hands[move.fromHand]!, move.card)) {
        problems.push(`player ${move.fromHand} has no ${move.card} in hand`);
      }
    } else if ('toHand' in move) {
      real.hands[move.toHand]!.push(move.card);
    } else if ('deckToHand' in move) {
      if (!removeOne(real.deck, move.card)) problems.push(`no ${move.card} in the real deck`);
      real.hands[move.deckToHand]!.push(move.card);
    } else if ('shuffleDeck' in move) {
      shuffle(real.deck, random);
    } else if ('handToDeck' in move) {
      real.deck.push(...real.hands[move.handToDeck]!);
      real.hands[move.handToDeck] = [];
    } else if ('toDeck' in move) {
      real.deck.push(...move.toDeck);
    } else if ('pull' in move) {
      const from = real.hands[move.pull.from]!;
      let card = move.pull.card;
      if (card === undefined) card = from[Math.floor(random() * from.length)];
      if (card === undefined || !removeOne(from, card))
        problems.push(`nothing to take from player ${move.pull.from}`);
      else real.hands[move.pull.to]!.push(card);
    } else if ('swapHands' in move) {
      const [a, b] = move.swapHands;
      [real.hands[a], real.hands[b]] = [real.hands[b]!, real.hands[a]!];
    } else if ('fromDeck' in move) {
      if (!removeOne(real.deck, move.fromDeck)) problems.push(`no ${move.fromDeck} in the real deck`);
    } else if ('handToBox' in move) {
      const hand = real.hands[move.handToBox]!;
      const card = hand.splice(Math.floor(random() * hand.length), 1)[0];
      if (card === undefined) problems.push(`nothing to set aside from player ${move.handToBox}'s hand`);
      else (real.box ??= []).push(card);
    } else if ('boxToHand' in move || 'boxToDeck' in move) {
      const box = (real.box ??= []);
      const card = box.splice(Math.floor(random() * box.length), 1)[0];
      if (card === undefined) problems.push('nothing set aside to take back');
      else if ('boxToHand' in move) real.hands[move.boxToHand]!.push(card);
      else real.deck.push(card);
    } else if ('deckToBox' in move) {
      const card = real.deck.pop();
      if (card === undefined) problems.push('nothing to set aside from an empty real deck');
      else (real.box ??= []).push(card);
    } else if ('lookAtTop' in move) {
      const seen = real.deck.splice(Math.max(0, real.deck.length - move.count));
      const keep = Math.floor(random() * seen.length);
      real.hands[move.lookAtTop]!.push(...seen.splice(keep, 1));
      shuffle(seen, random);
      real.deck.push(...seen);
    }
  }
  return problems;
}

function cardOf(option: Option): CardId | undefined {
  if ('play' in option) return option.play;
  if ('card' in option && !('index' in option)) return option.card;
  return undefined;
}

function pickOne<T>(items: T[], random: () => number): T | undefined {
  return items[Math.floor(random() * items.length)];
}

/** Cards of the real hand the table does not know yet. */
function unseenInHand(real: CardId[], known: readonly CardId[]): CardId[] {
  const rest = [...real];
  for (const card of known) removeOne(rest, card);
  return rest;
}

/**
 * Answers a decision as a player at the real table would: truthfully where the answer is a fact
 * (which card was drawn, what a search finds), at random among what the real cards allow otherwise.
 * Returns undefined when no option fits the real cards (the walker offered only impossible ones).
 */
export function chooseAtTable(
  decision: Decision,
  state: GameState,
  real: RealTable,
  random: () => number,
): Option | undefined {
  const { options } = decision;
  if (decision.kind === 'identify' && decision.zone) {
    let candidates: CardId[];
    if ('hand' in decision.zone) {
      const p = decision.zone.hand;
      candidates = unseenInHand(real.hands[p]!, state.table.players[p]!.hand.known);
    } else if ('pull' in decision.zone) candidates = real.hands[decision.zone.pull]!;
    else candidates = real.deck;
    const card = pickOne(candidates, random);
    return options.find((option) => cardOf(option) === card);
  }
  if (decision.kind === 'reveal' && decision.zone && 'top' in decision.zone) {
    // A card off the top of the real deck (the top is its end); where the looker may throw none
    // away (Fortune Teller Unicorn), they sometimes stop.
    const none = options.find((option) => 'none' in option);
    if (none && random() < 0.4) return none;
    const top = real.deck.slice(Math.max(0, real.deck.length - decision.zone.top));
    const card = pickOne(top, random);
    return options.find((option) => cardOf(option) === card) ?? none;
  }
  if (decision.kind === 'search' && decision.zone && 'deck' in decision.zone) {
    const found = options.filter((option) => {
      const card = cardOf(option);
      return card !== undefined && real.deck.includes(card);
    });
    return pickOne(found, random) ?? options.find((option) => 'none' in option);
  }
  let fitting = options;
  if (decision.fromHand !== undefined) {
    const hand = real.hands[decision.fromHand]!;
    fitting = options.filter((option) => {
      const card = cardOf(option);
      return card === undefined || hand.includes(card);
    });
    const cards = fitting.filter((option) => cardOf(option) !== undefined);
    // "I have none" only when it is true.
    if (cards.length > 0 && decision.kind !== 'action') fitting = cards;
  }
  // Players mostly play for themselves: their Unicorns and Upgrades into their own Stable, their
  // Downgrades into another's. It keeps the games as varied and ends them sooner.
  if (decision.kind === 'into' && decision.player !== null && decision.source && random() < 0.8) {
    const own = options.find((option) => 'player' in option && option.player === decision.player);
    const others = options.filter((option) => 'player' in option && option.player !== decision.player);
    const wanted = cardFace(decision.source).type === 'downgrade' ? pickOne(others, random) : own;
    if (wanted) return wanted;
  }
  if (decision.kind === 'respond' || decision.kind === 'draw') {
    // Only Instants really held answer; mostly nobody does (the Draw phase's "nobody" is the draw).
    const answers = options.filter(
      (option) => 'player' in option && 'card' in option && real.hands[option.player]!.includes(option.card),
    );
    if (answers.length === 0 || random() < 0.85)
      return options.find((option) => 'pass' in option || 'draw' in option);
    return pickOne(answers, random);
  }
  return pickOne(fitting, random);
}

/**
 * A correction a player could make at the real table now, true of the real cards: one more draw,
 * a card set aside or taken back, one more discard, a card moved by hand, or the turn set.
 * Undefined when the kind drawn does not fit the table (the caller then answers instead).
 */
export function randomCorrection(
  state: GameState,
  real: RealTable,
  random: () => number,
): Correction | undefined {
  const t = state.table;
  const n = t.players.length;
  const player = Math.floor(random() * n);
  const hand = real.hands[player]!;
  const kind = pickOne(
    ['drew', 'hand', 'deck', 'discarded', 'move', 'move', 'move', 'turn'] as const,
    random,
  )!;
  switch (kind) {
    case 'drew':
      if (t.deck === 0) return undefined;
      return { kind: 'drew', player, ...(t.deck >= 2 && random() < 0.3 ? { count: 2 } : {}) };
    case 'hand':
      if (random() < 0.5 && hand.length > 0) return { kind: 'hand', player, delta: -1 };
      return setAside(t) > 0 ? { kind: 'hand', player, delta: 1 } : undefined;
    case 'deck':
      if (random() < 0.5 && t.deck > 0) return { kind: 'deck', delta: -1 };
      return setAside(t) > 0 ? { kind: 'deck', delta: 1 } : undefined;
    case 'discarded': {
      const card = pickOne(hand, random);
      return card === undefined ? undefined : { kind: 'discarded', player, card };
    }
    case 'turn':
      if (t.pile.length > 0) return undefined;
      return { kind: 'turn', player, phase: pickOne([...PHASES], random)! };
    case 'move': {
      // Where the card comes from: any real card of a zone the table can reach.
      const sources: Array<{ from: Zone; card: CardId }> = [];
      t.players.forEach((seat, p) => {
        for (const card of seat.stable) sources.push({ from: { stable: p }, card });
        for (const card of real.hands[p]!) sources.push({ from: { hand: p }, card });
      });
      for (const card of t.discard) sources.push({ from: { discard: true }, card });
      for (const card of t.nursery) sources.push({ from: { nursery: true }, card });
      if (real.deck.length > 0)
        sources.push({ from: { deck: true }, card: real.deck[real.deck.length - 1]! });
      const source = pickOne(sources, random);
      if (!source) return undefined;
      const baby = cardFace(source.card).type === 'baby-unicorn';
      const to: Zone[] = [];
      for (let p = 0; p < n; p++) {
        to.push({ stable: p });
        if (!baby) to.push({ hand: p, known: random() < 0.5 });
      }
      if (baby) to.push({ nursery: true });
      else to.push({ discard: true }, { deck: true });
      const key = (zone: Zone) => JSON.stringify({ ...zone, known: undefined });
      const target = pickOne(
        to.filter((zone) => key(zone) !== key(source.from)),
        random,
      );
      return target ? { kind: 'move', card: source.card, from: source.from, to: target } : undefined;
    }
  }
}

/**
 * True when two plain-JSON values would print the same as JSON, key order aside (a key holding
 * undefined counts as absent, as in JSON). Walks both at once and stops at the first difference,
 * instead of printing two whole states for every event.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let keys = 0;
  for (const key in ra) {
    if (ra[key] === undefined) continue;
    keys += 1;
    if (!sameJson(ra[key], rb[key])) return false;
  }
  for (const key in rb) if (rb[key] !== undefined) keys -= 1;
  return keys === 0;
}

// How many copies of each face the game's boxes hold in play, by the face's place among all faces
// (table.ts facePlace): worked out once per deck and variant, since the check runs after every event.
const boxCopies = new WeakMap<Catalog, [Int16Array | undefined, Int16Array | undefined]>();
function copiesFor(t: GameState['table']): Int16Array {
  const catalog = catalogOf(t);
  let known = boxCopies.get(catalog);
  if (!known) boxCopies.set(catalog, (known = [undefined, undefined]));
  const variant = t.twoPlayerVariant ? 1 : 0;
  return (known[variant] ??= Int16Array.from(allFaces(), (face) =>
    catalog.inPlay(face.id, t.twoPlayerVariant),
  ));
}

/** Takes the cards seen out of the copies left (a module-level function: this runs at every event). */
function see(left: Int16Array, cards: readonly CardId[], problems: string[]): void {
  for (const card of cards) {
    const place = facePlace(card);
    if (place === undefined) problems.push(`"${card}" is not a card of the game`);
    else left[place]! -= 1;
  }
}

/** Checks the table against the box and the real cards; returns each problem found. */
export function tableProblems(state: GameState, real?: RealTable): string[] {
  const problems: string[] = [];
  const t = state.table;
  let total = t.deck + t.discard.length + t.nursery.length + t.pile.length + t.outOfGame;
  if (t.deck < 0) problems.push(`the deck counts ${t.deck}`);
  // Copies of each face left once every card seen is taken out of the box.
  const left = copiesFor(t).slice();
  for (let p = 0; p < t.players.length; p++) {
    const seat = t.players[p]!;
    total += seat.stable.length + seat.hand.count;
    if (seat.hand.count < 0) problems.push(`player ${p}'s hand counts ${seat.hand.count}`);
    if (seat.hand.known.length > seat.hand.count)
      problems.push(`player ${p}'s hand knows more cards than it holds`);
    see(left, seat.stable, problems);
    see(left, seat.hand.known, problems);
    if (real) {
      if (real.hands[p]!.length !== seat.hand.count) {
        problems.push(
          `player ${p} holds ${real.hands[p]!.length} real cards, the table says ${seat.hand.count}`,
        );
      }
      if (seat.hand.known.length > 0) {
        const rest = [...real.hands[p]!];
        for (const card of seat.hand.known) {
          if (!removeOne(rest, card)) problems.push(`player ${p} is known to hold ${card} but does not`);
        }
      }
    }
  }
  see(left, t.discard, problems);
  see(left, t.nursery, problems);
  see(
    left,
    t.pile.map((entry) => entry.card),
    problems,
  );
  const catalog = catalogOf(t);
  const cards = catalog.blackBacked(false) + catalog.babies.length;
  if (total !== cards) problems.push(`the zones add up to ${total} cards, not ${cards}`);
  for (let place = 0; place < left.length; place++) {
    if (left[place]! < 0) {
      const face = allFaces()[place]!;
      const copies = catalog.inPlay(face.id, t.twoPlayerVariant);
      problems.push(`${face.id} is seen ${copies - left[place]!} times`);
    }
  }
  if (real && real.deck.length !== t.deck)
    problems.push(`the real deck has ${real.deck.length} cards, the table says ${t.deck}`);
  if (!state.pending && !t.outcome) problems.push('no decision and no outcome');
  return problems;
}

export interface GameReport {
  events: number;
  /** Of those events, the corrections. */
  corrections: number;
  violations: string[];
  stuck: boolean;
  outcome: GameState['table']['outcome'];
}

/** Plays one random game to the end with every check; `seed` fixes everything. */
export function playRandomGame(
  seed: number,
  players: number,
  checkReplay = seed % REPLAY_GAMES === 0,
  corrections = false,
  composition?: Composition,
): GameReport {
  const random = seededRandom(seed);
  // Drawn apart from the game's own random numbers, so that which games get the replay checks
  // never changes the games themselves.
  const sampleAt = checkReplay ? 1 + Math.floor(seededRandom(seed ^ 0x5eed)() * 200) : -1;
  const real = dealRealTable(players, random, composition);
  // Both targeting styles of seed 004, one game in two each.
  const setup: GameSetup = {
    players: NAMES.slice(0, players),
    targeting: random() < 0.5 ? 'before' : 'after',
    ...(composition ? { composition } : {}),
  };
  // The log grows in place: copying it at every event (as game-log's record does for the app's
  // immutable logs) would cost the square of the game's length.
  const log = newLog<GameSetup, GameEvent>(setup);
  let state = walker.init(setup);
  const violations: string[] = [];
  const note = (index: number, problem: string) => violations.push(`seed ${seed} event ${index}: ${problem}`);
  followMoves(real, state.moves, random).forEach((p) => note(0, p));
  tableProblems(state, real).forEach((p) => note(0, p));
  let stuck = false;
  let made = 0;
  let undone: GameState | undefined;
  let stretch: GameState['checkpoint'] | undefined;
  while (state.pending && violations.length === 0) {
    const index = log.events.length + 1;
    if (index > EVENT_CAP) {
      stuck = true;
      note(index, `no end after ${EVENT_CAP} events`);
      break;
    }
    // About one event in 20 is a correction, when asked for (drawn only then, so that games
    // without corrections stay the games they were).
    const correction =
      corrections && random() < CORRECTION_RATE ? randomCorrection(state, real, random) : undefined;
    const option = correction ? undefined : chooseAtTable(state.pending, state, real, random);
    if (!option && !correction) {
      stuck = true;
      note(index, `no option of the "${state.pending.kind}" decision fits the real cards`);
      break;
    }
    const before = state;
    // The undone state for the redo check: a replay of the state before this event, started
    // afresh from its quiet point when a new stretch began, else the redo of the event before.
    if (undone === undefined || before.checkpoint !== stretch) {
      undone = replayed(before, game);
      stretch = before.checkpoint;
      // (Its hidden-card moves and results are only those since the quiet point: the rest is compared.)
      if (!sameJson({ ...undone, moves: [], results: [] }, { ...before, moves: [], results: [] }))
        note(index, 'replaying from the quiet point gives another state');
    }
    const event: GameEvent = correction
      ? { type: 'correct', correction }
      : { type: 'choose', option: option! };
    try {
      state = walker.apply(state, event);
      log.events.push(event);
      if (correction) made += 1;
    } catch (error) {
      note(
        index,
        correction
          ? `the walker refused a correction true of the real table (${JSON.stringify(correction)}): ${(error as Error).message}`
          : `the walker refused its own option: ${(error as Error).message}`,
      );
      break;
    }
    followMoves(real, state.moves, random).forEach((p) => note(index, p));
    tableProblems(state, real).forEach((p) => note(index, p));
    // Undo then redo: undo gives back the state before (the replayed copy); redo applies the same
    // event to it, and must give the live state. That redo is the undone state of the next event.
    const again = walker.apply(undone, event);
    if (!sameJson(again, state)) note(index, 'undo then redo gives another state');
    undone = again;
    if (index === sampleAt && !sameJson(replay(walker, log), state)) {
      note(index, 'replaying the log gives another state');
    }
  }
  if (violations.length === 0 && checkReplay) {
    if (!sameJson(replay(walker, log), state)) {
      note(log.events.length, 'replaying the log gives another state');
    }
    const start = walker.init(setup);
    const once = walkFrom(
      { table: start.checkpoint.table, resume: start.checkpoint.resume },
      [
        ...start.answers,
        ...log.events.map((e) => (e.type === 'choose' ? e.option : { correct: e.correction })),
      ],
      game,
    );
    if (!sameJson(once.table, state.table) || !sameJson(once.pending, state.pending)) {
      note(log.events.length, 'one run through every answer gives another table than step by step');
    }
  }
  return { events: log.events.length, corrections: made, violations, stuck, outcome: state.table.outcome };
}

/** The games to play: a seed and a player count each, all drawn from the one seed given. */
function gamePlan(options: SimulateOptions): Array<[seed: number, players: number]> {
  const seeds = seededRandom(options.seed);
  return Array.from({ length: options.games }, () => [
    Math.floor(seeds() * 2 ** 31),
    options.players ?? 2 + Math.floor(seeds() * 7),
  ]);
}

export interface SimulateOptions {
  games: number;
  seed: number;
  players?: number;
  /** Mix random corrections into the games (about one event in 20). */
  corrections?: boolean;
  /** The boxes the deck is made of (default: the base game). */
  decks?: BoxId[];
}

interface Tally {
  events: number;
  corrections: number;
  violations: number;
  stuck: number;
  lines: string[];
}

function playPlan(plan: Array<[number, number]>, corrections = false, decks?: BoxId[]): Tally {
  const tally: Tally = { events: 0, corrections: 0, violations: 0, stuck: 0, lines: [] };
  const composition = decks ? { boxes: decks } : undefined;
  for (const [seed, players] of plan) {
    const report = playRandomGame(seed, players, seed % REPLAY_GAMES === 0, corrections, composition);
    tally.events += report.events;
    tally.corrections += report.corrections;
    if (report.stuck) tally.stuck += 1;
    tally.violations += report.violations.length;
    for (const violation of report.violations) tally.lines.push(`${players} players, ${violation}`);
  }
  return tally;
}

/**
 * `npm run simulate`: plays the games (split over two worker threads when there are many, since
 * each game is independent), prints each violation, and the JSON summary last.
 */
export async function simulate(options: SimulateOptions): Promise<number> {
  const started = performance.now();
  const plan = gamePlan(options);
  let tallies: Tally[];
  if (plan.length >= 50 && typeof process !== 'undefined') {
    const { Worker } = await import('node:worker_threads');
    const halves = [plan.filter((_g, i) => i % 2 === 0), plan.filter((_g, i) => i % 2 === 1)];
    tallies = await Promise.all(
      halves.map(
        (half) =>
          new Promise<Tally>((resolve, reject) => {
            // The command runs TypeScript through tsx: the worker loads this module the same way.
            const worker = new Worker(WORKER_SOURCE, {
              eval: true,
              workerData: {
                half,
                module: import.meta.url,
                corrections: options.corrections === true,
                decks: options.decks,
              },
            });
            worker.once('message', (tally: Tally) => resolve(tally));
            worker.once('error', reject);
          }),
      ),
    );
  } else {
    tallies = [playPlan(plan, options.corrections === true, options.decks)];
  }
  const total = tallies.reduce(
    (sum, t) => ({
      events: sum.events + t.events,
      corrections: sum.corrections + t.corrections,
      violations: sum.violations + t.violations,
      stuck: sum.stuck + t.stuck,
      lines: [...sum.lines, ...t.lines],
    }),
    { events: 0, corrections: 0, violations: 0, stuck: 0, lines: [] as string[] },
  );
  for (const line of total.lines) console.log(line);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    JSON.stringify({
      ...(options.decks ? { decks: options.decks } : {}),
      games: options.games,
      events: total.events,
      corrections: total.corrections,
      violations: total.violations,
      stuck: total.stuck,
      gamesPerSecond: Math.round((options.games / seconds) * 10) / 10,
    }),
  );
  return total.violations > 0 || total.stuck > 0 ? 1 : 0;
}

/** A worker thread's whole program: load this module through tsx, play its share, post the tally. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import('tsx/esm/api')
  .then(({ tsImport }) => tsImport(workerData.module, workerData.module))
  .then((simulation) =>
    parentPort.postMessage(simulation.playPlan(workerData.half, workerData.corrections, workerData.decks)),
  );
`;

export { playPlan };
