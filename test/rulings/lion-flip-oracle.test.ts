// Rules QA: random Lion & Unicorn flips, the winners checked against an oracle written from seed 001.
// Only flips whose outcome needs no further choice are asked (a Swift with nothing else face-up, no Adder near a Crow).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askJudge } from '../../src/games/judge.ts';

const boxCounts: Record<string, number> = {
  Crow: 10,
  Mole: 8,
  Goat: 8,
  Swift: 6,
  Rat: 6,
  Adder: 4,
  Fox: 4,
  Unicorn: 1,
  Lion: 1,
};
const atRest = ['Crow', 'Mole', 'Goat', 'Swift', 'Rat', 'Adder', 'Fox'];
const playerNames = ['Ana', 'Ben', 'Cy', 'Dee'];

function hasWinningSet(faceUp: string[]): boolean {
  if (faceUp.includes('Crow')) return false;
  const counts = new Map<string, number>();
  for (const animal of faceUp) counts.set(animal, (counts.get(animal) ?? 0) + 1);
  return counts.size >= 4 || [...counts.values()].some((count) => count >= 3);
}

const flipTable = fc.record({
  faceUps: fc.array(fc.array(fc.constantFrom(...atRest), { maxLength: 5 }), { minLength: 2, maxLength: 4 }),
  card: fc.constantFrom(...Object.keys(boxCounts)),
  to: fc.integer({ min: 1, max: 3 }),
});

type Expected = { winners: string[]; returnCard?: string[] };

/** Seed 001: the flipper wins the moment the card is face-up; otherwise the action is carried out and checked. */
function oracle(faceUps: string[][], card: string, to: number): Expected {
  const ana = [...faceUps[0]!, card];
  if (hasWinningSet(ana)) return { winners: ['Ana'] };
  if (card === 'Goat' || card === 'Swift') {
    // A Swift here is Ana's only face-up card, so it is the card that moves.
    return { winners: hasWinningSet([...faceUps[to]!, card]) ? [playerNames[to]!] : [] };
  }
  if (card === 'Unicorn') {
    const after = [ana, ...faceUps.slice(1)].map((faceUp) => faceUp.filter((animal) => animal !== 'Crow'));
    const winners = after.flatMap((faceUp, seat) => (hasWinningSet(faceUp) ? [playerNames[seat]!] : []));
    return winners.length > 1 ? { winners: [], returnCard: winners } : { winners };
  }
  return { winners: [] };
}

describe('Lion & Unicorn flips against the seed 001 oracle', () => {
  it('names the same winners, or the players who return a card', () => {
    fc.assert(
      fc.property(flipTable, ({ faceUps, card, to }) => {
        const target = to % faceUps.length || 1;
        // Nobody has a set before the flip: it would have ended the round already.
        fc.pre(faceUps.every((faceUp) => !hasWinningSet(faceUp)));
        // No more copies than the box holds, the flipped card included.
        const all = [...faceUps.flat(), card];
        fc.pre(
          Object.entries(boxCounts).every(
            ([animal, count]) => all.filter((seen) => seen === animal).length <= count,
          ),
        );
        fc.pre(card !== 'Swift' || faceUps[0]!.length === 0);
        fc.pre(card !== 'Adder' || !faceUps[0]!.includes('Crow'));
        const ask: Record<string, unknown> = { what: 'flip', player: 'Ana', card };
        if (card === 'Goat' || card === 'Swift') ask.to = playerNames[target];
        const body = {
          game: 'lion-and-unicorn',
          players: faceUps.map((faceUp, seat) => ({ name: playerNames[seat], faceUp, faceDown: 2 })),
          ask,
        };
        const answer = askJudge(body);
        const why = JSON.stringify(body);
        expect(answer.error, why).toBeUndefined();
        const expected = oracle(faceUps, card, target);
        expect([...(answer.winners as string[])].sort(), why).toEqual([...expected.winners].sort());
        if (expected.returnCard) {
          expect([...(answer.returnCard as string[])].sort(), why).toEqual([...expected.returnCard].sort());
        }
      }),
      { numRuns: 500 },
    );
  });
});
