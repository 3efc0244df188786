// What the walker says it did ("say every step out loud"): each kind of result where the rules
// make it happen, written as setup -> play -> expect on `state.results` and on historyOf.
import { describe, expect, it } from 'vitest';
import { newLog, record } from '../../src/engine/game-log.ts';
import { historyOf } from '../../src/games/unstable-unicorns/game/index.ts';
import { walker } from '../../src/games/unstable-unicorns/game/rules.ts';
import type { GameEvent, GameSetup } from '../../src/games/unstable-unicorns/game/types.ts';
import { BASIC, scenario } from './scenario.ts';

const BLUE = 'basic-unicorn-blue';

describe('the Neigh pile', () => {
  it('a card stopped by a Neigh is reported stopped by that player and that Neigh', () => {
    const g = scenario({
      players: [{ hand: [BASIC] }, { hand: ['neigh'] }, { hand: ['neigh'] }],
      draws: 'ask',
    });
    g.play(BASIC, 0);
    expect(g.state.results).toEqual([{ kind: 'played', player: 0, card: BASIC }]);
    // The Neigh window names whose card it is about.
    expect(g.pending).toMatchObject({ kind: 'respond', player: null, about: { player: 0, card: BASIC } });
    g.choose({ player: 1, card: 'neigh' }, 'respond');
    expect(g.state.results).toEqual([{ kind: 'answered', player: 1, card: 'neigh', against: BASIC }]);
    expect(g.pending).toMatchObject({ kind: 'respond', about: { player: 1, card: 'neigh' } });
    g.choose({ pass: true }, 'respond');
    expect(g.state.results[0]).toEqual({
      kind: 'stopped',
      player: 0,
      card: BASIC,
      by: { player: 1, card: 'neigh' },
    });
    expect(g.stable(0)).toEqual([]);
    expect(g.state.results).toContainEqual({ kind: 'turn', player: 1, number: 2 });
  });

  it('a card that stands is reported resolved, then entered into its Stable', () => {
    const g = scenario({ players: [{ hand: [BASIC] }, { hand: ['neigh'] }, {}], draws: 'ask' });
    g.play(BASIC, 0);
    g.noResponse();
    // Nobody answered: the card resolves, and its Stable is asked (answered by play() with Ana's).
    expect(g.history.at(-2)!.results).toEqual([{ kind: 'resolved', player: 0, card: BASIC }]);
    expect(g.state.results[0]).toEqual({ kind: 'entered', player: 0, card: BASIC, into: 0 });
  });
});

describe('a Stable or a target the walker chose because it was the only legal one', () => {
  it('Queen Bee Unicorn: Ana’s Basic Unicorn can only enter Cleo’s Stable, and the walker says why', () => {
    const g = scenario({
      players: [{ hand: [BASIC] }, {}, { name: 'Cleo', stable: ['queen-bee-unicorn'] }],
      draws: 'ask',
    });
    // Nobody holds a card to answer with: one tap plays the card to the end.
    g.play(BASIC);
    expect(g.stable(2)).toEqual(['queen-bee-unicorn', BASIC]);
    expect(g.state.results.slice(0, 4)).toEqual([
      { kind: 'played', player: 0, card: BASIC },
      { kind: 'resolved', player: 0, card: BASIC },
      {
        kind: 'forced',
        decision: 'into',
        option: { player: 2 },
        source: BASIC,
        player: 0,
        because: 'queen-bee-unicorn',
      },
      { kind: 'entered', player: 0, card: BASIC, into: 2 },
    ]);
  });

  it('Unicorn Swap under Queen Bee: the Basic Unicorn can only be moved to the Queen Bee Stable', () => {
    const g = scenario({
      players: [
        { hand: ['unicorn-swap'], stable: [BASIC, 'rhinocorn'] },
        { stable: ['queen-bee-unicorn'] },
        { stable: ['stabby-the-unicorn'] },
      ],
      draws: 'ask',
    });
    g.play('unicorn-swap').noResponse();
    g.target(0, BASIC, 'move');
    expect(g.state.results).toContainEqual({
      kind: 'forced',
      decision: 'move-to',
      option: { player: 1 },
      source: 'unicorn-swap',
      player: 0,
      because: 'queen-bee-unicorn',
    });
    expect(g.state.results).toContainEqual({
      kind: 'moved',
      player: 0,
      card: BASIC,
      by: 'unicorn-swap',
      to: 1,
    });
    expect(g.state.results).toContainEqual({
      kind: 'stolen',
      player: 1,
      card: 'queen-bee-unicorn',
      by: 'unicorn-swap',
      to: 0,
    });
  });
});

describe('a target the walker chose because the others were refused', () => {
  it('Unicorn Poison: Ben’s Rhinocorn is shielded by his Rainbow Aura, so Cy’s Unicorn is the one, and Rainbow Aura is named', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'] }, { stable: ['rhinocorn', 'rainbow-aura'] }, { stable: [BLUE] }],
      draws: 'ask',
    });
    g.play('unicorn-poison').noResponse();
    expect(g.stable(2)).toEqual([]);
    expect(g.state.results).toContainEqual({
      kind: 'forced',
      decision: 'destroy',
      option: { player: 2, index: 0, card: BLUE },
      source: 'unicorn-poison',
      player: 0,
      because: 'rainbow-aura',
    });
  });

  it('Unicorn Poison with a single Unicorn on the table: the only choice, and no card is blamed', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'] }, { stable: ['rainbow-aura'] }, { stable: [BLUE] }],
      draws: 'ask',
    });
    g.play('unicorn-poison').noResponse();
    expect(g.state.results).toContainEqual(
      expect.objectContaining({ kind: 'forced', decision: 'destroy', because: 'only-one' }),
    );
  });
});

describe('an effect skipped as impossible', () => {
  it('Unicorn Swap: nothing to steal back from a Stable under Pandamonium (its Unicorns are Pandas)', () => {
    const g = scenario({
      players: [
        { hand: ['unicorn-swap'], stable: [BASIC] },
        { stable: ['pandamonium', BLUE] },
        { stable: ['basic-unicorn-green'] },
      ],
      draws: 'ask',
    });
    g.play('unicorn-swap').noResponse();
    g.choose({ player: 1 }, 'move-to');
    // Ana's Unicorn went to Ben's Stable, where it is a Panda too: no Unicorn there to steal.
    expect(g.stable(1)).toEqual(['pandamonium', BLUE, BASIC]);
    expect(g.stable(0)).toEqual([]);
    expect(g.state.results).toContainEqual({
      kind: 'skipped',
      card: 'unicorn-swap',
      player: 0,
      because: 'pandamonium',
    });
  });
});

describe('a beginning-of-turn effect skipped as impossible', () => {
  it('Sadistic Ritual with no Unicorn to sacrifice is skipped, and the Draw phase comes', () => {
    const g = scenario({
      players: [{ stable: ['sadistic-ritual'] }, { stable: [BASIC] }, {}],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    expect(g.state.results).toContainEqual({
      kind: 'skipped',
      card: 'sadistic-ritual',
      player: 0,
      because: 'nothing-to-target',
    });
    expect(g.pending).toMatchObject({ kind: 'draw', player: 0 });
  });
});

describe('draws and cards leaving', () => {
  it('the Draw phase, an effect and the Action phase draw each say where the draw came from', () => {
    const g = scenario({ players: [{ hand: ['good-deal'] }, { unknown: 2 }, {}], draws: 'ask' });
    g.play('good-deal').noResponse();
    expect(g.state.results.slice(0, 2)).toEqual([
      { kind: 'resolved', player: 0, card: 'good-deal' },
      { kind: 'drew', player: 0, count: 3, source: 'good-deal' },
    ]);
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.state.results[0]).toEqual({ kind: 'discarded', player: 0, card: 'neigh', by: 'good-deal' });
    expect(g.pending).toMatchObject({ kind: 'draw', player: 1 });
    g.choose({ draw: true }, 'draw');
    expect(g.state.results).toEqual([{ kind: 'drew', player: 1, count: 1, source: 'draw-phase' }]);
    g.choose({ draw: true }, 'action');
    expect(g.state.results[0]).toEqual({ kind: 'drew', player: 1, count: 1, source: 'action' });
  });

  it('Two-For-One: the sacrifice and the destructions each name the card that made them', () => {
    const g = scenario({
      players: [{ hand: ['two-for-one'], stable: ['slowdown'] }, { stable: [BASIC, 'yay'] }, {}],
      draws: 'ask',
    });
    g.play('two-for-one').noResponse();
    g.target(1, BASIC, 'destroy');
    const said = g.history.slice(-2).flatMap((state) => state.results);
    expect(said).toContainEqual({ kind: 'sacrificed', player: 0, card: 'slowdown', by: 'two-for-one' });
    expect(said).toContainEqual({ kind: 'destroyed', player: 1, card: BASIC, by: 'two-for-one' });
    expect(said).toContainEqual({ kind: 'destroyed', player: 1, card: 'yay', by: 'two-for-one' });
  });

  it('Back Kick returns a card to its owner’s hand, then that player discards', () => {
    const g = scenario({
      players: [{ hand: ['back-kick'] }, { stable: ['yay'], hand: ['neigh'] }, { stable: [BASIC] }],
      draws: 'ask',
    });
    g.play('back-kick');
    g.choose({ pass: true }, 'respond');
    g.target(1, 'yay', 'return');
    expect(g.state.results).toContainEqual({ kind: 'returned', player: 1, card: 'yay', by: 'back-kick' });
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.state.results[0]).toEqual({ kind: 'discarded', player: 1, card: 'neigh', by: 'back-kick' });
  });

  it('Rainbow Unicorn brings a Basic Unicorn from the hand', () => {
    const g = scenario({ players: [{ hand: ['rainbow-unicorn', BASIC] }, {}, {}], draws: 'ask' });
    g.play('rainbow-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.state.results).toContainEqual({
      kind: 'brought',
      player: 0,
      card: BASIC,
      by: 'rainbow-unicorn',
    });
  });

  it('the hand limit discard names no card as its cause: it is a rule', () => {
    const g = scenario({ players: [{ unknown: 8 }, {}, {}], turn: { phase: 'end' }, draws: 'ask' });
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.state.results[0]).toEqual({ kind: 'discarded', player: 0, card: 'neigh' });
  });
});

describe('History (historyOf)', () => {
  it('gives every event of a game with its results and who made it, down to the winner', () => {
    const setup: GameSetup = {
      players: ['Ana', 'Ben', 'Cy'],
      position: {
        language: 'en',
        players: [
          {
            name: 'Ana',
            stable: [
              'baby-unicorn-red',
              'basic-unicorn-red',
              'basic-unicorn-orange',
              'basic-unicorn-yellow',
              'basic-unicorn-green',
              'basic-unicorn-indigo',
            ],
            hand: { count: 1, known: [BLUE] },
          },
          { name: 'Ben', stable: ['baby-unicorn-pink'], hand: { count: 1, known: ['neigh'] } },
          { name: 'Cy', stable: ['baby-narwhal'], hand: { count: 0, known: [] } },
        ],
        nursery: [],
        deck: 20,
        discard: [],
        turn: { player: 0, phase: 'draw' },
        twoPlayerVariant: false,
      },
    };
    let log = newLog<GameSetup, GameEvent>(setup);
    let state = walker.init(setup);
    for (const event of [
      { type: 'choose', option: { draw: true } },
      { type: 'correct', correction: { kind: 'deck', delta: -1 } },
      { type: 'choose', option: { play: BLUE } },
      { type: 'choose', option: { pass: true } },
      { type: 'choose', option: { player: 0 } },
    ] as GameEvent[]) {
      ({ log, state } = record(walker, log, state, event));
    }
    expect(state.pending).toBeNull();
    const history = historyOf(log);
    expect(history.map((entry) => entry.player)).toEqual([0, undefined, 0, undefined, 0]);
    expect(history[0]!.results).toEqual([{ kind: 'drew', player: 0, count: 1, source: 'draw-phase' }]);
    expect(history[1]!.results).toEqual([{ kind: 'corrected', correction: { kind: 'deck', delta: -1 } }]);
    expect(history[4]!.results).toEqual([
      { kind: 'entered', player: 0, card: BLUE, into: 0 },
      { kind: 'won', winners: [0], reason: 'unicorns' },
    ]);
    expect(history.map((entry) => entry.event)).toEqual(log.events);
  });
});
