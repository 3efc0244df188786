// Scenarios for the Control & Chaos faces written last (Pied Pipercorn, Objection, Hypnocorn, Rainbow
// Bridge, Nightmare Pact, Unicorn Prophet, Time-Shifting Unicorn): a table, the play, what the card's
// text says happens (../shared/cards/control-chaos.md; expected values worked out from the texts).
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../src/i18n/index.ts';
import {
  decisionSentence,
  eventSentence,
  optionLabel,
  resultSentence,
} from '../../../src/ui/unstable-unicorns/words.ts';
import { scenario as base, type PositionSpec } from '../../walker/scenario.ts';
import { withCards } from './made-up.ts';

/** A scenario with both Control & Chaos decks, three players unless told, Ana's Action phase unless told. */
function cc(spec: PositionSpec, seats = 3) {
  const players = [...spec.players];
  while (players.length < seats) players.push({});
  return base({ ...spec, players, composition: { boxes: ['control', 'chaos'] } });
}

const R = 'raccoonicorn';
const W = 'weeniecorn';

describe('Unicorn Prophet and Time-Shifting Unicorn: a look at the top of the deck', () => {
  it('Unicorn Prophet: Ana looks at the top two cards and leaves them; the deck and her hand are unchanged', () => {
    const g = cc({
      players: [{ stable: ['unicorn-prophet'], hand: [R] }],
      turn: { phase: 'beginning' },
      deck: 20,
      draws: 'ask',
    });
    expect(g.pending).toMatchObject({ kind: 'beginning-of-turn', player: 0 });
    g.choose({ card: 'unicorn-prophet' }, 'beginning-of-turn');
    // Said out loud, nothing asked: the phone cannot know the cards and they stay where they are.
    expect(g.state.results).toContainEqual({
      kind: 'looked',
      player: 0,
      count: 2,
      kept: 0,
      by: 'unicorn-prophet',
      asTheyWere: true,
    });
    expect(g.state.moves).toContainEqual({ lookAtTop: 0, count: 2, keep: 0, asTheyWere: true });
    expect(g.pending.kind).toBe('draw');
    expect(g.table.deck).toBe(20);
    expect(g.hand(0)).toEqual({ count: 1, known: [R] });
    // The Draw phase then takes the top card as usual.
    g.choose({ draw: true }, 'draw');
    expect(g.table.deck).toBe(19);
    expect(g.hand(0).count).toBe(2);
  });

  it('Unicorn Prophet may be left unused: Ana goes to her draw', () => {
    const g = cc({ players: [{ stable: ['unicorn-prophet'] }], turn: { phase: 'beginning' }, draws: 'ask' });
    g.choose({ pass: true }, 'beginning-of-turn');
    expect(g.pending.kind).toBe('draw');
    expect(g.state.results.some((r) => r.kind === 'looked')).toBe(false);
  });

  it('Time-Shifting Unicorn: Ana looks at the top three cards and puts them back in her order', () => {
    const g = cc({
      players: [{ stable: ['time-shifting-unicorn', R] }],
      turn: { phase: 'beginning' },
      deck: 12,
      draws: 'ask',
    });
    g.choose({ card: 'time-shifting-unicorn' }, 'beginning-of-turn');
    expect(g.state.results).toContainEqual({
      kind: 'looked',
      player: 0,
      count: 3,
      kept: 0,
      by: 'time-shifting-unicorn',
    });
    expect(g.state.moves).toContainEqual({ lookAtTop: 0, count: 3, keep: 0 });
    expect(g.table.deck).toBe(12);
    expect(g.hand(0).count).toBe(0);
    expect(g.pending.kind).toBe('draw');
  });

  it('Time-Shifting Unicorn with two cards left in the deck looks at those two', () => {
    const g = cc({ players: [{ stable: ['time-shifting-unicorn'] }], turn: { phase: 'beginning' }, deck: 2 });
    g.choose({ card: 'time-shifting-unicorn' }, 'beginning-of-turn');
    expect(g.history.at(-2)!.results.concat(g.state.results)).toContainEqual(
      expect.objectContaining({ kind: 'looked', count: 2 }),
    );
  });
});

describe('Rainbow Bridge: a card drawn that a Stable takes goes straight in, and another is drawn', () => {
  it('Ana draws Weeniecorn: it goes into her Stable and she draws again', () => {
    const g = cc({ players: [{ hand: ['rainbow-bridge', R] }], deck: 20, draws: 'ask' });
    g.play('rainbow-bridge').noResponse();
    // The table did not see the card: Ana shows it if a Stable takes it.
    expect(g.pending).toMatchObject({
      kind: 'bring',
      player: 0,
      source: 'rainbow-bridge',
      zone: { drawn: 0 },
    });
    expect(g.offers({ card: W })).toBe(true);
    expect(g.offers({ card: 'extra-life' })).toBe(true);
    expect(g.offers({ card: 'brain-freeze' })).toBe(true);
    // A Magic card or an Instant never goes into a Stable: it is not one of the cards to show.
    expect(g.offers({ card: 'yoink' })).toBe(false);
    expect(g.offers({ card: 'neigh' })).toBe(false);
    expect(g.offers({ none: true })).toBe(true);
    g.choose({ card: W }, 'bring');
    expect(g.stable(0)).toEqual([W]);
    expect(g.table.discard).toEqual(['rainbow-bridge']);
    // Two cards drawn, one of them now in the Stable: Raccoonicorn and the second card in hand.
    expect(g.table.deck).toBe(18);
    expect(g.hand(0)).toEqual({ count: 2, known: [R] });
  });

  it('Ana draws a Magic card: she keeps it hidden and draws no second card', () => {
    const g = cc({ players: [{ hand: ['rainbow-bridge'] }], deck: 20, draws: 'ask' });
    g.play('rainbow-bridge').noResponse();
    g.choose({ none: true }, 'bring');
    expect(g.stable(0)).toEqual([]);
    expect(g.table.deck).toBe(19);
    expect(g.hand(0)).toEqual({ count: 1, known: [] });
  });

  it('a Downgrade drawn goes into Ana’s own Stable', () => {
    const g = cc({ players: [{ hand: ['rainbow-bridge'] }], deck: 20, draws: 'ask' });
    g.play('rainbow-bridge').noResponse();
    g.choose({ card: 'brain-freeze' }, 'bring');
    expect(g.stable(0)).toEqual(['brain-freeze']);
    expect(g.table.deck).toBe(18);
  });
});

describe('Nightmare Pact: a card type named on arrival, fetched from the discard pile', () => {
  it('Ana names Upgrade; at her next turn she brings an Upgrade back and goes straight to her End of Turn', () => {
    const g = cc(
      {
        players: [{ hand: ['nightmare-pact', R] }, { unknown: 2 }],
        discard: ['extra-life', W, 'yoink'],
      },
      2,
    );
    g.play('nightmare-pact', 0).noResponse();
    expect(g.pending).toMatchObject({ kind: 'name-kind', player: 0, source: 'nightmare-pact' });
    expect(g.options()).toEqual([
      { named: 'unicorn' },
      { named: 'upgrade' },
      { named: 'downgrade' },
      { named: 'magic' },
      { named: 'instant' },
    ]);
    g.choose({ named: 'upgrade' }, 'name-kind');
    expect(g.stable(0)).toEqual(['nightmare-pact']);
    // Ben's turn: he draws as his action.
    expect(g.table.turn.player).toBe(1);
    g.choose({ draw: true }, 'action');
    // Ana's turn begins: the Pact may fetch an Upgrade, never the Weeniecorn or the Magic card.
    expect(g.table.turn.player).toBe(0);
    expect(g.pending).toMatchObject({ kind: 'beginning-of-turn', player: 0 });
    const deck = g.table.deck;
    g.choose({ card: 'nightmare-pact' }, 'beginning-of-turn');
    expect(g.stable(0)).toEqual(['nightmare-pact', 'extra-life']);
    expect(g.table.discard).toEqual([W, 'yoink']);
    // No Draw phase and no Action phase for Ana: it is Ben's turn, and Ana drew nothing.
    expect(g.table.turn.player).toBe(1);
    expect(g.hand(0)).toEqual({ count: 1, known: [R] });
    expect(g.table.deck).toBe(deck - 1); // Ben's Draw phase only
  });

  it('Unicorn named: only a Unicorn card comes back', () => {
    const g = cc({ players: [{ hand: ['nightmare-pact'] }, { unknown: 2 }], discard: ['extra-life', W] }, 2);
    g.play('nightmare-pact', 0).noResponse().choose({ named: 'unicorn' }, 'name-kind');
    g.choose({ draw: true }, 'action');
    g.choose({ card: 'nightmare-pact' }, 'beginning-of-turn');
    expect(g.stable(0)).toEqual(['nightmare-pact', W]);
  });

  it('with no card of the named type in the discard pile, it is not offered and the turn goes on', () => {
    const g = cc({ players: [{ hand: ['nightmare-pact'] }, { unknown: 2 }], discard: [W] }, 2);
    g.play('nightmare-pact', 0).noResponse().choose({ named: 'magic' }, 'name-kind');
    g.choose({ draw: true }, 'action');
    // Ana's next turn goes straight through its beginning to her Draw phase (confirmed by the
    // scenario) and her Action phase: nothing was asked at its beginning.
    expect(g.table.turn).toMatchObject({ player: 0, phase: 'action', number: 3 });
    expect(g.history.some((s) => s.pending?.kind === 'beginning-of-turn')).toBe(false);
  });

  it('a Pact whose type was never named (put there by a correction) fetches nothing', () => {
    const g = cc({
      players: [{ stable: ['nightmare-pact'] }],
      discard: ['extra-life', W],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    expect(g.pending.kind).toBe('draw');
  });
});

describe('Objection: another player’s Neigh card sent back to their hand', () => {
  it('Ana pays a card: Ben’s Neigh goes back to his hand and he may not Neigh again this turn', () => {
    const g = cc({
      players: [
        { stable: ['objection'], hand: [R, 'yoink'] },
        { hand: ['neigh', 'neigh'] },
        { hand: ['neigh'] },
      ],
    });
    g.play(R, 0);
    g.choose({ player: 1, card: 'neigh' }, 'respond');
    expect(g.pending).toMatchObject({ kind: 'use', player: 0, source: 'objection' });
    // Ana's one card left (Yoink) pays for it.
    g.choose({ use: true }, 'use');
    expect(g.hand(1)).toEqual({ count: 2, known: ['neigh', 'neigh'] });
    expect(g.table.pile).toEqual([{ player: 0, card: R }]);
    // Raccoonicorn may be answered again, but not by Ben: Cy still may.
    expect(g.pending.kind).toBe('respond');
    expect(g.offers({ player: 1, card: 'neigh' })).toBe(false);
    expect(g.offers({ player: 2, card: 'neigh' })).toBe(true);
    g.noResponse();
    expect(g.stable(0)).toEqual(['objection', R]);
    expect(g.table.discard).toEqual(['yoink']);
  });

  it('Ana may let the Neigh stand', () => {
    const g = cc({ players: [{ stable: ['objection'], hand: [R, 'yoink'] }, { hand: ['neigh'] }] });
    g.play(R, 0);
    g.choose({ player: 1, card: 'neigh' }, 'respond');
    g.choose({ use: false }, 'use');
    g.noResponse();
    expect(g.stable(0)).toEqual(['objection']);
    expect(g.table.discard).toEqual([R, 'neigh']);
  });

  it('with no card left to pay, Objection is not offered', () => {
    const g = cc({
      players: [{ stable: ['objection'], hand: [R] }, { hand: ['neigh'] }, { hand: ['neigh'] }],
    });
    g.play(R, 0);
    g.choose({ player: 1, card: 'neigh' }, 'respond');
    // Cy may answer Ben's Neigh; Ana was asked nothing.
    expect(g.pending).toMatchObject({ kind: 'respond', about: { player: 1, card: 'neigh' } });
    expect(g.history.some((s) => s.pending?.kind === 'use')).toBe(false);
  });

  it('an Instant that is no Neigh card (Unwind and Rewind) is not objected to', () => {
    const g = cc({
      players: [
        { stable: ['objection'], hand: [R, 'yoink'] },
        { hand: ['unwind-and-rewind'] },
        { hand: ['neigh'] },
      ],
    });
    g.play(R, 0);
    g.choose({ player: 1, card: 'unwind-and-rewind' }, 'respond');
    expect(g.pending).toMatchObject({ kind: 'respond', about: { player: 1, card: 'unwind-and-rewind' } });
    expect(g.history.some((s) => s.pending?.kind === 'use')).toBe(false);
  });
});

describe('Hypnocorn: another player’s Unicorn effect stopped', () => {
  it('Ben pays a card: Ana’s Nightmare Unicorn brings nothing back', () => {
    const g = cc({
      players: [{ stable: ['nightmare-unicorn'] }, { stable: ['hypnocorn'], hand: ['neigh'] }],
      discard: [W],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    g.choose({ card: 'nightmare-unicorn' }, 'beginning-of-turn');
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'hypnocorn' });
    g.choose({ use: true }, 'use');
    // Ben's only card pays for it.
    expect(g.state.results).toContainEqual({
      kind: 'stopped',
      player: 0,
      card: 'nightmare-unicorn',
      by: { player: 1, card: 'hypnocorn' },
    });
    expect(g.stable(0)).toEqual(['nightmare-unicorn']);
    expect(g.table.discard).toEqual([W, 'neigh']);
    expect(g.hand(1).count).toBe(0);
    expect(g.pending.kind).toBe('draw');
  });

  it('Ben may let it happen', () => {
    const g = cc({
      players: [{ stable: ['nightmare-unicorn'] }, { stable: ['hypnocorn'], hand: ['neigh'] }],
      discard: [W],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'nightmare-unicorn' }, 'beginning-of-turn');
    g.choose({ use: false }, 'use');
    expect(g.stable(0)).toEqual(['nightmare-unicorn', W]);
  });

  it('an Upgrade’s effect, an Ultimate’s price, and its owner’s own Unicorns are not its business', () => {
    // Foresight is an Upgrade: Ben is not asked.
    const g = cc({
      players: [{ stable: ['foresight'] }, { stable: ['hypnocorn'], hand: ['neigh'] }],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'foresight' }, 'beginning-of-turn');
    expect(g.pending).toMatchObject({ kind: 'action', player: 0 });
    // Unicorn of Glory's price is paid, never stopped.
    const h = cc({
      players: [{ hand: ['unicorn-of-glory', 'yoink', R] }, { stable: ['hypnocorn'], hand: ['neigh'] }],
    });
    h.play('unicorn-of-glory', 0).noResponse();
    expect(h.pending).toMatchObject({ kind: 'discard', player: 0 });
    // Ben's own Nightmare Unicorn: nobody else has a Hypnocorn, nothing is asked.
    const k = cc({
      players: [{}, { stable: ['nightmare-unicorn', 'hypnocorn'], hand: ['neigh'] }],
      discard: [W],
      turn: { player: 1, phase: 'beginning' },
    });
    k.choose({ card: 'nightmare-unicorn' }, 'beginning-of-turn');
    expect(k.stable(1)).toEqual(['nightmare-unicorn', 'hypnocorn', W]);
  });
});

describe('Pied Pipercorn: a Baby called into another Stable', () => {
  it('Ben pays a card: the Baby Ana brings from the Nursery comes into his Stable', () => {
    const g = cc({
      players: [
        { stable: ['unicorn-adoption-agency', R, W], hand: ['yoink'] },
        { stable: ['pied-pipercorn'], hand: ['neigh'] },
      ],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    g.choose({ card: 'unicorn-adoption-agency' }, 'beginning-of-turn');
    g.choose({ card: 'baby-penguincorn' }, 'bring');
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'pied-pipercorn' });
    g.choose({ use: true }, 'use');
    expect(g.state.results).toContainEqual({
      kind: 'brought',
      player: 1,
      card: 'baby-penguincorn',
      by: 'pied-pipercorn',
    });
    expect(g.stable(1)).toEqual(['pied-pipercorn', 'baby-penguincorn']);
    expect(g.stable(0)).toEqual(['unicorn-adoption-agency', R, W]);
    expect(g.table.discard).toEqual(['yoink', 'neigh']);
    // Both decks hold a Baby Penguincorn: one is left in the Nursery.
    expect(g.table.nursery.filter((baby) => baby === 'baby-penguincorn')).toHaveLength(1);
  });

  it('Ben may let the Baby go to Ana', () => {
    const g = cc({
      players: [
        { stable: ['unicorn-adoption-agency', R, W], hand: ['yoink'] },
        { stable: ['pied-pipercorn'], hand: ['neigh'] },
      ],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'unicorn-adoption-agency' }, 'beginning-of-turn');
    g.choose({ card: 'baby-penguincorn' }, 'bring');
    g.choose({ use: false }, 'use');
    expect(g.stable(0)).toEqual(['unicorn-adoption-agency', R, W, 'baby-penguincorn']);
    expect(g.stable(1)).toEqual(['pied-pipercorn']);
  });

  it('with an empty hand Ben cannot pay, and is not asked', () => {
    const g = cc({
      players: [
        { stable: ['unicorn-adoption-agency', R, W], hand: ['yoink'] },
        { stable: ['pied-pipercorn'] },
      ],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'unicorn-adoption-agency' }, 'beginning-of-turn');
    g.choose({ card: 'baby-penguincorn' }, 'bring');
    expect(g.stable(0)).toContain('baby-penguincorn');
  });
});

describe('what the table reads, in English and French', () => {
  afterEach(() => setLanguage('en'));

  it('names a card type for Nightmare Pact', () => {
    const g = cc({ players: [{ hand: ['nightmare-pact'] }] });
    g.play('nightmare-pact', 0).noResponse();
    const decision = g.pending;
    expect(decisionSentence(decision, g.table, 'en')).toBe('Ana names a card type for Nightmare Pact');
    expect(optionLabel(decision, { named: 'upgrade' }, g.table, 'en')).toBe('Upgrade cards');
    expect(eventSentence(decision, { named: 'upgrade' }, g.table, 'en')).toBe(
      'Ana named Upgrade cards for Nightmare Pact',
    );
    setLanguage('fr');
    expect(decisionSentence(decision, g.table, 'en')).toBe('Ana nomme un type de carte pour Nightmare Pact');
    expect(optionLabel(decision, { named: 'instant' }, g.table, 'en')).toBe('Cartes Illico');
  });

  it('asks for the card Rainbow Bridge drew, or that it stays hidden', () => {
    const g = cc({ players: [{ hand: ['rainbow-bridge'] }], draws: 'ask' });
    g.play('rainbow-bridge').noResponse();
    const decision = g.pending;
    expect(decisionSentence(decision, g.table, 'en')).toMatch(
      /^Rainbow Bridge: Ana shows the card just drawn/,
    );
    expect(optionLabel(decision, { none: true }, g.table, 'en')).toBe('Another kind of card (kept hidden)');
    expect(eventSentence(decision, { none: true }, g.table, 'en')).toBe(
      'Ana kept the card drawn hidden (Rainbow Bridge)',
    );
    setLanguage('fr');
    expect(decisionSentence(decision, g.table, 'en')).toMatch(/^Rainbow Bridge : Ana montre la carte/);
    expect(optionLabel(decision, { none: true }, g.table, 'en')).toBe(
      'Une carte d’un autre type (gardée cachée)',
    );
  });

  it('says who may answer before what, and what a look at the deck did', () => {
    const g = cc({
      players: [{ stable: ['nightmare-unicorn'] }, { stable: ['hypnocorn'], hand: ['neigh'] }],
      discard: [W],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'nightmare-unicorn' }, 'beginning-of-turn');
    expect(decisionSentence(g.pending, g.table, 'en')).toBe(
      'Ben may use Hypnocorn before Ana’s Nightmare Unicorn goes ahead',
    );
    const looked = { kind: 'looked', player: 0, count: 3, kept: 0, by: 'time-shifting-unicorn' } as const;
    expect(resultSentence(looked, g.table, 'en')).toBe(
      'Ana looked at the top 3 cards of the deck and put them back in the order they chose (Time-Shifting Unicorn)',
    );
    setLanguage('fr');
    expect(decisionSentence(g.pending, g.table, 'en')).toBe(
      'Ben peut utiliser Hypnocorn avant que la carte Nightmare Unicorn d’Ana ne s’applique',
    );
    expect(resultSentence({ ...looked, count: 2, asTheyWere: true }, g.table, 'en')).toBe(
      'Ana a regardé 2 cartes du dessus du paquet et les a laissées à leur place (Time-Shifting Unicorn)',
    );
  });
});

describe('the same words on made-up cards (parameters, not cards)', () => {
  it('name-kind and a `named` filter on another verb: a grudge destroys only the type named', async () => {
    const { scenario } = await withCards({
      id: 'test-grudge',
      type: 'upgrade',
      abilities: [
        { on: 'enter', optional: false, effect: { do: 'name-kind' } },
        {
          on: 'beginning-of-turn',
          optional: true,
          effect: { do: 'destroy', count: 1, filter: { kind: 'card', named: true } },
        },
      ],
    });
    const s = scenario({
      players: [{ hand: ['test-grudge'] }, { stable: ['yay', 'slowdown', 'basic-unicorn-red'], unknown: 1 }],
    });
    s.play('test-grudge', 0).noResponse();
    s.choose({ named: 'downgrade' }, 'name-kind');
    s.choose({ draw: true }, 'action');
    s.choose({ card: 'test-grudge' }, 'beginning-of-turn');
    // The only Downgrade is Ben's Slowdown: no choice to make.
    expect(s.stable(1)).toEqual(['yay', 'basic-unicorn-red']);
  });

  it('no-plays for "that player" with a filter: a hush keeps Ben from answering for the turn', async () => {
    const { scenario } = await withCards({
      id: 'test-hush',
      type: 'magic',
      abilities: [
        {
          on: 'play',
          effect: {
            and: [
              { do: 'look-at-hand', from: 'another' },
              { do: 'no-plays', who: 'owner', filter: { kind: 'instant' } },
              { do: 'two-plays' },
            ],
          },
        },
      ],
    });
    const s = scenario({
      players: [{ hand: ['test-hush', 'basic-unicorn-red'] }, { hand: ['neigh'] }, { hand: ['neigh'] }],
    });
    s.play('test-hush').noResponse();
    s.choose({ player: 1 }, 'player');
    s.play('basic-unicorn-red', 0);
    expect(s.options()).toEqual([{ pass: true }, { player: 2, card: 'neigh' }]);
  });
});
