// Rules QA: runs the judge on every hand-written ruling under test/rulings and checks each expected field.
// The expectations come from the rule documents and the card list by hand; known judge bugs are listed in known-failures.json.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { askJudge } from '../src/games/judge.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const rulingsDir = join(root, 'test', 'rulings');
const games = ['unstable-unicorns', 'lion-and-unicorn'] as const;

/** What a ruling file expects: answer fields, or `error` (any value) for a question the judge must refuse. */
interface Expectation {
  error?: unknown;
  /** For refused questions: a word the error sentence must contain (case-insensitive), usually the field. */
  errorMentions?: string;
  [field: string]: unknown;
}

interface Ruling {
  /** Path relative to test/rulings, e.g. "unstable-unicorns/chain-three-neighs.json". */
  file: string;
  text: string;
  expect: Expectation;
  note: string;
}

interface KnownFailure {
  file: string;
  bug: string;
}

function readRulings(): Ruling[] {
  const rulings: Ruling[] = [];
  for (const game of games) {
    for (const name of readdirSync(join(rulingsDir, game)).sort()) {
      const file = `${game}/${name}`;
      const text = readFileSync(join(rulingsDir, file), 'utf8');
      if (name.endsWith('.txt')) {
        // A .txt question is deliberately not JSON (prettier would refuse it as .json): the judge must refuse it.
        rulings.push({ file, text, expect: { error: true }, note: 'not JSON' });
      } else if (name.endsWith('.json')) {
        const body = JSON.parse(text) as { expect: Expectation; note: string };
        rulings.push({ file, text, expect: body.expect, note: body.note });
      }
    }
  }
  return rulings;
}

const rulings = readRulings();
const knownFailures = JSON.parse(
  readFileSync(join(rulingsDir, 'known-failures.json'), 'utf8'),
) as KnownFailure[];
const knownFiles = new Set(knownFailures.map((known) => known.file));

// Lists whose order the judge README does not fix: compared as sets.
const unorderedFields = new Set(['winners', 'returnCard', 'refused']);

function sortedCopy(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return [...value].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

function checkAnswer(ruling: Ruling): void {
  const answer = askJudge(ruling.text);
  const { error, errorMentions, ...fields } = ruling.expect;
  if (error !== undefined) {
    expect(
      typeof answer.error,
      `${ruling.file} must be refused (${ruling.note}); the judge answered ${JSON.stringify(answer)}`,
    ).toBe('string');
    if (errorMentions !== undefined) {
      expect((answer.error as string).toLowerCase(), 'the error names the field').toContain(
        errorMentions.toLowerCase(),
      );
    }
    return;
  }
  expect(answer.error, `${ruling.file}: the judge refused a valid question`).toBeUndefined();
  if (fields.legal === false) {
    // README: a refused play comes with a sentence for people.
    expect(typeof answer.reason === 'string' && answer.reason.length > 0, `${ruling.file}: reason`).toBe(
      true,
    );
  }
  for (const [field, expected] of Object.entries(fields)) {
    const why = `${field} (${ruling.note})`;
    if (field === 'because') {
      // An array lists the acceptable answers; the judge gives one.
      const acceptable = Array.isArray(expected) ? expected : [expected];
      expect(acceptable, why).toContain(answer.because);
    } else if (field === 'triggers' || unorderedFields.has(field)) {
      expect(sortedCopy(answer[field]), why).toEqual(sortedCopy(expected));
    } else {
      expect(answer[field], why).toEqual(expected);
    }
  }
}

describe('the rulings collection', () => {
  it('holds enough questions of each kind, each with an expectation and a note', () => {
    const count = (game: string) => rulings.filter((ruling) => ruling.file.startsWith(`${game}/`)).length;
    expect(count('unstable-unicorns')).toBeGreaterThanOrEqual(60);
    expect(count('lion-and-unicorn')).toBeGreaterThanOrEqual(20);
    expect(rulings.filter((ruling) => ruling.expect.error !== undefined).length).toBeGreaterThanOrEqual(20);
    for (const ruling of rulings) {
      expect(Object.keys(ruling.expect).length, ruling.file).toBeGreaterThan(0);
      expect(ruling.note.length, ruling.file).toBeGreaterThan(0);
    }
  });

  it('lists as known failures only rulings that exist', () => {
    const files = new Set(rulings.map((ruling) => ruling.file));
    for (const known of knownFailures) expect(files.has(known.file), known.file).toBe(true);
    expect(existsSync(join(rulingsDir, 'known-failures.json'))).toBe(true);
  });
});

for (const game of games) {
  describe(`rulings: ${game}`, () => {
    for (const ruling of rulings.filter((candidate) => candidate.file.startsWith(`${game}/`))) {
      // A listed ruling is a judge bug still open: it must keep failing until fixed, then leave the list.
      const test = knownFiles.has(ruling.file) ? it.fails : it;
      test(ruling.file, () => checkAnswer(ruling));
    }
  });
}

describe('the judge command (README: one line per file, in order; exit 2 when any answer is an error)', () => {
  const judge = (args: string[], input?: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/judge.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
      input,
    });
  const good = join(rulingsDir, 'unstable-unicorns/setup-3-players.json');
  const notJson = join(rulingsDir, 'unstable-unicorns/malformed-not-json.txt');
  const lion = join(rulingsDir, 'lion-and-unicorn/round-three-identical.json');

  it('answers the good files around a bad one and exits with 2', () => {
    const run = judge([good, notJson, lion]);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.file)).toEqual([good, notJson, lion]);
    expect(lines[0]).toMatchObject({ deck: 99, nursery: 10, unicornsToWin: 7 });
    expect(typeof lines[1]!.error).toBe('string');
    expect(lines[2]).toMatchObject({ winners: ['Ana'] });
    expect(run.status).toBe(2);
  });

  it('exits with 0 when every answer is a ruling, and reads one question from standard input', () => {
    expect(judge([good, lion]).status).toBe(0);
    const run = judge(['-'], readFileSync(good, 'utf8'));
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout.trim())).toMatchObject({
      file: '-',
      deck: 99,
      hands: { Ana: 5, Ben: 5, Cy: 5 },
    });
  });
});
