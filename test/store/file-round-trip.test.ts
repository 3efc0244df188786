// Game files, reliability round 3 (issue 28): whatever the app exports it imports, a damaged
// version is called damaged (not newer), and a log of newer rules is refused, never relabelled.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameFileText, importGame } from '../../src/store/game-file.ts';
import { MAX_NAME, MemoryShelf, type SavedGame } from '../../src/store/games.ts';
import { LOG_FORMAT } from '../../src/engine/game-log.ts';
import { UNICORN_RULES } from '../../src/games/unstable-unicorns/saved-log.ts';
import { checkLog, openUnicornLog, type UnicornLog } from '../../src/ui/unstable-unicorns/walker.ts';
import { keptWalker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { tableOf } from '../../src/games/unstable-unicorns/game/index.ts';

const saved = JSON.parse(
  readFileSync(new URL('../fixtures/saved-v1-unstable-unicorns.json', import.meta.url), 'utf8'),
);
const check = (_kind: string, log: Parameters<typeof checkLog>[0]) => checkLog(log);
const fileWith = (change: (file: typeof saved) => void): string => {
  const file = structuredClone(saved);
  change(file);
  return JSON.stringify(file);
};

describe('an exported game', () => {
  it('of 6,000 answers, as the app stores them, is imported again (no file size refusal)', async () => {
    // The answers as the app keeps them (with the tables of their quiet points), repeated to a
    // long game: only the file's size is in question, so every answer is taken as it stands.
    const stored = openUnicornLog(saved.log as UnicornLog).log.events;
    const events = Array.from({ length: 6000 }, (_, i) => stored[i % stored.length]);
    const game: SavedGame = {
      id: 'long',
      game: 'unstable-unicorns',
      title: 'Ana, Ben, Cleo',
      players: ['Ana', 'Ben', 'Cleo'],
      createdAt: 1,
      updatedAt: 1,
      over: false,
      log: { ...saved.log, events },
    };
    const text = gameFileText(game);
    // Indented as the app wrote it before, this game was over the 8 MB the import took.
    expect(JSON.stringify(JSON.parse(text), null, 2).length).toBeGreaterThan(8_000_000);
    const result = await importGame(text, new MemoryShelf(), () => null);
    expect(result.ok && result.game.log.events.length).toBe(6000);
  });
});

describe('a game the app starts', () => {
  // Eight names as long as the app takes (Load a position: 60 characters; the new-game form's 24
  // already made a title of 206, over the 200 the import took).
  const names = 'ABCDEFGH'.split('').map((letter) => letter.repeat(MAX_NAME));
  const game: SavedGame = {
    id: 'eight',
    game: 'unstable-unicorns',
    title: names.join(', '),
    players: names,
    createdAt: 1,
    updatedAt: 1,
    over: false,
    log: { format: LOG_FORMAT, rules: UNICORN_RULES, setup: { players: names }, events: [], undone: [] },
  };

  it('at a table of eight with the longest names is imported again', async () => {
    const result = await importGame(gameFileText(game), new MemoryShelf(), check);
    expect(result.ok && result.game.players).toEqual(names);
  });

  it('exported by a phone that learned many scanner names, or a long misread, is imported again', async () => {
    const learned = Array.from({ length: 600 }, (_, i) => ({ text: `MISREAD ${i}`, faceId: 'rhinocorn' }));
    learned.push({ text: 'X'.repeat(200), faceId: 'rhinocorn' });
    const result = await importGame(gameFileText(game, new Date(), learned), new MemoryShelf(), check);
    expect(result.ok && result.teaches.length).toBe(500);
  });
});

describe('a file version', () => {
  it('written as the text "1" is a damaged file, not a newer one', async () => {
    const result = await importGame(
      fileWith((file) => (file.version = '1')),
      new MemoryShelf(),
      check,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toEqual({ kind: 'damaged', field: 'version' });
    // A whole number above the versions the app reads (1-3) is a newer app's file.
    const newer = await importGame(
      fileWith((file) => (file.version = 4)),
      new MemoryShelf(),
      check,
    );
    expect(!newer.ok && newer.problem).toEqual({ kind: 'version', version: '4' });
  });
});

describe('a log recorded under newer rules', () => {
  it('is refused at import, with the shelf left as it was', async () => {
    const shelf = new MemoryShelf();
    const rules = keptWalker.keeping!.rules + 1;
    const result = await importGame(
      fileWith((file) => (file.log.rules = rules)),
      shelf,
      check,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem).toEqual({ kind: 'newer-rules' });
      expect(result.reason).toMatch(`rules version ${rules}`);
    }
    expect(await shelf.list()).toEqual([]);
  });

  it('is not opened as today’s rules (so no save can relabel it)', () => {
    const log = { ...saved.log, rules: keptWalker.keeping!.rules + 1 } as UnicornLog;
    expect(() => openUnicornLog(log)).toThrow(/newer|rules version/);
  });
});

describe('a game file of today’s rules whose stored tables were edited', () => {
  it('opens with the table its moves make, not the stored one', async () => {
    const today = openUnicornLog(saved.log as UnicornLog);
    const shown = tableOf(today.state);
    const edited = structuredClone(today.log);
    const last = edited.events.findLastIndex((event) => 'at' in (event as object));
    const mark = (edited.events[last] as unknown as { at: { table: Record<string, unknown> } }).at;
    // A card taken from the deck into Ana's hand with no move that draws it (a table the game
    // accepts: the cards still add up).
    (mark.table.players as { hand: { count: number } }[])[0]!.hand.count += 1;
    (mark.table as { deck: number }).deck -= 1;
    const result = await importGame(
      fileWith((file) => (file.log = edited)),
      new MemoryShelf(),
      check,
    );
    expect(result.ok).toBe(true);
    const opened = openUnicornLog(result.ok ? (result.game.log as UnicornLog) : edited);
    expect(opened.carried).toEqual([]);
    expect(tableOf(opened.state)).toEqual(shown);
    expect(tableOf(opened.state).players[0]!.hand.count).toBe(6);
  });
});

describe('a game file of older rules whose stored table names other players', () => {
  it('opens with the setup’s players, the names Home shows', async () => {
    const older = structuredClone(openUnicornLog(saved.log as UnicornLog).log);
    // Rules 3: its stored tables still stand in for the moves where they disagree.
    older.rules = 3;
    const last = older.events.findLastIndex((event) => 'at' in (event as object));
    const mark = (older.events[last] as unknown as { at: { table: { players: { name: string }[] } } }).at;
    mark.table.players[0]!.name = 'Mallory';
    const result = await importGame(
      fileWith((file) => (file.log = older)),
      new MemoryShelf(),
      check,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.game.players).toEqual(['Ana', 'Ben', 'Cleo']);
    const opened = openUnicornLog(result.game.log as UnicornLog);
    // The stored table is carried (the game keeps the cards it had), but not its names.
    expect(opened.carried).toEqual([last]);
    expect(tableOf(opened.state).players.map((seat) => seat.name)).toEqual(['Ana', 'Ben', 'Cleo']);
  });
});
