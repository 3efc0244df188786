// Issue 12's six bugs, each as a table, a play and what the rules say happens, with the judge asked
// the same question where it has one: multi-step effects, copies of one face, costs that feed the
// effect, "then" judged after the first step, costs paid in full, and your own impossible action.
import { describe, expect, it } from 'vitest';
import { judge, threeAt } from '../unstable-unicorns/tables.ts';
import { scenario } from './scenario.ts';

const RED = 'basic-unicorn-red';
const BLUE = 'basic-unicorn-blue';

describe('bug 1: copies of one face are different cards', () => {
  it('Two-For-One against two Basic Unicorn (Red) destroys both', () => {
    const g = scenario({
      players: [{ hand: ['two-for-one'], stable: ['slowdown'] }, { stable: [RED, RED] }, {}],
    });
    g.play('two-for-one').noResponse();
    // Slowdown is Ana's only card: sacrificed without a question. Then two destructions.
    expect(g.pending.kind).toBe('destroy');
    expect(g.options()).toHaveLength(2);
    g.choose({ player: 1, index: 0 }, 'destroy');
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard.filter((card) => card === RED)).toHaveLength(2);
    // The judge calls the same play legal.
    expect(
      judge(
        threeAt(['Slowdown'], ['Basic Unicorn (Red)', 'Basic Unicorn (Red)'], [], {
          players: [
            { name: 'Ana', stable: ['Slowdown'], hand: ['Two-For-One'] },
            { name: 'Ben', stable: ['Basic Unicorn (Red)', 'Basic Unicorn (Red)'] },
            { name: 'Cy', stable: [] },
          ],
        }),
        { what: 'play', player: 'Ana', card: 'Two-For-One' },
      ),
    ).toEqual({ legal: true });
  });

  it('a second Glitter Bomb destroys the second copy of a face the first one destroyed', () => {
    const g = scenario({
      players: [{ stable: ['glitter-bomb', 'glitter-bomb', 'slowdown', 'yay'] }, { stable: [RED, RED] }, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0, card: 'glitter-bomb' }, 'beginning-of-turn');
    g.target(0, 'slowdown', 'sacrifice');
    g.choose({ player: 1, index: 0 }, 'destroy');
    expect(g.stable(1)).toEqual([RED]);
    g.choose({ trigger: 0, card: 'glitter-bomb' }, 'beginning-of-turn');
    g.target(0, 'yay', 'sacrifice');
    // The second red Basic Unicorn is a card of its own: offered, and taken as the only one.
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard.filter((card) => card === RED)).toHaveLength(2);
  });

  it('a second Stable Artillery destroys the second copy too', () => {
    const g = scenario({
      players: [
        {
          stable: ['stable-artillery', 'stable-artillery'],
          hand: ['yay', 'neigh', 'good-deal', 'kiss-of-life'],
        },
        { stable: [RED, RED] },
        {},
      ],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0, card: 'stable-artillery' }, 'beginning-of-turn');
    g.choose({ card: 'yay' }, 'discard');
    g.choose({ card: 'neigh' }, 'discard');
    g.choose({ player: 1, index: 1 }, 'destroy');
    g.choose({ trigger: 0, card: 'stable-artillery' }, 'beginning-of-turn');
    g.choose({ card: 'good-deal' }, 'discard');
    expect(g.stable(1)).toEqual([]);
  });
});

describe('no card is targeted twice in one link (seed 002)', () => {
  it('a second Glitter Bomb is not offered when its only target already stood up to the first', () => {
    const g = scenario({
      players: [
        { stable: ['glitter-bomb', 'glitter-bomb', 'slowdown', 'yay'] },
        { stable: ['unicorn-phoenix'], hand: ['neigh'] },
        {},
      ],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0, card: 'glitter-bomb' }, 'beginning-of-turn');
    g.target(0, 'slowdown', 'sacrifice');
    // Phoenix is the only card to destroy; Ben discards instead and it stays.
    g.choose({ card: 'unicorn-phoenix' }, 'replace');
    expect(g.stable(1)).toEqual(['unicorn-phoenix']);
    expect(g.pending.kind).not.toBe('beginning-of-turn');
    expect(g.stable(0)).toEqual(['glitter-bomb', 'glitter-bomb', 'yay']);
  });
});

describe('bug 2: the card paid as the cost may be the one brought back', () => {
  it('Necromancer Unicorn with an empty discard pile: the two Unicorns discarded may come back', () => {
    const g = scenario({ players: [{ hand: ['necromancer-unicorn', RED, BLUE] }, {}, {}] });
    g.play('necromancer-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ card: RED }, 'discard');
    expect(g.pending.kind).toBe('bring');
    expect(g.options()).toEqual(expect.arrayContaining([{ card: RED }, { card: BLUE }]));
    g.choose({ card: BLUE }, 'bring');
    expect(g.stable(0)).toEqual(['necromancer-unicorn', BLUE]);
    expect(g.table.discard).toEqual([RED]);
  });

  it('Dark Angel Unicorn with an empty discard pile: the Unicorn sacrificed comes straight back', () => {
    const g = scenario({ players: [{ hand: ['dark-angel-unicorn'], stable: [RED] }, {}, {}] });
    g.play('dark-angel-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.target(0, RED, 'sacrifice');
    expect(g.stable(0)).toEqual(['dark-angel-unicorn', RED]);
    expect(g.table.discard).toEqual([]);
  });

  it('Dark Angel Unicorn beside only a Baby Unicorn: it may sacrifice itself and come back (a Baby would go to the Nursery)', () => {
    const g = scenario({ players: [{ hand: ['dark-angel-unicorn'], stable: ['baby-unicorn-red'] }, {}, {}] });
    g.play('dark-angel-unicorn', 0).noResponse();
    expect(g.pending.kind).toBe('use');
    g.choose({ use: true }, 'use');
    g.target(0, 'dark-angel-unicorn', 'sacrifice');
    expect(g.stable(0)).toEqual(['baby-unicorn-red', 'dark-angel-unicorn']);
  });
});

describe('bug 3: "then" is judged on the table after the first step (Unicorn Swap)', () => {
  it('with no Unicorn in any other Stable, the Unicorn moved there is the one stolen back', () => {
    const players = [
      { name: 'Ana', stable: ['Basic Unicorn (Red)'], hand: ['Unicorn Swap'] },
      { name: 'Ben', stable: ['Yay'] },
      { name: 'Cy', stable: [] },
    ];
    expect(
      judge(
        { players, turn: { player: 'Ana', phase: 'action' } },
        { what: 'play', player: 'Ana', card: 'Unicorn Swap' },
      ),
    ).toEqual({ legal: true });
    const g = scenario({ players: [{ hand: ['unicorn-swap'], stable: [RED] }, { stable: ['yay'] }, {}] });
    expect(g.offers({ play: 'unicorn-swap' })).toBe(true);
    g.play('unicorn-swap').noResponse();
    g.choose({ player: 1 }, 'move-to');
    expect(g.stable(0)).toEqual([RED]);
    expect(g.stable(1)).toEqual(['yay']);
  });

  it('with no Unicorn of her own, Unicorn Swap still cannot be played', () => {
    const players = [
      { name: 'Ana', stable: ['Yay'], hand: ['Unicorn Swap'] },
      { name: 'Ben', stable: ['Basic Unicorn (Red)'] },
      { name: 'Cy', stable: [] },
    ];
    expect(
      judge(
        { players, turn: { player: 'Ana', phase: 'action' } },
        { what: 'play', player: 'Ana', card: 'Unicorn Swap' },
      ),
    ).toMatchObject({ legal: false, because: 'target' });
  });
});

describe('bug 4: a cost is paid in full or not at all', () => {
  it('Necromancer Unicorn: one Unicorn discarded, then "cannot pay": nothing is brought back', () => {
    const g = scenario({
      players: [{ hand: ['necromancer-unicorn'], unknown: 3 }, {}, {}],
      discard: ['rhinocorn'],
    });
    g.play('necromancer-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ card: RED }, 'discard');
    expect(g.pending.kind).toBe('discard');
    expect(g.offers({ none: true })).toBe(true);
    g.choose({ none: true }, 'discard');
    expect(g.stable(0)).toEqual(['necromancer-unicorn']);
    expect(g.table.discard).toEqual(['rhinocorn', RED]);
    expect(g.history.flatMap((state) => state.results)).toContainEqual(
      expect.objectContaining({ kind: 'skipped', card: 'necromancer-unicorn', because: 'cost-not-paid' }),
    );
  });
});

describe('bug 5: a finished game is not played on', () => {
  it('a position where a player already has the Unicorns to win waits on nothing', () => {
    const seven = [
      'baby-unicorn-red',
      RED,
      BLUE,
      'basic-unicorn-green',
      'basic-unicorn-yellow',
      'rhinocorn',
      'llamacorn',
    ];
    const g = scenario({ players: [{ stable: seven, hand: ['unicorn-poison'] }, {}, {}] });
    expect(g.state.pending).toBeNull();
    expect(g.table.outcome?.winners).toEqual([0]);
    // The judge agrees: nothing more is played on that table.
    const players = [
      {
        name: 'Ana',
        stable: [
          'Baby Unicorn (Red)',
          'Basic Unicorn (Red)',
          'Basic Unicorn (Blue)',
          'Basic Unicorn (Green)',
          'Basic Unicorn (Yellow)',
          'Rhinocorn',
          'Llamacorn',
        ],
        hand: ['Unicorn Poison'],
      },
      { name: 'Ben', stable: [] },
      { name: 'Cy', stable: [] },
    ];
    expect(
      judge(
        { players, turn: { player: 'Ana', phase: 'action' } },
        { what: 'play', player: 'Ana', card: 'Unicorn Poison' },
      ),
    ).toMatchObject({ legal: false, because: 'over' });
  });

  it('a position with the deck run out waits on nothing', () => {
    const g = scenario({ players: [{ stable: [RED], hand: ['unicorn-poison'] }, {}, {}], deck: 0 });
    expect(g.state.pending).toBeNull();
    expect(g.table.outcome?.winners).toEqual([0]);
  });
});

describe('bug 6: a card may not be played when it asks its own player the impossible', () => {
  it('Mystical Vortex as the last card in hand: its player could not discard', () => {
    const players = [
      { name: 'Ana', stable: ['Basic Unicorn (Red)'], hand: ['Mystical Vortex'] },
      { name: 'Ben', stable: [], hand: 3 },
      { name: 'Cy', stable: [], hand: 2 },
    ];
    expect(
      judge(
        { players, turn: { player: 'Ana', phase: 'action' } },
        { what: 'play', player: 'Ana', card: 'Mystical Vortex' },
      ),
    ).toMatchObject({ legal: false, because: 'target' });
    const g = scenario({
      players: [{ hand: ['mystical-vortex'], stable: [RED] }, { unknown: 3 }, { unknown: 2 }],
      draws: 'ask',
    });
    // Her only option is to draw (a single option is taken at once): the Vortex is not among them.
    expect(g.history[0]!.results).toContainEqual(
      expect.objectContaining({ kind: 'drew', player: 0, source: 'action' }),
    );
    const h = scenario({ players: [{ hand: ['mystical-vortex', 'yay'] }, {}, {}] });
    // With a second card she can discard; the others' empty hands are disregarded.
    expect(h.offers({ play: 'mystical-vortex' })).toBe(true);
  });

  it('Glitter Tornado with its player’s own Stable empty', () => {
    const players = [
      { name: 'Ana', stable: [], hand: ['Glitter Tornado'] },
      { name: 'Ben', stable: ['Yay'] },
      { name: 'Cy', stable: ['Basic Unicorn (Red)'] },
    ];
    expect(
      judge(
        { players, turn: { player: 'Ana', phase: 'action' } },
        { what: 'play', player: 'Ana', card: 'Glitter Tornado' },
      ),
    ).toMatchObject({ legal: false, because: 'target' });
    const g = scenario({
      players: [{ hand: ['glitter-tornado', 'yay'] }, { stable: ['yay'] }, { stable: [RED] }],
    });
    expect(g.pending).toMatchObject({ kind: 'action', player: 0 });
    expect(g.offers({ play: 'glitter-tornado' })).toBe(false);
    // Her own card to return is enough: empty Stables of the others are disregarded.
    const h = scenario({ players: [{ hand: ['glitter-tornado'], stable: ['yay'] }, {}, {}] });
    expect(h.offers({ play: 'glitter-tornado' })).toBe(true);
  });
});
