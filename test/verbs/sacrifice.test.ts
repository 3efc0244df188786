// The `sacrifice` verb's module: a card of the player's own Stable goes to the discard pile.
import { describe, expect, it } from 'vitest';
import { scenario } from '../walker/scenario.ts';
import { canDo, moduleOf } from './verbs.ts';

const BLUE = 'basic-unicorn-blue';
const GREEN = 'basic-unicorn-green';
const RED = 'basic-unicorn-red';

describe('sacrifice', () => {
  it('has a module of its own', () => {
    expect(moduleOf('sacrifice').verb).toBe('sacrifice');
  });

  it('a sacrifice needs a card in the player’s own Stable, not another’s', () => {
    const step = { do: 'sacrifice', count: 1 } as const;
    expect(canDo('two-for-one', step, [{}, { stable: [GREEN] }])).toBe(false);
    expect(canDo('two-for-one', step, [{ stable: [BLUE] }, {}])).toBe(true);
  });

  it('Two-For-One: Ana’s only card is sacrificed, then she names what to destroy', () => {
    const g = scenario({
      players: [{ hand: ['two-for-one'], stable: [BLUE] }, { stable: [GREEN, RED] }, {}],
    });
    g.play('two-for-one').noResponse();
    expect(g.stable(0)).toEqual([]);
    expect(g.table.discard).toContain(BLUE);
    expect(g.pending).toMatchObject({ kind: 'destroy', player: 0, remaining: 2 });
  });
});
