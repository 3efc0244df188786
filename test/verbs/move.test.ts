// The `move` verb's module: a card moved from one Stable to another.
import { describe, expect, it } from 'vitest';
import { canDo, moduleOf } from './verbs.ts';

describe('move', () => {
  it('has a module of its own', () => {
    expect(moduleOf('move').verb).toBe('move');
  });

  it('Greener Pastures moves a Unicorn of the player’s own Stable: none there, nothing to move', () => {
    expect(
      canDo(
        'greener-pastures',
        { do: 'move', filter: { kind: 'unicorn' }, from: 'you', to: 'another' },
        [{}, { stable: ['basic-unicorn-green'] }],
        {},
      ),
    ).toBe(false);
    expect(
      canDo(
        'greener-pastures',
        { do: 'move', filter: { kind: 'unicorn' }, from: 'you', to: 'another' },
        [{ stable: ['basic-unicorn-blue'] }, {}],
        {},
      ),
    ).toBe(true);
  });
});
