// Hostile and careless game files (issue 11): each defect the reliability pass found, reproduced
// on the import path, now refused with a reason or cleaned, and the phone's data left as it was.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importGame, MAX_FILE_CHARS } from '../../src/store/game-file.ts';
import { MemoryShelf } from '../../src/store/games.ts';
import { checkLog } from '../../src/ui/unstable-unicorns/walker.ts';

const saved = JSON.parse(
  readFileSync(new URL('../fixtures/saved-v1-unstable-unicorns.json', import.meta.url), 'utf8'),
);
const check = (_kind: string, log: Parameters<typeof checkLog>[0]) => checkLog(log);
const fileWith = (change: (file: typeof saved) => void): string => {
  const file = structuredClone(saved);
  change(file);
  return JSON.stringify(file);
};

async function refused(text: string, reason: RegExp) {
  const shelf = new MemoryShelf();
  await shelf.learnName({ text: 'NEIGH', faceId: 'neigh' });
  const result = await importGame(text, shelf, check);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.reason).toMatch(reason);
  expect(await shelf.list()).toEqual([]);
  expect(await shelf.learnedNames()).toEqual([{ text: 'NEIGH', faceId: 'neigh' }]);
}

describe('importing a game file', () => {
  it('checks undone events like events: junk there is refused, naming the undone event', async () => {
    await refused(
      fileWith((file) => (file.log.undone = [{ type: 'choose', option: { play: 'x'.repeat(500) } }])),
      /^log\.undone\[0\]/,
    );
    // And a real undone answer that redoes is accepted.
    const last = saved.log.events.at(-1);
    const ok = await importGame(
      fileWith((file) => {
        file.log.events.pop();
        file.log.undone = [last];
      }),
      new MemoryShelf(),
      check,
    );
    expect(ok.ok).toBe(true);
  });

  it('refuses a file nested thousands of levels deep before parsing it, with a reason', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    await refused(
      fileWith((file) => (file.log.setup.extra = 'HOLE')).replace('"HOLE"', deep),
      /nests deeper than 40/,
    );
  });

  it('refuses a file larger than the cap before parsing it', async () => {
    await refused(' '.repeat(MAX_FILE_CHARS + 1), /larger than/);
  });

  it('never changes the learned scanner names: it says what the file would teach', async () => {
    const shelf = new MemoryShelf();
    await shelf.learnName({ text: 'NEIGH', faceId: 'neigh' });
    const text = fileWith((file) => (file.learnedNames = [{ text: 'NEIGH', faceId: 'super-neigh' }]));
    const result = await importGame(text, shelf, check);
    expect(result.ok && result.teaches).toEqual([{ text: 'NEIGH', faceId: 'super-neigh' }]);
    expect(await shelf.learnedNames()).toEqual([{ text: 'NEIGH', faceId: 'neigh' }]);
  });

  it('rebuilds the players shown from the log, whatever the labels say', async () => {
    const text = fileWith((file) => {
      file.players = ['Mallory', 'Eve', 'Trent'];
      file.title = 'Mallory, Eve, Trent';
    });
    const result = await importGame(text, new MemoryShelf(), check);
    expect(result.ok && result.game.players).toEqual(['Ana', 'Ben', 'Cleo']);
    expect(result.ok && result.game.title).toBe('Ana, Ben, Cleo');
  });

  it('holds the log’s names to 60 characters', async () => {
    await refused(
      fileWith((file) => (file.log.setup.players[1] = 'B'.repeat(61))),
      /^log\.setup\.players\.1: a name has at most 60 characters/,
    );
  });

  it('strips right-to-left controls from names, so one name cannot pass for another', async () => {
    const result = await importGame(
      fileWith((file) => (file.log.setup.players[2] = '\u202eoelC\u202c')),
      new MemoryShelf(),
      check,
    );
    expect(result.ok && result.game.players).toEqual(['Ana', 'Ben', 'oelC']);
    // Two names that only differ by controls are the same name: the rules refuse a name used twice.
    await refused(
      fileWith((file) => (file.log.setup.players[2] = 'Ana\u200f')),
      /a name is used twice/,
    );
  });
});

describe('a new game', () => {
  it('keeps its players’ names without bidirectional controls, in the labels and in the log', async () => {
    const { withCleanNames } = await import('../../src/store/games.ts');
    const game = withCleanNames({
      title: 'Ana, \u202eoeC',
      players: ['Ana', '\u202eoeC'],
      log: { setup: { players: ['Ana', '\u202eoeC'] }, events: [], undone: [] },
    });
    expect(game.players).toEqual(['Ana', 'oeC']);
    expect(game.title).toBe('Ana, oeC');
    expect(game.log.setup).toEqual({ players: ['Ana', 'oeC'] });
  });
});
