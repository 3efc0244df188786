// Properties over many tables the box can produce: the judge answers every kind of question
// without an error, the Neigh pile alternates, and scoring agrees with the rulebook's rules.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askJudge } from '../../src/games/judge.ts';
import { deckInPlay } from '../../src/games/unstable-unicorns/setup.ts';
import { baseGame } from '../../src/games/unstable-unicorns/catalog.ts';
import { cardFace, cardName } from '../../src/games/unstable-unicorns/table.ts';
import { resolvePile } from '../../src/games/unstable-unicorns/neigh-pile.ts';

const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];
const babies = baseGame.cards.filter((face) => face.type === 'baby-unicorn').map((face) => face.id);

/** A table dealt from a shuffled box: every card in one place, so the table is always possible. */
const possibleTable = fc
  .record({
    players: fc.integer({ min: 2, max: 8 }),
    order: fc.array(fc.nat(), { minLength: 114, maxLength: 114 }),
    stableSizes: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 8, maxLength: 8 }),
    handSizes: fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 8, maxLength: 8 }),
    discardSize: fc.integer({ min: 0, max: 10 }),
    turn: fc.nat(),
    phase: fc.constantFrom('beginning', 'draw', 'action', 'end'),
    withBabies: fc.boolean(),
  })
  .map((draw) => {
    const pool = deckInPlay(draw.players)
      .map((id, i) => ({ id, key: draw.order[i] ?? i }))
      .sort((a, b) => a.key - b.key)
      .map((entry) => entry.id);
    const take = (n: number, fits: (id: string) => boolean) => {
      const taken: string[] = [];
      for (let i = 0; i < pool.length && taken.length < n;) {
        if (fits(pool[i]!)) taken.push(...pool.splice(i, 1));
        else i++;
      }
      return taken;
    };
    const stableCard = (id: string) =>
      ['basic-unicorn', 'magical-unicorn', 'upgrade', 'downgrade'].includes(cardFace(id).type);
    const players = names.slice(0, draw.players).map((name, seat) => ({
      name,
      stable: [...(draw.withBabies ? [babies[seat]!] : []), ...take(draw.stableSizes[seat]!, stableCard)].map(
        (id) => cardName(id),
      ),
      hand: take(draw.handSizes[seat]!, () => true).map((id) => cardName(id)),
    }));
    const discard = take(draw.discardSize, () => true).map((id) => cardName(id));
    // A card still in the deck: one another player may have just played (its copy is free).
    const spare = pool.find((id) => cardFace(id).type !== 'instant');
    return {
      game: 'unstable-unicorns',
      players,
      discard,
      deck: pool.length,
      turn: { player: players[draw.turn % players.length]!.name, phase: draw.phase },
      spare: spare === undefined ? undefined : cardName(spare),
    };
  });

describe('the judge on any possible table', () => {
  it('answers every kind of question, never with an error', () => {
    fc.assert(
      fc.property(possibleTable, fc.nat(), (table, pick) => {
        const outcome = askJudge({ ...table, ask: { what: 'outcome' } });
        expect(outcome.error).toBeUndefined();
        expect(Object.keys(outcome.unicorns as object)).toEqual(table.players.map((p) => p.name));
        const triggers = askJudge({ ...table, ask: { what: 'beginning-of-turn' } });
        expect(triggers.error).toBeUndefined();
        expect(askJudge({ ...table, ask: { what: 'setup' } }).error).toBeUndefined();
        const holder = table.players.find((p) => p.hand.length > 0);
        if (holder) {
          const card = holder.hand[pick % holder.hand.length]!;
          const other = table.players.find((p) => p !== holder)!;
          const play = askJudge({
            ...table,
            ask: {
              what: 'play',
              player: holder.name,
              card,
              ...(table.spare ? { respondingTo: { player: other.name, card: table.spare } } : {}),
            },
          });
          expect(play.error).toBeUndefined();
          expect(typeof play.legal).toBe('boolean');
          if (play.legal === false) expect(typeof play.because).toBe('string');
          const chain = askJudge({
            ...table,
            ask: { what: 'chain', play: { player: holder.name, card }, responses: [] },
          });
          expect(chain.error).toBeUndefined();
          // With no answer, the card takes effect exactly when it may be played at all.
          const alone = askJudge({ ...table, ask: { what: 'play', player: holder.name, card } });
          expect(chain.resolves).toBe(alone.legal);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('a game that is over has winners or everyone loses, never both', () => {
    fc.assert(
      fc.property(possibleTable, (table) => {
        const answer = askJudge({ ...table, ask: { what: 'outcome' } });
        const winners = answer.winners as string[];
        if (!answer.over) expect(winners).toEqual([]);
        else expect(winners.length === 1).toBe(!answer.everyoneLoses);
        if (table.deck === 0) expect(answer.over).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the Neigh pile', () => {
  it('a played card under n Neigh cards takes effect exactly when n is even', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('neigh', 'super-neigh'), { maxLength: 12 }), (neighs) => {
        const pile = [
          { player: 0, card: 'unicorn-poison' },
          ...neighs.map((card, i) => ({ player: (i % 2) + 1, card })),
        ];
        expect(resolvePile(pile)[0]).toBe(neighs.length % 2 === 0);
      }),
    );
  });
});
