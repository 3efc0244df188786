// The Neigh pile (seed 002 "Resolving Instant Cards"): answers go on top, a refused answer goes
// back to its hand, the pile resolves from the top, Super Neigh ends it, Yay and Slowdown hold.
import { describe, expect, it } from 'vitest';
import { resolvePile } from '../../src/games/unstable-unicorns/neigh-pile.ts';
import { judge, threeAt, type TableInput } from './tables.ts';

const poison = { player: 'Ana', card: 'Unicorn Poison' };
const chain = (responses: Array<[string, string]>, play: Record<string, unknown> = poison) => ({
  what: 'chain',
  play,
  responses: responses.map(([player, card]) => ({ player, card })),
});
const babies = (): TableInput =>
  threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)'], ['Baby Unicorn (Black)']);

describe('the Neigh pile', () => {
  it('a card nobody answers takes effect', () => {
    expect(judge(babies(), chain([]))).toEqual({ resolves: true, refused: [] });
  });

  it('one Neigh stops it, a second Neigh stops the first, a third stops the second', () => {
    expect(judge(babies(), chain([['Ben', 'Neigh']]))).toEqual({ resolves: false, refused: [] });
    expect(
      judge(
        babies(),
        chain([
          ['Ben', 'Neigh'],
          ['Ana', 'Neigh'],
        ]),
      ),
    ).toEqual({ resolves: true, refused: [] });
    expect(
      judge(
        babies(),
        chain([
          ['Ben', 'Neigh'],
          ['Cy', 'Neigh'],
          ['Ben', 'Neigh'],
        ]),
      ),
    ).toEqual({ resolves: false, refused: [] });
  });

  it('Super Neigh on top of a Neigh cancels the Neigh: the card takes effect', () => {
    expect(
      judge(
        babies(),
        chain([
          ['Ben', 'Neigh'],
          ['Ana', 'Super Neigh'],
        ]),
      ),
    ).toEqual({ resolves: true, refused: [] });
  });

  it('nothing answers a Super Neigh: the answer goes back to its hand', () => {
    expect(
      judge(
        babies(),
        chain([
          ['Ben', 'Super Neigh'],
          ['Ana', 'Neigh'],
          ['Cy', 'Neigh'],
        ]),
      ),
    ).toMatchObject({ resolves: false, refused: [1, 2] });
  });

  it('nobody answers their own card; the next answer still counts', () => {
    // Ana's own Neigh is refused; Ben's Neigh answers Ana's Unicorn Poison.
    expect(
      judge(
        babies(),
        chain([
          ['Ana', 'Neigh'],
          ['Ben', 'Neigh'],
        ]),
      ),
    ).toMatchObject({ resolves: false, refused: [0] });
    // Ben cannot answer his own Neigh.
    expect(
      judge(
        babies(),
        chain([
          ['Ben', 'Neigh'],
          ['Ben', 'Neigh'],
        ]),
      ),
    ).toMatchObject({ resolves: false, refused: [1] });
  });

  it('a refused answer goes back to its hand and can be played later', () => {
    // Ana holds exactly Unicorn Poison and one Neigh; her Neigh on her own card is refused and
    // returns to her hand, so she can still answer Ben's Neigh with it.
    const table = babies();
    table.players[0]!.hand = ['Unicorn Poison', 'Neigh'];
    table.players[1]!.hand = ['Neigh'];
    expect(
      judge(
        table,
        chain([
          ['Ana', 'Neigh'],
          ['Ben', 'Neigh'],
          ['Ana', 'Neigh'],
        ]),
      ),
    ).toMatchObject({
      resolves: true,
      refused: [0],
    });
    // An accepted Neigh has left the hand: Ben has no second one.
    expect(
      judge(
        table,
        chain([
          ['Ben', 'Neigh'],
          ['Ana', 'Neigh'],
          ['Ben', 'Neigh'],
        ]),
      ).error,
    ).toMatch(/^ask\.responses\[2\]\.card: Ben's hand is listed and holds no "Neigh"/);
  });

  it("Yay: the owner's cards cannot be Neigh'd, whoever tries", () => {
    const table = threeAt(['Baby Unicorn (Red)', 'Yay'], ['Baby Unicorn (Pink)'], ['Baby Unicorn (Black)']);
    expect(
      judge(
        table,
        chain([
          ['Ben', 'Neigh'],
          ['Cy', 'Super Neigh'],
        ]),
      ),
    ).toMatchObject({ resolves: true, refused: [0, 1] });
  });

  it("Yay on the answering side: Ana cannot Neigh Ben's Neigh", () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)', 'Yay'], ['Baby Unicorn (Black)']);
    expect(
      judge(
        table,
        chain([
          ['Ben', 'Neigh'],
          ['Ana', 'Neigh'],
        ]),
      ),
    ).toMatchObject({ resolves: false, refused: [1] });
  });

  it('Slowdown and Ginormous Unicorn keep their owners out of the pile', () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)', 'Slowdown'], ['Ginormous Unicorn']);
    expect(
      judge(
        table,
        chain([
          ['Ben', 'Neigh'],
          ['Cy', 'Neigh'],
        ]),
      ),
    ).toMatchObject({ resolves: true, refused: [0, 1] });
  });

  it('a card that is not an Instant cannot answer', () => {
    expect(judge(babies(), chain([['Ben', 'Back Kick']]))).toMatchObject({ resolves: true, refused: [0] });
  });

  it('a card that may not be played starts no pile: it does not take effect and nothing answers it', () => {
    const answer = judge(babies(), chain([['Cy', 'Neigh']], { player: 'Ben', card: 'Unicorn Poison' }));
    expect(answer).toMatchObject({ resolves: false, refused: [0], because: 'turn' });
    const nothing = threeAt(['Baby Unicorn (Red)'], [], []);
    expect(judge(nothing, chain([], { player: 'Ana', card: 'Unicorn Poison' }))).toMatchObject({
      resolves: false,
      refused: [],
      because: 'target',
    });
  });

  it('a Unicorn played into another Stable goes through the same pile', () => {
    const queen = threeAt(['Baby Unicorn (Red)'], ['Queen Bee Unicorn'], []);
    expect(judge(queen, chain([], { player: 'Ana', card: 'Basic Unicorn', into: 'Ben' }))).toEqual({
      resolves: true,
      refused: [],
    });
    expect(judge(queen, chain([], { player: 'Ana', card: 'Basic Unicorn', into: 'Cy' }))).toMatchObject({
      resolves: false,
      because: 'Queen Bee Unicorn',
    });
  });
});

describe('resolving a pile from the top', () => {
  it('alternates: each resolving Neigh cancels the card under it', () => {
    const pile = (cards: string[]) => cards.map((card, player) => ({ player: player % 3, card }));
    expect(resolvePile(pile(['unicorn-poison']))).toEqual([true]);
    expect(resolvePile(pile(['unicorn-poison', 'neigh']))).toEqual([false, true]);
    expect(resolvePile(pile(['unicorn-poison', 'neigh', 'neigh']))).toEqual([true, false, true]);
    expect(resolvePile(pile(['unicorn-poison', 'neigh', 'neigh', 'super-neigh']))).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });
});
