// `npm run bench walker`: how many random legal games of Unstable Unicorns the turn walker plays
// per second, with and without the simulator's invariant checks, on one thread (`npm run simulate`
// shares its games between two worker threads).
import { performance } from 'node:perf_hooks';
import { seededRandom } from '../src/engine/game-log.ts';
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

export default function bench(): void {
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
