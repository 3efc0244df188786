// Rules QA: every valid ruling question, with one value swapped for random JSON, still gets an answer or a
// clear refusal that starts with the field it names - never the judge's catch-all for an internal failure.
// `npm test` runs a fixed seed, printed; PROPERTY_SEED=<n> replays another, PROPERTY_SEED=random explores.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { askJudge } from '../../src/games/judge.ts';

const rulingsDir = dirname(fileURLToPath(import.meta.url));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const questions: Json[] = ['unstable-unicorns', 'lion-and-unicorn'].flatMap((game) =>
  readdirSync(join(rulingsDir, game))
    .filter((name) => name.endsWith('.json') && !name.startsWith('malformed'))
    .map((name) => {
      const {
        expect: _expect,
        note: _note,
        ...question
      } = JSON.parse(readFileSync(resolve(rulingsDir, game, name), 'utf8')) as Record<string, Json>;
      return question;
    }),
);

function pathsOf(value: Json, path: Path = []): Path[] {
  const inner: Path[] = Array.isArray(value)
    ? value.flatMap((item, index) => pathsOf(item, [...path, index]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))
      : [];
  return path.length === 0 ? inner : [path, ...inner];
}

function replaced(value: Json, path: Path, by: Json | undefined): Json {
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as Record<string, Json>) }) as Record<
    string,
    Json
  >;
  const next = rest.length === 0 ? by : replaced(copy[head as string]!, rest, by);
  if (next !== undefined) copy[head as string] = next;
  // Taking an item out of a list closes the gap (JSON has no holes); taking a key out of an object drops it.
  else if (Array.isArray(copy)) copy.splice(head as number, 1);
  else delete copy[head as string];
  return copy as Json;
}

// Seeded so a failure can be replayed: fast-check's report gives the seed and path of the failing run.
const seedText = process.env.PROPERTY_SEED;
const seed =
  seedText === 'random' ? Math.floor(Math.random() * 2 ** 31) : seedText ? Number(seedText) : 20261124;
if (!Number.isSafeInteger(seed))
  throw new Error(`PROPERTY_SEED must be a whole number or "random", not ${seedText}`);
console.log(`malformed-fuzz: seed ${seed} (replay with PROPERTY_SEED=${seed})`);

describe('the judge on corrupted questions', () => {
  it(`answers or refuses with a field named, for any one value changed in ${questions.length} questions`, () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.oneof(fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, fc.constant(undefined)),
        (which, where, by) => {
          const question = questions[which % questions.length]!;
          const paths = pathsOf(question);
          const corrupted = replaced(question, paths[where % paths.length]!, by);
          const answer = askJudge(corrupted);
          if (answer.error === undefined) return;
          expect(typeof answer.error).toBe('string');
          // A refusal names its field first: "players[1].hand: ...", "deck: ...", "ask.what: ...".
          expect(answer.error as string, JSON.stringify(corrupted)).toMatch(/^[A-Za-z][\w.[\]]*: /);
          expect(answer.error as string).not.toMatch(/could not answer/);
        },
      ),
      { numRuns: 3000, seed },
    );
  });
});
