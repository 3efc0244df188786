// `npm run simulate -- [--game G] --games N --seed S [--players P] [--corrections] [--decks B,B]`: plays
// random legal games and checks the invariants after every event. The last line printed is the JSON summary.
import { parseArgs } from 'node:util';
import { compositionProblem, type BoxId } from '../games/unstable-unicorns/catalog.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../games/unstable-unicorns/setup.ts';
import { LionSetup } from '../games/lion-and-unicorn/game.ts';

const USAGE =
  'usage: npm run simulate -- [--game unstable-unicorns|lion-and-unicorn] --games N --seed S [--players P] [--corrections] [--decks base-2e,control,chaos]';
/** The most games one run plays: the plan of games is held in memory, so the count is bounded. */
const MOST_GAMES = 1_000_000;

/** Says what is wrong with the flags, then the usage line, and stops. */
function refuse(sentence: string): never {
  console.error(`${sentence}\n${USAGE}`);
  process.exit(2);
}

let values: {
  game: string;
  games: string;
  seed: string;
  players?: string;
  corrections: boolean;
  decks?: string;
};
try {
  values = parseArgs({
    options: {
      game: { type: 'string', default: 'unstable-unicorns' },
      games: { type: 'string', default: '100' },
      seed: { type: 'string', default: '1' },
      players: { type: 'string' },
      corrections: { type: 'boolean', default: false },
      decks: { type: 'string' },
    },
  }).values as typeof values;
} catch (error) {
  // parseArgs words an unknown flag or a missing value itself.
  refuse((error as Error).message);
}

/** How many players each game seats, by its own setup rules. */
const seats: Record<string, (players: number) => boolean> = {
  'unstable-unicorns': (players) => players >= MIN_PLAYERS && players <= MAX_PLAYERS,
  'lion-and-unicorn': (players) =>
    LionSetup.safeParse({ players: Array.from({ length: players }, (_, i) => `Player ${i + 1}`) }).success,
};
if (!Object.hasOwn(seats, values.game))
  refuse(`--game: "${values.game.slice(0, 40)}" is not a game (unstable-unicorns, lion-and-unicorn)`);

/** A whole number written in digits (no "1e9", "2.5", "-3" or "0x10"), or undefined. */
function whole(text: string): number | undefined {
  return /^\d{1,16}$/.test(text.trim()) ? Number(text) : undefined;
}
const games = whole(values.games);
if (games === undefined || games < 1 || games > MOST_GAMES)
  refuse(
    `--games: a whole number from 1 to ${MOST_GAMES.toLocaleString('en')}, not "${values.games.slice(0, 20)}"`,
  );
const seed = whole(values.seed);
if (seed === undefined || !Number.isSafeInteger(seed))
  refuse(`--seed: a whole number of 0 or more, not "${values.seed.slice(0, 20)}"`);
let players: number | undefined;
if (values.players !== undefined) {
  const count = whole(values.players);
  if (count === undefined || count > 100 || !seats[values.game]!(count))
    refuse(`--players: ${values.game} is not played by "${values.players.slice(0, 20)}" players`);
  players = count;
}

// --decks control,chaos: the boxes the Unstable Unicorns deck is made of (default: the base game).
const decks =
  values.decks === undefined ? undefined : (values.decks.split(',').map((box) => box.trim()) as BoxId[]);
if (decks) {
  const problem = compositionProblem({ boxes: decks });
  if (problem || values.game !== 'unstable-unicorns')
    refuse(problem ? `--${problem}` : '--decks: only Unstable Unicorns is made of boxes');
}
const options = {
  games,
  seed,
  players,
  corrections: values.corrections,
  ...(decks ? { decks } : {}),
};
const modules: Record<string, () => Promise<{ simulate(o: typeof options): Promise<number> | number }>> = {
  'unstable-unicorns': () => import('../games/unstable-unicorns/simulate.ts'),
  'lion-and-unicorn': () => import('../games/lion-and-unicorn/simulate.ts'),
};
const exitCode = await (await modules[values.game]!()).simulate(options);
process.exit(exitCode);
