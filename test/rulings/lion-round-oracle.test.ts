// Rules QA: random Lion & Unicorn tables, the round winner checked against an oracle written from seed 001.
// A set is 3 identical or 4 different animals face-up, and any face-up Crow stops its owner from winning.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askJudge } from '../../src/games/judge.ts';

// Seed 001 card counts; the Unicorn and the Lion never lie face-up at rest (they go back into the deck).
const animalsAtRest: Record<string, number> = {
  Crow: 10,
  Mole: 8,
  Goat: 8,
  Swift: 6,
  Rat: 6,
  Adder: 4,
  Fox: 4,
};
const everyCard = Object.entries(animalsAtRest).flatMap(([animal, count]) =>
  Array.from({ length: count }, () => animal),
);
const playerNames = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay'];

function hasWinningSet(faceUp: string[]): boolean {
  if (faceUp.includes('Crow')) return false;
  const counts = new Map<string, number>();
  for (const animal of faceUp) counts.set(animal, (counts.get(animal) ?? 0) + 1);
  return counts.size >= 4 || [...counts.values()].some((count) => count >= 3);
}

const lionTable = fc
  .tuple(
    fc.integer({ min: 2, max: 6 }),
    fc.shuffledSubarray(
      everyCard.map((_, index) => index),
      { minLength: 0, maxLength: 30 },
    ),
    fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 6, maxLength: 6 }),
    // At least one face-down card: the starting card, which is never lost (seed 001).
    fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 6, maxLength: 6 }),
  )
  .map(([players, cards, sizes, faceDown]) => {
    let next = 0;
    return Array.from({ length: players }, (_, seat) => {
      const size = Math.min(sizes[seat]!, cards.length - next);
      const faceUp = cards.slice(next, next + size).map((index) => everyCard[index]!);
      next += size;
      return { name: playerNames[seat]!, faceUp, faceDown: faceDown[seat]! };
    });
  })
  // Two sets at rest cannot happen in play (only the Unicorn makes them at once), so the round question skips them.
  .filter((players) => players.filter((player) => hasWinningSet(player.faceUp)).length <= 1);

describe('Lion & Unicorn round against the seed 001 oracle', () => {
  it('names the one player with a set and no Crow, or nobody', () => {
    fc.assert(
      fc.property(lionTable, (players) => {
        const question = { game: 'lion-and-unicorn', players, ask: { what: 'round' } };
        const answer = askJudge(question);
        expect(answer.error, JSON.stringify(question)).toBeUndefined();
        const expected = players
          .filter((player) => hasWinningSet(player.faceUp))
          .map((player) => player.name);
        expect(answer.winners, JSON.stringify(question)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
