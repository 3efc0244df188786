// Scenario tests for correcting The Lion & The Unicorn's table: what a real table gets wrong (a card
// too many, a card moved by hand, the wrong side up, whose turn, rounds won), at different moments.
import { describe, expect, it } from 'vitest';
import { RuleError, record, redo, replay, undo, newLog } from '../../src/engine/game-log.ts';
import { animalOf, type Animal } from '../../src/games/lion-and-unicorn/cards.ts';
import {
  lionRules,
  loadLionGame,
  type LionCorrection,
  type LionEvent,
  type LionSetup,
  type LionState,
} from '../../src/games/lion-and-unicorn/game.ts';
import { cardOf, layTable } from '../../src/games/lion-and-unicorn/position.ts';
import { describeEvent } from '../../src/games/lion-and-unicorn/text.ts';
import { refusalIn } from '../../src/games/lion-and-unicorn/refusals.ts';
import { viewFor } from '../../src/games/lion-and-unicorn/view.ts';

const { init, apply, pending } = lionRules;

const fix = (state: LionState, correction: LionCorrection): LionState =>
  apply(state, { type: 'correct', correction });
const play = (state: LionState, ...events: LionEvent[]): LionState => events.reduce(apply, state);
const row = (state: LionState, seat: number): string[] =>
  state.seats[seat]!.cards.map((c) => `${animalOf[c.id]}${c.faceUp ? '' : ' (down)'}`);
const count = (ids: string[], animal: Animal): number => ids.filter((id) => animalOf[id] === animal).length;

/** Expects the correction to be refused with a sentence matching `why`, and the table untouched. */
function expectRefused(state: LionState, correction: LionCorrection, why: RegExp): void {
  const before = JSON.stringify(state);
  let error: unknown;
  try {
    fix(state, correction);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RuleError);
  expect((error as RuleError).because).toBe('correction');
  expect((error as RuleError).message).toMatch(why);
  expect(JSON.stringify(state)).toBe(before);
}

const twoPlayers = () =>
  layTable({
    players: [
      { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Fox' }] },
      { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
    ],
    turn: 1,
  });

describe('a card too many or too few', () => {
  it('Ana drew one more card nobody saw: her row gains a face-down card, the deck loses one, Ben still acts', () => {
    const state = twoPlayers();
    const after = fix(state, { kind: 'drew', player: 0 });
    expect(after.seats[0]!.cards).toHaveLength(3);
    expect(after.seats[0]!.cards[2]).toMatchObject({ faceUp: false, starting: false });
    expect(after.deck).toHaveLength(state.deck.length - 1);
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
    expect(describeEvent(state, { type: 'correct', correction: { kind: 'drew', player: 0 } }, 'en')).toBe(
      'Correction: Ana drew 1 more card',
    );
  });

  it('a drawn card the others named goes face-down, and neither the table view nor the history names it', () => {
    const state = twoPlayers();
    const correction: LionCorrection = { kind: 'drew', player: 0, animal: 'Lion' };
    const after = fix(state, correction);
    expect(row(after, 0)).toEqual(['Mole (down)', 'Fox (down)', 'Lion (down)']);
    expect(count(after.deck, 'Lion')).toBe(0);
    const shared = JSON.stringify(viewFor(after, null));
    const hers = JSON.stringify(viewFor(after, 0));
    expect(shared).not.toContain('Lion');
    expect(hers).not.toContain('Lion');
    for (const language of ['en', 'fr'] as const)
      expect(describeEvent(state, { type: 'correct', correction }, language)).not.toMatch(/Lion/);
  });

  it('an unseen draw the phone guessed wrong is put right when it shows: back to the deck, the right animal out', () => {
    const state = twoPlayers();
    const drew = fix(state, { kind: 'drew', player: 1 });
    const guessed = drew.seats[1]!.cards[1]!.id;
    // Ben's turn: he flips it; the phone shows its guess, the table sees a Goat.
    const shown = play(drew, { type: 'flip', player: 1, card: guessed });
    expect(shown.seats[1]!.cards[1]!.faceUp).toBe(true);
    const back = fix(shown, { kind: 'move', card: guessed, to: 'deck' });
    const right = fix(back, { kind: 'take', from: 'deck', animal: 'Goat', to: 1, up: true });
    expect(row(right, 1)).toEqual(['Rat (down)', 'Goat']);
    // One card left the deck in all: the Goat Ben really drew.
    expect(right.deck).toHaveLength(state.deck.length - 1);
    expect(count(right.deck, 'Goat')).toBe(count(state.deck, 'Goat') - 1);
  });

  it('a card put back into the deck from a row is told without its animal; one discarded is named', () => {
    const state = twoPlayers();
    const fox = cardOf(state, 0, 'Fox');
    const toDeck: LionCorrection = { kind: 'move', card: fox, to: 'deck' };
    const back = fix(state, toDeck);
    expect(row(back, 0)).toEqual(['Mole (down)']);
    expect(back.deck).toContain(fox);
    expect(describeEvent(state, { type: 'correct', correction: toDeck }, 'en')).toBe(
      "Correction: a face-down card goes from Ana's row to the deck",
    );
    const toDiscard: LionCorrection = { kind: 'move', card: fox, to: 'discard' };
    expect(fix(state, toDiscard).discard).toEqual([fox]);
    expect(describeEvent(state, { type: 'correct', correction: toDiscard }, 'fr')).toBe(
      'Correction : une carte passe de la rangée d’Ana à la défausse : Renard',
    );
  });

  it('a card taken off the discard pile by its animal goes face-up where the table put it', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
      discard: ['Goat', 'Crow'],
    });
    const after = fix(state, { kind: 'take', from: 'discard', animal: 'Goat', to: 1, up: true });
    expect(row(after, 1)).toEqual(['Rat (down)', 'Goat']);
    expect(after.discard.map((id) => animalOf[id])).toEqual(['Crow']);
  });
});

describe('corrections in the middle of an action', () => {
  it('the Goat was already handed over by hand: its decision is dropped and the turn passes', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Goat' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const goat = cardOf(state, 0, 'Goat');
    const revealed = play(state, { type: 'flip', player: 0, card: goat });
    expect(pending(revealed)).toMatchObject({ kind: 'goat', player: 0 });
    const after = fix(revealed, { kind: 'move', card: goat, to: 1, up: true });
    expect(row(after, 1)).toEqual(['Rat (down)', 'Goat']);
    expect(after.news).toContainEqual({ kind: 'action-dropped', player: 0, card: goat });
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it("the Swift's only face-up card went back to the deck: nothing is left to hand over, play goes on", () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Swift' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const swift = cardOf(state, 0, 'Swift');
    const revealed = play(state, { type: 'flip', player: 0, card: swift });
    expect(pending(revealed)).toMatchObject({ kind: 'swift' });
    const after = fix(revealed, { kind: 'move', card: swift, to: 'deck' });
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it('an Adder still finds a face-up card after another one is turned down: its decision waits on', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [{ animal: 'Mole', starting: true }, { animal: 'Goat', up: true }, { animal: 'Adder' }],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const revealed = play(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Adder') });
    const after = fix(revealed, { kind: 'face', card: cardOf(state, 0, 'Goat'), up: false });
    expect(pending(after)).toMatchObject({ kind: 'adder', player: 0 });
    expect(pending(after)!.options).toEqual([{ type: 'adder', player: 0, card: cardOf(state, 0, 'Adder') }]);
  });

  it("during a Fox's extra action, setting Ben's turn hands him the action", () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Fox' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const fox = play(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Fox') });
    expect(fox.step).toMatchObject({ kind: 'action', player: 0, reason: 'fox' });
    const after = fix(fox, { kind: 'turn', player: 1 });
    expect(after.step).toEqual({ kind: 'action', player: 1, reason: 'turn' });
    expect(after.turn).toBe(1);
    // Ben's action then passes play on to Ana, as after any turn of his.
    const crow = play(after, { type: 'draw', player: 1 }, { type: 'drawn', player: 1, animal: 'Crow' });
    expect(pending(crow)).toMatchObject({ kind: 'action', player: 0 });
  });

  it('after a steal, the card taken goes back by hand: the victim still turns one of their cards', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }, { animal: 'Goat' }] },
      ],
    });
    const goat = cardOf(state, 1, 'Goat');
    const stolen = play(state, { type: 'steal', player: 0, card: goat });
    expect(pending(stolen)).toMatchObject({ kind: 'steal-flip', player: 1 });
    const after = fix(stolen, { kind: 'move', card: goat, to: 1 });
    expect(row(after, 1)).toEqual(['Rat (down)', 'Goat (down)']);
    expect(pending(after)).toMatchObject({ kind: 'steal-flip', player: 1 });
    expect(pending(after)!.options).toHaveLength(2);
  });

  it("while a Mole's owner looks, one more face-down card is counted in: they look at it too", () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Mole' }, { animal: 'Fox' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const looking = play(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Mole', 1) });
    expect(pending(looking)!.cards).toHaveLength(2);
    const after = fix(looking, { kind: 'drew', player: 0, animal: 'Swift' });
    expect(pending(after)).toMatchObject({ kind: 'mole', player: 0 });
    expect(viewFor(after, 0).decision!.look!.map((l) => l.animal)).toEqual(['Mole', 'Fox', 'Swift']);
    // Nobody else learns it.
    expect(JSON.stringify(viewFor(after, 1))).not.toContain('Swift');
  });

  it('while the others name a drawn card, emptying the deck and the discard pile cancels the draw', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
      deck: ['Crow'],
      discard: [],
      rest: 'setAside',
    });
    const drawing = apply(state, { type: 'draw', player: 0 });
    const after = fix(drawing, { kind: 'take', from: 'deck', animal: 'Crow', to: 1 });
    expect(after.news).toContainEqual({ kind: 'draw-cancelled', player: 0 });
    expect(pending(after)).toMatchObject({ kind: 'action', player: 0 });
    expect(row(after, 1)).toEqual(['Rat (down)', 'Crow (down)']);
  });
});

describe('a win the correction makes', () => {
  it('a third Fox that lies face-up at the table wins the round at once, without its action', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Mole', starting: true },
            { animal: 'Fox', up: true },
            { animal: 'Fox', up: true },
            { animal: 'Fox' },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
      turn: 1,
    });
    const after = fix(state, { kind: 'face', card: cardOf(state, 0, 'Fox', 2), up: true });
    expect(after.roundWinner).toBe(0);
    expect(after.seats[0]!.roundsWon).toBe(1);
    expect(after.news).toContainEqual(expect.objectContaining({ kind: 'round-won', player: 0 }));
    expect(pending(after)).toMatchObject({ kind: 'next-round', player: 0 });
  });

  it('a Crow turned face-up by correction holds the set back', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Mole', starting: true },
            { animal: 'Fox', up: true },
            { animal: 'Fox', up: true },
            { animal: 'Crow' },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const crowUp = fix(state, { kind: 'face', card: cardOf(state, 0, 'Crow'), up: true });
    const third = fix(crowUp, { kind: 'take', from: 'deck', animal: 'Fox', to: 0, up: true });
    expect(third.roundWinner).toBeNull();
    // The Crow goes back into the deck by hand: now the three Foxes win.
    const won = fix(third, { kind: 'move', card: cardOf(state, 0, 'Crow'), to: 'deck' });
    expect(won.roundWinner).toBe(0);
  });
});

describe("a player's own starting card, put right in secret", () => {
  it('swaps it with an unseen card of that animal from the deck, and History does not name it', () => {
    const state = twoPlayers();
    const correction: LionCorrection = { kind: 'starting', player: 0, animal: 'Adder' };
    const after = fix(state, correction);
    expect(row(after, 0)).toEqual(['Adder (down)', 'Fox (down)']);
    expect(after.seats[0]!.cards[0]!.starting).toBe(true);
    // The Mole the phone believed in is back in the deck, and one Adder fewer is there.
    expect(count(after.deck, 'Mole')).toBe(count(state.deck, 'Mole') + 1);
    expect(count(after.deck, 'Adder')).toBe(count(state.deck, 'Adder') - 1);
    expect(viewFor(after, 0).seats[0]!.cards[0]!.animal).toBe('Adder');
    expect(JSON.stringify(viewFor(after, 1))).not.toContain('Adder');
    for (const language of ['en', 'fr'] as const)
      expect(describeEvent(state, { type: 'correct', correction }, language)).not.toMatch(/Adder|Vipère/);
  });

  it('takes a face-down card of that animal from a row when the deck has none left', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }] },
        {
          name: 'Ben',
          cards: [{ animal: 'Rat', starting: true }, { animal: 'Fox' }, { animal: 'Fox', up: true }],
        },
      ],
      discard: ['Fox', 'Fox'],
      deck: ['Crow'],
    });
    const after = fix(state, { kind: 'starting', player: 0, animal: 'Fox' });
    expect(row(after, 0)).toEqual(['Fox (down)']);
    expect(row(after, 1)).toEqual(['Rat (down)', 'Mole (down)', 'Fox']);
  });

  it('refuses an animal never dealt as a starting card, and one already believed', () => {
    const state = twoPlayers();
    expectRefused(state, { kind: 'starting', player: 0, animal: 'Crow' }, /never a starting card/);
    expectRefused(state, { kind: 'starting', player: 0, animal: 'Mole' }, /already has Mole/);
  });
});

describe('rounds won and the crown', () => {
  it('sets rounds won and the crown holder, who plays first next round', () => {
    const state = twoPlayers();
    const after = fix(fix(state, { kind: 'rounds', player: 1, won: 1 }), { kind: 'crown', player: 1 });
    expect(after.seats[1]!.roundsWon).toBe(1);
    expect(after.crown).toBe(1);
    expect(pending(after)).toEqual(pending(state));
    expect(describeEvent(after, { type: 'correct', correction: { kind: 'crown', player: 0 } }, 'fr')).toBe(
      'Correction : Ana porte la couronne',
    );
  });
});

describe('impossible tables are refused, naming what is wrong, and nothing changes', () => {
  const state = twoPlayers();
  it.each<[string, LionCorrection, RegExp]>([
    [
      'a starting card leaving its row',
      { kind: 'move', card: cardOf(state, 0, 'Mole'), to: 1 },
      /starting card never leaves/,
    ],
    [
      'a card of the deck pointed at',
      { kind: 'move', card: state.deck[0]!, to: 1 },
      /name a card of a pile by its animal/,
    ],
    [
      'a card moved where it already lies',
      { kind: 'move', card: cardOf(state, 0, 'Fox'), to: 0 },
      /already lies in front of Ana/,
    ],
    ['a seat that does not exist', { kind: 'drew', player: 4 }, /no seat 4/],
    [
      'an animal the pile does not hold',
      { kind: 'take', from: 'discard', animal: 'Lion', to: 1 },
      /no Lion is on the discard pile/,
    ],
    [
      'a side the card already shows',
      { kind: 'face', card: cardOf(state, 0, 'Fox'), up: false },
      /already lies face-down/,
    ],
    ['a second round won by hand', { kind: 'rounds', player: 0, won: 2 }, /won/],
    ['the turn of whoever already plays', { kind: 'turn', player: 1 }, /already Ben's turn/],
    [
      'a side for a card put on a pile',
      { kind: 'move', card: cardOf(state, 0, 'Fox'), to: 'discard', up: true },
      /no side/,
    ],
  ])('%s', (_, correction, why) => expectRefused(state, correction, why));

  it('says the refusal in French too, with the pile, the animal and the side in French', () => {
    const state = twoPlayers();
    const said = (correction: LionCorrection): string => {
      try {
        fix(state, correction);
      } catch (error) {
        return refusalIn(error as RuleError, 'fr');
      }
      throw new Error('not refused');
    };
    expect(said({ kind: 'face', card: cardOf(state, 0, 'Fox'), up: false })).toBe(
      'cette carte d’Ana est déjà face cachée',
    );
    expect(said({ kind: 'take', from: 'discard', animal: 'Lion', to: 1 })).toBe(
      'aucune carte Lion sur la défausse',
    );
    expect(said({ kind: 'turn', player: 1 })).toBe('c’est déjà au tour de Ben');
  });

  it('a Lion drawn by hand when the deck holds none', () => {
    const noLion = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Lion' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    expectRefused(noLion, { kind: 'drew', player: 1, animal: 'Lion' }, /no Lion is left in the deck/);
  });

  it('card corrections once the round is won, and any correction once the match is won', () => {
    const won = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Fox' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
      step: { kind: 'next-round', player: 0 },
    });
    expectRefused(won, { kind: 'drew', player: 0 }, /deal the next round/);
    expectRefused({ ...won, step: null, matchWinner: 0 }, { kind: 'crown', player: 1 }, /match is over/);
  });
});

describe('corrections in the log', () => {
  const setup: LionSetup = { players: ['Ana', 'Ben'], starting: ['Mole', 'Goat'] };
  const events: LionEvent[] = [
    { type: 'draw', player: 0 },
    { type: 'drawn', player: 0, animal: 'Fox' },
    { type: 'correct', correction: { kind: 'drew', player: 0, animal: 'Crow' } },
    { type: 'draw', player: 1 },
    { type: 'drawn', player: 1, animal: 'Goat' },
  ];

  it('are undone and redone like any event, and replay to the same table', () => {
    let log = newLog<LionSetup, LionEvent>(setup);
    let state = init(setup);
    const tables = [state];
    for (const event of events) {
      ({ log, state } = record(lionRules, log, state, event));
      tables.push(state);
    }
    expect(row(state, 0)).toEqual(['Mole (down)', 'Fox (down)', 'Crow (down)']);
    const undone = undo(undo(undo(log)));
    expect(replay(lionRules, undone)).toEqual(tables[2]);
    expect(row(replay(lionRules, undone), 0)).toEqual(['Mole (down)', 'Fox (down)']);
    const redone = redo(redo(redo(undone)));
    expect(redone.events).toEqual(log.events);
    expect(replay(lionRules, redone)).toEqual(state);
  });

  it('are exported and imported: a stored log with a correction loads, a malformed one is refused by field', () => {
    const loaded = loadLionGame(JSON.parse(JSON.stringify({ setup, events, undone: [] })));
    expect(row(loaded.state, 0)).toEqual(['Mole (down)', 'Fox (down)', 'Crow (down)']);
    const bad = [...events];
    bad[2] = {
      type: 'correct',
      correction: { kind: 'drew', player: 0, animal: 'Dragon' },
    } as unknown as LionEvent;
    expect(() => loadLionGame({ setup, events: bad, undone: [] })).toThrow(/events\[2\]\.correction\.animal/);
    const impossible = [...events];
    impossible[2] = { type: 'correct', correction: { kind: 'move', card: 'c48', to: 0 } };
    expect(() => loadLionGame({ setup, events: impossible, undone: [] })).toThrow(/events\[2\]/);
  });
});
