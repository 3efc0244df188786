// The interactions the issue names, and the turn's own rules (chain, win check, deck-out, hand
// limit, Beginning of Turn link), each as a table, the play, and what the rules say happens.
import { describe, expect, it } from 'vitest';
import { BASIC, scenario } from './scenario.ts';

const BLUE = 'basic-unicorn-blue';
const GREEN = 'basic-unicorn-green';
const YELLOW = 'basic-unicorn-yellow';

describe('Pandamonium and Blinding Light against cards that name Unicorn cards', () => {
  it('a Panda is no Unicorn card: Extremely Destructive Unicorn does not reach it', () => {
    const g = scenario({
      players: [{ hand: ['extremely-destructive-unicorn'] }, { stable: ['pandamonium', BASIC] }, {}],
    });
    g.play('extremely-destructive-unicorn', 0).noResponse();
    expect(g.stable(1)).toEqual(['pandamonium', BASIC]);
    expect(g.stable(0)).toEqual([]);
  });

  it('a Panda is still a card: Glitter Bomb may destroy it', () => {
    const g = scenario({
      players: [{ stable: ['glitter-bomb', 'slowdown'] }, { stable: ['pandamonium', BASIC] }, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0 }, 'beginning-of-turn');
    g.target(0, 'slowdown', 'sacrifice');
    g.target(1, BASIC, 'destroy');
    expect(g.stable(1)).toEqual(['pandamonium']);
  });

  it('Blinding Light: Unicorns stay Unicorn cards (Unicorn Poison reaches them) but lose their effects', () => {
    const g = scenario({
      players: [
        { hand: ['unicorn-poison'] },
        { stable: ['blinding-light', 'magical-kittencorn', 'black-knight-unicorn'] },
        {},
      ],
    });
    g.play('unicorn-poison').noResponse();
    // Kittencorn's immunity is gone, and Black Knight offers no stand-in.
    g.target(1, 'magical-kittencorn', 'destroy');
    expect(g.stable(1)).toEqual(['blinding-light', 'black-knight-unicorn']);
    expect(g.table.discard).toContain('magical-kittencorn');
  });

  it('Blinding Light switches off a flying Unicorn: it stays in the discard pile', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'] }, { stable: ['blinding-light', 'greedy-flying-unicorn'] }, {}],
    });
    g.play('unicorn-poison').noResponse();
    expect(g.table.discard).toContain('greedy-flying-unicorn');
    expect(g.hand(1).known).toEqual([]);
  });
});

describe('Ginormous Unicorn', () => {
  it('counts 2 for Tiny Stable: four Unicorns and Ginormous are six, so one is sacrificed', () => {
    const g = scenario({
      players: [{ hand: ['ginormous-unicorn'], stable: ['tiny-stable', BASIC, BLUE, GREEN, YELLOW] }, {}, {}],
    });
    g.play('ginormous-unicorn', 0).noResponse();
    expect(g.pending.kind).toBe('sacrifice');
    g.target(0, BASIC);
    expect(g.stable(0)).toEqual(['tiny-stable', BLUE, GREEN, YELLOW, 'ginormous-unicorn']);
  });

  it('under Blinding Light counts as one: six cards do not win', () => {
    const g = scenario({
      players: [
        {
          hand: ['ginormous-unicorn', 'yay'],
          stable: ['blinding-light', BASIC, BLUE, GREEN, YELLOW, 'baby-unicorn-red'],
        },
        {},
        {},
      ],
    });
    g.play('ginormous-unicorn', 0).noResponse();
    expect(g.table.outcome).toBeNull();
  });
});

describe('Queen Bee Unicorn', () => {
  it('Unicorn Swap cannot send a Basic Unicorn into a Stable other than the Queen Bee one', () => {
    const g = scenario({
      players: [
        { hand: ['unicorn-swap'], stable: [BASIC, 'rhinocorn'] },
        { stable: ['queen-bee-unicorn'] },
        { stable: ['stabby-the-unicorn'] },
      ],
    });
    g.play('unicorn-swap').noResponse();
    g.target(0, BASIC, 'move');
    // The Basic may only go to Ben (the Queen Bee's Stable): no question.
    expect(g.stable(1)).toContain(BASIC);
    // Ana steals from Ben: the Queen Bee only, since the Basic could not enter Ana's Stable.
    expect(g.stable(0)).toEqual(['rhinocorn', 'queen-bee-unicorn']);
  });

  it('a Basic Unicorn cannot be stolen away from the Queen Bee Stable', () => {
    const g = scenario({
      players: [{ hand: ['seductive-unicorn', 'yay'] }, { stable: ['queen-bee-unicorn', BASIC] }, {}],
    });
    g.play('seductive-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    // Once Ana has paid the discard, the Queen Bee is the only Unicorn she may steal.
    expect(g.stable(0)).toEqual(['seductive-unicorn', 'queen-bee-unicorn']);
    expect(g.stable(1)).toEqual([BASIC]);
  });
});

describe('Barbed Wire', () => {
  it('makes its player discard when a Unicorn leaves by a sacrifice', () => {
    const g = scenario({
      players: [
        { hand: ['extremely-destructive-unicorn'] },
        { stable: ['barbed-wire', BASIC], hand: ['yay'] },
        {},
      ],
    });
    g.play('extremely-destructive-unicorn', 0).noResponse();
    expect(g.stable(1)).toEqual(['barbed-wire']);
    expect(g.table.discard).toEqual(['extremely-destructive-unicorn', BASIC, 'yay']);
  });

  it('makes its player discard when a stolen Unicorn arrives', () => {
    const g = scenario({
      players: [
        { hand: ['seductive-unicorn', 'neigh', 'yay'], stable: ['barbed-wire'] },
        { stable: [BASIC] },
        {},
      ],
    });
    g.play('seductive-unicorn', 0).noResponse();
    // Seductive's own effect is the first link: pay a discard, steal the Basic; then one Barbed
    // Wire link for each Unicorn that entered: the first takes the last card, the second finds none.
    g.choose({ use: true }, 'use');
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.table.discard).toEqual(['neigh', 'yay']);
    expect(g.stable(0)).toEqual(['barbed-wire', 'seductive-unicorn', BASIC]);
    expect(g.hand(0).count).toBe(0);
  });
});

describe('Yay against Neigh and Super Neigh', () => {
  it('the Neigh of a Yay player cannot be answered', () => {
    const g = scenario({
      players: [{ hand: [BASIC, 'neigh'] }, { hand: ['neigh'], stable: ['yay'] }, { hand: ['super-neigh'] }],
    });
    g.play(BASIC, 0);
    g.choose({ player: 1, card: 'neigh' }, 'respond');
    expect(g.stable(0)).toEqual([]);
    expect(g.hand(0).known).toEqual(['neigh']);
  });
});

describe('Black Knight Unicorn', () => {
  it('does not stand in for a sacrifice', () => {
    const g = scenario({
      players: [{ stable: ['sadistic-ritual', 'black-knight-unicorn', BASIC] }, {}, {}],
      turn: { phase: 'beginning' },
    });
    expect(g.pending.kind).toBe('sacrifice');
    g.target(0, BASIC);
    expect(g.stable(0)).toEqual(['sadistic-ritual', 'black-knight-unicorn']);
  });
});

describe('Rainbow Aura', () => {
  it('stops destruction but not a sacrifice', () => {
    const g = scenario({
      players: [{ hand: ['extremely-destructive-unicorn'] }, { stable: ['rainbow-aura', BASIC] }, {}],
    });
    g.play('extremely-destructive-unicorn', 0).noResponse();
    expect(g.stable(1)).toEqual(['rainbow-aura']);
  });

  it('leaves the Upgrade itself open to destruction', () => {
    const g = scenario({
      players: [{ hand: ['targeted-destruction'] }, { stable: ['rainbow-aura', BASIC] }, {}],
    });
    g.play('targeted-destruction').noResponse();
    expect(g.stable(1)).toEqual([BASIC]);
  });
});

describe('Glitter Bomb and Sadistic Ritual at the beginning of a turn', () => {
  it('both resolve: the Ritual sacrifices a Unicorn and draws, the Bomb sacrifices the Ritual and destroys', () => {
    const g = scenario({
      players: [{ stable: ['glitter-bomb', 'sadistic-ritual', BASIC] }, { stable: [BLUE] }, {}],
      turn: { phase: 'beginning' },
      deck: 10,
    });
    // The mandatory Ritual goes first (its only Unicorn), then the Bomb is offered.
    g.choose({ trigger: 0, card: 'glitter-bomb' }, 'beginning-of-turn');
    g.target(0, 'sadistic-ritual', 'sacrifice');
    // Ben's Blue Unicorn is the only card to destroy: no question.
    expect(g.stable(0)).toEqual(['glitter-bomb']);
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toEqual([BASIC, 'sadistic-ritual', BLUE]);
    expect(g.hand(0).count).toBe(2); // the Ritual's card, then the Draw phase card
  });
});

describe('the turn', () => {
  it('an "end your turn" effect does not stop the other beginning-of-turn effects', () => {
    const g = scenario({
      players: [{ stable: ['rhinocorn', 'claw-machine'], hand: ['yay'] }, { stable: [BASIC, BLUE] }, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ card: 'rhinocorn' }, 'beginning-of-turn');
    g.target(1, BASIC, 'destroy');
    g.choose({ card: 'claw-machine' }, 'beginning-of-turn');
    expect(g.table.discard).toEqual([BASIC, 'yay']);
    expect(g.hand(0).count).toBe(1); // Claw Machine's draw, and no Draw phase
    expect(g.table.turn.player).toBe(1);
  });

  it('an optional beginning-of-turn effect not used before the draw is lost', () => {
    const g = scenario({
      players: [{ stable: ['claw-machine'], hand: ['yay'] }, {}, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ pass: true }, 'beginning-of-turn');
    expect(g.pending.kind).toBe('action');
    expect(g.options().every((option) => !('trigger' in option))).toBe(true);
  });

  it('no win is declared in the middle of a chain', () => {
    // Ana reaches 7 when the Unicorn enters, but its own effect makes her sacrifice one.
    const g = scenario({
      players: [
        {
          hand: ['extremely-destructive-unicorn'],
          stable: [BASIC, BLUE, GREEN, YELLOW, 'basic-unicorn-indigo', 'baby-unicorn-red'],
        },
        { stable: ['rhinocorn'] },
        {},
      ],
    });
    g.play('extremely-destructive-unicorn', 0).noResponse();
    g.target(0, 'baby-unicorn-red', 'sacrifice');
    expect(g.table.outcome).toBeNull();
    expect(g.stable(0)).toHaveLength(6);
  });

  it('the game ends when the deck runs out: most Unicorns wins', () => {
    const g = scenario({
      players: [
        { hand: [BASIC], stable: [BLUE] },
        { stable: ['stabby-the-unicorn', GREEN] },
        { stable: ['baby-unicorn-red'] },
      ],
      deck: 1,
    });
    g.play(BASIC, 0);
    // Ben draws the last card at his Draw phase: the deck is empty and the game is over.
    expect(g.state.pending).toBeNull();
    expect(g.table.outcome).toMatchObject({ over: true, reason: 'deck-out' });
    // Ana and Ben have 2 Unicorns each: the letters decide, BASIC UNICORN twice (24) against
    // STABBY THE UNICORN and BASIC UNICORN (28).
    expect(g.table.outcome!.winners).toEqual([1]);
  });

  it('at the end of the turn the player discards down to 7 cards', () => {
    const g = scenario({
      players: [
        { hand: ['yay', 'neigh', 'neigh', 'neigh', 'good-deal', 'back-kick', 'shake-up', 'slowdown', BASIC] },
        {},
        {},
      ],
    });
    g.play(BASIC, 0);
    expect(g.pending.kind).toBe('discard');
    expect(g.pending.remaining).toBe(1);
    g.choose({ card: 'slowdown' });
    expect(g.hand(0).count).toBe(7);
    expect(g.table.turn.player).toBe(1);
  });

  it('Double Dutch: the second play may be skipped, and no card is drawn instead', () => {
    const g = scenario({
      players: [{ stable: ['double-dutch'], hand: [BASIC, 'yay'] }, {}, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0 }, 'beginning-of-turn');
    g.play(BASIC, 0);
    g.choose({ pass: true }, 'action');
    expect(g.hand(0).count).toBe(2);
    expect(g.table.turn.player).toBe(1);
  });

  it('a Baby Unicorn returned to a hand goes to the Nursery instead', () => {
    const g = scenario({ players: [{ hand: ['mermaid-unicorn'] }, { stable: ['baby-unicorn-pink'] }, {}] });
    g.play('mermaid-unicorn', 0).noResponse();
    expect(g.stable(1)).toEqual([]);
    expect(g.hand(1).count).toBe(1); // only the card drawn at his turn
    expect(g.table.nursery).toContain('baby-unicorn-pink');
  });

  it('a stolen flying Unicorn is not sacrificed or destroyed: it does not fly back', () => {
    const g = scenario({
      players: [{ hand: ['seductive-unicorn', 'yay'] }, { stable: ['greedy-flying-unicorn'] }, {}],
    });
    g.play('seductive-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual(['seductive-unicorn', 'greedy-flying-unicorn']);
    expect(g.hand(1).known).toEqual([]);
  });

  it('refuses an answer that is not one of the options, and changes nothing', () => {
    const g = scenario({ players: [{ hand: [BASIC] }, {}, {}] });
    const before = JSON.stringify(g.state);
    expect(() => g.choose({ play: 'unicorn-poison' })).toThrow();
    expect(JSON.stringify(g.state)).toBe(before);
  });
});

describe('targeting styles (seed 004)', () => {
  it("'after' (default): the Stable a card enters is named once nobody Neighs it", () => {
    const g = scenario({ players: [{ hand: [BASIC] }, { hand: ['neigh'] }, {}] });
    g.choose({ play: BASIC }, 'action');
    expect(g.pending.kind).toBe('respond');
    g.choose({ pass: true });
    expect(g.pending.kind).toBe('into');
    g.choose({ player: 2 });
    expect(g.stable(2)).toEqual([BASIC]);
  });

  it("'before': the Stable is named on announcement, before the Neigh window", () => {
    const g = scenario({ players: [{ hand: [BASIC] }, { hand: ['neigh'] }, {}], targeting: 'before' });
    g.choose({ play: BASIC }, 'action');
    expect(g.pending.kind).toBe('into');
    g.choose({ player: 2 });
    expect(g.table.pile).toEqual([{ player: 0, card: BASIC, into: 2 }]);
    g.choose({ pass: true }, 'respond');
    expect(g.stable(2)).toEqual([BASIC]);
  });

  it("'before': a Magic card names its target on announcement and it is used on resolution", () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'] }, { stable: [BASIC, BLUE], hand: ['neigh'] }, {}],
      targeting: 'before',
    });
    g.choose({ play: 'unicorn-poison' }, 'action');
    g.choose({ player: 1, card: BLUE }, 'declare');
    g.choose({ pass: true }, 'respond');
    expect(g.stable(1)).toEqual([BASIC]);
    expect(g.table.discard).toEqual([BLUE, 'unicorn-poison']);
  });

  it("'before': a named player is kept (Unfair Bargain)", () => {
    const g = scenario({
      players: [
        { hand: ['unfair-bargain', 'yay'] },
        { hand: ['neigh'] },
        { hand: ['good-deal', 'slowdown'] },
      ],
      targeting: 'before',
    });
    g.choose({ play: 'unfair-bargain' }, 'action');
    g.choose({ player: 2 }, 'declare');
    g.choose({ pass: true }, 'respond');
    expect(g.hand(0).known.sort()).toEqual(['good-deal', 'slowdown']);
    expect(g.hand(2).known).toEqual(['yay']);
  });
});

describe('winning', () => {
  it('with 6 players, 6 Unicorns win', () => {
    const five = [BASIC, BLUE, GREEN, YELLOW, 'baby-unicorn-red'];
    const g = scenario({ players: [{ hand: ['basic-unicorn-indigo'], stable: five }, {}, {}, {}, {}, {}] });
    g.play('basic-unicorn-indigo', 0);
    expect(g.table.outcome).toMatchObject({ over: true, reason: 'unicorns', winners: [0] });
  });

  it('a player with Pandamonium cannot win, whatever their Stable holds', () => {
    const six = [BASIC, BLUE, GREEN, YELLOW, 'basic-unicorn-purple', 'baby-unicorn-red'];
    const g = scenario({
      players: [{ hand: ['basic-unicorn-indigo', 'yay'], stable: ['pandamonium', ...six] }, {}, {}],
    });
    g.play('basic-unicorn-indigo', 0);
    expect(g.table.outcome).toBeNull();
    expect(g.stable(0)).toHaveLength(8);
  });
});

describe('the Neigh pile', () => {
  it('once a Neigh is cancelled, the card it answered may be answered again', () => {
    const g = scenario({ players: [{ hand: [BASIC, 'neigh'] }, { hand: ['neigh'] }, { hand: ['neigh'] }] });
    g.choose({ play: BASIC }, 'action');
    g.choose({ player: 1, card: 'neigh' }, 'respond');
    g.choose({ player: 0, card: 'neigh' }, 'respond');
    // Nobody answers Ana's Neigh (Cy holds back).
    g.choose({ pass: true }, 'respond');
    // Ana's Neigh cancels Ben's: the Basic Unicorn is on top again, and now Cy answers it.
    expect(g.table.pile).toEqual([{ player: 0, card: BASIC }]);
    g.choose({ player: 2, card: 'neigh' }, 'respond');
    expect(g.stable(0)).toEqual([]);
    expect(g.table.discard).toEqual(['neigh', 'neigh', BASIC, 'neigh']);
  });
});
