// The `redirect` verb's module: another target named for the destruction answered.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('redirect', () => {
  it('has a module of its own', () => {
    expect(moduleOf('redirect').verb).toBe('redirect');
  });

  it('Redirect: never an impossible action, even at a bare table', () => {
    expect(canDo('redirect', { do: 'redirect' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
