// The Unstable Unicorns card catalog: the schema every deck file in rules/unstable-unicorns/ must
// meet, and the loaded base game (look-ups by id and by name live in names.ts).
import { z } from 'zod';
import { Ability, CardType } from './vocabulary.ts';
import baseDeck from '../../../rules/unstable-unicorns/base-2e.json';

export const Language = z.enum(['en', 'fr']);
export type Language = z.infer<typeof Language>;

/** One card face of a deck. */
export const CardFace = z
  .object({
    /** Stable id in kebab case, e.g. "rhinocorn", "basic-unicorn-red". */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** Community catalogue number, e.g. "UU-Base-022" (not printed on the card). */
    number: z.string(),
    /** Catalog names; the English one may carry a community colour label: "Basic Unicorn (Red)". */
    name: z.object({ en: z.string().min(1), fr: z.string().min(1).optional() }).strict(),
    /** The title printed at the top of the card, as the scanner reads it; fr when known. */
    title: z.object({ en: z.string().min(1), fr: z.string().min(1).optional() }).strict(),
    type: CardType,
    copies: z.number().int().positive(),
    /** Left in the box in the official 2-player game. */
    outWithTwoPlayers: z.boolean(),
    /** What the card does, in our own words (never the printed text). */
    summary: z.object({ en: z.string().min(1), fr: z.string().min(1) }).strict(),
    abilities: z.array(Ability),
  })
  .strict();
export type CardFace = z.infer<typeof CardFace>;

export const Deck = z
  .object({
    deck: z.string(),
    edition: z.string(),
    cards: z.array(CardFace).min(1),
  })
  .strict();
export type Deck = z.infer<typeof Deck>;

/** Parses a deck file, throwing an error that names the card and the field when it does not fit the schema. */
export function loadDeck(raw: unknown): Deck {
  const parsed = Deck.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`deck file: ${issue.path.join('.')}: ${issue.message}`);
  }
  const ids = new Set<string>();
  for (const card of parsed.data.cards) {
    if (ids.has(card.id)) throw new Error(`deck file: card id "${card.id}" is used twice`);
    ids.add(card.id);
  }
  return parsed.data;
}

/** The 2nd-edition base game. */
export const baseGame: Deck = loadDeck(baseDeck);
