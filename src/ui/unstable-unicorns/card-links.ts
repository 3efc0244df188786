// Card names inside a sentence made tappable: a History line names cards in words, and each name
// opens that card's lookup. Only the cards the event itself names are looked for, so no word is misread.
import type { Language } from '../../games/unstable-unicorns/catalog.ts';
import { cardName, face } from './card-names.ts';

/** Every card id found anywhere in a value (an answer, a decision, a result), once each. */
export function cardsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    if (face(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) cardsIn(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const item of Object.values(value)) cardsIn(item, into);
  }
  return into;
}

/** A piece of a sentence: plain words, or a card's name as written there. */
export type Piece = { text: string } | { card: string; name: string };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Cuts a sentence into words and card names, for the cards given; a name is matched whole (not
 * inside a longer word), and a longer name wins over one it contains (Super Neigh over Neigh).
 */
export function splitCardNames(text: string, cards: Iterable<string>, language: Language): Piece[] {
  const byName = new Map<string, string>();
  for (const id of cards) byName.set(cardName(id, language), id);
  if (byName.size === 0) return [{ text }];
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) pieces.push({ text: text.slice(at, match.index) });
    pieces.push({ card: byName.get(match[0])!, name: match[0] });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}
