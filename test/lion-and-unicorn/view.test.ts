// What each person at the table may see of The Lion & The Unicorn on the phone: nobody sees their
// own face-down cards (save the starting card and a Mole's look), and the drawer never sees the drawn card.
import { describe, expect, it } from 'vitest';
import { lionRules } from '../../src/games/lion-and-unicorn/game.ts';
import { cardOf, layTable } from '../../src/games/lion-and-unicorn/position.ts';
import { viewFor } from '../../src/games/lion-and-unicorn/view.ts';

const { apply } = lionRules;

const table = () =>
  layTable({
    players: [
      {
        name: 'Ana',
        cards: [
          { animal: 'Rat', starting: true },
          { animal: 'Lion' },
          { animal: 'Goat', up: true },
          { animal: 'Mole' },
        ],
      },
      { name: 'Ben', cards: [{ animal: 'Fox', starting: true }, { animal: 'Crow' }] },
    ],
  });

describe('viewFor', () => {
  it('shows face-up cards to everyone and a face-down card to nobody, the owner included', () => {
    const state = table();
    for (const viewer of [0, 1, null]) {
      const view = viewFor(state, viewer);
      expect(view.seats[0]!.cards[1]).toEqual({
        id: cardOf(state, 0, 'Lion'),
        faceUp: false,
        starting: false,
        animal: null,
      });
      expect(view.seats[0]!.cards[2]!.animal).toBe('Goat');
      expect(view.seats[1]!.cards[1]!.animal).toBeNull();
    }
  });

  it('shows a starting card to its owner only', () => {
    const state = table();
    expect(viewFor(state, 0).seats[0]!.cards[0]!.animal).toBe('Rat');
    expect(viewFor(state, 1).seats[0]!.cards[0]!.animal).toBeNull();
    expect(viewFor(state, null).seats[0]!.cards[0]!.animal).toBeNull();
    expect(viewFor(state, 1).seats[1]!.cards[0]!.animal).toBe('Fox');
  });

  it('keeps the drawn card from the drawer: only the others get the animals to name', () => {
    const drawing = apply(table(), { type: 'draw', player: 0 });
    expect(viewFor(drawing, 0).decision).toMatchObject({ kind: 'draw-reveal', player: 0, options: null });
    expect(viewFor(drawing, null).decision!.options).toBeNull();
    expect(viewFor(drawing, 1).decision!.options).toContainEqual({
      type: 'drawn',
      player: 0,
      animal: 'Crow',
    });
    const drawn = apply(drawing, { type: 'drawn', player: 0, animal: 'Unicorn' });
    expect(viewFor(drawn, 0).seats[0]!.cards[4]!.animal).toBeNull();
  });

  it("lets a Mole's revealer see their face-down cards while they look, and then no more", () => {
    const state = table();
    const looking = apply(state, { type: 'flip', player: 0, card: cardOf(state, 0, 'Mole') });
    const mine = viewFor(looking, 0);
    expect(mine.seats[0]!.cards.map((c) => c.animal)).toEqual(['Rat', 'Lion', 'Goat', 'Mole']);
    expect(mine.decision!.look).toEqual([
      { id: cardOf(state, 0, 'Rat'), animal: 'Rat' },
      { id: cardOf(state, 0, 'Lion'), animal: 'Lion' },
    ]);
    expect(viewFor(looking, 1).seats[0]!.cards[1]!.animal).toBeNull();
    expect(viewFor(looking, 1).decision!.look).toBeUndefined();
    const done = apply(looking, { type: 'looked', player: 0 });
    expect(viewFor(done, 0).seats[0]!.cards[1]!.animal).toBeNull();
  });
});
