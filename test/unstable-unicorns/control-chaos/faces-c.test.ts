// Scenarios for the Control & Chaos faces finished after the first pass (triggers and replacements on
// other players' actions): each a table, the plays, the answers, and what the card's text says follows.
import { describe, expect, it } from 'vitest';
import { scenario as base, type PositionSpec } from '../../walker/scenario.ts';
import { setLanguage } from '../../../src/i18n/index.ts';
import { optionLabel } from '../../../src/ui/unstable-unicorns/words.ts';

/** A scenario with both Control & Chaos decks, three players, Ana's Action phase unless told. */
function cc(spec: PositionSpec) {
  const players = [...spec.players];
  while (players.length < 3) players.push({});
  return base({ ...spec, players, composition: { boxes: ['control', 'chaos'] } });
}

const R = 'raccoonicorn';
const W = 'weeniecorn';
const D = 'suburban-dadicorn';

describe('Controlled Destruction: the destroyed card does nothing on its way out', () => {
  it('Pickpocket Unicorn destroyed by it takes no card from a hand', () => {
    const g = cc({
      players: [{ hand: ['controlled-destruction', 'neigh'] }, { stable: ['pickpocket-unicorn'] }],
    });
    g.play('controlled-destruction').noResponse();
    expect(g.table.discard).toEqual(['pickpocket-unicorn', 'controlled-destruction']);
    // Nobody was asked about Pickpocket: Ana keeps her Neigh, and her turn goes on.
    expect(g.hand(0)).toEqual({ count: 1, known: ['neigh'] });
    expect(g.pending).toMatchObject({ kind: 'action', player: 1 });
  });

  it('Mutually Assured Destructicorn destroyed by it makes nobody sacrifice', () => {
    const g = cc({
      players: [
        { stable: [R], hand: ['controlled-destruction'] },
        { stable: ['mutually-assured-destructicorn', W] },
      ],
    });
    g.play('controlled-destruction').noResponse();
    g.target(1, 'mutually-assured-destructicorn', 'destroy');
    expect(g.stable(0)).toEqual([R]);
    expect(g.stable(1)).toEqual([W]);
  });
});

describe('Pickpocket Unicorn: any way it leaves', () => {
  it('stolen with Unicorn Trap, its former owner pulls a card from a hand', () => {
    const g = cc({ players: [{ hand: ['unicorn-trap', 'neigh'] }, { stable: ['pickpocket-unicorn'] }] });
    g.play('unicorn-trap').noResponse();
    expect(g.pending).toMatchObject({ kind: 'use', player: 1 });
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual(['pickpocket-unicorn']);
    expect(g.hand(1).known).toEqual(['neigh']);
    expect(g.hand(0).count).toBe(0);
  });

  it('sent back to its owner’s hand with Temporal Paradox, it still fires', () => {
    const g = cc({
      players: [{ hand: ['temporal-paradox', 'neigh'] }, { stable: ['pickpocket-unicorn'] }],
      deck: 10,
    });
    g.play('temporal-paradox').noResponse();
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'pickpocket-unicorn' });
    g.choose({ use: true }, 'use');
    expect(g.stable(1)).toEqual([]);
    // Ana drew a card the table has not seen, so the pulled card is unknown: Ana keeps 1 of her 2,
    // Ben holds Pickpocket, the pulled card and his Draw phase's card (confirmed by the scenario).
    expect(g.hand(0).count).toBe(1);
    expect(g.hand(1)).toEqual({ count: 3, known: ['pickpocket-unicorn'] });
    expect(g.table.turn).toMatchObject({ player: 1, phase: 'action' });
  });
});

describe('Unicorn of Betrayal: the destroyer may steal it instead', () => {
  it('Ana takes it instead of destroying it, and its arrival lets her destroy a Unicorn', () => {
    const g = cc({ players: [{ hand: ['controlled-destruction'] }, { stable: ['unicorn-of-betrayal', W] }] });
    g.play('controlled-destruction').noResponse();
    g.target(1, 'unicorn-of-betrayal', 'destroy');
    expect(g.pending).toMatchObject({ kind: 'use', player: 0, source: 'unicorn-of-betrayal' });
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual(['unicorn-of-betrayal']);
    // Entering Ana's Stable, it offers her its own destruction of a Unicorn.
    g.choose({ use: true }, 'use');
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toEqual(['controlled-destruction', W]);
  });

  it('Ana may decline: it is destroyed as the card says', () => {
    const g = cc({ players: [{ hand: ['controlled-destruction'] }, { stable: ['unicorn-of-betrayal'] }] });
    g.play('controlled-destruction').noResponse();
    g.choose({ use: false }, 'use');
    expect(g.stable(0)).toEqual([]);
    expect(g.table.discard).toEqual(['unicorn-of-betrayal', 'controlled-destruction']);
  });
});

describe('Epic Level Unicorn: one more destruction', () => {
  it('after Controlled Destruction its owner destroys a second card, and only one more', () => {
    const g = cc({
      players: [{ stable: ['epic-level-unicorn'], hand: ['controlled-destruction'] }, { stable: [R, W, D] }],
    });
    g.play('controlled-destruction').noResponse();
    g.target(1, R, 'destroy');
    expect(g.pending).toMatchObject({ kind: 'use', player: 0, source: 'epic-level-unicorn' });
    g.choose({ use: true }, 'use');
    g.target(1, W, 'destroy');
    // Epic Level's own extra destruction does not call for a third.
    expect(g.stable(1)).toEqual([D]);
    expect(g.pending.kind).not.toBe('use');
  });

  it('another player’s destruction does not trigger it', () => {
    const g = cc({
      players: [{ hand: ['controlled-destruction'] }, { stable: ['epic-level-unicorn', R] }, { stable: [W] }],
    });
    g.play('controlled-destruction').noResponse();
    g.target(1, R, 'destroy');
    expect(g.stable(1)).toEqual(['epic-level-unicorn']);
    expect(g.stable(2)).toEqual([W]);
    expect(g.pending).toMatchObject({ kind: 'action', player: 1 });
  });
});

describe('Puppetmaster Unicorn: each discard of its owner spreads', () => {
  it('paying Unicorn of Glory’s price, Ana names Ben and Cy, who each discard', () => {
    const g = cc({
      players: [
        { stable: ['puppetmaster-unicorn'], hand: ['unicorn-of-glory', 'neigh'] },
        { hand: ['yoink'] },
        { hand: ['unicorn-trap'] },
      ],
    });
    g.play('unicorn-of-glory', 0).noResponse();
    expect(g.stable(0)).toEqual(['puppetmaster-unicorn', 'unicorn-of-glory']);
    g.choose({ use: true }, 'use');
    g.choose({ player: 1 }, 'player');
    g.choose({ player: 2 }, 'player');
    expect(g.table.discard).toEqual(['neigh', 'yoink', 'unicorn-trap']);
    expect(g.hand(2).count).toBe(0);
  });

  it('up to two: Ana may stop after one player', () => {
    const g = cc({
      players: [
        { stable: ['puppetmaster-unicorn'], hand: ['unicorn-of-glory', 'neigh'] },
        { hand: ['yoink'] },
        { hand: ['unicorn-trap'] },
      ],
    });
    g.play('unicorn-of-glory', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ player: 2 }, 'player');
    g.choose({ none: true }, 'player');
    expect(g.table.discard).toEqual(['neigh', 'unicorn-trap']);
    expect(g.hand(1).known).toEqual(['yoink']);
  });

  it('its own price does not trigger it', () => {
    const g = cc({ players: [{ hand: ['puppetmaster-unicorn', 'neigh'] }, { hand: ['yoink'] }] });
    g.play('puppetmaster-unicorn', 0).noResponse();
    expect(g.stable(0)).toEqual(['puppetmaster-unicorn']);
    expect(g.table.discard).toEqual(['neigh']);
    expect(g.hand(1).known).toEqual(['yoink']);
    expect(g.pending).toMatchObject({ kind: 'action', player: 1 });
  });
});

describe('Unicorn of Foreboding Doom: an Upgrade played brings a Downgrade along', () => {
  it('Ana plays Unicorn Bribe into her Stable; Ben pays a discard for Restricted Area there', () => {
    const g = cc({
      players: [{ hand: ['unicorn-bribe'] }, { stable: ['unicorn-of-foreboding-doom'], hand: ['neigh'] }],
      deck: 40,
    });
    g.play('unicorn-bribe', 0).noResponse();
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'unicorn-of-foreboding-doom' });
    g.choose({ use: true }, 'use');
    g.choose({ card: 'restricted-area' }, 'search');
    expect(g.stable(0)).toEqual(['unicorn-bribe', 'restricted-area']);
    expect(g.table.discard).toEqual(['neigh']);
    // One card for the Downgrade, one for Ben's Draw phase.
    expect(g.table.deck).toBe(38);
  });

  it('with no card to discard, nothing comes; an Upgrade played into another Stable does not count', () => {
    const g = cc({
      players: [{ hand: ['unicorn-bribe'] }, { stable: ['unicorn-of-foreboding-doom'] }],
    });
    g.play('unicorn-bribe', 0).noResponse();
    expect(g.stable(0)).toEqual(['unicorn-bribe']);
    expect(g.pending.kind).not.toBe('use');
    const h = cc({
      players: [{ hand: ['unicorn-bribe'] }, { stable: ['unicorn-of-foreboding-doom'], hand: ['neigh'] }],
    });
    h.play('unicorn-bribe', 2).noResponse();
    expect(h.stable(2)).toEqual(['unicorn-bribe']);
    expect(h.pending.kind).not.toBe('use');
  });
});

describe('Shadow Unicorn: another player’s Unicorn about to go comes to its owner instead', () => {
  it('Ben pays The Ancestor Unicorn’s price with a Unicorn; Ana discards one card and takes it into her hand', () => {
    const g = cc({
      players: [
        { stable: ['shadow-unicorn'], hand: ['neigh'] },
        { stable: [R], hand: ['the-ancestor-unicorn', W] },
      ],
      turn: { player: 1 },
    });
    g.play('the-ancestor-unicorn', 1).noResponse();
    expect(g.pending).toMatchObject({ kind: 'use', player: 0, source: 'shadow-unicorn' });
    g.choose({ use: true }, 'use');
    // One card in hand: only the one-discard branch (to the hand) can be paid.
    expect(g.table.players[1]!.stable).not.toContain(R);
    expect(g.hand(0).known).toEqual([R]);
    expect(g.table.discard).toEqual(['neigh']);
  });

  it('with two cards to discard, Ana may put the Unicorn into her own Stable instead', () => {
    const g = cc({
      players: [
        { stable: ['shadow-unicorn'], hand: ['neigh', 'yoink'] },
        { stable: [R], hand: ['the-ancestor-unicorn'] },
      ],
      turn: { player: 1 },
    });
    g.play('the-ancestor-unicorn', 1).noResponse();
    g.choose({ use: true }, 'use');
    // The two ways read as the card says, in both languages.
    const labels = (language: 'en' | 'fr') => {
      setLanguage(language);
      return g.options().map((option) => optionLabel(g.pending, option, g.table, language));
    };
    expect(labels('en')).toEqual(['Discard 1: take it into your hand', 'Discard 2: put it into your Stable']);
    expect(labels('fr')).toEqual([
      'Défausser 1 : la prendre en main',
      'Défausser 2 : la mettre dans votre Écurie',
    ]);
    setLanguage('en');
    g.choose({ branch: 1 }, 'choose-one');
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.stable(0)).toEqual(['shadow-unicorn', R]);
    expect(g.table.discard).toEqual(['neigh', 'yoink']);
  });

  it('a Unicorn sent back to a hand by Temporal Paradox is taken the same way', () => {
    const g = cc({
      players: [
        { stable: ['shadow-unicorn'], hand: ['neigh'] },
        { stable: [R] },
        { hand: ['temporal-paradox'] },
      ],
      turn: { player: 2 },
    });
    g.play('temporal-paradox').noResponse();
    g.target(1, R, 'return');
    g.choose({ use: true }, 'use');
    expect(g.stable(1)).toEqual([]);
    expect(g.hand(0).known).toEqual([R]);
    expect(g.hand(1).count).toBe(0);
  });

  it('Ana may let it go, and her own Unicorns are not hers to take', () => {
    const g = cc({
      players: [
        { stable: ['shadow-unicorn'], hand: ['neigh'] },
        { stable: [R], hand: ['the-ancestor-unicorn'] },
      ],
      turn: { player: 1 },
    });
    g.play('the-ancestor-unicorn', 1).noResponse();
    g.choose({ use: false }, 'use');
    expect(g.table.discard).toContain(R);
    expect(g.hand(0).known).toEqual(['neigh']);
    const h = cc({ players: [{ stable: ['shadow-unicorn', W], hand: ['the-ancestor-unicorn', 'neigh'] }] });
    h.play('the-ancestor-unicorn', 0).noResponse();
    h.choose({ card: W }, 'sacrifice');
    // Ana pays her own price with Weeniecorn: no offer to herself.
    expect(h.table.discard).toEqual([W]);
  });
});

describe('Frankencorn: another player’s card taken as it is played', () => {
  it('Ben sacrifices Frankencorn as Ana plays Raccoonicorn, and it enters his Stable', () => {
    const g = cc({ players: [{ hand: [R, 'neigh'] }, { stable: ['frankencorn'] }] });
    g.play(R);
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'frankencorn' });
    g.choose({ use: true }, 'use');
    g.noResponse();
    // The card is Ben's now: he names the Stable.
    expect(g.pending).toMatchObject({ kind: 'into', player: 1 });
    g.choose({ player: 1 }, 'into');
    expect(g.stable(1)).toEqual([R]);
    expect(g.table.discard).toEqual(['frankencorn']);
    expect(g.hand(0).known).toEqual(['neigh']);
  });

  it('a Magic card taken over works for its new player: Ben’s Unicorn Trap steals Ana’s Unicorn', () => {
    const g = cc({
      players: [{ stable: [W], hand: ['unicorn-trap', 'neigh'] }, { stable: ['frankencorn', D] }],
    });
    g.play('unicorn-trap');
    g.choose({ use: true }, 'use');
    g.noResponse();
    expect(g.stable(1)).toEqual([D, W]);
    expect(g.stable(0)).toEqual([]);
  });

  it('Ben may let it be, and Ana then plays her card as usual', () => {
    const g = cc({ players: [{ hand: [R] }, { stable: ['frankencorn'] }] });
    g.play(R, 0);
    g.choose({ use: false }, 'use');
    g.noResponse();
    expect(g.stable(0)).toEqual([R]);
    expect(g.stable(1)).toEqual(['frankencorn']);
  });
});
