// The judge's front door: parses a question's JSON and hands it to the game it names.
// Every answer is plain JSON: the ruling's fields, or {error} with a sentence naming the field.
import { answerUnstableUnicorns, type JudgeContext } from './unstable-unicorns/judge.ts';
import { answerLionAndUnicorn } from './lion-and-unicorn/judge.ts';

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
  const game = (parsed as { game?: unknown }).game ?? 'unstable-unicorns';
  try {
    if (game === 'unstable-unicorns') return answerUnstableUnicorns(parsed, context);
    if (game === 'lion-and-unicorn') return answerLionAndUnicorn(parsed);
  } catch (error) {
    return { error: `the judge could not answer: ${(error as Error).message}` };
  }
  return {
    // Not String(game): an object whose "toString" is not a function cannot be made a string.
    error: `game: ${JSON.stringify(game)} is not a game the judge knows (unstable-unicorns, lion-and-unicorn)`,
  };
}
