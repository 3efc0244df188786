// Scenarios for eight Control & Chaos faces written late (issue 14, helper faces-a): a table, the
// card played or triggered, the decisions answered, and the zones the card's text says we end with.
import { describe, expect, it } from 'vitest';
import { scenario as base, type PositionSpec } from '../../walker/scenario.ts';

/** A scenario with both Control & Chaos decks, three players, Ana's Action phase unless told. */
function cc(spec: PositionSpec) {
  const players = [...spec.players];
  while (players.length < 3) players.push({});
  return base({ composition: { boxes: ['control', 'chaos'] }, ...spec, players });
}

const R = 'raccoonicorn';
const W = 'weeniecorn';
const CORN = 'corn-on-the-cob';
const PANDA = 'red-pandacorn';

describe('Magic cards', () => {
  it('Spring Cleaning: two cards discarded, two Unicorns destroyed, never two in the same Stable', () => {
    const g = cc({
      players: [
        { hand: ['spring-cleaning', 'neigh', 'yoink', R] },
        { stable: [W, CORN] },
        { stable: [PANDA] },
      ],
    });
    g.play('spring-cleaning').noResponse();
    g.choose({ card: 'neigh' }, 'discard');
    g.choose({ card: 'yoink' }, 'discard');
    // Ana stops there: "none" is one of her choices at every discard.
    g.choose({ none: true }, 'discard');
    expect(g.hand(0)).toEqual({ count: 1, known: [R] });
    // Three Unicorns may be destroyed first; after Ben's, only Cy's Stable is left to reach.
    expect(g.options()).toHaveLength(3);
    g.target(1, W, 'destroy');
    expect(g.stable(1)).toEqual([CORN]);
    expect(g.stable(2)).toEqual([]);
    expect(g.table.discard).toEqual(['neigh', 'yoink', W, PANDA, 'spring-cleaning']);
  });

  it('Spring Cleaning: discarding nothing destroys nothing (and it may still be played)', () => {
    const g = cc({ players: [{ hand: ['spring-cleaning', 'neigh'] }, { stable: [W] }] });
    g.play('spring-cleaning').noResponse();
    g.choose({ none: true }, 'discard');
    expect(g.stable(1)).toEqual([W]);
    expect(g.hand(0)).toEqual({ count: 1, known: ['neigh'] });
    expect(g.table.discard).toEqual(['spring-cleaning']);
  });

  it('Totally Not Two Unicorns: a draw, two more cards played, and Ana’s next turn is skipped', () => {
    // Control deck only: no Trapped Chest, so no draw is answered.
    const g = base({
      composition: { boxes: ['control'] },
      players: [{ hand: ['totally-not-two-unicorns', R, W] }, {}, {}],
      deck: 30,
    });
    g.play('totally-not-two-unicorns').noResponse();
    expect(g.hand(0).count).toBe(3); // R, W and the card drawn
    g.play(R, 0).noResponse();
    g.play(W, 0).noResponse();
    expect(g.stable(0)).toEqual([R, W]);
    // Two plays used: Ana's turn ends, Ben's begins.
    expect(g.table.turn.player).toBe(1);
    g.choose({ draw: true }, 'action'); // Ben draws as his action
    expect(g.table.turn.player).toBe(2);
    g.choose({ draw: true }, 'action'); // Cy too; Ana's turn is skipped
    expect(g.table.turn.player).toBe(1);
    expect(g.history.flatMap((state) => state.results)).toContainEqual({
      kind: 'turn-skipped',
      player: 0,
      by: 'totally-not-two-unicorns',
    });
    // Skipped once: after Ben and Cy, Ana plays again.
    expect(g.table.skippedTurns).toBeUndefined();
    g.choose({ draw: true }, 'action');
    g.choose({ draw: true }, 'action');
    expect(g.table.turn.player).toBe(0);
  });

  it('Prospecting: cards are turned over until a Unicorn, which enters; the rest go to the discard pile', () => {
    const g = cc({ players: [{ hand: ['prospecting'] }], deck: 30, draws: 'ask' });
    g.play('prospecting').noResponse();
    expect(g.pending).toMatchObject({ kind: 'reveal', player: 0, zone: { top: 1 } });
    g.choose({ card: 'yoink' }, 'reveal');
    g.choose({ card: 'neigh' }, 'reveal');
    g.choose({ card: R }, 'reveal');
    expect(g.stable(0)).toEqual([R]);
    expect(g.table.discard).toEqual(['yoink', 'neigh', 'prospecting']);
    expect(g.table.deck).toBe(27);
  });

  it('Unicorn Black Market: Ana takes two cards of Ben’s hand, Ben takes one back, not one of those two', () => {
    // Hands the table knows (say both lie open), so it can follow which cards move.
    const g = cc({
      players: [{ hand: ['unicorn-black-market', W] }, { hand: ['neigh', 'yoink', R] }],
      draws: 'ask',
    });
    g.play('unicorn-black-market').noResponse();
    // Only Ben has cards: he is the player picked.
    g.choose({ card: 'neigh' }, 'take');
    g.choose({ card: 'yoink' }, 'take');
    expect(g.pending).toMatchObject({ kind: 'use', player: 1 });
    g.choose({ use: true }, 'use');
    // Neigh and Yoink are barred: Weeniecorn is the only card Ben may take back.
    expect(g.hand(0)).toEqual({ count: 2, known: ['neigh', 'yoink'] });
    expect(g.hand(1)).toEqual({ count: 2, known: [R, W] });
  });

  it('Unicorn Black Market with hands the table has not seen: only the counts move', () => {
    const g = cc({ players: [{ hand: ['unicorn-black-market'], unknown: 2 }, { unknown: 3 }], draws: 'ask' });
    g.play('unicorn-black-market').noResponse();
    g.choose({ use: true }, 'use');
    expect(g.hand(0)).toEqual({ count: 3, known: [] });
    expect(g.hand(1)).toEqual({ count: 2, known: [] });
  });

  it('Time Rift: Ben’s whole Stable goes to his hand and comes straight back, entering again', () => {
    const g = cc({
      players: [{ hand: ['time-rift'] }, { stable: ['baby-slothicorn', W, 'golden-retrievercorn'] }],
      draws: 'ask',
    });
    g.play('time-rift').noResponse();
    g.choose({ player: 1 }, 'player');
    // Golden Retrievercorn entered again: its own effect is offered to Ben.
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'golden-retrievercorn' });
    g.choose({ use: false }, 'use');
    expect(g.stable(1)).toEqual([W, 'golden-retrievercorn']);
    // A Baby Unicorn never goes to a hand: it went to the Nursery and stays there.
    expect(g.table.nursery).toContain('baby-slothicorn');
    expect(g.hand(1).count).toBe(0);
  });
});

describe('Magical Unicorns', () => {
  it('Alchemist Unicorn: Ben’s Unicorn destroyed, and Ben gets one from the deck', () => {
    const g = cc({ players: [{ hand: ['alchemist-unicorn'] }, { stable: [W] }], deck: 30, draws: 'ask' });
    g.play('alchemist-unicorn', 0).noResponse().choose({ use: true }, 'use');
    // Weeniecorn is the only Unicorn to destroy (no choice); the deck is then searched for Ben.
    expect(g.pending).toMatchObject({ kind: 'search', player: 0 });
    g.choose({ card: R }, 'search');
    expect(g.stable(1)).toEqual([R]);
    expect(g.stable(0)).toEqual(['alchemist-unicorn']);
    expect(g.table.discard).toEqual([W]);
    expect(g.table.deck).toBe(29);
  });

  it('Alchemist Unicorn: with no Unicorn to destroy, nothing comes from the deck', () => {
    const g = cc({ players: [{ hand: ['alchemist-unicorn'] }], deck: 30, draws: 'ask' });
    g.play('alchemist-unicorn', 0).noResponse();
    expect(g.stable(0)).toEqual(['alchemist-unicorn']);
    // The optional effect was not even offered: Ana's turn is over and Ben's Draw phase is next.
    expect(g.table.deck).toBe(30);
    expect(g.pending).toMatchObject({ kind: 'draw', player: 1 });
  });

  it('Fortune Teller Unicorn: of the top three, two are thrown on the discard pile', () => {
    const g = cc({ players: [{ hand: ['fortune-teller-unicorn'] }], deck: 30, draws: 'ask' });
    g.play('fortune-teller-unicorn', 0).noResponse().choose({ use: true }, 'use');
    expect(g.pending).toMatchObject({ kind: 'reveal', zone: { top: 3 } });
    g.choose({ card: 'yoink' }, 'reveal');
    expect(g.pending).toMatchObject({ kind: 'reveal', zone: { top: 2 } });
    g.choose({ card: 'neigh' }, 'reveal');
    g.choose({ none: true }, 'reveal');
    expect(g.table.discard).toEqual(['yoink', 'neigh']);
    expect(g.table.deck).toBe(28);
    expect(g.hand(0).count).toBe(0);
  });
});

describe('Downgrades', () => {
  it('Unicorn Abduction: at the beginning of her turn Ana shuffles a Unicorn into the deck, then draws', () => {
    const g = cc({
      players: [{ stable: ['unicorn-abduction', R, W] }],
      turn: { phase: 'beginning' },
      deck: 30,
      draws: 'ask',
    });
    g.target(0, R, 'to-deck');
    expect(g.stable(0)).toEqual(['unicorn-abduction', W]);
    // One card into the deck, one drawn: the Draw phase is next.
    expect([g.table.deck, g.hand(0).count]).toEqual([30, 1]);
    expect(g.pending.kind).toBe('draw');
  });

  it('Unicorn Abduction: its Stable’s last Unicorn gone, it is sacrificed', () => {
    const g = cc({
      players: [{ stable: ['unicorn-abduction', R] }],
      turn: { phase: 'beginning' },
      deck: 30,
      draws: 'ask',
    });
    // Raccoonicorn is the only Unicorn: no choice.
    expect(g.stable(0)).toEqual([]);
    expect(g.table.discard).toEqual(['unicorn-abduction']);
    expect(g.table.deck).toBe(30);
  });

  it('Unicorn Abduction: played into a Stable with no Unicorn, it goes at once', () => {
    const g = cc({ players: [{ hand: ['unicorn-abduction'] }, { stable: ['unicorn-adoption-agency'] }] });
    g.play('unicorn-abduction', 1).noResponse();
    expect(g.stable(1)).toEqual(['unicorn-adoption-agency']);
    expect(g.table.discard).toEqual(['unicorn-abduction']);
  });
});
