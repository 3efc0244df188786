// `npm run judge -- FILE.json ... | -`: one JSON line of ruling per question; exit 2 when any answer is an error.
// A thin shell: reading files and stdin here, every rule in src/games/*/judge.ts.
import { readFileSync } from 'node:fs';
import { askJudge } from '../games/judge.ts';

function readQuestion(file: string): string {
  return file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
}

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: npm run --silent judge -- FILE.json [FILE.json ...] | -');
  process.exit(2);
}
let failed = false;
for (const file of files) {
  let answer: Record<string, unknown>;
  try {
    answer = askJudge(readQuestion(file));
  } catch (error) {
    answer = { error: `cannot read ${file}: ${(error as Error).message}` };
  }
  if ('error' in answer) failed = true;
  console.log(JSON.stringify({ file, ...answer }));
}
process.exit(failed ? 2 : 0);
