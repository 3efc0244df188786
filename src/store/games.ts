// Saved games: each one is its event log (setup + events + undone), written after every event so
// a reload, a crash or a closed tab resumes exactly where the table was. Dexie over IndexedDB, with
// an in-memory stand-in where IndexedDB is unavailable (the app runs, nothing is kept).
import Dexie, { type Table as DexieTable } from 'dexie';
import type { GameLog } from '../engine/game-log.ts';

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
  log: GameLog<unknown, unknown>;
}

/** A printed title the scanner was taught (a French print, a misprint), as src/scan/learned-names.ts keeps it. */
export interface LearnedName {
  text: string;
  faceId: string;
}

/** Where games are kept: IndexedDB normally, memory when the browser refuses it. */
export interface GameShelf {
  readonly persistent: boolean;
  list(): Promise<SavedGame[]>;
  get(id: string): Promise<SavedGame | undefined>;
  put(game: SavedGame): Promise<void>;
  remove(id: string): Promise<void>;
  /** Every title the scanner was taught on this device. */
  learnedNames(): Promise<LearnedName[]>;
  /** Keeps a taught title; teaching the same text again replaces its face. */
  learnName(entry: LearnedName): Promise<void>;
}

class StablehandDatabase extends Dexie {
  games!: DexieTable<SavedGame, string>;
  learnedNames!: DexieTable<LearnedName, string>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ games: 'id, updatedAt' });
    this.version(2).stores({ games: 'id, updatedAt', learnedNames: 'text' });
  }
}

class DexieShelf implements GameShelf {
  readonly persistent = true;
  constructor(private readonly db: StablehandDatabase) {}
  async list(): Promise<SavedGame[]> {
    return (await this.db.games.orderBy('updatedAt').reverse().toArray()) as SavedGame[];
  }
  get(id: string): Promise<SavedGame | undefined> {
    return this.db.games.get(id);
  }
  async put(game: SavedGame): Promise<void> {
    await this.db.games.put(structuredClone(game));
  }
  async remove(id: string): Promise<void> {
    await this.db.games.delete(id);
  }
  learnedNames(): Promise<LearnedName[]> {
    return this.db.learnedNames.toArray();
  }
  async learnName(entry: LearnedName): Promise<void> {
    await this.db.learnedNames.put({ text: entry.text, faceId: entry.faceId });
  }
}

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
  }
  async remove(id: string): Promise<void> {
    this.games.delete(id);
  }
  async learnedNames(): Promise<LearnedName[]> {
    return [...this.names].map(([text, faceId]) => ({ text, faceId }));
  }
  async learnName(entry: LearnedName): Promise<void> {
    this.names.set(entry.text, entry.faceId);
  }
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
    return new DexieShelf(db);
  } catch {
    return new MemoryShelf();
  }
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
