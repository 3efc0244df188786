// Property: on random Control & Chaos tables, the judge's beginning-of-turn list is what the walker
// offers. The optional effects the judge lists are exactly those the walker offers at the first
// beginning-of-turn choice, for some way of carrying out the mandatory effects first (nobody
// answering with an Instant); the mandatory ones it lists are each carried out or skipped by the
// walker before that choice. The judge asks the walker itself (judge.ts withForcedTargets): this
// checks what lies between, the table read from the judge's JSON, the names, one line per card.
// `npm test` runs a fixed seed; PROPERTY_SEED=<n> (or "random") and PROPERTY_RUNS=<n> run others.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { answerUnstableUnicorns } from '../../src/games/unstable-unicorns/judge.ts';
import { allFaces, copiesInBox } from '../../src/games/unstable-unicorns/catalog.ts';
import { cardName, type CardId } from '../../src/games/unstable-unicorns/table.ts';
import { walker } from '../../src/games/unstable-unicorns/game/rules.ts';
import type { GameState } from '../../src/games/unstable-unicorns/game/types.ts';
import { scenario } from './scenario.ts';

const seedText = process.env.PROPERTY_SEED;
const seed =
  seedText === 'random' ? Math.floor(Math.random() * 2 ** 31) : seedText ? Number(seedText) : 20261127;
const numRuns = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 15;

const inBoxes = allFaces().filter((f) => copiesInBox('control', f.id) + copiesInBox('chaos', f.id) > 0);
const stableTypes = ['basic-unicorn', 'magical-unicorn', 'ultimate-unicorn', 'upgrade', 'downgrade'];
// Cards with a beginning-of-turn effect, the cards the question is about.
const triggering = inBoxes
  .filter((f) => stableTypes.includes(f.type) && f.abilities.some((a) => a.on === 'beginning-of-turn'))
  .map((f) => f.id);
const others = inBoxes
  .filter((f) => stableTypes.includes(f.type) && !f.abilities.some((a) => a.on === 'beginning-of-turn'))
  .map((f) => f.id);
const unicorns = inBoxes
  .filter((f) => ['basic-unicorn', 'magical-unicorn'].includes(f.type))
  .map((f) => f.id);
const babies = inBoxes.filter((f) => f.type === 'baby-unicorn').map((f) => f.id);

interface RandomTable {
  stables: CardId[][];
  hands: number[];
  discard: CardId[];
}

/** A table from random picks, each face at most once (every face has a copy in these boxes). */
function buildTable(picks: {
  ana: number[];
  anaMore: number[];
  ben: number[];
  cy: number[];
  discard: number[];
  hands: number[];
}): RandomTable {
  const used = new Set<CardId>();
  const take = (pool: CardId[], n: number): CardId[] => {
    const card = pool[n % pool.length]!;
    if (used.has(card)) return [];
    used.add(card);
    return [card];
  };
  const stables = [
    [
      babies[0]!,
      ...picks.ana.flatMap((n) => take(triggering, n)),
      ...picks.anaMore.flatMap((n) => take(others, n)),
    ],
    [babies[1]!, ...picks.ben.flatMap((n) => take(others, n))],
    [babies[2]!, ...picks.cy.flatMap((n) => take(others, n))],
  ];
  const discard = picks.discard.flatMap((n) => take(unicorns, n));
  return { stables, hands: picks.hands, discard };
}

const tablePicks = fc.record({
  ana: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  anaMore: fc.array(fc.nat(), { maxLength: 3 }),
  ben: fc.array(fc.nat(), { maxLength: 3 }),
  cy: fc.array(fc.nat(), { maxLength: 2 }),
  discard: fc.array(fc.nat(), { maxLength: 3 }),
  hands: fc.array(fc.nat({ max: 4 }), { minLength: 3, maxLength: 3 }),
});

const named = (card: CardId) => cardName(card, 'en');

/**
 * What the walker offers: the optional effects offered at the first beginning-of-turn choice over
 * every way of answering the mandatory effects' questions (passing every Neigh window), or null
 * when there are too many ways to follow.
 */
function walkerOffers(start: GameState): Set<string> | null {
  const offered = new Set<string>();
  let budget = 600;
  const visit = (state: GameState): boolean => {
    const decision = state.pending;
    if (!decision || state.table.turn.phase !== 'beginning') return true;
    if (decision.kind === 'beginning-of-turn') {
      for (const option of decision.options) if ('trigger' in option) offered.add(named(option.card));
      return true;
    }
    if (--budget < 0) return false;
    const options =
      decision.kind === 'respond' ? decision.options.filter((o) => 'pass' in o) : decision.options;
    return options.every((option) => visit(walker.apply(state, { type: 'choose', option })));
  };
  return visit(start) ? offered : null;
}

describe('the judge’s beginning-of-turn list is what the walker offers (Control & Chaos)', () => {
  it(
    'on random tables, the optional effects listed are those the walker offers',
    { timeout: 120_000 },
    () => {
      let compared = 0;
      fc.assert(
        fc.property(tablePicks, (picks) => {
          const table = buildTable(picks);
          const answer = answerUnstableUnicorns({
            game: 'unstable-unicorns',
            decks: ['control', 'chaos'],
            players: table.stables.map((stable, p) => ({
              name: ['Ana', 'Ben', 'Cy'][p],
              stable: stable.map(named),
              hand: table.hands[p],
            })),
            deck: 30,
            discard: table.discard.map(named),
            turn: { player: 'Ana', phase: 'beginning' },
            ask: { what: 'beginning-of-turn' },
          });
          // A refused table, or one where someone already has the Unicorns to win (nothing triggers).
          if (answer.error !== undefined || answer.because === 'over') return;
          const listed = answer.triggers as Array<{ card: string; mandatory: boolean }>;
          const g = scenario({
            composition: { boxes: ['control', 'chaos'] },
            players: table.stables.map((stable, p) => ({ stable, unknown: table.hands[p] })),
            discard: table.discard,
            deck: 30,
            turn: { phase: 'beginning' },
            draws: 'ask',
          });
          const offered = walkerOffers(g.state);
          if (offered === null) return;
          compared++;
          const optional = listed.filter((t) => !t.mandatory).map((t) => t.card);
          expect(new Set(optional), JSON.stringify(table)).toEqual(offered);
          // One line per card, and every card listed lies in Ana's Stable.
          expect(new Set(listed.map((t) => t.card)).size).toBe(listed.length);
          for (const t of listed) expect(table.stables[0]!.map(named)).toContain(t.card);
        }),
        { seed, numRuns },
      );
      // The property looked at tables, not only at refused or too-big ones.
      expect(compared).toBeGreaterThan(numRuns / 2);
    },
  );
});
