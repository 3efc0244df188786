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

// French drops the vowel of de, que, le, la, ne, se before a word starting with a vowel ("d’Ana",
// "l’Écurie", with the typographic apostrophe the per-game words use too); a name filled into
// "de {name}" must follow the same rule. H is left alone: names differ.
const ELIDING = /(^|[\s(«])(de|que|le|la|ne|se|jusque|lorsque|puisque) $/i;
const VOWEL_START = /^[aeiouyàâæéèêëîïôœùûüÿ]/i;

/** Fills {placeholders}; in French, "de {name}" becomes "d’Ana" when the name starts with a vowel. */
export function fill(text: string, params: Record<string, string | number>, lang: UiLanguage): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const name = match[1]!;
    out += text.slice(last, match.index);
    last = match.index + match[0].length;
    if (!(name in params)) {
      out += match[0];
      continue;
    }
    const value = String(params[name]);
    if (lang === 'fr' && VOWEL_START.test(value)) {
      out = out.replace(ELIDING, (_whole, before: string, word: string) => `${before}${word.slice(0, -1)}’`);
    }
    out += value;
  }
  return out + text.slice(last);
}

/** The message for a key in the current language, with {placeholders} filled in. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const lang = language();
  const text = dictionaries[lang][key] ?? en[key];
  if (!params) return text;
  return fill(text, params, lang);
}
