// A table carried for a log of older rules stays carried: the opened log is stamped with today's
// rules, so it remembers which stored tables it took, through every later open, tap, reload and file.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redo, undo } from '../../src/engine/game-log.ts';
import { gameFileText, importGame } from '../../src/store/game-file.ts';
import { MemoryShelf, openShelf, type SavedGame } from '../../src/store/games.ts';
import { tableOf, type GameState } from '../../src/games/unstable-unicorns/game/index.ts';
import { answer, checkLog, openUnicornLog, type UnicornLog } from '../../src/ui/unstable-unicorns/walker.ts';

const saved = JSON.parse(
  readFileSync(new URL('../fixtures/saved-v1-unstable-unicorns.json', import.meta.url), 'utf8'),
);
const check = (_kind: string, log: Parameters<typeof checkLog>[0]) => checkLog(log);
const hands = (state: GameState) => tableOf(state).players.map((seat) => seat.hand.count);

/** The fixture as a rules-3 log whose last stored table has one card of the deck moved into Ana's hand. */
function olderWithCardInAnasHand(): { log: UnicornLog; last: number } {
  const log = structuredClone(openUnicornLog(saved.log as UnicornLog).log);
  log.rules = 3;
  const last = log.events.findLastIndex((event) => 'at' in (event as object));
  const mark = (log.events[last] as unknown as { at: { table: Record<string, unknown> } }).at;
  (mark.table.players as { hand: { count: number } }[])[0]!.hand.count += 1;
  (mark.table as { deck: number }).deck -= 1;
  return { log, last };
}

const game = (log: UnicornLog): SavedGame => ({
  id: 'carried',
  game: 'unstable-unicorns',
  title: 'Ana, Ben, Cleo',
  players: ['Ana', 'Ben', 'Cleo'],
  createdAt: 1,
  updatedAt: 1,
  over: false,
  log,
});

describe('a stored table carried for a log of older rules', () => {
  it('is carried again when the opened log is opened a second and a third time (as the app does)', () => {
    const { log, last } = olderWithCardInAnasHand();
    const moves = hands(openUnicornLog(saved.log as UnicornLog).state);
    const first = openUnicornLog(log);
    expect(first.carried).toEqual([last]);
    // Ana holds the card the stored table gave her, one more than the moves deal her.
    expect(hands(first.state)).toEqual([moves[0]! + 1, ...moves.slice(1)]);
    const second = openUnicornLog(first.log);
    expect(tableOf(second.state)).toEqual(tableOf(first.state));
    expect(second.carried).toEqual([last]);
    expect(tableOf(openUnicornLog(second.log).state)).toEqual(tableOf(first.state));
  });

  it('stays carried after a tap, a reload from the shelf (IndexedDB and memory) and an export/import', async () => {
    const first = openUnicornLog(olderWithCardInAnasHand().log);
    const option = first.state.pending!.options[0]!;
    const tapped = answer(first.log, first.state, option);
    const shown = tableOf(tapped.state);
    expect(tableOf(openUnicornLog(tapped.log).state)).toEqual(shown);

    for (const shelf of [await openShelf(`carried-${Math.random()}`), new MemoryShelf()]) {
      await shelf.put(game(tapped.log));
      const reloaded = (await shelf.get('carried'))!.log as UnicornLog;
      expect(tableOf(openUnicornLog(reloaded).state)).toEqual(shown);
    }

    const result = await importGame(gameFileText(game(tapped.log)), new MemoryShelf(), check);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(tableOf(openUnicornLog(result.game.log as UnicornLog).state)).toEqual(shown);
  });

  it('survives an undo and a redo of the answer after it', () => {
    const first = openUnicornLog(olderWithCardInAnasHand().log);
    const tapped = answer(first.log, first.state, first.state.pending!.options[0]!);
    const undone = undo(tapped.log);
    expect(tableOf(openUnicornLog(undone).state)).toEqual(tableOf(first.state));
    const redone = redo(openUnicornLog(undone).log);
    expect(tableOf(openUnicornLog(redone).state)).toEqual(tableOf(tapped.state));
  });
});

describe('a game file naming carried tables (log.carried)', () => {
  const fileWith = (carried: unknown): string => {
    const opened = openUnicornLog(olderWithCardInAnasHand().log).log;
    return JSON.stringify({ ...saved, version: 2, log: { ...opened, carried } });
  };

  it('is refused, naming log.carried, for an index outside the events or an event with no table', async () => {
    const opened = openUnicornLog(olderWithCardInAnasHand().log).log;
    const bare = opened.events.findIndex((event) => !('at' in (event as object)));
    expect(bare).toBeGreaterThanOrEqual(0);
    for (const carried of [[opened.events.length + 5], [-1], [1.5], ['3'], [bare]]) {
      const shelf = new MemoryShelf();
      const result = await importGame(fileWith(carried), shelf, check);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(/^log\.carried/);
      expect(await shelf.list()).toEqual([]);
    }
  });
});
