// The shared table's fold on plain entries: two answers to one question settle the same way for
// any phone, the one not applied is kept and said, an undo that raced an answer is set aside.
import { describe, expect, it } from 'vitest';
import { newLog, record, redo, undo } from '../../src/engine/game-log.ts';
import { entriesOfLog, foldTable, ROOT, type TableEntry } from '../../src/engine/table-log.ts';

type Event = { type: 'choose'; option: Record<string, unknown> };
const start = newLog<{ players: string[] }, Event>({ players: ['Ana', 'Ben'] });
const neigh = (player: number): Event => ({ type: 'choose', option: { player, card: 'neigh' } });
const pass: Event = { type: 'choose', option: { pass: true } };
const play = (card: string): Event => ({ type: 'choose', option: { play: card } });

function entry(
  id: string,
  after: string,
  kind: TableEntry<Event>['kind'],
  more: Partial<TableEntry<Event>> = {},
) {
  return { id, after, by: id.split(':')[0]!, at: 0, kind, ...more } as TableEntry<Event>;
}

describe('the shared table fold', () => {
  it("sets Ben's Neigh aside when Ana's answered the same question first in the shared order", () => {
    const entries = [
      entry('ana:1', ROOT, 'event', { event: play('unicorn-phoenix') }),
      // Both phones answered "any Neigh?" on the table after Ana's play.
      entry('ana:2', 'ana:1', 'event', { event: neigh(0), seat: 0 }),
      entry('ben:1', 'ana:1', 'event', { event: neigh(1), seat: 1 }),
      // Ben's phone carried on from its own Neigh before it heard of Ana's.
      entry('ben:2', 'ben:1', 'event', { event: pass }),
    ];
    const folded = foldTable(start, entries);
    expect(folded.log.events).toEqual([play('unicorn-phoenix'), neigh(0)]);
    expect(folded.head).toBe('ana:2');
    expect(folded.setAside).toEqual([
      { entry: entries[2], why: 'same-moment', instead: 'ana:2' },
      { entry: entries[3], why: 'follows-set-aside', instead: 'ben:1' },
    ]);
  });

  it('sets aside an undo that raced a new answer, and the answer that raced an undo', () => {
    const first = entry('ana:1', ROOT, 'event', { event: play('a') });
    const answerFirst = foldTable(start, [
      first,
      entry('ben:1', 'ana:1', 'event', { event: pass }),
      entry('ana:2', 'ana:1', 'undo', { target: 'ana:1' }),
    ]);
    expect(answerFirst.log).toMatchObject({ events: [play('a'), pass], undone: [] });
    expect(answerFirst.setAside.map((s) => [s.entry.id, s.why, s.instead])).toEqual([
      ['ana:2', 'same-moment', 'ben:1'],
    ]);
    const undoFirst = foldTable(start, [
      first,
      entry('ana:2', 'ana:1', 'undo', { target: 'ana:1' }),
      entry('ben:1', 'ana:1', 'event', { event: pass }),
    ]);
    expect(undoFirst.log).toMatchObject({ events: [], undone: [play('a')] });
    expect(undoFirst.setAside.map((s) => [s.entry.id, s.why])).toEqual([['ben:1', 'same-moment']]);
  });

  it('reads undo and redo entries as undo and redo of the last event', () => {
    let log = start;
    const entries: TableEntry<Event>[] = [];
    const rules = { init: () => 0, apply: (n: number) => n + 1, pending: () => null };
    const step = (kind: TableEntry<Event>['kind'], event?: Event): void => {
      const folded = foldTable(start, entries);
      const id = `ana:${entries.length + 1}`;
      if (kind === 'event') {
        log = record(rules, log, 0, event!).log;
        entries.push(entry(id, folded.head, 'event', { event }));
      } else if (kind === 'undo') {
        log = undo(log);
        entries.push(entry(id, folded.head, 'undo', { target: folded.eventIds.at(-1)! }));
      } else {
        log = redo(log);
        entries.push(entry(id, folded.head, 'redo', { target: folded.undoneIds.at(-1)! }));
      }
      expect(foldTable(start, entries).log).toEqual(log);
    };
    step('event', play('a'));
    step('event', play('b'));
    step('undo');
    step('undo');
    step('redo');
    step('event', play('c'));
    step('undo');
    expect(log.events).toEqual([play('a')]);
    expect(log.undone).toEqual([play('c')]);
  });

  it('sets aside what no phone writes: an undo of another event, an entry following nothing, a twice-used id', () => {
    const entries = [
      entry('ana:1', ROOT, 'event', { event: play('a') }),
      entry('ana:2', 'ana:1', 'undo', { target: 'ghost' }),
      entry('ben:1', 'ana:1', 'event', { event: play('b') }),
      entry('cy:1', 'nowhere', 'event', { event: play('c') }),
      entry('ana:1', 'ben:1', 'event', { event: play('d') }),
    ];
    const folded = foldTable(start, entries);
    expect(folded.log.events).toEqual([play('a'), play('b')]);
    expect(folded.setAside.map((s) => [s.entry.id, s.why])).toEqual([
      ['ana:2', 'nothing-to-undo'],
      ['cy:1', 'unknown'],
      ['ana:1', 'unknown'],
    ]);
  });

  it("sets aside an event the game's rules refuse, and reads the next answer to the same question", () => {
    // Rules under which a second Neigh by the same seat is refused.
    const seen: string[] = [];
    const check = {
      push(_id: string, event: Event) {
        const key = JSON.stringify(event);
        if (event.option.card === 'neigh' && seen.includes(key)) return false;
        seen.push(key);
        return true;
      },
      pop: () => void seen.pop(),
    };
    const entries = [
      entry('ana:1', ROOT, 'event', { event: neigh(0) }),
      entry('old:1', 'ana:1', 'event', { event: neigh(0) }),
      entry('old:2', 'old:1', 'event', { event: pass }),
      entry('ben:1', 'ana:1', 'event', { event: neigh(1) }),
    ];
    const folded = foldTable(start, entries, check);
    expect(folded.log.events).toEqual([neigh(0), neigh(1)]);
    expect(folded.setAside.map((s) => [s.entry.id, s.why])).toEqual([
      ['old:1', 'refused'],
      ['old:2', 'follows-set-aside'],
    ]);
    // Without the rules, the fold reads the entries as written.
    expect(foldTable(start, entries).log.events).toEqual([neigh(0), neigh(0), pass]);
  });

  it('writes a one-phone log, undone events included, as entries that fold back to it', () => {
    const log = { ...start, events: [play('a'), play('b')], undone: [play('d'), play('c')] };
    const folded = foldTable(start, entriesOfLog(log, 'ana'));
    expect(folded.log).toEqual(log);
    expect(folded.setAside).toEqual([]);
  });
});
