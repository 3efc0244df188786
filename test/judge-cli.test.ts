// The judge command as a script or a chat bot uses it: one JSON line per question, in order,
// the exit status 2 when any answer is an error (the other questions still answered), else 0.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
let dir = '';

function runJudge(
  args: string[],
  input?: string,
): { status: number | null; lines: Record<string, unknown>[]; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/judge.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
  });
  const lines = result.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { status: result.status, lines, stderr: result.stderr };
}

const sevenUnicorns = {
  game: 'unstable-unicorns',
  players: [
    {
      name: 'Ana',
      stable: [
        'Rhinocorn',
        'Llamacorn',
        'Americorn',
        'Basic Unicorn',
        'Basic Unicorn',
        'Baby Unicorn',
        'Unicorn Phoenix',
      ],
    },
    { name: 'Ben', stable: ['Baby Unicorn'] },
  ],
  ask: { what: 'outcome' },
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'judge-cli-'));
  writeFileSync(
    join(dir, 'good.json'),
    JSON.stringify({ ...sevenUnicorns, players: [...sevenUnicorns.players, { name: 'Cy' }] }),
  );
  writeFileSync(join(dir, 'broken.json'), '{"players": [');
  writeFileSync(
    join(dir, 'nine.json'),
    JSON.stringify({ players: 'ABCDEFGHI'.split('').map((name) => ({ name })), ask: { what: 'setup' } }),
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the judge command', () => {
  it('answers every file in order, and exits 2 when one of them is an error', () => {
    const { status, lines } = runJudge([
      join(dir, 'broken.json'),
      join(dir, 'good.json'),
      join(dir, 'nine.json'),
    ]);
    expect(status).toBe(2);
    expect(lines).toHaveLength(3);
    expect(lines[0]!.file).toBe(join(dir, 'broken.json'));
    expect(String(lines[0]!.error)).toMatch(/not valid JSON/);
    // Ana's seven Unicorns win with three players.
    expect(lines[1]).toMatchObject({ file: join(dir, 'good.json'), over: true, winners: ['Ana'] });
    expect(String(lines[2]!.error)).toMatch(/^players: 9 players/);
  });

  it('exits 0 when every answer is a ruling', () => {
    const { status, lines } = runJudge([join(dir, 'good.json')]);
    expect(status).toBe(0);
    expect(lines[0]).toMatchObject({ over: true, winners: ['Ana'], everyoneLoses: false });
  });

  it('reads one question from standard input with "-"', () => {
    // Two players: the 2-player game leaves the Basic Unicorns out, so use Magical ones.
    const twoPlayers = {
      players: [
        { name: 'Ana', stable: ['Rhinocorn', 'Baby Unicorn (Red)'] },
        { name: 'Ben', stable: ['Llamacorn', 'Baby Unicorn (Blue)'] },
      ],
      deck: 0,
      ask: { what: 'outcome' },
    };
    const { status, lines } = runJudge(['-'], JSON.stringify(twoPlayers));
    expect(status).toBe(0);
    // 2 Unicorns each; letters: RHINOCORN 9 + BABY UNICORN 11 = 20 against LLAMACORN 9 + 11 = 20: everyone loses.
    expect(lines[0]).toMatchObject({ file: '-', over: true, winners: [], everyoneLoses: true });
  });

  it('says which file it cannot read', () => {
    const missing = join(dir, 'missing.json');
    const { status, lines } = runJudge([missing]);
    expect(status).toBe(2);
    expect(String(lines[0]!.error)).toContain(missing);
  });

  it('shows its usage and exits 2 with no file', () => {
    const { status, stderr } = runJudge([]);
    expect(status).toBe(2);
    expect(stderr).toMatch(/usage/);
  });
});
