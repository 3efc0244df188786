// Property: on random tables the judge and the walker agree on what an effect can do. Every Magic
// card the judge lets a player play, and every beginning-of-turn effect it lists, is carried out by
// the walker without a step skipped as impossible; and every list of Stable cards the walker offers
// holds every copy of each face it names (copies of a face are cards of their own).
// `npm test` runs a fixed seed; PROPERTY_SEED=<n> (or "random") and PROPERTY_RUNS=<n> run others.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answerUnstableUnicorns } from '../../src/games/unstable-unicorns/judge.ts';
import { baseGame } from '../../src/games/unstable-unicorns/catalog.ts';
import { cardName, type CardId } from '../../src/games/unstable-unicorns/table.ts';
import { destroyTargets } from '../../src/games/unstable-unicorns/continuous.ts';
import { walker } from '../../src/games/unstable-unicorns/game/rules.ts';
import type { Decision, GameState, Option } from '../../src/games/unstable-unicorns/game/types.ts';
import type { Action } from '../../src/games/unstable-unicorns/vocabulary.ts';
import { scenario } from './scenario.ts';

const seedText = process.env.PROPERTY_SEED;
const seed =
  seedText === 'random' ? Math.floor(Math.random() * 2 ** 31) : seedText ? Number(seedText) : 20261123;
const numRuns = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 60;

// The base game's faces with their copies in its box: the tables below are base-game tables.
const faces = baseGame.cards;
const babies = faces.filter((f) => f.type === 'baby-unicorn').map((f) => f.id);
// Unicorn Phoenix and Black Knight Unicorn keep a targeted card in its Stable (a replacement),
// which the copy check below does not follow: left out of the random Stables.
const stableFaces = faces.filter(
  (f) =>
    ['basic-unicorn', 'magical-unicorn', 'upgrade', 'downgrade'].includes(f.type) &&
    !['unicorn-phoenix', 'black-knight-unicorn', 'nanny-cam'].includes(f.id),
);
// Faces with several copies, drawn half of the time so that Stables often hold two of one face.
const copiedFaces = stableFaces.filter((f) => f.copies > 1);
const handFaces = faces.filter((f) => f.type !== 'baby-unicorn' && f.type !== 'instant');
const magic = faces.filter((f) => f.type === 'magic').map((f) => f.id);

interface RandomTable {
  stables: CardId[][];
  hands: CardId[][];
  discard: CardId[];
}

/** Builds a table from random picks, never holding more copies of a face than the box. */
function buildTable(picks: number[][], extra: CardId[]): RandomTable {
  const used = new Map<CardId, number>();
  const take = (card: CardId | undefined): CardId | undefined => {
    if (card === undefined) return undefined;
    const face = faces.find((f) => f.id === card)!;
    if ((used.get(card) ?? 0) >= face.copies) return undefined;
    used.set(card, (used.get(card) ?? 0) + 1);
    return card;
  };
  for (const card of extra) take(card);
  const pickFrom = (pool: { id: CardId }[], n: number) => take(pool[n % pool.length]!.id);
  // A Baby Unicorn one time in three: Stables without one hold only what was picked, often copies.
  const stables = [0, 1, 2].map((p) => [
    ...(picks[p]![8]! % 3 === 0 ? [babies[p]!] : []),
    ...picks[p]!.slice(0, 6).flatMap(
      (n) => (n % 2 ? pickFrom(copiedFaces, n >> 1) : pickFrom(stableFaces, n >> 1)) ?? [],
    ),
  ]);
  const hands = [0, 1, 2].map((p) => picks[p]!.slice(6, 9).flatMap((n) => pickFrom(handFaces, n) ?? []));
  const discard = picks[3]!.flatMap((n) => pickFrom(handFaces, n) ?? []);
  return { stables, hands, discard };
}

const tablePicks = fc.array(fc.array(fc.nat({ max: 400 }), { minLength: 9, maxLength: 9 }), {
  minLength: 4,
  maxLength: 4,
});

/** The judge's own words for a card: its English catalog name. */
const named = (card: CardId) => cardName(card, 'en');

function judgeSays(table: RandomTable, ask: Record<string, unknown>, phase = 'action') {
  return answerUnstableUnicorns({
    game: 'unstable-unicorns',
    players: table.stables.map((stable, p) => ({
      name: ['Ana', 'Ben', 'Cy'][p],
      stable: stable.map(named),
      hand: table.hands[p]!.map(named),
    })),
    deck: 20,
    discard: table.discard.map(named),
    turn: { player: 'Ana', phase },
    ask,
  });
}

/** The destroy step of a card's effect (the base game's cards have one at most). */
function destroyStep(card: CardId): Extract<Action, { do: 'destroy' }> | undefined {
  const find = (action: Action): Extract<Action, { do: 'destroy' }> | undefined => {
    if ('then' in action) return action.then.map(find).find(Boolean);
    if ('and' in action) return action.and.map(find).find(Boolean);
    if ('chooseOne' in action) return undefined;
    if ('eachPlayer' in action || 'may' in action || 'onlyIf' in action) return undefined;
    return action.do === 'destroy' ? action : undefined;
  };
  for (const ability of faces.find((f) => f.id === card)!.abilities) {
    if ('effect' in ability) {
      const step = find(ability.effect);
      if (step) return step;
    }
  }
  return undefined;
}

/**
 * Every copy of a face in a Stable that the decision names is offered; and a destruction offers
 * every card the judge's own list of targets holds (nothing in these tables stays in its Stable
 * once targeted, so no card is left out for having been targeted).
 */
function copiesOffered(state: GameState, decision: Decision): void {
  const spots = decision.options.filter(
    (o): o is { player: number; index: number; card: CardId } => 'index' in o,
  );
  for (const spot of spots) {
    const copies = state.table.players[spot.player]!.stable.filter((card) => card === spot.card).length;
    const offered = spots.filter((o) => o.player === spot.player && o.card === spot.card).length;
    expect(offered, `${decision.kind}: ${spot.card} in seat ${spot.player}`).toBe(copies);
  }
  const step = decision.kind === 'destroy' && decision.source ? destroyStep(decision.source) : undefined;
  if (step && decision.player !== null) {
    const judged = destroyTargets(
      state.table,
      { card: decision.source!, controller: decision.player },
      step.filter,
    );
    expect(spots.length, `destroy by ${decision.source}: ${JSON.stringify(state.table.players)}`).toBe(
      judged.length,
    );
  }
}

const MOVED = new Set(['destroyed', 'sacrificed', 'stolen', 'returned', 'moved']);

/**
 * How many cards in Stables the card's effect moves when carried out in full, read from its data
 * (destroy 2 is two cards); 0 when it varies (each player, choose one, all).
 */
function cardsMoved(card: CardId): number {
  const count = (action: Action): number | undefined => {
    if ('then' in action || 'and' in action) {
      const steps = 'then' in action ? action.then : action.and;
      let total = 0;
      for (const step of steps) {
        const n = count(step);
        if (n === undefined) return undefined;
        total += n;
      }
      return total;
    }
    if (!('do' in action)) return undefined;
    if (action.do === 'destroy' || action.do === 'steal')
      return typeof action.count === 'number' ? action.count : undefined;
    if (action.do === 'sacrifice') return action.count === 'all' ? undefined : action.self ? 1 : action.count;
    if (action.do === 'move') return 1;
    if (action.do === 'return') return action.from === 'each' || action.self ? undefined : 1;
    return 0;
  };
  const face = faces.find((f) => f.id === card)!;
  let total = 0;
  for (const ability of face.abilities) {
    if (ability.on !== 'play' && ability.on !== 'beginning-of-turn') continue;
    total += count(ability.effect) ?? 0;
  }
  return total;
}

/**
 * Can the walker carry the effect out with no step skipped? Looks for some way of answering
 * (depth first, within a budget) from `state` until `done`; every target list met is checked for
 * copies on the way. Neigh windows are passed (nobody stops the card).
 */
function completes(
  state: GameState,
  card: CardId,
  done: (state: GameState) => boolean,
  budget = { nodes: 300 },
  depth = 0,
  moved = 0,
): boolean {
  const skipped = state.results.some((r) => r.kind === 'skipped' && r.card === card && r.player === 0);
  if (skipped) return false;
  moved += state.results.filter((r) => MOVED.has(r.kind) && 'by' in r && r.by === card).length;
  if (!state.pending || done(state) || depth > 14) return moved >= cardsMoved(card);
  if (budget.nodes-- <= 0) return true;
  const decision = state.pending;
  copiesOffered(state, decision);
  const options =
    decision.kind === 'respond' ? [{ pass: true } as Option] : decision.options.filter((o) => !('none' in o));
  for (const option of options.length > 0 ? options : decision.options) {
    const next = walker.apply(state, { type: 'choose', option });
    if (completes(next, card, done, budget, depth + 1, moved)) return true;
  }
  return false;
}

describe('the judge and the walker agree on what an effect can do', () => {
  it('a Magic card the judge lets a player play is carried out by the walker in full', () => {
    fc.assert(
      fc.property(tablePicks, fc.nat({ max: magic.length - 1 }), (picks, which) => {
        const card = magic[which]!;
        const table = buildTable(picks, [card]);
        table.hands[0]!.unshift(card);
        const answer = judgeSays(table, { what: 'play', player: 'Ana', card: named(card) });
        if (answer.error !== undefined || answer.legal !== true) return;
        const g = scenario({
          players: table.stables.map((stable, p) => ({
            stable,
            hand: table.hands[p],
          })),
          discard: table.discard,
          deck: 20,
        });
        expect(g.offers({ play: card }), `the walker offers ${card}`).toBe(true);
        const played = walker.apply(g.state, { type: 'choose', option: { play: card } });
        const settled = (s: GameState) => s.table.pile.length === 0 && s.table.chain.length === 0;
        expect(completes(played, card, settled), `${card} on ${JSON.stringify(table)}`).toBe(true);
      }),
      { seed, numRuns },
    );
  });

  it('a beginning-of-turn effect the judge lists is carried out by the walker in full', () => {
    const upgrades = [
      'glitter-bomb',
      'stable-artillery',
      'claw-machine',
      'rainbow-lasso',
      'caffeine-overload',
    ];
    fc.assert(
      fc.property(tablePicks, fc.subarray(upgrades, { minLength: 1 }), (picks, extra) => {
        const table = buildTable(picks, extra);
        table.stables[0]!.push(...extra);
        const listed = judgeSays(table, { what: 'beginning-of-turn' }, 'beginning');
        if (listed.error !== undefined) return;
        const triggers = listed.triggers as Array<{ card: string }>;
        const g = scenario({
          players: table.stables.map((stable, p) => ({ stable, hand: table.hands[p] })),
          discard: table.discard,
          deck: 20,
          turn: { phase: 'beginning' },
        });
        // Mandatory effects (a Downgrade's) come first; this looks at the optional ones.
        if (triggers.length === 0 || g.pending.kind !== 'beginning-of-turn') return;
        // The walker asks about the same effects; each one offered can be carried out.
        for (const option of g.options().filter((o) => 'trigger' in o)) {
          const { card } = option as { trigger: number; card: CardId };
          expect(triggers.map((t) => t.card)).toContain(named(card));
          const used = walker.apply(g.state, { type: 'choose', option });
          const back = (s: GameState) =>
            s.pending?.kind === 'beginning-of-turn' ||
            s.pending?.kind === 'draw' ||
            s.pending?.kind === 'action';
          expect(completes(used, card, back), `${card} on ${JSON.stringify(table)}`).toBe(true);
        }
      }),
      { seed, numRuns },
    );
  });
});
