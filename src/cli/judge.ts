// `npm run judge -- FILE.json ... | -`: one JSON line of ruling per question; exit 2 when any answer is an error.
// A thin shell: reading files and stdin here, every rule in src/games/*/judge.ts.
import { closeSync, openSync, readSync } from 'node:fs';
import { askJudge, MAX_QUESTION_BYTES, tooLargeError } from '../games/judge.ts';

/** A question that cannot be read as text: its sentence goes on the file's line. */
class Unreadable extends Error {}

/**
 * Reads at most one byte over the cap, so a huge file or an endless stdin is refused without
 * being read whole, then decodes strictly: bytes that are not UTF-8 are refused, never guessed.
 */
function readQuestion(file: string): string {
  const fd = file === '-' ? 0 : openSync(file, 'r');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for (;;) {
      const chunk = Buffer.alloc(Math.min(1 << 20, MAX_QUESTION_BYTES + 1 - size));
      let read: number;
      try {
        read = readSync(fd, chunk, 0, chunk.length, null);
      } catch (error) {
        // A pipe with nothing yet written says EAGAIN: wait for it rather than fail.
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') continue;
        throw error;
      }
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      size += read;
      if (size > MAX_QUESTION_BYTES) throw new Unreadable(tooLargeError());
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new Unreadable('the question is not UTF-8 text; save the file as UTF-8 and ask again');
  }
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
    answer = {
      error: error instanceof Unreadable ? error.message : `cannot read ${file}: ${(error as Error).message}`,
    };
  }
  if ('error' in answer) failed = true;
  console.log(JSON.stringify({ file, ...answer }));
}
process.exit(failed ? 2 : 0);
