// "What does this card do?": everything the app says about one card in one place - its summary in our
// own words, its type, its printed title, and the topics of the rules reference that concern it.
import type { CardFace, Language } from './catalog.ts';
import { foldName } from './names.ts';
import { referenceTopics, type ReferenceTopic } from './reference.ts';
import { cardFace, type CardId } from './table.ts';

/** What a player is shown when they look a card up. */
export interface CardLookup {
  id: CardId;
  /** The catalog name in the language (English where the French one is unknown). */
  name: string;
  /** The title printed on the card, in the language when known. */
  title: string;
  type: CardFace['type'];
  /** What the card does, in our own words. */
  summary: string;
  /** Rules reference topics that name the card (rulings about it), in the language. */
  rulings: ReferenceTopic[];
}

/** The names a topic may call the card by: with and without the colour label, in both languages. */
function namesOf(face: CardFace): string[] {
  const names = [face.name.en, face.name.fr, face.title.en, face.title.fr].filter(
    (name): name is string => !!name,
  );
  return [...new Set(names.flatMap((name) => [name, name.replace(/\s*\([^)]*\)\s*$/, '')]).map(foldName))];
}

/** Looks a card up; throws for an id that is not a card of the catalog (a programming error). */
export function lookUpCard(id: CardId, language: Language): CardLookup {
  const face = cardFace(id);
  const names = namesOf(face);
  const rulings = referenceTopics[language].filter((topic) => {
    const text = ` ${foldName(`${topic.title} ${topic.keywords.join(' ')} ${topic.body}`)} `;
    return names.some((name) => text.includes(` ${name} `));
  });
  return {
    id,
    name: (language === 'fr' ? face.name.fr : undefined) ?? face.name.en,
    title: (language === 'fr' ? face.title.fr : undefined) ?? face.title.en,
    type: face.type,
    summary: face.summary[language],
    rulings,
  };
}
