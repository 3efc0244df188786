// Made the saved-game fixtures of test/fixtures once, with the app of 23 Nov 2026 (format 1 logs):
// kept so anyone can see how they were made. Never run it to refresh them: they must stay as saved then.
import { writeFileSync } from 'node:fs';
import { newLog, replay, seededRandom } from '../src/engine/game-log.ts';
import { walker } from '../src/games/unstable-unicorns/game/rules.ts';
import { tableOf } from '../src/games/unstable-unicorns/game/index.ts';
import type { GameEvent, GameSetup } from '../src/games/unstable-unicorns/game/types.ts';
import { cardFace } from '../src/games/unstable-unicorns/table.ts';
import { chooseAtTable, dealRealTable, followMoves } from '../src/games/unstable-unicorns/simulate.ts';
import { lionRules, type LionEvent, type LionSetup } from '../src/games/lion-and-unicorn/index.ts';
import { randomLegalEvent } from '../src/games/lion-and-unicorn/simulate.ts';
import { exportGame } from '../src/store/game-file.ts';
import type { SavedGame } from '../src/store/games.ts';

const out = process.argv[2] ?? 'test/fixtures';
const savedAt = new Date('2026-11-23T21:00:00Z');

/** A 3-player game cut after `limit` answers that holds a Neigh'd play, a Magic card and a hand-limit discard. */
function unicornGame(seed: number, limit: number) {
  const random = seededRandom(seed);
  const real = dealRealTable(3, random);
  const setup: GameSetup = { players: ['Ana', 'Ben', 'Cleo'], targeting: 'after', language: 'en' };
  const log = newLog<GameSetup, GameEvent>(setup);
  let state = walker.init(setup);
  followMoves(real, state.moves, random);
  let neighed = false;
  let magic = false;
  let handLimit = false;
  while (state.pending && log.events.length < limit) {
    const decision = state.pending;
    const option = chooseAtTable(decision, state, real, random);
    if (!option) return null;
    if (decision.kind === 'respond' && 'card' in option) neighed = true;
    if (decision.kind === 'discard' && state.table.turn.phase === 'end' && !decision.source) handLimit = true;
    if (decision.source && cardFace(decision.source).type === 'magic' && decision.kind !== 'into')
      magic = true;
    const event: GameEvent = { type: 'choose', option };
    state = walker.apply(state, event);
    log.events.push(event);
    followMoves(real, state.moves, random);
  }
  return neighed && magic && handLimit && state.pending ? { log, state } : null;
}

let found: ReturnType<typeof unicornGame> = null;
let seed = 1;
for (; seed < 5000 && !found; seed++) found = unicornGame(seed, 60);
if (!found) throw new Error('no game found');
const unicorns: SavedGame = {
  id: 'fixture-unicorns',
  game: 'unstable-unicorns',
  title: 'Ana, Ben, Cleo',
  players: ['Ana', 'Ben', 'Cleo'],
  createdAt: savedAt.getTime(),
  updatedAt: savedAt.getTime(),
  over: false,
  log: found.log as SavedGame['log'],
};
// The table as the app of that day showed it, checked against a fresh replay before writing.
const shown = tableOf(replay(walker, found.log));
writeFileSync(
  `${out}/saved-v1-unstable-unicorns.json`,
  JSON.stringify(exportGame(unicorns, savedAt), null, 2) + '\n',
);
writeFileSync(
  `${out}/saved-v1-unstable-unicorns.table.json`,
  JSON.stringify(
    { seed: seed - 1, events: found.log.events.length, table: shown, pending: found.state.pending },
    null,
    2,
  ) + '\n',
);

const lionSetup: LionSetup = { players: ['Ana', 'Ben', 'Cleo'], seed: 7, crown: 1 };
const lionLog = newLog<LionSetup, LionEvent>(lionSetup);
const random = seededRandom(11);
let lion = lionRules.init(lionSetup);
while (lionLog.events.length < 40) {
  const event = randomLegalEvent(lionRules.pending(lion), random);
  if (!event) break;
  lion = lionRules.apply(lion, event);
  lionLog.events.push(event);
}
const lionGame: SavedGame = {
  ...unicorns,
  id: 'fixture-lion',
  game: 'lion-and-unicorn',
  log: lionLog as SavedGame['log'],
};
writeFileSync(
  `${out}/saved-v1-lion-and-unicorn.json`,
  JSON.stringify(exportGame(lionGame, savedAt), null, 2) + '\n',
);
writeFileSync(
  `${out}/saved-v1-lion-and-unicorn.table.json`,
  JSON.stringify(
    { events: lionLog.events.length, table: replay(lionRules, lionLog), pending: lionRules.pending(lion) },
    null,
    2,
  ) + '\n',
);
console.log(
  `unicorns: seed ${seed - 1}, ${found.log.events.length} events; lion: ${lionLog.events.length} events`,
);
