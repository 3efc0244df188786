// The 48 animal cards of The Lion & The Unicorn, loaded from rules/lion-and-unicorn/cards.json
// through a schema, and the neutral card ids the game state uses for each physical card.
import { z } from 'zod';
import cardsFile from '../../../rules/lion-and-unicorn/cards.json';

/** The nine animals, in the order of the rules' card list. */
export const Animal = z.enum(['Crow', 'Mole', 'Goat', 'Swift', 'Rat', 'Adder', 'Fox', 'Unicorn', 'Lion']);
export type Animal = z.infer<typeof Animal>;

const Words = z.object({ en: z.string().min(1), fr: z.string().min(1) }).strict();

/** One animal of the box: its names, how many copies, whether it can be dealt as a starting card, its action. */
export const AnimalCard = z
  .object({
    animal: Animal,
    name: Words,
    copies: z.number().int().positive(),
    /** One of each such animal is set apart at setup and dealt as the players' starting cards. */
    startingCard: z.boolean(),
    /** What revealing it does, in our own words (never the printed text). */
    action: Words,
  })
  .strict();
export type AnimalCard = z.infer<typeof AnimalCard>;

export const LionBox = z
  .object({
    game: z.literal('lion-and-unicorn'),
    cards: z.array(AnimalCard),
  })
  .strict();
export type LionBox = z.infer<typeof LionBox>;

/** Parses the card file; throws an error naming the field when it does not fit (the whole box must hold 48 cards, each animal once). */
export function loadLionBox(raw: unknown): LionBox {
  const parsed = LionBox.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`lion-and-unicorn cards file: ${issue.path.join('.')}: ${issue.message}`);
  }
  const seen = new Set<Animal>();
  for (const card of parsed.data.cards) {
    if (seen.has(card.animal)) throw new Error(`lion-and-unicorn cards file: ${card.animal} is listed twice`);
    seen.add(card.animal);
  }
  const missing = Animal.options.filter((a) => !seen.has(a));
  if (missing.length > 0) throw new Error(`lion-and-unicorn cards file: ${missing.join(', ')} missing`);
  const total = parsed.data.cards.reduce((sum, c) => sum + c.copies, 0);
  if (total !== 48) throw new Error(`lion-and-unicorn cards file: the box must hold 48 cards, not ${total}`);
  return parsed.data;
}

/** The box as the rules describe it. */
export const lionBox: LionBox = loadLionBox(cardsFile);

/** Look-up by animal. */
export const animalCard: Record<Animal, AnimalCard> = Object.fromEntries(
  lionBox.cards.map((c) => [c.animal, c]),
) as Record<Animal, AnimalCard>;

/** The animals dealt as starting cards (one of each is set apart at setup). */
export const startingAnimals: readonly Animal[] = lionBox.cards
  .filter((c) => c.startingCard)
  .map((c) => c.animal);

/**
 * Every physical card has a neutral id "c01".."c48": events and views name face-down cards by id,
 * and an id says nothing a player can read at the table. The UI must never print ids.
 */
export const allCardIds: readonly string[] = [];
/** The animal of each card id. */
export const animalOf: Readonly<Record<string, Animal>> = {};
{
  let n = 0;
  for (const card of lionBox.cards) {
    for (let k = 0; k < card.copies; k++) {
      n++;
      const id = `c${String(n).padStart(2, '0')}`;
      (allCardIds as string[]).push(id);
      (animalOf as Record<string, Animal>)[id] = card.animal;
    }
  }
}

/** Finds an animal by its English or French name, ignoring case and accents; undefined when unknown. */
export function animalNamed(name: string): Animal | undefined {
  const key = fold(name);
  return lionBox.cards.find((c) => fold(c.name.en) === key || fold(c.name.fr) === key)?.animal;
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}
