// What a judge's error sentence shows of a value it was given: a few dozen characters at most,
// whatever the value's size or nesting, so that an answer stays a line however big the question.

/** The most characters of a value an error sentence quotes. */
export const MAX_SHOWN = 60;

/** The deepest nesting of objects and lists a question may have (a real table needs 4 or 5). */
export const MAX_DEPTH = 64;

/** A text cut to MAX_SHOWN characters, saying how long it was when cut. */
export function shortText(text: string): string {
  if (text.length <= MAX_SHOWN) return text;
  return `${text.slice(0, MAX_SHOWN)}… (${text.length} characters)`;
}

/**
 * A value as JSON for an error sentence: cut like shortText, and an object or list deeper than
 * MAX_DEPTH said in words (JSON.stringify would overflow the stack on 5,000 levels).
 */
export function shown(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const depth = nestingDepth(value);
    if (depth > MAX_DEPTH) return `a value nested ${depth} levels deep`;
  }
  return shortText(JSON.stringify(value) ?? String(value));
}

/**
 * How deep objects and lists are nested in a value (a number or text: 0; {} : 1), counted without
 * recursion so that any depth can be measured; stops counting past `stopAt`.
 */
export function nestingDepth(value: unknown, stopAt = Number.MAX_SAFE_INTEGER): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    const here = depth + 1;
    if (here > deepest) deepest = here;
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(item))
      if (typeof child === 'object' && child !== null) stack.push([child, here]);
  }
  return deepest;
}

/**
 * The first field of a question nested deeper than MAX_DEPTH, and how deep it goes, or null: the
 * judge answers such a question with a sentence naming them instead of reading it.
 */
export function tooDeep(question: object): { field: string; depth: number } | null {
  for (const [key, value] of Object.entries(question)) {
    if (typeof value !== 'object' || value === null) continue;
    const depth = nestingDepth(value);
    if (depth > MAX_DEPTH) return { field: shortText(key), depth };
  }
  return null;
}
