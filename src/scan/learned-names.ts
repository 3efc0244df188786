// Learned card names: a title the catalog does not know (a French print, a misprint) is taught once by
// picking the card, then matched like a printed title. Pure: the app persists the entries (src/store).
import { normaliseTitle } from './normalise.ts';

/** One taught title: what the scanner read, and the face the player said it is. */
export interface LearnedName {
  /** The title as read, normalised (capitals A-Z, single spaces, hyphens). */
  text: string;
  faceId: string;
}

/** The learned names the matcher consults; the app backs it with Dexie, tests with memory. */
export interface LearnedNames {
  /** Every learned name, for the matcher. */
  all(): readonly LearnedName[];
  /** Remembers that `text` (as read) is `faceId`; teaching the same text again replaces the face. */
  teach(text: string, faceId: string): LearnedName;
  /** The face taught for exactly this text, if any. */
  lookup(text: string): string | undefined;
}

/**
 * An in-memory book of learned names, optionally seeded from storage. `onTeach` lets the app write each
 * new entry through to IndexedDB without this module knowing about it.
 */
export function makeLearnedNames(
  initial: readonly LearnedName[] = [],
  onTeach?: (entry: LearnedName) => void,
): LearnedNames {
  const byText = new Map<string, string>();
  for (const entry of initial) {
    const text = normaliseTitle(entry.text);
    if (text) byText.set(text, entry.faceId);
  }
  return {
    all: () => [...byText].map(([text, faceId]) => ({ text, faceId })),
    teach(raw, faceId) {
      const text = normaliseTitle(raw);
      if (!text) throw new Error('learned name: the title read is empty, nothing to teach');
      if (!faceId) throw new Error('learned name: faceId is empty');
      byText.set(text, faceId);
      const entry = { text, faceId };
      onTeach?.(entry);
      return entry;
    },
    lookup: (raw) => byText.get(normaliseTitle(raw)),
  };
}
