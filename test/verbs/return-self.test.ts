// The `return-self` verb's module: the card back from the discard pile to its owner's hand.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('return-self', () => {
  it('has a module of its own', () => {
    expect(moduleOf('return-self').verb).toBe('return-self');
  });

  it('Greedy Flying Unicorn: never an impossible action, even at a bare table', () => {
    expect(canDo('greedy-flying-unicorn', { do: 'return-self' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
