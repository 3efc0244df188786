// The open rulings of issue 12, each shown on a table as the rules reference states it (the
// "ruling-..." topics of rules/unstable-unicorns/reference), and the costAlone house rule under
// each of its settings, in the walker and in the judge.
import { describe, expect, it } from 'vitest';
import { judge, threeAt } from '../unstable-unicorns/tables.ts';
import { scenario } from './scenario.ts';

const RED = 'basic-unicorn-red';

describe('ruling-replaced-cost: a sacrifice replaced while paying a cost still pays it', () => {
  it('a Baby Unicorn sacrificed for Two-For-One goes to the Nursery, and the two cards are destroyed', () => {
    const g = scenario({
      players: [{ hand: ['two-for-one'], stable: ['baby-unicorn-red'] }, { stable: [RED, 'yay'] }, {}],
    });
    g.play('two-for-one').noResponse();
    g.target(1, RED, 'destroy');
    expect(g.stable(0)).toEqual([]);
    expect(g.table.nursery).toContain('baby-unicorn-red');
    expect(g.stable(1)).toEqual([]);
  });

  it('Unicorn Phoenix sacrificed for Two-For-One stays (its owner discards instead), and the two are destroyed', () => {
    const g = scenario({
      players: [
        { hand: ['two-for-one', 'neigh'], stable: ['unicorn-phoenix'] },
        { stable: [RED, 'yay'] },
        {},
      ],
    });
    g.play('two-for-one').noResponse();
    g.choose({ card: 'unicorn-phoenix' }, 'replace');
    g.target(1, RED, 'destroy');
    expect(g.stable(0)).toEqual(['unicorn-phoenix']);
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toContain('neigh');
  });
});

describe('ruling-downgrade-only and the costAlone house rule', () => {
  const table = {
    players: [{ stable: ['glitter-bomb', 'slowdown'] }, {}, {}],
    turn: { phase: 'beginning' as const },
  };
  it('by default Glitter Bomb is not offered when nothing can be destroyed', () => {
    const g = scenario(table);
    expect(g.pending.kind).toBe('action');
    expect(g.stable(0)).toEqual(['glitter-bomb', 'slowdown']);
  });

  it('with costAlone, Glitter Bomb gets rid of the Slowdown and the destruction is skipped', () => {
    const g = scenario({ ...table, houseRules: { costAlone: true } });
    expect(g.pending.kind).toBe('beginning-of-turn');
    g.choose({ trigger: 0, card: 'glitter-bomb' }, 'beginning-of-turn');
    g.target(0, 'slowdown', 'sacrifice');
    expect(g.stable(0)).toEqual(['glitter-bomb']);
    expect(g.table.houseRules).toEqual({ costAlone: true });
  });

  it('the judge reads the house rule: Glitter Bomb applies only under costAlone', () => {
    expect(
      judge(
        {
          players: [
            { name: 'Ana', stable: ['Glitter Bomb', 'Broken Stable'] },
            { name: 'Ben', stable: [] },
            { name: 'Cy', stable: [] },
          ],
          turn: { player: 'Ana', phase: 'beginning' },
        } as never,
        { what: 'beginning-of-turn' },
      ),
    ).toEqual({ triggers: [] });
    expect(
      judge(
        {
          players: [
            { name: 'Ana', stable: ['Glitter Bomb', 'Broken Stable'] },
            { name: 'Ben', stable: [] },
            { name: 'Cy', stable: [] },
          ],
          turn: { player: 'Ana', phase: 'beginning' },
          houseRules: { costAlone: true },
        } as never,
        { what: 'beginning-of-turn' },
      ),
    ).toEqual({ triggers: [{ card: 'Glitter Bomb', mandatory: false }] });
  });

  it('the judge refuses a house rule it does not know, naming it', () => {
    const answer = judge({ ...threeAt([], [], []), houseRules: { unicornsFly: true } } as never, {
      what: 'outcome',
    });
    expect(answer.error).toMatch(/houseRules\.unicornsFly/);
  });
});

describe('ruling-two-for-one: one card to destroy is not enough', () => {
  it('Two-For-One is refused with a single destroyable card, and the walker does not offer it', () => {
    expect(
      judge(
        {
          players: [
            { name: 'Ana', stable: ['Slowdown'], hand: ['Two-For-One', 'Neigh'] },
            { name: 'Ben', stable: ['Basic Unicorn (Red)'] },
            { name: 'Cy', stable: [] },
          ],
          turn: { player: 'Ana', phase: 'action' },
        },
        { what: 'play', player: 'Ana', card: 'Two-For-One' },
      ),
    ).toMatchObject({ legal: false, because: 'target' });
    const g = scenario({
      players: [{ hand: ['two-for-one', 'yay'], stable: ['slowdown'] }, { stable: [RED] }, {}],
    });
    expect(g.offers({ play: 'two-for-one' })).toBe(false);
  });
});

describe('ruling-pandamonium-blinding-light: both apply', () => {
  it('the Unicorns are Pandas (no Unicorn Poison target, count 0) and lose their effects', () => {
    const g = scenario({
      players: [
        { hand: ['unicorn-poison', 'yay'] },
        { stable: ['pandamonium', 'blinding-light', 'rhinocorn', RED] },
        {},
      ],
    });
    expect(g.offers({ play: 'unicorn-poison' })).toBe(false);
    expect(
      judge(threeAt([], ['Pandamonium', 'Blinding Light', 'Rhinocorn', 'Basic Unicorn (Red)'], []), {
        what: 'outcome',
      }).unicorns,
    ).toMatchObject({ Ben: 0 });
  });
});

describe('ruling-each-player-you-included: Mystical Vortex when the others cannot discard', () => {
  it('Ana can discard: the Vortex is played, the others disregard it, the discard pile is shuffled in', () => {
    const g = scenario({
      players: [{ hand: ['mystical-vortex', 'yay'] }, {}, {}],
      deck: 10,
      discard: ['neigh'],
    });
    g.play('mystical-vortex').noResponse();
    expect(g.table.discard).toEqual(['mystical-vortex']);
    expect(g.hand(0).count).toBe(0);
  });
});

describe('ruling-baby-stolen: a Baby Unicorn may change Stables', () => {
  it('Seductive Unicorn steals a Baby Unicorn into its player’s Stable', () => {
    const g = scenario({
      players: [{ hand: ['seductive-unicorn', 'yay'] }, { stable: ['baby-unicorn-pink'] }, {}],
    });
    g.play('seductive-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    // Yay is her only card (discarded), and the Baby the only Unicorn to steal: no question.
    expect(g.stable(0)).toEqual(['seductive-unicorn', 'baby-unicorn-pink']);
    expect(g.stable(1)).toEqual([]);
  });
});

describe('ruling-last-card: the game ends when the Draw phase takes the last card', () => {
  it('the player does not reach the Action phase', () => {
    const g = scenario({
      players: [{ stable: [RED, 'basic-unicorn-blue'], hand: ['unicorn-poison'] }, { stable: [RED] }, {}],
      turn: { phase: 'beginning' },
      deck: 1,
      draws: 'ask',
    });
    g.choose({ draw: true }, 'draw');
    expect(g.state.pending).toBeNull();
    expect(g.table.deck).toBe(0);
    expect(g.table.outcome).toMatchObject({ winners: [0], reason: 'deck-out' });
  });
});

describe('ruling-several-winners: the tiebreak parts players who reach the goal together', () => {
  it('two Stables of 7 Unicorns: the most letters wins', () => {
    const seven = (extra: string) => [
      'Basic Unicorn (Red)',
      'Basic Unicorn (Orange)',
      'Basic Unicorn (Yellow)',
      'Basic Unicorn (Green)',
      'Basic Unicorn (Blue)',
      'Basic Unicorn (Indigo)',
      extra,
    ];
    const answer = judge(threeAt([], seven('Rhinocorn'), seven('Extremely Destructive Unicorn')), {
      what: 'outcome',
    });
    expect(answer).toMatchObject({ over: true, winners: ['Cy'] });
  });
});
