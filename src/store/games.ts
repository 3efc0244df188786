// Saved games: each one is its event log (setup + events + undone), written after every event so
// a reload, a crash or a closed tab resumes exactly where the table was. Dexie over IndexedDB, with
// an in-memory stand-in where IndexedDB is unavailable (the app runs, nothing is kept).
import Dexie, { type Table as DexieTable } from 'dexie';
import type { GameLog } from '../engine/game-log.ts';
import type { TableEntry } from '../engine/table-log.ts';

/** The games Stablehand can referee; a saved game names which one it is. */
export type GameKind = 'unstable-unicorns' | 'lion-and-unicorn';

/** One saved game as stored. The log is the truth; the rest is a summary for the saved-games list. */
export interface SavedGame {
  id: string;
  game: GameKind;
  /** Shown in the saved-games list: the players' names. */
  title: string;
  players: string[];
  /** Each seat's colour, in turn order (a label for people only). */
  colours?: string[];
  /** Where each seat sits around a phone lying on the table (bottom, left, top, right), in turn order. */
  seats?: string[];
  createdAt: number;
  updatedAt: number;
  /** True once the walker declared the game over (kept so the list need not replay every log). */
  over: boolean;
  /** Whose decision the table waits for, by name (shown in the saved-games list). */
  turnOf?: string;
  /**
   * Counts the saves of this game (absent: 0). A save names the revision it read, so a tab that
   * fell behind another can never write over the newer log (one game, one writer).
   */
  revision?: number;
  log: GameLog<unknown, unknown>;
  /**
   * A game shared by several phones (issue 30): every entry of its table, set-aside ones included,
   * and the table's document as Yjs encodes it (absent once imported from a file), so that a phone
   * opening the game again meets the others with the same entries, not copies of them.
   */
  shared?: { entries: TableEntry<unknown>[]; update?: Uint8Array };
}

/** A save refused because another tab saved the game first (or deleted it): `current` is what is stored now. */
export class StaleGameError extends Error {
  constructor(readonly current: SavedGame | undefined) {
    super(current ? 'this game moved on in another tab' : 'this game was deleted in another tab');
    this.name = 'StaleGameError';
  }
}

/**
 * A saved game as a save returns it. `restored`: the game was missing from storage though no tab
 * deleted it (the browser dropped the database, e.g. when the disk filled up); it was written back whole.
 */
export type Saved = SavedGame & { restored?: true };

/** Tells the other tabs of this device that a game was saved (or deleted), so a stale one reloads before a tap. */
function announce(id: string, revision: number, deleted = false): void {
  try {
    const channel = new BroadcastChannel(GAMES_CHANNEL);
    channel.postMessage(deleted ? { id, deleted: true } : { id, revision });
    channel.close();
  } catch {
    // No BroadcastChannel: the revision check at the next save still protects the newer log.
  }
}

/** The BroadcastChannel name on which saves are announced as {id, revision}, deletes as {id, deleted: true}. */
export const GAMES_CHANNEL = 'stablehand-games';

/**
 * Saves that bring in another phone's taps (a table shared by several phones), as `id@revision`:
 * the table screen shows them without saying the game moved on in another tab.
 */
export const PHONE_SAVES = new Set<string>();

/** A printed title the scanner was taught (a French print, a misprint), as src/scan/learned-names.ts keeps it. */
export interface LearnedName {
  text: string;
  faceId: string;
}

/**
 * "My box": the players' count of copies of some faces in one box where their box differs from the
 * printed one (another print, a lost card). Used for every new game with that box; a game already
 * started keeps the copies it began with (they are in its setup).
 */
export interface BoxCorrection {
  /** A box id of the catalog ("base-2e", "control", "chaos"). */
  box: string;
  /** Face id to the number of copies in this box; only faces that differ from the print. */
  copies: Record<string, number>;
}

/** Where games are kept: IndexedDB normally, memory when the browser refuses it. */
export interface GameShelf {
  readonly persistent: boolean;
  list(): Promise<SavedGame[]>;
  get(id: string): Promise<SavedGame | undefined>;
  /** Writes a new game (or one that replaces a game wholesale, e.g. an import). */
  put(game: SavedGame): Promise<void>;
  /**
   * Saves a game read at revision `game.revision`: stores it at the next revision and returns it,
   * or throws StaleGameError when the stored game is not at that revision any more or was deleted.
   * Writes only what changed since that revision (a tap: one event), not the whole log.
   */
  update(game: SavedGame): Promise<Saved>;
  remove(id: string): Promise<void>;
  /** Every title the scanner was taught on this device. */
  learnedNames(): Promise<LearnedName[]>;
  /** Keeps a taught title; teaching the same text again replaces its face. */
  learnName(entry: LearnedName): Promise<void>;
  /** The corrections of every box the players corrected on this device. */
  boxCorrections(): Promise<BoxCorrection[]>;
  /** Keeps a box's corrections, replacing the ones before; no face left: the box is as printed again. */
  saveBoxCorrection(entry: BoxCorrection): Promise<void>;
}

/** A game's row from version 4 on: the game without its events, which are rows of their own. */
type GameRow = Omit<SavedGame, 'log'> & {
  log: Omit<SavedGame['log'], 'events'> & { events: [] };
  /** How many events the game has in the events table (0..events-1). */
  events: number;
};

/** One event of one game: a tap's save adds one of these instead of rewriting the whole log. */
interface EventRow {
  game: string;
  at: number;
  event: unknown;
}

/**
 * One update of a shared game's table document (its first row, once compacted, holds the whole table).
 * Read and written by shared-tables.ts, loaded with the sync code: the shell only declares the table.
 */
export interface TableRow {
  game: string;
  at: number;
  update: Uint8Array;
}

/** A fact about this phone, kept by name (`device`: its name in shared tables; see shared-tables.ts). */
export interface PhoneRow {
  key: string;
  value: string;
}

class StablehandDatabase extends Dexie {
  games!: DexieTable<GameRow, string>;
  sharedTables!: DexieTable<TableRow, [string, number]>;
  phone!: DexieTable<PhoneRow, string>;
  events!: DexieTable<EventRow, [string, number]>;
  deletedGames!: DexieTable<{ id: string }, string>;
  learnedNames!: DexieTable<LearnedName, string>;
  boxCorrections!: DexieTable<BoxCorrection, string>;
  constructor(name: string) {
    super(name);
    // Each version keeps what the older ones stored: a game saved by any of them opens the same.
    this.version(1).stores({ games: 'id, updatedAt' });
    this.version(2).stores({ games: 'id, updatedAt', learnedNames: 'text' });
    this.version(3).stores({ games: 'id, updatedAt', learnedNames: 'text', boxCorrections: 'box' });
    // 4: a game's events move to rows of their own (a tap writes one row, not the whole log), and a
    // deleted game leaves its id, so a game the browser dropped is told apart from one a tab deleted.
    this.version(4)
      .stores({
        games: 'id, updatedAt',
        learnedNames: 'text',
        boxCorrections: 'box',
        events: '[game+at]',
        deletedGames: 'id',
      })
      .upgrade(async (tx) => {
        const games = tx.table('games');
        const events = tx.table('events');
        for (const old of (await games.toArray()) as SavedGame[]) {
          const list = Array.isArray(old.log?.events) ? old.log.events : [];
          await events.bulkPut(list.map((event, at) => ({ game: old.id, at, event })));
          await games.put(toRow(old));
        }
      });
    // 5: a shared game's table document (issue 30) and this phone's name in it, so a phone whose app
    // was closed meets the other phones again with the same entries. Nothing older changes.
    this.version(5).stores({
      games: 'id, updatedAt',
      learnedNames: 'text',
      boxCorrections: 'box',
      events: '[game+at]',
      deletedGames: 'id',
      sharedTables: '[game+at]',
      phone: 'key',
    });
  }
}

function toRow(game: SavedGame): GameRow {
  return { ...game, log: { ...game.log, events: [] }, events: game.log.events.length };
}

function fromRow(row: GameRow, events: unknown[]): SavedGame {
  const { events: _count, ...game } = row;
  return { ...game, log: { ...row.log, events } };
}

/** True when two stored events are the same (the same object, as a tap's log shares its past, or equal JSON). */
function sameEvent(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

class DexieShelf implements GameShelf {
  readonly persistent = true;
  /** The events of each game as this tab last read or wrote them, by revision: what a save compares with. */
  private readonly known = new Map<string, { revision: number; events: readonly unknown[] }>();
  /** Set after a failed write: Chromium may have closed the connection, so the next call opens a fresh one. */
  private broken = false;
  constructor(
    private db: StablehandDatabase,
    private readonly name: string,
  ) {}

  /**
   * The database, opened afresh after a failed write or a failed opening (the disk may have room
   * again): Dexie keeps an opening's failure for good, and a read (an Export's scanner names, on a
   * full disk) may be the call that met it. Also used by shared-tables.ts.
   */
  database(): StablehandDatabase {
    if (this.broken || this.db.hasFailed()) {
      this.broken = false;
      this.db.close();
      this.db = new StablehandDatabase(this.name);
    }
    return this.db;
  }

  /** Runs a write; a failure marks the connection for reopening and is passed on. */
  async writing<T>(work: (db: StablehandDatabase) => Promise<T>): Promise<T> {
    try {
      return await work(this.database());
    } catch (error) {
      if (!(error instanceof StaleGameError)) this.broken = true;
      throw error;
    }
  }

  private async eventsOf(db: StablehandDatabase, row: GameRow): Promise<unknown[]> {
    const rows = await db.events
      .where('[game+at]')
      .between([row.id, 0], [row.id, row.events], true, false)
      .toArray();
    return rows.map((r) => r.event);
  }

  async list(): Promise<SavedGame[]> {
    const db = this.database();
    return db.transaction('r', db.games, db.events, async () => {
      const rows = await db.games.orderBy('updatedAt').reverse().toArray();
      return Promise.all(rows.map(async (row) => fromRow(row, await this.eventsOf(db, row))));
    });
  }
  async get(id: string): Promise<SavedGame | undefined> {
    const db = this.database();
    const game = await db.transaction('r', db.games, db.events, async () => {
      const row = await db.games.get(id);
      return row ? fromRow(row, await this.eventsOf(db, row)) : undefined;
    });
    if (game) this.known.set(id, { revision: game.revision ?? 0, events: game.log.events });
    return game;
  }
  /** Writes the whole game: its row and every event, replacing what was stored under its id. */
  private async putWhole(db: StablehandDatabase, game: SavedGame): Promise<void> {
    await db.events.where('[game+at]').between([game.id, 0], [game.id, Infinity]).delete();
    await db.events.bulkPut(game.log.events.map((event, at) => ({ game: game.id, at, event })));
    await db.games.put(structuredClone(toRow(game)));
    await db.deletedGames.delete(game.id);
  }
  async put(game: SavedGame): Promise<void> {
    await this.writing(async (db) => {
      await db.transaction('rw', db.games, db.events, db.deletedGames, () => this.putWhole(db, game));
      this.known.set(game.id, { revision: game.revision ?? 0, events: game.log.events });
    });
  }
  async update(game: SavedGame): Promise<Saved> {
    const revision = (game.revision ?? 0) + 1;
    const next: SavedGame = { ...game, revision };
    const events = game.log.events;
    let restored = false;
    await this.writing(async (db) => {
      // Read and write in one transaction: two tabs cannot both pass the check.
      await db.transaction('rw', db.games, db.events, db.deletedGames, async () => {
        const row = await db.games.get(game.id);
        if (!row) {
          // Deleted by a tab: refused. Missing with no such trace: the browser dropped it; write it back.
          if (await db.deletedGames.get(game.id)) throw new StaleGameError(undefined);
          restored = true;
          await this.putWhole(db, next);
          return;
        }
        if ((row.revision ?? 0) !== (game.revision ?? 0))
          throw new StaleGameError(fromRow(row, await this.eventsOf(db, row)));
        const known = this.known.get(game.id);
        const before =
          known && known.revision === (row.revision ?? 0) && known.events.length === row.events
            ? known.events
            : await this.eventsOf(db, row);
        // Only the events after the first one that differs are written (a tap: the one it added).
        let same = 0;
        const shared = Math.min(before.length, events.length);
        while (same < shared && sameEvent(before[same], events[same])) same++;
        if (same < before.length)
          await db.events.where('[game+at]').between([game.id, same], [game.id, Infinity]).delete();
        if (same < events.length)
          await db.events.bulkPut(
            events.slice(same).map((event, i) => ({ game: game.id, at: same + i, event })),
          );
        await db.games.put(structuredClone(toRow(next)));
      });
    });
    this.known.set(game.id, { revision, events });
    announce(game.id, revision);
    return restored ? { ...next, restored: true } : next;
  }
  async remove(id: string): Promise<void> {
    await this.writing(async (db) => {
      await db.transaction('rw', [db.games, db.events, db.deletedGames, db.sharedTables], async () => {
        await db.games.delete(id);
        await db.events.where('[game+at]').between([id, 0], [id, Infinity]).delete();
        await db.sharedTables.where('[game+at]').between([id, 0], [id, Infinity]).delete();
        await db.deletedGames.put({ id });
      });
    });
    this.known.delete(id);
    announce(id, 0, true);
  }
  learnedNames(): Promise<LearnedName[]> {
    return this.database().learnedNames.toArray();
  }
  async learnName(entry: LearnedName): Promise<void> {
    await this.writing((db) => db.learnedNames.put({ text: entry.text, faceId: entry.faceId }));
  }
  boxCorrections(): Promise<BoxCorrection[]> {
    return this.database().boxCorrections.toArray();
  }
  async saveBoxCorrection(entry: BoxCorrection): Promise<void> {
    await this.writing(async (db) => {
      if (Object.keys(entry.copies).length === 0) await db.boxCorrections.delete(entry.box);
      else await db.boxCorrections.put({ box: entry.box, copies: { ...entry.copies } });
    });
  }
}

/** The IndexedDB shelf, as shared-tables.ts (loaded with the sync code) reaches its database. */
export type { DexieShelf };

/** Keeps games for this visit only; used where IndexedDB cannot be opened. */
export class MemoryShelf implements GameShelf {
  readonly persistent = false;
  private readonly games = new Map<string, SavedGame>();
  private readonly names = new Map<string, string>();
  async list(): Promise<SavedGame[]> {
    return [...this.games.values()].sort((a, b) => b.updatedAt - a.updatedAt).map((g) => structuredClone(g));
  }
  async get(id: string): Promise<SavedGame | undefined> {
    const game = this.games.get(id);
    return game && structuredClone(game);
  }
  async put(game: SavedGame): Promise<void> {
    this.games.set(game.id, structuredClone(game));
    this.deleted.delete(game.id);
  }
  async update(game: SavedGame): Promise<SavedGame> {
    const stored = this.games.get(game.id);
    if (!stored || (stored.revision ?? 0) !== (game.revision ?? 0))
      throw new StaleGameError(stored && structuredClone(stored));
    const next = { ...structuredClone(game), revision: (game.revision ?? 0) + 1 };
    this.games.set(game.id, next);
    return structuredClone(next);
  }
  async remove(id: string): Promise<void> {
    this.games.delete(id);
    this.tables.delete(id);
    this.deleted.add(id);
  }
  async learnedNames(): Promise<LearnedName[]> {
    return [...this.names].map(([text, faceId]) => ({ text, faceId }));
  }
  async learnName(entry: LearnedName): Promise<void> {
    this.names.set(entry.text, entry.faceId);
  }
  private readonly corrections = new Map<string, Record<string, number>>();
  async boxCorrections(): Promise<BoxCorrection[]> {
    return [...this.corrections].map(([box, copies]) => ({ box, copies: { ...copies } }));
  }
  async saveBoxCorrection(entry: BoxCorrection): Promise<void> {
    if (Object.keys(entry.copies).length === 0) this.corrections.delete(entry.box);
    else this.corrections.set(entry.box, { ...entry.copies });
  }
  /** The shared tables kept for this visit (see shared-tables.ts), by game. */
  readonly tables = new Map<string, Uint8Array[]>();
  /** Games deleted in this visit: an open table keeps nothing more of them. */
  readonly deleted = new Set<string>();
}

/**
 * Opens the shelf: IndexedDB when it works (checked by really opening the database, since some
 * browsers expose indexedDB and then refuse it), else memory.
 */
export async function openShelf(name = 'stablehand'): Promise<GameShelf> {
  if (typeof indexedDB === 'undefined') return new MemoryShelf();
  try {
    const db = new StablehandDatabase(name);
    await db.open();
    return new DexieShelf(db, name);
  } catch {
    return new MemoryShelf();
  }
}

/** The longest player name, as the new-game forms allow (and a game file holds). */
export const MAX_NAME = 60;

/** Characters that reorder text on screen (bidirectional controls): they can make one name look like another. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A player name as it may be shown: bidirectional control characters removed, spaces trimmed. */
export function cleanName(name: string): string {
  return name.replace(BIDI, '').trim();
}

/** A fresh id for a saved game: time-ordered and unique enough for one phone. */
export function newGameId(now = Date.now()): string {
  return `${now.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Asks the browser not to evict our games under storage pressure; resolves to whether it agreed. */
export async function askPersistentStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

/**
 * A new game with its players' names cleaned everywhere they are written (labels and the log's
 * setup), so what the table shows is what was typed, never text reordered by hidden controls.
 */
export function withCleanNames<G extends Pick<SavedGame, 'players' | 'title' | 'log'>>(game: G): G {
  const setup = structuredClone(game.log.setup) as { players?: unknown; position?: { players?: unknown } };
  if (Array.isArray(setup.players))
    setup.players = setup.players.map((n: unknown) => (typeof n === 'string' ? cleanName(n) : n));
  if (Array.isArray(setup.position?.players))
    for (const seat of setup.position.players as { name?: unknown }[])
      if (seat && typeof seat.name === 'string') seat.name = cleanName(seat.name);
  return {
    ...game,
    players: game.players.map(cleanName),
    title: cleanName(game.title),
    log: { ...game.log, setup },
  };
}
