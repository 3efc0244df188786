// The `two-plays` verb's module: two cards played in this Action phase.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('two-plays', () => {
  it('has a module of its own', () => {
    expect(moduleOf('two-plays').verb).toBe('two-plays');
  });

  it('Twin Unicorns: never an impossible action, even at a bare table', () => {
    expect(canDo('twin-unicorns', { do: 'two-plays' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
