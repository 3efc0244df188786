// The card data is what runs: for every card with abilities, the same few situations played with
// its abilities removed from the data must turn out differently (the walker asks other things or
// the table ends elsewhere, or the judge answers otherwise). A card whose data changed nothing
// would be run by code that ignores the data.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Option } from '../../src/games/unstable-unicorns/game/types.ts';

interface RawCard {
  id: string;
  type: string;
  copies: number;
  name: { en: string };
  abilities: unknown[];
}
const DATA = new URL('../../rules/unstable-unicorns/base-2e.json', import.meta.url);
const raw = JSON.parse(readFileSync(DATA, 'utf8')) as { cards: RawCard[] };
const withAbilities = raw.cards.filter((card) => card.abilities.length > 0);

type Modules = {
  scenario: typeof import('./scenario.ts').scenario;
  judge: typeof import('../../src/games/unstable-unicorns/judge.ts').answerUnstableUnicorns;
};

/** The walker and the judge loaded afresh on card data with this card's abilities removed (none: as is). */
async function load(dropped?: string): Promise<Modules> {
  vi.resetModules();
  const data = structuredClone(raw);
  if (dropped) data.cards.find((card) => card.id === dropped)!.abilities = [];
  vi.doMock('../../rules/unstable-unicorns/base-2e.json', () => ({ default: data }));
  const { scenario } = await import('./scenario.ts');
  const { answerUnstableUnicorns } = await import('../../src/games/unstable-unicorns/judge.ts');
  return { scenario, judge: answerUnstableUnicorns };
}

const byId = new Map(raw.cards.map((card) => [card.id, card]));

/** The list with the card added, one copy of it taken out first if the box would be short. */
function withCard(lists: string[][], card: string, into: number): string[][] {
  const copy = lists.map((list) => [...list]);
  const total = copy.flat().filter((c) => c === card).length;
  if (total + 1 > byId.get(card)!.copies) {
    for (const list of copy) {
      const at = list.indexOf(card);
      if (at >= 0) {
        list.splice(at, 1);
        break;
      }
    }
  }
  copy[into]!.push(card);
  return copy;
}

const STABLES = [
  ['baby-unicorn-red', 'basic-unicorn-red', 'rhinocorn', 'slowdown'],
  ['baby-unicorn-pink', 'basic-unicorn-yellow', 'stabby-the-unicorn', 'yay'],
  [
    'baby-unicorn-orange',
    'basic-unicorn-orange',
    'basic-unicorn-orange',
    'basic-unicorn-indigo',
    'basic-unicorn-indigo',
    'basic-unicorn-green',
    'claw-machine',
  ],
];
const HANDS = [
  ['unicorn-poison', 'basic-unicorn-blue', 'claw-machine', 'neigh', 'basic-unicorn-purple'],
  ['neigh', 'good-deal'],
  ['neigh'],
];
const UNKNOWN = [0, 2, 2];
const DISCARD = ['basic-unicorn-green', 'two-for-one'];

/**
 * Plays on with a fixed policy and writes down every decision met (kind, player, options) and the
 * table at the end: `prefer` picks the option naming the card when there is one (or avoids it);
 * a Neigh window is passed unless the card is offered there; optional choices are taken.
 */
function playOn(g: ReturnType<Modules['scenario']>, card: string, prefer: 'card' | 'other', steps = 40) {
  const seen: unknown[] = [];
  for (let i = 0; i < steps && g.state.pending; i++) {
    const decision = g.state.pending;
    seen.push([decision.kind, decision.player, decision.options]);
    if (decision.kind === 'action' && (g.table.turn.player !== 0 || i > 20)) break;
    const names = (o: Option) => 'card' in o && o.card === card;
    const free = decision.options.filter(
      (o) =>
        !('pass' in o) &&
        !('none' in o) &&
        !('draw' in o) &&
        !('use' in o && !o.use) &&
        !('play' in o && i > 8),
    );
    let option: Option | undefined;
    if (decision.kind === 'respond') option = decision.options.find(names) ?? { pass: true };
    else
      option =
        (prefer === 'card' ? free.find(names) : free.find((o) => !names(o))) ??
        free[0] ??
        decision.options[0];
    g.choose(option as Record<string, unknown>);
  }
  const t = g.table;
  seen.push(t.players, t.discard, t.nursery, t.deck, t.turn, t.outcome);
  return seen;
}

/** Every situation the card is tried in, written down as plain data. */
function situations(m: Modules, card: string): unknown[] {
  const face = byId.get(card)!;
  const out: unknown[] = [];
  const seat = (stables: string[][], hands: string[][]) =>
    stables.map((stable, p) => ({ stable, hand: hands[p], unknown: UNKNOWN[p] }));
  const attempt = (run: () => unknown) => {
    try {
      out.push(run());
    } catch (error) {
      out.push({ error: String(error) });
    }
  };
  const stableCard = ['baby-unicorn', 'basic-unicorn', 'magical-unicorn', 'upgrade', 'downgrade'].includes(
    face.type,
  );
  // Ana plays the card (into her own Stable).
  if (face.type !== 'baby-unicorn') {
    attempt(() => {
      const g = m.scenario({ players: seat(STABLES, withCard(HANDS, card, 0)), discard: DISCARD, deck: 20 });
      if (!g.offers({ play: card })) return 'not offered';
      g.play(card, stableCard ? 0 : undefined);
      return playOn(g, card, 'card');
    });
  }
  if (stableCard) {
    // In Ana's Stable at the beginning of her turn.
    attempt(() => {
      const g = m.scenario({
        players: seat(withCard(STABLES, card, 0), HANDS),
        discard: DISCARD,
        deck: 20,
        turn: { phase: 'beginning' },
      });
      return playOn(g, card, 'card');
    });
    // In Ben's or Cy's Stable while Ana attacks it, aiming at the card or at another one.
    for (const owner of [1, 2]) {
      for (const attack of ['unicorn-poison', 'back-kick', 'basic-unicorn-blue']) {
        for (const prefer of ['card', 'other'] as const) {
          attempt(() => {
            const g = m.scenario({
              players: seat(withCard(STABLES, card, owner), withCard(HANDS, attack, 0)),
              discard: DISCARD,
              deck: 20,
            });
            if (!g.offers({ play: attack })) return 'not offered';
            g.play(attack, attack.startsWith('basic') ? 0 : undefined);
            return playOn(g, card, prefer);
          });
        }
      }
      // What the judge says of that table.
      const names = (list: string[]) => list.map((c) => byId.get(c)!.name.en);
      const stables = withCard(STABLES, card, owner);
      const table = {
        game: 'unstable-unicorns',
        players: ['Ana', 'Ben', 'Cy'].map((name, p) => ({
          name,
          stable: names(stables[p]!),
          hand: names(HANDS[p]!),
        })),
        discard: names(DISCARD),
        deck: 20,
        turn: { player: 'Ana', phase: 'action' },
      };
      out.push(m.judge({ ...table, ask: { what: 'outcome' } }));
      for (const into of ['Ana', 'Ben']) {
        out.push(
          m.judge({ ...table, ask: { what: 'play', player: 'Ana', card: 'Basic Unicorn (Blue)', into } }),
        );
      }
      out.push(m.judge({ ...table, ask: { what: 'play', player: 'Ana', card: 'Claw Machine' } }));
      out.push(
        m.judge({
          ...table,
          ask: {
            what: 'play',
            player: 'Ben',
            card: 'Neigh',
            respondingTo: { player: 'Ana', card: 'Basic Unicorn (Blue)' },
          },
        }),
      );
      out.push(
        m.judge({
          ...table,
          ask: { what: 'play', player: 'Cy', card: 'Neigh', respondingTo: { player: 'Ben', card: 'Neigh' } },
        }),
      );
    }
  }
  if (face.type === 'instant') {
    // Ben answers Ana's Basic Unicorn with the card, then Cy may answer him.
    attempt(() => {
      const g = m.scenario({
        players: seat(STABLES, withCard(withCard(HANDS, card, 1), 'basic-unicorn-blue', 0)),
        discard: DISCARD,
        deck: 20,
      });
      g.play('basic-unicorn-blue', 0);
      return playOn(g, card, 'card');
    });
  }
  return out;
}

describe('removing a card’s abilities from the data changes what happens', () => {
  it('for every card with abilities, some situation turns out differently', async () => {
    const normal = await load();
    const expected = new Map(
      withAbilities.map((card) => [card.id, JSON.stringify(situations(normal, card.id))]),
    );
    const unchanged: string[] = [];
    for (const card of withAbilities) {
      const without = await load(card.id);
      if (JSON.stringify(situations(without, card.id)) === expected.get(card.id)) unchanged.push(card.id);
    }
    vi.doUnmock('../../rules/unstable-unicorns/base-2e.json');
    expect(unchanged).toEqual([]);
  }, 240_000);
});
