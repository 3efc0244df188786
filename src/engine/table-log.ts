// The log a table of several phones shares: entries that each name the entry they follow, and the
// pure fold that reads them back as today's GameLog, setting aside (never dropping) answers that raced.
import type { GameLog } from './game-log.ts';

/** The entry the first entry of a shared table follows. */
export const ROOT = 'root';

/** One line of a shared table's log. Written once, never changed nor removed. */
export interface TableEntry<Event> {
  /**
   * `${device}.${start}:${count}`: unique forever. `start` is new each time the app opens the table,
   * so a phone that lost its last entries with its app (sent, not yet kept) never writes their ids again.
   */
  id: string;
  /** The entry this one follows (`ROOT` for the first): the table's last entry when it was tapped. */
  after: string;
  /** The device that wrote it. */
  by: string;
  /** The seat whose phone it was, when the phone is bound to a player. */
  seat?: number;
  /** The device's clock when tapped: shown in History, never used to order. */
  at: number;
  kind: 'event' | 'undo' | 'redo';
  /** The event as `record` stored it (kind 'event'). */
  event?: Event;
  /** The event entry taken back (undo) or put back (redo). */
  target?: string;
  /** The set-aside entry this one plays again ("play it now"), so the table stops showing it. */
  again?: string;
}

/**
 * Why an entry was not applied:
 * - `same-moment`: another entry followed the same entry and comes first in the shared order
 *   (`instead` names it), so this one answered a table that had already moved on;
 * - `follows-set-aside`: it follows an entry that was set aside (`instead` names that entry);
 * - `nothing-to-undo` / `nothing-to-redo`: its target is not the event it would take or put back;
 * - `refused`: the game's rules refuse its event on the table it follows (a phone with other
 *   rules, or a damaged update: a phone never writes an event its own rules refused);
 * - `unknown`: it follows no entry of the log (a damaged file), or is not a well-formed entry.
 */
export type SetAsideWhy =
  'same-moment' | 'follows-set-aside' | 'nothing-to-undo' | 'nothing-to-redo' | 'refused' | 'unknown';

/**
 * The game's rules as the fold asks them, so that what comes from other phones is checked: `push`
 * plays an event after those pushed so far (false, changing nothing, when the rules refuse it);
 * `pop` takes the last one back. `id` names the event's entry: the table after it depends only on
 * the entries leading to it, so a checker may keep it by id and not replay it again.
 */
export interface FoldCheck<Event> {
  push(id: string, event: Event): boolean;
  pop(): void;
}

export interface SetAside<Event> {
  entry: TableEntry<Event>;
  why: SetAsideWhy;
  instead?: string;
}

/** A shared table read as one log. */
export interface FoldedTable<Setup, Event> {
  /** Today's log: what the walker replays, History lists and the judge reads. */
  log: GameLog<Setup, Event>;
  /** The entry ids of `log.events` and `log.undone`, one for one. */
  eventIds: string[];
  undoneIds: string[];
  /** The entry the next tap follows. */
  head: string;
  /** Entries not applied, in the shared order, each with why. None of their events is in `log`. */
  setAside: SetAside<Event>[];
}

/**
 * Reads the shared entries (in the shared order, the same on every phone holding the same entries)
 * as one log started from `start` (its setup, format and rules; its events, if any, come first and
 * cannot be undone by an entry). From `ROOT`, the first entry following the current one is applied;
 * every other entry following it, and all that follows those, is set aside.
 */
export function foldTable<Setup, Event>(
  start: GameLog<Setup, Event>,
  entries: readonly TableEntry<Event>[],
  check?: FoldCheck<Event>,
): FoldedTable<Setup, Event> {
  const children = new Map<string, TableEntry<Event>[]>();
  const known = new Set<string>([ROOT]);
  const malformed: TableEntry<Event>[] = [];
  for (const entry of entries) {
    if (!wellFormed(entry) || known.has(entry.id)) {
      malformed.push(entry);
      continue;
    }
    known.add(entry.id);
    const list = children.get(entry.after);
    if (list) list.push(entry);
    else children.set(entry.after, [entry]);
  }

  const events = [...start.events];
  const undone = [...start.undone];
  const eventIds: string[] = start.events.map(() => '');
  start.events.forEach((event, i) => check?.push(`start:${i}`, event));
  const undoneIds: string[] = start.undone.map(() => '');
  // As `record` does: a new event lets go of the undone events, and of the tables carried for them.
  let carriedBelow = Infinity;
  const why = new Map<string, SetAside<Event>>();
  const applied = new Set<string>();
  const setAsideBelow = (root: TableEntry<Event>, instead: string, reason: SetAsideWhy): void => {
    // Everything hanging below a set-aside entry is set aside with it (iteratively: chains are long).
    why.set(root.id, { entry: root, why: reason, instead });
    const stack = (children.get(root.id) ?? []).map((entry) => ({ entry, instead: root.id }));
    while (stack.length > 0) {
      const { entry, instead: parent } = stack.pop()!;
      why.set(entry.id, { entry, why: 'follows-set-aside', instead: parent });
      for (const child of children.get(entry.id) ?? []) stack.push({ entry: child, instead: entry.id });
    }
  };

  /** Applies the entry when it fits the log as it stands; false (nothing changed) when it does not. */
  const apply = (entry: TableEntry<Event>): boolean => {
    if (entry.kind === 'event') {
      if (check && !check.push(entry.id, entry.event as Event)) return false;
      if (undone.length > 0) carriedBelow = Math.min(carriedBelow, events.length);
      events.push(entry.event as Event);
      eventIds.push(entry.id);
      undone.length = 0;
      undoneIds.length = 0;
    } else if (entry.kind === 'undo') {
      if (eventIds.length === 0 || eventIds[eventIds.length - 1] !== entry.target) return false;
      check?.pop();
      undone.push(events.pop()!);
      undoneIds.push(eventIds.pop()!);
    } else {
      if (undoneIds.length === 0 || undoneIds[undoneIds.length - 1] !== entry.target) return false;
      if (check && !check.push(entry.target!, undone[undone.length - 1]!)) return false;
      events.push(undone.pop()!);
      eventIds.push(undoneIds.pop()!);
    }
    return true;
  };

  let head = ROOT;
  for (;;) {
    let taken: TableEntry<Event> | undefined;
    for (const entry of children.get(head) ?? []) {
      if (taken) setAsideBelow(entry, taken.id, 'same-moment');
      else if (apply(entry)) taken = entry;
      // A phone never writes an entry that does not fit the one it follows; a damaged file or a
      // phone with other rules might. It is set aside and the next entry following the same one is read instead.
      else
        setAsideBelow(
          entry,
          entry.target ?? '',
          entry.kind === 'event' ? 'refused' : entry.kind === 'undo' ? 'nothing-to-undo' : 'nothing-to-redo',
        );
    }
    if (!taken) break;
    applied.add(taken.id);
    head = taken.id;
  }

  const setAside: SetAside<Event>[] = [];
  const malformedSet = new Set(malformed);
  for (const entry of entries) {
    if (malformedSet.has(entry)) {
      setAside.push({ entry, why: 'unknown' });
      continue;
    }
    const found = why.get(entry.id);
    if (found) setAside.push(found);
    else if (!applied.has(entry.id)) setAside.push({ entry, why: 'unknown' });
  }
  const { carried, ...rest } = start;
  const kept = carried?.filter((at) => at < carriedBelow) ?? [];
  return {
    log: { ...rest, ...(kept.length ? { carried: kept } : {}), events, undone },
    eventIds,
    undoneIds,
    head,
    setAside,
  };
}

function wellFormed(entry: TableEntry<unknown>): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  if (typeof entry.id !== 'string' || typeof entry.after !== 'string') return false;
  if (entry.id === '' || entry.id === ROOT) return false;
  if (entry.kind === 'event') return typeof entry.event === 'object' && entry.event !== null;
  return (
    (entry.kind === 'undo' || entry.kind === 'redo') &&
    typeof entry.target === 'string' &&
    entry.target !== ''
  );
}

/** The log a shared table starts from: the game's setup, format and rules, no event yet. */
export function startOf<Setup, Event>(log: GameLog<Setup, Event>): GameLog<Setup, Event> {
  return { ...log, events: [], undone: [] };
}

/**
 * A one-phone log written as the entries that fold back to it (its events in order, then its undone
 * events as events taken back one by one), so a game played on one phone can be shared as it stands.
 */
export function entriesOfLog<Setup, Event>(
  log: GameLog<Setup, Event>,
  by: string,
  at = 0,
  /** What each id starts with, before `:count` (the device and its start, as `SharedTable` writes them). */
  prefix = by,
): TableEntry<Event>[] {
  const entries: TableEntry<Event>[] = [];
  let after = ROOT;
  const add = (entry: Omit<TableEntry<Event>, 'id' | 'after' | 'by' | 'at'>): string => {
    const id = `${prefix}:${entries.length + 1}`;
    entries.push({ id, after, by, at, ...entry });
    after = id;
    return id;
  };
  const played = [...log.events, ...[...log.undone].reverse()].map((event) => add({ kind: 'event', event }));
  for (let i = 0; i < log.undone.length; i++) add({ kind: 'undo', target: played[played.length - 1 - i]! });
  return entries;
}

/** An answer not applied because another came first, as the table tells it. */
export interface RaceNotice<Event> {
  /** The entry not applied (an answer, an undo or a redo). */
  entry: TableEntry<Event>;
  /** The entry applied in its place. */
  instead: TableEntry<Event>;
  /** How many entries written after it (by phones that had not heard yet) were set aside with it. */
  following: number;
}

/**
 * The races a table should show: each entry set aside because another entry following the same one
 * came first, unless an applied entry already played it again. Entries below it are counted, not listed.
 */
export function raceNotices<Setup, Event>(
  folded: FoldedTable<Setup, Event>,
  entries: readonly TableEntry<Event>[],
): RaceNotice<Event>[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const aside = new Set(folded.setAside.map((s) => s.entry.id));
  const playedAgain = new Set(
    entries.filter((e) => e.again !== undefined && !aside.has(e.id)).map((e) => e.again),
  );
  const below = new Map<string, number>();
  const rootOf = new Map<string, string>();
  for (const s of folded.setAside) {
    if (s.why === 'same-moment') rootOf.set(s.entry.id, s.entry.id);
    else if (s.why === 'follows-set-aside' && s.instead !== undefined && rootOf.has(s.instead)) {
      const root = rootOf.get(s.instead)!;
      rootOf.set(s.entry.id, root);
      below.set(root, (below.get(root) ?? 0) + 1);
    }
  }
  const children = new Map<string, TableEntry<Event>[]>();
  for (const e of entries) {
    const siblings = children.get(e.after);
    if (siblings) siblings.push(e);
    else children.set(e.after, [e]);
  }
  return folded.setAside
    .filter((s) => s.why === 'same-moment' && !playedAgain.has(s.entry.id) && byId.has(s.instead ?? ''))
    .filter(
      (s) => !repeats(s.entry.id, s.instead!, byId, children, aside, rootOf, below.get(s.entry.id) ?? 0),
    )
    .map((s) => ({ entry: s.entry, instead: byId.get(s.instead!)!, following: below.get(s.entry.id) ?? 0 }));
}

/**
 * True when a set-aside branch only repeats what was applied in its place, move for move: the same
 * answer tapped on two phones at once, or a phone whose app was reopened sharing its saved game
 * again beside the phones that kept the table. Nothing of it is lost, so there is nothing to tell.
 */
function repeats<Event>(
  root: string,
  instead: string,
  byId: ReadonlyMap<string, TableEntry<Event>>,
  children: ReadonlyMap<string, readonly TableEntry<Event>[]>,
  aside: ReadonlySet<string>,
  rootOf: ReadonlyMap<string, string>,
  following: number,
): boolean {
  const same = (a: TableEntry<Event>, b: TableEntry<Event>): boolean =>
    a.kind === b.kind && JSON.stringify(a.event) === JSON.stringify(b.event);
  const next = (after: string, keep: (e: TableEntry<Event>) => boolean) => children.get(after)?.find(keep);
  let mine = byId.get(root);
  let theirs = byId.get(instead);
  let walked = 0;
  while (mine) {
    // An undo or redo names its own branch's entry: it repeats when it takes back the same move.
    if (!theirs || !same(mine, theirs)) return false;
    walked += 1;
    const at = mine.id;
    mine = next(at, (e) => aside.has(e.id) && rootOf.get(e.id) === root);
    theirs = next(theirs.id, (e) => !aside.has(e.id));
  }
  // A branch that forks under the root holds more than one line of moves: not a plain repeat.
  return walked === following + 1;
}
