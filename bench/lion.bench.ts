// The Lion & The Unicorn simulator's speed: random legal matches per second, with and without the
// invariant checks, and the cost of one judge question. Printed only; tests never assert timings.
import { seededRandom } from '../src/engine/game-log.ts';
import { askJudge } from '../src/games/judge.ts';
import { lionRules } from '../src/games/lion-and-unicorn/game.ts';
import { randomLegalEvent, runSimulation } from '../src/games/lion-and-unicorn/simulate.ts';

export default function lionBench(): void {
  const matches = 300;
  const checked = runSimulation({ games: matches, seed: 42, print: () => {} });
  console.log(
    `simulate with checks: ${checked.gamesPerSecond} matches/s (${matches} matches, ${checked.events} events, ` +
      `${checked.violations} violations, ${checked.stuck} stuck)`,
  );

  // The rules alone: the same kind of random play, no checks, to see what the checks cost.
  const started = performance.now();
  let events = 0;
  for (let game = 0; game < matches; game++) {
    const random = seededRandom(game + 1);
    const players = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay'].slice(0, 2 + Math.floor(random() * 5));
    let state = lionRules.init({ players, seed: game });
    while (state.step !== null) {
      state = lionRules.apply(state, randomLegalEvent(lionRules.pending(state), random)!);
      events++;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `rules only: ${Math.round(matches / seconds)} matches/s, ${((seconds * 1e6) / events).toFixed(1)} µs per event`,
  );

  const question = {
    game: 'lion-and-unicorn',
    players: [
      { name: 'Ana', faceUp: ['Mole'], faceDown: 1 },
      { name: 'Ben', faceUp: ['Goat', 'Goat', 'Goat', 'Crow'], faceDown: 0 },
      { name: 'Cy', faceUp: ['Mole', 'Rat', 'Fox', 'Crow', 'Swift'], faceDown: 0 },
    ],
    ask: { what: 'flip', player: 'Ana', card: 'Unicorn' },
  };
  const rounds = 2000;
  const judged = performance.now();
  for (let i = 0; i < rounds; i++) askJudge(question);
  console.log(`judge flip question: ${(((performance.now() - judged) * 1000) / rounds).toFixed(1)} µs each`);
}
