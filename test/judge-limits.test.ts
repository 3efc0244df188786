// The judge against hostile questions: a Neigh pile of hundreds of thousands of answers, a file
// over the size cap, bytes that are not UTF-8, a card name of millions of letters.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { askJudge, MAX_QUESTION_BYTES } from '../src/games/judge.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'judge-limits-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function runJudge(args: string[]): { status: number | null; lines: Record<string, unknown>[] } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/judge.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  const lines = result.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { status: result.status, lines };
}

const table = {
  game: 'unstable-unicorns',
  players: [
    { name: 'Ana', stable: ['Baby Unicorn (Red)'], hand: 5 },
    { name: 'Ben', stable: ['Baby Unicorn (Pink)'], hand: 5 },
    { name: 'Cy', stable: ['Baby Unicorn (Orange)', 'Rhinocorn'], hand: 5 },
  ],
  turn: { player: 'Ana', phase: 'action' },
};

describe('a chain question with a huge Neigh pile', () => {
  // 400,000 answers: a pass over the pile per answer would take minutes, so the test's own
  // time limit fails it; one pass answers in about a second.
  const count = 400_000;

  it('is answered, every answer judged where it came', { timeout: 20_000 }, () => {
    const responses: { player: string; card: string }[] = [];
    // Ana cannot Neigh her own Unicorn Poison: each of these goes back to her hand.
    for (let i = 0; i < count - 2; i++) responses.push({ player: 'Ana', card: 'Neigh' });
    // Ben Neighs the Poison, then Ana Neighs Ben's Neigh: the Poison resolves after all.
    responses.push({ player: 'Ben', card: 'Neigh' }, { player: 'Ana', card: 'Neigh' });
    const answer = askJudge({
      ...table,
      ask: { what: 'chain', play: { player: 'Ana', card: 'Unicorn Poison' }, responses },
    });
    expect(answer.error).toBeUndefined();
    expect(answer.resolves).toBe(true);
    const refused = answer.refused as number[];
    expect(refused).toHaveLength(count - 2);
    expect(refused[0]).toBe(0);
    expect(refused[count - 3]).toBe(count - 3);
  });

  it('still counts the cards: a refused answer goes back, an accepted one leaves the hand', () => {
    // Ben holds two cards. A hundred refused Neighs (Cy's Slowdown) never empty his hand, but
    // his third accepted Neigh would need a third card.
    const slowed = {
      ...table,
      players: [
        { name: 'Ana', stable: ['Baby Unicorn (Red)'], hand: 5 },
        { name: 'Ben', stable: ['Baby Unicorn (Pink)', 'Slowdown'], hand: 2 },
        { name: 'Cy', stable: ['Baby Unicorn (Orange)', 'Rhinocorn'], hand: 5 },
      ],
    };
    const refusedNeighs = Array.from({ length: 100 }, () => ({ player: 'Ben', card: 'Neigh' }));
    const held = askJudge({
      ...slowed,
      ask: { what: 'chain', play: { player: 'Ana', card: 'Unicorn Poison' }, responses: refusedNeighs },
    });
    expect(held).toMatchObject({ resolves: true });
    expect(held.refused).toHaveLength(100);
    const free = { ...table, players: [...table.players] };
    free.players[1] = { name: 'Ben', stable: ['Baby Unicorn (Pink)'], hand: 2 };
    const tooMany = askJudge({
      ...free,
      ask: {
        what: 'chain',
        play: { player: 'Ana', card: 'Unicorn Poison' },
        responses: [
          { player: 'Ben', card: 'Neigh' },
          { player: 'Ana', card: 'Neigh' },
          { player: 'Ben', card: 'Neigh' },
          { player: 'Ana', card: 'Neigh' },
          { player: 'Ben', card: 'Neigh' },
        ],
      },
    });
    expect(String(tooMany.error)).toMatch(/^ask\.responses\[4\]\.card: Ben has no card left in hand/);
  });
});

describe('questions the judge refuses', () => {
  it('refuses a question over the size cap with a sentence, without reading it', () => {
    const answer = askJudge(' '.repeat(MAX_QUESTION_BYTES + 1));
    expect(String(answer.error)).toMatch(/longer than 16 MB/);
  });

  it('names a card name of millions of letters as no card, at once', { timeout: 10_000 }, () => {
    const answer = askJudge({
      ...table,
      ask: { what: 'play', player: 'Ana', card: 'Q'.repeat(5_000_000) },
    });
    expect(String(answer.error)).toMatch(
      /^ask\.card: a name of 5000000 characters is not an Unstable Unicorns card/,
    );
  });

  it('refuses non-UTF-8 and oversized files with exit 2, and still answers the others', () => {
    // "Zoé" as Latin-1: the é is the single byte E9, never valid UTF-8 on its own.
    const latin1 = Buffer.concat([
      Buffer.from('{"players":[{"name":"Zo'),
      Buffer.from([0xe9]),
      Buffer.from('"},{"name":"Ben"}],"ask":{"what":"setup"}}'),
    ]);
    writeFileSync(join(dir, 'latin1.json'), latin1);
    writeFileSync(join(dir, 'huge.json'), Buffer.alloc(MAX_QUESTION_BYTES + 10, 0x20));
    writeFileSync(
      join(dir, 'good.json'),
      JSON.stringify({ players: [{ name: 'Zoé' }, { name: 'Ben' }], ask: { what: 'setup' } }),
    );
    const { status, lines } = runJudge([
      join(dir, 'latin1.json'),
      join(dir, 'huge.json'),
      join(dir, 'good.json'),
    ]);
    expect(status).toBe(2);
    expect(lines).toHaveLength(3);
    expect(String(lines[0]!.error)).toMatch(/not UTF-8/);
    expect(lines[0]!.hands).toBeUndefined();
    expect(String(lines[1]!.error)).toMatch(/longer than 16 MB/);
    // Two players: 6 cards each, the real name read back intact.
    expect(lines[2]).toMatchObject({ hands: { Zoé: 6, Ben: 6 } });
  });

  it('exits 2 on non-UTF-8 standard input', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/judge.ts', '-'], {
      cwd: root,
      input: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    });
    expect(result.status).toBe(2);
    expect(String(result.stdout)).toMatch(/"file":"-","error":"the question is not UTF-8/);
  });
});

describe('errors stay small and name the field (issue 28, item 8)', () => {
  const megabytes = 'x'.repeat(2_000_000);

  it('a 2 MB value is cut in the sentence, which still names the field', () => {
    for (const [question, field] of [
      [{ ...table, ask: { what: megabytes } }, 'ask.what'],
      [{ ...table, ask: { what: 'play', player: megabytes, card: 'Neigh' } }, 'ask.player'],
      [{ ...table, turn: { player: 'Ana', phase: megabytes }, ask: { what: 'outcome' } }, 'turn.phase'],
      [{ ...table, houseRules: { [megabytes]: true }, ask: { what: 'outcome' } }, 'houseRules.'],
      [{ ...table, deck: megabytes, ask: { what: 'outcome' } }, 'deck'],
      [{ ...table, game: megabytes, ask: { what: 'outcome' } }, 'game'],
    ] as const) {
      const error = askJudge(JSON.stringify(question)).error as string;
      expect(error, field).toContain(field);
      expect(error.length, field).toBeLessThan(600);
      expect(error, field).toContain('2000002 characters');
    }
  });

  it('an ask nested 5,000 deep gets a sentence naming the depth', () => {
    const deep = `{"game":"unstable-unicorns","players":[{"name":"Ana"},{"name":"Ben"}],"ask":${'{"what":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const answer = askJudge(deep);
    expect(answer.error).toMatch(/^ask: nested 5000 levels deep/);
    expect(answer.error).not.toMatch(/call stack/);
    // The same through the command line, with its exit status for a refused question.
    const file = join(dir, 'deep.json');
    writeFileSync(file, deep);
    const { status, lines } = runJudge([file]);
    expect(status).toBe(2);
    expect(lines[0]!.error).toMatch(/nested 5000 levels deep/);
  });
});
