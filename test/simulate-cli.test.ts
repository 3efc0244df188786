// The simulator's flags (issue 28): a hostile or mistaken flag gets a sentence and the usage line,
// never a stack trace, a run out of memory, or rules "violations" of a table the game never seats.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function simulate(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/simulate.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    // A run that allocates by the games count dies for lack of memory: give it little.
    env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=256' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run simulate', () => {
  it.each([
    [['--games=-5'], /--games: a whole number from 1/],
    [['--seed=-1'], /--seed: a whole number/],
    [['--bogus'], /Unknown option '--bogus'/],
    [['--game', '__proto__'], /--game: "__proto__" is not a game/],
    [['--games', '1e9'], /--games: a whole number from 1 to 1,000,000, not "1e9"/],
    [['--players', '0'], /--players: unstable-unicorns is not played by "0" players/],
    [['--players', '9'], /not played by "9" players/],
    [['--players', '100'], /not played by "100" players/],
    [['--players', '2.5'], /not played by "2.5" players/],
    [['--game', 'lion-and-unicorn', '--players', '7'], /lion-and-unicorn is not played by "7" players/],
  ])('%j: says why, with the usage line, and plays nothing', (args, sentence) => {
    const run = simulate(args);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(sentence);
    expect(run.stderr).toContain('usage: npm run simulate');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).toBe('');
  });

  it('plays a table the game seats', () => {
    const run = simulate(['--games', '1', '--seed', '3', '--players', '8']);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toMatchObject({
      games: 1,
      violations: 0,
      stuck: 0,
    });
  });
});
