// `npm run simulate -- [--game G] --games N --seed S [--players P] [--corrections] [--decks B,B]`: plays
// random legal games and checks the invariants after every event. The last line printed is the JSON summary.
import { parseArgs } from 'node:util';
import { compositionProblem, type BoxId } from '../games/unstable-unicorns/catalog.ts';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'unstable-unicorns' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    players: { type: 'string' },
    corrections: { type: 'boolean', default: false },
    decks: { type: 'string' },
  },
});
// --decks control,chaos: the boxes the Unstable Unicorns deck is made of (default: the base game).
const decks =
  values.decks === undefined ? undefined : (values.decks.split(',').map((box) => box.trim()) as BoxId[]);
if (decks) {
  const problem = compositionProblem({ boxes: decks });
  if (problem || values.game !== 'unstable-unicorns') {
    console.error(problem ? `--${problem}` : '--decks: only Unstable Unicorns is made of boxes');
    process.exit(2);
  }
}
const options = {
  games: Number(values.games),
  seed: Number(values.seed),
  players: values.players === undefined ? undefined : Number(values.players),
  corrections: values.corrections === true,
  ...(decks ? { decks } : {}),
};
if (!Number.isInteger(options.games) || options.games < 1 || !Number.isInteger(options.seed)) {
  console.error(
    'usage: npm run simulate -- [--game unstable-unicorns|lion-and-unicorn] --games N --seed S [--players P] [--corrections] [--decks base-2e,control,chaos]',
  );
  process.exit(2);
}
const modules: Record<string, () => Promise<{ simulate(o: typeof options): Promise<number> | number }>> = {
  'unstable-unicorns': () => import('../games/unstable-unicorns/simulate.ts'),
  'lion-and-unicorn': () => import('../games/lion-and-unicorn/simulate.ts'),
};
const load = modules[values.game!];
if (!load) {
  console.error(`--game: "${values.game}" is not a game (unstable-unicorns, lion-and-unicorn)`);
  process.exit(2);
}
const exitCode = await (await load()).simulate(options);
process.exit(exitCode);
