// The shelf from database version 4 on (issue 28): a tap's save writes the event it added, not the
// whole log; a database of version 3 opens with the same games; a game the browser dropped is
// written back, one a tab deleted stays deleted.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Dexie from 'dexie';
import { openShelf, StaleGameError, type SavedGame } from '../../src/store/games.ts';
import { tableOf } from '../../src/games/unstable-unicorns/game/index.ts';
import { openUnicornLog, type UnicornLog } from '../../src/ui/unstable-unicorns/walker.ts';

const file = JSON.parse(
  readFileSync(new URL('../fixtures/saved-v1-unstable-unicorns.json', import.meta.url), 'utf8'),
);
// What the app of 23 Nov 2026 showed for this game (scripts/make-saved-fixtures.ts).
const shown = JSON.parse(
  readFileSync(new URL('../fixtures/saved-v1-unstable-unicorns.table.json', import.meta.url), 'utf8'),
);

function savedGame(id: string): SavedGame {
  return {
    id,
    game: 'unstable-unicorns',
    title: 'Ana, Ben, Cleo',
    players: ['Ana', 'Ben', 'Cleo'],
    createdAt: 1,
    updatedAt: 2,
    over: false,
    revision: 3,
    log: file.log,
  };
}

/** The raw database, as the browser holds it, to see what a save wrote. */
async function raw(name: string) {
  const db = new Dexie(name);
  await db.open();
  return db;
}

describe('a database saved by the app before version 4', () => {
  it('opens with the same game and the table that app showed, and the game plays on', async () => {
    const name = `old-${Math.random()}`;
    const old = new Dexie(name);
    old.version(3).stores({ games: 'id, updatedAt', learnedNames: 'text', boxCorrections: 'box' });
    await old.open();
    await old.table('games').put(savedGame('old'));
    await old.table('boxCorrections').put({ box: 'control', copies: { neigh: 12 } });
    old.close();

    const shelf = await openShelf(name);
    const game = (await shelf.get('old'))!;
    expect(game.log.events).toEqual(file.log.events);
    expect(game.revision).toBe(3);
    expect((await shelf.list()).map((g) => g.log.events.length)).toEqual([file.log.events.length]);
    expect(await shelf.boxCorrections()).toEqual([{ box: 'control', copies: { neigh: 12 } }]);
    const opened = openUnicornLog(game.log as UnicornLog);
    expect(opened.broken).toBeNull();
    expect(tableOf(opened.state)).toEqual(shown.table);

    // A save after the upgrade still checks the revision it read.
    const saved = await shelf.update({ ...game, log: opened.log });
    expect(saved.revision).toBe(4);
    expect((await shelf.get('old'))!.log.events).toEqual(opened.log.events);
  });
});

describe("a tap's save", () => {
  it('adds the event it made and rewrites no other, and an undo removes only the last', async () => {
    const name = `taps-${Math.random()}`;
    const shelf = await openShelf(name);
    const start = savedGame('g');
    await shelf.put(start);
    const db = await raw(name);
    const events = db.table('events');
    // The row of the game holds no event: a save rewrites it whole, so it must stay small.
    expect((await db.table('games').get('g')).log.events).toEqual([]);
    const stamp = { first: 'written once' };
    // Marks the stored rows, so a row written again loses its mark.
    await events.toCollection().modify((row: { stamp?: unknown }) => void (row.stamp = stamp));

    const tap = { type: 'choose', option: { draw: true } };
    const read = (await shelf.get('g'))!;
    const after = await shelf.update({ ...read, log: { ...read.log, events: [...read.log.events, tap] } });
    const rows = (await events.toArray()) as { at: number; event: unknown; stamp?: unknown }[];
    expect(rows).toHaveLength(file.log.events.length + 1);
    expect(rows.filter((r) => r.stamp === undefined)).toEqual([
      { game: 'g', at: file.log.events.length, event: tap },
    ]);

    // Undo: the last event goes, the others stay as written.
    await shelf.update({ ...after, log: { ...after.log, events: read.log.events, undone: [tap] } });
    const undone = (await events.toArray()) as { stamp?: unknown }[];
    expect(undone).toHaveLength(file.log.events.length);
    expect(undone.every((r) => r.stamp !== undefined)).toBe(true);
    expect((await shelf.get('g'))!.log.undone).toEqual([tap]);
    db.close();
  });

  it('also holds for a shelf that did not read the game first (another tab wrote it)', async () => {
    const name = `taps-${Math.random()}`;
    await (await openShelf(name)).put(savedGame('g'));
    const shelf = await openShelf(name);
    const tap = { type: 'choose', option: { draw: true } };
    const game = savedGame('g');
    await shelf.update({ ...game, log: { ...game.log, events: [...game.log.events, tap] } });
    expect((await (await openShelf(name)).get('g'))!.log.events).toEqual([...file.log.events, tap]);
  });
});

describe('a game missing from storage', () => {
  it('is written back whole when no tab deleted it (the browser dropped the database)', async () => {
    const name = `lost-${Math.random()}`;
    const shelf = await openShelf(name);
    await shelf.put(savedGame('g'));
    const read = (await shelf.get('g'))!;
    // As Chromium does when a write fails on a full disk: the whole database is gone.
    const db = await raw(name);
    await db.table('games').clear();
    await db.table('events').clear();
    db.close();
    const tap = { type: 'choose', option: { draw: true } };
    const saved = await shelf.update({ ...read, log: { ...read.log, events: [...read.log.events, tap] } });
    expect(saved.restored).toBe(true);
    expect((await (await openShelf(name)).get('g'))!.log.events).toEqual([...file.log.events, tap]);
  });

  it('stays deleted when a tab deleted it', async () => {
    const name = `deleted-${Math.random()}`;
    const shelf = await openShelf(name);
    await shelf.put(savedGame('g'));
    const read = (await shelf.get('g'))!;
    await (await openShelf(name)).remove('g');
    const refused = await shelf.update(read).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StaleGameError);
    expect((refused as StaleGameError).current).toBeUndefined();
    expect(await shelf.get('g')).toBeUndefined();
  });
});
