// Game files of a table shared by several phones (version 3): the entries travel with the log,
// answers set aside included; a file whose entries do not fold to its log is refused with the reason.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exportGame, importGame, SHARED_GAME_FILE_VERSION } from '../../src/store/game-file.ts';
import { MemoryShelf, type SavedGame } from '../../src/store/games.ts';
import { checkLog } from '../../src/ui/unstable-unicorns/walker.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { merge, newGame, phone, randomTap, tap } from '../sync/phones.ts';

const check = (_kind: string, log: Parameters<typeof checkLog>[0]) => checkLog(log);

/** A game Ana's and Ben's phones shared: Ben's answer given at the same moment as Ana's was set aside. */
function sharedGame(): SavedGame {
  const [ana, ben] = [phone('ana', 1), phone('ben', 2)];
  ana.table.share('unstable-unicorns', newGame(2), walker);
  for (let pick = 1; ana.table.fold().log.events.length < 6; pick++) tap(ana.table, 2, 5, pick);
  merge([ana, ben]);
  const anaAnswer = JSON.stringify(tap(ana.table, 2, 5, 50));
  // Ben answers the same question otherwise (the simulator's first other answer).
  for (let pick = 60; ; pick++) {
    const event = randomTap(ben.table, 2, 5, pick);
    if (event && JSON.stringify(event.event) !== anaAnswer) {
      ben.table.play(walker, event.state, event.event);
      break;
    }
  }
  merge([ana, ben]);
  ana.table.undo();
  const folded = ana.table.fold();
  expect(folded.setAside).toHaveLength(1);
  return {
    id: 'g1',
    game: 'unstable-unicorns',
    title: 'Ana, Ben',
    players: ['Ana', 'Ben'],
    createdAt: 0,
    updatedAt: 0,
    over: false,
    log: folded.log,
    shared: { entries: ana.table.list() },
  };
}

const fileOf = (game: SavedGame, change: (file: ReturnType<typeof exportGame>) => void = () => {}) => {
  const file = structuredClone(exportGame(game));
  change(file);
  return JSON.stringify(file);
};

async function refused(text: string, reason: RegExp, kind: string) {
  const shelf = new MemoryShelf();
  const result = await importGame(text, shelf, check);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.reason).toMatch(reason);
    expect(result.problem.kind).toBe(kind);
  }
  expect(await shelf.list()).toEqual([]);
}

describe('the game file of a shared table', () => {
  it('carries every entry, the answer set aside included, and opens with the same table', async () => {
    const game = sharedGame();
    const file = exportGame(game);
    expect(file.version).toBe(SHARED_GAME_FILE_VERSION);
    const result = await importGame(JSON.stringify(file), new MemoryShelf(), check);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.game.log).toEqual(game.log);
    expect(result.game.shared?.entries).toEqual(game.shared!.entries);
  });

  it('still writes a game never shared as version 2, and reads a version 1 file as before', async () => {
    const { shared: _shared, ...alone } = sharedGame();
    expect(exportGame(alone).version).toBe(2);
    const v1 = readFileSync(new URL('../fixtures/saved-v1-unstable-unicorns.json', import.meta.url), 'utf8');
    const result = await importGame(v1, new MemoryShelf(), check);
    expect(result.ok).toBe(true);
    expect(result.ok && result.game.shared).toBeUndefined();
  });

  it('leaves out entries that no longer give the saved log (an import’s, the game changed since): the file carries the log and imports', async () => {
    const game = sharedGame();
    // Imported with its entries, the game then changed: its last move taken back and forgotten.
    const played = { ...game, log: { ...game.log, events: game.log.events.slice(0, -1), undone: [] } };
    const file = exportGame(played);
    expect(file.version).toBe(2);
    expect(file.shared).toBeUndefined();
    const result = await importGame(JSON.stringify(file), new MemoryShelf(), check);
    expect(result.ok && result.game.log.events).toEqual(played.log.events);
  });

  it('refuses a file whose log lost its last move while its entries kept it', async () => {
    await refused(
      fileOf(sharedGame(), (file) => file.log.events.pop()),
      /^shared\.entries: they fold to 6 events, log\.events holds 5/,
      'shared',
    );
  });

  it('refuses a file whose log holds another move than its entries, naming the move', async () => {
    const game = sharedGame();
    // The set-aside answer written into the log in place of the one applied (then undone).
    const aside = game.shared!.entries.find((e) => e.by === 'ben')!;
    await refused(
      fileOf(game, (file) => (file.log.undone[0] = aside.event as Record<string, unknown>)),
      /^shared\.entries: they fold to another event than log\.undone\[0\]/,
      'shared',
    );
  });

  it('refuses an undo put back into the log that the entries took back', async () => {
    await refused(
      fileOf(sharedGame(), (file) => file.log.events.push(file.log.undone.pop()!)),
      /^shared\.entries: they fold to 6 events, log\.events holds 7/,
      'shared',
    );
  });

  it('refuses entries in a version 2 file, and an entry of an unknown kind, naming the field', async () => {
    await refused(
      fileOf(sharedGame(), (file) => (file.version = 2)),
      /^shared: only a version 3 file/,
      'shared',
    );
    await refused(
      fileOf(sharedGame(), (file) => ((file.shared!.entries[2] as { kind: string }).kind = 'delete')),
      /^shared\.entries\.2\.kind/,
      'damaged',
    );
  });
});
