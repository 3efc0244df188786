// The `take-from-hand` verb's module: a card taken from another player's hand.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('take-from-hand', () => {
  it('has a module of its own', () => {
    expect(moduleOf('take-from-hand').verb).toBe('take-from-hand');
  });

  it('Blatant Thievery needs another player with a card in hand', () => {
    expect(
      canDo('blatant-thievery', { do: 'take-from-hand', from: 'another', pick: 'choose' }, [{}, {}], {}),
    ).toBe(false);
    expect(
      canDo(
        'blatant-thievery',
        { do: 'take-from-hand', from: 'another', pick: 'choose' },
        [{}, { unknown: 1 }],
        {},
      ),
    ).toBe(true);
  });
});
