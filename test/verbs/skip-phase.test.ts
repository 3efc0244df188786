// The `skip-phase` verb's module: a phase of the turn skipped.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('skip-phase', () => {
  it('has a module of its own', () => {
    expect(moduleOf('skip-phase').verb).toBe('skip-phase');
  });

  it('Foresight: never an impossible action, even at a bare table', () => {
    expect(canDo('foresight', { do: 'skip-phase', phase: 'draw' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
