// French printed titles a group taught this phone for cards whose French title the catalog lacks, so
// the letter-count tiebreak counts what their cards print. Kept in localStorage: small, read at once.

const KEY = 'stablehand.titles.fr';
/** The longest title kept: no printed title comes near it. */
export const MAX_TITLE = 80;

/** A typed title as kept: trimmed, inner spaces made single, control characters removed. */
export function cleanTitle(raw: string): string {
  return raw
    .replace(/\p{Cc}|\p{Cf}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Why a typed title cannot be kept, or null: it needs a letter, and at most MAX_TITLE characters. */
export function titleProblem(raw: string): 'empty' | 'long' | null {
  const title = cleanTitle(raw);
  if (!/\p{L}/u.test(title)) return 'empty';
  if (title.length > MAX_TITLE) return 'long';
  return null;
}

/** The taught titles by card id; anything stored that is not a sound title is left out. */
export function loadTaughtTitles(): Record<string, string> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
    const titles: Record<string, string> = {};
    for (const [id, title] of Object.entries(raw)) {
      if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id) && typeof title === 'string' && titleProblem(title) === null)
        titles[id] = cleanTitle(title);
    }
    return titles;
  } catch {
    return {};
  }
}

/** Keeps a taught title (the caller checked it with titleProblem); false where storage is refused. */
export function saveTaughtTitle(id: string, title: string): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...loadTaughtTitles(), [id]: cleanTitle(title) }));
    return true;
  } catch {
    return false;
  }
}
