// The player's preferences (language, theme): read synchronously before the first paint, so they
// live in localStorage rather than IndexedDB; a browser without storage just keeps the defaults.

export type ThemeChoice = 'system' | 'dark' | 'light';
export type LanguageChoice = 'auto' | 'en' | 'fr';
/** The table screen: around a phone lying in the middle, or one column for a phone held in hand. */
export type TableLayoutChoice = 'around' | 'list';

export interface Preferences {
  language: LanguageChoice;
  theme: ThemeChoice;
  tableLayout: TableLayoutChoice;
}

const KEY = 'stablehand.preferences';
const defaults: Preferences = { language: 'auto', theme: 'system', tableLayout: 'around' };

/** The saved preferences, or the defaults when nothing valid is stored. */
export function loadPreferences(): Preferences {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Preferences>;
    return {
      language: raw.language === 'en' || raw.language === 'fr' ? raw.language : defaults.language,
      theme: raw.theme === 'dark' || raw.theme === 'light' ? raw.theme : defaults.theme,
      tableLayout: raw.tableLayout === 'list' ? 'list' : defaults.tableLayout,
    };
  } catch {
    return { ...defaults };
  }
}

/** Keeps the preferences; silently does nothing where storage is refused. */
export function savePreferences(preferences: Preferences): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(preferences));
  } catch {
    // Private mode or storage disabled: the choice lasts for this visit only.
  }
}
