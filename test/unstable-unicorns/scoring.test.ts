// Who has won (seed 000 "The End of the Game"): Unicorns counted under every continuous effect,
// 7 to win (6 with 6-8 players), the deck running out, the letter tiebreak in English and in
// French, and everyone losing. Expected values are counted by hand in the comments.
import { describe, expect, it } from 'vitest';
import { askJudge } from '../../src/games/judge.ts';
import {
  countedTitle,
  letterCount,
  outcome,
  stableUnicorns,
  mayWin,
  unicornsToWin,
} from '../../src/games/unstable-unicorns/scoring.ts';
import { readTable } from '../../src/games/unstable-unicorns/validate.ts';
import { judge, question, threeAt, type TableInput } from './tables.ts';

const ask = { what: 'outcome' };

describe('counting Unicorns', () => {
  it('Ginormous Unicorn counts 2: six cards make seven Unicorns and a win', () => {
    const table = threeAt(
      ['Ginormous Unicorn', 'Rhinocorn', 'Llamacorn', 'Americorn', 'Basic Unicorn', 'Baby Unicorn (Red)'],
      ['Baby Unicorn (Pink)'],
      [],
      { deck: 40 },
    );
    expect(judge(table, ask)).toMatchObject({
      over: true,
      winners: ['Ana'],
      everyoneLoses: false,
      unicorns: { Ana: 7, Ben: 1, Cy: 0 },
    });
  });

  it('Blinding Light makes Ginormous Unicorn a Basic Unicorn without effects: it counts 1', () => {
    const table = threeAt(
      [
        'Ginormous Unicorn',
        'Rhinocorn',
        'Llamacorn',
        'Americorn',
        'Basic Unicorn',
        'Baby Unicorn (Red)',
        'Blinding Light',
      ],
      ['Baby Unicorn (Pink)'],
      [],
      { deck: 40 },
    );
    expect(judge(table, ask)).toEqual({
      over: false,
      winners: [],
      everyoneLoses: false,
      unicorns: { Ana: 6, Ben: 1, Cy: 0 },
    });
  });

  it('Pandamonium: seven Pandas count 0 and do not win', () => {
    const table = threeAt(
      [
        'Rhinocorn',
        'Llamacorn',
        'Americorn',
        'Basic Unicorn',
        'Basic Unicorn',
        'Baby Unicorn (Red)',
        'Unicorn Phoenix',
        'Pandamonium',
      ],
      ['Baby Unicorn (Pink)'],
      [],
      { deck: 40 },
    );
    expect(judge(table, ask)).toEqual({
      over: false,
      winners: [],
      everyoneLoses: false,
      unicorns: { Ana: 0, Ben: 1, Cy: 0 },
    });
  });

  it('Pandamonium with Blinding Light: still Pandas, still 0', () => {
    const { table } = readTable(
      question(threeAt(['Ginormous Unicorn', 'Rhinocorn', 'Pandamonium', 'Blinding Light'], [], []), ask),
    );
    expect(stableUnicorns(table, 0)).toBe(0);
    expect(mayWin(table, 0)).toBe(false);
    expect(mayWin(table, 1)).toBe(true);
  });

  it('Tiny Stable does not change the count: six Unicorns win a 6-player game', () => {
    const table: TableInput = {
      players: [
        {
          name: 'Ana',
          stable: [
            'Rhinocorn',
            'Llamacorn',
            'Americorn',
            'Basic Unicorn',
            'Basic Unicorn',
            'Baby Unicorn',
            'Tiny Stable',
          ],
        },
        { name: 'Ben' },
        { name: 'Cy' },
        { name: 'Dee' },
        { name: 'Eli' },
        { name: 'Fay' },
      ],
      deck: 30,
    };
    expect(judge(table, ask)).toMatchObject({ over: true, winners: ['Ana'], unicorns: { Ana: 6 } });
  });

  it('Black Knight Unicorn, Unicorn Phoenix and a Baby Unicorn each count 1; Upgrades and Downgrades 0', () => {
    const { table } = readTable(
      question(
        threeAt(
          [
            'Black Knight Unicorn',
            'Unicorn Phoenix',
            'Baby Narwhal',
            'Rainbow Aura',
            'Nanny Cam',
            'Barbed Wire',
          ],
          [],
          [],
        ),
        ask,
      ),
    );
    expect(stableUnicorns(table, 0)).toBe(3);
  });

  it('six Unicorns do not win with five players, but do with six', () => {
    const six = ['Rhinocorn', 'Llamacorn', 'Americorn', 'Basic Unicorn', 'Basic Unicorn', 'Baby Unicorn'];
    const five: TableInput = {
      players: [
        { name: 'Ana', stable: six },
        { name: 'Ben' },
        { name: 'Cy' },
        { name: 'Dee' },
        { name: 'Eli' },
      ],
    };
    expect(judge(five, ask)).toMatchObject({ over: false, winners: [], unicorns: { Ana: 6 } });
    expect(unicornsToWin(5)).toBe(7);
    expect(unicornsToWin(6)).toBe(6);
    expect(unicornsToWin(8)).toBe(6);
    expect(unicornsToWin(2)).toBe(7);
  });
});

describe('the deck running out', () => {
  it('the most Unicorns wins, no tiebreak needed', () => {
    const table = threeAt(
      ['Rhinocorn', 'Baby Unicorn'],
      ['Baby Unicorn'],
      ['Llamacorn', 'Americorn', 'Baby Unicorn'],
      { deck: 0 },
    );
    const answer = judge(table, ask);
    expect(answer).toEqual({
      over: true,
      winners: ['Cy'],
      everyoneLoses: false,
      unicorns: { Ana: 2, Ben: 1, Cy: 3 },
    });
  });

  it('a game with cards left in the deck and nobody at 7 goes on (deck not given: the rest of the box)', () => {
    expect(judge(threeAt(['Rhinocorn'], [], []), ask)).toMatchObject({ over: false, winners: [] });
  });

  it('a Pandamonium Stable cannot win at the deck-out either', () => {
    // Ana's four Pandas count 0; Ben's 2 beat Cy's 1.
    const table = threeAt(
      ['Rhinocorn', 'Llamacorn', 'Americorn', 'Baby Unicorn', 'Pandamonium'],
      ['Baby Unicorn', 'Basic Unicorn'],
      ['Baby Unicorn'],
      {
        deck: 0,
      },
    );
    expect(judge(table, ask)).toEqual({
      over: true,
      winners: ['Ben'],
      everyoneLoses: false,
      unicorns: { Ana: 0, Ben: 2, Cy: 1 },
    });
  });

  it('ties are broken by letters of printed names: a Blinding Light Rhinocorn keeps its name (9 letters against 11)', () => {
    // Ana: RHINOCORN, a Basic Unicorn without effects but still printed "Rhinocorn": 9 letters.
    // Ben: BABY UNICORN: 11 letters. One Unicorn each.
    const table = threeAt(['Rhinocorn', 'Blinding Light'], ['Baby Unicorn (Pink)'], [], { deck: 0 });
    expect(judge(table, ask)).toEqual({
      over: true,
      winners: ['Ben'],
      everyoneLoses: false,
      unicorns: { Ana: 1, Ben: 1, Cy: 0 },
      letters: { Ana: 9, Ben: 11 },
    });
  });

  it('Shark With a Horn and Stabby the Unicorn: spaces do not count', () => {
    // SHARK WITH A HORN = 5+4+1+4 = 14; STABBY THE UNICORN = 6+3+7 = 16.
    const table = threeAt(['Shark With a Horn'], ['Stabby the Unicorn'], [], { deck: 0 });
    expect(judge(table, ask)).toMatchObject({ winners: ['Ben'], letters: { Ana: 14, Ben: 16 } });
  });
});

describe('several players reaching the Unicorns to win at once', () => {
  it('the most Unicorns wins among them', () => {
    const table = threeAt(
      [
        'Rhinocorn',
        'Llamacorn',
        'Americorn',
        'Basic Unicorn',
        'Basic Unicorn',
        'Basic Unicorn',
        'Baby Unicorn',
      ],
      [
        'Ginormous Unicorn',
        'Chainsaw Unicorn',
        'Mermaid Unicorn',
        'Basic Unicorn',
        'Basic Unicorn',
        'Basic Unicorn',
        'Baby Unicorn',
      ],
      [],
      { deck: 20 },
    );
    // Ana 7; Ben 2 + 6 = 8.
    expect(judge(table, ask)).toEqual({
      over: true,
      winners: ['Ben'],
      everyoneLoses: false,
      unicorns: { Ana: 7, Ben: 8, Cy: 0 },
    });
  });

  it('then the letters', () => {
    // Ana: RHINOCORN 9 + LLAMACORN 9 + AMERICORN 9 + 3 x BASIC UNICORN 36 + BABY UNICORN 11 = 74.
    // Ben: CHAINSAW UNICORN 15 + MERMAID UNICORN 14 + CLASSY NARWHAL 13 + 36 + 11 = 89.
    const table = threeAt(
      [
        'Rhinocorn',
        'Llamacorn',
        'Americorn',
        'Basic Unicorn',
        'Basic Unicorn',
        'Basic Unicorn',
        'Baby Unicorn',
      ],
      [
        'Chainsaw Unicorn',
        'Mermaid Unicorn',
        'Classy Narwhal',
        'Basic Unicorn',
        'Basic Unicorn',
        'Basic Unicorn',
        'Baby Unicorn',
      ],
      [],
      { deck: 20 },
    );
    expect(judge(table, ask)).toEqual({
      over: true,
      winners: ['Ben'],
      everyoneLoses: false,
      unicorns: { Ana: 7, Ben: 7, Cy: 0 },
      letters: { Ana: 74, Ben: 89 },
    });
  });
});

describe('the letter tiebreak in the language of the deck', () => {
  it('counts a French Basic Unicorn by its English title, said to stand in: its French name is the rulebook’s, its print unknown', () => {
    expect(countedTitle('basic-unicorn-red', 'fr')).toEqual({ title: 'Basic Unicorn', standsIn: true });
    expect(countedTitle('basic-unicorn-red', 'fr', () => 'Poulain Rouge')).toEqual({
      title: 'Poulain Rouge',
      standsIn: false,
    });
    expect(countedTitle('queen-bee-unicorn', 'fr')).toEqual({
      title: 'Licorne Reine de Beauté',
      standsIn: false,
    });
  });

  // Ana: Queen Bee Unicorn and a Baby Unicorn; Ben: Seductive Unicorn and a Baby Unicorn; deck empty.
  const tied = (language: 'en' | 'fr'): TableInput => ({
    language,
    players: [
      {
        name: 'Ana',
        stable: [language === 'fr' ? 'Licorne Reine de Beauté' : 'Queen Bee Unicorn', 'Baby Unicorn (Red)'],
      },
      {
        name: 'Ben',
        stable: [language === 'fr' ? 'Licorne Séductrice' : 'Seductive Unicorn', 'Baby Unicorn (Rainbow)'],
      },
      { name: 'Cy', stable: ['Baby Unicorn (Green)'] },
    ],
    deck: 0,
  });

  it('in English: QUEEN BEE UNICORN 15 + BABY UNICORN 11 = 26 loses to SEDUCTIVE UNICORN 16 + 11 = 27', () => {
    expect(judge(tied('en'), ask)).toEqual({
      over: true,
      winners: ['Ben'],
      everyoneLoses: false,
      unicorns: { Ana: 2, Ben: 2, Cy: 1 },
      letters: { Ana: 26, Ben: 27 },
    });
  });

  it('in French: LICORNE REINE DE BEAUTÉ 20 + BÉBÉ LICORNE 11 = 31 beats LICORNE SÉDUCTRICE 17 + 11 = 28 (colour labels uncounted)', () => {
    expect(judge(tied('fr'), ask)).toEqual({
      over: true,
      winners: ['Ana'],
      everyoneLoses: false,
      unicorns: { Ana: 2, Ben: 2, Cy: 1 },
      letters: { Ana: 31, Ben: 28 },
    });
  });

  it('counts letters only, accented ones included, in either Unicode form', () => {
    expect(letterCount('TWO-FOR-ONE')).toBe(9);
    expect(letterCount('Youpi !')).toBe(5);
    expect(letterCount('Licorne Reine de Beauté')).toBe(20);
    expect(letterCount('Be\u0301be\u0301 Licorne')).toBe(11);
  });

  it('a tie on Unicorns and letters in French: everyone loses', () => {
    // LICORNE ARC-EN-CIEL = 7+3+2+4 = 16 and LICORNE MÈRE POULE = 7+4+5 = 16, one Unicorn each.
    const table: TableInput = {
      language: 'fr',
      players: [
        { name: 'Ana', stable: ['Licorne Arc-en-Ciel'] },
        { name: 'Ben', stable: ['Licorne Mère Poule'] },
        { name: 'Cy' },
      ],
      deck: 0,
    };
    expect(judge(table, ask)).toEqual({
      over: true,
      winners: [],
      everyoneLoses: true,
      unicorns: { Ana: 1, Ben: 1, Cy: 0 },
      letters: { Ana: 16, Ben: 16 },
    });
  });
});

describe('the outcome module', () => {
  it('says why the game is over', () => {
    const { table } = readTable(question(threeAt(['Rhinocorn'], [], [], { deck: 0 }), ask));
    const result = outcome(table);
    expect(result.reason).toBe('deck-out');
    expect(result.winners).toEqual([0]);
  });

  it('lets the app supply a French name the group taught it', () => {
    // Rhinocorn's French printed name is unknown; taught as "Rhinolicorne" (12 letters) it beats BÉBÉ LICORNE (11).
    const { table } = readTable({
      language: 'fr',
      players: [
        { name: 'Ana', stable: ['Rhinocorn'] },
        { name: 'Ben', stable: ['Bébé Licorne'] },
        { name: 'Cy' },
      ],
      deck: 0,
      ask,
    });
    expect(outcome(table).winners).toEqual([1]);
    expect(
      outcome(table, { learned: (card) => (card === 'rhinocorn' ? 'Rhinolicorne' : undefined) }).winners,
    ).toEqual([0]);
  });

  it('says when the English title stands in for an unknown French one, and the judge counts a taught one', () => {
    // Rhinocorn has no French title in the catalog: RHINOCORN (9 letters) stands in until one is taught.
    expect(countedTitle('rhinocorn', 'fr')).toEqual({ title: 'Rhinocorn', standsIn: true });
    expect(countedTitle('rhinocorn', 'fr', () => 'Rhinolicorne')).toEqual({
      title: 'Rhinolicorne',
      standsIn: false,
    });
    // A French title the catalog knows, and any English deck, stand in for nothing.
    expect(countedTitle('slowdown', 'fr').standsIn).toBe(false);
    expect(countedTitle('rhinocorn', 'en').standsIn).toBe(false);
    // Ana's Rhinocorn against Ben's Licorne Arc-en-Ciel (7 + 9 = 16): 9 letters lose, 26 taught ones win.
    const question = {
      language: 'fr',
      players: [
        { name: 'Ana', stable: ['Rhinocorn'], hand: 0 },
        { name: 'Ben', stable: ['Licorne Arc-en-Ciel'], hand: 0 },
        { name: 'Cy', stable: [], hand: 0 },
      ],
      deck: 0,
      ask,
    };
    expect(askJudge(question)).toMatchObject({ winners: ['Ben'], letters: { Ana: 9, Ben: 16 } });
    const learned = (card: string) => (card === 'rhinocorn' ? 'Rhinolicorne Cornue Furieuse' : undefined);
    expect(askJudge(question, { learned })).toMatchObject({
      winners: ['Ana'],
      letters: { Ana: 26, Ben: 16 },
    });
  });
});
