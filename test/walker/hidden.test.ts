// Hidden information as at a real table: hands are counts plus known cards, the deck is a count,
// and the walker asks which card something was only when the table can see it.
import { describe, expect, it } from 'vitest';
import { walker } from '../../src/games/unstable-unicorns/game/rules.ts';
import { BASIC, scenario } from './scenario.ts';

describe('setting up', () => {
  it('deals 5 unknown cards each and asks every player for a Baby Unicorn in turn', () => {
    const state = walker.init({ players: ['Ana', 'Ben', 'Cy'] });
    expect(state.table.deck).toBe(114 - 15);
    expect(state.table.players.map((seat) => seat.hand)).toEqual([
      { count: 5, known: [] },
      { count: 5, known: [] },
      { count: 5, known: [] },
    ]);
    expect(state.pending).toMatchObject({ kind: 'baby', player: 0 });
    expect(state.pending!.options).toHaveLength(13);
    const next = walker.apply(state, { type: 'choose', option: { card: 'baby-narwhal' } });
    expect(next.pending).toMatchObject({ kind: 'baby', player: 1 });
    expect(next.pending!.options).toHaveLength(12);
  });

  it('with two players leaves 32 cards in the box and gives each player a Neigh', () => {
    const state = walker.init({ players: ['Ana', 'Ben'], babies: ['baby-unicorn-red', 'baby-unicorn-pink'] });
    expect(state.table.outOfGame).toBe(32);
    // 82 black-backed cards in play, 12 in hands; Ana's first draw waits for the table's tap.
    expect(state.table.deck).toBe(82 - 12);
    expect(state.pending).toMatchObject({ kind: 'draw', player: 0 });
    expect(state.table.players[1]!.hand).toEqual({ count: 6, known: ['neigh'] });
  });

  it('refuses a setup that names a player twice, naming the field', () => {
    expect(() => walker.init({ players: ['Ana', 'Ana'] })).toThrow(/players/);
    expect(() => walker.init({ players: ['Ana'] })).toThrow(/2 to 8/);
    expect(() => walker.init({ players: ['Ana', 'Ben'], babies: ['rhinocorn', 'baby-unicorn-red'] })).toThrow(
      /babies/,
    );
  });
});

describe('cards the table has not seen', () => {
  it('a player with unknown cards may play any card not seen elsewhere', () => {
    const g = scenario({ players: [{ unknown: 3 }, { stable: [BASIC] }, {}] });
    expect(g.pending.kind).toBe('action');
    expect(g.offers({ play: 'unicorn-poison' })).toBe(true);
    // Every copy of Double Dutch is known to be elsewhere: it cannot be in Ana's hand.
    const h = scenario({ players: [{ unknown: 3 }, { stable: ['double-dutch'] }, {}] });
    expect(h.offers({ play: 'double-dutch' })).toBe(false);
  });

  it('a random card taken from a hand leaves what was known of that hand unknown', () => {
    const g = scenario({ players: [{ hand: ['americorn'] }, { hand: ['neigh'], unknown: 1 }, {}] });
    g.play('americorn', 0);
    g.choose({ pass: true }, 'respond');
    g.choose({ use: true }, 'use');
    expect(g.hand(1).known).toEqual([]);
    expect(g.hand(0).count).toBe(1);
  });

  it('from a hand Nanny Cam shows, the table sees which card was taken at random', () => {
    const g = scenario({
      players: [{ hand: ['americorn'] }, { hand: ['neigh', 'yay'], stable: ['nanny-cam'] }, {}],
    });
    g.play('americorn', 0);
    g.choose({ pass: true }, 'respond');
    g.choose({ use: true }, 'use');
    expect(g.pending).toMatchObject({ kind: 'identify', zone: { pull: 1 } });
    g.choose({ card: 'yay' });
    expect(g.hand(0).known).toEqual(['yay']);
    expect(g.hand(1).known.slice(0, 1)).toEqual(['neigh']);
  });

  it('a deck search offers only faces that may still be in the deck, and "none found"', () => {
    const g = scenario({
      players: [{ hand: ['classy-narwhal'] }, { stable: ['rainbow-aura', 'double-dutch'] }, {}],
      discard: ['glitter-bomb', 'glitter-bomb', 'yay', 'yay'],
    });
    g.play('classy-narwhal', 0).noResponse();
    g.choose({ use: true }, 'use');
    const faces = g.options().map((o) => ('card' in o ? o.card : 'none'));
    expect(faces.sort()).toEqual([
      'caffeine-overload',
      'claw-machine',
      'none',
      'rainbow-lasso',
      'stable-artillery',
    ]);
  });

  it('discarding to the hand limit from an unknown hand names each card as it goes', () => {
    const g = scenario({ players: [{ hand: [BASIC], unknown: 8 }, {}, {}] });
    g.play(BASIC, 0);
    expect(g.pending).toMatchObject({ kind: 'discard', player: 0, remaining: 1, fromHand: 0 });
    g.choose({ card: 'neigh' });
    expect(g.table.discard).toEqual(['neigh']);
    expect(g.hand(0)).toEqual({ count: 7, known: [] });
  });
});

describe('replacements and effects switched off', () => {
  it('Unicorn Phoenix under Blinding Light offers no stand-in', () => {
    const g = scenario({
      players: [
        { hand: ['unicorn-poison'] },
        { stable: ['blinding-light', 'unicorn-phoenix'], hand: ['yay'] },
        {},
      ],
    });
    g.play('unicorn-poison').noResponse();
    expect(g.stable(1)).toEqual(['blinding-light']);
    expect(g.hand(1).known).toEqual(['yay']);
  });

  it('Stabby the Unicorn destroyed by Shark With a Horn strikes back as the next link', () => {
    const g = scenario({
      players: [{ hand: ['shark-with-a-horn'], stable: [BASIC] }, { stable: ['stabby-the-unicorn'] }, {}],
    });
    g.play('shark-with-a-horn', 0).noResponse();
    g.choose({ use: true }, 'use');
    g.choose({ use: true }, 'use');
    expect(g.stable(0)).toEqual([]);
    expect(g.table.discard).toEqual(['shark-with-a-horn', 'stabby-the-unicorn', BASIC]);
  });

  it('Re-Target moves a Downgrade from another Stable into a third one', () => {
    const g = scenario({ players: [{ hand: ['re-target'] }, { stable: ['slowdown'] }, { stable: [BASIC] }] });
    g.play('re-target').noResponse();
    g.choose({ player: 2 }, 'move-to');
    expect(g.stable(1)).toEqual([]);
    expect(g.stable(2)).toEqual([BASIC, 'slowdown']);
  });
});

describe('a position to start from', () => {
  const seat = (name: string, stable: string[], known: string[] = [], count = known.length) => ({
    name,
    stable,
    hand: { count, known },
  });
  const position = (players: ReturnType<typeof seat>[], deck = 20, discard: string[] = []) => ({
    language: 'en' as const,
    players,
    nursery: [],
    deck,
    discard,
    turn: { player: 0, phase: 'action' as const },
    twoPlayerVariant: players.length === 2,
  });

  it('puts the cards it does not place in the box, so all 127 are somewhere', () => {
    const state = walker.init({
      players: [],
      position: position([seat('Ana', [BASIC]), seat('Ben', [], ['yay'], 3), seat('Cy', [])]),
    });
    const t = state.table;
    const placed = t.deck + t.discard.length + t.nursery.length + t.outOfGame;
    const inSeats = t.players.reduce((sum, s) => sum + s.stable.length + s.hand.count, 0);
    expect(placed + inSeats).toBe(127);
    expect(t.outOfGame).toBe(114 - 20 - 1 - 3);
  });

  it('refuses a Baby Unicorn in a hand, a card left out of the 2-player game, too many copies', () => {
    expect(() =>
      walker.init({
        players: [],
        position: position([seat('Ana', [], ['baby-unicorn-red']), seat('Ben', []), seat('Cy', [])]),
      }),
    ).toThrow(/hand/);
    expect(() =>
      walker.init({ players: [], position: position([seat('Ana', [BASIC]), seat('Ben', [])]) }),
    ).toThrow(/copies/);
    expect(() =>
      walker.init({
        players: [],
        position: position([seat('Ana', ['double-dutch', 'double-dutch']), seat('Ben', []), seat('Cy', [])]),
      }),
    ).toThrow(/copies/);
    expect(() =>
      walker.init({
        players: [],
        position: position([seat('Ana', []), seat('Ben', []), seat('Cy', [])], 200),
      }),
    ).toThrow(/black-backed/);
  });
});

describe('the simulator', () => {
  it('plays a few random games to the end with no violation and ends with its JSON line', async () => {
    const { simulate } = await import('../../src/games/unstable-unicorns/simulate.ts');
    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      expect(await simulate({ games: 3, seed: 11 })).toBe(0);
    } finally {
      console.log = log;
    }
    const summary = JSON.parse(lines[lines.length - 1]!);
    expect(summary).toMatchObject({ games: 3, violations: 0, stuck: 0 });
    expect(summary.events).toBeGreaterThan(30);
  });
});

describe('a setup from outside', () => {
  it('is refused with the field named when it does not fit', () => {
    expect(() => walker.init({ players: 'Ana' } as never)).toThrow(/players/);
    expect(() => walker.init({ players: ['Ana', 'Ben'], babies: ['unicorn-x', 'baby-unicorn-red'] })).toThrow(
      /babies\.0/,
    );
    expect(() => walker.init({ players: ['Ana', 'Ben'], targeting: 'sometimes' } as never)).toThrow(
      /targeting/,
    );
    expect(() =>
      walker.init({
        players: [],
        position: { players: [{ name: 'Ana', stable: [], hand: { count: -1, known: [] } }] } as never,
      }),
    ).toThrow(/position/);
  });
});

describe("the simulator's table check", () => {
  it('passes a fresh table and names a card seen twice, a count off the 127, and a hand that disagrees with the real cards', async () => {
    const { tableProblems } = await import('../../src/games/unstable-unicorns/simulate.ts');
    // Three players with their Baby Unicorns chosen: the rest of the Nursery waits.
    const state = walker.init({
      players: ['Ana', 'Ben', 'Cy'],
      babies: ['baby-unicorn-red', 'baby-unicorn-blue', 'baby-unicorn-green'],
    });
    expect(tableProblems(state)).toEqual([]);

    // Ana's Baby Unicorn also shows up in Ben's Stable: one card too many, and that baby twice.
    const doubled = structuredClone(state);
    doubled.table.players[1]!.stable.push('baby-unicorn-red');
    const problems = tableProblems(doubled);
    expect(problems).toContain('baby-unicorn-red is seen 2 times');
    expect(problems).toContain('the zones add up to 128 cards, not 127');

    // The real cards. Ana, first to play, holds her 5 (her Draw phase waits for a tap), Ben his 5,
    // and Cy only 4 where the table counts 5.
    const real = {
      deck: new Array<string>(state.table.deck).fill('basic-unicorn-red'),
      hands: [
        ['neigh', 'neigh', 'neigh', 'neigh', 'neigh'],
        ['yay', 'yay', 'yay', 'yay', 'yay'],
        ['slowdown', 'slowdown', 'slowdown', 'slowdown'],
      ],
    };
    expect(tableProblems(state, real)).toEqual(['player 2 holds 4 real cards, the table says 5']);
  });
});
