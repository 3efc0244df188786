// Scenario tests for the moment a round of The Lion & The Unicorn is won, the Crows that block it,
// the several sets a Unicorn can show at once, and rounds, crown and match to two rounds won.
import { describe, expect, it } from 'vitest';
import { animalOf, type Animal } from '../../src/games/lion-and-unicorn/cards.ts';
import {
  lionRules,
  winningSet,
  type LionEvent,
  type LionState,
} from '../../src/games/lion-and-unicorn/game.ts';
import { cardOf, layTable, type PlacedCard } from '../../src/games/lion-and-unicorn/position.ts';

const { apply, pending } = lionRules;

function play(state: LionState, ...events: LionEvent[]): LionState {
  return events.reduce(apply, state);
}
function up(state: LionState, seat: number): Animal[] {
  return state.seats[seat]!.cards.filter((c) => c.faceUp).map((c) => animalOf[c.id]!);
}
const faceUp = (...animals: Animal[]): PlacedCard[] => animals.map((animal) => ({ animal, up: true }));

describe('a set wins the round at once', () => {
  it('three identical animals face-up win', () => {
    expect(
      winningSet(layTable({ players: [{ name: 'A', cards: faceUp('Rat', 'Rat', 'Rat') }] }).seats[0]!.cards),
    ).not.toBeNull();
  });
  it('four different animals face-up win; three different or two pairs do not', () => {
    const set = (...a: Animal[]) =>
      winningSet(layTable({ players: [{ name: 'A', cards: faceUp(...a) }] }).seats[0]!.cards);
    expect(set('Mole', 'Goat', 'Rat', 'Fox')).not.toBeNull();
    expect(set('Mole', 'Goat', 'Rat')).toBeNull();
    expect(set('Mole', 'Mole', 'Goat', 'Goat')).toBeNull();
  });
  it('face-down cards do not count', () => {
    const state = layTable({
      players: [{ name: 'A', cards: [...faceUp('Rat', 'Rat'), { animal: 'Rat' }] }],
    });
    expect(winningSet(state.seats[0]!.cards)).toBeNull();
  });

  it('a Goat that completes a set wins before it leaves', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [{ animal: 'Mole', starting: true }, ...faceUp('Goat', 'Goat'), { animal: 'Goat' }],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Goat', 2) });
    expect(after.roundWinner).toBe(0);
    expect(up(after, 0)).toEqual(['Goat', 'Goat', 'Goat']);
    expect(pending(after)).toMatchObject({ kind: 'next-round', player: 0 });
  });

  it('a Swift that completes four different animals wins before it moves', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [{ animal: 'Mole', starting: true }, ...faceUp('Goat', 'Rat', 'Fox'), { animal: 'Swift' }],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Swift') });
    expect(after.roundWinner).toBe(0);
    expect(after.winningSet.map((id) => animalOf[id])).toEqual(['Goat', 'Rat', 'Fox', 'Swift']);
  });

  it('an Adder that completes a set wins before it discards', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [{ animal: 'Mole', starting: true }, ...faceUp('Adder', 'Adder'), { animal: 'Adder' }],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Adder', 2) });
    expect(after.roundWinner).toBe(0);
    expect(up(after, 0)).toEqual(['Adder', 'Adder', 'Adder']);
  });

  it('the player the Goat goes to wins when it completes their set', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Goat' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }, ...faceUp('Goat', 'Goat')] },
      ],
    });
    const after = play(
      state,
      { type: 'flip', player: 0, card: cardOf(state, 0, 'Goat') },
      { type: 'goat', player: 0, to: 1 },
    );
    expect(after.roundWinner).toBe(1);
    expect(after.crown).toBe(1);
  });

  it('the player the Swift hands a card to wins when it completes their set', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, ...faceUp('Lion'), { animal: 'Swift' }] },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }, ...faceUp('Goat', 'Fox', 'Adder')] },
      ],
    });
    const after = play(
      state,
      { type: 'flip', player: 0, card: cardOf(state, 0, 'Swift') },
      { type: 'swift', player: 0, card: cardOf(state, 0, 'Lion'), to: 1 },
    );
    expect(after.roundWinner).toBe(1);
  });

  it("the Lion wins the moment it is revealed, before its player's face-down cards go", () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Mole', starting: true },
            ...faceUp('Goat', 'Rat', 'Fox'),
            { animal: 'Crow' },
            { animal: 'Lion' },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Lion') });
    expect(after.roundWinner).toBe(0);
    expect(up(after, 0)).toContain('Lion');
    expect(after.seats[0]!.cards.map((c) => animalOf[c.id])).toContain('Crow');
  });
});

describe('Crows', () => {
  it('a Swift that sends the Crow away lets its sender win', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Mole', starting: true },
            ...faceUp('Rat', 'Rat', 'Rat', 'Crow'),
            { animal: 'Swift' },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Goat', starting: true }] },
      ],
    });
    const after = play(
      state,
      { type: 'flip', player: 0, card: cardOf(state, 0, 'Swift') },
      { type: 'swift', player: 0, card: cardOf(state, 0, 'Crow'), to: 1 },
    );
    expect(up(after, 1)).toEqual(['Crow']);
    expect(after.roundWinner).toBe(0);
  });

  it('a face-up Crow blocks a set', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [{ animal: 'Mole', starting: true }, ...faceUp('Crow', 'Goat', 'Goat'), { animal: 'Goat' }],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Goat', 2) });
    expect(after.roundWinner).toBeNull();
    expect(pending(after)).toMatchObject({ kind: 'goat', player: 0 });
  });

  it('turning the Crow face-down lets the set win at once', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [{ animal: 'Mole', starting: true }, ...faceUp('Crow', 'Goat', 'Goat', 'Goat')],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Crow') });
    expect(after.roundWinner).toBe(0);
  });

  it('an Adder that discards the Crow lets the set win at once', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Mole', starting: true },
            ...faceUp('Crow', 'Goat', 'Goat', 'Goat'),
            { animal: 'Adder' },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const revealed = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Adder') });
    expect(revealed.roundWinner).toBeNull();
    const after = apply(revealed, { type: 'adder', player: 0, card: cardOf(state, 0, 'Crow') });
    expect(after.roundWinner).toBe(0);
  });
});

describe('the Unicorn', () => {
  it('wins for its revealer once the Crows are gone, before it is shuffled away', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Mole', starting: true },
            ...faceUp('Crow', 'Goat', 'Rat', 'Fox'),
            { animal: 'Unicorn' },
          ],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Unicorn') });
    expect(after.roundWinner).toBe(0);
    expect(up(after, 0)).toEqual(['Goat', 'Rat', 'Fox', 'Unicorn']);
  });

  it('a revealer already showing a set wins at once, before the Crows go and free anyone else', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [
            { animal: 'Mole', starting: true },
            ...faceUp('Adder', 'Swift', 'Goat'),
            { animal: 'Unicorn' },
          ],
        },
        {
          name: 'Ben',
          cards: [{ animal: 'Rat', starting: true }, ...faceUp('Crow', 'Goat', 'Fox', 'Rat', 'Mole')],
        },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Unicorn') });
    expect(after.roundWinner).toBe(0);
    expect(up(after, 1)).toContain('Crow');
  });

  it('makes another player win when their Crow was all that blocked them', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Unicorn' }] },
        {
          name: 'Ben',
          cards: [{ animal: 'Rat', starting: true }, ...faceUp('Goat', 'Goat', 'Goat', 'Crow')],
        },
      ],
    });
    const after = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Unicorn') });
    expect(after.roundWinner).toBe(1);
  });

  it('two sets at once: each of those players gives a card of their set back with the Unicorn, and play goes on', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true, up: true }, { animal: 'Unicorn' }] },
        {
          name: 'Ben',
          cards: [{ animal: 'Rat', starting: true }, ...faceUp('Goat', 'Goat', 'Goat', 'Crow')],
        },
        {
          name: 'Cy',
          cards: [{ animal: 'Fox', starting: true, up: true }, ...faceUp('Mole', 'Rat', 'Crow', 'Swift')],
        },
      ],
    });
    const revealed = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Unicorn') });
    expect(revealed.roundWinner).toBeNull();
    const first = pending(revealed)!;
    expect(first).toMatchObject({ kind: 'return-card', player: 1 });
    expect(first.options.map((o) => animalOf[(o as { card: string }).card])).toEqual([
      'Goat',
      'Goat',
      'Goat',
    ]);
    const benGave = apply(revealed, { type: 'return-card', player: 1, card: cardOf(state, 1, 'Goat') });
    const second = pending(benGave)!;
    expect(second).toMatchObject({ kind: 'return-card', player: 2 });
    // Cy's four different animals: any but the starting Fox may go back.
    expect(second.options.map((o) => animalOf[(o as { card: string }).card])).toEqual([
      'Mole',
      'Rat',
      'Swift',
    ]);
    const after = apply(benGave, { type: 'return-card', player: 2, card: cardOf(state, 2, 'Rat') });
    expect(after.roundWinner).toBeNull();
    expect(up(after, 0)).toEqual(['Mole']);
    expect(up(after, 1)).toEqual(['Goat', 'Goat']);
    expect(up(after, 2)).toEqual(['Fox', 'Mole', 'Swift']);
    expect(after.deck).toContain(cardOf(state, 0, 'Unicorn'));
    expect(after.deck).toContain(cardOf(state, 1, 'Goat'));
    expect(after.deck).toContain(cardOf(state, 2, 'Rat'));
    expect(pending(after)).toMatchObject({ kind: 'action', player: 1 });
  });
  it('a set still standing after the cards go back wins then (four Goats less one)', () => {
    const state = layTable({
      players: [
        { name: 'Ana', cards: [{ animal: 'Mole', starting: true }, { animal: 'Unicorn' }] },
        {
          name: 'Ben',
          cards: [{ animal: 'Rat', starting: true }, ...faceUp('Goat', 'Goat', 'Goat', 'Goat', 'Crow')],
        },
        {
          name: 'Cy',
          cards: [{ animal: 'Fox', starting: true }, ...faceUp('Adder', 'Adder', 'Adder', 'Crow')],
        },
      ],
    });
    const after = play(
      state,
      { type: 'flip', player: 0, card: cardOf(state, 0, 'Unicorn') },
      { type: 'return-card', player: 1, card: cardOf(state, 1, 'Goat') },
      { type: 'return-card', player: 2, card: cardOf(state, 2, 'Adder') },
    );
    expect(up(after, 1)).toEqual(['Goat', 'Goat', 'Goat']);
    expect(after.roundWinner).toBe(1);
  });
});

describe('rounds and the match', () => {
  /** Ana (seat 0) wins at once by turning her fourth Goat face-up on her turn. */
  function anaWins(state: LionState): LionState {
    const goat = state.seats[0]!.cards.find((c) => !c.faceUp && animalOf[c.id] === 'Goat')!;
    return apply(state, { type: 'flip', player: 0, card: goat.id });
  }

  it('the winner takes a round and the crown; the next round deals afresh without their set, and they go first', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          cards: [{ animal: 'Mole', starting: true }, ...faceUp('Goat', 'Goat'), { animal: 'Goat' }],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
        { name: 'Cy', cards: [{ animal: 'Fox', starting: true }] },
      ],
      crown: 2,
    });
    const won = anaWins(state);
    expect(won.seats[0]!.roundsWon).toBe(1);
    expect(won.crown).toBe(0);
    const set = won.winningSet;
    expect(set.map((id) => animalOf[id])).toEqual(['Goat', 'Goat', 'Goat']);
    const next = apply(won, { type: 'next-round', player: 0, starting: ['Goat', 'Rat', 'Fox'] });
    expect(next.round).toBe(2);
    expect(next.setAside).toEqual(set);
    for (const id of set) {
      expect(next.deck).not.toContain(id);
      expect(next.seats.some((s) => s.cards.some((c) => c.id === id))).toBe(false);
    }
    expect(next.seats.map((s) => s.cards.length)).toEqual([1, 1, 1]);
    expect(next.deck).toHaveLength(48 - 3 - 3);
    expect(next.deck.filter((id) => animalOf[id] === 'Goat')).toHaveLength(8 - 3 - 1);
    expect(pending(next)).toMatchObject({ kind: 'action', player: 0 });
  });

  it('only one set is left out: after another round the first comes back and the new one goes aside', () => {
    const first = layTable({
      players: [
        {
          name: 'Ana',
          cards: [{ animal: 'Mole', starting: true }, ...faceUp('Goat', 'Goat'), { animal: 'Goat' }],
        },
        { name: 'Ben', cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const round2 = apply(anaWins(first), { type: 'next-round', player: 0 });
    const goatsOut = round2.setAside;
    // Ben wins round 2: lay his three Rats face-up by hand on the dealt table, then he flips a Crow down.
    const rats = round2.deck.filter((id) => animalOf[id] === 'Rat').slice(0, 3);
    const crow = round2.deck.find((id) => animalOf[id] === 'Crow')!;
    const staged: LionState = {
      ...round2,
      deck: round2.deck.filter((id) => !rats.includes(id) && id !== crow),
      seats: round2.seats.map((s, i) =>
        i === 1
          ? {
              ...s,
              cards: [
                ...s.cards,
                ...rats.map((id) => ({ id, faceUp: true, starting: false })),
                { id: crow, faceUp: true, starting: false },
              ],
            }
          : s,
      ),
      turn: 1,
      step: { kind: 'action', player: 1, reason: 'turn' },
    };
    const won = apply(staged, { type: 'flip', player: 1, card: crow });
    expect(won.roundWinner).toBe(1);
    expect(won.crown).toBe(1);
    const round3 = apply(won, { type: 'next-round', player: 1 });
    expect(round3.setAside.map((id) => animalOf[id])).toEqual(['Rat', 'Rat', 'Rat']);
    for (const id of goatsOut) expect(round3.setAside).not.toContain(id);
    expect(round3.deck.length + round3.seats.length).toBe(48 - 3);
    expect(pending(round3)).toMatchObject({ kind: 'action', player: 1 });
  });

  it('a second round won ends the match: no decision waits any more', () => {
    const state = layTable({
      players: [
        {
          name: 'Ana',
          roundsWon: 1,
          cards: [{ animal: 'Mole', starting: true }, ...faceUp('Goat', 'Goat'), { animal: 'Goat' }],
        },
        { name: 'Ben', roundsWon: 1, cards: [{ animal: 'Rat', starting: true }] },
      ],
    });
    const after = anaWins(state);
    expect(after.matchWinner).toBe(0);
    expect(after.seats[0]!.roundsWon).toBe(2);
    expect(pending(after)).toBeNull();
    expect(() => apply(after, { type: 'draw', player: 0 })).toThrow(/match is over/);
  });
});
