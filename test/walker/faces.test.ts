// One scenario per face of the base game: a table, the card played or triggered, the decisions
// answered, and the zones the rules say we end with (expected values worked out from the card texts).
import { describe, expect, it } from 'vitest';
import { baseGame } from '../../src/games/unstable-unicorns/catalog.ts';
import { BASIC, scenario } from './scenario.ts';

const babies = baseGame.cards.filter((f) => f.type === 'baby-unicorn').map((f) => f.id);
const basics = baseGame.cards.filter((f) => f.type === 'basic-unicorn').map((f) => f.id);

describe('Baby Unicorns', () => {
  it.each(babies)('%s goes back to the Nursery when destroyed, never to the discard pile', (baby) => {
    const g = scenario({ players: [{ hand: ['unicorn-poison'] }, { stable: [baby] }, {}] });
    g.play('unicorn-poison').noResponse();
    expect(g.stable(1)).toEqual([]);
    expect(g.table.nursery).toContain(baby);
    expect(g.table.discard).toEqual(['unicorn-poison']);
  });
});

describe('Basic Unicorns', () => {
  it.each(basics)('%s is played into a Stable and counts one Unicorn', (basic) => {
    const g = scenario({ players: [{ hand: [basic] }, {}, {}] });
    g.play(basic, 0).noResponse();
    expect(g.stable(0)).toEqual([basic]);
    expect(g.hand(0).count).toBe(0);
  });
});

describe('Magical Unicorns', () => {
  it('Rhinocorn destroys a Unicorn at the beginning of the turn, then the turn ends without a draw', () => {
    const g = scenario({
      players: [{ stable: ['rhinocorn'] }, { stable: [BASIC, 'basic-unicorn-blue'] }, {}],
      turn: { phase: 'beginning' },
      deck: 10,
    });
    g.choose({ trigger: 0, card: 'rhinocorn' }, 'beginning-of-turn');
    g.target(1, BASIC, 'destroy');
    expect(g.stable(1)).toEqual(['basic-unicorn-blue']);
    expect(g.table.discard).toEqual([BASIC]);
    // The turn ended: Ana drew nothing and Ben's turn began (he drew one card).
    expect(g.hand(0).count).toBe(0);
    expect(g.table.turn.player).toBe(1);
    expect(g.table.deck).toBe(9);
  });

  it('Rhinocorn may be left unused: the player goes on to draw', () => {
    const g = scenario({
      players: [{ stable: ['rhinocorn'] }, { stable: [BASIC] }, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ pass: true }, 'beginning-of-turn');
    expect(g.hand(0).count).toBe(1);
    expect(g.stable(1)).toEqual([BASIC]);
  });

  it('Magical Kittencorn cannot be destroyed by a Magic card, but can by a Unicorn effect', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'] }, { stable: ['magical-kittencorn', BASIC] }, {}],
    });
    g.play('unicorn-poison').noResponse();
    // Only the Basic Unicorn is a legal target, so it goes without asking.
    expect(g.stable(1)).toEqual(['magical-kittencorn']);
    const h = scenario({
      players: [{ stable: ['rhinocorn'] }, { stable: ['magical-kittencorn'] }, {}],
      turn: { phase: 'beginning' },
    });
    h.choose({ trigger: 0 }, 'beginning-of-turn');
    expect(h.stable(1)).toEqual([]);
    expect(h.table.discard).toEqual(['magical-kittencorn']);
  });

  it('Stabby the Unicorn destroys a Unicorn when it is destroyed', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'], stable: [BASIC] }, { stable: ['stabby-the-unicorn'] }, {}],
    });
    g.play('unicorn-poison').noResponse();
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual([]);
    expect(g.table.discard).toEqual(['stabby-the-unicorn', 'unicorn-poison', BASIC]);
  });

  it('Rainbow Unicorn brings a Basic Unicorn from the hand straight into the Stable', () => {
    const g = scenario({ players: [{ hand: ['rainbow-unicorn', BASIC] }, {}, {}] });
    g.play('rainbow-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual(['rainbow-unicorn', BASIC]);
    expect(g.hand(0).count).toBe(0);
  });

  it('Extremely Destructive Unicorn makes every player sacrifice a Unicorn, its player included', () => {
    const g = scenario({
      players: [
        { hand: ['extremely-destructive-unicorn'] },
        { stable: [BASIC] },
        { stable: ['baby-unicorn-red'] },
      ],
    });
    g.play('extremely-destructive-unicorn', 0).noResponse();
    expect(g.stable(0)).toEqual([]);
    expect(g.stable(1)).toEqual([]);
    expect(g.stable(2)).toEqual([]);
    expect(g.table.discard).toEqual(['extremely-destructive-unicorn', BASIC]);
    expect(g.table.nursery).toContain('baby-unicorn-red');
  });

  it('Chainsaw Unicorn destroys an Upgrade or sacrifices a Downgrade, as its player chooses', () => {
    const g = scenario({
      players: [{ hand: ['chainsaw-unicorn'], stable: ['slowdown'] }, { stable: ['yay'] }, {}],
    });
    g.play('chainsaw-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ branch: 1 }, 'choose-one');
    expect(g.stable(0)).toEqual(['chainsaw-unicorn']);
    expect(g.stable(1)).toEqual(['yay']);
    expect(g.table.discard).toEqual(['slowdown']);
  });

  it('Llamacorn makes every player discard a card', () => {
    const g = scenario({ players: [{ hand: ['llamacorn', 'neigh'] }, { hand: ['good-deal'] }, {}] });
    g.play('llamacorn', 0);
    expect(g.table.discard.sort()).toEqual(['good-deal', 'neigh']);
    expect(g.hand(1).count).toBe(1); // Ben discarded his card, then drew at the start of his turn
    expect(g.hand(2).count).toBe(0); // Cy had nothing to discard: skipped
  });

  it('Americorn takes a card at random from another player hand', () => {
    const g = scenario({ players: [{ hand: ['americorn'] }, { unknown: 3 }, {}] });
    g.play('americorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.hand(0).count).toBe(1);
    expect(g.hand(1).count).toBe(3); // 3 - 1 taken + 1 drawn at the start of his turn
    expect(
      g.state.moves.some((m) => 'pull' in m) || g.history.some((s) => s.moves.some((m) => 'pull' in m)),
    ).toBe(true);
  });

  it('Ginormous Unicorn counts as two Unicorns: six cards win with it', () => {
    const g = scenario({
      players: [
        {
          hand: ['ginormous-unicorn'],
          stable: [BASIC, BASIC, 'basic-unicorn-blue', 'basic-unicorn-green', 'baby-unicorn-red'],
        },
        {},
        {},
      ],
    });
    g.play('ginormous-unicorn', 0).noResponse();
    expect(g.state.pending).toBeNull();
    expect(g.table.outcome).toMatchObject({ over: true, reason: 'unicorns', winners: [0] });
  });

  it('Ginormous Unicorn keeps its player from playing Neigh cards', () => {
    const g = scenario({
      players: [
        { hand: ['unicorn-poison'], stable: [BASIC] },
        { stable: ['ginormous-unicorn'], hand: ['neigh'] },
        {},
      ],
    });
    g.play('unicorn-poison');
    // No window: Ben cannot Neigh, so the Poison resolves at once.
    expect(g.pending.kind).not.toBe('respond');
  });

  it('Seductive Unicorn: discard a card, then steal a Unicorn', () => {
    const g = scenario({ players: [{ hand: ['seductive-unicorn', 'neigh'] }, { stable: [BASIC] }, {}] });
    g.play('seductive-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual(['seductive-unicorn', BASIC]);
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toEqual(['neigh']);
  });

  it('Seductive Unicorn with an empty hand cannot pay: nothing is stolen and no question is asked', () => {
    const g = scenario({ players: [{ hand: ['seductive-unicorn'] }, { stable: [BASIC] }, {}] });
    g.play('seductive-unicorn', 0).noResponse();
    expect(g.stable(1)).toEqual([BASIC]);
  });

  it('Queen Bee Unicorn keeps Basic Unicorns out of every other Stable', () => {
    const g = scenario({ players: [{ hand: [BASIC] }, { stable: ['queen-bee-unicorn'] }, {}] });
    expect(g.offers({ play: BASIC })).toBe(true);
    g.choose({ play: BASIC });
    // Only Ben's Stable can take it: no "into" question.
    expect(g.stable(1)).toEqual(['queen-bee-unicorn', BASIC]);
  });

  it('Greedy Flying Unicorn draws on entering and goes back to the hand when destroyed', () => {
    const g = scenario({
      players: [{ hand: ['greedy-flying-unicorn'] }, { hand: ['unicorn-poison'] }, {}],
      deck: 10,
    });
    g.play('greedy-flying-unicorn', 0).noResponse();
    expect(g.hand(0).count).toBe(1);
    g.choose({ play: 'unicorn-poison' }, 'action').noResponse();
    expect(g.stable(0)).toEqual([]);
    expect(g.hand(0).known).toContain('greedy-flying-unicorn');
    expect(g.hand(0).count).toBe(2);
  });

  it('Annoying Flying Unicorn makes another player discard', () => {
    const g = scenario({
      players: [{ hand: ['annoying-flying-unicorn'] }, { hand: ['neigh'] }, { hand: ['yay'] }],
    });
    g.play('annoying-flying-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ player: 2 }, 'player');
    expect(g.table.discard).toEqual(['yay']);
  });

  it.each([
    ['magical-flying-unicorn', 'good-deal'],
    ['swift-flying-unicorn', 'neigh'],
    ['majestic-flying-unicorn', BASIC],
  ])('%s takes a card of its kind from the discard pile into the hand', (flyer, wanted) => {
    const g = scenario({ players: [{ hand: [flyer] }, {}, {}], discard: ['yay', wanted] });
    g.play(flyer, 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.table.discard).toEqual(['yay']);
    expect(g.hand(0).known).toEqual([wanted]);
  });

  it('Unicorn Phoenix: its player may discard a card instead of losing it', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'] }, { stable: ['unicorn-phoenix'], hand: ['yay'] }, {}],
    });
    g.play('unicorn-poison').noResponse();
    g.choose({ card: 'unicorn-phoenix' }, 'replace');
    expect(g.stable(1)).toEqual(['unicorn-phoenix']);
    expect(g.table.discard).toEqual(['yay', 'unicorn-poison']);
  });

  it('Unicorn on the Cob draws 2 then discards 1', () => {
    const g = scenario({ players: [{ hand: ['unicorn-on-the-cob'] }, {}, {}], deck: 10 });
    g.play('unicorn-on-the-cob', 0).noResponse();
    // The two drawn cards are unknown: the table asks which one is discarded.
    expect(g.pending.kind).toBe('discard');
    g.choose({ card: 'neigh' });
    expect(g.hand(0).count).toBe(1);
    expect(g.table.discard).toEqual(['neigh']);
  });

  it('Shark With a Horn sacrifices itself to destroy a Unicorn', () => {
    const g = scenario({ players: [{ hand: ['shark-with-a-horn'] }, { stable: [BASIC] }, {}] });
    g.play('shark-with-a-horn', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual([]);
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toEqual(['shark-with-a-horn', BASIC]);
  });

  it.each([
    ['shabby-the-narwhal', 'barbed-wire', 'yay'],
    ['classy-narwhal', 'yay', 'barbed-wire'],
    ['the-great-narwhal', 'narwhal-torpedo', 'yay'],
  ])('%s searches the deck: the card found is revealed into the hand', (narwhal, found, wrongKind) => {
    const g = scenario({ players: [{ hand: [narwhal] }, {}, {}], deck: 10 });
    g.play(narwhal, 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.pending.kind).toBe('search');
    expect(g.offers({ card: wrongKind })).toBe(false);
    g.choose({ card: found });
    expect(g.hand(0).known).toEqual([found]);
    expect(g.table.deck).toBe(9 - 1); // one found, then Ben drew for his turn
  });

  it('Narwhal Torpedo sacrifices every Downgrade of its Stable', () => {
    const g = scenario({
      players: [{ hand: ['narwhal-torpedo'], stable: ['slowdown', 'yay', 'broken-stable'] }, {}, {}],
    });
    g.play('narwhal-torpedo', 0).noResponse();
    expect(g.stable(0)).toEqual(['yay', 'narwhal-torpedo']);
    expect(g.table.discard.sort()).toEqual(['broken-stable', 'slowdown']);
  });

  it('Alluring Narwhal steals an Upgrade', () => {
    const g = scenario({ players: [{ hand: ['alluring-narwhal'] }, { stable: ['yay', BASIC] }, {}] });
    g.play('alluring-narwhal', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual(['alluring-narwhal', 'yay']);
    expect(g.stable(1)).toEqual([BASIC]);
  });

  it('Mermaid Unicorn returns a card of another Stable to its owner hand', () => {
    const g = scenario({ players: [{ hand: ['mermaid-unicorn'] }, { stable: ['yay'] }, {}] });
    g.play('mermaid-unicorn', 0).noResponse();
    expect(g.stable(1)).toEqual([]);
    expect(g.hand(1).known).toEqual(['yay']);
  });

  it('Mother Goose Unicorn brings a Baby Unicorn from the Nursery', () => {
    const g = scenario({ players: [{ hand: ['mother-goose-unicorn'] }, {}, {}] });
    g.play('mother-goose-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ card: 'baby-narwhal' }, 'bring');
    expect(g.stable(0)).toEqual(['mother-goose-unicorn', 'baby-narwhal']);
    expect(g.table.nursery).not.toContain('baby-narwhal');
  });

  it('Unicorn Oracle: one of the top three cards goes to the hand', () => {
    const g = scenario({ players: [{ hand: ['unicorn-oracle'] }, {}, {}], deck: 10 });
    g.play('unicorn-oracle', 0).noResponse();
    expect(g.hand(0).count).toBe(1);
    expect(g.table.deck).toBe(8); // one kept, then Ben drew
  });

  it('Necromancer Unicorn: discard two Unicorn cards, then bring a Unicorn from the discard pile', () => {
    const g = scenario({
      players: [{ hand: ['necromancer-unicorn', BASIC, 'basic-unicorn-blue'] }, {}, {}],
      discard: ['rhinocorn'],
    });
    g.play('necromancer-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ card: BASIC }, 'discard');
    g.choose({ card: 'rhinocorn' }, 'bring');
    expect(g.stable(0)).toEqual(['necromancer-unicorn', 'rhinocorn']);
    expect(g.table.discard.sort()).toEqual(['basic-unicorn-blue', BASIC]);
  });

  it('Dark Angel Unicorn: sacrifice a Unicorn, then bring a Unicorn from the discard pile', () => {
    const g = scenario({
      players: [{ hand: ['dark-angel-unicorn'], stable: [BASIC] }, {}, {}],
      discard: ['rhinocorn'],
    });
    g.play('dark-angel-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.target(0, BASIC, 'sacrifice');
    expect(g.pending.kind).toBe('bring');
    g.choose({ card: 'rhinocorn' });
    expect(g.stable(0)).toEqual(['dark-angel-unicorn', 'rhinocorn']);
    expect(g.table.discard).toEqual([BASIC]);
  });

  it('Black Knight Unicorn may be sacrificed instead of another Unicorn being destroyed', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'] }, { stable: ['black-knight-unicorn', BASIC] }, {}],
    });
    g.play('unicorn-poison').noResponse();
    g.target(1, BASIC, 'destroy');
    g.choose({ card: 'black-knight-unicorn' }, 'replace');
    expect(g.stable(1)).toEqual([BASIC]);
    expect(g.table.discard).toEqual(['black-knight-unicorn', 'unicorn-poison']);
  });
});

describe('Magic cards', () => {
  it('Unicorn Poison destroys a Unicorn card', () => {
    const g = scenario({ players: [{ hand: ['unicorn-poison'] }, { stable: [BASIC, 'yay'] }, {}] });
    g.play('unicorn-poison').noResponse();
    expect(g.stable(1)).toEqual(['yay']);
    expect(g.table.discard).toEqual([BASIC, 'unicorn-poison']);
  });

  it('Unicorn Poison cannot be played with no Unicorn to destroy', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison', 'yay'], stable: [BASIC] }, { stable: ['yay'] }, {}],
    });
    expect(g.pending.kind).toBe('action');
    expect(g.offers({ play: 'yay' })).toBe(true);
    expect(g.offers({ play: 'unicorn-poison' })).toBe(false);
  });

  it('Back Kick returns a card to its owner hand, then that player discards a card', () => {
    const g = scenario({
      players: [{ hand: ['back-kick'] }, { stable: ['yay'], hand: ['neigh'] }, { stable: [BASIC] }],
    });
    g.play('back-kick');
    g.choose({ pass: true }, 'respond');
    g.target(1, 'yay', 'return');
    g.choose({ card: 'neigh' }, 'discard');
    expect(g.stable(1)).toEqual([]);
    expect(g.hand(1).known).toEqual(['yay']);
    expect(g.table.discard).toEqual(['neigh', 'back-kick']);
  });

  it('Change of Luck: draw 2, discard 3, then take another turn', () => {
    const g = scenario({ players: [{ hand: ['change-of-luck', 'yay', 'neigh'] }, {}, {}], deck: 10 });
    g.play('change-of-luck').noResponse();
    g.choose({ card: 'yay' }, 'discard');
    g.choose({ card: 'neigh' }, 'discard');
    g.choose({ card: 'good-deal' }, 'discard');
    expect(g.hand(0).count).toBe(2); // 2 + 2 - 3 = 1, then the extra turn's draw
    expect(g.table.turn.player).toBe(0);
    expect(g.table.turn.number).toBe(2);
  });

  it('Glitter Tornado returns one card of every Stable to its owner hand', () => {
    const g = scenario({
      players: [
        { hand: ['glitter-tornado'], stable: [BASIC] },
        { stable: ['yay'] },
        { stable: ['slowdown'] },
      ],
    });
    g.play('glitter-tornado').noResponse();
    expect(g.stable(0)).toEqual([]);
    expect(g.stable(1)).toEqual([]);
    expect(g.stable(2)).toEqual([]);
    expect(g.hand(0).known).toEqual([BASIC]);
    expect(g.hand(1).known).toEqual(['yay']);
    expect(g.hand(2).known).toEqual(['slowdown']);
  });

  it('Unicorn Swap moves a Unicorn to another Stable, then steals one from that player', () => {
    const g = scenario({
      players: [
        { hand: ['unicorn-swap'], stable: [BASIC] },
        { stable: ['rhinocorn'] },
        { stable: ['stabby-the-unicorn'] },
      ],
    });
    g.play('unicorn-swap').noResponse();
    g.choose({ player: 1 }, 'move-to');
    g.target(1, 'rhinocorn', 'steal');
    expect(g.stable(0)).toEqual(['rhinocorn']);
    expect(g.stable(1)).toEqual([BASIC]);
    expect(g.stable(2)).toEqual(['stabby-the-unicorn']);
  });

  it('Re-Target moves an Upgrade or a Downgrade to another Stable', () => {
    const g = scenario({ players: [{ hand: ['re-target'], stable: ['slowdown'] }, { stable: [BASIC] }, {}] });
    g.play('re-target').noResponse();
    g.choose({ player: 1 }, 'move-to');
    expect(g.stable(0)).toEqual([]);
    expect(g.stable(1)).toEqual([BASIC, 'slowdown']);
  });

  it('Unfair Bargain swaps hands with another player', () => {
    const g = scenario({
      players: [{ hand: ['unfair-bargain', 'yay'] }, { hand: ['neigh', 'neigh', 'good-deal'] }, {}],
    });
    g.play('unfair-bargain');
    g.choose({ pass: true }, 'respond');
    g.choose({ player: 1 }, 'player');
    expect(g.hand(0).known.sort()).toEqual(['good-deal', 'neigh', 'neigh']);
    expect(g.hand(1).known).toEqual(['yay']);
  });

  it('Two-For-One: sacrifice a card, then destroy two', () => {
    const g = scenario({
      players: [{ hand: ['two-for-one'], stable: ['slowdown'] }, { stable: [BASIC, 'yay'] }, {}],
    });
    g.play('two-for-one').noResponse();
    g.target(1, BASIC, 'destroy');
    expect(g.stable(0)).toEqual([]);
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard.sort()).toEqual([BASIC, 'slowdown', 'two-for-one', 'yay']);
  });

  it('Targeted Destruction destroys an Upgrade (or sacrifices a Downgrade)', () => {
    const g = scenario({ players: [{ hand: ['targeted-destruction'] }, { stable: ['yay'] }, {}] });
    g.play('targeted-destruction').noResponse();
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toEqual(['yay', 'targeted-destruction']);
  });

  it('Mystical Vortex: every player discards a card, then the discard pile goes into the deck', () => {
    const g = scenario({
      players: [{ hand: ['mystical-vortex', 'yay'] }, { hand: ['neigh'] }, {}],
      deck: 10,
      discard: ['rhinocorn'],
    });
    g.play('mystical-vortex');
    g.choose({ pass: true }, 'respond');
    expect(g.table.discard).toEqual(['mystical-vortex']);
    expect(g.table.deck).toBe(10 + 3 - 1); // yay, neigh, rhinocorn in; Ben drew one
  });

  it('Good Deal: draw 3, then discard 1', () => {
    const g = scenario({ players: [{ hand: ['good-deal'] }, {}, {}], deck: 10 });
    g.play('good-deal').noResponse();
    g.choose({ card: 'yay' }, 'discard');
    expect(g.hand(0).count).toBe(2);
    expect(g.table.discard).toEqual(['yay', 'good-deal']);
  });

  it('Shake Up: the card, the hand and the discard pile go into the deck, then draw 5', () => {
    const g = scenario({
      players: [{ hand: ['shake-up', 'yay'] }, {}, {}],
      deck: 10,
      discard: ['rhinocorn', 'neigh'],
    });
    g.play('shake-up').noResponse();
    expect(g.table.discard).toEqual([]);
    expect(g.hand(0).count).toBe(5);
    expect(g.table.deck).toBe(10 + 1 + 1 + 2 - 5 - 1);
  });

  it('Blatant Thievery takes a card from another player hand', () => {
    const g = scenario({
      players: [{ hand: ['blatant-thievery'] }, { hand: ['neigh', 'yay'] }, { hand: ['good-deal'] }],
    });
    g.play('blatant-thievery');
    g.choose({ pass: true }, 'respond');
    g.choose({ player: 1 }, 'player');
    g.choose({ card: 'yay' }, 'take');
    expect(g.hand(0).known).toEqual(['yay']);
    expect(g.hand(1).known).toEqual(['neigh']);
  });

  it('Reset Button: every Upgrade and Downgrade is sacrificed, then the discard pile goes into the deck', () => {
    const g = scenario({
      players: [{ hand: ['reset-button'], stable: ['yay', BASIC] }, { stable: ['slowdown'] }, {}],
      deck: 10,
    });
    g.play('reset-button').noResponse();
    expect(g.stable(0)).toEqual([BASIC]);
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toEqual(['reset-button']);
    expect(g.table.deck).toBe(10 + 2 - 1);
  });

  it('Kiss of Life brings a Unicorn from the discard pile into the Stable', () => {
    const g = scenario({ players: [{ hand: ['kiss-of-life'] }, {}, {}], discard: ['rhinocorn', 'yay'] });
    g.play('kiss-of-life').noResponse();
    expect(g.stable(0)).toEqual(['rhinocorn']);
    expect(g.table.discard).toEqual(['yay', 'kiss-of-life']);
  });
});

describe('Upgrades', () => {
  it('Glitter Bomb: sacrifice a card, then destroy a card', () => {
    const g = scenario({
      players: [{ stable: ['glitter-bomb', 'slowdown'] }, { stable: ['yay'] }, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0 }, 'beginning-of-turn');
    g.target(0, 'slowdown', 'sacrifice');
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toEqual(['slowdown', 'yay']);
  });

  it('Yay: nobody may Neigh the cards its player plays', () => {
    const g = scenario({
      players: [
        { hand: ['unicorn-poison'], stable: ['yay'] },
        { stable: [BASIC], hand: ['neigh', 'super-neigh'] },
        {},
      ],
    });
    g.play('unicorn-poison');
    expect(g.table.discard).toEqual([BASIC, 'unicorn-poison']);
  });

  it('Rainbow Aura: its Stable Unicorns cannot be destroyed', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison', 'yay'] }, { stable: ['rainbow-aura', BASIC] }, {}],
    });
    expect(g.pending.kind).toBe('action');
    expect(g.offers({ play: 'unicorn-poison' })).toBe(false);
  });

  it('Double Dutch: two cards may be played in the Action phase', () => {
    const g = scenario({
      players: [{ stable: ['double-dutch'], hand: [BASIC, 'basic-unicorn-blue'] }, {}, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0 }, 'beginning-of-turn');
    g.play(BASIC, 0);
    expect(g.pending.kind).toBe('action');
    expect(g.offers({ draw: true })).toBe(false);
    g.play('basic-unicorn-blue', 0);
    expect(g.stable(0)).toEqual(['double-dutch', BASIC, 'basic-unicorn-blue']);
  });

  it('Claw Machine: discard a card, then draw a card', () => {
    const g = scenario({
      players: [{ stable: ['claw-machine'], hand: ['yay'] }, {}, {}],
      turn: { phase: 'beginning' },
      deck: 10,
    });
    g.choose({ trigger: 0 }, 'beginning-of-turn');
    expect(g.table.discard).toEqual(['yay']);
    expect(g.hand(0).count).toBe(2); // the card drawn, then the Draw phase card
  });

  it('Stable Artillery: discard two cards, then destroy a Unicorn', () => {
    const g = scenario({
      players: [{ stable: ['stable-artillery'], hand: ['yay', 'neigh'] }, { stable: [BASIC] }, {}],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0 }, 'beginning-of-turn');
    g.choose({ card: 'yay' }, 'discard');
    expect(g.stable(1)).toEqual([]);
    expect(g.table.discard).toEqual(['yay', 'neigh', BASIC]);
  });

  it('Rainbow Lasso: discard three cards, then steal a Unicorn', () => {
    const g = scenario({
      players: [
        { stable: ['rainbow-lasso'], hand: ['yay', 'neigh', 'good-deal'] },
        { stable: ['rhinocorn'] },
        {},
      ],
      turn: { phase: 'beginning' },
    });
    g.choose({ trigger: 0 }, 'beginning-of-turn');
    g.choose({ card: 'yay' }, 'discard').choose({ card: 'neigh' }, 'discard');
    expect(g.stable(0)).toEqual(['rainbow-lasso', 'rhinocorn']);
  });

  it('Rainbow Lasso cannot be used with fewer than three cards', () => {
    const g = scenario({
      players: [{ stable: ['rainbow-lasso'], hand: ['yay', 'neigh'] }, { stable: ['rhinocorn'] }, {}],
      turn: { phase: 'beginning' },
    });
    expect(g.pending.kind).toBe('action');
  });

  it('Caffeine Overload: sacrifice a card, then draw two', () => {
    const g = scenario({
      players: [{ stable: ['caffeine-overload', 'slowdown'] }, {}, {}],
      turn: { phase: 'beginning' },
      deck: 10,
    });
    g.choose({ trigger: 0 }, 'beginning-of-turn');
    g.target(0, 'slowdown', 'sacrifice');
    expect(g.hand(0).count).toBe(3);
  });
});

describe('Downgrades', () => {
  it('Barbed Wire: a card is discarded each time a Unicorn enters or leaves its Stable', () => {
    const g = scenario({
      players: [{ hand: [BASIC, 'yay'], stable: ['barbed-wire'] }, { hand: ['unicorn-poison', 'neigh'] }, {}],
    });
    g.play(BASIC, 0);
    g.choose({ pass: true }, 'respond');
    expect(g.table.discard).toEqual(['yay']);
    g.choose({ play: 'unicorn-poison' }, 'action');
    // Ana's hand is empty now: the second discard is impossible and is skipped.
    expect(g.stable(0)).toEqual(['barbed-wire']);
    expect(g.table.discard).toEqual(['yay', BASIC, 'unicorn-poison']);
  });

  it('Pandamonium: its Unicorns are Pandas, out of reach of cards that name Unicorn cards', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison', 'yay'] }, { stable: ['pandamonium', BASIC] }, {}],
    });
    expect(g.pending.kind).toBe('action');
    expect(g.offers({ play: 'unicorn-poison' })).toBe(false);
  });

  it('Sadistic Ritual: sacrifice a Unicorn, then draw', () => {
    const g = scenario({
      players: [{ stable: ['sadistic-ritual', BASIC] }, {}, {}],
      turn: { phase: 'beginning' },
      deck: 10,
    });
    expect(g.stable(0)).toEqual(['sadistic-ritual']);
    expect(g.hand(0).count).toBe(2);
  });

  it('Slowdown: its player cannot play Neigh cards', () => {
    const g = scenario({
      players: [{ hand: ['unicorn-poison'] }, { stable: ['slowdown', BASIC], hand: ['neigh'] }, {}],
    });
    g.play('unicorn-poison');
    expect(g.stable(1)).toEqual(['slowdown']);
  });

  it('Nanny Cam: the hand becomes known to the table', () => {
    const g = scenario({ players: [{ hand: ['nanny-cam'] }, { unknown: 2 }, {}] });
    g.play('nanny-cam', 1);
    g.choose({ pass: true }, 'respond');
    expect(g.pending.kind).toBe('identify');
    g.choose({ card: 'yay' }).choose({ card: 'neigh' });
    // Ben's turn: his drawn card is asked for too.
    expect(g.pending.kind).toBe('identify');
    g.choose({ card: 'good-deal' });
    expect(g.hand(1).known.sort()).toEqual(['good-deal', 'neigh', 'yay']);
  });

  it('Broken Stable: its player cannot play Upgrade cards', () => {
    const g = scenario({ players: [{ hand: ['yay', BASIC], stable: ['broken-stable'] }, {}, {}] });
    expect(g.offers({ play: 'yay' })).toBe(false);
    expect(g.offers({ play: BASIC })).toBe(true);
  });

  it('Blinding Light: its Unicorns lose their effects', () => {
    const g = scenario({
      players: [{ stable: ['rhinocorn', 'blinding-light'] }, { stable: [BASIC] }, {}],
      turn: { phase: 'beginning' },
    });
    expect(g.pending.kind).toBe('action');
    expect(g.stable(1)).toEqual([BASIC]);
  });

  it('Tiny Stable: more than five Unicorns make its player sacrifice one', () => {
    const five = [BASIC, BASIC, 'basic-unicorn-blue', 'basic-unicorn-green', 'baby-unicorn-red'];
    const g = scenario({
      players: [{ hand: ['basic-unicorn-yellow'], stable: ['tiny-stable', ...five] }, {}, {}],
    });
    g.play('basic-unicorn-yellow', 0);
    g.target(0, 'baby-unicorn-red', 'sacrifice');
    expect(g.stable(0).length).toBe(6);
    expect(g.table.nursery).toContain('baby-unicorn-red');
  });
});

describe('Instants', () => {
  it('Neigh stops the card: it goes to the discard pile and the action is spent', () => {
    const g = scenario({ players: [{ hand: [BASIC] }, { hand: ['neigh'] }, {}] });
    g.play(BASIC, 0);
    g.choose({ player: 1, card: 'neigh' }, 'respond');
    expect(g.stable(0)).toEqual([]);
    expect(g.table.discard).toEqual([BASIC, 'neigh']);
    expect(g.table.turn.player).toBe(1);
  });

  it('a Neigh can be Neighed: the card stands', () => {
    const g = scenario({ players: [{ hand: [BASIC, 'neigh'] }, { hand: ['neigh'] }, {}] });
    g.play(BASIC, 0);
    g.choose({ player: 1, card: 'neigh' }, 'respond');
    g.choose({ player: 0, card: 'neigh' }, 'respond');
    expect(g.stable(0)).toEqual([BASIC]);
    expect(g.table.discard).toEqual(['neigh', 'neigh']);
  });

  it('Super Neigh cannot be answered', () => {
    const g = scenario({ players: [{ hand: [BASIC, 'neigh'] }, { hand: ['super-neigh'] }, {}] });
    g.play(BASIC, 0);
    g.choose({ player: 1, card: 'super-neigh' }, 'respond');
    expect(g.stable(0)).toEqual([]);
    expect(g.hand(0).known).toEqual(['neigh']);
    expect(g.table.discard).toEqual([BASIC, 'super-neigh']);
  });
});
