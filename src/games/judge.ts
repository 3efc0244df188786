// The judge's front door: parses a question's JSON and hands it to the game it names.
// Every answer is plain JSON: the ruling's fields, or {error} with a sentence naming the field.
import { answerUnstableUnicorns, type JudgeContext } from './unstable-unicorns/judge.ts';
import { answerLionAndUnicorn } from './lion-and-unicorn/judge.ts';
import { MAX_DEPTH, shortText, shown, tooDeep } from './shown.ts';

export type JudgeAnswer = Record<string, unknown>;

/**
 * The largest question the judge reads, in bytes of UTF-8 (and so in characters at most). A real
 * table fits in a few kilobytes; the cap keeps any file's answer within a few seconds.
 */
export const MAX_QUESTION_BYTES = 16 * 1024 * 1024;

/** The sentence for a question over the cap. */
export function tooLargeError(): string {
  return `the question is longer than ${MAX_QUESTION_BYTES / (1024 * 1024)} MB, the most the judge reads (a table takes a few kB)`;
}

/**
 * Answers one question given as JSON text or as an already parsed value. Never throws. `context`
 * carries what the app knows beyond the question (titles a group taught).
 */
export function askJudge(question: string | unknown, context: JudgeContext = {}): JudgeAnswer {
  let parsed: unknown = question;
  if (typeof question === 'string') {
    if (question.length > MAX_QUESTION_BYTES) return { error: tooLargeError() };
    try {
      // A byte-order mark, as some editors save it, is not part of the question.
      parsed = JSON.parse(question.replace(/^\uFEFF/, ''));
    } catch (error) {
      return { error: `the question is not valid JSON: ${(error as Error).message}` };
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { error: 'the question must be a JSON object with "players" and "ask"' };
  }
  // Read nowhere deeper than a table goes: 5,000 nested levels would overflow the stack.
  const deep = tooDeep(parsed);
  if (deep) {
    return {
      error: `${deep.field}: nested ${deep.depth} levels deep; a question is at most ${MAX_DEPTH} levels deep (a real question needs 5 at most)`,
    };
  }
  const game = (parsed as { game?: unknown }).game ?? 'unstable-unicorns';
  let answer: JudgeAnswer;
  try {
    if (game === 'unstable-unicorns') answer = answerUnstableUnicorns(parsed, context);
    else if (game === 'lion-and-unicorn') answer = answerLionAndUnicorn(parsed);
    else
      return {
        // Not String(game): an object whose "toString" is not a function cannot be made a string.
        error: `game: ${shown(game)} is not a game the judge knows (unstable-unicorns, lion-and-unicorn)`,
      };
  } catch (error) {
    return { error: `the judge could not answer: ${shortText((error as Error).message)}` };
  }
  // Every sentence quotes values cut short; this keeps any one missed from echoing megabytes.
  if (typeof answer.error === 'string' && answer.error.length > MAX_ERROR)
    answer.error = `${answer.error.slice(0, MAX_ERROR)}… (cut)`;
  return answer;
}

/** The longest error sentence the judge gives (a sentence naming the field and what is wrong). */
const MAX_ERROR = 600;
