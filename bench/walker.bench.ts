// `npm run bench walker`: how many random legal games of Unstable Unicorns the turn walker plays
// per second, with and without the simulator's invariant checks, on one thread (`npm run simulate`
// shares its games between two worker threads).
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../src/engine/game-log.ts';
import type { Composition } from '../src/games/unstable-unicorns/catalog.ts';
import { walker } from '../src/games/unstable-unicorns/game/rules.ts';
import {
  chooseAtTable,
  dealRealTable,
  followMoves,
  playRandomGame,
} from '../src/games/unstable-unicorns/simulate.ts';

const GAMES = 100;
const WARM_UP = 30;

/** Plays one game with no checks: only the walker and the real-table answers. */
function bareGame(seed: number, players: number): number {
  const random = seededRandom(seed);
  const real = dealRealTable(players, random);
  let state = walker.init({
    players: ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'].slice(0, players),
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

/**
 * The time one tap takes in the app: `walker.apply` of the answer (the pending decision comes with
 * the state), over the events of long random games, as a p95 and a median in milliseconds.
 */
function tapTimes(
  composition: Composition | undefined,
  games: number,
): { p50: number; p95: number; taps: number } {
  const times: number[] = [];
  for (let g = 0; g < games; g++) {
    const random = seededRandom(500 + g);
    const players = 4;
    const real = dealRealTable(players, random, composition);
    let state = walker.init({
      players: ['Ana', 'Ben', 'Cy', 'Dee'],
      ...(composition ? { composition } : {}),
    });
    followMoves(real, state.moves, random);
    while (state.pending) {
      const option = chooseAtTable(state.pending, state, real, random)!;
      const started = performance.now();
      state = walker.apply(state, { type: 'choose', option });
      times.push(performance.now() - started);
      followMoves(real, state.moves, random);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95), taps: times.length };
}

export default function bench(): void {
  for (const [label, composition] of [
    ['base game', undefined],
    ['Control & Chaos', { boxes: ['control', 'chaos'] } as Composition],
  ] as const) {
    const { p50, p95, taps } = tapTimes(composition, 20);
    console.log(`one tap (${label}): p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms over ${taps} taps`);
  }
  for (const [label, run] of [
    ['walker only', bareGame],
    ['with every check', (seed: number, players: number) => playRandomGame(seed, players).events],
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
