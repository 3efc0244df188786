// Card names as players, scans and the tiebreak see them: finding a face from a typed or scanned
// name in English or French, the printed name of a face in a deck's language, and letter counts.
import { allFaces, type CardFace, type Language } from './catalog.ts';
import type { CardType } from './vocabulary.ts';

/** Every face of every box by its catalog id ("rhinocorn", "basic-unicorn-red", "raccoonicorn"). */
export const facesById: ReadonlyMap<string, CardFace> = new Map(allFaces().map((face) => [face.id, face]));

/** Each card type in words, as the rulebooks name them in each language. */
export const TYPE_NAMES: Readonly<Record<CardType, Readonly<Record<Language, string>>>> = {
  'baby-unicorn': { en: 'Baby Unicorn', fr: 'Bébé Licorne' },
  'basic-unicorn': { en: 'Basic Unicorn', fr: 'Licorne Standard' },
  'magical-unicorn': { en: 'Magical Unicorn', fr: 'Licorne magique' },
  'ultimate-unicorn': { en: 'Ultimate Unicorn', fr: 'Licorne ultime' },
  magic: { en: 'Magic', fr: 'Magie' },
  upgrade: { en: 'Upgrade', fr: 'Amélioration' },
  downgrade: { en: 'Downgrade', fr: 'Attaque' },
  instant: { en: 'Instant', fr: 'Illico' },
};

/**
 * A name reduced to what a player means by it: lower case, accents dropped, every run of spaces,
 * hyphens and punctuation made one space. "Two-For-One", "TWO FOR ONE" and "two for one" agree,
 * as do "Youpi !" and "youpi", "Bébé Licorne" and "BEBE LICORNE".
 */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The community colour label in "Basic Unicorn (Red)": not part of what the card prints. */
const colourLabel = /\s*\([^)]*\)\s*$/;

/** Looks up faces by folded name in one language, keeping the first face for a shared name. */
function indexNames(language: Language): Map<string, CardFace> {
  const index = new Map<string, CardFace>();
  const add = (name: string | undefined, face: CardFace): void => {
    if (name === undefined) return;
    const key = foldName(name);
    if (key !== '' && !index.has(key)) index.set(key, face);
  };
  // Catalog names first, so a full name ("Basic Unicorn (Blue)") always wins over a shared title.
  for (const face of allFaces()) add(face.name[language], face);
  for (const face of allFaces()) add(face.title[language], face);
  for (const face of allFaces()) add(face.name[language]?.replace(colourLabel, ''), face);
  return index;
}

const namesByLanguage: Record<Language, Map<string, CardFace>> = {
  en: indexNames('en'),
  fr: indexNames('fr'),
};

/**
 * Finds the face a name stands for, ignoring case, accents, spacing and punctuation. The name may
 * be a catalog name ("Basic Unicorn (Red)", "Licorne Séductrice") or a printed title ("RHINOCORN").
 * A title that several faces print ("Basic Unicorn", "Baby Unicorn", "Bébé Licorne") gives the
 * first such face in catalog order. Names in `language` are tried first, then those of the other
 * language, because most French titles are unknown and French players may type the English name.
 * Returns undefined when no face carries the name.
 */
export function findFace(name: string, language: Language): CardFace | undefined {
  const key = foldName(name);
  if (key === '') return undefined;
  const other: Language = language === 'en' ? 'fr' : 'en';
  return namesByLanguage[language].get(key) ?? namesByLanguage[other].get(key);
}

/**
 * The name a face prints in a deck of the given language, in title form, as the letter-count
 * tiebreak reads it: "Basic Unicorn" for every Basic Unicorn colour, "Extremely Destructive
 * Unicorn", "Licorne Reine de Beauté". For French, the French name is used where the French
 * printed title is known (`title.fr`); for every other face the English name stands in, since the
 * French printing of that card is not known (the Basic Unicorns have a French name from the
 * rulebook, "Licorne Standard", but their printed title is not known).
 */
export function printedName(face: CardFace, language: Language): string {
  const name = (language === 'fr' && face.title.fr !== undefined ? face.name.fr : undefined) ?? face.name.en;
  return name.replace(colourLabel, '');
}

/**
 * The number of letters in a name for the tiebreak: letters of any alphabet, accented ones
 * included, count one each; spaces, hyphens, apostrophes, punctuation and digits count nothing.
 */
export function letterCount(name: string): number {
  return name.normalize('NFC').match(/\p{L}/gu)?.length ?? 0;
}
