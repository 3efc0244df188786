// Immunity (seed 002): "cannot be affected", directly (an effect picks the card, alone or in a group)
// and indirectly (an effect makes a player act on it), shown with made-up cards written as data.
import { describe, expect, it } from 'vitest';
import { withCards, type MadeUp } from './made-up.ts';

const BASIC = 'basic-unicorn-red';
const BLUE = 'basic-unicorn-blue';
const ALL = ['destroy', 'sacrifice', 'steal', 'return', 'move'];

/** A Magical Unicorn that cannot be affected: immune to every action, directly and indirectly. */
const AEGIS: MadeUp = {
  id: 'test-aegis',
  type: 'magical-unicorn',
  abilities: [{ on: 'continuous', modifier: { kind: 'immune', protects: 'self', actions: ALL } }],
};
/** The same, but only against effects that pick it ("indirect: false"). */
const VEIL: MadeUp = {
  id: 'test-veil',
  type: 'magical-unicorn',
  abilities: [
    { on: 'continuous', modifier: { kind: 'immune', protects: 'self', actions: ALL, indirect: false } },
  ],
};
/** An Upgrade: the cards of its Stable cannot be stolen or moved. */
const FENCE: MadeUp = {
  id: 'test-fence',
  type: 'upgrade',
  abilities: [
    { on: 'continuous', modifier: { kind: 'immune', protects: 'your-cards', actions: ['steal', 'move'] } },
  ],
};
/** The older word for Rainbow Aura's immunity, still read as it always was. */
const OLD_AURA: MadeUp = {
  id: 'test-old-aura',
  type: 'upgrade',
  abilities: [{ on: 'continuous', modifier: { kind: 'unicorns-immune', action: 'destroy' } }],
};
/** Magic: each other player sacrifices a Unicorn card. */
const TOLL: MadeUp = {
  id: 'test-each-sacrifices',
  type: 'magic',
  abilities: [
    {
      on: 'play',
      effect: { eachPlayer: { do: 'sacrifice', count: 1, filter: { kind: 'unicorn' } }, includingYou: false },
    },
  ],
};
/** Magic: you and every other player sacrifice a Unicorn card. */
const TOLL_ALL: MadeUp = {
  id: 'test-all-sacrifice',
  type: 'magic',
  abilities: [
    {
      on: 'play',
      effect: { eachPlayer: { do: 'sacrifice', count: 1, filter: { kind: 'unicorn' } }, includingYou: true },
    },
  ],
};
/** An Ultimate Unicorn whose price is two Unicorns sacrificed. */
const PRICEY: MadeUp = {
  id: 'test-pricey',
  type: 'ultimate-unicorn',
  abilities: [
    {
      on: 'enter',
      optional: false,
      cost: true,
      effect: { do: 'sacrifice', count: 2, filter: { kind: 'unicorn' } },
    },
  ],
};

describe('a card that cannot be affected', () => {
  it('is no target of a destruction: with only it in reach, Unicorn Poison is refused', async () => {
    const { scenario, legality } = await withCards(AEGIS);
    const s = scenario({ players: [{ hand: ['unicorn-poison', BLUE] }, { stable: ['test-aegis'] }, {}] });
    expect(s.offers({ play: 'unicorn-poison' })).toBe(false);
    expect(legality.playRefusal(s.table, { player: 0, card: 'unicorn-poison' })?.code).toBe('no-target');
    // With another Unicorn there, that one is the only target.
    const t = scenario({ players: [{ hand: ['unicorn-poison'] }, { stable: ['test-aegis', BASIC] }, {}] });
    t.play('unicorn-poison').noResponse();
    expect(t.stable(1)).toEqual(['test-aegis']);
  });

  it('is not stolen, returned or moved, alone or as one of a group', async () => {
    const { scenario } = await withCards(AEGIS);
    // Glitter Tornado returns a card from every Stable: Ben's aegis stays, Cy's Unicorn goes.
    const s = scenario({
      players: [
        { hand: ['glitter-tornado'], stable: [BLUE] },
        { stable: ['test-aegis'] },
        { stable: [BASIC] },
      ],
    });
    s.play('glitter-tornado').noResponse();
    expect(s.stable(1)).toEqual(['test-aegis']);
    expect(s.stable(2)).toEqual([]);
    // Unicorn Swap: Ana's aegis cannot be moved to another Stable, so the card is not played.
    const t = scenario({
      players: [{ hand: ['unicorn-swap', BLUE], stable: ['test-aegis'] }, { stable: [BASIC] }, {}],
    });
    expect(t.offers({ play: BLUE })).toBe(true);
    expect(t.offers({ play: 'unicorn-swap' })).toBe(false);
  });

  it('indirectly: "each player sacrifices a Unicorn" passes over a player whose only Unicorn is immune', async () => {
    const { scenario } = await withCards(AEGIS, TOLL);
    const s = scenario({
      players: [{ hand: ['test-each-sacrifices'] }, { stable: ['test-aegis'] }, { stable: [BASIC] }],
    });
    s.play('test-each-sacrifices').noResponse();
    expect(s.stable(1)).toEqual(['test-aegis']);
    expect(s.stable(2)).toEqual([]);
    expect(s.table.discard).toEqual([BASIC, 'test-each-sacrifices']);
  });

  it('indirectly: its own player cannot do their part, so a "you too" sacrifice is refused; no price is paid with it', async () => {
    const { scenario, legality } = await withCards(AEGIS, TOLL_ALL, PRICEY);
    const s = scenario({
      players: [
        { hand: ['test-all-sacrifice', 'test-pricey'], stable: ['test-aegis', BASIC] },
        { stable: [BLUE] },
        {},
      ],
    });
    // Ana can sacrifice her Basic Unicorn: playable. Two Unicorns for the price: only one may go.
    expect(s.offers({ play: 'test-all-sacrifice' })).toBe(true);
    expect(legality.playRefusal(s.table, { player: 0, card: 'test-pricey', into: 0 })?.code).toBe('cost');
    s.play('test-all-sacrifice').noResponse();
    expect(s.stable(0)).toEqual(['test-aegis']);
    expect(s.stable(1)).toEqual([]);
    const t = scenario({
      players: [{ hand: ['test-all-sacrifice'], stable: ['test-aegis'] }, { stable: [BLUE] }, {}],
    });
    expect(t.offers({ play: 'test-all-sacrifice' })).toBe(false);
  });
});

describe('the parameters of immunity', () => {
  it('indirect: false shields from being picked only: the owner still sacrifices it when told', async () => {
    const { scenario } = await withCards(VEIL, TOLL);
    const s = scenario({
      players: [{ hand: ['test-each-sacrifices', 'unicorn-poison'] }, { stable: ['test-veil'] }, {}],
    });
    expect(s.offers({ play: 'unicorn-poison' })).toBe(false);
    s.play('test-each-sacrifices').noResponse();
    expect(s.stable(1)).toEqual([]);
    expect(s.table.discard).toContain('test-veil');
  });

  it('your-cards with some actions: nothing of the Stable is stolen, but it may still be destroyed', async () => {
    const { scenario } = await withCards(FENCE);
    // Alluring Narwhal would steal an Upgrade: the fence is the only one, so its effect is not offered.
    const s = scenario({ players: [{ hand: ['alluring-narwhal'] }, { stable: ['test-fence'] }, {}] });
    s.play('alluring-narwhal', 0).noResponse();
    expect(s.stable(0)).toEqual(['alluring-narwhal']);
    expect(s.stable(1)).toEqual(['test-fence']);
    expect(s.pending).toMatchObject({ kind: 'action', player: 1 });
    const t = scenario({ players: [{ hand: ['unicorn-poison'] }, { stable: ['test-fence', BASIC] }, {}] });
    t.play('unicorn-poison').noResponse();
    expect(t.stable(1)).toEqual(['test-fence']);
  });

  it('the older word unicorns-immune is still read: Unicorn Poison finds nothing to destroy there', async () => {
    const { scenario } = await withCards(OLD_AURA);
    const s = scenario({
      players: [{ hand: ['unicorn-poison', BLUE] }, { stable: ['test-old-aura', BASIC] }, {}],
    });
    expect(s.offers({ play: BLUE })).toBe(true);
    expect(s.offers({ play: 'unicorn-poison' })).toBe(false);
  });
});
