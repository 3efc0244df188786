// The `destroy` verb's module: a card in another Stable goes to the discard pile.
import { describe, expect, it } from 'vitest';
import { scenario } from '../walker/scenario.ts';
import { canDo, moduleOf } from './verbs.ts';

const GREEN = 'basic-unicorn-green';
const RED = 'basic-unicorn-red';
const POISON = { do: 'destroy', count: 1, filter: { kind: 'unicorn' } } as const;

describe('destroy', () => {
  it('has a module of its own', () => {
    expect(moduleOf('destroy').verb).toBe('destroy');
  });

  it('Unicorn Poison can be played only while another Stable holds a Unicorn card', () => {
    expect(canDo('unicorn-poison', POISON, [{}, {}, {}])).toBe(false);
    expect(canDo('unicorn-poison', POISON, [{}, { stable: [GREEN] }, {}])).toBe(true);
  });

  it('Unicorn Poison: the Unicorn Ana picks in Ben’s Stable goes to the discard pile', () => {
    const g = scenario({ players: [{ hand: ['unicorn-poison'] }, { stable: [GREEN] }, { stable: [RED] }] });
    g.play('unicorn-poison').noResponse();
    g.target(1, GREEN, 'destroy');
    expect(g.stable(1)).toEqual([]);
    expect(g.stable(2)).toEqual([RED]);
    expect(g.table.discard).toContain(GREEN);
  });
});
