// The `draw` verb's module: cards from the deck into a hand.
import { describe, expect, it } from 'vitest';
import { scenario } from '../walker/scenario.ts';
import { canDo, moduleOf } from './verbs.ts';

describe('draw', () => {
  it('has a module of its own', () => {
    expect(moduleOf('draw').verb).toBe('draw');
  });

  it('drawing is never impossible (an empty deck ends the game instead)', () => {
    expect(canDo('good-deal', { do: 'draw', count: 3 }, [{}, {}], { deck: 0 })).toBe(true);
  });

  it('Good Deal: Ana draws 3 cards, said out loud, before she discards', () => {
    const g = scenario({ players: [{ hand: ['good-deal'] }, {}, {}], deck: 10 });
    g.play('good-deal').noResponse();
    expect(g.state.results).toContainEqual({ kind: 'drew', player: 0, count: 3, source: 'good-deal' });
    expect(g.hand(0).count).toBe(3);
    expect(g.table.deck).toBe(7);
  });
});
