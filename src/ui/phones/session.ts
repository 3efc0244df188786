// This phone's part in a table shared by several phones: the shared document, its links to the other
// phones, and the bridge that keeps the saved game (what the table screen shows and writes) in step with it.
import {
  Awareness,
  Doc,
  dataChannelWire,
  encodeStateAsUpdate,
  link,
  SharedTable,
  type Link,
} from '../../sync/index.ts';
import { keptWalker } from '../../games/unstable-unicorns/saved-log.ts';
import { openUnicornLog } from '../unstable-unicorns/walker.ts';
import type { GameEvent, GameSetup, GameState } from '../../games/unstable-unicorns/game/types.ts';
import type { GameLog } from '../../engine/game-log.ts';
import { GAMES_CHANNEL, newGameId, PHONE_SAVES, StaleGameError, type SavedGame } from '../../store/games.ts';
import { MAX_TITLE } from '../../store/title-limit.ts';
import { say } from './words.ts';
import { shelf } from '../app-state.ts';
import { phoneStore } from '../../store/shared-tables.ts';
import { Roster } from './roster.ts';
import { followedGame, onSeat, seatOf, setFollowedGame, setPhoneRows, setSharedGame } from './seat.ts';
import { foldTable, raceNotices, startOf, type TableEntry } from '../../engine/table-log.ts';
import { showRaces } from './races.ts';

type UnicornLog = GameLog<GameSetup, GameEvent>;

/** What a joining phone needs to list the game among its own saved games (kept in the document). */
type Summary = Pick<SavedGame, 'id' | 'game' | 'title' | 'players' | 'colours' | 'seats' | 'createdAt'>;

const sameEvent = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const sameLog = (a: UnicornLog, b: UnicornLog): boolean =>
  a.events.length === b.events.length &&
  a.undone.length === b.undone.length &&
  sameEvent(a.events, b.events) &&
  sameEvent(a.undone, b.undone);

/** One shared table on this phone, for as long as the app stays open. */
export class PhonesSession {
  readonly doc = new Doc();
  readonly awareness = new Awareness(this.doc);
  readonly shared: SharedTable<GameSetup, GameEvent>;
  private readonly links: Link[] = [];
  /** The log as the saved game and the shared table last agreed on: what changed since is this phone's taps. */
  private agreed: UnicornLog | undefined;
  private queue: Promise<void> = Promise.resolve();
  private channel: BroadcastChannel | undefined;
  /** The phones of the table, for the strip on the table screen. */
  readonly roster = new Roster(this.awareness, setPhoneRows);
  /** The saved game whose table this phone keeps (every change of the document is added to it), once known. */
  private keeping: string | undefined;
  private saving: Promise<void> = Promise.resolve();
  /** The joining phone's keeping of the table that arrived (once, however many updates call `keep`). */
  private kept: Promise<void> | undefined;

  constructor() {
    // A name for this session until the phone's own is read from the store (before anything is written).
    this.shared = new SharedTable<GameSetup, GameEvent>(this.doc, crypto.randomUUID().slice(0, 8));
    this.shared.checkWith(keptWalker);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      this.store(update);
      // Entries that came from another phone: the saved game (and so the table screen) follows.
      if (this.links.includes(origin as Link)) this.step();
      this.showRaces();
      this.tellFollowsOnly();
    });
  }

  /** The game the table is about, once the document holds it. */
  get summary(): Summary | undefined {
    return this.doc.getMap('meta').get('saved') as Summary | undefined;
  }

  /**
   * Starts sharing a saved game of this phone (the table's phone): the log as today's rules open it
   * (an older log migrated, as the table screen shows it), kept so on this phone too. False when
   * the log no longer replays (the table screen offers what to do with it).
   */
  async host(game: SavedGame): Promise<boolean> {
    const opened = openUnicornLog(game.log as UnicornLog);
    if (opened.broken) return false;
    const log = opened.log;
    if (!sameLog(log, game.log as UnicornLog) || log.format !== game.log.format)
      await shelf().update({ ...game, log: log as SavedGame['log'] });
    this.useDevice(await phoneStore(shelf()).deviceId());
    // Shared before on this phone (its app closed since): the same table, not a copy of its moves.
    const kept = await this.restoreKept(game.id);
    if (kept && 'log' in kept) this.agreed = kept.log;
    else {
      // Never shared here, or kept under another version's rules (the app was updated since): the
      // game is shared as it stands under this phone's rules, which phones of another version follow
      // read-only. Its entries go with it while they still fold to it (the kept table's, else a
      // file's), so the answers set aside at the table stay.
      const entries = entriesFor(log, kept?.entries) ?? entriesFor(log, game.shared?.entries);
      this.shared.share(game.game, log, keptWalker, entries);
      const summary: Summary = {
        id: game.id,
        game: game.game,
        title: game.title,
        players: game.players,
        createdAt: game.createdAt,
        ...(game.colours ? { colours: game.colours } : {}),
        ...(game.seats ? { seats: game.seats } : {}),
      };
      this.doc.getMap('meta').set('saved', summary);
      this.agreed = this.shared.fold().log;
    }
    this.keepOnDevice(game.id);
    this.follow(game.id);
    // The moves played on this phone alone since the table was kept become entries.
    if (kept && 'log' in kept) this.step();
    return true;
  }

  /** Writes entries under this phone's own device id, and tells the other phones (so its earlier sessions are known as this phone). */
  private useDevice(device: string): void {
    this.shared.writeAs(device);
    this.awareness.setLocalStateField('device', device);
  }

  /**
   * Opens the table this phone kept of a game into the session's document and returns the log it
   * folds to on its own (what the saved game and the table last agreed on). A table kept under
   * other rules than this phone's, or than the table that arrived, is not opened (it would mix two
   * tables: its rules and start written twice, its entries beside their copies): its entries are
   * returned instead. Undefined when nothing of this game was kept.
   */
  private async restoreKept(
    id: string,
  ): Promise<{ log: UnicornLog } | { entries: TableEntry<GameEvent>[] } | undefined> {
    // A session let go may still be writing what it kept.
    await lettingGo;
    const updates = await phoneStore(shelf()).tableOf(id);
    if (updates.length === 0) return undefined;
    const alone = new SharedTable<GameSetup, GameEvent>(new Doc(), this.shared.device);
    alone.restore({ updates });
    if (!alone.ready || alone.game !== 'unstable-unicorns') return undefined;
    if ((alone.meta.get('saved') as Summary | undefined)?.id !== id) return undefined;
    const rules = alone.meta.get('rules');
    if (alone.followsOnly(keptWalker) || (this.shared.ready && this.shared.meta.get('rules') !== rules))
      return { entries: alone.list() };
    alone.checkWith(keptWalker);
    const log = alone.fold().log;
    this.shared.restore({ updates });
    return { log };
  }

  /** From now on every change of the table is kept on this phone with the game `id`, starting with the whole table. */
  private keepOnDevice(id: string): void {
    if (this.keeping === id) return;
    this.keeping = id;
    const whole = encodeStateAsUpdate(this.doc);
    this.saving = this.saving
      .then(() => phoneStore(shelf()).keepTable(id, whole, true))
      .catch(() => undefined);
  }

  /** Adds a change of the document to the kept table (in order; a failed write is caught up by the next whole one). */
  private store(update: Uint8Array): void {
    const id = this.keeping;
    if (id === undefined) return;
    this.saving = this.saving.then(() => phoneStore(shelf()).keepTable(id, update)).catch(() => undefined);
  }

  /**
   * Lets go of the table (another game is shared, or a test drops the phone): links closed, nothing
   * more kept; resolves once what was to be kept is written.
   */
  async close(): Promise<void> {
    for (const linked of this.links.splice(0)) linked.close();
    this.channel?.close();
    this.channel = undefined;
    await this.queue;
    this.keeping = undefined;
    await this.saving;
    this.roster.stop();
    this.awareness.destroy();
  }

  /** Links the table to the phone at the other end of an open data channel. */
  connect(channel: RTCDataChannel, connection?: RTCPeerConnection): void {
    const linked = link(this.doc, this.awareness, dataChannelWire(channel));
    this.links.push(linked);
    // Never closed on "failed": a phone whose screen locked comes back on the same connection.
    connection?.addEventListener('connectionstatechange', () => {
      const state = connection.connectionState;
      if (state === 'disconnected' || state === 'failed') this.roster.lapsed(linked.peers);
    });
  }

  /**
   * The joining phone, once the table arrived: keeps it as a saved game of this phone (the same
   * id as on the table's phone) and returns its id; undefined while nothing has arrived.
   */
  async keep(): Promise<string | undefined> {
    const summary = this.summary;
    if (!this.shared.ready || !summary) return undefined;
    if (summary.game !== 'unstable-unicorns') throw new Error(summary.game);
    this.kept ??= this.keepArrived(summary).catch((error: unknown) => {
      this.kept = undefined;
      throw error;
    });
    await this.kept;
    return summary.id;
  }

  private async keepArrived(summary: Summary): Promise<void> {
    this.useDevice(await phoneStore(shelf()).deviceId());
    // This phone held the table before its app was closed: its kept table joins the one that
    // arrived, and the moves it played alone since become entries.
    const stored = await shelf().get(summary.id);
    const kept = stored ? await this.restoreKept(summary.id) : undefined;
    if (kept && 'log' in kept) {
      this.agreed = kept.log;
      this.keepOnDevice(summary.id);
      this.follow(summary.id);
      this.step();
      return;
    }
    const log = this.shared.fold().log;
    // This phone's own game of that id holds moves the table lacks (played here alone, or under
    // another version's rules): it is kept as a copy, under a new id, before the table replaces it.
    if (stored && !holds(log, stored.log as UnicornLog)) await shelf().put(copyBeforeJoining(stored));
    const state = this.shared.state<GameState>();
    const turnOf = state?.table.players[state.table.turn.player]?.name;
    await shelf().put({
      ...summary,
      updatedAt: Date.now(),
      over: state?.pending === null,
      ...(turnOf ? { turnOf } : {}),
      log: log as SavedGame['log'],
    });
    this.agreed = log;
    this.keepOnDevice(summary.id);
    this.follow(summary.id);
  }

  /**
   * True when this phone's rules are another version than the table's: it follows the game and
   * writes nothing (SharedTable refuses its writes), and the table screen says to update.
   */
  get followsOnly(): boolean {
    return this.shared.followsOnly(keptWalker);
  }

  /** Tells the table screen whether this phone only follows the shared game. */
  private tellFollowsOnly(): void {
    const id = this.summary?.id;
    if (id === undefined || !this.shared.ready) return;
    if (this.followsOnly) setFollowedGame(id);
    else if (followedGame() === id) setFollowedGame(undefined);
  }

  /** The answers set aside because another phone's came first, for the table screen. */
  private showRaces(): void {
    const id = this.summary?.id;
    if (!id || !this.shared.ready) return;
    const state = this.shared.state<GameState>();
    const rows = raceNotices(this.shared.fold(), this.shared.list()).map((notice) => ({
      notice,
      canPlay: state !== undefined && this.shared.canPlayAgain(keptWalker, state, notice.entry.id),
    }));
    showRaces({ gameId: id, rows, playNow: (entry) => this.playNow(entry) });
  }

  /** "Play it now": the set-aside answer after the table's last entry, then the saved game follows. */
  private playNow(entry: string): void {
    const state = this.shared.state<GameState>();
    if (!state) return;
    try {
      this.shared.playAgain(keptWalker, state, entry);
    } catch {
      // No longer legal (the table moved on meanwhile): its button goes with the next fold.
      return;
    }
    this.step();
  }

  /** Every save of the game on this phone is written into the shared table. */
  private follow(id: string): void {
    this.seated(id);
    if (this.channel || typeof BroadcastChannel === 'undefined') return;
    this.channel = new BroadcastChannel(GAMES_CHANNEL);
    this.channel.onmessage = (message: MessageEvent<{ id?: unknown }>) => {
      if (message.data?.id === id) this.step();
    };
  }

  private seatedAt: string | undefined;

  /** The table screen shows this game as shared; the other phones hear whose phone this is, and when it leaves. */
  private seated(id: string): void {
    setSharedGame(id);
    this.tellFollowsOnly();
    if (this.seatedAt === id) return;
    this.seatedAt = id;
    const seat = seatOf(id);
    if (seat !== undefined) this.awareness.setLocalStateField('seat', seat);
    onSeat((gameId, chosen) => {
      if (gameId === this.seatedAt) this.awareness.setLocalStateField('seat', chosen);
    });
    // Closing the app is leaving: the others read "gone", not "asleep".
    addEventListener('pagehide', () => this.awareness.setLocalStateField('gone', true));
  }

  /** Brings the shared table and the saved game together, one step at a time. */
  private step(): void {
    this.queue = this.queue.then(() => this.reconcile()).catch(() => undefined);
  }

  private async reconcile(): Promise<void> {
    const id = this.summary?.id;
    if (!id || !this.agreed) return;
    const stored = await shelf().get(id);
    if (!stored) return;
    const mine = stored.log as UnicornLog;
    // This phone's taps since the last agreement: the events it took back, then the ones it added.
    const agreed = this.agreed;
    const common = sharedMoves(agreed, mine);
    // A phone of another version writes nothing (its screen offers no answer): its saved game
    // follows the table, whatever was saved here meanwhile.
    if (!this.followsOnly) {
      for (let i = common; i < agreed.events.length; i++) this.shared.undo();
      for (const event of mine.events.slice(common)) {
        const state = this.shared.state<GameState>()!;
        try {
          this.shared.play(keptWalker, state, event);
        } catch {
          // Another phone's answer came first and this one no longer fits: the table shows theirs.
          break;
        }
      }
    }
    const folded = this.shared.fold().log;
    this.agreed = folded;
    if (sameLog(folded, mine)) return;
    const state = this.shared.state<GameState>();
    const turnOf = state?.table.players[state.table.turn.player]?.name;
    PHONE_SAVES.add(`${id}@${(stored.revision ?? 0) + 1}`);
    try {
      await shelf().update({
        ...stored,
        log: folded as SavedGame['log'],
        over: state?.pending === null,
        ...(turnOf ? { turnOf } : {}),
        updatedAt: Date.now(),
      });
    } catch (error) {
      // A tap saved meanwhile: the next step (its announcement) brings it in.
      if (!(error instanceof StaleGameError)) throw error;
    }
  }
}

/**
 * The entries a game imported with its table's entries (a version 3 file) is shared with, when they
 * still fold to its log (else undefined: the log is written as entries anew).
 */
function entriesFor(
  log: UnicornLog,
  entries: TableEntry<unknown>[] | undefined,
): TableEntry<GameEvent>[] | undefined {
  if (!entries) return undefined;
  const typed = entries as TableEntry<GameEvent>[];
  return sameLog(foldTable(startOf(log), typed).log, log) ? typed : undefined;
}

/** How many moves two logs share from the start. */
function sharedMoves(a: UnicornLog, b: UnicornLog): number {
  let common = 0;
  while (
    common < a.events.length &&
    common < b.events.length &&
    sameEvent(a.events[common], b.events[common])
  )
    common++;
  return common;
}

/** True when every move of `mine` is in `table`, in order from the start: replacing it by `table` loses nothing. */
function holds(table: UnicornLog, mine: UnicornLog): boolean {
  return sharedMoves(table, mine) === mine.events.length;
}

/** A game of this phone as a copy of its own, titled so (within a game file's longest title). */
function copyBeforeJoining(game: SavedGame): SavedGame {
  const mark = ` ${say('copyBeforeJoining')}`;
  const room = MAX_TITLE - mark.length;
  const title = (game.title.length > room ? `${game.title.slice(0, room - 1)}…` : game.title) + mark;
  const { revision: _revision, ...rest } = game;
  return { ...rest, id: newGameId(), title, updatedAt: Date.now() };
}

let current: PhonesSession | undefined;
/** The sessions let go, closing (their last changes still being written). */
let lettingGo: Promise<void> = Promise.resolve();

/** This phone's shared table: the one already open, else a new one. */
export function session(): PhonesSession {
  return (current ??= new PhonesSession());
}

/**
 * Lets go of the shared table (a new pairing for another game starts afresh): its links close and
 * what it kept is written; a later session reads the kept table once that is done.
 */
export function endSession(): void {
  const old = current;
  current = undefined;
  if (old) lettingGo = lettingGo.then(() => old.close()).catch(() => undefined);
}
