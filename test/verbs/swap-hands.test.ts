// The `swap-hands` verb's module: two players trade hands.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('swap-hands', () => {
  it('has a module of its own', () => {
    expect(moduleOf('swap-hands').verb).toBe('swap-hands');
  });

  it('a trade of hands needs another player at the table', () => {
    expect(canDo('unfair-bargain', { do: 'swap-hands', with: 'another' }, [{}], {})).toBe(false);
    expect(canDo('unfair-bargain', { do: 'swap-hands', with: 'another' }, [{}, {}], {})).toBe(true);
  });
});
