// The `discard` verb's module: cards from a hand to the discard pile.
import { describe, expect, it } from 'vitest';
import { scenario } from '../walker/scenario.ts';
import { canDo, moduleOf } from './verbs.ts';

const BLUE = 'basic-unicorn-blue';

describe('discard', () => {
  it('has a module of its own', () => {
    expect(moduleOf('discard').verb).toBe('discard');
  });

  it('a discard paid before "then" needs the whole count in hand', () => {
    const step = { do: 'discard', count: 2 } as const;
    expect(canDo('change-of-luck', step, [{ hand: [BLUE] }, {}], { cost: true })).toBe(false);
    expect(canDo('change-of-luck', step, [{ hand: [BLUE] }, {}])).toBe(true);
  });

  it('Good Deal: after drawing, Ana discards the card she names', () => {
    const g = scenario({ players: [{ hand: ['good-deal', BLUE] }, {}, {}], deck: 10 });
    g.play('good-deal').noResponse();
    g.choose({ card: BLUE }, 'discard');
    expect(g.table.discard).toContain(BLUE);
    expect(g.hand(0).count).toBe(3);
    expect(g.hand(0).known).not.toContain(BLUE);
  });
});
