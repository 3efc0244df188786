// Who answers now, asked by a phone bound to a seat (issue 30): the decision of one player is
// answered on that player's phone, a Neigh round on every phone, and the phone in the middle
// answers everything.
import { describe, expect, it } from 'vitest';
import { answersOnPhoneOf, whoDecides } from '../../src/games/unstable-unicorns/deciders.ts';
import { scenario } from '../walker/scenario.ts';

describe('who answers on which phone', () => {
  it('Ana’s action: her phone and the middle phone answer, Ben’s and Cy’s wait for her', () => {
    const g = scenario({ players: [{ hand: ['shabby-the-narwhal'] }, {}, {}] });
    expect(g.pending.kind).toBe('action');
    expect(whoDecides(g.pending)).toEqual({ player: 0 });
    expect(answersOnPhoneOf(g.pending, 0)).toBe(true);
    expect(answersOnPhoneOf(g.pending, 1)).toBe(false);
    expect(answersOnPhoneOf(g.pending, 2)).toBe(false);
    expect(answersOnPhoneOf(g.pending, null)).toBe(true);
  });

  it('the Neigh round after Ana plays a Unicorn is the table’s: every phone answers', () => {
    const g = scenario({ players: [{ hand: ['shabby-the-narwhal'] }, { hand: ['neigh'] }, {}] });
    g.play('shabby-the-narwhal', 0);
    expect(g.pending.kind).toBe('respond');
    expect(whoDecides(g.pending)).toBe('table');
    for (const seat of [0, 1, 2, null]) expect(answersOnPhoneOf(g.pending, seat)).toBe(true);
  });

  it('Ana’s “use it?” question after the Neigh round is hers again', () => {
    const g = scenario({ players: [{ hand: ['shabby-the-narwhal'] }, {}, {}] });
    g.play('shabby-the-narwhal', 0).noResponse();
    expect(g.pending.kind).toBe('use');
    expect(whoDecides(g.pending)).toEqual({ player: 0 });
    expect(answersOnPhoneOf(g.pending, 1)).toBe(false);
  });
});
