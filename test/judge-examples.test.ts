// Runs the judge command over every Unstable Unicorns example in ../shared/judge/examples and
// checks each answer against the example's `expect` (the Lion & The Unicorn's examples belong to that game).
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const examplesDir = resolve(root, '../shared/judge/examples');

interface Example {
  game?: string;
  expect: Record<string, unknown>;
}

const examples = readdirSync(examplesDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({
    file: join(examplesDir, file),
    body: JSON.parse(readFileSync(join(examplesDir, file), 'utf8')) as Example,
  }))
  .filter((example) => (example.body.game ?? 'unstable-unicorns') === 'unstable-unicorns');

describe('the judge command on the shared examples', () => {
  // One run of the command for all files: it answers one line per file, in order.
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/judge.ts', ...examples.map((example) => example.file)],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const answers = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

  it('finds the Unstable Unicorns examples and answers each on its own line', () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
    expect(answers.map((answer) => answer.file)).toEqual(examples.map((example) => example.file));
  });

  examples.forEach((example, index) => {
    it(`${example.file.split('/').pop()} answers as expected`, () => {
      const answer = answers[index]!;
      expect(answer.error).toBeUndefined();
      for (const [field, expected] of Object.entries(example.body.expect)) {
        if (field === 'because') {
          // The example lists the acceptable answers; the judge gives one.
          expect(expected as string[]).toContain(answer.because);
        } else {
          expect(answer[field], field).toEqual(expected);
        }
      }
    });
  });
});
