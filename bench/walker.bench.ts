// `npm run bench walker`: the time one tap takes in the app (the walker's apply with its pending
// decision, as game/index.ts answers it) over long games, and how many random legal games the
// walker plays per second, with and without the simulator's invariant checks, on one thread.
// The tap time is given for the base game and for both Control & Chaos decks; BENCH_DECKS=control,chaos
// plays the games-per-second runs with those boxes (default: the base game).
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../src/engine/game-log.ts';
import { answer, startGame, type Game } from '../src/games/unstable-unicorns/game/index.ts';
import { walker } from '../src/games/unstable-unicorns/game/rules.ts';
import type { BoxId, Composition } from '../src/games/unstable-unicorns/catalog.ts';
import {
  chooseAtTable,
  dealRealTable,
  followMoves,
  playRandomGame,
} from '../src/games/unstable-unicorns/simulate.ts';

const GAMES = 100;
const WARM_UP = 30;

const decks = process.env.BENCH_DECKS?.split(',') as BoxId[] | undefined;
const composition: Composition | undefined = decks ? { boxes: decks } : undefined;
const withBoxes = composition ? { composition } : {};

/** Plays one game with no checks: only the walker and the real-table answers. */
function bareGame(seed: number, players: number): number {
  const random = seededRandom(seed);
  const real = dealRealTable(players, random, composition);
  let state = walker.init({
    players: ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'].slice(0, players),
    ...withBoxes,
  });
  followMoves(real, state.moves, random);
  let events = 0;
  while (state.pending) {
    state = walker.apply(state, {
      type: 'choose',
      option: chooseAtTable(state.pending, state, real, random)!,
    });
    followMoves(real, state.moves, random);
    events += 1;
  }
  return events;
}

/** The milliseconds of each answer of a game played through the app's own entry point. */
function tapTimes(seed: number, players: number, boxes: Composition | undefined): number[] {
  const random = seededRandom(seed);
  const real = dealRealTable(players, random, boxes);
  let game: Game = startGame({
    players: ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'].slice(0, players),
    ...(boxes ? { composition: boxes } : {}),
  });
  followMoves(real, game.state.moves, random);
  const times: number[] = [];
  while (game.state.pending) {
    const option = chooseAtTable(game.state.pending, game.state, real, random)!;
    const started = performance.now();
    game = answer(game, option);
    times.push(performance.now() - started);
    followMoves(real, game.state.moves, random);
  }
  return times;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export default function bench(): void {
  // One tap, as players feel it: the longest of 40 games (every table size), answer by answer.
  for (const [label, boxes] of [
    ['base game', undefined],
    ['Control & Chaos', { boxes: ['control', 'chaos'] } as Composition],
  ] as const) {
    for (let g = 0; g < WARM_UP; g++) tapTimes(2000 + g, 2 + (g % 7), boxes);
    let longest: number[] = [];
    for (let g = 0; g < 40; g++) {
      const times = tapTimes(1 + g, 2 + (g % 7), boxes);
      if (times.length > longest.length) longest = times;
    }
    const sorted = [...longest].sort((a, b) => a - b);
    console.log(
      `one tap (${label}, apply + pending) over a ${sorted.length}-answer game: median ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`,
    );
  }
  for (const [label, run] of [
    ['walker only', bareGame],
    [
      'with every check',
      (seed: number, players: number) => playRandomGame(seed, players, undefined, false, composition).events,
    ],
  ] as const) {
    // Other games first, so that both figures are of code the engine has already compiled.
    for (let g = 0; g < WARM_UP; g++) run(1000 + g, 2 + (g % 7));
    const started = performance.now();
    let events = 0;
    for (let g = 0; g < GAMES; g++) events += run(1 + g, 2 + (g % 7));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${label}: ${GAMES} games, ${events} events, ${(GAMES / seconds).toFixed(1)} games/s, ${Math.round(events / seconds)} events/s`,
    );
  }
}
