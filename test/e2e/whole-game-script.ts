// The script of a whole 3-player base game as a real table plays it, for the e2e replay: a shuffled
// deck, real hands the phone never sees, and each move told after the fact, with the table it leaves.
import { seededRandom } from '../../src/engine/game-log.ts';
import { walker } from '../../src/games/unstable-unicorns/game/index.ts';
import type { Decision, GameEvent, GameState, Option } from '../../src/games/unstable-unicorns/game/types.ts';
import {
  chooseAtTable,
  dealRealTable,
  followMoves,
  type RealTable,
} from '../../src/games/unstable-unicorns/simulate.ts';
import { likelyStable } from '../../src/games/unstable-unicorns/explain.ts';
import { cardFace, cardName, isUnicornType } from '../../src/games/unstable-unicorns/table.ts';
import { positionSetup } from '../../src/ui/unstable-unicorns/walker.ts';
import type { ShownTable } from './harness.ts';

export const NAMES = ['Ana', 'Ben', 'Cleo'];
const BABIES = ['Baby Unicorn (Red)', 'Baby Unicorn (Pink)', 'Baby Unicorn (Orange)'];

/** The table as the phone shows it and as the real table is: what the replay compares. */
export type SeenTable = ShownTable;

/** One move told to the phone: the decision it answers (none for a correction) and what it is. */
export interface ScriptStep {
  turn: number;
  decision: Decision | null;
  event: GameEvent;
  /** The real table after it; absent where the phone is known to be wrong until the next step fixes it. */
  after?: SeenTable;
}

export interface Script {
  /** The position the phone starts from (the judge's format, for #/load). */
  start: unknown;
  steps: ScriptStep[];
  /** Turns played to their end. */
  turns: number;
  /** Which of the moves the issue asks for the game holds. */
  holds: { doubleDraw: boolean; superNeighBattle: boolean; downgradeElsewhere: boolean; discardTwo: boolean };
  /** The other decisions the game asked (a broad game plays every card). */
  kinds: string[];
}

/** Cards whose play the replay tells: no card asks anything the driver does not know how to answer. */
const PLAYED = new Set([
  'unicorn-poison',
  'broken-stable',
  'slowdown',
  'blinding-light',
  'rainbow-aura',
  'yay',
]);
const playable = (card: string): boolean => cardFace(card).type === 'basic-unicorn' || PLAYED.has(card);

function seen(state: GameState, real: RealTable): SeenTable {
  const t = state.table;
  return {
    deck: real.deck.length,
    discard: t.discard.length,
    discardTop: t.discard.length ? cardName(t.discard[t.discard.length - 1]!) : null,
    nursery: t.nursery.length,
    hands: Object.fromEntries(NAMES.map((name, i) => [name, real.hands[i]!.length])),
    stables: Object.fromEntries(
      NAMES.map((name, i) => [name, t.players[i]!.stable.map((c) => cardName(c)).sort()]),
    ),
  };
}

const unicorns = (state: GameState, player: number): number =>
  state.table.players[player]!.stable.filter((card) => isUnicornType(cardFace(card).type)).length;

/**
 * Plays a game of at least `minTurns` turns with the seed's shuffle. Each player plays what their
 * real hand holds among the cards the driver tells (nobody heading to 7 Unicorns before the last
 * turns), Neighs now and then, and answers a Neigh with the Super Neigh when they hold it. On turn
 * `doubleDrawTurn` the player takes 2 cards at the Draw phase; the phone is told 1, then fixed.
 * `broad`: every card may be played, and what it asks is answered as simulate.ts answers at a
 * real table (chooseAtTable); else only Basic Unicorns and the few cards of PLAYED.
 */
export function scriptGame(seed: number, minTurns = 30, doubleDrawTurn = 4, broad = false): Script {
  const random = seededRandom(seed);
  const real = dealRealTable(3, random);
  const start = {
    game: 'unstable-unicorns',
    language: 'en',
    players: NAMES.map((name, i) => ({ name, stable: [BABIES[i]], hand: 5 })),
    deck: real.deck.length,
    turn: { player: 'Ana', phase: 'beginning' },
  };
  let state = walker.init(positionSetup(start));
  const steps: ScriptStep[] = [];
  const holds = { doubleDraw: false, superNeighBattle: false, downgradeElsewhere: false, discardTwo: false };
  let turns = 1;
  const kinds = new Set<string>();
  const apply = (event: GameEvent, check = true): void => {
    const decision = state.pending;
    state = walker.apply(state, event);
    const problems = followMoves(real, state.moves, random);
    if (problems.length) throw new Error(`seed ${seed}, step ${steps.length}: ${problems.join('; ')}`);
    steps.push({
      turn: turns,
      decision: 'correction' in event ? null : decision,
      event,
      ...(check ? { after: seen(state, real) } : {}),
    });
  };
  while (state.pending && !state.table.outcome && steps.length < 400) {
    const d = state.pending;
    const me = d.player ?? state.table.turn.player;
    const hand = real.hands[me]!;
    let option: Option | undefined;
    if (d.kind === 'draw') {
      option = d.options.find((o) => 'draw' in o);
      if (turns === doubleDrawTurn && !holds.doubleDraw) {
        apply({ type: 'choose', option: option! }, false);
        apply({ type: 'correct', correction: { kind: 'drew', player: me } });
        holds.doubleDraw = true;
        continue;
      }
    } else if (d.kind === 'action') {
      const close = turns >= minTurns;
      const plays = d.options.flatMap((o) =>
        'play' in o && hand.includes(o.play) && (broad || playable(o.play)) ? [o.play] : [],
      );
      const wanted = plays.filter(
        (card) => close || cardFace(card).type !== 'basic-unicorn' || unicorns(state, me) < 5,
      );
      const card = wanted[Math.floor(random() * wanted.length)];
      // A full hand is sometimes kept growing, so that a discard to the hand limit comes up.
      const drawInstead = card === undefined || (hand.length >= 7 && random() < 0.5);
      option = drawInstead ? d.options.find((o) => 'draw' in o) : { play: card };
    } else if (d.kind === 'respond') {
      const top = state.table.pile[state.table.pile.length - 1];
      const holding = (card: string) =>
        d.options.filter(
          (o) => 'player' in o && 'card' in o && o.card === card && real.hands[o.player]!.includes(card),
        );
      const superNeigh = top?.card === 'neigh' ? holding('super-neigh')[0] : undefined;
      const neigh = state.table.pile.length === 1 ? holding('neigh') : [];
      if (superNeigh) {
        option = superNeigh;
        holds.superNeighBattle = true;
      } else if (neigh.length && random() < 0.3) option = neigh[Math.floor(random() * neigh.length)];
      else option = d.options.find((o) => 'pass' in o);
    } else if (d.kind === 'into') {
      const likely = d.source ? likelyStable(state.table, me, d.source) : null;
      const others = d.options.filter((o) => 'player' in o && o.player !== me);
      option =
        d.options.find((o) => 'player' in o && o.player === likely) ??
        (d.source && cardFace(d.source).type === 'downgrade' ? others[0] : d.options[0]);
    } else if (d.kind === 'discard') {
      if (d.remaining === 2 && !d.source) holds.discardTwo = true;
      const fits = d.options.filter((o) => 'card' in o && hand.includes(o.card));
      option = fits[Math.floor(random() * fits.length)];
    } else if (d.kind === 'destroy') {
      // Another player's Unicorn, the leader's first.
      const targets = d.options.filter((o) => 'player' in o && o.player !== me);
      targets.sort(
        (a, b) =>
          unicorns(state, (b as { player: number }).player) -
          unicorns(state, (a as { player: number }).player),
      );
      option = targets[0] ?? d.options[0];
    } else if (broad) {
      option = chooseAtTable(d, state, real, random);
      kinds.add(d.kind + (d.options.some((o) => 'branch' in o) ? '/branch' : ''));
    } else {
      throw new Error(`seed ${seed}: the script does not tell a "${d.kind}" decision (${d.source ?? ''})`);
    }
    if (!option) throw new Error(`seed ${seed}: no answer for "${d.kind}"`);
    const before = state.table.turn.player;
    apply({ type: 'choose', option });
    if (
      d.kind === 'into' &&
      d.source &&
      cardFace(d.source).type === 'downgrade' &&
      'player' in option &&
      option.player !== me
    )
      holds.downgradeElsewhere = true;
    if (state.table.turn.player !== before) {
      turns++;
      if (turns > minTurns + 3) break;
    }
  }
  // The turn just begun is not counted: only the turns played to their end.
  return { start, steps, turns: turns - 1, holds, kinds: [...kinds] };
}

if (process.argv[1]?.endsWith('whole-game-script.ts')) {
  for (let seed = 1; seed < 200; seed++) {
    try {
      const s = scriptGame(seed, 30, 4, process.argv[2] === 'broad');
      const all = Object.values(s.holds).every(Boolean);
      console.log(
        seed,
        s.turns,
        s.steps.length,
        JSON.stringify(s.holds),
        all ? 'ALL' : '',
        s.kinds.join(','),
      );
    } catch (e) {
      console.log(seed, (e as Error).message);
    }
  }
}
