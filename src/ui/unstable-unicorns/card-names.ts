// Card names as the app shows and searches them: the catalog name in the deck's language where it
// is known, and search-as-you-type over both languages. Display only; no rule is decided here.
import { allFaces, type CardFace, type Language } from '../../games/unstable-unicorns/catalog.ts';
import { distance } from 'fastest-levenshtein';
import { facesById, foldName, TYPE_NAMES } from '../../games/unstable-unicorns/names.ts';
import { t } from '../../i18n/index.ts';

/** The name to show for a card id, in the deck's language when the catalog knows it. */
export function cardName(id: string, language: Language): string {
  const face = facesById.get(id);
  if (!face) return id;
  return (language === 'fr' ? face.name.fr : undefined) ?? face.name.en;
}

/**
 * A Baby Unicorn as the New game form lists it, wholly in the interface's language: "Bébé : Rouge",
 * "Baby: Red". What tells the Babies apart is the colour, a label of ours rather than a printed word
 * (every one prints BABY UNICORN), or else the word after "Baby" in a name the catalog knows only in
 * English ("Bébé : Narwhal" among the French ones, not "Baby Narwhal"); another name stays whole.
 */
export function babyLabel(id: string, language: Language): string {
  const name = cardName(id, language);
  const colour = /\(([^)]*)\)\s*$/.exec(name)?.[1];
  const after = /^Baby (.+)$/.exec(name)?.[1];
  const tells = colour ?? after;
  return tells ? t('new.babyShort', { colour: tells }) : name;
}

/**
 * The language `cardName` writes a card's name in: the deck's, or English where the catalog has no
 * French name. Set on the name's element, so a phone hyphenates it by that language's rules.
 */
export function nameLanguage(id: string, language: Language): Language {
  return language === 'fr' && facesById.get(id)?.name.fr !== undefined ? 'fr' : 'en';
}

/** The face for an id, if it is one of the catalog's. */
export function face(id: string): CardFace | undefined {
  return facesById.get(id);
}

/** Digits typed for the numbers in card names ("2 for 1" is Two-For-One), in both languages. */
const NUMBER_WORDS: Record<string, string[]> = {
  '1': ['one', 'un', 'une'],
  '2': ['two', 'deux'],
  '3': ['three', 'trois'],
  '4': ['four', 'quatre'],
  '5': ['five', 'cinq'],
  '6': ['six'],
  '7': ['seven', 'sept'],
  '8': ['eight', 'huit'],
  '9': ['nine', 'neuf'],
  '10': ['ten', 'dix'],
};

/** The typos forgiven in one typed word: none in short words, one from 4 letters, two from 8. */
function typosAllowed(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** How well one typed word fits one word of a name: 3 the same, 2 its start, 1 within a typo or two, 0 not. */
function wordFit(typed: string, word: string): number {
  if (typed === word) return 3;
  if (word.startsWith(typed)) return 2;
  const allowed = typosAllowed(typed);
  if (allowed === 0) return 0;
  const near = Math.min(distance(typed, word), distance(typed, word.slice(0, typed.length)));
  return near <= allowed ? 1 : 0;
}

/** How well the typed words fit one name (0: not at all); spaces and hyphens typed or not both count. */
function nameFit(typed: string[], name: string): number {
  const words = name.split(' ');
  const compactName = words.join('');
  const compactTyped = typed.join('');
  // "retarget" for Re-Target, "kittencorn" typed whole: the name without its spaces starts with it.
  if (compactTyped.length >= 3 && compactName.startsWith(compactTyped))
    return 3 * typed.length + (compactName === compactTyped ? 3 : 1);
  let total = 0;
  for (const [i, word] of typed.entries()) {
    const options = NUMBER_WORDS[word] ?? [word];
    let best = 0;
    for (const option of options) for (const w of words) best = Math.max(best, wordFit(option, w));
    if (best === 0) {
      if (compactTyped.length >= 3 && name.includes(word)) best = 0.5;
      else return 0;
    }
    total += best;
    // The first word typed fitting the name's first word ranks it above names where it fits later.
    if (i === 0 && options.some((option) => wordFit(option, words[0]!) >= 2)) total += 1;
  }
  if (typed.length === words.length && total >= 3 * typed.length) total += 2;
  return total;
}

/**
 * The faces whose English or French name (or printed title) fits what was typed, best first.
 * Forgives a typo or two, spaces and hyphens, and numbers typed as digits. `among` narrows to
 * given ids; `first` lists the ids to put ahead of the rest (the cards this player may play now).
 */
export function searchCards(
  query: string,
  language: Language,
  among?: readonly string[],
  first?: readonly string[],
): CardFace[] {
  const typed = foldName(query).split(' ').filter(Boolean);
  const pool = among ? among.map((id) => facesById.get(id)).filter((f): f is CardFace => !!f) : allFaces();
  if (typed.length === 0) return [...pool];
  const ahead = new Set(first ?? []);
  const scored: { face: CardFace; score: number }[] = [];
  for (const f of pool) {
    const names = [f.name[language], f.name.en, f.name.fr, f.title[language], f.title.en, f.title.fr]
      .filter((n): n is string => !!n)
      .map(foldName);
    let best = 0;
    for (const name of names) best = Math.max(best, nameFit(typed, name));
    if (best > 0) scored.push({ face: f, score: best });
  }
  const shown = (f: CardFace) => cardName(f.id, language);
  return scored
    .sort(
      (a, b) =>
        Number(ahead.has(b.face.id)) - Number(ahead.has(a.face.id)) ||
        b.score - a.score ||
        shown(a.face).length - shown(b.face).length ||
        shown(a.face).localeCompare(shown(b.face)),
    )
    .map((s) => s.face);
}

/** The card type in words, in the interface language. */
export function typeName(type: string, language: Language): string {
  return (TYPE_NAMES as Record<string, Record<Language, string>>)[type]?.[language] ?? type;
}
