// The `name-kind` verb's module: the player names a kind of card.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('name-kind', () => {
  it('has a module of its own', () => {
    expect(moduleOf('name-kind').verb).toBe('name-kind');
  });

  it('Nightmare Pact: never an impossible action, even at a bare table', () => {
    expect(canDo('nightmare-pact', { do: 'name-kind' }, [{}, {}], { deck: 0 })).toBe(true);
  });
});
