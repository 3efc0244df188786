// A shared table kept on the device: Ana's phone closes the app, opens the game again from
// IndexedDB and meets Ben's phone, which played on; and a game imported from a file is shared again.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { openShelf, type SavedGame } from '../../src/store/games.ts';
import { keptWalker as walker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { merge, newGame, phone, tap } from './phones.ts';

const DEAL = 21;

function gameOf(p: ReturnType<typeof phone>): SavedGame {
  return {
    id: 'shared-1',
    game: 'unstable-unicorns',
    title: 'Ana, Ben, Cy',
    players: ['Ana', 'Ben', 'Cy'],
    createdAt: 0,
    updatedAt: 0,
    over: false,
    log: p.table.fold().log,
    shared: p.table.saved(),
  };
}

function taps(p: ReturnType<typeof phone>, count: number, from: number): void {
  for (let pick = from, made = 0; made < count; pick++) if (tap(p.table, 3, DEAL, pick)) made += 1;
}

describe('a shared table kept on the device', () => {
  it('opens again as it was and meets the other phones with the same entries, not copies', async () => {
    const ana = phone('ana');
    const ben = phone('ben');
    ana.table.share('unstable-unicorns', newGame(3), walker);
    taps(ana, 12, 1);
    merge([ana, ben]);
    const shelf = await openShelf(`shared-${Math.random()}`);
    await shelf.put(gameOf(ana));
    // Ana's app closes; Ben plays on.
    taps(ben, 5, 100);
    const stored = (await shelf.get('shared-1'))!;
    const reopened = phone('ana');
    reopened.table.restore(stored.shared!);
    expect(reopened.table.fold().log).toEqual(stored.log);
    merge([reopened, ben]);
    expect(reopened.table.list()).toHaveLength(ben.table.list().length);
    expect(reopened.table.fold()).toEqual(ben.table.fold());
    expect(reopened.table.fold().setAside).toEqual([]);
    // Ana's next tap gets an id none of the table's entries has, written as her phone's.
    const before = new Set(ben.table.list().map((e) => e.id));
    taps(reopened, 1, 200);
    const next = reopened.table.list().at(-1)!;
    expect(next.by).toBe('ana');
    expect(before.has(next.id)).toBe(false);
  });

  it('shares again a game imported with its entries: the set-aside answers stay set aside', () => {
    const [ana, ben] = [phone('ana', 1), phone('ben', 2)];
    ana.table.share('unstable-unicorns', newGame(3), walker);
    taps(ana, 4, 1);
    merge([ana, ben]);
    taps(ana, 1, 50);
    taps(ben, 1, 60);
    merge([ana, ben]);
    expect(ana.table.fold().setAside).toHaveLength(1);
    const { entries } = ana.table.saved();
    // The file keeps the entries only; the phone that imports it shares them anew.
    const cy = phone('cy');
    cy.table.share('unstable-unicorns', ana.table.fold().log, walker, entries);
    expect(cy.table.fold().log).toEqual(ana.table.fold().log);
    expect(cy.table.fold().setAside).toEqual(ana.table.fold().setAside);
  });
});
