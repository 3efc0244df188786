// The `bring` verb's module: a card from a zone into a Stable.
import { describe, expect, it } from 'vitest';
import { scenario } from '../walker/scenario.ts';
import { canDo, moduleOf } from './verbs.ts';

const BLUE = 'basic-unicorn-blue';

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

  it('Kiss of Life: the Unicorn card on the discard pile enters Ana’s Stable', () => {
    const g = scenario({ players: [{ hand: ['kiss-of-life'] }, {}, {}], discard: [BLUE] });
    g.play('kiss-of-life').noResponse();
    if (g.state.pending?.kind === 'bring') g.choose({ card: BLUE }, 'bring');
    expect(g.stable(0)).toEqual([BLUE]);
    expect(g.table.discard).not.toContain(BLUE);
  });
});
