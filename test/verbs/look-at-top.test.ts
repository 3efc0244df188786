// The `look-at-top` verb's module: the top cards of the deck looked at.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('look-at-top', () => {
  it('has a module of its own', () => {
    expect(moduleOf('look-at-top').verb).toBe('look-at-top');
  });

  it('Fortune Teller Unicorn needs cards in the deck to look at', () => {
    expect(
      canDo('fortune-teller-unicorn', { do: 'look-at-top', count: 3, keep: 0, discard: true }, [{}, {}], {
        deck: 0,
      }),
    ).toBe(false);
    expect(
      canDo('fortune-teller-unicorn', { do: 'look-at-top', count: 3, keep: 0, discard: true }, [{}, {}], {
        deck: 5,
      }),
    ).toBe(true);
  });
});
