// The `look-at-hand` verb's module: another player's hand looked at.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('look-at-hand', () => {
  it('has a module of its own', () => {
    expect(moduleOf('look-at-hand').verb).toBe('look-at-hand');
  });

  it('Spy Unicorn needs another player with a card in hand', () => {
    expect(canDo('spy-unicorn', { do: 'look-at-hand', from: 'another' }, [{}, {}], {})).toBe(false);
    expect(canDo('spy-unicorn', { do: 'look-at-hand', from: 'another' }, [{}, { unknown: 2 }], {})).toBe(
      true,
    );
  });
});
