// Property test of the win condition, stated as the rules state it: with no face-up Crow, three of
// an animal or four different animals face-up win, whatever the order and whatever lies face-down.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Animal, animalCard } from '../../src/games/lion-and-unicorn/cards.ts';
import { winningSet } from '../../src/games/lion-and-unicorn/game.ts';
import { layTable } from '../../src/games/lion-and-unicorn/position.ts';

const animal = fc.constantFrom(...Animal.options);

describe('winningSet', () => {
  it('matches the rules for any face-up and face-down cards the box can hold', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ animal, up: fc.boolean() }), { maxLength: 14 }), (cards) => {
        const counts = new Map<Animal, number>();
        for (const c of cards) counts.set(c.animal, (counts.get(c.animal) ?? 0) + 1);
        fc.pre([...counts].every(([a, n]) => n <= animalCard[a].copies));
        const row = layTable({ players: [{ name: 'Ana', cards }] }).seats[0]!.cards;
        const up = cards.filter((c) => c.up).map((c) => c.animal);
        const upCounts = new Map<Animal, number>();
        for (const a of up) upCounts.set(a, (upCounts.get(a) ?? 0) + 1);
        const expected =
          !up.includes('Crow') && ([...upCounts.values()].some((n) => n >= 3) || upCounts.size >= 4);
        const set = winningSet(row);
        expect(set !== null).toBe(expected);
        if (set) {
          // The set is made of face-up cards of this row: three alike or four different.
          const ids = new Set(row.filter((c) => c.faceUp).map((c) => c.id));
          for (const id of set) expect(ids.has(id)).toBe(true);
          expect([3, 4]).toContain(set.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
