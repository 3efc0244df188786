// The `skip-turn` verb's module: the player's next turn skipped.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('skip-turn', () => {
  it('has a module of its own', () => {
    expect(moduleOf('skip-turn').verb).toBe('skip-turn');
  });

  it('Totally Not Two Unicorns: never an impossible action, even at a bare table', () => {
    expect(canDo('totally-not-two-unicorns', { do: 'skip-turn' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
