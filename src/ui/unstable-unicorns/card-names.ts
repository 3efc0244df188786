// Card names as the app shows and searches them: the catalog name in the deck's language where it
// is known, and search-as-you-type over both languages. Display only; no rule is decided here.
import { baseGame, type CardFace, type Language } from '../../games/unstable-unicorns/catalog.ts';
import { facesById, foldName } from '../../games/unstable-unicorns/names.ts';

/** The name to show for a card id, in the deck's language when the catalog knows it. */
export function cardName(id: string, language: Language): string {
  const face = facesById.get(id);
  if (!face) return id;
  return (language === 'fr' ? face.name.fr : undefined) ?? face.name.en;
}

/** The face for an id, if it is one of the catalog's. */
export function face(id: string): CardFace | undefined {
  return facesById.get(id);
}

/**
 * The faces whose English or French name contains every word typed, best first: names starting
 * with the query, then a word starting with it, then anywhere. `among` narrows to given ids.
 */
export function searchCards(query: string, language: Language, among?: readonly string[]): CardFace[] {
  const words = foldName(query).split(' ').filter(Boolean);
  const pool = among
    ? among.map((id) => facesById.get(id)).filter((f): f is CardFace => !!f)
    : baseGame.cards;
  if (words.length === 0) return [...pool];
  const scored: { face: CardFace; score: number }[] = [];
  for (const f of pool) {
    const names = [f.name[language], f.name.en, f.name.fr, f.title[language]]
      .filter((n): n is string => !!n)
      .map(foldName);
    let best = -1;
    for (const name of names) {
      if (!words.every((w) => name.includes(w))) continue;
      const score = name.startsWith(words[0]!) ? 3 : ` ${name}`.includes(` ${words[0]}`) ? 2 : 1;
      best = Math.max(best, score);
    }
    if (best > 0) scored.push({ face: f, score: best });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score || cardName(a.face.id, language).localeCompare(cardName(b.face.id, language)),
    )
    .map((s) => s.face);
}
