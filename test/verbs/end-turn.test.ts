// The `end-turn` verb's module: the turn ends at once.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('end-turn', () => {
  it('has a module of its own', () => {
    expect(moduleOf('end-turn').verb).toBe('end-turn');
  });

  it('Rhinocorn: never an impossible action, even at a bare table', () => {
    expect(canDo('rhinocorn', { do: 'end-turn' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
