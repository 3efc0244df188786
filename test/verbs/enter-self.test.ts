// The `enter-self` verb's module: the card enters its owner's Stable from the discard pile.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('enter-self', () => {
  it('has a module of its own', () => {
    expect(moduleOf('enter-self').verb).toBe('enter-self');
  });

  it('Chronocorn: never an impossible action, even at a bare table', () => {
    expect(canDo('chronocorn', { do: 'enter-self' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
