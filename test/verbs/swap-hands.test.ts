// The `swap-hands` verb's module: two players trade hands.
import { describe, expect, it } from 'vitest';
import { scenario } from '../walker/scenario.ts';
import { canDo, moduleOf } from './verbs.ts';

const BLUE = 'basic-unicorn-blue';
const GREEN = 'basic-unicorn-green';

describe('swap-hands', () => {
  it('has a module of its own', () => {
    expect(moduleOf('swap-hands').verb).toBe('swap-hands');
  });

  it('a trade of hands needs another player at the table', () => {
    expect(canDo('unfair-bargain', { do: 'swap-hands', with: 'another' }, [{}], {})).toBe(false);
    expect(canDo('unfair-bargain', { do: 'swap-hands', with: 'another' }, [{}, {}], {})).toBe(true);
  });

  it('Unfair Bargain: Ana and Ben trade hands', () => {
    const g = scenario({ players: [{ hand: ['unfair-bargain', BLUE] }, { hand: [GREEN] }, {}] });
    g.play('unfair-bargain').noResponse();
    g.choose({ player: 1 }, 'player');
    expect(g.hand(0).known).toEqual([GREEN]);
    expect(g.hand(1).known).toEqual([BLUE]);
  });
});
