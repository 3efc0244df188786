// The `return` verb's module: a card of another Stable back to its owner's hand.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

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
});
