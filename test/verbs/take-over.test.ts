// The `take-over` verb's module: the Magic card below resolves as this player's.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('take-over', () => {
  it('has a module of its own', () => {
    expect(moduleOf('take-over').verb).toBe('take-over');
  });

  it('Absorb and Reflect: never an impossible action, even at a bare table', () => {
    expect(canDo('absorb-and-reflect', { do: 'take-over' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
