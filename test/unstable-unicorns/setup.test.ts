// Setting up for every player count (seed 000 "How to Start", "2-Player Rules"), through the judge
// and through the setup module the turn walker uses.
import { describe, expect, it } from 'vitest';
import { deal, deckInPlay, setupCounts, setupTable } from '../../src/games/unstable-unicorns/setup.ts';
import { cardFace } from '../../src/games/unstable-unicorns/table.ts';
import { judge } from './tables.ts';

const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

// By hand: 114 black-backed cards (82 with two players once the 32 are out), 5 cards each
// (6 with two players: the Neigh handed out first), 13 Baby Unicorns less one per Stable,
// 7 Unicorns to win up to 5 players, 6 from 6 players.
const expected: Record<number, { deck: number; hand: number; nursery: number; unicornsToWin: number }> = {
  2: { deck: 70, hand: 6, nursery: 11, unicornsToWin: 7 },
  3: { deck: 99, hand: 5, nursery: 10, unicornsToWin: 7 },
  4: { deck: 94, hand: 5, nursery: 9, unicornsToWin: 7 },
  5: { deck: 89, hand: 5, nursery: 8, unicornsToWin: 7 },
  6: { deck: 84, hand: 5, nursery: 7, unicornsToWin: 6 },
  7: { deck: 79, hand: 5, nursery: 6, unicornsToWin: 6 },
  8: { deck: 74, hand: 5, nursery: 5, unicornsToWin: 6 },
};

describe('setup for 2 to 8 players', () => {
  for (const [count, want] of Object.entries(expected)) {
    const players = names.slice(0, Number(count));
    it(`${count} players: deck ${want.deck}, hands of ${want.hand}, ${want.nursery} in the Nursery, ${want.unicornsToWin} to win`, () => {
      const answer = judge({ players: players.map((name) => ({ name })) }, { what: 'setup' });
      expect(answer).toEqual({
        deck: want.deck,
        hands: Object.fromEntries(players.map((name) => [name, want.hand])),
        unicornsToWin: want.unicornsToWin,
        nursery: want.nursery,
      });
      const table = setupTable(players);
      expect(table.deck).toBe(want.deck);
      expect(table.nursery).toHaveLength(want.nursery);
      expect(table.players.every((seat) => seat.hand.count === want.hand && seat.stable.length === 1)).toBe(
        true,
      );
      expect(table.twoPlayerVariant).toBe(Number(count) === 2);
    });
  }

  it('refuses 1 and 9 players', () => {
    expect(() => setupCounts(1)).toThrow(/2 to 8/);
    expect(() => setupCounts(9)).toThrow(/2 to 8/);
  });

  it('plays the 2-player game without its 32 copies', () => {
    const two = deckInPlay(2);
    expect(two).toHaveLength(82);
    for (const id of [
      'basic-unicorn-red',
      'basic-narwhal',
      'queen-bee-unicorn',
      'yay',
      'slowdown',
      'nanny-cam',
      'sadistic-ritual',
    ]) {
      expect(two).not.toContain(id);
    }
    expect(deckInPlay(3)).toHaveLength(114);
    expect(deckInPlay(3).some((id) => cardFace(id).type === 'baby-unicorn')).toBe(false);
  });

  it('deals a Neigh to each of two players before five more cards, the same way for the same seed', () => {
    const first = deal(2, 42);
    expect(first.hands.map((hand) => hand.length)).toEqual([6, 6]);
    expect(first.hands.every((hand) => hand[0] === 'neigh')).toBe(true);
    expect(first.deck).toHaveLength(70);
    const all = [...first.hands.flat(), ...first.deck];
    expect(all.filter((id) => id === 'neigh')).toHaveLength(14);
    expect(deal(2, 42)).toEqual(first);
    expect(deal(2, 43)).not.toEqual(first);
  });

  it('seats the Baby Unicorns the players chose, the others in the Nursery', () => {
    const table = setupTable(['Ana', 'Ben', 'Cy'], {
      babies: ['baby-narwhal', 'baby-unicorn-death', 'baby-unicorn-red'],
    });
    expect(table.players.map((seat) => seat.stable)).toEqual([
      ['baby-narwhal'],
      ['baby-unicorn-death'],
      ['baby-unicorn-red'],
    ]);
    expect(table.nursery).not.toContain('baby-narwhal');
    expect(() => setupTable(['Ana', 'Ben'], { babies: ['baby-narwhal', 'baby-narwhal'] })).toThrow(
      /different Baby Unicorn/,
    );
  });
});
