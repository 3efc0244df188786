// Scenario tests for The Lion & The Unicorn's setup, its three actions and each animal's action:
// a position laid out by hand, a play, and what the rules say the table looks like after it.
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/engine/game-log.ts';
import { animalOf, type Animal } from '../../src/games/lion-and-unicorn/cards.ts';
import {
  lionRules,
  loadLionGame,
  type LionEvent,
  type LionState,
} from '../../src/games/lion-and-unicorn/game.ts';
import { cardOf, layTable } from '../../src/games/lion-and-unicorn/position.ts';

const { init, apply, pending } = lionRules;

function play(state: LionState, ...events: LionEvent[]): LionState {
  return events.reduce(apply, state);
}
function up(state: LionState, seat: number): Animal[] {
  return state.seats[seat]!.cards.filter((c) => c.faceUp).map((c) => animalOf[c.id]!);
}
function down(state: LionState, seat: number): Animal[] {
  return state.seats[seat]!.cards.filter((c) => !c.faceUp).map((c) => animalOf[c.id]!);
}
function count(ids: string[], animal: Animal): number {
  return ids.filter((id) => animalOf[id] === animal).length;
}

describe('setup', () => {
  it('deals each of 4 players one face-down starting card of a different non-Crow, non-Lion, non-Unicorn animal', () => {
    const state = init({ players: ['Ana', 'Ben', 'Cy', 'Dee'], seed: 7 });
    const starts = state.seats.map((seat) => {
      expect(seat.cards).toHaveLength(1);
      expect(seat.cards[0]!.starting).toBe(true);
      expect(seat.cards[0]!.faceUp).toBe(false);
      return animalOf[seat.cards[0]!.id]!;
    });
    expect(new Set(starts).size).toBe(4);
    for (const a of starts) expect(['Mole', 'Goat', 'Swift', 'Rat', 'Adder', 'Fox']).toContain(a);
    // The two starting animals nobody got go back into the deck: 48 - 4 dealt.
    expect(state.deck).toHaveLength(44);
    expect(count(state.deck, 'Crow')).toBe(10);
    expect(count(state.deck, 'Lion') + count(state.deck, 'Unicorn')).toBe(2);
  });

  it('lets the crown holder go first', () => {
    const state = init({ players: ['Ana', 'Ben', 'Cy'], crown: 'Cy' });
    expect(pending(state)).toMatchObject({ kind: 'action', player: 2 });
  });

  it('takes starting cards dealt by hand', () => {
    const state = init({ players: ['Ana', 'Ben'], starting: ['Fox', 'Goat'] });
    expect(down(state, 0)).toEqual(['Fox']);
    expect(down(state, 1)).toEqual(['Goat']);
  });

  it('refuses 1 or 7 players, a name used twice and a Crow as a starting card', () => {
    expect(() => init({ players: ['Ana'] })).toThrow(/players/);
    expect(() => init({ players: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] })).toThrow(/players/);
    expect(() => init({ players: ['Ana', 'ana'] })).toThrow(/used twice/);
    expect(() => init({ players: ['Ana', 'Ben'], starting: ['Crow', 'Goat'] })).toThrow(
      /never a starting card/,
    );
  });
});

describe('draw', () => {
  it('puts the card the others name face-down in front of the drawer, then play moves left', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const drawing = apply(state, { type: 'draw', player: 0 });
    expect(pending(drawing)).toMatchObject({ kind: 'draw-reveal', player: 0 });
    const after = apply(drawing, { type: 'drawn', player: 0, animal: 'Lion' });
    expect(down(after, 0)).toEqual(['Mole', 'Lion']);
    expect(after.deck).toHaveLength(45);
    expect(count(after.deck, 'Lion')).toBe(0);
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it('refuses an animal the deck no longer holds', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Lion' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    expect(() =>
      play(state, { type: 'draw', player: 0 }, { type: 'drawn', player: 0, animal: 'Lion' }),
    ).toThrow(/no Lion is left in the deck/);
  });

  it('shuffles the discard pile into a new deck when the deck is empty', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
      deck: [],
      rest: 'discard',
    });
    const drawing = apply(state, { type: 'draw', player: 0 });
    expect(drawing.deck).toHaveLength(46);
    expect(drawing.discard).toHaveLength(0);
    const after = apply(drawing, { type: 'drawn', player: 0, animal: 'Crow' });
    expect(down(after, 0)).toEqual(['Mole', 'Crow']);
    expect(after.deck).toHaveLength(45);
  });

  it('is not offered when deck and discard pile are both empty: the player takes another action', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
      deck: [],
      discard: [],
      rest: 'setAside',
    });
    const options = pending(state)!.options;
    expect(options.some((o) => o.type === 'draw')).toBe(false);
    expect(options).toContainEqual({ type: 'flip', player: 0, card: cardOf(state, 0, 'Mole') });
    expect(() => apply(state, { type: 'draw', player: 0 })).toThrow(/both empty/);
  });
});

describe('flip', () => {
  it('turns a face-up card face-down without any action', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Mole', starting: true },
            { animal: 'Goat', up: true },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Goat') });
    expect(up(after, 0)).toEqual([]);
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it('may turn the starting card face-up, which then acts', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Rat', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Mole', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Rat') });
    expect(up(after, 0)).toEqual(['Rat']);
    expect(pending(after)).toMatchObject({ kind: 'rat', player: 0 });
  });

  it('refuses a card that is not in front of the player, and a player out of turn', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Rat', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Mole', starting: true }] },
      ],
    });
    expect(() => apply(state, { type: 'flip', player: 0, card: cardOf(state, 1, 'Mole') })).toThrow(
      RuleError,
    );
    expect(() => apply(state, { type: 'flip', player: 1, card: cardOf(state, 1, 'Mole') })).toThrow(
      /Ana who must act/,
    );
  });
});

describe('steal', () => {
  const table = () =>
    layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }] },
        {
          name: 'Ben',
          cards: [{ animal: 'Rat', starting: true }, { animal: 'Crow' }, { animal: 'Goat', up: true }],
        },
        { name: 'Cy', cards: [{ animal: 'Fox', starting: true }] },
      ],
    });

  it('never offers or allows a starting card, nor a face-up card', () => {
    const state = table();
    const steals = pending(state)!.options.filter((o) => o.type === 'steal');
    expect(steals).toEqual([{ type: 'steal', player: 0, card: cardOf(state, 1, 'Crow') }]);
    expect(() => apply(state, { type: 'steal', player: 0, card: cardOf(state, 1, 'Rat') })).toThrow(
      /starting card can never be stolen/,
    );
    expect(() => apply(state, { type: 'steal', player: 0, card: cardOf(state, 1, 'Goat') })).toThrow(
      /face-down/,
    );
  });

  it('puts the card face-down in front of the thief, then the victim must turn one of their other cards', () => {
    const state = table();
    const stolen = apply(state, { type: 'steal', player: 0, card: cardOf(state, 1, 'Crow') });
    expect(down(stolen, 0)).toEqual(['Mole', 'Crow']);
    const decision = pending(stolen)!;
    expect(decision).toMatchObject({ kind: 'steal-flip', player: 1 });
    // Ben's remaining cards: the starting Rat and the face-up Goat, either way round.
    expect(decision.options).toEqual([
      { type: 'flip', player: 1, card: cardOf(state, 1, 'Rat') },
      { type: 'flip', player: 1, card: cardOf(state, 1, 'Goat') },
    ]);
    const after = apply(stolen, { type: 'flip', player: 1, card: cardOf(state, 1, 'Goat') });
    expect(up(after, 1)).toEqual([]);
    // The thief's turn is over: play moves to the thief's left (Ben), not the victim's.
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });
});

describe('animal actions', () => {
  it('Goat: goes face-up to the player the revealer picks', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Goat' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
        { name: 'Cy', cards: [{ animal: 'Fox', starting: true }] },
      ],
    });
    const revealed = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Goat') });
    expect(pending(revealed)).toMatchObject({
      kind: 'goat',
      player: 0,
      options: [
        { type: 'goat', player: 0, to: 1 },
        { type: 'goat', player: 0, to: 2 },
      ],
    });
    expect(() => apply(revealed, { type: 'goat', player: 0, to: 0 })).toThrow(/another player/);
    const after = apply(revealed, { type: 'goat', player: 0, to: 2 });
    expect(up(after, 0)).toEqual([]);
    expect(up(after, 2)).toEqual(['Goat']);
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it('Goat: a starting Goat does nothing', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Goat', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Goat') });
    expect(up(after, 0)).toEqual(['Goat']);
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it("Swift: moves one of the revealer's face-up cards, itself included, but never the starting card", () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Mole', starting: true, up: true },
            { animal: 'Crow', up: true },
            { animal: 'Swift' },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const revealed = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Swift') });
    const moves = pending(revealed)!.options;
    expect(moves).toEqual([
      { type: 'swift', player: 0, card: cardOf(state, 0, 'Crow'), to: 1 },
      { type: 'swift', player: 0, card: cardOf(state, 0, 'Swift'), to: 1 },
    ]);
    expect(() =>
      apply(revealed, { type: 'swift', player: 0, card: cardOf(state, 0, 'Mole'), to: 1 }),
    ).toThrow(/starting card/);
    const itself = apply(revealed, { type: 'swift', player: 0, card: cardOf(state, 0, 'Swift'), to: 1 });
    expect(up(itself, 0)).toEqual(['Mole', 'Crow']);
    expect(up(itself, 1)).toEqual(['Swift']);
  });

  it('Swift: a starting Swift with no other face-up card does nothing', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Swift', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Swift') });
    expect(up(after, 0)).toEqual(['Swift']);
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it("Rat: rearranges another player's face-down cards (not their starting card) in the order given", () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Rat', starting: true }] },
        {
          name: 'Ben',
          cards: [
            { animal: 'Mole', starting: true },
            { animal: 'Crow' },
            { animal: 'Goat', up: true },
            { animal: 'Lion' },
          ],
        },
      ],
    });
    const revealed = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Rat') });
    const crow = cardOf(state, 1, 'Crow');
    const lion = cardOf(state, 1, 'Lion');
    expect(pending(revealed)!.options).toEqual([{ type: 'rat', player: 0, target: 1, order: [crow, lion] }]);
    expect(() => apply(revealed, { type: 'rat', player: 0, target: 1, order: [lion] })).toThrow(/order/);
    const after = apply(revealed, { type: 'rat', player: 0, target: 1, order: [lion, crow] });
    expect(after.seats[1]!.cards.map((c) => animalOf[c.id])).toEqual(['Mole', 'Lion', 'Goat', 'Crow']);
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it('Adder: discards a face-up card of the revealer, itself included, never the starting card', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Fox', starting: true, up: true },
            { animal: 'Crow', up: true },
            { animal: 'Adder' },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const revealed = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Adder') });
    expect(pending(revealed)!.options).toEqual([
      { type: 'adder', player: 0, card: cardOf(state, 0, 'Crow') },
      { type: 'adder', player: 0, card: cardOf(state, 0, 'Adder') },
    ]);
    const after = apply(revealed, { type: 'adder', player: 0, card: cardOf(state, 0, 'Adder') });
    expect(up(after, 0)).toEqual(['Fox', 'Crow']);
    expect(count(after.discard, 'Adder')).toBe(1);
  });

  it('Fox: the revealer takes another action before play moves on, and Foxes chain', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Fox' }, { animal: 'Fox' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const first = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Fox', 0) });
    expect(pending(first)).toMatchObject({ kind: 'action', player: 0 });
    const second = apply(first, { type: 'flip', player: 0, card: cardOf(state, 0, 'Fox', 1) });
    expect(pending(second)).toMatchObject({ kind: 'action', player: 0 });
    const third = play(second, { type: 'draw', player: 0 }, { type: 'drawn', player: 0, animal: 'Crow' });
    expect(pending(third)).toMatchObject({ kind: 'action', player: 1 });
  });

  it('Fox: a victim who reveals a Fox after a steal takes the extra action, then play moves left of the thief', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }, { animal: 'Crow' }, { animal: 'Fox' }] },
        { name: 'Cy', cards: [{ animal: 'Goat', starting: true }] },
      ],
    });
    const revealed = play(
      state,
      { type: 'steal', player: 0, card: cardOf(state, 1, 'Crow') },
      { type: 'flip', player: 1, card: cardOf(state, 1, 'Fox') },
    );
    expect(pending(revealed)).toMatchObject({ kind: 'action', player: 1 });
    const after = apply(revealed, { type: 'flip', player: 1, card: cardOf(state, 1, 'Fox') });
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
    expect(after.turn).toBe(1);
  });

  it('Mole: the revealer looks at their face-down cards once', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Rat', starting: true }, { animal: 'Mole' }, { animal: 'Lion' }] },
        { name: 'Ben', cards: [{ animal: 'Goat', starting: true }] },
      ],
    });
    const revealed = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Mole') });
    expect(pending(revealed)).toMatchObject({
      kind: 'mole',
      player: 0,
      cards: [cardOf(state, 0, 'Rat'), cardOf(state, 0, 'Lion')],
    });
    const after = apply(revealed, { type: 'looked', player: 0 });
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it('Unicorn: every face-up Crow of every player is discarded, then the Unicorn goes back into the deck', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [{ animal: 'Rat', starting: true }, { animal: 'Crow', up: true }, { animal: 'Unicorn' }],
        },
        {
          name: 'Ben',
          cards: [{ animal: 'Goat', starting: true }, { animal: 'Crow', up: true }, { animal: 'Crow' }],
        },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Unicorn') });
    expect(up(after, 0)).toEqual([]);
    expect(down(after, 1)).toEqual(['Goat', 'Crow']);
    expect(count(after.discard, 'Crow')).toBe(2);
    expect(count(after.deck, 'Unicorn')).toBe(1);
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });

  it('Unicorn: with the deck empty, the discard pile becomes the deck and the Unicorn joins it', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Rat', starting: true }, { animal: 'Unicorn' }] },
        {
          name: 'Ben',
          cards: [
            { animal: 'Goat', starting: true },
            { animal: 'Crow', up: true },
          ],
        },
      ],
      deck: [],
      rest: 'discard',
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Unicorn') });
    // 44 in the discard pile + Ben's Crow, then the Unicorn on top: 46 cards in the new deck.
    expect(after.discard).toEqual([]);
    expect(after.deck).toHaveLength(46);
    expect(count(after.deck, 'Unicorn')).toBe(1);
  });

  it("Lion: all the revealer's face-down cards but the starting card are discarded, then the Lion goes back", () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Rat', starting: true },
            { animal: 'Crow' },
            { animal: 'Goat', up: true },
            { animal: 'Mole' },
            { animal: 'Lion' },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Goat', starting: true }, { animal: 'Crow' }] },
      ],
      deck: [],
      discard: [],
      rest: 'setAside',
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Lion') });
    expect(after.seats[0]!.cards.map((c) => animalOf[c.id])).toEqual(['Rat', 'Goat']);
    expect(down(after, 1)).toEqual(['Goat', 'Crow']);
    // The deck was empty: the discard pile (Crow, Mole) became the deck, then the Lion went in.
    expect(after.deck.map((id) => animalOf[id]).sort()).toEqual(['Crow', 'Lion', 'Mole']);
    expect(after.discard).toEqual([]);
  });
});

describe('a stored game', () => {
  it('loads and replays a valid log', () => {
    const setup = { players: ['Ana', 'Ben'], starting: ['Rat', 'Mole'] as Animal[] };
    const start = init(setup);
    const events: LionEvent[] = [
      { type: 'draw', player: 0 },
      { type: 'drawn', player: 0, animal: 'Crow' },
      { type: 'flip', player: 1, card: start.seats[1]!.cards[0]!.id },
    ];
    const { state } = loadLionGame({ setup, events });
    expect(up(state, 1)).toEqual(['Mole']);
    expect(pending(state)).toMatchObject({ kind: 'mole', player: 1 });
  });

  it('refuses a malformed event or one the rules forbid, naming it', () => {
    const setup = { players: ['Ana', 'Ben'] };
    expect(() => loadLionGame({ setup, events: [{ type: 'draw', player: 'Ana' }] })).toThrow(
      /^events\[0\]\.player/,
    );
    expect(() => loadLionGame({ setup, events: [{ type: 'dance', player: 0 }] })).toThrow(/^events\[0\]/);
    expect(() => loadLionGame({ setup, events: [{ type: 'draw', player: 1 }] })).toThrow(
      /^events\[0\]: it is Ana/,
    );
    expect(() => loadLionGame({ setup: { players: ['Ana'] }, events: [] })).toThrow(/setup\.players/);
  });
});
