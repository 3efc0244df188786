// The `search` verb's module: a card looked for in the deck or the discard pile.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('search', () => {
  it('has a module of its own', () => {
    expect(moduleOf('search').verb).toBe('search');
  });

  it('a search of the discard pile needs a card there', () => {
    expect(canDo('manticore-unicorn', { do: 'search', zone: 'discard' }, [{}, {}], {})).toBe(false);
    expect(
      canDo('manticore-unicorn', { do: 'search', zone: 'discard' }, [{}, {}], {
        discard: ['basic-unicorn-blue'],
      }),
    ).toBe(true);
  });
});
