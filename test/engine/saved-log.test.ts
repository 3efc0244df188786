// Versioned logs on a toy game: migrations fill answers old rules never asked, a refused answer is
// carried by the next stored table, and a log with nothing to carry it stops at the last good table.
import { describe, expect, it } from 'vitest';
import {
  openLog,
  record,
  RuleError,
  type GameLog,
  type GameRules,
  type Keeping,
} from '../../src/engine/game-log.ts';

// A counting game: each turn asks "add" (an amount), then under rules 2 also a "confirm" first.
type State = { total: number; turn: number; asking: 'confirm' | 'add' };
type Event = { type: 'add'; amount: number } | { type: 'confirm' };

function rulesVersion(version: number): GameRules<{ start: number }, State, Event, string> {
  const keeping: Keeping<{ start: number }, State, Event> = {
    rules: version,
    mark: (before, after) => (after.turn !== before.turn ? after : undefined),
    agrees: (state, mark) => JSON.stringify(state) === JSON.stringify(mark),
    resume: (_setup, mark) => {
      const m = mark as State;
      if (typeof m?.total !== 'number') throw new RuleError('log', 'not a table');
      return { ...m, asking: version >= 2 ? 'confirm' : 'add' };
    },
    missing: (state, rules) => (rules < 2 && state.asking === 'confirm' ? { type: 'confirm' } : null),
  };
  return {
    init: ({ start }) => ({ total: start, turn: 1, asking: version >= 2 ? 'confirm' : 'add' }),
    apply(state, event) {
      if (event.type !== state.asking) throw new RuleError('turn', `waiting for ${state.asking}`);
      if (event.type === 'confirm') return { ...state, asking: 'add' };
      // Rules 3 fixes a bug: adding 13 is not allowed.
      if (version >= 3 && event.amount === 13) throw new RuleError('13', 'no thirteens');
      return {
        total: state.total + event.amount,
        turn: state.turn + 1,
        asking: version >= 2 ? 'confirm' : 'add',
      };
    },
    pending: (state) => state.asking,
    keeping,
  };
}

function played(rules: GameRules<{ start: number }, State, Event, string>, events: Event[]) {
  let log: GameLog<{ start: number }, Event> = { setup: { start: 0 }, events: [], undone: [] };
  let state = rules.init(log.setup);
  for (const event of events) ({ log, state } = record(rules, log, state, event));
  return { log, state };
}

describe('openLog', () => {
  it('inserts the answers a newer rules version asks that an older log never held', () => {
    const old = played(rulesVersion(1), [
      { type: 'add', amount: 2 },
      { type: 'add', amount: 3 },
    ]);
    expect(old.log.rules).toBe(1);
    const opened = openLog(rulesVersion(2), old.log);
    expect(opened.broken).toBeNull();
    expect(opened.state.total).toBe(5);
    expect(opened.log.rules).toBe(2);
    expect(opened.log.events.map((e) => e.type)).toEqual(['confirm', 'add', 'confirm', 'add', 'confirm']);
    // The upgraded log replays as it is under the new rules, with no migration left to do.
    expect(openLog(rulesVersion(2), opened.log).log.events).toHaveLength(5);
  });

  it('carries a refused answer over with the table stored with it', () => {
    const old = played(rulesVersion(2), [
      { type: 'confirm' },
      { type: 'add', amount: 13 },
      { type: 'confirm' },
      { type: 'add', amount: 1 },
    ]);
    const opened = openLog(rulesVersion(3), old.log);
    expect(opened.broken).toBeNull();
    expect(opened.carried).toEqual([1]);
    expect(opened.state.total).toBe(14);
  });

  it('stops before an answer no stored table can carry, and keeps every event', () => {
    const old = played(rulesVersion(2), [
      { type: 'confirm' },
      { type: 'add', amount: 5 },
      { type: 'confirm' },
    ]);
    const noMarks = structuredClone(old.log);
    for (const event of noMarks.events) delete (event as { at?: unknown }).at;
    noMarks.events[1] = { type: 'add', amount: 13 };
    const opened = openLog(rulesVersion(3), noMarks);
    expect(opened.broken).toEqual({ at: 1, reason: 'no thirteens' });
    expect(opened.state.total).toBe(0);
    expect(opened.log.events).toHaveLength(3);
    expect(opened.log.rules).toBe(2);
  });

  it('does not carry on from a stored table the game refuses', () => {
    const old = played(rulesVersion(2), [{ type: 'confirm' }, { type: 'add', amount: 13 }]);
    (old.log.events[1] as { at?: unknown }).at = { total: 'lots' };
    const opened = openLog(rulesVersion(3), old.log);
    expect(opened.broken?.at).toBe(1);
  });
});

describe('openLog on a log of today’s rules (issue 28)', () => {
  it('replays the moves and ignores a stored table that disagrees with them', () => {
    const today = rulesVersion(3);
    const { log } = played(today, [{ type: 'confirm' }, { type: 'add', amount: 2 }, { type: 'confirm' }]);
    // An edited file: the table stored with the add says 99, the moves say 2.
    const edited = structuredClone(log);
    (edited.events[1] as { at?: unknown }).at = { total: 99, turn: 2, asking: 'confirm' };
    const opened = openLog(today, edited);
    expect(opened.broken).toBeNull();
    expect(opened.carried).toEqual([]);
    expect(opened.state.total).toBe(2);
    // The opened log keeps the table the moves make, so the next save stores no 99 either.
    expect((opened.log.events[1] as { at?: unknown }).at).toEqual({ total: 2, turn: 2, asking: 'confirm' });
  });

  it('stops at a move today’s rules refuse, even with a stored table after it', () => {
    const today = rulesVersion(3);
    const { log } = played(today, [{ type: 'confirm' }, { type: 'add', amount: 5 }, { type: 'confirm' }]);
    const edited = structuredClone(log);
    edited.events[1] = { type: 'add', amount: 13, at: { total: 13, turn: 2, asking: 'confirm' } } as Event;
    const opened = openLog(today, edited);
    expect(opened.broken).toEqual({ at: 1, reason: 'no thirteens' });
    expect(opened.state.total).toBe(0);
  });
});

describe('openLog on a game with no answer yet', () => {
  it('migrates nothing: a new game is asked what today’s rules ask', () => {
    const opened = openLog(rulesVersion(2), { setup: { start: 0 }, events: [], undone: [] });
    expect(opened.log.events).toEqual([]);
    expect(opened.state.asking).toBe('confirm');
  });
});

describe('a log opened from older rules, opened again (carried tables are remembered)', () => {
  it('carries a refused answer again once stamped with today’s rules, and after one more answer', () => {
    const old = played(rulesVersion(2), [
      { type: 'confirm' },
      { type: 'add', amount: 13 },
      { type: 'confirm' },
      { type: 'add', amount: 1 },
    ]);
    const today = rulesVersion(3);
    const first = openLog(today, old.log);
    expect(first.log.rules).toBe(3);
    expect(first.log.carried).toEqual([1]);
    const second = openLog(today, first.log);
    expect(second.broken).toBeNull();
    expect(second.state.total).toBe(14);
    let { log, state } = record(today, second.log, second.state, { type: 'confirm' });
    ({ log, state } = record(today, log, state, { type: 'add', amount: 2 }));
    expect(openLog(today, log).state.total).toBe(16);
  });

  it('names a carried table by its place after the migrations', () => {
    const old = played(rulesVersion(1), [
      { type: 'add', amount: 2 },
      { type: 'add', amount: 3 },
    ]);
    // Rules 1 stored its tables still asking for an add: under rules 2 both are carried.
    const opened = openLog(rulesVersion(2), old.log);
    expect(opened.carried).toEqual([0, 1]);
    // The confirms the migration puts before each add move them to places 1 and 3.
    expect(opened.log.carried).toEqual([1, 3]);
    expect(opened.log.carried!.map((at) => opened.log.events[at]!.type)).toEqual(['add', 'add']);
  });

  it('carries a remembered table again, and still treats any other disagreeing table as an edit', () => {
    const old = played(rulesVersion(2), [
      { type: 'confirm' },
      { type: 'add', amount: 2 },
      { type: 'confirm' },
      { type: 'add', amount: 3 },
    ]);
    // The tables stored with the adds say 10 and 13 (older rules: they stand in for the moves).
    (old.log.events[1] as { at?: unknown }).at = { total: 10, turn: 2, asking: 'confirm' };
    (old.log.events[3] as { at?: unknown }).at = { total: 13, turn: 3, asking: 'confirm' };
    const today = rulesVersion(3);
    const first = openLog(today, old.log);
    expect(first.state.total).toBe(13);
    expect(first.log.carried).toEqual([1]);
    expect(openLog(today, first.log).state.total).toBe(13);
    // An edit of the table stored with the second add is not carried: the moves decide it.
    const edited = structuredClone(first.log);
    (edited.events[3] as { at?: unknown }).at = { total: 99, turn: 3, asking: 'confirm' };
    const opened = openLog(today, edited);
    expect(opened.state.total).toBe(13);
    expect(opened.log.carried).toEqual([1]);
  });

  it('gives a log with nothing carried no carried field', () => {
    const old = played(rulesVersion(2), [{ type: 'confirm' }, { type: 'add', amount: 2 }]);
    expect('carried' in openLog(rulesVersion(3), old.log).log).toBe(false);
  });
});
