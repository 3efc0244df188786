// The game shelf and the game file: a saved game comes back exactly as it was written, several
// games live side by side, and a bad import is refused with a reason while the shelf stays as it was.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { MemoryShelf, openShelf, type SavedGame } from '../../src/store/games.ts';
import { exportGame, gameFileName, importGame, GAME_FILE_VERSION } from '../../src/store/game-file.ts';

function game(id: string, updatedAt: number, events: unknown[] = []): SavedGame {
  return {
    id,
    game: 'unstable-unicorns',
    title: 'Ana, Ben',
    players: ['Ana', 'Ben'],
    createdAt: 1,
    updatedAt,
    over: false,
    log: { setup: { players: ['Ana', 'Ben'] }, events, undone: [] },
  };
}

const acceptAll = () => null;

describe('the game shelf (IndexedDB)', () => {
  it('keeps a game across a reopen, mid-chain events included, and lists the latest first', async () => {
    const name = `shelf-${Math.random()}`;
    const first = await openShelf(name);
    expect(first.persistent).toBe(true);
    const chain = [
      { type: 'choose', option: { play: 'unicorn-poison' } },
      { type: 'choose', option: { player: 1, card: 'neigh' } },
    ];
    await first.put(game('a', 10, chain));
    await first.put(game('b', 20));
    const reopened = await openShelf(name);
    const list = await reopened.list();
    expect(list.map((g) => g.id)).toEqual(['b', 'a']);
    expect((await reopened.get('a'))?.log.events).toEqual(chain);
  });

  it('rewrites a game in place on every event and forgets a deleted one', async () => {
    const shelf = await openShelf(`shelf-${Math.random()}`);
    await shelf.put(game('a', 1));
    await shelf.put(game('a', 2, [{ type: 'choose', option: { draw: true } }]));
    expect(await shelf.list()).toHaveLength(1);
    expect((await shelf.get('a'))?.log.events).toHaveLength(1);
    await shelf.remove('a');
    expect(await shelf.get('a')).toBeUndefined();
  });
});

describe('learned card names', () => {
  it('are kept across a reopen, and teaching a title again changes its card', async () => {
    const name = `shelf-${Math.random()}`;
    const first = await openShelf(name);
    await first.learnName({ text: 'LICORNE RHINO', faceId: 'rhinocorn' });
    await first.learnName({ text: 'PANDAMONIUM', faceId: 'rhinocorn' });
    await first.learnName({ text: 'PANDAMONIUM', faceId: 'pandamonium' });
    const names = await (await openShelf(name)).learnedNames();
    expect(names.sort((a, b) => a.text.localeCompare(b.text))).toEqual([
      { text: 'LICORNE RHINO', faceId: 'rhinocorn' },
      { text: 'PANDAMONIUM', faceId: 'pandamonium' },
    ]);
  });

  it('travel with an exported game to the phone that imports it', async () => {
    const taught = [{ text: 'LICORNE RHINO', faceId: 'rhinocorn' }];
    const file = exportGame(game('a', 1), new Date(0), taught);
    const other = new MemoryShelf();
    const result = await importGame(JSON.stringify(file), other, acceptAll);
    // Offered to the player, who accepts each one (nothing is learned behind their back).
    expect(result.ok && result.teaches).toEqual(taught);
    expect(await other.learnedNames()).toEqual([]);
  });

  it('refuses a file whose learned name points at no card id shape', async () => {
    const file = { ...exportGame(game('a', 1)), learnedNames: [{ text: 'X', faceId: 'Not An Id' }] };
    const shelf = new MemoryShelf();
    const result = await importGame(JSON.stringify(file), shelf, acceptAll);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/^learnedNames\.0\.faceId/);
    expect(await shelf.learnedNames()).toEqual([]);
  });
});

describe('the memory shelf (no IndexedDB)', () => {
  it('says it keeps nothing, and hands out copies so a screen cannot change what is stored', async () => {
    const shelf = new MemoryShelf();
    expect(shelf.persistent).toBe(false);
    await shelf.put(game('a', 1));
    const copy = (await shelf.get('a'))!;
    copy.log.events.push({ type: 'choose', option: { draw: true } });
    expect((await shelf.get('a'))?.log.events).toEqual([]);
  });
});

describe('the game file', () => {
  it('exports a game with its format version and imports it back as a new game', async () => {
    const shelf = new MemoryShelf();
    const original = game('a', 5, [{ type: 'choose', option: { draw: true } }]);
    const file = exportGame(original, new Date(0));
    expect(file.version).toBe(GAME_FILE_VERSION);
    expect(gameFileName(original)).toBe('stablehand-ana-ben.json');
    const result = await importGame(JSON.stringify(file), shelf, acceptAll, 99);
    expect(result.ok).toBe(true);
    const list = await shelf.list();
    expect(list).toHaveLength(1);
    expect(list[0]!.log).toEqual(original.log);
    expect(list[0]!.id).not.toBe('a');
  });

  const refusals: [string, string, RegExp][] = [
    ['not JSON', '{"format": "stablehand-game", ', /not JSON/],
    ['a newer version', JSON.stringify({ format: 'stablehand-game', version: 4 }), /version 4/],
    [
      'no log',
      JSON.stringify({
        format: 'stablehand-game',
        version: 1,
        game: 'unstable-unicorns',
        title: 'x',
        players: ['a', 'b'],
      }),
      /log/,
    ],
    ['an unknown game', JSON.stringify({ ...exportGame(game('a', 1)), game: 'chess' }), /^game:/],
    ['one player', JSON.stringify({ ...exportGame(game('a', 1)), players: ['Ana'] }), /^players:/],
    [
      'events not a list',
      JSON.stringify({ ...exportGame(game('a', 1)), log: { setup: {}, events: 3, undone: [] } }),
      /log\.events/,
    ],
  ];
  for (const [what, text, reason] of refusals) {
    it(`refuses a file with ${what}, naming the field, and changes nothing`, async () => {
      const shelf = new MemoryShelf();
      await shelf.put(game('kept', 1));
      const result = await importGame(text, shelf, acceptAll);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
      expect((await shelf.list()).map((g) => g.id)).toEqual(['kept']);
    });
  }

  it('says which move of the log the rules refuse, for the player’s sentence', async () => {
    const text = JSON.stringify(exportGame(game('a', 1, [{ type: 'choose', option: { play: 'neigh' } }])));
    const result = await importGame(text, new MemoryShelf(), () => 'log.events[0]: Ana may not play Neigh');
    expect(result).toMatchObject({ ok: false, problem: { kind: 'move', at: 1 } });
    const undone = await importGame(text, new MemoryShelf(), () => 'log.undone[2]: does not redo');
    expect(undone).toMatchObject({ ok: false, problem: { kind: 'undone', at: 3 } });
    const setup = await importGame(text, new MemoryShelf(), () => 'log.setup: players: a name is used twice');
    expect(setup).toMatchObject({ ok: false, problem: { kind: 'setup' } });
  });

  it('tells a file that is no game file from a damaged one', async () => {
    const notOurs = await importGame(JSON.stringify({ hello: 'world' }), new MemoryShelf(), acceptAll);
    expect(notOurs).toMatchObject({ ok: false, problem: { kind: 'not-a-game-file' } });
    const damaged = await importGame(
      JSON.stringify({ ...exportGame(game('a', 1)), players: ['Ana'] }),
      new MemoryShelf(),
      acceptAll,
    );
    expect(damaged).toMatchObject({ ok: false, problem: { kind: 'damaged', field: 'players' } });
    const newer = await importGame(
      JSON.stringify({ ...exportGame(game('a', 1)), version: 9 }),
      new MemoryShelf(),
      acceptAll,
    );
    expect(newer).toMatchObject({ ok: false, problem: { kind: 'version', version: '9' } });
  });

  it('refuses a file whose log the game rules do not accept, with the rules’ reason', async () => {
    const shelf = new MemoryShelf();
    const text = JSON.stringify(exportGame(game('a', 1, [{ type: 'choose', option: { play: 'neigh' } }])));
    const result = await importGame(text, shelf, () => 'event 1: Ana may not play Neigh now');
    expect(result).toEqual({
      ok: false,
      reason: 'event 1: Ana may not play Neigh now',
      problem: { kind: 'other' },
    });
    expect(await shelf.list()).toEqual([]);
  });
});

describe('my box (corrected copies)', () => {
  it('keeps each box’s corrections across a reopen, and forgets a box put back as printed', async () => {
    const name = `shelf-${Math.random()}`;
    const first = await openShelf(name);
    await first.saveBoxCorrection({ box: 'control', copies: { neigh: 10 } });
    await first.saveBoxCorrection({ box: 'chaos', copies: { raccoonicorn: 2 } });
    await first.saveBoxCorrection({ box: 'control', copies: { neigh: 12, 'super-neigh': 0 } });
    const reopened = await openShelf(name);
    expect((await reopened.boxCorrections()).sort((a, b) => a.box.localeCompare(b.box))).toEqual([
      { box: 'chaos', copies: { raccoonicorn: 2 } },
      { box: 'control', copies: { neigh: 12, 'super-neigh': 0 } },
    ]);
    await reopened.saveBoxCorrection({ box: 'chaos', copies: {} });
    expect(await (await openShelf(name)).boxCorrections()).toEqual([
      { box: 'control', copies: { neigh: 12, 'super-neigh': 0 } },
    ]);
  });

  it('opens a database of the version before with its games and learned names untouched', async () => {
    const name = `shelf-${Math.random()}`;
    // The database as the previous release made it: version 2, games and learned names only.
    const old = new Dexie(name);
    old.version(2).stores({ games: 'id, updatedAt', learnedNames: 'text' });
    await old.open();
    await old.table('games').put(game('old', 5, [{ type: 'choose', option: { draw: true } }]));
    await old.table('learnedNames').put({ text: 'LICORNE RHINO', faceId: 'rhinocorn' });
    old.close();
    const shelf = await openShelf(name);
    expect(shelf.persistent).toBe(true);
    expect((await shelf.get('old'))?.log.events).toEqual([{ type: 'choose', option: { draw: true } }]);
    expect(await shelf.learnedNames()).toEqual([{ text: 'LICORNE RHINO', faceId: 'rhinocorn' }]);
    expect(await shelf.boxCorrections()).toEqual([]);
  });

  it('are kept for this visit only on the memory shelf', async () => {
    const shelf = new MemoryShelf();
    await shelf.saveBoxCorrection({ box: 'base-2e', copies: { neigh: 13 } });
    const [entry] = await shelf.boxCorrections();
    entry!.copies.neigh = 1;
    expect(await shelf.boxCorrections()).toEqual([{ box: 'base-2e', copies: { neigh: 13 } }]);
  });
});
