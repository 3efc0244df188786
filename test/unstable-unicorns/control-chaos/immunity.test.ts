// Immunity (seed 002): "cannot be affected", directly (an effect picks the card, alone or in a group)
// and indirectly (an effect makes a player act on it), shown with made-up cards written as data.
import { describe, expect, it } from 'vitest';
import { withCards, type MadeUp } from './made-up.ts';
import type { Composition } from '../../../src/games/unstable-unicorns/catalog.ts';

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

/** An Upgrade its owner cannot be made to sacrifice (indirectly) nor anyone destroy. */
const SEAL: MadeUp = {
  id: 'test-seal',
  type: 'upgrade',
  abilities: [{ on: 'continuous', modifier: { kind: 'immune', protects: 'self', actions: ['sacrifice'] } }],
};
/** The same Upgrade, shielded only from effects that pick it (a sacrifice its owner makes reaches it). */
const THIN_SEAL: MadeUp = {
  id: 'test-thin-seal',
  type: 'upgrade',
  abilities: [
    {
      on: 'continuous',
      modifier: { kind: 'immune', protects: 'self', actions: ['sacrifice'], indirect: false },
    },
  ],
};
/** A Magical Unicorn nobody may take: immune to being stolen, and nothing else. */
const UNTAKEABLE: MadeUp = {
  id: 'test-untakeable',
  type: 'magical-unicorn',
  abilities: [{ on: 'continuous', modifier: { kind: 'immune', protects: 'self', actions: ['steal'] } }],
};
/** The same, but only against Magic cards. */
const UNTAKEABLE_BY_MAGIC: MadeUp = {
  id: 'test-untakeable-by-magic',
  type: 'magical-unicorn',
  abilities: [
    {
      on: 'continuous',
      modifier: { kind: 'immune', protects: 'self', actions: ['steal'], byType: ['magic'] },
    },
  ],
};

/** The base game with both Control & Chaos decks: the made-up faces sit in the base game's data. */
const ALL_BOXES: Composition = { boxes: ['base-2e', 'control', 'chaos'] };

describe('replacements that reach another card ask about immunity too', () => {
  it('Unicorn Bribe: an Upgrade immune to sacrifice is not given up in the Unicorn’s place (indirect)', async () => {
    const { scenario } = await withCards(SEAL, THIN_SEAL);
    const s = scenario({
      composition: ALL_BOXES,
      players: [
        { hand: ['unicorn-poison'] },
        { stable: [BASIC, 'unicorn-bribe', 'test-seal', 'test-thin-seal'] },
        {},
      ],
    });
    s.play('unicorn-poison').noResponse();
    s.choose({ card: 'unicorn-bribe' }, 'replace');
    // Ben gives up an Upgrade: Bribe itself or the thin seal (shielded only from being picked), never the seal.
    expect(s.pending).toMatchObject({ kind: 'sacrifice', player: 1, source: 'unicorn-bribe' });
    expect(s.options().map((option) => ('card' in option ? option.card : undefined))).toEqual([
      'unicorn-bribe',
      'test-thin-seal',
    ]);
    s.choose({ card: 'test-thin-seal' }, 'sacrifice');
    expect(s.stable(1)).toEqual([BASIC, 'unicorn-bribe', 'test-seal']);
    expect(s.table.discard).toEqual(['test-thin-seal', 'unicorn-poison']);
  });

  it('Unicorn of Betrayal: a card of a Stable nothing may be stolen from is destroyed, not taken (direct)', async () => {
    const { scenario } = await withCards(FENCE);
    const s = scenario({
      composition: ALL_BOXES,
      players: [{ hand: ['unicorn-poison'] }, { stable: ['unicorn-of-betrayal', 'test-fence'] }, {}],
    });
    s.play('unicorn-poison').noResponse();
    // Ana is not asked whether to steal it instead: the fence keeps every card of Ben's Stable.
    expect(s.stable(1)).toEqual(['test-fence']);
    expect(s.stable(0)).toEqual([]);
    expect(s.table.discard).toEqual(['unicorn-of-betrayal', 'unicorn-poison']);
  });

  it('Unicorn of Betrayal: an immunity to Magic cards keeps Unicorn Poison’s player from taking it', async () => {
    const MAGIC_FENCE: MadeUp = {
      id: 'test-magic-fence',
      type: 'upgrade',
      abilities: [
        {
          on: 'continuous',
          modifier: { kind: 'immune', protects: 'your-cards', actions: ['steal'], byType: ['magic'] },
        },
      ],
    };
    const { scenario } = await withCards(MAGIC_FENCE);
    const s = scenario({
      composition: ALL_BOXES,
      players: [{ hand: ['unicorn-poison'] }, { stable: ['unicorn-of-betrayal', 'test-magic-fence'] }, {}],
    });
    s.play('unicorn-poison').noResponse();
    expect(s.stable(1)).toEqual(['test-magic-fence']);
    // A Unicorn's destruction is no Magic card's: Cy, destroying it with her own Betrayal, may take it.
    const t = scenario({
      composition: { ...ALL_BOXES, copies: { 'unicorn-of-betrayal': 2 } },
      players: [
        {},
        { stable: ['unicorn-of-betrayal', 'test-magic-fence'] },
        { hand: ['unicorn-of-betrayal'] },
      ],
      turn: { player: 2 },
    });
    t.play('unicorn-of-betrayal', 2).noResponse();
    t.choose({ use: true }, 'use');
    expect(t.pending).toMatchObject({ kind: 'use', player: 2, source: 'unicorn-of-betrayal' });
    t.choose({ use: true }, 'use');
    expect(t.stable(1)).toEqual(['test-magic-fence']);
    expect(t.stable(2)).toEqual(['unicorn-of-betrayal', 'unicorn-of-betrayal']);
  });

  it('Shadow Unicorn: a Unicorn immune to being taken goes as it was going (direct)', async () => {
    const { scenario } = await withCards(UNTAKEABLE);
    const s = scenario({
      composition: ALL_BOXES,
      players: [
        { stable: ['shadow-unicorn'], hand: ['neigh', 'yoink'] },
        { stable: ['test-untakeable'], hand: ['the-ancestor-unicorn'] },
        {},
      ],
      turn: { player: 1 },
    });
    // Ben pays The Ancestor Unicorn's price with his untakeable Unicorn: Ana is not asked.
    s.play('the-ancestor-unicorn', 1).noResponse();
    expect(s.hand(0).known).toEqual(['neigh', 'yoink']);
    expect(s.table.discard).toEqual(['test-untakeable']);
    expect(s.stable(1)).toEqual(['the-ancestor-unicorn']);
  });

  it('Shadow Unicorn: an immunity to Magic cards does not keep an Ultimate Unicorn from taking it', async () => {
    const { scenario } = await withCards(UNTAKEABLE_BY_MAGIC);
    const s = scenario({
      composition: ALL_BOXES,
      players: [
        { stable: ['shadow-unicorn'], hand: ['neigh'] },
        { stable: ['test-untakeable-by-magic'], hand: ['the-ancestor-unicorn'] },
        {},
      ],
      turn: { player: 1 },
    });
    s.play('the-ancestor-unicorn', 1).noResponse();
    expect(s.pending).toMatchObject({ kind: 'use', player: 0, source: 'shadow-unicorn' });
    s.choose({ use: true }, 'use');
    expect(s.hand(0).known).toEqual(['test-untakeable-by-magic']);
  });
});
