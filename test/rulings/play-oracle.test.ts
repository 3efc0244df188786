// Rules QA: random "may this card be played now?" questions, checked against an oracle written from the rules.
// Turn and phase, Queen Bee, Broken Stable, Slowdown, Ginormous, Yay, Blinding Light, and targets for two Magic cards.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askJudge } from '../../src/games/judge.ts';

const playerNames = ['Ana', 'Ben', 'Cy', 'Dee'];
const babies = [
  'Baby Unicorn (Red)',
  'Baby Unicorn (Pink)',
  'Baby Unicorn (Orange)',
  'Baby Unicorn (Yellow)',
];
// One copy each at most, dealt to a Stable or left out.
const stableCards = [
  'Queen Bee Unicorn',
  'Blinding Light',
  'Broken Stable',
  'Slowdown',
  'Ginormous Unicorn',
  'Yay',
  'Rainbow Aura',
  'Pandamonium',
  'Magical Kittencorn',
  'Llamacorn',
];
const phases = ['beginning', 'draw', 'action', 'end'] as const;
// The 2-player game leaves these out of every zone (seed 000).
const leftOutOfTwoPlayers = ['Queen Bee Unicorn', 'Slowdown', 'Yay', 'Basic Unicorn (Red)'];

type Play =
  | { kind: 'card'; player: number; card: string; into: number }
  | {
      kind: 'instant';
      player: number;
      card: 'Neigh' | 'Super Neigh';
      on: number;
      onCard: 'Good Deal' | 'Neigh' | 'Super Neigh';
    };

const cardsFromHand = [
  'Basic Unicorn (Red)',
  'Americorn',
  'Double Dutch',
  'Barbed Wire',
  'Unicorn Poison',
  'Back Kick',
  'Good Deal',
];

const question = fc
  .record({
    players: fc.integer({ min: 2, max: 4 }),
    seats: fc.array(fc.integer({ min: -1, max: 3 }), {
      minLength: stableCards.length,
      maxLength: stableCards.length,
    }),
    withBaby: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    turnSeat: fc.integer({ min: 0, max: 3 }),
    phase: fc.constantFrom(...phases),
    play: fc.oneof(
      fc.record({
        kind: fc.constant('card' as const),
        player: fc.integer({ min: 0, max: 3 }),
        card: fc.constantFrom(...cardsFromHand),
        into: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({
        kind: fc.constant('instant' as const),
        player: fc.integer({ min: 0, max: 3 }),
        card: fc.constantFrom('Neigh' as const, 'Super Neigh' as const),
        on: fc.integer({ min: 0, max: 3 }),
        onCard: fc.constantFrom('Good Deal' as const, 'Neigh' as const, 'Super Neigh' as const),
      }),
    ),
  })
  .map(({ players, seats, withBaby, turnSeat, phase, play }) => {
    const stables = Array.from({ length: players }, (_, seat) => (withBaby[seat] ? [babies[seat]!] : []));
    stableCards.forEach((card, index) => {
      const seat = seats[index]!;
      if (seat >= 0 && seat < players && (players > 2 || !leftOutOfTwoPlayers.includes(card)))
        stables[seat]!.push(card);
    });
    const fix = (seat: number) => seat % players;
    const fixed: Play =
      play.kind === 'card'
        ? { ...play, player: fix(play.player), into: fix(play.into) }
        : { ...play, player: fix(play.player), on: fix(play.on) };
    // An Instant answers a card on the pile, so the turn is the Action phase of whoever played the first card.
    const turn =
      play.kind === 'instant'
        ? { seat: fix(play.on), phase: 'action' as const }
        : { seat: fix(turnSeat), phase };
    return { stables, turn, play: fixed };
  });

const has = (stable: string[], card: string) => stable.includes(card);

/** The reasons the rules give against the play (any of them is a right `because`); none means legal. */
function reasonsAgainst(stables: string[][], turn: { seat: number; phase: string }, play: Play): string[] {
  const reasons: string[] = [];
  const own = stables[play.player]!;
  if (play.kind === 'instant') {
    if (play.on === play.player) reasons.push('response');
    if (play.onCard === 'Super Neigh') reasons.push('Super Neigh', 'response');
    if (has(own, 'Slowdown')) reasons.push('Slowdown');
    if (has(own, 'Ginormous Unicorn') && !has(own, 'Blinding Light')) reasons.push('Ginormous Unicorn');
    if (has(stables[play.on]!, 'Yay')) reasons.push('Yay');
    return reasons;
  }
  if (turn.seat !== play.player || turn.phase !== 'action') reasons.push('turn');
  if (play.card === 'Double Dutch' && has(own, 'Broken Stable')) reasons.push('Broken Stable');
  if (play.card === 'Basic Unicorn (Red)') {
    const queen = stables.findIndex(
      (stable) => has(stable, 'Queen Bee Unicorn') && !has(stable, 'Blinding Light'),
    );
    if (queen >= 0 && queen !== play.into) reasons.push('Queen Bee Unicorn');
  }
  const others = stables.filter((_, seat) => seat !== play.player);
  if (play.card === 'Back Kick' && others.every((stable) => stable.length === 0)) reasons.push('target');
  if (play.card === 'Unicorn Poison') {
    const destroyable = others.some(
      (stable) =>
        !has(stable, 'Pandamonium') &&
        !has(stable, 'Rainbow Aura') &&
        stable.some(
          (card) =>
            card.startsWith('Baby Unicorn') ||
            ['Ginormous Unicorn', 'Llamacorn', 'Queen Bee Unicorn'].includes(card) ||
            (card === 'Magical Kittencorn' && has(stable, 'Blinding Light')),
        ),
    );
    if (!destroyable) reasons.push('target', 'Rainbow Aura', 'Pandamonium', 'Magical Kittencorn');
  }
  return reasons;
}

describe('play legality against the rules oracle', () => {
  it('allows and refuses the same plays, for a reason the rules give', () => {
    fc.assert(
      fc.property(question, ({ stables, turn, play }) => {
        // Whether a Panda keeps its own effect (Ginormous, Queen Bee) is not settled by the rules: left out.
        fc.pre(
          !stables.some(
            (stable) =>
              has(stable, 'Pandamonium') &&
              (has(stable, 'Ginormous Unicorn') || has(stable, 'Queen Bee Unicorn')),
          ),
        );
        const ask =
          play.kind === 'card'
            ? {
                what: 'play',
                player: playerNames[play.player],
                card: play.card,
                into: playerNames[play.into],
              }
            : {
                what: 'play',
                player: playerNames[play.player],
                card: play.card,
                respondingTo: { player: playerNames[play.on], card: play.onCard },
              };
        fc.pre(!(stables.length === 2 && play.kind === 'card' && leftOutOfTwoPlayers.includes(play.card)));
        // The one Super Neigh cannot be both on the pile and in a hand.
        fc.pre(!(play.kind === 'instant' && play.card === 'Super Neigh' && play.onCard === 'Super Neigh'));
        const body = {
          game: 'unstable-unicorns',
          players: stables.map((stable, seat) => ({ name: playerNames[seat], stable, hand: 5 })),
          deck: 40,
          turn: { player: playerNames[turn.seat], phase: turn.phase },
          ask,
        };
        const answer = askJudge(body);
        const why = JSON.stringify(body);
        expect(answer.error, why).toBeUndefined();
        const reasons = reasonsAgainst(stables, turn, play);
        expect(answer.legal, why).toBe(reasons.length === 0);
        if (reasons.length > 0) expect(reasons, why).toContain(answer.because);
      }),
      { numRuns: 1000 },
    );
  });
});
