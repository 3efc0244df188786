// Properties of a table shared by 2-5 phones (real Yjs documents), with the simulator's legal taps,
// undo and redo on any phone, and random partitions and merges: the phones agree on the table,
// the table replays, an answer not applied is kept aside and never played, and one phone at a time
// gives exactly what record / undo / redo give today.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LOG_FORMAT, record, redo, replay, sameJson, undo } from '../../src/engine/game-log.ts';
import { ROOT } from '../../src/engine/table-log.ts';
import type { GameLog } from '../../src/engine/game-log.ts';
import type { GameEvent, GameSetup } from '../../src/games/unstable-unicorns/game/types.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { atTable, merge, newGame, phone, randomTap, tap, type Phone } from './phones.ts';

type Command =
  | { t: 'tap'; phone: number; pick: number }
  | { t: 'undo'; phone: number }
  | { t: 'redo'; phone: number }
  | { t: 'merge'; group: boolean[] };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ t: fc.constant('tap' as const), phone: fc.nat(), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('undo' as const), phone: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('redo' as const), phone: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('merge' as const),
      group: fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
    }),
  },
);

/** Phones sharing one new game, each with its own Yjs client id (which orders concurrent entries). */
function tableOf(clientIds: number[], players: number): Phone[] {
  const phones = clientIds.map((id, i) => phone(`p${i}`, id));
  for (const p of phones) p.table.checkWith(walker);
  phones[0]!.table.share('unstable-unicorns', newGame(players), walker);
  merge(phones);
  return phones;
}

/** What a phone shows: the log, the entry it would follow, and what it set aside. */
function seen(p: Phone) {
  const folded = p.table.fold();
  return { log: folded.log, head: folded.head, setAside: folded.setAside.map((s) => s.entry.id) };
}

describe('a table shared by several phones', () => {
  it('every phone folds the same table after merging; it replays; an entry set aside is never played', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 30 }), { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(command, { minLength: 10, maxLength: 45 }),
        (clientIds, players, deal, commands) => {
          const phones = tableOf(clientIds, players);
          let written = phones[0]!.table.list().length;
          for (const c of commands) {
            if (c.t === 'merge') {
              const group = phones.filter((_, i) => c.group[i]);
              merge(group);
              // Phones linked together see one table.
              for (const p of group.slice(1)) expect(seen(p)).toEqual(seen(group[0]!));
              continue;
            }
            const { table } = phones[c.phone % phones.length]!;
            if (c.t === 'tap') written += tap(table, players, deal, c.pick) ? 1 : 0;
            else written += (c.t === 'undo' ? table.undo() : table.redo()) ? 1 : 0;
          }
          merge(phones);
          const table = seen(phones[0]!);
          for (const p of phones.slice(1)) expect(seen(p)).toEqual(table);

          const folded = phones[0]!.table.fold();
          // Nothing written is lost: each entry is applied or set aside, none twice.
          const entries = phones[0]!.table.list();
          expect(entries).toHaveLength(written);
          const byId = new Map(entries.map((e) => [e.id, e]));
          expect(byId.size).toBe(written);
          // The events are exactly the applied event entries' events, in the chain's order.
          expect(folded.log.events).toEqual(folded.eventIds.map((id) => byId.get(id)!.event));
          expect(folded.log.undone).toEqual(folded.undoneIds.map((id) => byId.get(id)!.event));
          const played = new Set([...folded.eventIds, ...folded.undoneIds]);
          for (const aside of folded.setAside) expect(played.has(aside.entry.id)).toBe(false);
          // Each set-aside entry raced the entry applied instead, or hangs below one that did.
          for (const aside of folded.setAside) {
            expect(['same-moment', 'follows-set-aside']).toContain(aside.why);
            const instead = byId.get(aside.instead!)!;
            if (aside.why === 'same-moment') expect(instead.after).toBe(aside.entry.after);
            else expect(aside.entry.after).toBe(instead.id);
          }
          // The table replays under the rules, to the table the checked fold kept; its undone events redo.
          expect(sameJson(replay(walker, folded.log), phones[0]!.table.state())).toBe(true);
          expect(() =>
            replay(walker, {
              ...folded.log,
              events: [...folded.log.events, ...[...folded.log.undone].reverse()],
            }),
          ).not.toThrow();
        },
      ),
      { numRuns: 30 },
    );
  });

  it('with one phone tapping at a time, every phone folds what record, undo and redo give today', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 2 ** 30 }), { minLength: 2, maxLength: 5 }),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(command, { minLength: 10, maxLength: 40 }),
        (clientIds, players, deal, commands) => {
          const phones = tableOf(clientIds, players);
          let log: GameLog<GameSetup, GameEvent> = {
            ...newGame(players),
            format: LOG_FORMAT,
            rules: walker.keeping!.rules,
          };
          for (const c of commands) {
            if (c.t === 'merge') continue;
            const { table } = phones[c.phone % phones.length]!;
            if (c.t === 'tap') {
              const chosen = randomTap(table, players, deal, c.pick);
              if (!chosen) continue;
              table.play(walker, chosen.state, chosen.event);
              log = record(walker, log, atTable(players, deal, log).state, chosen.event).log;
            } else if (c.t === 'undo') {
              table.undo();
              log = undo(log);
            } else {
              table.redo();
              log = redo(log);
            }
            // The phones are linked: each tap reaches every phone before the next.
            merge(phones);
            for (const p of phones) {
              expect(sameJson(p.table.fold().log, log)).toBe(true);
              expect(p.table.fold().setAside).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("sets aside Ben's answer given at the same moment as Ana's, on both phones, and his undo that raced a new answer", () => {
    // Ana's phone comes first in Yjs's order of concurrent entries (the lower client id).
    const [ana, ben] = tableOf([1, 2], 2);
    const deal = 7;
    for (let pick = 1; ana!.table.fold().log.events.length < 3; pick++) tap(ana!.table, 2, deal, pick);
    merge([ana!, ben!]);
    // Apart: both answer the same question; Ben goes on from his answer.
    const head = ana!.table.fold().head;
    tap(ana!.table, 2, deal, 100);
    tap(ben!.table, 2, deal, 200);
    tap(ben!.table, 2, deal, 201);
    const anaAnswer = ana!.table.fold().eventIds.at(-1)!;
    const [benAnswer, benNext] = ben!.table.fold().eventIds.slice(-2);
    merge([ana!, ben!]);
    for (const p of [ana!, ben!]) {
      const folded = p.table.fold();
      expect(folded.head).toBe(anaAnswer);
      expect(folded.setAside).toEqual([
        expect.objectContaining({
          entry: expect.objectContaining({ id: benAnswer, after: head }),
          why: 'same-moment',
          instead: anaAnswer,
        }),
        expect.objectContaining({
          entry: expect.objectContaining({ id: benNext }),
          why: 'follows-set-aside',
          instead: benAnswer,
        }),
      ]);
    }
    // Apart again: Ben takes back the last answer while Ana answers the next question.
    ben!.table.undo();
    tap(ana!.table, 2, deal, 300);
    merge([ana!, ben!]);
    const folded = ben!.table.fold();
    expect(folded.log.undone).toEqual([]);
    expect(folded.setAside.at(-1)).toMatchObject({ entry: { kind: 'undo', by: 'p1' }, why: 'same-moment' });
    expect(folded.head).not.toBe(ROOT);
  });
});
