// A shared game's table kept on the phone (issue 30, database version 5): its document and the
// phone's name in it come back after the app is closed, and a database of version 4 opens with its
// games as they were.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import * as Y from 'yjs';
import { MemoryShelf, openShelf, type SavedGame } from '../../src/store/games.ts';
import { phoneStore } from '../../src/store/shared-tables.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { newGame, phone, tap } from '../sync/phones.ts';

function taps(table: ReturnType<typeof phone>['table'], count: number, from: number): void {
  for (let pick = from, made = 0; made < count; pick++) if (tap(table, 3, 5, pick)) made += 1;
}

describe('a shared table kept on the phone', () => {
  it('comes back after a reopen as the same table, whole or update by update, under the same phone name', async () => {
    const name = `tables-${Math.random()}`;
    const shelf = await openShelf(name);
    const store = phoneStore(shelf);
    const device = await store.deviceId();
    expect(device).toMatch(/^[0-9a-f]{8}$/);
    const ana = phone(device);
    ana.table.share('unstable-unicorns', newGame(3), walker);
    taps(ana.table, 3, 1);
    await store.keepTable('g1', Y.encodeStateAsUpdate(ana.doc), true);
    // Each later change is added as it comes, the way the session keeps it.
    ana.doc.on('update', (update: Uint8Array) => void store.keepTable('g1', update));
    taps(ana.table, 4, 50);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const reopened = await openShelf(name);
    const reopenedStore = phoneStore(reopened);
    expect(await reopenedStore.deviceId()).toBe(device);
    const kept = await reopenedStore.tableOf('g1');
    expect(kept.length).toBeGreaterThan(1);
    const again = phone(device);
    again.table.restore({ updates: kept });
    expect(again.table.list()).toEqual(ana.table.list());
    expect(again.table.fold().log).toEqual(ana.table.fold().log);

    // Kept whole again (as when the game is shared next): one update, the same table.
    await reopenedStore.keepTable('g1', Y.encodeStateAsUpdate(again.doc), true);
    expect(await reopenedStore.tableOf('g1')).toHaveLength(1);
    const third = phone(device);
    third.table.restore({ updates: await reopenedStore.tableOf('g1') });
    expect(third.table.fold().log).toEqual(ana.table.fold().log);
    // Another game has no table, and a deleted game's table goes with it.
    expect(await reopenedStore.tableOf('g2')).toEqual([]);
    await reopened.remove('g1');
    expect(await reopenedStore.tableOf('g1')).toEqual([]);
    // A change arriving after the delete (the table was still open) is not kept.
    await reopenedStore.keepTable('g1', Y.encodeStateAsUpdate(again.doc));
    expect(await reopenedStore.tableOf('g1')).toEqual([]);
  });

  it('a database of version 4 opens with its games as they were, and keeps tables from then on', async () => {
    const name = `v4-${Math.random()}`;
    const old = new Dexie(name);
    old.version(4).stores({
      games: 'id, updatedAt',
      learnedNames: 'text',
      boxCorrections: 'box',
      events: '[game+at]',
      deletedGames: 'id',
    });
    await old.open();
    const events = [{ type: 'choose', option: { draw: true } }];
    const game: Omit<SavedGame, 'log'> & { log: SavedGame['log']; events: number } = {
      id: 'old',
      game: 'unstable-unicorns',
      title: 'Ana, Ben',
      players: ['Ana', 'Ben'],
      createdAt: 1,
      updatedAt: 2,
      over: false,
      revision: 7,
      log: { setup: { players: ['Ana', 'Ben'] }, events: [], undone: [] },
      events: 1,
    };
    await old.table('games').put(game);
    await old.table('events').put({ game: 'old', at: 0, event: events[0] });
    await old.table('learnedNames').put({ text: 'LICORNE RHINO', faceId: 'rhinocorn' });
    old.close();

    const shelf = await openShelf(name);
    expect(shelf.persistent).toBe(true);
    const opened = (await shelf.get('old'))!;
    expect(opened.log.events).toEqual(events);
    expect(opened.revision).toBe(7);
    expect(await shelf.learnedNames()).toEqual([{ text: 'LICORNE RHINO', faceId: 'rhinocorn' }]);
    const store = phoneStore(shelf);
    expect(await store.tableOf('old')).toEqual([]);
    await store.keepTable('old', new Uint8Array([1, 2, 3]), true);
    expect(await store.tableOf('old')).toEqual([new Uint8Array([1, 2, 3])]);
  });

  it('where IndexedDB is refused, a table is kept for the visit: one phone name, and a deleted game keeps nothing', async () => {
    const shelf = new MemoryShelf();
    const store = phoneStore(shelf);
    const device = await store.deviceId();
    expect(await phoneStore(shelf).deviceId()).toBe(device);
    expect(await phoneStore(new MemoryShelf()).deviceId()).not.toBe(device);
    await store.keepTable('g', new Uint8Array([1]), true);
    await store.keepTable('g', new Uint8Array([2]));
    expect(await store.tableOf('g')).toEqual([new Uint8Array([1]), new Uint8Array([2])]);
    await store.keepTable('g', new Uint8Array([3]), true);
    expect(await store.tableOf('g')).toEqual([new Uint8Array([3])]);
    await shelf.remove('g');
    await store.keepTable('g', new Uint8Array([4]));
    expect(await store.tableOf('g')).toEqual([]);
  });
});
