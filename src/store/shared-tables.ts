// What a phone keeps of the tables it shares with other phones (issue 30): each shared game's
// document, as the Yjs updates that made it, and the phone's own name in the tables. Loaded with the
// sync code, never at start-up: the shell only declares the database's tables (games.ts, version 5).
import { MemoryShelf, type DexieShelf, type GameShelf, type SavedGame } from './games.ts';

/** A shelf's shared tables and this phone's name in them. */
export interface PhoneStore {
  /** This phone's name in the tables it shares (the first part of its entries' ids): made once, then kept. */
  deviceId(): Promise<string>;
  /** What this phone kept of a shared game's table: its document's updates, oldest first; none when never shared here. */
  tableOf(id: string): Promise<Uint8Array[]>;
  /** Adds an update to a shared game's table; `whole`: it holds the whole table and replaces what was kept. */
  keepTable(id: string, update: Uint8Array, whole?: boolean): Promise<void>;
}

/** The shared tables of a shelf: in IndexedDB for the stored shelf, for this visit only for the memory one. */
export function phoneStore(shelf: GameShelf): PhoneStore {
  return shelf instanceof MemoryShelf ? memoryStore(shelf) : dexieStore(shelf as DexieShelf);
}

/** A phone's name in shared tables: short (it starts every entry id it writes), random enough for one table. */
function newDeviceId(): string {
  return crypto.randomUUID().slice(0, 8);
}

function dexieStore(shelf: DexieShelf): PhoneStore {
  return {
    deviceId: () =>
      shelf.writing(async (db) =>
        db.transaction('rw', db.phone, async () => {
          const kept = await db.phone.get('device');
          if (kept) return kept.value;
          const value = newDeviceId();
          await db.phone.put({ key: 'device', value });
          return value;
        }),
      ),
    async tableOf(id) {
      const rows = await shelf
        .database()
        .sharedTables.where('[game+at]')
        .between([id, 0], [id, Infinity])
        .toArray();
      return rows.map((row) => row.update);
    },
    async keepTable(id, update, whole = false) {
      await shelf.writing(async (db) =>
        db.transaction('rw', db.sharedTables, db.deletedGames, async () => {
          // A game deleted while its table was still open keeps nothing more.
          if (await db.deletedGames.get(id)) return;
          const rows = db.sharedTables.where('[game+at]').between([id, 0], [id, Infinity]);
          if (whole) {
            await rows.delete();
            await db.sharedTables.put({ game: id, at: 0, update: update.slice() });
            return;
          }
          const last = await rows.last();
          await db.sharedTables.put({ game: id, at: last ? last.at + 1 : 0, update: update.slice() });
        }),
      );
    },
  };
}

/** The memory shelf's phone name, one per shelf (a visit). */
const memoryDevices = new WeakMap<MemoryShelf, string>();

function memoryStore(shelf: MemoryShelf): PhoneStore {
  return {
    async deviceId() {
      let device = memoryDevices.get(shelf);
      if (device === undefined) memoryDevices.set(shelf, (device = newDeviceId()));
      return device;
    },
    async tableOf(id) {
      return (shelf.tables.get(id) ?? []).map((update) => update.slice());
    },
    async keepTable(id, update, whole = false) {
      if (shelf.deleted.has(id)) return;
      const kept = whole ? [] : (shelf.tables.get(id) ?? []);
      shelf.tables.set(id, [...kept, update.slice()]);
    },
  };
}

/**
 * A game as Export writes it: a game shared by several phones carries its table's entries, as this
 * phone kept them (the table's code is loaded only then); a game never shared, or a table that
 * cannot be read, leaves the log alone, which every phone reads.
 */
export async function withKeptTable(shelf: GameShelf, game: SavedGame): Promise<SavedGame> {
  let kept: Uint8Array[] = [];
  try {
    kept = await phoneStore(shelf).tableOf(game.id);
  } catch {
    return game;
  }
  if (kept.length === 0) return game;
  const { entriesOfKept } = await import('../sync/shared-table.ts');
  return { ...game, shared: { entries: entriesOfKept(kept) } };
}
