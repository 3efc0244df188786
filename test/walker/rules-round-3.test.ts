// Issue 28's rules half, each item as a table, a play and what the rules say happens: forced
// mandatory targets, Unicorn of Glory, Brain Freeze and Chronocorn, Dingocorn, Rainbow Bazooka.
// The judge's side of the same questions is under test/rulings/unstable-unicorns (bot-*-forced-*,
// play-brain-freeze-stops-chronocorn) and test/unstable-unicorns/rules-round-3.test.ts.
import { describe, expect, it } from 'vitest';
import { scenario } from './scenario.ts';
import { resultSentence } from '../../src/ui/unstable-unicorns/words.ts';

const BOTH = { boxes: ['base-2e', 'control', 'chaos'] } as const;
const CC = { boxes: ['control', 'chaos'] } as const;

describe('1: a mandatory effect forced onto the card of an optional one', () => {
  it('Sadistic Ritual must sacrifice Valkyrie Unicorn, the only Unicorn: Valkyrie is never offered', () => {
    const g = scenario({
      composition: { boxes: [...BOTH.boxes] },
      players: [
        { stable: ['valkyrie-unicorn', 'sadistic-ritual'], unknown: 3 },
        { stable: ['raccoonicorn'], unknown: 3 },
        { stable: ['weeniecorn'], unknown: 3 },
      ],
      discard: ['basic-unicorn-blue'],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    // Nobody answers the sacrifice with an Instant (Intervention).
    while (g.state.pending?.kind === 'respond') g.choose({ pass: true }, 'respond');
    expect(g.table.discard).toContain('valkyrie-unicorn');
    expect(g.pending.kind).not.toBe('beginning-of-turn');
  });

  it('with a second Unicorn to give, Valkyrie stays usable once the Ritual took the other', () => {
    const g = scenario({
      composition: { boxes: [...BOTH.boxes] },
      players: [
        { stable: ['valkyrie-unicorn', 'sadistic-ritual', 'basic-unicorn-green'], unknown: 3 },
        { stable: ['raccoonicorn'], unknown: 3 },
        { stable: ['weeniecorn'], unknown: 3 },
      ],
      discard: ['basic-unicorn-blue'],
      turn: { phase: 'beginning' },
      draws: 'ask',
    });
    g.target(0, 'basic-unicorn-green', 'sacrifice');
    while (g.state.pending?.kind === 'respond') g.choose({ pass: true }, 'respond');
    expect(g.pending.kind).toBe('beginning-of-turn');
    expect(g.offers({ card: 'valkyrie-unicorn' })).toBe(true);
  });
});

describe('2: Unicorn of Glory answers a Downgrade another player plays into its Stable', () => {
  it('Ben plays Brain Freeze into Ana’s Stable: Ana may bring an Upgrade', () => {
    const h = scenario({
      composition: { boxes: [...BOTH.boxes] },
      players: [
        { stable: ['unicorn-of-glory'], unknown: 2 },
        { stable: ['raccoonicorn'], hand: ['brain-freeze'], unknown: 1 },
        { stable: ['weeniecorn'], unknown: 2 },
      ],
      turn: { player: 1 },
    });
    h.play('brain-freeze', 0).noResponse();
    expect(h.stable(0)).toContain('brain-freeze');
    expect(h.pending).toMatchObject({ kind: 'use', player: 0, source: 'unicorn-of-glory' });
  });

  it('Ana plays a Downgrade into her own Stable: Unicorn of Glory does not answer', () => {
    const g = scenario({
      composition: { boxes: [...BOTH.boxes] },
      players: [
        { stable: ['unicorn-of-glory'], hand: ['brain-freeze'], unknown: 1 },
        { stable: ['raccoonicorn'], unknown: 2 },
        { stable: ['weeniecorn'], unknown: 2 },
      ],
    });
    g.play('brain-freeze', 0).noResponse();
    expect(g.stable(0)).toContain('brain-freeze');
    expect(g.state.pending?.kind === 'use' && g.state.pending.source === 'unicorn-of-glory').toBe(false);
  });

  it('Re-Target moves a Downgrade into Ana’s Stable: moved is not played (seed 002)', () => {
    const g = scenario({
      composition: { boxes: [...BOTH.boxes] },
      players: [
        { stable: ['unicorn-of-glory'], unknown: 2 },
        { stable: ['raccoonicorn'], hand: ['re-target'], unknown: 1 },
        { stable: ['weeniecorn', 'brain-freeze'], unknown: 2 },
      ],
      turn: { player: 1 },
    });
    g.play('re-target').noResponse();
    // Brain Freeze is the only Upgrade or Downgrade in play: picked without a question.
    g.choose({ player: 0 }, 'move-to');
    expect(g.stable(0)).toContain('brain-freeze');
    expect(g.state.pending?.kind === 'use' && g.state.pending.source === 'unicorn-of-glory').toBe(false);
  });
});

describe('3: Brain Freeze stops Chronocorn played like an Instant', () => {
  const answering = (benStable: string[]) => {
    const g = scenario({
      composition: { boxes: [...CC.boxes] },
      players: [
        { stable: ['raccoonicorn'], hand: ['rainbow-bazooka'], unknown: 1 },
        { stable: benStable, hand: ['chronocorn', 'suburban-dadicorn'] },
        { stable: ['tech-supporticorn'], hand: ['red-pandacorn'] },
      ],
    });
    g.play('rainbow-bazooka');
    return g;
  };

  it('Ben, with Brain Freeze, is not offered Chronocorn against Ana’s card', () => {
    // Chronocorn was Ben's only answer, and nobody else holds one: no Neigh window opens at all.
    const frozen = answering(['weeniecorn', 'brain-freeze']);
    expect(frozen.offers({ player: 1, card: 'chronocorn' })).toBe(false);
    expect(frozen.pending.kind).toBe('destroy');
    // Without Brain Freeze, Chronocorn answers it.
    const free = answering(['weeniecorn']);
    expect(free.pending.kind).toBe('respond');
    expect(free.offers({ player: 1, card: 'chronocorn' })).toBe(true);
  });
});

describe('4: Dingocorn sends Babies to the Nursery, it does not sacrifice them', () => {
  it('Archangel Unicorn and Unicorn Bribe do not answer; every Baby goes to the Nursery', () => {
    const g = scenario({
      composition: { boxes: [...CC.boxes] },
      players: [
        { stable: ['baby-belugacorn'], hand: ['dingocorn'], unknown: 1 },
        { stable: ['baby-pegacorn', 'archangel-unicorn', 'unicorn-bribe'], unknown: 3 },
        { stable: ['baby-slothicorn', 'weeniecorn'], unknown: 2 },
      ],
    });
    g.play('dingocorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    // No replacement is asked of Ben: the Babies are not sacrificed.
    expect(g.state.pending?.kind).not.toBe('replace');
    expect(g.stable(0)).toEqual(['dingocorn']);
    expect(g.stable(1)).toEqual(['archangel-unicorn', 'unicorn-bribe']);
    expect(g.stable(2)).toEqual(['weeniecorn']);
    expect(g.table.nursery).toEqual(
      expect.arrayContaining(['baby-belugacorn', 'baby-pegacorn', 'baby-slothicorn']),
    );
    expect(g.state.results.filter((r) => r.kind === 'sacrificed')).toEqual([]);
    expect(g.state.results.filter((r) => r.kind === 'to-nursery')).toHaveLength(3);
  });
});

describe('5: Rainbow Bazooka’s draws are a sentence of their own', () => {
  it('Bulletproof Vest stops the destruction; Ben and Ana may still each draw', () => {
    const g = scenario({
      composition: { boxes: [...CC.boxes] },
      players: [
        { stable: ['raccoonicorn'], hand: ['rainbow-bazooka'], unknown: 2 },
        { stable: ['weeniecorn'], hand: ['bulletproof-vest'], unknown: 2 },
        { stable: ['suburban-dadicorn'], unknown: 3 },
      ],
    });
    g.play('rainbow-bazooka').noResponse();
    g.target(1, 'weeniecorn', 'destroy');
    g.choose({ player: 1, card: 'bulletproof-vest' }, 'respond');
    // The Vest's own draw (nobody answers it with Trapped Chest).
    g.choose({ pass: true }, 'respond');
    expect(g.stable(1)).toEqual(['weeniecorn']);
    // Ben ("that player") may draw, then Ana.
    expect(g.pending).toMatchObject({ kind: 'use', player: 1, source: 'rainbow-bazooka' });
    g.choose({ use: true }, 'use');
    while (g.state.pending?.kind === 'respond') g.choose({ pass: true }, 'respond');
    expect(g.pending).toMatchObject({ kind: 'use', player: 0, source: 'rainbow-bazooka' });
    expect(g.state.results.some((r) => r.kind === 'skipped' && r.card === 'rainbow-bazooka')).toBe(false);
  });
});

describe('7: a Neigh round that closes because nobody may answer says why', () => {
  const round = (anaStable: string[], anaAnswer: string) => {
    const g = scenario({
      players: [
        { stable: anaStable, hand: [anaAnswer], unknown: 1 },
        { stable: ['basic-unicorn-red'], hand: ['neigh', 'rhinocorn'] },
        { stable: [], unknown: 2 },
      ],
      turn: { player: 1 },
    });
    g.play('rhinocorn', 1);
    g.choose({ player: 0, card: anaAnswer }, 'respond');
    return g;
  };
  // Everything said since the game started (each state holds what its own answer said).
  const said = (g: ReturnType<typeof round>) => g.history.flatMap((state) => state.results);

  it('Ana’s Neigh under her Yay: “Ben, Cy cannot answer: Ana’s Yay”, and Rhinocorn is stopped', () => {
    const g = round(['yay'], 'neigh');
    expect(said(g)).toContainEqual({
      kind: 'cannot-answer',
      players: [1, 2],
      player: 0,
      card: 'neigh',
      because: { player: 0, card: 'yay' },
    });
    expect(g.table.discard).toContain('rhinocorn');
    expect(
      resultSentence(
        said(g).find((r) => r.kind === 'cannot-answer')!,
        g.table,
        'en',
      ),
    ).toBe('Ben, Cy cannot answer: Ana’s Yay');
  });

  it('a Super Neigh: nobody may answer it, and the table is told so', () => {
    const g = round([], 'super-neigh');
    expect(said(g)).toContainEqual({
      kind: 'cannot-answer',
      players: [1, 2],
      player: 0,
      card: 'super-neigh',
      because: { player: 0, card: 'super-neigh' },
    });
  });

  it('a round that closes because nobody answered says nothing more', () => {
    const g = round([], 'neigh');
    // Ben still holds a Neigh: the window stays open until he passes.
    expect(g.pending.kind).toBe('respond');
    g.choose({ pass: true }, 'respond');
    expect(said(g).some((r) => r.kind === 'cannot-answer')).toBe(false);
  });
});

describe('6: the readings of the rules reference (ruling-control-chaos-readings), each house rule on and off', () => {
  // Ben holds no card: he cannot pay Unicorn of Glory's price (discard a card).
  const glory = (houseRules = {}) =>
    scenario({
      composition: { boxes: [...CC.boxes] },
      houseRules,
      players: [
        { stable: ['raccoonicorn'], hand: ['unicorn-of-glory'], unknown: 1 },
        { stable: ['weeniecorn'] },
        { stable: [], unknown: 2 },
      ],
    });

  it('an Ultimate into a Stable whose owner cannot pay: refused by default', () => {
    const g = glory();
    expect(g.offers({ play: 'unicorn-of-glory' })).toBe(true);
    g.play('unicorn-of-glory').noResponse();
    // Only Ana's own Stable may take it (Ben cannot pay, Cy can).
    expect(g.pending.kind).toBe('into');
    expect(g.offers({ player: 1 })).toBe(false);
    expect(g.offers({ player: 2 })).toBe(true);
  });

  it('with priceDisregarded, it enters Ben’s Stable and his price is disregarded', () => {
    const g = glory({ priceDisregarded: true });
    g.play('unicorn-of-glory', 1).noResponse();
    expect(g.stable(1)).toEqual(['weeniecorn', 'unicorn-of-glory']);
    // Nothing was discarded for it: Ben had nothing to pay with.
    const said = g.history.flatMap((state) => state.results);
    expect(said.some((r) => r.kind === 'discarded' && r.player === 1)).toBe(false);
  });

  // Ana pays Archangel Unicorn's price (sacrifice three cards) with cards in hand to discard.
  const archangel = (houseRules = {}) => {
    const g = scenario({
      composition: { boxes: [...CC.boxes] },
      houseRules,
      players: [
        {
          stable: ['raccoonicorn', 'weeniecorn', 'tech-supporticorn'],
          hand: ['archangel-unicorn', 'red-pandacorn', 'corn-on-the-cob'],
        },
        { stable: [], unknown: 2 },
        { stable: [], unknown: 2 },
      ],
    });
    g.play('archangel-unicorn', 0).noResponse();
    // Nobody stops a sacrifice with Intervention.
    while (g.state.pending?.kind === 'respond') g.choose({ pass: true }, 'respond');
    return g;
  };

  it('Archangel Unicorn keeps nothing of its own price by default: three cards go', () => {
    const g = archangel();
    for (let i = 0; i < 3; i++) {
      expect(g.pending.kind).not.toBe('replace');
      if (g.state.pending?.kind === 'sacrifice') g.choose(g.options()[0] as never, 'sacrifice');
      while (g.state.pending?.kind === 'respond') g.choose({ pass: true }, 'respond');
    }
    expect(g.stable(0)).toEqual(['archangel-unicorn']);
    expect(g.hand(0).count).toBe(2);
  });

  it('with keptPricePays, Archangel may keep a card it sacrifices by discarding, and it still pays', () => {
    const g = archangel({ keptPricePays: true });
    if (g.state.pending?.kind === 'sacrifice') g.choose(g.options()[0] as never, 'sacrifice');
    while (g.state.pending?.kind === 'respond') g.choose({ pass: true }, 'respond');
    expect(g.pending).toMatchObject({ kind: 'replace', player: 0 });
    expect(g.offers({ card: 'archangel-unicorn' })).toBe(true);
  });

  it('Nymphicorn reaches its own owner too (“each player” includes you): under Pandamonium Ana discards', () => {
    const nymph = (ana: string[]) =>
      scenario({
        composition: { boxes: [...BOTH.boxes] },
        players: [
          { stable: ana, hand: ['neigh'] },
          { stable: ['dingocorn'], unknown: 2 },
          { stable: ['raccoonicorn'], unknown: 2 },
        ],
        turn: { phase: 'beginning' },
        draws: 'ask',
      });
    // Cy has no Magical Unicorn: he discards; Ana's Nymphicorn is a Panda under Pandamonium.
    const panda = nymph(['nymphicorn', 'pandamonium']);
    while (panda.state.pending?.kind !== 'draw') panda.choose(panda.options()[0] as never);
    expect(panda.hand(0).count).toBe(0);
    expect(panda.hand(2).count).toBe(1);
    expect(panda.hand(1).count).toBe(2);
    // Without Pandamonium, Nymphicorn itself is Ana's Magical Unicorn: she keeps her card.
    const plain = nymph(['nymphicorn']);
    while (plain.state.pending?.kind !== 'draw') plain.choose(plain.options()[0] as never);
    expect(plain.hand(0).count).toBe(1);
    expect(plain.hand(2).count).toBe(1);
  });
});

describe('6: stealing a Baby Unicorn, house rule babiesStay on and off', () => {
  const trap = (houseRules = {}) => {
    const g = scenario({
      composition: { boxes: [...CC.boxes] },
      houseRules,
      players: [
        { stable: ['raccoonicorn'], hand: ['unicorn-trap'], unknown: 1 },
        { stable: ['baby-pegacorn', 'weeniecorn'], unknown: 2 },
        { stable: ['baby-slothicorn'], unknown: 2 },
      ],
    });
    g.play('unicorn-trap').noResponse();
    return g;
  };

  it('by default a Baby in another Stable may be stolen like any Unicorn', () => {
    const g = trap();
    expect(g.pending.kind).toBe('steal');
    expect(g.offers({ card: 'baby-pegacorn' })).toBe(true);
    expect(g.offers({ card: 'baby-slothicorn' })).toBe(true);
  });

  it('with babiesStay, only the Weeniecorn may be stolen (Babies enter a Stable from the Nursery only)', () => {
    const g = trap({ babiesStay: true });
    // The one Unicorn left to steal is taken without a question.
    expect(g.stable(0)).toEqual(['raccoonicorn', 'weeniecorn']);
    expect(g.stable(1)).toEqual(['baby-pegacorn']);
  });
});

describe('6: Alchemist Unicorn destroys another player’s Unicorn, never one of its own Stable', () => {
  it('the destruction offers Ben’s and Cy’s Unicorns, not Ana’s', () => {
    const g = scenario({
      composition: { boxes: [...CC.boxes] },
      players: [
        { stable: ['raccoonicorn', 'weeniecorn'], hand: ['alchemist-unicorn'], unknown: 1 },
        { stable: ['tech-supporticorn'], unknown: 2 },
        { stable: ['red-pandacorn'], unknown: 2 },
      ],
    });
    g.play('alchemist-unicorn', 0).noResponse();
    g.choose({ use: true }, 'use');
    expect(g.pending.kind).toBe('destroy');
    const players = g.options().map((o) => (o as { player: number }).player);
    expect(players.sort()).toEqual([1, 2]);
  });
});

describe('7: after a Super Neigh the table is asked again, and what it was just told says why', () => {
  it('Ben’s Neigh stopped by Ana’s Super Neigh: the window on Rhinocorn reopens with both reasons said', () => {
    const g = scenario({
      players: [
        { stable: ['basic-unicorn-red'], hand: ['rhinocorn', 'super-neigh'] },
        { stable: [], hand: ['neigh', 'neigh'] },
        { stable: [] },
      ],
    });
    g.play('rhinocorn', 0);
    g.choose({ player: 1, card: 'neigh' }, 'respond');
    g.choose({ player: 0, card: 'super-neigh' }, 'respond');
    // Ben holds a second Neigh: Rhinocorn may be answered again, so the table is asked again.
    expect(g.pending).toMatchObject({ kind: 'respond', about: { player: 0, card: 'rhinocorn' } });
    // What the last tap said, shown beside that question (TableScreen's "just now").
    const lines = g.state.results.map((r) => resultSentence(r, g.table, 'en'));
    expect(lines).toContain('Ben cannot answer: Ana’s Super Neigh');
    expect(lines).toContainEqual(expect.stringMatching(/^Ben’s Neigh was stopped by Ana’s Super Neigh/));
  });
});
