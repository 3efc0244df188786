// What every screen shares: the shelf of saved games, the player's preferences applied to the page
// (language, theme), and whether storage works. Created once at start-up.
import { createSignal } from 'solid-js';
import { deviceLanguage, setLanguage } from '../i18n/index.ts';
import { askPersistentStorage, openShelf, type GameShelf, MemoryShelf } from '../store/games.ts';
import { loadPreferences, savePreferences, type Preferences } from '../store/settings.ts';

const [preferences, setPreferencesSignal] = createSignal<Preferences>(loadPreferences());
const [shelf, setShelf] = createSignal<GameShelf>(new MemoryShelf());
const [shelfReady, setShelfReady] = createSignal(false);
const [persisted, setPersisted] = createSignal(false);

export { preferences, shelf, shelfReady, persisted };

/** Puts the preferences on the page: <html lang> and the data-theme the stylesheet reads. */
function applyPreferences(p: Preferences): void {
  setLanguage(p.language === 'auto' ? deviceLanguage() : p.language);
  const root = document.documentElement;
  if (p.theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = p.theme;
}

/** Changes and keeps the preferences. */
export function setPreferences(next: Preferences): void {
  setPreferencesSignal(next);
  savePreferences(next);
  applyPreferences(next);
}

/** Opens storage and applies preferences; the app renders before this finishes. */
export async function startApp(): Promise<void> {
  applyPreferences(preferences());
  setShelf(await openShelf());
  setShelfReady(true);
  if (shelf().persistent) setPersisted(await askPersistentStorage());
}
