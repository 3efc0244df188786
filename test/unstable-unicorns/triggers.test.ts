// Beginning-of-turn effects that apply now (seed 000 "Beginning of Turn Effects", seed 004 phase
// 1): mandatory or optional, skipped when impossible, taken away by Blinding Light.
import { describe, expect, it } from 'vitest';
import { judge, threeAt, type TableInput } from './tables.ts';

const ask = { what: 'beginning-of-turn' };
const atStart = (ana: string[], ben: string[], cy: string[], anaHand: number | string[] = 5): TableInput => {
  const table = threeAt(ana, ben, cy, { turn: { player: 'Ana', phase: 'beginning' } });
  table.players[0]!.hand = anaHand;
  return table;
};

describe('beginning-of-turn triggers', () => {
  it("lists the turn player's cards by name, mandatory ones marked", () => {
    const table = atStart(
      ['Sadistic Ritual', 'Rhinocorn', 'Double Dutch', 'Baby Unicorn (Red)'],
      ['Baby Unicorn (Pink)'],
      [],
    );
    expect(judge(table, ask)).toEqual({
      triggers: [
        { card: 'Double Dutch', mandatory: false },
        { card: 'Rhinocorn', mandatory: false },
        { card: 'Sadistic Ritual', mandatory: true },
      ],
    });
  });

  it('after the Beginning of Turn phase only mandatory effects are left to do', () => {
    // An optional effect not used before the Draw phase is lost; a mandatory one must still be done.
    for (const phase of ['draw', 'action', 'end']) {
      const table = atStart(
        ['Sadistic Ritual', 'Rhinocorn', 'Claw Machine', 'Baby Unicorn (Red)'],
        ['Baby Unicorn (Pink)'],
        [],
      );
      table.turn = { player: 'Ana', phase };
      expect(judge(table, ask)).toEqual({ triggers: [{ card: 'Sadistic Ritual', mandatory: true }] });
    }
  });

  it("only the turn player's Stable", () => {
    const table = atStart(['Baby Unicorn (Red)'], ['Rhinocorn', 'Claw Machine'], []);
    expect(judge(table, ask)).toEqual({ triggers: [] });
    expect(judge({ ...table, turn: { player: 'Ben', phase: 'beginning' } }, ask)).toEqual({
      triggers: [
        { card: 'Claw Machine', mandatory: false },
        { card: 'Rhinocorn', mandatory: false },
      ],
    });
  });

  it('Blinding Light takes Unicorn triggers away, not those of Upgrades and Downgrades', () => {
    const table = atStart(
      ['Rhinocorn', 'Blinding Light', 'Glitter Bomb', 'Sadistic Ritual', 'Baby Unicorn (Red)'],
      ['Baby Unicorn (Pink)'],
      [],
    );
    expect(judge(table, ask)).toEqual({
      triggers: [
        { card: 'Glitter Bomb', mandatory: false },
        { card: 'Sadistic Ritual', mandatory: true },
      ],
    });
  });

  it('a Panda keeps its trigger (Pandamonium takes no text away)', () => {
    expect(judge(atStart(['Rhinocorn', 'Pandamonium'], ['Baby Unicorn (Pink)'], []), ask)).toEqual({
      triggers: [{ card: 'Rhinocorn', mandatory: false }],
    });
  });

  it('Sadistic Ritual is skipped with no Unicorn card to sacrifice, Pandas included', () => {
    expect(judge(atStart(['Sadistic Ritual', 'Yay'], ['Baby Unicorn (Pink)'], []), ask)).toEqual({
      triggers: [],
    });
    expect(judge(atStart(['Sadistic Ritual', 'Pandamonium', 'Baby Unicorn (Red)'], [], []), ask)).toEqual({
      triggers: [],
    });
    expect(judge(atStart(['Sadistic Ritual', 'Baby Unicorn (Red)'], [], []), ask)).toEqual({
      triggers: [{ card: 'Sadistic Ritual', mandatory: true }],
    });
  });

  it("Rhinocorn needs a Unicorn it may destroy; Magical Kittencorn is no Magic card's target but Rhinocorn's", () => {
    expect(judge(atStart(['Rhinocorn'], ['Baby Unicorn (Pink)', 'Rainbow Aura'], []), ask)).toEqual({
      triggers: [],
    });
    expect(judge(atStart(['Rhinocorn'], ['Magical Kittencorn'], []), ask)).toEqual({
      triggers: [{ card: 'Rhinocorn', mandatory: false }],
    });
  });

  it('costs paid from the hand: Claw Machine 1 card, Stable Artillery 2, Rainbow Lasso 3', () => {
    const stable = ['Claw Machine', 'Stable Artillery', 'Rainbow Lasso'];
    const others: [string[], string[]] = [['Baby Unicorn (Pink)'], []];
    expect(judge(atStart(stable, ...others, 0), ask)).toEqual({ triggers: [] });
    expect(judge(atStart(stable, ...others, 1), ask)).toEqual({
      triggers: [{ card: 'Claw Machine', mandatory: false }],
    });
    expect(judge(atStart(stable, ...others, 2), ask)).toEqual({
      triggers: [
        { card: 'Claw Machine', mandatory: false },
        { card: 'Stable Artillery', mandatory: false },
      ],
    });
    expect(judge(atStart(stable, ...others, 3), ask)).toEqual({
      triggers: [
        { card: 'Claw Machine', mandatory: false },
        { card: 'Rainbow Lasso', mandatory: false },
        { card: 'Stable Artillery', mandatory: false },
      ],
    });
  });

  it('Stable Artillery and Rainbow Lasso also need a Unicorn to destroy or steal', () => {
    // Ben's only Unicorn is a Basic Unicorn and Cy holds Queen Bee: it may not enter Ana's Stable, but may be destroyed.
    const table = atStart(
      ['Stable Artillery', 'Rainbow Lasso'],
      ['Basic Unicorn (Red)'],
      ['Queen Bee Unicorn', 'Pandamonium'],
      3,
    );
    expect(judge(table, ask)).toEqual({ triggers: [{ card: 'Stable Artillery', mandatory: false }] });
  });

  it('Caffeine Overload and Glitter Bomb can sacrifice themselves; Glitter Bomb still needs a card to destroy', () => {
    expect(judge(atStart(['Caffeine Overload', 'Glitter Bomb'], [], []), ask)).toEqual({
      triggers: [{ card: 'Caffeine Overload', mandatory: false }],
    });
  });

  it('two copies of one card trigger twice', () => {
    expect(judge(atStart(['Claw Machine', 'Claw Machine'], [], []), ask)).toEqual({
      triggers: [
        { card: 'Claw Machine', mandatory: false },
        { card: 'Claw Machine', mandatory: false },
      ],
    });
  });

  it('names the cards in French for a French table', () => {
    const table: TableInput = {
      language: 'fr',
      players: [
        { name: 'Ana', stable: ['Rituel Sadique', 'Bébé Licorne', 'Rhinocorn'] },
        { name: 'Ben', stable: ['Bébé Licorne'] },
        { name: 'Cy' },
      ],
      turn: { player: 'Ana', phase: 'beginning' },
    };
    expect(judge(table, ask)).toEqual({
      triggers: [
        { card: 'Rhinocorn', mandatory: false },
        { card: 'Rituel Sadique', mandatory: true },
      ],
    });
  });
});
