// Corrections at every kind of moment (the physical table outranks the phone), written as
// setup -> play -> expect: the walker carries on from the corrected table, or refuses and changes nothing.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/game-log.ts';
import { correct, redoLast, startGame, undoLast } from '../../src/games/unstable-unicorns/game/index.ts';
import type { Correction } from '../../src/games/unstable-unicorns/game/types.ts';
import { BASIC, scenario } from './scenario.ts';

const BLUE = 'basic-unicorn-blue';
const GREEN = 'basic-unicorn-green';
const YELLOW = 'basic-unicorn-yellow';
const ORANGE = 'basic-unicorn-orange';
const INDIGO = 'basic-unicorn-indigo';
const PURPLE = 'basic-unicorn-purple';

/** The refusal a correction gets, or undefined when it is accepted. */
function refusal(run: () => unknown): RuleError | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error;
    throw error;
  }
  return undefined;
}

describe('the two moments of the issue', () => {
  it('Ana drew 2 cards instead of 1: one correction, and the hand limit later asks for 2 discards', () => {
    const g = scenario({ players: [{ unknown: 6 }, {}, {}], turn: { phase: 'draw' }, draws: 'ask' });
    expect(g.pending).toMatchObject({ kind: 'draw', player: 0, options: [{ draw: true }] });
    g.choose({ draw: true }, 'draw');
    expect(g.hand(0).count).toBe(7);
    const deck = g.table.deck;
    g.correct({ kind: 'drew', player: 0 });
    expect(g.hand(0).count).toBe(8);
    expect(g.table.deck).toBe(deck - 1);
    expect(g.state.results).toEqual([
      { kind: 'corrected', correction: { kind: 'drew', player: 0 } },
      { kind: 'drew', player: 0, count: 1, source: 'correction' },
    ]);
    // The Action phase goes on as it was; a draw as the action makes 9 cards: 2 over the limit.
    expect(g.pending.kind).toBe('action');
    g.choose({ draw: true }, 'action');
    expect(g.pending).toMatchObject({ kind: 'discard', player: 0, remaining: 2 });
  });

  it('the hand limit asked for 1 discard is worked out again when a correction makes the hand 9', () => {
    const g = scenario({ players: [{ unknown: 8 }, {}, {}], turn: { phase: 'end' } });
    expect(g.pending).toMatchObject({ kind: 'discard', player: 0, remaining: 1 });
    g.correct({ kind: 'drew', player: 0 });
    expect(g.pending).toMatchObject({ kind: 'discard', player: 0, remaining: 2 });
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.pending).toMatchObject({ kind: 'discard', player: 0, remaining: 1 });
    g.choose({ card: 'neigh' }, 'discard');
    // Seven cards: Ben's turn begins.
    expect(g.table.turn).toMatchObject({ player: 1, phase: 'action' });
    expect(g.hand(0).count).toBe(7);
  });

  it('Cleo discarded 2 cards at the hand limit when asked for 1: the phone follows', () => {
    const g = scenario({
      players: [{}, {}, { name: 'Cleo', hand: ['neigh', 'yay'], unknown: 6 }],
      turn: { player: 2, phase: 'end' },
      draws: 'ask',
    });
    expect(g.pending).toMatchObject({ kind: 'discard', player: 2, remaining: 1 });
    // She discarded Yay and a Neigh: the first correction meets the hand limit, so the question
    // goes away and the turn passes; the second is made at Ana's Draw phase.
    g.correct({ kind: 'discarded', player: 2, card: 'yay' });
    expect(g.state.results).toContainEqual({ kind: 'discarded', player: 2, card: 'yay' });
    expect(g.state.results).toContainEqual({ kind: 'turn', player: 0, number: 2 });
    expect(g.pending).toMatchObject({ kind: 'draw', player: 0 });
    g.correct({ kind: 'discarded', player: 2, card: 'neigh' });
    expect(g.hand(2)).toEqual({ count: 6, known: [] });
    expect(g.table.discard).toEqual(['yay', 'neigh']);
    expect(g.pending).toMatchObject({ kind: 'draw', player: 0 });
  });
});

describe('corrections mid-chain', () => {
  it('a target taken away by hand while it is being chosen leaves the other one, taken as the only option', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'] }, { stable: [BLUE] }, { stable: [GREEN] }],
      draws: 'ask',
    });
    g.play('unicorn-poison').noResponse();
    expect(g.pending).toMatchObject({ kind: 'destroy', source: 'unicorn-poison' });
    expect(g.options()).toHaveLength(2);
    // Cy's Unicorn went back to his hand at the real table before Ana chose.
    g.correct({ kind: 'move', card: GREEN, from: { stable: 2 }, to: { hand: 2 } });
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toEqual([BLUE, 'unicorn-poison']);
    expect(g.hand(2)).toEqual({ count: 1, known: [GREEN] });
    expect(g.state.results).toContainEqual({
      kind: 'forced',
      decision: 'destroy',
      option: { player: 1, index: 0, card: BLUE },
      source: 'unicorn-poison',
      player: 0,
      because: 'correction',
    });
    expect(g.state.results).toContainEqual({
      kind: 'destroyed',
      player: 1,
      card: BLUE,
      by: 'unicorn-poison',
    });
  });

  it('an effect left with nothing to choose after a correction is skipped and says so', () => {
    const g = scenario({ players: [{ hand: ['good-deal'] }, {}, {}], draws: 'ask' });
    g.play('good-deal').noResponse();
    // Good Deal drew 3: Ana is asked to discard 1. At the real table her three cards were set
    // aside (the phone is told: 3 cards fewer in her hand): nothing is left to discard.
    expect(g.pending).toMatchObject({ kind: 'discard', player: 0, source: 'good-deal' });
    g.correct({ kind: 'hand', player: 0, delta: -3 });
    expect(g.state.results).toContainEqual({
      kind: 'skipped',
      card: 'good-deal',
      player: 0,
      because: 'correction',
    });
    expect(g.hand(0).count).toBe(0);
    expect(g.table.discard).toEqual(['good-deal']);
    expect(g.pending).toMatchObject({ kind: 'draw', player: 1 });
  });

  it('a Unicorn put in a Stable by hand offers its enter effect, as an option', () => {
    const g = scenario({ players: [{ hand: ['greedy-flying-unicorn'] }, {}, {}] });
    expect(g.pending.kind).toBe('action');
    g.correct({ kind: 'move', card: 'greedy-flying-unicorn', from: { hand: 0 }, to: { stable: 0 } });
    expect(g.pending).toMatchObject({ kind: 'use', player: 0, source: 'greedy-flying-unicorn' });
    g.choose({ use: true }, 'use');
    expect(g.hand(0).count).toBe(1);
    expect(g.state.results).toEqual([{ kind: 'drew', player: 0, count: 1, source: 'greedy-flying-unicorn' }]);
    // The Action phase is asked again: the correction did not use Ana's action.
    expect(g.pending).toMatchObject({ kind: 'action', player: 0 });
  });
});

describe('corrections during a beginning-of-turn trigger', () => {
  it('Rhinocorn taken out of the Stable while its use is offered: the offer goes, the Draw phase comes', () => {
    const g = scenario({
      players: [{ stable: ['rhinocorn'] }, { stable: [BLUE] }, {}],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    expect(g.pending).toMatchObject({ kind: 'beginning-of-turn', player: 0 });
    g.correct({ kind: 'move', card: 'rhinocorn', from: { stable: 0 }, to: { hand: 0 } });
    expect(g.pending).toMatchObject({ kind: 'draw', player: 0 });
    expect(g.stable(1)).toEqual([BLUE]);
  });

  it('a destroy of the Beginning of Turn worked out again after a correction, then the turn ends as Rhinocorn says', () => {
    const g = scenario({
      players: [{ stable: ['rhinocorn'] }, { stable: [BLUE, GREEN] }, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0, card: 'rhinocorn' }, 'beginning-of-turn');
    expect(g.pending).toMatchObject({ kind: 'destroy', source: 'rhinocorn' });
    g.correct({ kind: 'move', card: GREEN, from: { stable: 1 }, to: { discard: true } });
    // Only Ben's Blue Unicorn is left: destroyed, and Rhinocorn ends Ana's turn.
    expect(g.stable(1)).toEqual([]);
    expect(g.table.turn.player).toBe(1);
  });

  it('setting the phase back to Beginning of Turn offers that turn’s effects', () => {
    const g = scenario({ players: [{ stable: ['rhinocorn'] }, { stable: [BLUE] }, {}] });
    expect(g.pending.kind).toBe('action');
    g.correct({ kind: 'turn', player: 0, phase: 'beginning' });
    expect(g.pending).toMatchObject({
      kind: 'beginning-of-turn',
      player: 0,
      options: [{ pass: true }, { trigger: 0, card: 'rhinocorn' }],
    });
  });

  it('setting the turn to another player starts that player’s turn', () => {
    const g = scenario({ players: [{ unknown: 2 }, {}, {}], draws: 'ask' });
    expect(g.pending).toMatchObject({ kind: 'action', player: 0 });
    g.correct({ kind: 'turn', player: 2, phase: 'draw' });
    expect(g.pending).toMatchObject({ kind: 'draw', player: 2 });
    expect(g.table.turn).toMatchObject({ player: 2, phase: 'draw', number: 2 });
    expect(g.state.results).toContainEqual({ kind: 'turn', player: 2, number: 2 });
  });
});

describe('a win created by a correction', () => {
  it('is declared only once the chain in progress has finished', () => {
    const six = [BASIC, BLUE, GREEN, YELLOW, ORANGE, INDIGO];
    const g = scenario({
      players: [
        { hand: ['unicorn-poison'], stable: six },
        { stable: ['stabby-the-unicorn', 'rhinocorn'] },
        {},
      ],
      discard: [PURPLE],
    });
    g.play('unicorn-poison').noResponse();
    expect(g.pending.kind).toBe('destroy');
    // Ana's seventh Unicorn was put in her Stable at the real table, mid-effect.
    g.correct({ kind: 'move', card: PURPLE, from: { discard: true }, to: { stable: 0 } });
    expect(g.stable(0)).toHaveLength(7);
    expect(g.table.outcome).toBeNull();
    expect(g.pending.kind).toBe('destroy');
    g.target(1, 'rhinocorn', 'destroy');
    expect(g.state.pending).toBeNull();
    expect(g.table.outcome).toMatchObject({ over: true, reason: 'unicorns', winners: [0] });
    expect(g.state.results.at(-1)).toEqual({ kind: 'won', winners: [0], reason: 'unicorns' });
  });

  it('is declared at once when nothing is running (the Action phase)', () => {
    const six = [BASIC, BLUE, GREEN, YELLOW, ORANGE, INDIGO];
    const g = scenario({ players: [{ stable: six, unknown: 2 }, {}, {}], discard: [PURPLE] });
    expect(g.pending.kind).toBe('action');
    g.correct({ kind: 'move', card: PURPLE, from: { discard: true }, to: { stable: 0 } });
    expect(g.state.pending).toBeNull();
    expect(g.table.outcome).toMatchObject({ over: true, winners: [0] });
    // Nothing more is accepted, corrections included.
    const refused = refusal(() => g.correct({ kind: 'deck', delta: -1 }));
    expect(refused?.because).toBe('correction');
  });
});

describe('an impossible correction', () => {
  // A fresh 3-player game: every black-backed card is dealt or in the deck, none set aside.
  // Ben's Queen Bee Unicorn (the game holds one) was put in his Stable by a first correction.
  const fresh = () =>
    correct(
      startGame({
        players: ['Ana', 'Ben', 'Cy'],
        babies: ['baby-unicorn-red', 'baby-unicorn-pink', 'baby-narwhal'],
      }),
      { kind: 'move', card: 'queen-bee-unicorn', from: { deck: true }, to: { stable: 1 } },
    );
  const cases: Array<[string, Correction, RegExp, RegExp]> = [
    [
      'a hand below 0',
      { kind: 'hand', player: 1, delta: -6 },
      /Ben's hand would hold -1 cards/,
      /La main de Ben aurait -1 cartes/,
    ],
    [
      'a Baby Unicorn in a hand',
      { kind: 'move', card: 'baby-unicorn-red', from: { stable: 0 }, to: { hand: 0 } },
      /Baby Unicorn is only ever in a Stable or in the Nursery/,
      /Un Bébé Licorne n’est jamais ailleurs que dans une Écurie ou dans la Nurserie/,
    ],
    [
      'a Baby Unicorn on the discard pile',
      { kind: 'move', card: 'baby-unicorn-pink', from: { stable: 1 }, to: { discard: true } },
      /Baby Unicorn is only ever in a Stable or in the Nursery/,
      /Un Bébé Licorne n’est jamais ailleurs que dans une Écurie ou dans la Nurserie/,
    ],
    [
      'more copies than the box',
      { kind: 'move', card: 'queen-bee-unicorn', from: { hand: 2 }, to: { stable: 2 } },
      /Queen Bee Unicorn: the game holds one copy, all already seen elsewhere/,
      /Licorne Reine de Beauté : le jeu en compte un exemplaire, déjà vu ailleurs/,
    ],
    [
      'a card that is not where it is said to be',
      { kind: 'move', card: 'queen-bee-unicorn', from: { stable: 2 }, to: { discard: true } },
      /Queen Bee Unicorn is not in Cy's Stable/,
      /Licorne Reine de Beauté n’est pas dans l’Écurie de Cy/,
    ],
    [
      'a draw from too small a deck',
      { kind: 'drew', player: 0, count: 200 },
      /cannot draw 200/,
      /ne peut pas en piocher 200/,
    ],
    [
      'a card from nowhere',
      { kind: 'hand', player: 0, delta: 1 },
      /Every card of the game is already on the table/,
      /Toutes les cartes du jeu sont déjà sur la table/,
    ],
    ['no such player', { kind: 'drew', player: 5 }, /no player 6/, /pas de joueur 6/],
    [
      'a card of no game',
      { kind: 'discarded', player: 0, card: 'unicorn-x' },
      /not understood/,
      /n’est pas comprise/,
    ],
  ];
  for (const [what, correction, message, french] of cases) {
    it(`is refused with a sentence in English and French, nothing changed: ${what}`, () => {
      const game = fresh();
      const before = JSON.stringify(game);
      const error = refusal(() => correct(game, correction));
      expect(error).toBeInstanceOf(RuleError);
      expect(error!.because).toBe('correction');
      expect(error!.message).toMatch(message);
      expect(error!.sentences?.en).toBe(error!.message);
      expect(error!.sentences?.fr).toMatch(french);
      expect(JSON.stringify(game)).toBe(before);
      // The game goes on from the same place.
      expect(game.state.pending).toMatchObject({ kind: 'draw', player: 0 });
    });
  }
});

describe('undo and redo of a correction', () => {
  it('takes the correction back and puts it back, with the same table and the same question', () => {
    let game = startGame({
      players: ['Ana', 'Ben', 'Cy'],
      babies: ['baby-unicorn-red', 'baby-unicorn-pink', 'baby-narwhal'],
    });
    expect(game.state.pending?.kind).toBe('draw');
    const before = game.state;
    game = correct(game, { kind: 'drew', player: 0, count: 2 });
    expect(game.state.table.players[0]!.hand.count).toBe(7);
    expect(game.log.events).toEqual([{ type: 'correct', correction: { kind: 'drew', player: 0, count: 2 } }]);
    const undone = undoLast(game);
    expect(undone.state.table).toEqual(before.table);
    expect(undone.state.pending).toEqual(before.pending);
    const redone = redoLast(undone);
    expect(redone.state.table).toEqual(game.state.table);
    expect(redone.state.results).toEqual(game.state.results);
  });
});

describe('the simulator with corrections', () => {
  it('mixes corrections true of the real table into random games, every check holding', async () => {
    const { simulate } = await import('../../src/games/unstable-unicorns/simulate.ts');
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      expect(await simulate({ games: 4, seed: 23, corrections: true })).toBe(0);
    } finally {
      console.log = log;
    }
    const summary = JSON.parse(lines[lines.length - 1]!);
    expect(summary).toMatchObject({ games: 4, violations: 0, stuck: 0 });
    expect(summary.corrections).toBeGreaterThan(0);
  });
});
