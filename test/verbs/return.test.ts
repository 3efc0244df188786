// The `return` verb's module: a card of another Stable back to its owner's hand.
import { describe, expect, it } from 'vitest';
import { scenario } from '../walker/scenario.ts';
import { canDo, moduleOf } from './verbs.ts';

const GREEN = 'basic-unicorn-green';

describe('return', () => {
  it('has a module of its own', () => {
    expect(moduleOf('return').verb).toBe('return');
  });

  it('Back Kick needs a card in another Stable to send back', () => {
    expect(canDo('back-kick', { do: 'return', from: 'another' }, [{}, {}], {})).toBe(false);
    expect(
      canDo('back-kick', { do: 'return', from: 'another' }, [{}, { stable: ['basic-unicorn-green'] }], {}),
    ).toBe(true);
  });

  it('Back Kick: the card Ana picks in Ben’s Stable goes back to Ben’s hand, then Ben discards', () => {
    const g = scenario({
      players: [{ hand: ['back-kick'] }, { stable: [GREEN], hand: ['basic-unicorn-red'] }, {}],
    });
    g.play('back-kick').noResponse();
    if (g.state.pending?.kind === 'return') g.target(1, GREEN, 'return');
    expect(g.stable(1)).toEqual([]);
    expect(g.hand(1).known).toContain(GREEN);
    expect(g.pending).toMatchObject({ kind: 'discard', player: 1 });
  });
});
