// The `choose-stable` verb's module: the player names the Stable the card below enters.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('choose-stable', () => {
  it('has a module of its own', () => {
    expect(moduleOf('choose-stable').verb).toBe('choose-stable');
  });

  it('Destabilize: never an impossible action, even at a bare table', () => {
    expect(canDo('destabilize', { do: 'choose-stable' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
