// The `shuffle-into-deck` verb's module: cards shuffled back into the deck.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('shuffle-into-deck', () => {
  it('has a module of its own', () => {
    expect(moduleOf('shuffle-into-deck').verb).toBe('shuffle-into-deck');
  });

  it('Unicorn Abduction needs a Unicorn card in the player’s own Stable', () => {
    expect(
      canDo(
        'unicorn-abduction',
        { do: 'shuffle-into-deck', what: ['stable'], filter: { kind: 'unicorn' } },
        [{}, { stable: ['basic-unicorn-green'] }],
        {},
      ),
    ).toBe(false);
    expect(
      canDo(
        'unicorn-abduction',
        { do: 'shuffle-into-deck', what: ['stable'], filter: { kind: 'unicorn' } },
        [{ stable: ['basic-unicorn-blue'] }, {}],
        {},
      ),
    ).toBe(true);
  });
});
