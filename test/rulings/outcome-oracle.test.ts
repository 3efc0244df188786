// Rules QA: random tables judged for the outcome against an oracle written from the rulebook and the cards.
// Counts (Ginormous 2, Pandas 0, Blinding Light), the 7/6 threshold, deck-out letters from the printed titles.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { askJudge } from '../../src/games/judge.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const cardList = readFileSync(resolve(root, '../shared/cards/base-2e.csv'), 'utf8');

interface UnicornFace {
  name: string;
  /** Letters of the printed title: what the tiebreak counts (seed 000), spaces and colour labels left out. */
  letters: number;
  copies: number;
}

// The first five columns hold no commas or quotes, so a plain split is enough for them.
const unicornFaces: UnicornFace[] = cardList
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','))
  .filter(([, , , type]) => type !== undefined && /Unicorn$/.test(type))
  .map(([, name, title, , copies]) => ({
    name: name!,
    letters: (title!.match(/\p{L}/gu) ?? []).length,
    copies: Number(copies),
  }));

const everyCopy = unicornFaces.flatMap((face) => Array.from({ length: face.copies }, () => face));
const playerNames = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal'];

interface Seat {
  unicorns: UnicornFace[];
  pandamonium: boolean;
  blindingLight: boolean;
}

/** Deals random Unicorn copies (never more than the box holds) to 3..8 players, with the two Downgrades somewhere or nowhere. */
const table = fc
  .tuple(
    fc.integer({ min: 3, max: 8 }),
    fc.shuffledSubarray(
      everyCopy.map((_, index) => index),
      { minLength: 0, maxLength: 60 },
    ),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
    fc.integer({ min: -1, max: 7 }),
    fc.integer({ min: -1, max: 7 }),
    fc.boolean(),
  )
  .map(([players, copies, sizes, pandaSeat, blindSeat, deckOut]) => {
    const seats: Seat[] = [];
    let next = 0;
    for (let seat = 0; seat < players; seat++) {
      const size = Math.min(sizes[seat]!, copies.length - next);
      seats.push({
        unicorns: copies.slice(next, next + size).map((index) => everyCopy[index]!),
        pandamonium: seat === pandaSeat,
        blindingLight: seat === blindSeat,
      });
      next += size;
    }
    return { seats, deck: deckOut ? 0 : 20 };
  });

/** Seed 000 and the cards: what a Stable counts toward winning. */
function counted(seat: Seat): number {
  if (seat.pandamonium) return 0;
  return seat.unicorns.reduce(
    (sum, face) => sum + (face.name === 'Ginormous Unicorn' && !seat.blindingLight ? 2 : 1),
    0,
  );
}

type Expected =
  | { over: boolean; winners: string[]; everyoneLoses: boolean; unicorns: Record<string, number> }
  | 'unsettled';

/** Seed 000, End of the Game. Returns 'unsettled' where the rules leave the table open (two players over the line). */
function oracle(seats: Seat[], deck: number): Expected {
  const counts = seats.map(counted);
  const unicorns = Object.fromEntries(counts.map((count, seat) => [playerNames[seat]!, count]));
  const needed = seats.length >= 6 ? 6 : 7;
  const reached = counts.map((count, seat) => ({ count, seat })).filter(({ count }) => count >= needed);
  if (reached.length > 1) return 'unsettled';
  if (reached.length === 1)
    return { over: true, winners: [playerNames[reached[0]!.seat]!], everyoneLoses: false, unicorns };
  if (deck > 0) return { over: false, winners: [], everyoneLoses: false, unicorns };
  const most = Math.max(...counts);
  // A Pandamonium Stable at 0 against other zeros: whether its Pandas' letters count is not settled.
  if (most === 0 && seats.some((seat) => seat.pandamonium)) return 'unsettled';
  const tied = seats.map((seat, index) => ({ seat, index })).filter(({ index }) => counts[index] === most);
  const letters = tied.map(({ seat, index }) => ({
    index,
    letters: seat.unicorns.reduce((sum, face) => sum + face.letters, 0),
  }));
  const mostLetters = Math.max(...letters.map((entry) => entry.letters));
  const best = letters.filter((entry) => entry.letters === mostLetters);
  if (best.length > 1) return { over: true, winners: [], everyoneLoses: true, unicorns };
  return { over: true, winners: [playerNames[best[0]!.index]!], everyoneLoses: false, unicorns };
}

describe('outcome against the rulebook oracle', () => {
  it('knows the 51 Unicorn faces and their 65 copies', () => {
    expect(unicornFaces.length).toBe(51);
    expect(everyCopy.length).toBe(13 + 22 + 30);
    expect(unicornFaces.find((face) => face.name === 'Baby Unicorn (Red)')?.letters).toBe(11);
    expect(unicornFaces.find((face) => face.name === 'Shark With a Horn')?.letters).toBe(14);
  });

  it('says the same on random tables: over or not, winners or everyone losing, and the counts', () => {
    fc.assert(
      fc.property(table, ({ seats, deck }) => {
        const expected = oracle(seats, deck);
        fc.pre(expected !== 'unsettled');
        const question = {
          game: 'unstable-unicorns',
          players: seats.map((seat, index) => ({
            name: playerNames[index],
            stable: [
              ...seat.unicorns.map((face) => face.name),
              ...(seat.pandamonium ? ['Pandamonium'] : []),
              ...(seat.blindingLight ? ['Blinding Light'] : []),
            ],
            hand: 0,
          })),
          deck,
          ask: { what: 'outcome' },
        };
        const answer = askJudge(question);
        const why = JSON.stringify(question);
        expect(answer.error, why).toBeUndefined();
        expect(
          {
            over: answer.over,
            winners: [...(answer.winners as string[])].sort(),
            everyoneLoses: answer.everyoneLoses,
            unicorns: answer.unicorns,
          },
          why,
        ).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });
});
