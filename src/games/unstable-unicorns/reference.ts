// The rules reference in our own words, one small topic per rule, in English and French, and the
// search a player uses at the table ("neigh pile", "égalité") to reach the right topic quickly.
import { z } from 'zod';
import { distance } from 'fastest-levenshtein';
import type { Language } from './catalog.ts';
import { foldName } from './names.ts';
import englishTopics from '../../../rules/unstable-unicorns/reference/en.json';
import frenchTopics from '../../../rules/unstable-unicorns/reference/fr.json';

/** One topic of the rules reference. The same id names the same rule in every language. */
export const ReferenceTopic = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().min(1),
    /** Words and phrases a player might type to find this topic. */
    keywords: z.array(z.string().min(1)).min(1),
    body: z.string().min(1),
  })
  .strict();
export type ReferenceTopic = z.infer<typeof ReferenceTopic>;

export const Reference = z.array(ReferenceTopic).min(1);

/**
 * Checks a reference file, throwing an error naming the topic and the field that does not fit,
 * or the id used twice.
 */
export function loadReference(raw: unknown, source: string): ReferenceTopic[] {
  const parsed = Reference.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${source}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const ids = new Set<string>();
  for (const topic of parsed.data) {
    if (ids.has(topic.id)) throw new Error(`${source}: topic id "${topic.id}" is used twice`);
    ids.add(topic.id);
  }
  return parsed.data;
}

/** The reference in each language, checked when the module loads. */
export const referenceTopics: Record<Language, readonly ReferenceTopic[]> = {
  en: loadReference(englishTopics, 'reference/en.json'),
  fr: loadReference(frenchTopics, 'reference/fr.json'),
};

// Words too common to tell topics apart; "then", "and", "if" stay because a topic is about them.
const stopWords: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'the a an of to in is are how what does can i my me your it for at on with when who'.split(' '),
  ),
  fr: new Set(
    'le la les un une des de du d l est sont que qui quoi comment je j mon ma mes on en au aux a pour sur il elle ce se ne pas'.split(
      ' ',
    ),
  ),
};

const words = (text: string, language: Language): string[] =>
  foldName(text)
    .split(' ')
    .filter((word) => word.length > 0 && !stopWords[language].has(word));

/** Whether a typed word stands for a word of the topic: the same, its beginning, or one typo off. */
function wordMatches(typed: string, word: string): boolean {
  if (typed === word) return true;
  if (typed.length >= 3 && word.startsWith(typed)) return true;
  return typed.length >= 5 && Math.abs(typed.length - word.length) <= 1 && distance(typed, word) <= 1;
}

interface IndexedTopic {
  topic: ReferenceTopic;
  headWords: string[];
  bodyWords: string[];
  phrases: string[];
  bodyText: string;
}

const indexed: Record<Language, IndexedTopic[]> = {
  en: indexTopics('en'),
  fr: indexTopics('fr'),
};

function indexTopics(language: Language): IndexedTopic[] {
  return referenceTopics[language].map((topic) => ({
    topic,
    headWords: words([topic.title, ...topic.keywords].join(' '), language),
    bodyWords: words(topic.body, language),
    phrases: [topic.title, ...topic.keywords].map(foldName),
    bodyText: foldName(topic.body),
  }));
}

/**
 * The topics of the reference that answer a query, best first. Case, accents and punctuation do
 * not matter; a word may be typed in part ("sacrif") or with one typo ("nieghs"). A word found in
 * a topic's title or keywords weighs more than one found in its text, and the whole query found as
 * a keyword or title weighs most. Topics that match nothing are left out; an empty query (or one
 * made only of common words) finds nothing.
 */
export function searchReference(query: string, language: Language): ReferenceTopic[] {
  const typed = words(query, language);
  if (typed.length === 0) return [];
  const phrase = foldName(query);
  const scored = indexed[language].map((entry, order) => {
    let score = 0;
    for (const word of typed) {
      if (entry.headWords.some((w) => wordMatches(word, w))) score += 3;
      else if (entry.bodyWords.some((w) => wordMatches(word, w))) score += 1;
    }
    if (score > 0 && typed.length > 1) {
      if (entry.phrases.includes(phrase)) score += 6;
      else if (entry.phrases.some((p) => p.includes(phrase)) || entry.bodyText.includes(phrase)) score += 2;
    } else if (score > 0 && entry.phrases.includes(phrase)) score += 2;
    return { topic: entry.topic, score, order };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.topic);
}
