// Placeholder until The Lion & The Unicorn's judge lands: answers every question with an error.
export function answerLionAndUnicorn(_question: object): Record<string, unknown> {
  return { error: 'the Lion & The Unicorn judge is not built yet' };
}
