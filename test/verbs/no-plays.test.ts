// The `no-plays` verb's module: no more cards played this turn.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('no-plays', () => {
  it('has a module of its own', () => {
    expect(moduleOf('no-plays').verb).toBe('no-plays');
  });

  it('Nannycorn: never an impossible action, even at a bare table', () => {
    expect(canDo('nannycorn', { do: 'no-plays' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
