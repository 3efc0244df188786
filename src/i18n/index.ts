// The interface language: a reactive choice of dictionary and a typed t() that fills {placeholders}.
// Both dictionaries are tiny, so they ship together and switching language needs no loading.
import { createSignal } from 'solid-js';
import { en, type MessageKey } from './en.ts';
import { fr } from './fr.ts';

export type { MessageKey };
export type UiLanguage = 'en' | 'fr';

const dictionaries: Record<UiLanguage, Record<MessageKey, string>> = { en, fr };

/** The language the device prefers, among those we have. */
export function deviceLanguage(): UiLanguage {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'fr' || base === 'en') return base;
  }
  return 'en';
}

const [language, setLanguageSignal] = createSignal<UiLanguage>(deviceLanguage());

/** The current interface language (reactive). */
export { language };

/** Switches the interface language and tells the page, so screen readers pronounce it right. */
export function setLanguage(next: UiLanguage): void {
  setLanguageSignal(next);
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}

/** The message for a key in the current language, with {placeholders} filled in. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const text = dictionaries[language()][key] ?? en[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
