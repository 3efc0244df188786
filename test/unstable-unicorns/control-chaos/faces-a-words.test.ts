// The parameters added for helper faces-a's eight faces, each on a made-up card of the base game:
// the words say a kind of thing, not one card (the card data is what runs; no engine code is touched).
import { describe, expect, it } from 'vitest';
import { withCards, type MadeUp } from './made-up.ts';

const BASIC = 'basic-unicorn-red';

/** Turns the deck over until an Upgrade card, which comes into its player's Stable. */
const DIG: MadeUp = {
  id: 'test-dig',
  type: 'magic',
  abilities: [{ on: 'play', effect: { do: 'bring', from: 'deck-top', filter: { kind: 'upgrade' } } }],
};
/** Two more plays, and no turn skipped. */
const ENCORE: MadeUp = {
  id: 'test-encore',
  type: 'magic',
  abilities: [{ on: 'play', effect: { do: 'two-plays', more: true } }],
};
/** Discard any number, then destroy as many Upgrade cards, one per Stable. */
const SWEEP: MadeUp = {
  id: 'test-sweep',
  type: 'magic',
  abilities: [
    {
      on: 'play',
      effect: {
        and: [
          { do: 'discard', count: 'any' },
          { do: 'destroy', count: 'discarded', filter: { kind: 'upgrade' }, oneEach: true },
        ],
      },
    },
  ],
};

describe('words added for faces-a, on made-up cards', () => {
  it('bring from the deck top stops at the first card fitting its filter (an Upgrade here)', async () => {
    const { scenario } = await withCards(DIG);
    const s = scenario({ players: [{ hand: ['test-dig'] }, {}], deck: 20, draws: 'ask' });
    s.play('test-dig').noResponse();
    s.choose({ card: BASIC }, 'reveal'); // a Unicorn: not what this card looks for
    s.choose({ card: 'yay' }, 'reveal');
    expect(s.table.players[0]!.stable).toEqual(['yay']);
    expect(s.table.discard).toEqual([BASIC, 'test-dig']);
    expect(s.table.deck).toBe(18);
  });

  it('two more plays after the card that gave them', async () => {
    const { scenario } = await withCards(ENCORE);
    const s = scenario({ players: [{ hand: ['test-encore', BASIC, 'yay'] }, {}], draws: 'ask' });
    s.play('test-encore').noResponse();
    s.play(BASIC, 0).noResponse();
    expect(s.pending).toMatchObject({ kind: 'action', player: 0 });
    s.play('yay', 0).noResponse();
    expect(s.table.players[0]!.stable).toEqual([BASIC, 'yay']);
    expect(s.pending).toMatchObject({ kind: 'draw', player: 1 });
  });

  it('destroy as many as were discarded, one per Stable, with any filter', async () => {
    const { scenario } = await withCards(SWEEP);
    const s = scenario({
      players: [
        { hand: ['test-sweep', 'neigh', 'neigh'] },
        { stable: ['yay', 'rainbow-aura'] },
        { stable: [] },
      ],
      draws: 'ask',
    });
    s.play('test-sweep').noResponse();
    s.choose({ card: 'neigh' }, 'discard');
    s.choose({ card: 'neigh' }, 'discard');
    // Two discards, but only Ben's Stable holds Upgrades: one of them goes.
    s.choose({ player: 1, card: 'yay' }, 'destroy');
    expect(s.table.players[1]!.stable).toEqual(['rainbow-aura']);
    expect(s.pending).toMatchObject({ kind: 'draw', player: 1 });
  });
});
