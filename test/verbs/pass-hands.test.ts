// The `pass-hands` verb's module: every hand passed to the next seat.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('pass-hands', () => {
  it('has a module of its own', () => {
    expect(moduleOf('pass-hands').verb).toBe('pass-hands');
  });

  it('Merry-Go-Round: never an impossible action, even at a bare table', () => {
    expect(canDo('merry-go-round', { do: 'pass-hands', direction: 'left' }, [{}, {}], { deck: 0 })).toBe(
      true,
    );
  });
});
