// Saved games are forever: the game files exported by the app of 23 Nov 2026 (test/fixtures) open
// with the table that app showed, and a versioned game opens with its table after a rule change.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bareEvent, replay } from '../../src/engine/game-log.ts';
import { importGame } from '../../src/store/game-file.ts';
import { MemoryShelf } from '../../src/store/games.ts';
import { tableOf } from '../../src/games/unstable-unicorns/game/index.ts';
import { keptWalker } from '../../src/games/unstable-unicorns/saved-log.ts';
import { cardFace } from '../../src/games/unstable-unicorns/table.ts';
import { answer, checkLog, openUnicornLog, type UnicornLog } from '../../src/ui/unstable-unicorns/walker.ts';
import { checkLionLog, openLionLog, type LionLog } from '../../src/ui/lion-and-unicorn/live.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
// Recorded on 23 Nov 2026 with that day's app (scripts/make-saved-fixtures.ts), never since.
const unicornsShown = JSON.parse(fixture('saved-v1-unstable-unicorns.table.json'));
const lionShown = JSON.parse(fixture('saved-v1-lion-and-unicorn.table.json'));

async function imported(name: string, check: (log: never) => string | null) {
  const shelf = new MemoryShelf();
  const result = await importGame(fixture(name), shelf, (_kind, log) => check(log as never));
  if (!result.ok) throw new Error(result.reason);
  return result.game;
}

describe('a game file saved by the app of 23 Nov 2026 (log format 1)', () => {
  it('imports and opens an Unstable Unicorns game with the table it showed then', async () => {
    const game = await imported('saved-v1-unstable-unicorns.json', checkLog);
    const opened = openUnicornLog(game.log as UnicornLog);
    expect(opened.broken).toBeNull();
    expect(tableOf(opened.state)).toEqual(unicornsShown.table);
    // Ana's Action phase with 6 cards in hand, Claw Machine known: what the table waited for.
    expect(opened.state.pending?.kind).toBe(unicornsShown.pending.kind);
    expect(opened.state.pending?.player).toBe(unicornsShown.pending.player);
    // Opening upgrades the log: format 2, today's rules, the quiet points stored with the answers.
    expect(opened.log.format).toBe(2);
    expect(opened.log.rules).toBe(keptWalker.keeping!.rules);
    expect(opened.log.events.some((event) => 'at' in (event as object))).toBe(true);
    // Today's rules ask to confirm each Draw phase, which the old log never answered: the migration
    // adds the confirmations, no answer had to be carried, and the upgraded log replays as it is.
    expect(opened.carried).toEqual([]);
    expect(opened.log.events.length).toBeGreaterThan(game.log.events.length);
    expect(tableOf(replay(keptWalker, opened.log))).toEqual(unicornsShown.table);
  });

  it('imports and opens a Lion & The Unicorn match with the table it showed then', async () => {
    const game = await imported('saved-v1-lion-and-unicorn.json', checkLionLog);
    const opened = openLionLog(game.log as unknown as LionLog);
    expect(opened.broken).toBeNull();
    expect(opened.state).toEqual(lionShown.table);
  });
});

describe('a Chaos game saved when its Draw phase took two questions (rules 2)', () => {
  // Recorded on 24 Nov 2026 (scripts/make-saved-fixtures-chaos.ts): each Draw phase asked whether
  // anyone answered with Trapped Chest, then asked for the draw. Today one question does both.
  const chaosShown = JSON.parse(fixture('saved-v2-chaos.table.json'));

  it('opens with the table it showed then, the old "nobody answers the draw" left out', async () => {
    const game = await imported('saved-v2-chaos.json', checkLog);
    expect(game.log.rules).toBe(2);
    const opened = openUnicornLog(game.log as UnicornLog);
    expect(opened.broken).toBeNull();
    expect(tableOf(opened.state)).toEqual(chaosShown.table);
    expect(opened.state.pending?.kind).toBe(chaosShown.pending.kind);
    expect(opened.state.pending?.player).toBe(chaosShown.pending.player);
    // It was saved waiting for Cleo's draw, after nobody answered it: it still waits for that draw.
    expect(opened.state.pending?.options[0]).toEqual({ draw: true });
    // Each pass before a Draw phase's draw is left out; every other answer replays as it was.
    const passes = game.log.events.length - opened.log.events.length;
    expect(passes).toBeGreaterThan(0);
    expect(opened.carried).toEqual([]);
    expect(opened.log.rules).toBe(keptWalker.keeping!.rules);
    expect(tableOf(replay(keptWalker, opened.log))).toEqual(chaosShown.table);
  });
});

describe('a game saved with its quiet points (log format 2)', () => {
  /** The fixture's game as the app now plays it (with its Draw confirmations), answer by answer through the recorder. */
  function recordedGame(): UnicornLog {
    const old = JSON.parse(fixture('saved-v1-unstable-unicorns.json')).log as UnicornLog;
    const today = openUnicornLog(old).log.events.map((event) => bareEvent(event));
    let game = {
      log: { format: 2, setup: old.setup, events: [], undone: [] } as UnicornLog,
      state: keptWalker.init(old.setup),
    };
    for (const event of today) {
      if (event.type !== 'choose') throw new Error('the fixture holds answers only');
      game = answer(game.log, game.state, event.option);
    }
    return game.log;
  }

  it('opens with the same table after Back Kick asks for its two choices the other way round', () => {
    const log = structuredClone(recordedGame());
    const ability = cardFace('back-kick').abilities[0] as { effect: unknown };
    const effect = ability.effect as { and: unknown[] };
    const before = [...effect.and];
    effect.and.reverse();
    // A rule fix that changes what a replay asks raises the rules version (Keeping.rules): only a
    // log of older rules is carried by its stored tables; at today's rules the moves decide.
    const keeping = keptWalker.keeping as { rules: number };
    keeping.rules += 1;
    try {
      // The change is real: a plain replay of the answers no longer gets through the game.
      let plain: string;
      try {
        plain = JSON.stringify(tableOf(replay(keptWalker, log)));
      } catch (error) {
        plain = (error as Error).message;
      }
      expect(plain).not.toBe(JSON.stringify(unicornsShown.table));
      const opened = openUnicornLog(log);
      expect(opened.broken).toBeNull();
      // From Back Kick's play on (at the first answer the changed card refuses), the answers are carried
      // by the quiet points stored with them.
      const played = log.events.findIndex(
        (event) => event.type === 'choose' && 'play' in event.option && event.option.play === 'back-kick',
      );
      expect(opened.carried[0]).toBeGreaterThanOrEqual(played);
      expect(tableOf(opened.state)).toEqual(unicornsShown.table);
      expect(opened.state.pending?.kind).toBe('action');
    } finally {
      effect.and.splice(0, effect.and.length, ...before);
      keeping.rules -= 1;
    }
    // Back under today's rules, nothing had to be carried.
    expect(openUnicornLog(log).carried).toEqual([]);
  });
});
