// The `bring` verb's module: a card from a zone into a Stable.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('bring', () => {
  it('has a module of its own', () => {
    expect(moduleOf('bring').verb).toBe('bring');
  });

  it('Kiss of Life needs a Unicorn card on the discard pile', () => {
    expect(
      canDo('kiss-of-life', { do: 'bring', from: 'discard', filter: { kind: 'unicorn' } }, [{}, {}], {}),
    ).toBe(false);
    expect(
      canDo('kiss-of-life', { do: 'bring', from: 'discard', filter: { kind: 'unicorn' } }, [{}, {}], {
        discard: ['basic-unicorn-blue'],
      }),
    ).toBe(true);
  });
});
