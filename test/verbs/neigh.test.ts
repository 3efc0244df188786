// The `neigh` verb's module: the card below on the Neigh pile is stopped.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('neigh', () => {
  it('has a module of its own', () => {
    expect(moduleOf('neigh').verb).toBe('neigh');
  });

  it('Neigh: never an impossible action, even at a bare table', () => {
    expect(canDo('neigh', { do: 'neigh' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
