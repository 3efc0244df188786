// Rules QA: random Neigh chains over random Stables, checked against an oracle written from the rules.
// Covers who may answer the top card (not its own player, not a Super Neigh, not a Yay owner's card) and parity.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askJudge } from '../../src/games/judge.ts';

const playerNames = ['Ana', 'Ben', 'Cy', 'Dee'];
const babies = [
  'Baby Unicorn (Red)',
  'Baby Unicorn (Pink)',
  'Baby Unicorn (Orange)',
  'Baby Unicorn (Yellow)',
];
// The continuous effects that bear on Instants, each card dealt to at most one Stable (Yay has 2 copies).
const effectCards = ['Slowdown', 'Ginormous Unicorn', 'Yay', 'Yay', 'Blinding Light'];

interface Response {
  player: string;
  card: 'Neigh' | 'Super Neigh';
}

const chainTable = fc
  .tuple(
    // 3 or 4 players: Slowdown and Yay are left out of the 2-player game.
    fc.integer({ min: 3, max: 4 }),
    // For each effect card: the seat it lies at, or none.
    fc.array(fc.integer({ min: -1, max: 3 }), {
      minLength: effectCards.length,
      maxLength: effectCards.length,
    }),
    fc.array(fc.record({ seat: fc.integer({ min: 0, max: 3 }), superNeigh: fc.boolean() }), { maxLength: 8 }),
  )
  .map(([players, seats, picks]) => {
    const stables = Array.from({ length: players }, (_, seat) => [babies[seat]!]);
    effectCards.forEach((card, index) => {
      const seat = seats[index]!;
      if (seat >= 0 && seat < players) stables[seat]!.push(card);
    });
    let superNeighUsed = false;
    const responses: Response[] = picks.map(({ seat, superNeigh }) => {
      const useSuper = superNeigh && !superNeighUsed;
      superNeighUsed ||= useSuper;
      return { player: playerNames[seat % players]!, card: useSuper ? 'Super Neigh' : 'Neigh' };
    });
    return { stables, responses };
  });

function has(stable: string[], card: string): boolean {
  return stable.includes(card);
}

/** Seeds 000/002 and the cards: Neigh cards may not come from Slowdown or (unblinded) Ginormous owners. */
function oracle(stables: string[][], responses: Response[]): { resolves: boolean; refused: number[] } {
  const stableOf = (player: string) => stables[playerNames.indexOf(player)]!;
  const pile: { player: string; card: string }[] = [{ player: 'Ana', card: 'Unicorn Poison' }];
  const refused: number[] = [];
  responses.forEach((response, index) => {
    const top = pile[pile.length - 1]!;
    const own = stableOf(response.player);
    const forbidden =
      has(own, 'Slowdown') ||
      (has(own, 'Ginormous Unicorn') && !has(own, 'Blinding Light')) ||
      top.player === response.player ||
      top.card === 'Super Neigh' ||
      has(stableOf(top.player), 'Yay');
    if (forbidden) refused.push(index);
    else pile.push(response);
  });
  // Each Neigh stops the card under it, from the top down: the played card stands when the count is even.
  return { resolves: (pile.length - 1) % 2 === 0, refused };
}

describe('Neigh chains against the rules oracle', () => {
  it('refuses the same responses and resolves the same way', () => {
    fc.assert(
      fc.property(chainTable, ({ stables, responses }) => {
        const question = {
          game: 'unstable-unicorns',
          players: stables.map((stable, seat) => ({ name: playerNames[seat], stable, hand: 5 })),
          deck: 40,
          turn: { player: 'Ana', phase: 'action' },
          ask: { what: 'chain', play: { player: 'Ana', card: 'Unicorn Poison' }, responses },
        };
        const answer = askJudge(question);
        expect(answer.error, JSON.stringify(question)).toBeUndefined();
        expect({ resolves: answer.resolves, refused: answer.refused }, JSON.stringify(question)).toEqual(
          oracle(stables, responses),
        );
      }),
      { numRuns: 400 },
    );
  });
});
