// The `extra-turn` verb's module: another turn for the player.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('extra-turn', () => {
  it('has a module of its own', () => {
    expect(moduleOf('extra-turn').verb).toBe('extra-turn');
  });

  it('Change of Luck: never an impossible action, even at a bare table', () => {
    expect(canDo('change-of-luck', { do: 'extra-turn' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
