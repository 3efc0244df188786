// One scenario per Control & Chaos face whose abilities are written in the vocabulary: a table of
// both decks, the card played or triggered, the decisions answered, and the zones the card's text
// says we end with (../shared/cards/control-chaos.md; expected values worked out from the texts).
import { describe, expect, it } from 'vitest';
import { controlChaos } from '../../../src/games/unstable-unicorns/catalog.ts';
import { playRefusal } from '../../../src/games/unstable-unicorns/legality.ts';
import { scenario as base, type PositionSpec } from '../../walker/scenario.ts';

/** A scenario with both Control & Chaos decks, three players, Ana's Action phase unless told. */
function cc(spec: PositionSpec) {
  const players = [...spec.players];
  while (players.length < 3) players.push({});
  return base({ ...spec, players, composition: { boxes: ['control', 'chaos'] } });
}

const R = 'raccoonicorn';
const W = 'weeniecorn';
const babies = controlChaos.cards.filter((f) => f.type === 'baby-unicorn').map((f) => f.id);
const basics = controlChaos.cards.filter((f) => f.type === 'basic-unicorn').map((f) => f.id);

describe('Baby and Basic Unicorns', () => {
  it.each(babies)('%s goes back to the Nursery when destroyed', (baby) => {
    const g = cc({ players: [{ hand: ['unicorn-trap', 'controlled-destruction'] }, { stable: [baby] }] });
    g.play('controlled-destruction').noResponse();
    expect(g.stable(1)).toEqual([]);
    expect(g.table.nursery).toContain(baby);
  });
  it.each(basics)('%s is played into a Stable', (basic) => {
    const g = cc({ players: [{ hand: [basic] }] });
    g.play(basic, 0).noResponse();
    expect(g.stable(0)).toEqual([basic]);
  });
});

describe('Downgrades', () => {
  it('Black Hole: its owner sacrifices a Magical Unicorn and brings a Basic Unicorn from the deck', () => {
    const g = cc({ players: [{ stable: ['black-hole', 'dingocorn', R] }], turn: { phase: 'beginning' } });
    g.choose({ card: W }, 'search');
    expect(g.stable(0)).toEqual(['black-hole', R, W]);
    expect(g.table.discard).toEqual(['dingocorn']);
  });

  it('Greener Pastures: with no three cards to discard, a Unicorn goes to another Stable', () => {
    const g = cc({ players: [{ stable: ['greener-pastures', R] }], turn: { phase: 'beginning' } });
    g.choose({ player: 1 }, 'move-to');
    expect(g.stable(1)).toEqual([R]);
    expect(g.stable(0)).toEqual(['greener-pastures']);
  });

  it('Anti-Magic Bubble: the other Downgrades go, its owner plays no Magic, and a new Downgrade ends it', () => {
    const g = cc({ players: [{ hand: ['anti-magic-bubble', 'brain-freeze'] }, { stable: ['catastrophe'] }] });
    g.play('anti-magic-bubble', 1).noResponse();
    expect(g.stable(1)).toEqual(['anti-magic-bubble']);
    expect(g.table.discard).toEqual(['catastrophe']);
    const h = cc({
      players: [{}, { stable: ['anti-magic-bubble'], hand: ['yoink', R] }],
      turn: { player: 1 },
    });
    expect(h.offers({ play: R })).toBe(true);
    expect(h.offers({ play: 'yoink' })).toBe(false);
    const k = cc({ players: [{ hand: ['brain-freeze', R] }, { stable: ['anti-magic-bubble'] }] });
    k.play('brain-freeze', 1).noResponse();
    expect(k.stable(1)).toEqual(['brain-freeze']);
  });

  it('Restricted Area: its owner plays no Magical Unicorn (Basic and Ultimate ones still)', () => {
    const g = cc({
      players: [{}, { stable: ['restricted-area'], hand: ['dingocorn', R] }],
      turn: { player: 1 },
    });
    expect(g.offers({ play: R })).toBe(true);
    expect(g.offers({ play: 'dingocorn' })).toBe(false);
  });

  it.each(['catastrophe', 'otter-devastation'])(
    '%s: its Stable’s Unicorns are no Unicorn cards to other effects',
    (card) => {
      const g = cc({ players: [{ hand: ['unicorn-trap', W] }, { stable: [card, R] }] });
      expect(g.offers({ play: W })).toBe(true);
      expect(g.offers({ play: 'unicorn-trap' })).toBe(false);
    },
  );

  it('Unicorn Tax: a discard after each draw of its owner', () => {
    const g = cc({ players: [{ stable: ['unicorn-tax'], hand: ['neigh', R] }], turn: { phase: 'draw' } });
    // The Draw phase's card drawn, the tax is paid before the Action phase.
    expect(g.pending).toMatchObject({ kind: 'discard', player: 0, source: 'unicorn-tax' });
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.pending.kind).toBe('action');
    expect(g.hand(0).count).toBe(2);
  });

  it('Toll Booth: a discard each time its owner plays a Unicorn card', () => {
    const g = cc({ players: [{ stable: ['toll-booth'], hand: [R, 'neigh'] }] });
    g.play(R, 0).noResponse();
    expect(g.stable(0)).toEqual(['toll-booth', R]);
    expect(g.table.discard).toEqual(['neigh']);
  });

  it('Brain Freeze: its owner answers nothing', () => {
    const g = cc({
      players: [{ hand: [R] }, { stable: ['brain-freeze'], hand: ['neigh', 'unwind-and-rewind'] }],
    });
    g.play(R, 0);
    expect(g.stable(0)).toEqual([R]);
  });
});

describe('Magic cards', () => {
  it('Controlled Destruction destroys any card of another Stable', () => {
    const g = cc({ players: [{ hand: ['controlled-destruction'] }, { stable: ['extra-life'] }] });
    g.play('controlled-destruction').noResponse();
    expect(g.table.discard).toEqual(['extra-life', 'controlled-destruction']);
  });

  it('Grow Up: a Baby given up for a Unicorn from the deck; not playable without a Baby', () => {
    const g = cc({ players: [{ stable: ['baby-pegacorn'], hand: ['grow-up'] }] });
    g.play('grow-up').noResponse();
    g.choose({ card: W }, 'search');
    expect(g.stable(0)).toEqual([W]);
    expect(g.table.nursery).toContain('baby-pegacorn');
    const h = cc({ players: [{ hand: ['grow-up', R] }] });
    expect(h.offers({ play: 'grow-up' })).toBe(false);
  });

  it('Merry-Go-Round: every hand moves one seat on', () => {
    const g = cc({
      players: [{ hand: ['merry-go-round', 'neigh'] }, { hand: ['yoink'] }, { unknown: 2 }],
      draws: 'ask',
    });
    g.play('merry-go-round').noResponse();
    expect(g.hand(1)).toEqual({ count: 1, known: ['neigh'] });
    expect(g.hand(2)).toEqual({ count: 1, known: ['yoink'] });
    expect(g.hand(0)).toEqual({ count: 2, known: [] });
  });

  it('Rainbow Bazooka: a Unicorn destroyed, then its owner and the player may each draw', () => {
    const g = cc({ players: [{ hand: ['rainbow-bazooka'] }, { stable: [R] }], draws: 'ask' });
    g.play('rainbow-bazooka').noResponse();
    expect(g.pending).toMatchObject({ kind: 'use', player: 1 });
    g.choose({ use: true }, 'use');
    g.choose({ use: false }, 'use');
    expect(g.stable(1)).toEqual([]);
    expect(g.hand(1).count).toBe(1);
    expect(g.hand(0).count).toBe(0);
  });

  it('Temporal Paradox: a card back to its owner’s hand, and the player draws', () => {
    const g = cc({ players: [{ hand: ['temporal-paradox'] }, { stable: ['extra-life'] }], draws: 'ask' });
    g.play('temporal-paradox').noResponse();
    expect(g.hand(1).known).toEqual(['extra-life']);
    expect(g.hand(0).count).toBe(1);
  });

  it('Wishing Well: one discard, then three draws', () => {
    const g = cc({ players: [{ hand: ['wishing-well', 'neigh'] }], draws: 'ask' });
    g.play('wishing-well').noResponse();
    expect(g.table.discard).toEqual(['neigh', 'wishing-well']);
    expect(g.hand(0).count).toBe(3);
  });

  it('Quid Pro Quo: four draws and four discards', () => {
    const g = cc({ players: [{ hand: ['quid-pro-quo'] }], draws: 'ask' });
    g.play('quid-pro-quo').noResponse();
    for (let i = 0; i < 4; i++) g.choose({ card: R }, 'discard');
    expect(g.hand(0).count).toBe(0);
    expect(g.table.discard).toEqual([R, R, R, R, 'quid-pro-quo']);
  });

  it('Unicornucopia: draws up to the hand limit, then each other player may draw 2', () => {
    const g = cc({ players: [{ hand: ['unicornucopia', 'neigh'] }, {}, {}], deck: 20, draws: 'ask' });
    g.play('unicornucopia').noResponse();
    // Ana holds 1 card: 6 drawn. Ben may draw (Ana's new cards might hold a Trapped Chest: asked).
    expect(g.hand(0).count).toBe(7);
    g.choose({ use: true }, 'use').noResponse();
    g.choose({ use: false }, 'use');
    expect([g.hand(1).count, g.hand(2).count]).toEqual([2, 0]);
  });

  it('Unicorn Trap steals a Unicorn; Yoink! an Upgrade or Downgrade', () => {
    const g = cc({ players: [{ hand: ['unicorn-trap'] }, { stable: [R, 'extra-life'] }] });
    g.play('unicorn-trap').noResponse();
    expect(g.stable(0)).toEqual([R]);
    const h = cc({ players: [{ hand: ['yoink'] }, { stable: [R, 'brain-freeze'] }] });
    h.play('yoink').noResponse();
    expect(h.stable(0)).toEqual(['brain-freeze']);
  });

  it('Unicorns Forever: the discard pile into the deck, a Unicorn from it, and the others may draw', () => {
    const g = cc({
      players: [{ hand: ['unicorns-forever'] }, {}, {}],
      discard: [R, 'neigh'],
      deck: 10,
      draws: 'ask',
    });
    g.play('unicorns-forever').noResponse();
    g.choose({ card: W }, 'search');
    g.choose({ use: true }, 'use');
    g.choose({ use: false }, 'use');
    expect(g.stable(0)).toEqual([W]);
    expect(g.table.discard).toEqual(['unicorns-forever']);
    expect(g.table.deck).toBe(10);
    expect(g.hand(1).count).toBe(1);
  });

  it('Nightmare’s Conjuring: a discard, then a discard-pile card into the Stable', () => {
    const g = cc({ players: [{ hand: ['nightmares-conjuring', 'neigh'] }], discard: ['brain-freeze'] });
    g.play('nightmares-conjuring').noResponse();
    expect(g.stable(0)).toEqual(['brain-freeze']);
  });

  it('Kittencorn Burglar: a discard, then two discard-pile cards into the hand', () => {
    const g = cc({ players: [{ hand: ['kittencorn-burglar', 'neigh'] }], discard: [R, W], draws: 'ask' });
    g.play('kittencorn-burglar').noResponse();
    g.choose({ card: R }, 'search');
    g.choose({ card: W }, 'search');
    expect(g.hand(0).known).toEqual([R, W]);
  });

  it('Archangel’s Blessing: a Unicorn, an Upgrade and a Downgrade given up for a Unicorn and an Upgrade', () => {
    const g = cc({ players: [{ stable: [R, 'extra-life', 'brain-freeze'], hand: ['archangels-blessing'] }] });
    g.play('archangels-blessing').noResponse();
    g.choose({ card: W }, 'search');
    g.choose({ card: 'foresight' }, 'search');
    expect(g.stable(0)).toEqual([W, 'foresight']);
    const h = cc({ players: [{ stable: [R, 'extra-life'], hand: ['archangels-blessing', W] }] });
    expect(h.offers({ play: 'archangels-blessing' })).toBe(false);
  });
});

describe('Magical Unicorns', () => {
  it('Trojan Unicorn: Ana plays a Unicorn, and Ben sacrifices Trojan Unicorn to steal it', () => {
    const g = cc({ players: [{ hand: [W], stable: [R] }, { stable: ['trojan-unicorn'] }] });
    g.play(W, 0).noResponse();
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'trojan-unicorn' });
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual([R]);
    expect(g.stable(1)).toEqual([W]);
    expect(g.table.discard).toEqual(['trojan-unicorn']);
  });

  it('Unicorn Trap Master: a discard, then a Downgrade from the hand straight into another Stable', () => {
    const g = cc({ players: [{ hand: ['unicorn-trap-master', 'neigh', 'brain-freeze'] }, { stable: [R] }] });
    g.play('unicorn-trap-master', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ card: 'neigh' }, 'discard');
    g.choose({ player: 1 }, 'move-to');
    expect(g.stable(1)).toEqual([R, 'brain-freeze']);
    expect(g.table.discard).toEqual(['neigh']);
    expect(g.hand(0)).toEqual({ count: 0, known: [] });
    // With no Downgrade in hand, nothing is offered (no discard for nothing).
    const h = cc({ players: [{ hand: ['unicorn-trap-master', 'neigh'] }] });
    h.play('unicorn-trap-master', 0).noResponse();
    expect(h.pending).toMatchObject({ kind: 'action', player: 1 });
    expect(h.hand(0)).toEqual({ count: 1, known: ['neigh'] });
  });

  it('Lady Justice Unicorn: a Unicorn of the biggest Stable goes to the smallest; level Stables, nothing', () => {
    const g = cc({ players: [{ hand: ['lady-justice-unicorn'] }, { stable: [R, W, R] }, { stable: [] }] });
    g.play('lady-justice-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ card: W }, 'move');
    expect(g.stable(1)).toEqual([R, R]);
    expect(g.stable(2)).toEqual([W]);
    expect(g.stable(0)).toEqual(['lady-justice-unicorn']);
    const h = cc({ players: [{ hand: ['lady-justice-unicorn'] }, { stable: [R] }, { stable: [W] }] });
    h.play('lady-justice-unicorn', 0).noResponse();
    expect(h.pending).toMatchObject({ kind: 'action', player: 1 });
    expect([h.stable(1), h.stable(2)]).toEqual([[R], [W]]);
  });

  it('Dingocorn sends every Baby back to the Nursery', () => {
    const g = cc({
      players: [{ stable: ['baby-bearicorn'], hand: ['dingocorn'] }, { stable: ['baby-pegacorn'] }],
    });
    g.play('dingocorn', 0).noResponse().choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual(['dingocorn']);
    expect(g.stable(1)).toEqual([]);
    expect(g.table.nursery).toEqual(expect.arrayContaining(['baby-bearicorn', 'baby-pegacorn']));
  });

  it('Sacrificial Lambicorn: given up for a new hand of five', () => {
    const g = cc({
      players: [{ stable: ['sacrificial-lambicorn'], hand: ['neigh', 'yoink'] }],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    g.choose({ card: 'sacrificial-lambicorn' }, 'beginning-of-turn');
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.stable(0)).toEqual([]);
    expect(g.table.discard).toEqual(['sacrificial-lambicorn', 'neigh', 'yoink']);
    expect(g.hand(0).count).toBe(5);
  });

  it('Pickpocket Unicorn: when it goes, its owner takes a card from another hand', () => {
    const g = cc({
      players: [{ hand: ['controlled-destruction', 'neigh'] }, { stable: ['pickpocket-unicorn'] }],
    });
    g.play('controlled-destruction').noResponse().choose({ use: true }, 'use');
    expect(g.hand(1).known).toEqual(['neigh']);
    expect(g.hand(0).count).toBe(0);
  });

  it('Twin Unicorns: one discard for two plays this turn', () => {
    const g = cc({
      players: [{ stable: ['twin-unicorns'], hand: ['neigh', R, W] }],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    g.choose({ card: 'twin-unicorns' }, 'beginning-of-turn');
    g.choose({ card: 'neigh' }, 'discard');
    g.choose({ draw: true }, 'draw');
    g.play(R, 0).noResponse();
    expect(g.pending).toMatchObject({ kind: 'action', player: 0 });
    g.play(W, 0).noResponse();
    expect(g.stable(0)).toEqual(['twin-unicorns', R, W]);
  });

  it('Traffic Director Unicorn: an Upgrade or Downgrade moves on, and the Action phase is skipped', () => {
    const g = cc({
      players: [{ stable: ['traffic-director-unicorn'], hand: [R] }, { stable: ['brain-freeze'] }],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'traffic-director-unicorn' }, 'beginning-of-turn');
    g.choose({ player: 2 }, 'move-to');
    expect(g.stable(2)).toEqual(['brain-freeze']);
    expect(g.table.turn.player).toBe(1);
    expect(g.stable(0)).toEqual(['traffic-director-unicorn']);
  });

  it('Nymphicorn: each other player with no Magical Unicorn discards at the beginning of the turn', () => {
    const g = cc({
      players: [
        { stable: ['nymphicorn'] },
        { stable: ['dingocorn'], hand: ['neigh'] },
        { stable: [R], hand: ['yoink'] },
      ],
      turn: { phase: 'beginning' },
    });
    expect(g.hand(1).count).toBe(1);
    expect(g.table.discard).toEqual(['yoink']);
  });

  it('Nannycorn: a Baby from the Nursery, and no card played this turn (the draw stays)', () => {
    const g = cc({ players: [{ stable: ['nannycorn'], hand: [R] }], turn: { phase: 'beginning' }, deck: 10 });
    g.choose({ card: 'nannycorn' }, 'beginning-of-turn');
    g.choose({ card: 'baby-bearicorn' }, 'bring');
    // Draw phase, then the Action phase offers only the draw: taken, and Ben's turn begins.
    expect(g.stable(0)).toEqual(['nannycorn', 'baby-bearicorn']);
    expect(g.hand(0).known).toEqual([R]);
    expect(g.hand(0).count).toBe(3);
    expect(g.table.turn.player).toBe(1);
  });

  it('Slothicorn: the Magical Unicorns of its Stable trigger nothing (an Ultimate still does)', () => {
    const g = cc({
      players: [
        { stable: ['slothicorn', 'sniper-unicorn', 'nightmare-unicorn'], hand: [R] },
        { stable: [W] },
      ],
      discard: ['red-pandacorn'],
      turn: { phase: 'beginning' },
    });
    // Only Nightmare Unicorn's beginning-of-turn effect is offered: Sniper Unicorn's is off.
    expect(g.options()).toEqual([{ pass: true }, { trigger: 0, card: 'nightmare-unicorn' }]);
  });

  it('Spy Unicorn: its owner picks a player whose hand they see; the table learns nothing of it', () => {
    const g = cc({ players: [{ hand: ['spy-unicorn'] }, { unknown: 2 }, { unknown: 3 }] });
    g.play('spy-unicorn', 0).noResponse();
    expect(g.pending).toMatchObject({ kind: 'player', player: 0 });
    g.choose({ player: 2 }, 'player');
    expect(g.hand(2)).toEqual({ count: 3, known: [] });
  });

  it('Mutually Assured Destructicorn: when it goes, every other player sacrifices a card', () => {
    const g = cc({
      players: [
        { stable: [R], hand: ['controlled-destruction'] },
        { stable: ['mutually-assured-destructicorn', W] },
        { stable: ['extra-life'] },
      ],
    });
    g.play('controlled-destruction').noResponse();
    g.target(1, 'mutually-assured-destructicorn', 'destroy');
    expect(g.stable(0)).toEqual([]);
    expect(g.stable(2)).toEqual([]);
    expect(g.stable(1)).toEqual([W]);
  });

  it('Academicorn: an Upgrade given to another Stable, then one taken from it', () => {
    const g = cc({
      players: [{ stable: ['foresight'], hand: ['academicorn'] }, { stable: ['glass-half-full'] }],
    });
    g.play('academicorn', 0).noResponse().choose({ use: true }, 'use');
    g.choose({ player: 1 }, 'move-to');
    g.target(1, 'glass-half-full', 'steal');
    expect(g.stable(0)).toEqual(['academicorn', 'glass-half-full']);
    expect(g.stable(1)).toEqual(['foresight']);
  });

  it('Foxicorn: a player picked shuffles their hand into the deck and draws 3', () => {
    const g = cc({ players: [{ hand: ['foxicorn'] }, { hand: ['neigh', 'yoink'] }], deck: 10, draws: 'ask' });
    g.play('foxicorn', 0).noResponse().choose({ use: true }, 'use');
    g.choose({ player: 1 }, 'player');
    expect(g.hand(1)).toEqual({ count: 3, known: [] });
    expect(g.table.deck).toBe(9);
  });

  it('Mama Unicorn: a discard for a Baby from the Nursery', () => {
    const g = cc({ players: [{ hand: ['mama-unicorn', 'neigh'] }] });
    g.play('mama-unicorn', 0).noResponse().choose({ use: true }, 'use');
    g.choose({ card: 'baby-slothicorn' }, 'bring');
    expect(g.stable(0)).toEqual(['mama-unicorn', 'baby-slothicorn']);
  });

  it('Excited Sealicorn: a discard for an Upgrade from the hand into the Stable', () => {
    const g = cc({ players: [{ hand: ['excited-sealicorn', 'neigh', 'extra-life'] }] });
    g.play('excited-sealicorn', 0).noResponse().choose({ use: true }, 'use');
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.stable(0)).toEqual(['excited-sealicorn', 'extra-life']);
  });

  it('Wrecking Ball Unicorn cannot be Neigh’d', () => {
    const g = cc({ players: [{ hand: ['wrecking-ball-unicorn'] }, { hand: ['neigh', 'super-neigh'] }] });
    g.play('wrecking-ball-unicorn', 0);
    expect(g.stable(0)).toEqual(['wrecking-ball-unicorn']);
  });

  it('Golden Retrievercorn: an Upgrade from the deck, then each other player may draw', () => {
    const g = cc({ players: [{ hand: ['golden-retrievercorn'] }], draws: 'ask' });
    g.play('golden-retrievercorn', 0).noResponse().choose({ use: true }, 'use');
    g.choose({ card: 'foresight' }, 'search');
    g.choose({ use: true }, 'use');
    // Ben's new card might be a Trapped Chest: the table is asked before Cy draws.
    g.choose({ use: true }, 'use').noResponse();
    expect(g.stable(0)).toEqual(['golden-retrievercorn', 'foresight']);
    expect([g.hand(1).count, g.hand(2).count]).toEqual([1, 1]);
  });

  it('Dread Pirate Unicorn: each discard is two', () => {
    const g = cc({
      players: [{ hand: ['wishing-well', 'neigh', 'yoink'] }, { stable: ['dread-pirate-unicorn'] }],
    });
    g.play('wishing-well').noResponse();
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.table.discard).toEqual(['neigh', 'yoink', 'wishing-well']);
  });

  it('Patient Zero Unicorn: each sacrifice is two', () => {
    const g = cc({
      players: [{ stable: ['unicorn-mafia', R, W, 'patient-zero-unicorn'], hand: ['neigh', 'yoink'] }],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'unicorn-mafia' }, 'beginning-of-turn');
    g.choose({ card: 'neigh' }, 'discard');
    // Nothing to destroy: the sacrifice is the only branch, and it is two sacrifices.
    g.choose({ card: R }, 'sacrifice');
    g.choose({ card: W }, 'sacrifice');
    expect(g.stable(0)).toEqual(['unicorn-mafia', 'patient-zero-unicorn']);
  });

  it('Parallel Universicorn: below the hand limit, a draw instead of a discard', () => {
    const g = cc({
      players: [{ hand: ['wishing-well', 'neigh'] }, { stable: ['parallel-universicorn'] }],
      draws: 'ask',
    });
    g.play('wishing-well').noResponse();
    g.choose({ draw: true }, 'discard');
    // The draw stood in for the discard: the three draws follow.
    expect(g.hand(0)).toEqual({ count: 5, known: ['neigh'] });
  });

  it('Regifting Unicorn: a Downgrade of its owner goes to another Stable', () => {
    const g = cc({ players: [{ stable: ['brain-freeze'], hand: ['regifting-unicorn'] }] });
    g.play('regifting-unicorn', 0).noResponse().choose({ use: true }, 'use');
    g.choose({ player: 1 }, 'move-to');
    expect(g.stable(1)).toEqual(['brain-freeze']);
  });

  it('Unicorn of Charity: an extra draw, then the others may draw', () => {
    const g = cc({
      players: [{ stable: ['unicorn-of-charity'] }],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    g.choose({ card: 'unicorn-of-charity' }, 'beginning-of-turn');
    // Ana's new card might be a Trapped Chest: the table is asked before Ben draws.
    g.choose({ use: true }, 'use').noResponse();
    g.choose({ use: false }, 'use');
    expect([g.hand(0).count, g.hand(1).count, g.hand(2).count]).toEqual([1, 1, 0]);
  });

  it('Sniper Unicorn: a Unicorn destroyed, and no Action phase this turn', () => {
    const g = cc({
      players: [{ stable: ['sniper-unicorn'], hand: [R] }, { stable: [W] }],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'sniper-unicorn' }, 'beginning-of-turn');
    expect(g.stable(1)).toEqual([]);
    expect(g.table.turn.player).toBe(1);
  });

  it('Unicorn of Betrayal destroys a Unicorn as it enters', () => {
    const g = cc({ players: [{ hand: ['unicorn-of-betrayal'] }, { stable: [W] }] });
    g.play('unicorn-of-betrayal', 0).noResponse().choose({ use: true }, 'use');
    expect(g.stable(1)).toEqual([]);
  });
});

describe('Upgrades', () => {
  it('Extra Life: the destroyed Unicorn comes back from the discard pile, Extra Life going instead', () => {
    const g = cc({ players: [{ hand: ['rainbow-bazooka'], stable: [R] }, { stable: ['extra-life', W] }] });
    g.play('rainbow-bazooka').noResponse();
    g.choose({ use: false }, 'use');
    g.choose({ use: false }, 'use');
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'extra-life' });
    g.choose({ use: true }, 'use');
    expect(g.stable(1)).toEqual([W]);
    expect(g.table.discard).toEqual(['rainbow-bazooka', 'extra-life']);
  });

  it('Retribution: a Unicorn destroyed by Ana, and Ben may destroy one of Ana’s (not Cy’s)', () => {
    const g = cc({
      players: [
        { hand: ['rainbow-bazooka'], stable: [R, W] },
        { stable: ['retribution', W] },
        { stable: [R] },
      ],
    });
    g.play('rainbow-bazooka').noResponse();
    g.choose({ card: W }, 'destroy');
    g.choose({ use: false }, 'use');
    g.choose({ use: false }, 'use');
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'retribution' });
    g.choose({ use: true }, 'use');
    g.choose({ card: R }, 'destroy');
    expect(g.stable(0)).toEqual([W]);
    expect(g.stable(1)).toEqual(['retribution']);
    expect(g.stable(2)).toEqual([R]);
  });

  it('Unicorn Adoption Agency: with two Basic Unicorns, a discard for a Baby; with one, nothing is offered', () => {
    const g = cc({
      players: [{ stable: ['unicorn-adoption-agency', R, W], hand: ['neigh'] }],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'unicorn-adoption-agency' }, 'beginning-of-turn');
    g.choose({ card: 'baby-penguincorn' }, 'bring');
    expect(g.stable(0)).toEqual(['unicorn-adoption-agency', R, W, 'baby-penguincorn']);
    const h = cc({
      players: [{ stable: ['unicorn-adoption-agency', R], hand: ['neigh'] }],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    expect(h.pending.kind).toBe('draw');
  });

  it('Imaginary Friendicorn: six Unicorns win while a Baby is in the Stable, not without one', () => {
    const baby = babies[0]!;
    const g = cc({ players: [{ stable: ['imaginary-friendicorn', baby, R, R, W, W], hand: [W] }, {}] });
    g.play(W, 0).noResponse();
    expect(g.table.outcome).toMatchObject({ over: true, reason: 'unicorns', winners: [0] });
    const h = cc({ players: [{ stable: ['imaginary-friendicorn', R, R, R, W, W], hand: [W] }, {}] });
    h.play(W, 0).noResponse();
    expect(h.stable(0)).toHaveLength(7); // six Unicorns and the Upgrade
    expect(h.table.outcome).toBeNull();
  });

  it('Foresight: a look at three cards keeping one, and no Draw phase', () => {
    const g = cc({
      players: [{ stable: ['foresight'] }],
      turn: { phase: 'beginning' },
      draws: 'ask',
      deck: 10,
    });
    g.choose({ card: 'foresight' }, 'beginning-of-turn');
    expect(g.pending.kind).toBe('action');
    expect([g.hand(0).count, g.table.deck]).toEqual([1, 9]);
  });

  it('Controlled Chaos: two discards, then a Unicorn destroyed or one from the deck', () => {
    const g = cc({
      players: [{ stable: ['controlled-chaos'], hand: ['neigh', 'yoink'] }, { stable: [W] }],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'controlled-chaos' }, 'beginning-of-turn');
    g.choose({ card: 'neigh' }, 'discard');
    g.choose({ branch: 0 }, 'choose-one');
    expect(g.stable(1)).toEqual([]);
  });

  it('Unicorn Mafia: two discards, then a card sacrificed or destroyed', () => {
    const g = cc({
      players: [{ stable: ['unicorn-mafia'], hand: ['neigh', 'yoink'] }, { stable: [W] }],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'unicorn-mafia' }, 'beginning-of-turn');
    g.choose({ card: 'neigh' }, 'discard');
    g.choose({ branch: 1 }, 'choose-one');
    expect(g.stable(1)).toEqual([]);
    expect(g.stable(0)).toEqual(['unicorn-mafia']);
  });

  it('Glass Half Full: a Downgrade arriving brings an Upgrade from the deck', () => {
    const g = cc({ players: [{ hand: ['brain-freeze'] }, { stable: ['glass-half-full'] }] });
    g.play('brain-freeze', 1).noResponse().choose({ use: true }, 'use');
    g.choose({ card: 'foresight' }, 'search');
    expect(g.stable(1)).toEqual(['glass-half-full', 'brain-freeze', 'foresight']);
  });

  it('Unicorn Bribe: an Upgrade or Downgrade given up in a Unicorn’s place', () => {
    const g = cc({
      players: [{ hand: ['unicorn-trap', 'controlled-destruction'] }, { stable: [R, 'unicorn-bribe'] }],
    });
    g.play('controlled-destruction').noResponse();
    g.target(1, R, 'destroy');
    g.choose({ card: 'unicorn-bribe' }, 'replace');
    expect(g.stable(1)).toEqual([R]);
    expect(g.table.discard).toEqual(['unicorn-bribe', 'controlled-destruction']);
  });
});

describe('Instants', () => {
  it('Unwind and Rewind sends the card answered to the top of the deck', () => {
    const g = cc({ players: [{ hand: [R] }, { hand: ['unwind-and-rewind'] }], deck: 10, draws: 'ask' });
    g.play(R, 0).choose({ player: 1, card: 'unwind-and-rewind' }, 'respond').noResponse();
    expect(g.table.deck).toBe(11);
    expect(g.table.discard).toEqual(['unwind-and-rewind']);
  });

  it('Destabilize picks the Stable an Upgrade enters; it does not answer a Unicorn', () => {
    const g = cc({ players: [{ hand: ['extra-life', R] }, { hand: ['destabilize'] }] });
    g.choose({ play: 'extra-life' }, 'action')
      .choose({ player: 1, card: 'destabilize' }, 'respond')
      .noResponse();
    g.choose({ player: 2 }, 'into');
    g.noResponse();
    expect(g.stable(2)).toEqual(['extra-life']);
    const h = cc({ players: [{ hand: [R] }, { hand: ['destabilize'] }] });
    h.play(R, 0);
    expect(h.stable(0)).toEqual([R]);
  });

  it('Imitation puts a Basic Unicorn from the answering hand into its own Stable', () => {
    const g = cc({ players: [{ hand: ['dingocorn'] }, { hand: ['imitation', W] }] });
    g.play('dingocorn', 0).choose({ player: 1, card: 'imitation' }, 'respond').noResponse();
    expect(g.stable(1)).toEqual([W]);
    expect(g.stable(0)).toEqual(['dingocorn']);
  });

  it('Absorb and Reflect takes a Magic card over', () => {
    const g = cc({
      players: [
        { hand: ['unicorn-trap'], stable: [R] },
        { stable: [W], hand: ['absorb-and-reflect'] },
      ],
    });
    g.play('unicorn-trap').choose({ player: 1, card: 'absorb-and-reflect' }, 'respond').noResponse();
    // The trap is Ben's now: he steals Ana's Unicorn (the only one in another Stable).
    expect(g.stable(1)).toEqual([W, R]);
    expect(g.stable(0)).toEqual([]);
  });
});

describe('Instants answering an event another player causes', () => {
  it('Bulletproof Vest stops the destruction of its player’s card, and they draw', () => {
    const g = cc({
      players: [{ hand: ['controlled-destruction'] }, { stable: [R], hand: ['bulletproof-vest'] }],
      draws: 'ask',
    });
    // No Neigh window (Ben's only Instant answers no card being played): the destruction's window opens.
    g.play('controlled-destruction');
    g.choose({ player: 1, card: 'bulletproof-vest' }, 'respond');
    expect(g.stable(1)).toEqual([R]);
    expect(g.hand(1).count).toBe(1);
    expect(g.table.discard).toEqual(['bulletproof-vest', 'controlled-destruction']);
  });

  it('Trapped Chest stops a draw, and that player discards instead', () => {
    const g = cc({
      players: [{ hand: ['wishing-well', 'neigh', R] }, { hand: ['trapped-chest'] }],
      draws: 'ask',
    });
    g.play('wishing-well').noResponse();
    g.choose({ card: 'neigh' }, 'discard');
    g.choose({ player: 1, card: 'trapped-chest' }, 'respond');
    expect(g.hand(0).count).toBe(0);
    expect(g.table.discard).toEqual(['neigh', 'trapped-chest', R, 'wishing-well']);
  });

  it('Trapped Chest answers the Draw phase before the card is drawn', () => {
    const g = cc({
      players: [{ hand: ['neigh', R] }, { hand: ['trapped-chest'] }],
      turn: { phase: 'draw' },
      draws: 'ask',
      deck: 10,
    });
    expect(g.pending).toMatchObject({ kind: 'draw', player: 0 });
    g.choose({ player: 1, card: 'trapped-chest' }, 'draw');
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.pending).toMatchObject({ kind: 'action', player: 0 });
    expect(g.hand(0)).toEqual({ count: 1, known: [R] });
    expect(g.table.deck).toBe(10);
  });

  it('Trapped Chest left alone: the Draw phase is one question, with the draw beside the answers', () => {
    const g = cc({
      players: [{ hand: ['neigh', R] }, { hand: ['trapped-chest'] }],
      turn: { phase: 'draw' },
      draws: 'ask',
      deck: 10,
    });
    expect(g.pending).toMatchObject({
      kind: 'draw',
      player: 0,
      options: [{ draw: true }, { player: 1, card: 'trapped-chest' }],
    });
    g.choose({ draw: true }, 'draw');
    // No second question: Ana holds one card more and may play.
    expect(g.pending).toMatchObject({ kind: 'action', player: 0 });
    expect(g.hand(0).count).toBe(3);
    expect(g.table.deck).toBe(9);
  });

  it('Redirect names the Unicorn destroyed instead', () => {
    const g = cc({
      players: [{ hand: ['controlled-destruction'] }, { stable: [R, W] }, { hand: ['redirect'] }],
    });
    g.play('controlled-destruction').noResponse();
    g.target(1, R, 'destroy');
    g.choose({ player: 2, card: 'redirect' }, 'respond');
    g.target(1, W, 'destroy');
    expect(g.stable(1)).toEqual([R]);
    expect(g.table.discard).toContain(W);
  });

  it('Intervention stops a sacrifice; its player then removes a card of a Stable', () => {
    const g = cc({
      players: [
        { stable: ['baby-pegacorn'], hand: ['grow-up'] },
        { stable: [R], hand: ['intervention'] },
      ],
    });
    g.play('grow-up');
    g.choose({ player: 1, card: 'intervention' }, 'respond');
    g.choose({ branch: 1 }, 'choose-one');
    // The Baby was destroyed, not sacrificed: Grow Up's price was not paid, so no Unicorn comes.
    expect(g.stable(0)).toEqual([]);
    expect(g.stable(1)).toEqual([R]);
    expect(g.table.nursery).toContain('baby-pegacorn');
  });
});

describe('Ultimate Unicorns: the price, then what they do', () => {
  // [face, the price's kind, how many, a card kind the price needs]
  const prices: Array<[string, 'sacrifice' | 'discard', number]> = [
    ['archangel-unicorn', 'sacrifice', 3],
    ['unicorn-of-glory', 'discard', 1],
    ['the-ancestor-unicorn', 'sacrifice', 1],
    ['nine-tailed-foxicorn', 'sacrifice', 2],
    ['unicorn-of-conniving-artistry', 'sacrifice', 1],
    ['the-rad-scientist-unicorn', 'sacrifice', 1],
    ['time-shifting-unicorn', 'sacrifice', 2],
    ['chronocorn', 'discard', 1],
    ['elusive-oceloticorn', 'sacrifice', 2],
    ['valkyrie-unicorn', 'sacrifice', 1],
    ['nightmare-unicorn', 'sacrifice', 3],
    ['the-reaper-unicorn', 'sacrifice', 1],
    ['frankencorn', 'discard', 1],
    ['puppetmaster-unicorn', 'discard', 1],
    ['shadow-unicorn', 'sacrifice', 1],
    ['manticore-unicorn', 'sacrifice', 2],
    ['unicorn-of-misfortune', 'discard', 2],
    ['epic-level-unicorn', 'sacrifice', 2],
    ['unicorn-of-foreboding-doom', 'sacrifice', 1],
  ];
  it.each(prices)(
    '%s is not played while its price (%s %i) cannot be paid, and is paid when it can',
    (card, kind, n) => {
      const short = Array.from({ length: n - 1 }, () => R);
      const enough = Array.from({ length: n }, () => R);
      // The table with one card too few to pay (the Ultimate itself never counts), then with enough.
      const table = (stable: string[], hand: string[]) => ({
        language: 'en' as const,
        players: [stable, [], []].map((cards, i) => ({
          name: `P${i}`,
          stable: cards,
          hand: i === 0 ? { count: hand.length, known: hand } : { count: 0, known: [] },
        })),
        nursery: [],
        deck: 20,
        discard: [],
        turn: { player: 0, phase: 'action' as const },
        twoPlayerVariant: false,
        composition: { boxes: ['control' as const, 'chaos' as const] },
      });
      const request = { player: 0, card, into: 0 };
      const few =
        kind === 'sacrifice' ? table(short, [card]) : table([], [card, ...short.map(() => 'neigh')]);
      const many =
        kind === 'sacrifice' ? table(enough, [card]) : table([], [card, ...enough.map(() => 'neigh')]);
      expect(playRefusal(few, request)?.code).toBe('cost');
      expect(playRefusal(many, request)).toBeNull();
      const g =
        kind === 'sacrifice'
          ? cc({ players: [{ stable: enough, hand: [card] }], deck: 20 })
          : cc({ players: [{ hand: [card, ...Array.from({ length: n }, () => 'neigh')] }], deck: 20 });
      g.play(card, 0).noResponse();
      for (let i = 0; i < n && g.state.pending?.kind === kind; i++)
        g.choose(kind === 'sacrifice' ? { card: R, index: 0 } : { card: 'neigh' }, kind);
      expect(g.stable(0)).toContain(card);
      if (kind === 'sacrifice') expect(g.stable(0).filter((c) => c === R)).toHaveLength(0);
      else expect(g.table.discard.filter((c) => c === 'neigh')).toHaveLength(n);
    },
  );

  it('Archangel Unicorn: a discard keeps a card of its Stable; an extra draw at the beginning of the turn', () => {
    const g = cc({
      players: [{ hand: ['controlled-destruction'] }, { stable: ['archangel-unicorn', W], hand: ['neigh'] }],
    });
    g.play('controlled-destruction').noResponse();
    g.target(1, W, 'destroy');
    g.choose({ card: 'archangel-unicorn' }, 'replace');
    expect(g.stable(1)).toEqual(['archangel-unicorn', W]);
    expect(g.hand(1).count).toBe(0);
  });

  it('The Ancestor Unicorn: a Unicorn given up, then one from the deck', () => {
    const g = cc({ players: [{ stable: [R], hand: ['the-ancestor-unicorn'] }] });
    g.play('the-ancestor-unicorn', 0).noResponse();
    g.choose({ card: W }, 'search');
    expect(g.stable(0)).toEqual(['the-ancestor-unicorn', W]);
  });

  it('Nine-Tailed Foxicorn: two Unicorns given up for one from the deck', () => {
    const g = cc({ players: [{ stable: [R, R], hand: ['nine-tailed-foxicorn'] }] });
    g.play('nine-tailed-foxicorn', 0).noResponse();
    g.choose({ card: R, index: 0 }, 'sacrifice');
    g.choose({ card: W }, 'search');
    expect(g.stable(0)).toEqual(['nine-tailed-foxicorn', W]);
  });

  it('Game Master Unicorn: the whole hand as its price, then a hand limit of 10', () => {
    const g = cc({ players: [{ hand: ['game-master-unicorn', 'neigh', 'yoink'] }] });
    g.play('game-master-unicorn', 0).noResponse();
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.hand(0).count).toBe(0);
    const h = cc({ players: [{ stable: ['game-master-unicorn'], unknown: 10 }] });
    h.choose({ draw: true }, 'action');
    expect(h.pending).toMatchObject({ kind: 'discard', remaining: 1 });
  });

  it('Chronocorn is played like an Instant off turn, pays its price and cancels nothing', () => {
    const g = cc({ players: [{ hand: [R] }, { hand: ['chronocorn', 'neigh'] }], draws: 'ask' });
    g.play(R, 0).choose({ player: 1, card: 'chronocorn' }, 'respond').noResponse();
    expect(g.stable(1)).toEqual(['chronocorn']);
    expect(g.stable(0)).toEqual([R]);
    expect(g.hand(1).count).toBe(0);
  });

  it('Elusive Oceloticorn: nobody but its owner plays Neigh cards', () => {
    const g = cc({
      players: [{ hand: [R] }, { stable: ['elusive-oceloticorn'], hand: ['neigh'] }, { hand: ['neigh'] }],
    });
    g.play(R, 0);
    expect(g.options()).toEqual([{ pass: true }, { player: 1, card: 'neigh' }]);
  });

  it('Valkyrie Unicorn: a Unicorn given up at the beginning of the turn for one from the discard pile', () => {
    const g = cc({
      players: [{ stable: ['valkyrie-unicorn', R] }],
      discard: [W],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'valkyrie-unicorn' }, 'beginning-of-turn');
    g.choose({ card: R }, 'sacrifice');
    g.choose({ card: W }, 'bring');
    expect(g.stable(0)).toEqual(['valkyrie-unicorn', W]);
  });

  it('Nightmare Unicorn: a Unicorn from the discard pile at the beginning of the turn', () => {
    const g = cc({
      players: [{ stable: ['nightmare-unicorn'] }],
      discard: [W],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'nightmare-unicorn' }, 'beginning-of-turn');
    expect(g.stable(0)).toEqual(['nightmare-unicorn', W]);
  });

  it('The Reaper Unicorn: an Upgrade given up, then two Unicorns destroyed', () => {
    const g = cc({
      players: [{ stable: ['the-reaper-unicorn', 'extra-life'] }, { stable: [R, W] }],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'the-reaper-unicorn' }, 'beginning-of-turn');
    g.target(1, R, 'destroy');
    expect(g.stable(1)).toEqual([]);
  });

  it('Manticore Unicorn: a discard-pile card into the hand, and no Draw phase', () => {
    const g = cc({
      players: [{ stable: ['manticore-unicorn'], hand: [R] }],
      discard: ['neigh'],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    g.choose({ card: 'manticore-unicorn' }, 'beginning-of-turn');
    expect(g.pending.kind).toBe('action');
    expect(g.hand(0)).toEqual({ count: 2, known: [R, 'neigh'] });
  });

  it('Unicorn of Misfortune: every other player discards at the beginning of the turn', () => {
    const g = cc({
      players: [{ stable: ['unicorn-of-misfortune'] }, { hand: ['neigh'] }, { hand: ['yoink'] }],
      turn: { phase: 'beginning' },
    });
    expect(g.table.discard).toEqual(['neigh', 'yoink']);
  });

  it('Unicorn of Glory: a Downgrade arriving brings an Upgrade from the deck', () => {
    const g = cc({ players: [{ hand: ['brain-freeze'] }, { stable: ['unicorn-of-glory'] }] });
    g.play('brain-freeze', 1).noResponse().choose({ use: true }, 'use');
    g.choose({ card: 'extra-life' }, 'search');
    expect(g.stable(1)).toEqual(['unicorn-of-glory', 'brain-freeze', 'extra-life']);
  });

  it('Unicorn of Conniving Artistry and The Rad Scientist Unicorn keep a card from destruction', () => {
    const g = cc({
      players: [
        { hand: ['controlled-destruction'] },
        { stable: ['unicorn-of-conniving-artistry', R, 'extra-life'] },
      ],
    });
    g.play('controlled-destruction').noResponse();
    g.target(1, R, 'destroy');
    g.choose({ card: 'unicorn-of-conniving-artistry' }, 'replace');
    expect(g.stable(1)).toEqual(['unicorn-of-conniving-artistry', R]);
    const h = cc({
      players: [
        { hand: ['controlled-destruction'] },
        { stable: ['the-rad-scientist-unicorn', R], hand: ['neigh', 'yoink'] },
      ],
      draws: 'ask',
    });
    h.play('controlled-destruction').noResponse();
    h.target(1, R, 'destroy');
    h.choose({ card: 'the-rad-scientist-unicorn' }, 'replace');
    h.choose({ card: 'neigh' }, 'discard');
    expect(h.stable(1)).toEqual(['the-rad-scientist-unicorn', R]);
    expect(h.hand(1).count).toBe(0);
  });
});
