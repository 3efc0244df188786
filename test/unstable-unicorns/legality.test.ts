// "May this player play this card now?" for every `because` word of the judge: turn, target,
// response, and each card on the table that can forbid a play. Expected answers follow the
// rulebook (seeds 000, 002, 004) and the card texts, reasoned in the comments.
import { describe, expect, it } from 'vitest';
import { judge, threeAt, type TableInput } from './tables.ts';

const play = (player: string, card: string, extra: Record<string, unknown> = {}) => ({
  what: 'play',
  player,
  card,
  ...extra,
});
const answering = (player: string, card: string) => ({ respondingTo: { player, card } });

function refused(table: TableInput, ask: Record<string, unknown>): string {
  const answer = judge(table, ask);
  expect(answer.error, String(answer.error)).toBeUndefined();
  expect(answer.legal).toBe(false);
  expect(answer.reason).toBeTypeOf('string');
  return answer.because as string;
}

function allowed(table: TableInput, ask: Record<string, unknown>): void {
  expect(judge(table, ask)).toEqual({ legal: true });
}

const babies = (): TableInput =>
  threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)'], ['Baby Unicorn (Black)']);

describe('because: turn', () => {
  it('only the turn player plays a card that is not an Instant', () => {
    expect(refused(babies(), play('Ben', 'Unicorn Poison'))).toBe('turn');
  });

  it('and only in the Action phase', () => {
    for (const phase of ['beginning', 'draw', 'end']) {
      expect(refused({ ...babies(), turn: { player: 'Ana', phase } }, play('Ana', 'Rhinocorn'))).toBe('turn');
    }
    allowed(babies(), play('Ana', 'Rhinocorn'));
  });

  it('a card that is not an Instant cannot answer a card', () => {
    expect(refused(babies(), play('Ana', 'Unicorn Poison', answering('Ben', 'Neigh')))).toBe('turn');
  });

  it("Instants are played on other players' turns, in any phase", () => {
    allowed(
      { ...babies(), turn: { player: 'Ana', phase: 'beginning' } },
      play('Cy', 'Neigh', answering('Ana', 'Rhinocorn')),
    );
  });
});

describe('because: response', () => {
  it('an Instant with nothing to answer', () => {
    expect(refused(babies(), play('Ben', 'Neigh'))).toBe('response');
    expect(refused(babies(), play('Ana', 'Super Neigh'))).toBe('response');
  });

  it("an Instant answering the player's own card", () => {
    expect(refused(babies(), play('Ana', 'Neigh', answering('Ana', 'Unicorn Poison')))).toBe('response');
  });

  it('answering a Neigh played against you is fine', () => {
    allowed(babies(), play('Ana', 'Neigh', answering('Ben', 'Neigh')));
  });
});

describe('cards that forbid Neigh cards', () => {
  it('Slowdown: no Neigh, and no Super Neigh either (it is a Neigh card)', () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)', 'Slowdown'], []);
    expect(refused(table, play('Ben', 'Neigh', answering('Ana', 'Unicorn Poison')))).toBe('Slowdown');
    expect(refused(table, play('Ben', 'Super Neigh', answering('Ana', 'Unicorn Poison')))).toBe('Slowdown');
    allowed(table, play('Cy', 'Neigh', answering('Ana', 'Unicorn Poison')));
  });

  it('Ginormous Unicorn: its controller cannot play Neigh cards', () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Ginormous Unicorn'], []);
    expect(refused(table, play('Ben', 'Neigh', answering('Ana', 'Back Kick')))).toBe('Ginormous Unicorn');
  });

  it('Blinding Light takes that effect away from Ginormous Unicorn', () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Ginormous Unicorn', 'Blinding Light'], []);
    allowed(table, play('Ben', 'Neigh', answering('Ana', 'Back Kick')));
  });

  it('a Panda keeps its own text: a Ginormous Unicorn under Pandamonium still forbids Neighs', () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Ginormous Unicorn', 'Pandamonium'], []);
    expect(refused(table, play('Ben', 'Neigh', answering('Ana', 'Back Kick')))).toBe('Ginormous Unicorn');
  });
});

describe("cards that cannot be Neigh'd", () => {
  it('Yay: the cards its owner plays', () => {
    const table = threeAt(['Baby Unicorn (Red)', 'Yay'], ['Baby Unicorn (Pink)'], []);
    expect(refused(table, play('Ben', 'Neigh', answering('Ana', 'Unicorn Poison')))).toBe('Yay');
    expect(refused(table, play('Ben', 'Super Neigh', answering('Ana', 'Rhinocorn')))).toBe('Yay');
  });

  it("Yay covers its owner's Neigh cards too", () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)', 'Yay'], []);
    expect(refused(table, play('Ana', 'Neigh', answering('Ben', 'Neigh')))).toBe('Yay');
  });

  it('Super Neigh cannot be answered', () => {
    expect(refused(babies(), play('Ana', 'Neigh', answering('Ben', 'Super Neigh')))).toBe('Super Neigh');
  });
});

describe('cards that forbid a card type or a Stable', () => {
  it('Broken Stable: no Upgrade, into any Stable; Downgrades and Unicorns are fine', () => {
    const table = threeAt(['Baby Unicorn (Red)', 'Broken Stable'], ['Baby Unicorn (Pink)'], []);
    expect(refused(table, play('Ana', 'Rainbow Aura', { into: 'Ana' }))).toBe('Broken Stable');
    expect(refused(table, play('Ana', 'Yay', { into: 'Ben' }))).toBe('Broken Stable');
    allowed(table, play('Ana', 'Slowdown', { into: 'Ben' }));
    allowed(table, play('Ana', 'Rhinocorn'));
  });

  it('Broken Stable in another Stable does not stop Ana', () => {
    allowed(threeAt([], ['Broken Stable'], []), play('Ana', 'Rainbow Aura'));
  });

  it("Queen Bee Unicorn: Basic Unicorns enter its controller's Stable only", () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)', 'Queen Bee Unicorn'], []);
    expect(refused(table, play('Ana', 'Basic Unicorn (Red)'))).toBe('Queen Bee Unicorn');
    expect(refused(table, play('Ana', 'Basic Narwhal', { into: 'Cy' }))).toBe('Queen Bee Unicorn');
    allowed(table, play('Ana', 'Basic Unicorn (Red)', { into: 'Ben' }));
    allowed(table, play('Ana', 'Rhinocorn'));
    allowed({ ...table, turn: { player: 'Ben', phase: 'action' } }, play('Ben', 'Basic Unicorn'));
  });

  it('Blinding Light switches Queen Bee Unicorn off', () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Queen Bee Unicorn', 'Blinding Light'], []);
    allowed(table, play('Ana', 'Basic Unicorn (Red)'));
  });

  it('Nanny Cam, Tiny Stable and Barbed Wire forbid no play', () => {
    const table = threeAt(
      ['Baby Unicorn (Red)', 'Nanny Cam', 'Tiny Stable', 'Barbed Wire'],
      ['Baby Unicorn (Pink)'],
      [],
    );
    allowed(table, play('Ana', 'Rhinocorn'));
    allowed(table, play('Ana', 'Unicorn Poison'));
    allowed(table, play('Ana', 'Neigh', answering('Ben', 'Back Kick')));
  });

  it("a Downgrade may go into the player's own Stable", () => {
    allowed(babies(), play('Ana', 'Pandamonium', { into: 'Ana' }));
  });
});

describe('because: target (what the card must do is impossible)', () => {
  it("Unicorn Poison with no Unicorn another player's Stable lets it destroy", () => {
    // Ben's Baby is under Rainbow Aura; Cy's Magical Kittencorn cannot be destroyed by Magic; Ana's own do not count.
    const table = threeAt(
      ['Baby Unicorn (Red)', 'Rhinocorn'],
      ['Baby Unicorn (Pink)', 'Rainbow Aura'],
      ['Magical Kittencorn'],
    );
    expect(refused(table, play('Ana', 'Unicorn Poison'))).toBe('target');
  });

  it("Blinding Light takes Magical Kittencorn's protection away", () => {
    const table = threeAt(
      ['Baby Unicorn (Red)'],
      ['Baby Unicorn (Pink)', 'Rainbow Aura'],
      ['Magical Kittencorn', 'Blinding Light'],
    );
    allowed(table, play('Ana', 'Unicorn Poison'));
  });

  it('Pandas are no Unicorns for Unicorn Poison', () => {
    const table = threeAt(
      ['Baby Unicorn (Red)'],
      ['Rainbow Aura'],
      ['Rhinocorn', 'Baby Unicorn (Black)', 'Pandamonium'],
    );
    expect(refused(table, play('Ana', 'Unicorn Poison'))).toBe('target');
  });

  it('Baby Unicorns, Black Knight Unicorn and Unicorn Phoenix may be picked (what replaces their leaving comes later)', () => {
    allowed(threeAt([], ['Baby Unicorn (Pink)'], []), play('Ana', 'Unicorn Poison'));
    allowed(threeAt([], ['Black Knight Unicorn'], []), play('Ana', 'Unicorn Poison'));
    allowed(threeAt([], [], ['Unicorn Phoenix']), play('Ana', 'Unicorn Poison'));
  });

  it("Back Kick needs a card in another player's Stable; Rainbow Aura does not stop a return", () => {
    expect(refused(threeAt(['Baby Unicorn (Red)', 'Yay'], [], []), play('Ana', 'Back Kick'))).toBe('target');
    allowed(threeAt([], ['Slowdown'], []), play('Ana', 'Back Kick'));
    allowed(threeAt([], [], ['Magical Kittencorn', 'Rainbow Aura']), play('Ana', 'Back Kick'));
  });

  it('Two-For-One needs a card of yours to sacrifice and two cards to destroy', () => {
    // Nothing to sacrifice.
    expect(
      refused(threeAt([], ['Baby Unicorn (Pink)'], ['Baby Unicorn (Black)']), play('Ana', 'Two-For-One')),
    ).toBe('target');
    // One card to destroy.
    expect(
      refused(threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)'], []), play('Ana', 'Two-For-One')),
    ).toBe('target');
    // Magical Kittencorn does not count as a second target for a Magic card.
    expect(
      refused(
        threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)'], ['Magical Kittencorn']),
        play('Ana', 'Two-For-One'),
      ),
    ).toBe('target');
    // A Downgrade is "a card": two targets.
    allowed(
      threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)'], ['Slowdown']),
      play('Ana', 'Two-For-One'),
    );
  });

  it('Rainbow Aura covers Unicorns, not Pandas: under Pandamonium, Two-For-One finds its two cards', () => {
    // Ben: Rainbow Aura and a Baby Unicorn; only the Aura can be destroyed.
    expect(
      refused(
        threeAt(['Baby Unicorn (Red)'], ['Rainbow Aura', 'Baby Unicorn (Pink)'], []),
        play('Ana', 'Two-For-One'),
      ),
    ).toBe('target');
    // With Pandamonium, the Baby is a Panda, which Rainbow Aura does not cover.
    allowed(
      threeAt(['Baby Unicorn (Red)'], ['Rainbow Aura', 'Pandamonium', 'Baby Unicorn (Pink)'], []),
      play('Ana', 'Two-For-One'),
    );
  });

  it('Targeted Destruction needs an Upgrade to destroy or a Downgrade of yours to sacrifice', () => {
    // Ana's own Upgrade cannot be destroyed by her; nothing else fits.
    expect(
      refused(
        threeAt(['Baby Unicorn (Red)', 'Rainbow Aura'], ['Baby Unicorn (Pink)', 'Slowdown'], []),
        play('Ana', 'Targeted Destruction'),
      ),
    ).toBe('target');
    allowed(threeAt(['Baby Unicorn (Red)', 'Broken Stable'], [], []), play('Ana', 'Targeted Destruction'));
    allowed(threeAt([], ['Yay'], []), play('Ana', 'Targeted Destruction'));
  });

  it('Unicorn Swap needs a Unicorn of yours and one to steal back from the same player', () => {
    expect(
      refused(
        threeAt(['Broken Stable'], ['Baby Unicorn (Pink)'], ['Baby Unicorn (Black)']),
        play('Ana', 'Unicorn Swap'),
      ),
    ).toBe('target');
    // No other Stable holds a Unicorn, but "then" is judged after the move (seed 002): the Unicorn
    // moved into Ben's or Cy's Stable is there to be stolen back.
    allowed(threeAt(['Baby Unicorn (Red)'], [], ['Slowdown']), play('Ana', 'Unicorn Swap'));
    allowed(threeAt(['Baby Unicorn (Red)'], ['Rhinocorn'], []), play('Ana', 'Unicorn Swap'));
    // Ana's Unicorns are Pandas: she has no Unicorn to move.
    expect(
      refused(threeAt(['Baby Unicorn (Red)', 'Pandamonium'], ['Rhinocorn'], []), play('Ana', 'Unicorn Swap')),
    ).toBe('target');
  });

  it("Unicorn Swap and Queen Bee Unicorn: the Basic Unicorn can only go to the Queen's Stable, which has no Unicorn to steal", () => {
    // Cy's Queen Bee is a Panda (Pandamonium) but keeps its text, so Ana's Basic Unicorn may only
    // enter Cy's Stable; Cy's only Unicorn is a Panda, so nothing can be stolen back from Cy.
    const table = threeAt(['Basic Unicorn (Red)'], ['Rhinocorn'], ['Queen Bee Unicorn', 'Pandamonium']);
    expect(refused(table, play('Ana', 'Unicorn Swap'))).toBe('target');
    // Without Pandamonium the Queen herself can be stolen back.
    allowed(
      threeAt(['Basic Unicorn (Red)'], ['Rhinocorn'], ['Queen Bee Unicorn']),
      play('Ana', 'Unicorn Swap'),
    );
  });

  it('Kiss of Life needs a Unicorn card in the discard pile that may enter your Stable', () => {
    expect(refused(babies(), play('Ana', 'Kiss of Life'))).toBe('target');
    expect(
      refused({ ...babies(), discard: ['Neigh', 'Back Kick', 'Yay'] }, play('Ana', 'Kiss of Life')),
    ).toBe('target');
    allowed({ ...babies(), discard: ['Neigh', 'Rhinocorn'] }, play('Ana', 'Kiss of Life'));
    const queen = threeAt([], ['Queen Bee Unicorn'], [], { discard: ['Basic Unicorn (Blue)'] });
    expect(refused(queen, play('Ana', 'Kiss of Life'))).toBe('target');
    allowed(
      threeAt(['Queen Bee Unicorn'], [], [], { discard: ['Basic Unicorn (Blue)'] }),
      play('Ana', 'Kiss of Life'),
    );
  });

  it('Blatant Thievery needs another player with a card in hand', () => {
    const empty = babies();
    empty.players[1]!.hand = 0;
    empty.players[2]!.hand = 0;
    expect(refused(empty, play('Ana', 'Blatant Thievery'))).toBe('target');
    empty.players[2]!.hand = 1;
    allowed(empty, play('Ana', 'Blatant Thievery'));
  });

  it('Re-Target needs an Upgrade or a Downgrade in some Stable', () => {
    expect(refused(babies(), play('Ana', 'Re-Target'))).toBe('target');
    allowed(threeAt(['Rainbow Aura'], [], []), play('Ana', 'Re-Target'));
  });

  it("Glitter Tornado needs a card in its player's own Stable; Mystical Vortex a second card in hand", () => {
    // "Each player, you included": the part asked of the card's own player must be possible (seed
    // 002, a card in your hand that requires you to do the impossible is not played); the other
    // players disregard what they cannot do.
    expect(refused(threeAt([], [], []), play('Ana', 'Glitter Tornado'))).toBe('target');
    expect(refused(threeAt([], [], ['Baby Unicorn (Black)']), play('Ana', 'Glitter Tornado'))).toBe('target');
    allowed(threeAt(['Yay'], [], []), play('Ana', 'Glitter Tornado'));
    const hands = babies();
    hands.players[0]!.hand = ['Mystical Vortex'];
    hands.players[1]!.hand = 0;
    hands.players[2]!.hand = 0;
    expect(refused(hands, play('Ana', 'Mystical Vortex'))).toBe('target');
    hands.players[1]!.hand = 2;
    expect(refused(hands, play('Ana', 'Mystical Vortex'))).toBe('target');
    hands.players[0]!.hand = ['Mystical Vortex', 'Neigh'];
    hands.players[1]!.hand = 0;
    allowed(hands, play('Ana', 'Mystical Vortex'));
  });

  it('Change of Luck, Good Deal, Shake Up and Unfair Bargain always have something to do', () => {
    for (const card of ['Change of Luck', 'Good Deal', 'Shake Up', 'Unfair Bargain']) {
      const table = threeAt([], [], []);
      // The card is the whole hand: a discard is carried out up to the number asked.
      table.players[0]!.hand = [card];
      table.players[1]!.hand = 0;
      table.players[2]!.hand = 0;
      allowed(table, play('Ana', card));
    }
  });

  it('Unicorn, Upgrade and Downgrade cards ask nothing to be played: their effects are skipped when impossible', () => {
    allowed(threeAt([], [], []), play('Ana', 'Shark With a Horn'));
    allowed(threeAt([], [], []), play('Ana', 'Extremely Destructive Unicorn'));
    allowed(threeAt([], [], []), play('Ana', 'Glitter Bomb'));
  });
});

describe("reasons in the file's language", () => {
  it('says why in English', () => {
    const table = threeAt(['Baby Unicorn (Red)'], ['Baby Unicorn (Pink)', 'Slowdown'], []);
    const answer = judge(table, play('Ben', 'Neigh', answering('Ana', 'Unicorn Poison')));
    expect(answer.reason).toMatch(/Ben .*Slowdown.*Neigh/);
  });

  it('says why in French and names the card in French', () => {
    const table: TableInput = {
      language: 'fr',
      players: [
        { name: 'Ana', stable: ['Bébé Licorne'] },
        { name: 'Ben', stable: ['Bébé Licorne', 'Ralentissement'] },
        { name: 'Cy' },
      ],
      turn: { player: 'Ana', phase: 'action' },
    };
    const answer = judge(table, play('Ben', 'Huuue', answering('Ana', 'Unicorn Poison')));
    expect(answer).toMatchObject({ legal: false, because: 'Ralentissement' });
    expect(answer.reason).toMatch(/Ben a Ralentissement dans son Écurie/);
    expect(judge(table, play('Ben', 'Back Kick')).reason).toMatch(/^C’est le tour d’Ana/);
  });
});
