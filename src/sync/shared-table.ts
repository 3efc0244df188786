// One shared game as a Yjs document: the start of the log in a map, the table's entries in an array.
// Taps become entries (checked by the game's rules first); reading the game is the engine's pure fold.
import * as Y from 'yjs';
import { bareEvent, LOG_FORMAT, record, type GameLog, type GameRules } from '../engine/game-log.ts';
import {
  entriesOfLog,
  foldTable,
  startOf,
  type FoldCheck,
  type FoldedTable,
  type TableEntry,
} from '../engine/table-log.ts';

/** What the document's `meta` map holds under `format`, so a stray document is not read as a table. */
export const TABLE_FORMAT = 'stablehand-table';

/** A shared game on this device: its document and the device's name in the entries it writes. */
export class SharedTable<Setup, Event> {
  readonly meta: Y.Map<unknown>;
  readonly entries: Y.Array<TableEntry<Event>>;
  private folded: FoldedTable<Setup, Event> | undefined;
  private checker: RulesCheck<Setup, unknown, Event> | undefined;
  private written: number | undefined;
  /** The rules version of this phone, once `checkWith` or `play` named its rules. */
  private mine: number | undefined;
  /**
   * New each time a table is opened (the app started, the game shared or joined again): part of
   * every entry id this document writes, so that entries sent before the app was killed and never
   * kept on the phone cannot have their ids written again with other moves.
   */
  private readonly start = crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36);

  constructor(
    readonly doc: Y.Doc,
    /** This device's id: the first part of every entry id it writes (see `writeAs`). */
    private deviceId: string,
    /** The seat this phone is bound to, written with its entries; undefined for the phone in the middle. */
    public seat?: number,
    private readonly clock: () => number = Date.now,
  ) {
    this.meta = doc.getMap('meta');
    this.entries = doc.getArray('entries');
    doc.on('update', () => {
      this.folded = undefined;
    });
  }

  /** This device's id: the first part of every entry id it writes. */
  get device(): string {
    return this.deviceId;
  }

  /** What the ids of this document's entries start with: the device, then this opening of the table. */
  private get writer(): string {
    return `${this.device}.${this.start}`;
  }

  /** Writes the next entries under another device id (the one this phone keeps), numbered on from its entries. */
  writeAs(device: string): void {
    this.deviceId = device;
    this.written = undefined;
  }

  /**
   * Starts sharing a game as it stands: its start (setup, stamped with today's log format and the
   * game's rules, as `record` stamps a log) and its log written as entries by this device, in one
   * transaction.
   */
  share(
    game: string,
    log: GameLog<Setup, Event>,
    rules: { keeping?: { rules: number } },
    /** The entries the game already has (a game file's, checked to fold to `log`), else written from the log. */
    entries: TableEntry<Event>[] = entriesOfLog(log, this.device, this.clock(), this.writer),
  ): void {
    const start = {
      ...startOf(log),
      format: LOG_FORMAT,
      ...(rules.keeping ? { rules: rules.keeping.rules } : {}),
    };
    this.doc.transact(() => {
      this.meta.set('format', TABLE_FORMAT);
      this.meta.set('version', 1);
      this.meta.set('game', game);
      this.meta.set('start', start);
      this.meta.set('rules', rulesOf(rules));
      this.entries.push(entries);
    });
    this.written = undefined;
  }

  /** What the saved game keeps of the table: its entries (for files) and its document. */
  saved(): { entries: TableEntry<Event>[]; update: Uint8Array } {
    return { entries: this.list(), update: Y.encodeStateAsUpdate(this.doc) };
  }

  /** Opens a table saved on this device (before any link), as it was; `updates` as the store keeps them. */
  restore(saved: { update?: Uint8Array; updates?: readonly Uint8Array[] }): void {
    this.doc.transact(() => {
      if (saved.update) Y.applyUpdate(this.doc, saved.update);
      for (const update of saved.updates ?? []) Y.applyUpdate(this.doc, update);
    });
  }

  /** False until the document holds a table (a newcomer's, before the first sync). */
  get ready(): boolean {
    return this.meta.get('format') === TABLE_FORMAT && this.meta.get('start') !== undefined;
  }

  /** The game the table is a game of (`unstable-unicorns`, `lion-and-unicorn`). */
  get game(): string | undefined {
    return this.meta.get('game') as string | undefined;
  }

  /** The entries as every phone holding the same updates orders them. */
  list(): TableEntry<Event>[] {
    return this.entries.toArray();
  }

  /**
   * Has every fold check the events it reads with the game's rules: an event they refuse (written
   * by a phone with other rules, or a damaged update) is set aside as `refused`, so the folded log
   * always replays. The table after each event is kept by entry, so a new tap costs one step.
   */
  checkWith<State, Decision>(rules: GameRules<Setup, State, Event, Decision>): void {
    this.checker = new RulesCheck(rules) as RulesCheck<Setup, unknown, Event>;
    this.mine = rulesOf(rules);
    this.folded = undefined;
  }

  /**
   * True when this phone's rules are not the table's (another version of Stablehand): it follows
   * the game but writes nothing, since an answer its rules accept might not replay on the others.
   */
  followsOnly(rules: { keeping?: { rules: number } }): boolean {
    return this.ready && this.meta.get('rules') !== rulesOf(rules);
  }

  /** The table read as today's log (cached until the document changes). */
  fold(): FoldedTable<Setup, Event> {
    if (!this.ready) throw new Error('the shared table has not arrived yet');
    if (this.folded) return this.folded;
    const start = this.meta.get('start') as GameLog<Setup, Event>;
    this.checker?.begin(start.setup);
    return (this.folded = foldTable(start, this.list(), this.checker));
  }

  /** The state at the head of the last fold, when `checkWith` gave the rules (else undefined). */
  state<State>(): State | undefined {
    this.fold();
    return this.checker?.state as State | undefined;
  }

  /**
   * Plays an event on the table. `state` is the state of the current fold; the game's rules check
   * the event first (a refused event throws its RuleError and writes nothing), then it is written
   * as an entry following the current head, exactly as `record` would store it.
   */
  play<State, Decision>(
    rules: GameRules<Setup, State, Event, Decision>,
    state: State,
    event: Event,
  ): { log: GameLog<Setup, Event>; state: State } {
    this.mine = rulesOf(rules);
    if (this.followsOnly(rules)) throw new OtherRulesError();
    const folded = this.fold();
    const next = record(rules, folded.log, state, event);
    this.write({ kind: 'event', event: next.log.events[next.log.events.length - 1]! }, folded.head);
    return next;
  }

  /**
   * Plays a set-aside answer now ("play it now"), after the table's last entry: the rules check it
   * against today's table (a RuleError, writing nothing, when it no longer fits).
   */
  playAgain<State, Decision>(
    rules: GameRules<Setup, State, Event, Decision>,
    state: State,
    id: string,
  ): { log: GameLog<Setup, Event>; state: State } {
    this.mine = rulesOf(rules);
    if (this.followsOnly(rules)) throw new OtherRulesError();
    const folded = this.fold();
    const aside = folded.setAside.find((s) => s.entry.id === id)?.entry;
    if (aside?.kind !== 'event' || aside.event === undefined)
      throw new Error(`no answer set aside is called ${id}`);
    const next = record(rules, folded.log, state, bareEvent(aside.event));
    this.write(
      { kind: 'event', event: next.log.events[next.log.events.length - 1]!, again: id },
      folded.head,
    );
    return next;
  }

  /**
   * True when the set-aside answer `id` would be accepted on the table as it stands (`state`, the
   * state of the current fold): "play it now" is offered only then.
   */
  canPlayAgain<State, Decision>(
    rules: GameRules<Setup, State, Event, Decision>,
    state: State,
    id: string,
  ): boolean {
    if (this.followsOnly(rules)) return false;
    const aside = this.fold().setAside.find((s) => s.entry.id === id)?.entry;
    if (aside?.kind !== 'event' || aside.event === undefined) return false;
    try {
      rules.apply(state, bareEvent(aside.event));
      return true;
    } catch {
      return false;
    }
  }

  /** Takes back the table's last event; false when there is none. */
  undo(): boolean {
    const folded = this.fold();
    const target = folded.eventIds[folded.eventIds.length - 1];
    if (!target) return false;
    this.write({ kind: 'undo', target }, folded.head);
    return true;
  }

  /** Puts back the event undone most recently; false when there is none. */
  redo(): boolean {
    const folded = this.fold();
    const target = folded.undoneIds[folded.undoneIds.length - 1];
    if (!target) return false;
    this.write({ kind: 'redo', target }, folded.head);
    return true;
  }

  private write(entry: Pick<TableEntry<Event>, 'kind' | 'event' | 'target' | 'again'>, after: string): void {
    if (this.mine !== undefined && this.meta.get('rules') !== this.mine) throw new OtherRulesError();
    // Entries are never removed, so counting this device's entries gives a number never used before
    // by this document; the start part keeps it apart from what a killed app sent and never kept.
    this.written ??= this.list().filter((e) => e.by === this.device).length;
    this.written += 1;
    const full: TableEntry<Event> = {
      id: `${this.writer}:${this.written}`,
      after,
      by: this.device,
      ...(this.seat === undefined ? {} : { seat: this.seat }),
      at: this.clock(),
      ...entry,
    };
    this.entries.push([full]);
  }
}

/** The entries of a table as this device kept it (its document's updates, as the store holds them). */
export function entriesOfKept<Event>(updates: readonly Uint8Array[]): TableEntry<Event>[] {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (const update of updates) Y.applyUpdate(doc, update);
  });
  return doc.getArray<TableEntry<Event>>('entries').toArray();
}

/** The game's rules as the fold checks them: a stack of tables, each kept by the entry that made it. */
class RulesCheck<Setup, State, Event> implements FoldCheck<Event> {
  private readonly made = new Map<string, State>();
  private stack: State[] = [];
  private setup: Setup | undefined;

  constructor(private readonly rules: GameRules<Setup, State, Event, unknown>) {}

  begin(setup: Setup): void {
    if (this.setup !== setup) this.made.clear();
    this.setup = setup;
    this.stack = [this.rules.init(setup)];
  }

  get state(): State | undefined {
    return this.stack[this.stack.length - 1];
  }

  push(id: string, event: Event): boolean {
    let next = this.made.get(id);
    if (next === undefined) {
      try {
        next = this.rules.apply(this.stack[this.stack.length - 1]!, bareEvent(event));
      } catch {
        return false;
      }
      this.made.set(id, next);
    }
    this.stack.push(next);
    return true;
  }

  pop(): void {
    if (this.stack.length > 1) this.stack.pop();
  }
}

/** A write refused because this phone's rules are not the table's: update Stablehand on every phone. */
export class OtherRulesError extends Error {
  constructor() {
    super("this phone's rules are not the table's: it follows the game and writes nothing");
    this.name = 'OtherRulesError';
  }
}

function rulesOf(rules: { keeping?: { rules: number } }): number {
  return rules.keeping?.rules ?? 0;
}
