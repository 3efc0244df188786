// The Control & Chaos words of the effect vocabulary, each shown with a made-up card: the card is
// written as data (made-up.ts adds it to the deck file), played at a table, and the table is read.
// Nothing here reaches into the walker: this is how a newcomer adds a card.
import { describe, expect, it } from 'vitest';
import { withCards, type MadeUp } from './made-up.ts';

const BASIC = 'basic-unicorn-red';

/** An Ultimate Unicorn whose price is sacrificing two cards as it enters. */
const PRICEY: MadeUp = {
  id: 'test-pricey',
  type: 'ultimate-unicorn',
  abilities: [{ on: 'enter', optional: false, cost: true, effect: { do: 'sacrifice', count: 2 } }],
};
/** An Ultimate Unicorn whose price is one discard (seed 002's example: impossible as the last card in hand). */
const TOLL: MadeUp = {
  id: 'test-toll',
  type: 'ultimate-unicorn',
  abilities: [{ on: 'enter', optional: false, cost: true, effect: { do: 'discard', count: 1 } }],
};

describe('Ultimate Unicorns: a price paid as the card enters', () => {
  it('a play whose price cannot be paid is refused, with the reason', async () => {
    const { scenario, legality } = await withCards(PRICEY);
    const s = scenario({ players: [{ stable: ['baby-unicorn-red'], hand: ['test-pricey', 'yay'] }, {}, {}] });
    expect(s.pending.kind).toBe('action');
    expect(s.offers({ play: 'yay' })).toBe(true);
    expect(s.offers({ play: 'test-pricey' })).toBe(false);
    const request = { player: 0, card: 'test-pricey', into: 0 };
    const refusal = legality.playRefusal(s.table, request);
    expect(refusal?.code).toBe('cost');
    expect(legality.refusalSentence(s.table, request, refusal!, 'en')).toMatch(/price/);
    expect(legality.refusalSentence(s.table, request, refusal!, 'fr')).toMatch(/coût/);
  });

  it('is paid with the other cards of the Stable, never with the Ultimate itself', async () => {
    const { scenario } = await withCards(PRICEY);
    const s = scenario({
      players: [{ stable: ['baby-unicorn-red', BASIC, 'yay'], hand: ['test-pricey'] }, {}, {}],
    });
    s.play('test-pricey', 0).noResponse();
    expect(s.pending.kind).toBe('sacrifice');
    expect(s.options().map((o) => ('card' in o ? o.card : null))).not.toContain('test-pricey');
    s.choose({ card: 'yay' }, 'sacrifice');
    s.choose({ card: BASIC }, 'sacrifice');
    expect(s.stable(0)).toEqual(['baby-unicorn-red', 'test-pricey']);
    expect(s.table.discard).toEqual(['yay', BASIC]);
  });

  it('under the house rule ultimatePaysItself it may pay with itself', async () => {
    const { scenario } = await withCards(PRICEY);
    const s = scenario({
      players: [{ stable: ['baby-unicorn-red'], hand: ['test-pricey'] }, {}, {}],
      houseRules: { ultimatePaysItself: true },
    });
    expect(s.offers({ play: 'test-pricey' })).toBe(true);
    s.play('test-pricey', 0).noResponse();
    // Two cards to give up, the Ultimate among them: both go.
    s.choose({ card: 'test-pricey' }, 'sacrifice');
    expect(s.stable(0)).toEqual([]);
    expect(s.table.nursery).toContain('baby-unicorn-red');
  });

  it('a discard price needs a card left in hand once the Ultimate is played', async () => {
    const { scenario, legality } = await withCards(TOLL);
    const seat = (known: string[]) => ({ name: 'P', stable: [], hand: { count: known.length, known } });
    const alone = {
      language: 'en' as const,
      players: [seat(['test-toll']), seat([]), seat([])],
      nursery: [],
      deck: 30,
      discard: [],
      turn: { player: 0, phase: 'action' as const },
      twoPlayerVariant: false,
    };
    expect(legality.playRefusal(alone, { player: 0, card: 'test-toll', into: 0 })?.code).toBe('cost');
    // The only card in hand: the walker does not offer it, so the Action phase's draw is taken.
    const only = scenario({ players: [{ hand: ['test-toll'] }, {}, {}] });
    expect(only.hand(0).count).toBe(2);
    expect(only.stable(0)).toEqual([]);
    const s = scenario({ players: [{ hand: ['test-toll', BASIC] }, {}, {}] });
    s.play('test-toll', 0).noResponse();
    // One card to discard: the walker takes it.
    expect(s.stable(0)).toEqual(['test-toll']);
    expect(s.table.discard).toEqual([BASIC]);
    expect(s.hand(0).count).toBe(0);
  });
});

const REWIND: MadeUp = {
  id: 'test-rewind',
  copies: 3,
  type: 'instant',
  abilities: [{ on: 'instant', unanswerable: false, effect: { do: 'neigh', to: 'deck-top' } }],
};
const CHOOSER: MadeUp = {
  id: 'test-chooser',
  type: 'instant',
  abilities: [
    {
      on: 'instant',
      unanswerable: false,
      answers: { kind: 'upgrade', orKind: 'downgrade' },
      effect: { do: 'choose-stable' },
    },
  ],
};
const COPYCAT: MadeUp = {
  id: 'test-copycat',
  type: 'instant',
  abilities: [
    {
      on: 'instant',
      unanswerable: false,
      answers: { kind: 'unicorn' },
      effect: { do: 'bring', from: 'hand', filter: { kind: 'basic-unicorn' } },
    },
  ],
};
const THIEF: MadeUp = {
  id: 'test-thief',
  type: 'instant',
  abilities: [
    { on: 'instant', unanswerable: false, answers: { kind: 'magic' }, effect: { do: 'take-over' } },
  ],
};
/** An Ultimate Unicorn that may be played the way an Instant is, with a one-discard price. */
const QUICK: MadeUp = {
  id: 'test-quick',
  type: 'ultimate-unicorn',
  abilities: [
    { on: 'enter', optional: false, cost: true, effect: { do: 'discard', count: 1 } },
    { on: 'instant', unanswerable: false, effect: { do: 'enter-self' } },
  ],
};

describe('Instants beyond Neigh answer only what they may, and do what their data says', () => {
  it('a cancelled card goes on top of the deck', async () => {
    const { scenario } = await withCards(REWIND);
    const s = scenario({
      players: [{ hand: [BASIC] }, { hand: ['test-rewind'] }, {}],
      deck: 20,
      draws: 'ask',
    });
    s.play(BASIC, 0).choose({ player: 1, card: 'test-rewind' }, 'respond').noResponse();
    expect(s.stable(0)).toEqual([]);
    expect(s.table.discard).toEqual(['test-rewind']);
    expect(s.table.deck).toBe(21);
  });

  it('the answering player picks the Stable an Upgrade or Downgrade enters, and cannot answer a Unicorn', async () => {
    const { scenario, legality } = await withCards(CHOOSER);
    const s = scenario({ players: [{ hand: ['slowdown', BASIC] }, { hand: ['test-chooser'] }, {}] });
    s.choose({ play: 'slowdown' }, 'action').choose({ player: 1, card: 'test-chooser' }, 'respond');
    s.noResponse();
    // Ben names the Stable; the Downgrade may still be answered, then enters there.
    s.choose({ player: 0 }, 'into');
    s.noResponse();
    expect(s.stable(0)).toEqual(['slowdown']);
    expect(s.stable(1)).toEqual([]);

    const t = scenario({ players: [{ hand: [BASIC] }, { hand: ['test-chooser'] }, {}] });
    t.play(BASIC, 0);
    // No answer but passing: the Basic Unicorn entered at once.
    expect(t.stable(0)).toEqual([BASIC]);
    const refusal = legality.playRefusal(t.table, {
      player: 1,
      card: 'test-chooser',
      respondingTo: { player: 0, card: BASIC },
    });
    expect(refusal?.code).toBe('cannot-answer-that');
  });

  it('a Basic Unicorn from the answering hand enters its own Stable; the Unicorn played still enters', async () => {
    const { scenario } = await withCards(COPYCAT);
    const s = scenario({
      players: [{ hand: ['rhinocorn'] }, { hand: ['test-copycat', 'basic-unicorn-blue'] }, {}],
    });
    s.play('rhinocorn', 0).choose({ player: 1, card: 'test-copycat' }, 'respond').noResponse();
    expect(s.stable(1)).toEqual(['basic-unicorn-blue']);
    expect(s.stable(0)).toEqual(['rhinocorn']);
    // Without a Basic Unicorn in hand, it is not offered.
    const t = scenario({ players: [{ hand: ['rhinocorn'] }, { hand: ['test-copycat', 'neigh'] }, {}] });
    t.play('rhinocorn', 0);
    expect(t.offers({ card: 'test-copycat' })).toBe(false);
  });

  it('a Magic card taken over resolves for the answering player', async () => {
    const { scenario } = await withCards(THIEF);
    const s = scenario({
      players: [
        { stable: [BASIC], hand: ['unicorn-poison'] },
        { stable: ['basic-unicorn-yellow'], hand: ['test-thief'] },
        {},
      ],
    });
    s.play('unicorn-poison').choose({ player: 1, card: 'test-thief' }, 'respond').noResponse();
    // The poison is Ben's now: the only Unicorn it may destroy is Ana's.
    expect(s.stable(0)).toEqual([]);
    expect(s.stable(1)).toEqual(['basic-unicorn-yellow']);
    expect(s.table.discard).toEqual(['test-thief', BASIC, 'unicorn-poison']);
  });

  it('a card playable as an Instant enters its player’s Stable off turn, price paid, cancelling nothing', async () => {
    const { scenario } = await withCards(QUICK);
    const s = scenario({ players: [{ hand: [BASIC] }, { hand: ['test-quick', 'good-deal'] }, {}] });
    s.play(BASIC, 0).choose({ player: 1, card: 'test-quick' }, 'respond').noResponse();
    expect(s.stable(1)).toEqual(['test-quick']);
    expect(s.table.discard).toEqual(['good-deal']);
    expect(s.stable(0)).toEqual([BASIC]);
  });
});

describe('Neigh cards are those titled Neigh', () => {
  it('Slowdown stops Neigh cards but not another Instant, unless the table says every Instant is one', async () => {
    const { scenario } = await withCards(REWIND);
    const seats = [{ hand: [BASIC] }, { stable: ['slowdown'], hand: ['neigh', 'test-rewind'] }, {}];
    const s = scenario({ players: seats });
    s.play(BASIC, 0);
    expect(s.offers({ card: 'test-rewind' })).toBe(true);
    expect(s.offers({ card: 'neigh' })).toBe(false);
    const house = scenario({ players: seats, houseRules: { instantsAreNeighs: true } });
    house.play(BASIC, 0);
    expect(house.stable(0)).toEqual([BASIC]);
  });

  it('a card shielded from Neigh cards while played (Wrecking Ball) may still be answered by another Instant', async () => {
    const BALL: MadeUp = {
      id: 'test-ball',
      type: 'magical-unicorn',
      abilities: [{ on: 'played', unanswerableBy: { kind: 'neigh' } }],
    };
    const { scenario } = await withCards(BALL, REWIND);
    const s = scenario({
      players: [{ hand: ['test-ball'] }, { hand: ['neigh', 'super-neigh', 'test-rewind'] }, {}],
    });
    s.play('test-ball', 0);
    expect(s.options()).toEqual([{ pass: true }, { player: 1, card: 'test-rewind' }]);
  });

  it('a card forbidding every other player Neigh cards (Elusive Oceloticorn), and one forbidding its owner every Instant (Brain Freeze)', async () => {
    const ELUSIVE: MadeUp = {
      id: 'test-elusive',
      type: 'ultimate-unicorn',
      abilities: [
        { on: 'continuous', modifier: { kind: 'cannot-play', filter: { kind: 'neigh' }, who: 'others' } },
      ],
    };
    const FREEZE: MadeUp = {
      id: 'test-freeze',
      type: 'downgrade',
      abilities: [{ on: 'continuous', modifier: { kind: 'cannot-play', filter: { kind: 'instant' } } }],
    };
    const { scenario } = await withCards(ELUSIVE, FREEZE, REWIND);
    const s = scenario({
      players: [
        { hand: [BASIC] },
        { stable: ['test-elusive'], hand: ['neigh'] },
        { hand: ['neigh', 'test-rewind'] },
        { stable: ['test-freeze'], hand: ['test-rewind'] },
      ],
    });
    s.play(BASIC, 0);
    expect(s.options()).toEqual([
      { pass: true },
      { player: 1, card: 'neigh' },
      { player: 2, card: 'test-rewind' },
    ]);
  });
});

const PIRATE: MadeUp = {
  id: 'test-pirate',
  type: 'magical-unicorn',
  abilities: [{ on: 'continuous', modifier: { kind: 'each-becomes', event: 'discard', count: 2 } }],
};
const ZERO: MadeUp = {
  id: 'test-zero',
  type: 'magical-unicorn',
  abilities: [{ on: 'continuous', modifier: { kind: 'each-becomes', event: 'sacrifice', count: 2 } }],
};
const PARALLEL: MadeUp = {
  id: 'test-parallel',
  type: 'magical-unicorn',
  abilities: [{ on: 'continuous', modifier: { kind: 'may-draw-instead-of-discard' } }],
};
const MAKE_DISCARD: MadeUp = {
  id: 'test-make-discard',
  type: 'magic',
  abilities: [{ on: 'play', effect: { do: 'discard', count: 1, who: 'another' } }],
};

describe('global statics change every discard and sacrifice, whoever holds them', () => {
  it('each discard becomes two (Dread Pirate), from another player’s Stable', async () => {
    const { scenario } = await withCards(PIRATE, MAKE_DISCARD);
    const s = scenario({
      players: [
        { hand: ['test-make-discard'] },
        { hand: ['neigh', 'good-deal', BASIC] },
        { stable: ['test-pirate'] },
      ],
    });
    s.play('test-make-discard').noResponse();
    // Ben is the only other player with cards: picked without a question.
    s.choose({ card: 'neigh' }, 'discard');
    s.choose({ card: 'good-deal' }, 'discard');
    expect(s.hand(1).known).toEqual([BASIC]);
  });

  it('each sacrifice becomes two (Patient Zero), and two such cards do not make it four', async () => {
    const SAC: MadeUp = {
      id: 'test-sac',
      type: 'magic',
      abilities: [{ on: 'play', effect: { do: 'sacrifice', count: 1 } }],
    };
    const ZERO2 = { ...ZERO, id: 'test-zero-2' };
    const { scenario } = await withCards(ZERO, ZERO2, SAC);
    const s = scenario({
      players: [
        { stable: [BASIC, 'basic-unicorn-blue', 'yay', 'test-zero'], hand: ['test-sac'] },
        { stable: ['test-zero-2'] },
        {},
      ],
    });
    s.play('test-sac').noResponse();
    s.choose({ card: 'yay' }, 'sacrifice');
    s.choose({ card: BASIC }, 'sacrifice');
    expect(s.pending.kind).not.toBe('sacrifice');
    expect(s.stable(0)).toEqual(['basic-unicorn-blue', 'test-zero']);
  });

  it('below the hand limit a discard may be a draw instead (Parallel Universicorn); with Dread Pirate each of the two may', async () => {
    const { scenario } = await withCards(PIRATE, PARALLEL, MAKE_DISCARD);
    const s = scenario({
      players: [
        { hand: ['test-make-discard'], stable: ['test-parallel'] },
        { hand: ['neigh', BASIC] },
        { stable: ['test-pirate'] },
      ],
      deck: 10,
      draws: 'ask',
    });
    s.play('test-make-discard').noResponse();
    // Ben is the only other player with cards: picked without a question.
    expect(s.offers({ draw: true })).toBe(true);
    s.choose({ draw: true }, 'discard');
    s.choose({ card: 'neigh' }, 'discard');
    expect(s.hand(1).count).toBe(2);
    expect(s.table.deck).toBe(9);
    expect(s.table.discard).toEqual(['neigh', 'test-make-discard']);
  });

  it('at the hand limit a discard is a discard', async () => {
    const { scenario } = await withCards(PARALLEL, MAKE_DISCARD);
    const s = scenario({
      players: [
        { hand: ['test-make-discard'], stable: ['test-parallel'] },
        { hand: ['neigh'], unknown: 6 },
        {},
      ],
    });
    s.play('test-make-discard').noResponse();
    // Ben is the only other player with cards: picked without a question.
    expect(s.offers({ draw: true })).toBe(false);
  });

  it('a hand-limit modifier lets its owner keep more cards at the end of the turn', async () => {
    const BIG: MadeUp = {
      id: 'test-big-hand',
      type: 'upgrade',
      abilities: [{ on: 'continuous', modifier: { kind: 'hand-limit', add: 3 } }],
    };
    const { scenario } = await withCards(BIG);
    const s = scenario({ players: [{ stable: ['test-big-hand'], unknown: 10 }, { unknown: 10 }, {}] });
    s.choose({ draw: true }, 'action');
    // 11 cards, limit 10: one discard, then Ben's turn.
    expect(s.pending.kind).toBe('discard');
    expect(s.pending.remaining).toBe(1);
  });
});

describe('several replacements for one event: the owner picks which applies', () => {
  it('a discard to keep any card, or sacrificing an Upgrade in a Unicorn’s place', async () => {
    const GUARD: MadeUp = {
      id: 'test-guard',
      type: 'ultimate-unicorn',
      abilities: [
        {
          on: 'replace',
          events: ['sacrifice', 'destroy'],
          protects: 'your-cards',
          optional: true,
          instead: { do: 'discard', count: 1 },
        },
      ],
    };
    const BRIBE: MadeUp = {
      id: 'test-bribe',
      type: 'upgrade',
      abilities: [
        {
          on: 'replace',
          events: ['sacrifice', 'destroy'],
          protects: 'your-unicorns',
          optional: true,
          instead: { do: 'sacrifice-other', filter: { kind: 'upgrade', orKind: 'downgrade' } },
        },
      ],
    };
    const { scenario } = await withCards(GUARD, BRIBE);
    const seats = [
      { stable: ['basic-unicorn-yellow'], hand: ['unicorn-poison'] },
      { stable: [BASIC, 'test-guard', 'test-bribe', 'yay'], hand: ['neigh'] },
      {},
    ];
    const s = scenario({ players: seats });
    s.play('unicorn-poison').noResponse();
    s.target(1, BASIC, 'destroy');
    expect(s.pending.kind).toBe('replace');
    expect(s.options()).toEqual([{ use: false }, { card: 'test-guard' }, { card: 'test-bribe' }]);
    s.choose({ card: 'test-bribe' }, 'replace');
    s.choose({ card: 'yay' }, 'sacrifice');
    // The Upgrade given up could itself be kept by the other replacement: not this time.
    expect(s.pending).toMatchObject({ kind: 'replace', source: 'yay' });
    s.choose({ use: false }, 'replace');
    expect(s.stable(1)).toEqual([BASIC, 'test-guard', 'test-bribe']);

    const t = scenario({ players: seats });
    t.play('unicorn-poison').noResponse();
    t.target(1, BASIC, 'destroy');
    t.choose({ card: 'test-guard' }, 'replace');
    expect(t.stable(1)).toEqual([BASIC, 'test-guard', 'test-bribe', 'yay']);
    expect(t.table.discard).toContain('neigh');
  });
});

describe('skipping phases and passing hands', () => {
  it('a beginning-of-turn effect that skips the Action phase', async () => {
    const SNIPE: MadeUp = {
      id: 'test-snipe',
      type: 'magical-unicorn',
      abilities: [
        {
          on: 'beginning-of-turn',
          optional: true,
          effect: {
            then: [
              { do: 'destroy', count: 1, filter: { kind: 'unicorn' } },
              { do: 'skip-phase', phase: 'action' },
            ],
          },
        },
      ],
    };
    const { scenario } = await withCards(SNIPE);
    const s = scenario({
      players: [{ stable: ['test-snipe'], hand: [BASIC] }, { stable: ['basic-unicorn-yellow'] }, {}],
      turn: { phase: 'beginning' },
    });
    s.choose({ card: 'test-snipe' }, 'beginning-of-turn');
    // Ben's only Unicorn is destroyed; Ana draws, plays nothing, and Ben's turn begins.
    expect(s.stable(1)).toEqual([]);
    expect(s.table.turn.player).toBe(1);
    expect(s.hand(0).count).toBe(2);
  });

  it('a beginning-of-turn effect that skips the Draw phase', async () => {
    const PEEK: MadeUp = {
      id: 'test-peek',
      type: 'upgrade',
      abilities: [
        {
          on: 'beginning-of-turn',
          optional: true,
          effect: {
            then: [
              { do: 'look-at-top', count: 3, keep: 1 },
              { do: 'skip-phase', phase: 'draw' },
            ],
          },
        },
      ],
    };
    const { scenario } = await withCards(PEEK);
    const s = scenario({
      players: [{ stable: ['test-peek'] }, {}, {}],
      turn: { phase: 'beginning' },
      deck: 10,
      draws: 'ask',
    });
    s.choose({ card: 'test-peek' }, 'beginning-of-turn');
    expect(s.pending.kind).toBe('action');
    expect(s.hand(0).count).toBe(1);
    expect(s.table.deck).toBe(9);
  });

  it('every hand moves one seat on, and what the table knew of each hand goes with it', async () => {
    const PASS: MadeUp = {
      id: 'test-pass',
      type: 'magic',
      abilities: [{ on: 'play', effect: { do: 'pass-hands', direction: 'left' } }],
    };
    const { scenario } = await withCards(PASS);
    const s = scenario({
      players: [{ hand: ['test-pass', 'neigh'] }, { hand: ['good-deal'], unknown: 2 }, { unknown: 4 }],
      draws: 'ask',
    });
    s.play('test-pass').noResponse();
    expect(s.hand(1)).toEqual({ count: 1, known: ['neigh'] });
    expect(s.hand(2)).toEqual({ count: 3, known: ['good-deal'] });
    expect(s.hand(0)).toEqual({ count: 4, known: [] });
  });
});
