// Rules QA: random deck-out tables of plain Unicorns, judged against an oracle written from the rulebook.
// The oracle counts Unicorns and the letters of the printed titles in the shared card list, not the catalog.
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
  // Ginormous counts 2 and has a rule of its own; the plain count is what this property is about.
  .filter(([, name]) => name !== 'Ginormous Unicorn')
  .map(([, name, title, , copies]) => ({
    name: name!,
    letters: (title!.match(/\p{L}/gu) ?? []).length,
    copies: Number(copies),
  }));

const everyCopy = unicornFaces.flatMap((face) => Array.from({ length: face.copies }, () => face));
const playerNames = ['Ana', 'Ben', 'Cy', 'Dee', 'Eli'];

/** Deals random Unicorn copies (never more than the box holds) to 3..5 players (2 would leave cards out): at most 6 each, so nobody has won. */
const deckOutTable = fc
  .tuple(
    fc.integer({ min: 3, max: 5 }),
    fc.shuffledSubarray(
      everyCopy.map((_, index) => index),
      { minLength: 0, maxLength: 30 },
    ),
    fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 5, maxLength: 5 }),
  )
  .map(([players, copies, sizes]) => {
    const stables: UnicornFace[][] = [];
    let next = 0;
    for (let seat = 0; seat < players; seat++) {
      const size = Math.min(sizes[seat]!, copies.length - next);
      stables.push(copies.slice(next, next + size).map((index) => everyCopy[index]!));
      next += size;
    }
    return stables;
  });

/** Seed 000, End of the Game: most Unicorns, then most letters, else everyone loses. */
function oracle(stables: UnicornFace[][]): {
  winners: string[];
  everyoneLoses: boolean;
  unicorns: Record<string, number>;
} {
  const unicorns = Object.fromEntries(stables.map((stable, seat) => [playerNames[seat]!, stable.length]));
  const most = Math.max(...stables.map((stable) => stable.length));
  const tied = stables
    .map((stable, seat) => ({ seat, stable }))
    .filter(({ stable }) => stable.length === most);
  const letters = tied.map(({ seat, stable }) => ({
    seat,
    letters: stable.reduce((sum, face) => sum + face.letters, 0),
  }));
  const mostLetters = Math.max(...letters.map((entry) => entry.letters));
  const best = letters.filter((entry) => entry.letters === mostLetters);
  if (best.length > 1) return { winners: [], everyoneLoses: true, unicorns };
  return { winners: [playerNames[best[0]!.seat]!], everyoneLoses: false, unicorns };
}

describe('deck-out outcome against the rulebook oracle', () => {
  it('knows the 50 plain Unicorn faces and their 64 copies', () => {
    expect(unicornFaces.length).toBe(50);
    expect(everyCopy.length).toBe(13 + 22 + 29);
    expect(unicornFaces.find((face) => face.name === 'Baby Unicorn (Red)')?.letters).toBe(11);
    expect(unicornFaces.find((face) => face.name === 'Shark With a Horn')?.letters).toBe(14);
  });

  it('names the same winners, or everyone losing, on random deck-out tables', () => {
    fc.assert(
      fc.property(deckOutTable, (stables) => {
        const question = {
          game: 'unstable-unicorns',
          players: stables.map((stable, seat) => ({
            name: playerNames[seat],
            stable: stable.map((face) => face.name),
            hand: 0,
          })),
          deck: 0,
          ask: { what: 'outcome' },
        };
        const answer = askJudge(question);
        const expected = oracle(stables);
        expect(answer.error, JSON.stringify(question)).toBeUndefined();
        expect(answer.over).toBe(true);
        expect([...(answer.winners as string[])].sort()).toEqual(expected.winners);
        expect(answer.everyoneLoses).toBe(expected.everyoneLoses);
        expect(answer.unicorns).toEqual(expected.unicorns);
      }),
      { numRuns: 300 },
    );
  });
});
