// The `steal` verb's module: a card of another Stable comes into the player's own.
import { describe, expect, it } from 'vitest';
import { scenario } from '../walker/scenario.ts';
import { canDo, moduleOf } from './verbs.ts';

const BLUE = 'basic-unicorn-blue';
const GREEN = 'basic-unicorn-green';

describe('steal', () => {
  it('has a module of its own', () => {
    expect(moduleOf('steal').verb).toBe('steal');
  });

  it('stealing "that player’s" Unicorn needs that player to have been reached first', () => {
    const step = { do: 'steal', count: 1, filter: { kind: 'unicorn' }, from: 'owner' } as const;
    expect(canDo('unicorn-swap', step, [{}, { stable: [GREEN] }])).toBe(false);
    expect(canDo('unicorn-swap', step, [{}, { stable: [GREEN] }], { owner: 1 })).toBe(true);
  });

  it('Unicorn Swap: Ana moves her Unicorn to Ben, then takes Ben’s Unicorn into her Stable', () => {
    const g = scenario({ players: [{ hand: ['unicorn-swap'], stable: [BLUE] }, { stable: [GREEN] }, {}] });
    g.play('unicorn-swap').noResponse();
    g.choose({ player: 1 }, 'move-to');
    g.target(1, GREEN, 'steal');
    expect(g.stable(0)).toEqual([GREEN]);
    expect(g.stable(1)).toEqual([BLUE]);
  });
});
