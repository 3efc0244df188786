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

/** Tells the other tabs of this device that a game was saved, so a stale one reloads before a tap. */
function announce(game: SavedGame): void {
  try {
    const channel = new BroadcastChannel(GAMES_CHANNEL);
    channel.postMessage({ id: game.id, revision: game.revision ?? 0 });
    channel.close();
  } catch {
    // No BroadcastChannel: the revision check at the next save still protects the newer log.
  }
}

/** The BroadcastChannel name on which saves are announced as {id, revision}. */
export const GAMES_CHANNEL = 'stablehand-games';

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
   * or throws StaleGameError when the stored game is not at that revision any more.
   */
  update(game: SavedGame): Promise<SavedGame>;
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

class StablehandDatabase extends Dexie {
  games!: DexieTable<SavedGame, string>;
  learnedNames!: DexieTable<LearnedName, string>;
  boxCorrections!: DexieTable<BoxCorrection, string>;
  constructor(name: string) {
    super(name);
    // Each version only adds a table: the games and names of older versions stay as they were.
    this.version(1).stores({ games: 'id, updatedAt' });
    this.version(2).stores({ games: 'id, updatedAt', learnedNames: 'text' });
    this.version(3).stores({ games: 'id, updatedAt', learnedNames: 'text', boxCorrections: 'box' });
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
  async update(game: SavedGame): Promise<SavedGame> {
    const next = { ...structuredClone(game), revision: (game.revision ?? 0) + 1 };
    // Read and write in one transaction: two tabs cannot both pass the check.
    await this.db.transaction('rw', this.db.games, async () => {
      const stored = await this.db.games.get(game.id);
      if (!stored || (stored.revision ?? 0) !== (game.revision ?? 0)) throw new StaleGameError(stored);
      await this.db.games.put(next);
    });
    announce(next);
    return next;
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
  boxCorrections(): Promise<BoxCorrection[]> {
    return this.db.boxCorrections.toArray();
  }
  async saveBoxCorrection(entry: BoxCorrection): Promise<void> {
    if (Object.keys(entry.copies).length === 0) await this.db.boxCorrections.delete(entry.box);
    else await this.db.boxCorrections.put({ box: entry.box, copies: { ...entry.copies } });
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
