// Made the Chaos saved-game fixture of test/fixtures once, with the app of 24 Nov 2026 (rules 2: the
// Draw phase of a Chaos game asked "anyone answers?" and then "draw"). Kept to show how it was made;
// never run it to refresh the fixture: it must stay as saved then.
import { writeFileSync } from 'node:fs';
import { seededRandom } from '../src/engine/game-log.ts';
import { tableOf } from '../src/games/unstable-unicorns/game/index.ts';
import type { GameSetup } from '../src/games/unstable-unicorns/game/types.ts';
import { chooseAtTable, dealRealTable, followMoves } from '../src/games/unstable-unicorns/simulate.ts';
import { exportGame } from '../src/store/game-file.ts';
import type { SavedGame } from '../src/store/games.ts';
import { answer, walker, type UnicornLog } from '../src/ui/unstable-unicorns/walker.ts';

const out = process.argv[2] ?? 'test/fixtures';
const savedAt = new Date('2026-11-24T03:00:00Z');
const composition = { boxes: ['chaos' as const] };

/** A 3-player Chaos game cut after `limit` answers, with Draw phases let go under the Trapped Chest question. */
function chaosGame(seed: number, limit: number) {
  const random = seededRandom(seed);
  const real = dealRealTable(3, random, composition);
  const setup: GameSetup = {
    players: ['Ana', 'Ben', 'Cleo'],
    targeting: 'after',
    language: 'en',
    composition,
  };
  let game = { log: { format: 2, setup, events: [], undone: [] } as UnicornLog, state: walker.init(setup) };
  followMoves(real, game.state.moves, random);
  let drawWindows = 0;
  while (game.state.pending && game.log.events.length < limit) {
    const decision = game.state.pending;
    const option = chooseAtTable(decision, game.state, real, random);
    if (!option) return null;
    if (decision.kind === 'respond' && decision.event?.on === 'draw' && 'pass' in option) drawWindows++;
    game = answer(game.log, game.state, option);
    followMoves(real, game.state.moves, random);
  }
  return drawWindows >= 3 && game.state.pending ? { ...game, drawWindows } : null;
}

let found: ReturnType<typeof chaosGame> = null;
let seed = 1;
for (; seed < 5000 && !found; seed++) found = chaosGame(seed, 50);
if (!found) throw new Error('no game found');
const saved: SavedGame = {
  id: 'fixture-chaos',
  game: 'unstable-unicorns',
  title: 'Ana, Ben, Cleo',
  players: ['Ana', 'Ben', 'Cleo'],
  createdAt: savedAt.getTime(),
  updatedAt: savedAt.getTime(),
  over: false,
  log: found.log as SavedGame['log'],
};
writeFileSync(`${out}/saved-v2-chaos.json`, JSON.stringify(exportGame(saved, savedAt), null, 2) + '\n');
writeFileSync(
  `${out}/saved-v2-chaos.table.json`,
  JSON.stringify(
    {
      seed: seed - 1,
      events: found.log.events.length,
      drawWindows: found.drawWindows,
      table: tableOf(found.state),
      pending: found.state.pending,
    },
    null,
    2,
  ) + '\n',
);
