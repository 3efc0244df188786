// Reads a table as people write it (the judge's JSON, an import, a "load this position") into a
// Table, and refuses any table the box could not produce, with a sentence naming the field.
//
// Names go through the catalog (names.ts), without regard to case or accents; a printed title that
// several faces share ("Basic Unicorn", "Baby Unicorn", "Bébé Licorne") stands for any of them and
// is given the face with the most copies left once every named card is counted.

import { z } from 'zod';
import { closest } from 'fastest-levenshtein';
import { shortText, shown } from '../shown.ts';
import {
  BOX_IDS,
  catalogFor,
  compositionProblem,
  copiesInBox,
  isBaseComposition,
  normalComposition,
  type BoxId,
  type Composition,
  type Language,
} from './catalog.ts';
import { findFace, foldName } from './names.ts';
import {
  PHASES,
  allFaces,
  blackBackedInPlay,
  cardFace,
  cardName,
  catalogOf,
  isStableType,
  nurseryFor,
  twoPlayerVariantFor,
  HOUSE_RULES,
  type CardId,
  type HouseRules,
  type Phase,
  type Table,
} from './table.ts';

/** A table or question that cannot be taken; the message starts with the field it names. */
export class TableError extends Error {
  constructor(
    readonly field: string,
    sentence: string,
  ) {
    super(field === '' ? sentence : `${field}: ${sentence}`);
    this.name = 'TableError';
  }
}

const cardList = (what: string) =>
  z.array(z.string({ error: `${what} are card names (text)` }), {
    error: `${what} must be a list of card names`,
  });

const RawPlayer = z.object(
  {
    name: z.string({ error: 'a player needs a name (text)' }),
    stable: cardList('Stable cards').optional(),
    hand: z
      .union([z.number(), z.array(z.unknown())], {
        error: 'a hand is a number of cards, or the list of the cards in it',
      })
      .optional(),
  },
  { error: 'each player is an object with a "name"' },
);

const RawTable = z.object(
  {
    language: z.unknown().optional(),
    players: z.array(RawPlayer, { error: 'the table needs a list of players' }),
    deck: z.unknown().optional(),
    discard: cardList('discard pile cards').optional(),
    houseRules: z.unknown().optional(),
    decks: z.unknown().optional(),
    copies: z.unknown().optional(),
    /** Beyond the judge's format: a 2-player table without the variant (the tiebreak calculator's). */
    twoPlayerVariant: z.boolean({ error: 'twoPlayerVariant is true or false' }).optional(),
    turn: z
      .object(
        {
          player: z.string({ error: 'name the player whose turn it is' }).optional(),
          phase: z.unknown().optional(),
        },
        { error: 'the turn is an object with "player" and "phase"' },
      )
      .optional(),
  },
  { error: 'a table is a JSON object' },
);

/** Formats a zod path the way the judge's README writes fields: players[1].hand[0]. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text === '' ? String(key) : `${text}.${String(key)}`,
    '',
  );
}

// Shared printed titles, folded: the faces each stands for. A full catalog name is never shared.
const sharedTitles = (() => {
  const byTitle = new Map<string, Set<CardId>>();
  for (const face of allFaces()) {
    const names = [face.title.en, face.title.fr, face.name.en.replace(/\s*\([^)]*\)\s*$/, '')];
    if (face.name.fr) names.push(face.name.fr.replace(/\s*\([^)]*\)\s*$/, ''));
    for (const name of names) {
      if (!name) continue;
      const key = foldName(name);
      if (!byTitle.has(key)) byTitle.set(key, new Set());
      byTitle.get(key)!.add(face.id);
    }
  }
  const shared = new Map<string, CardId[]>();
  for (const [key, ids] of byTitle) if (ids.size > 1) shared.set(key, [...ids]);
  return shared;
})();

const allNames = allFaces().flatMap((face) => [face.name.en, ...(face.name.fr ? [face.name.fr] : [])]);

// Far longer than any card's name: not worth a guess, whose cost grows with the name's length.
const longestName = Math.max(...allNames.map((name) => name.length));

/** What a written card name stands for: one face, or any of the faces printing a shared title. */
export type NameMeaning = { face: CardId } | { anyOf: CardId[]; title: string };

/** Reads one card name; throws a TableError naming the field when no face carries it. */
export function readCardName(name: string, field: string, language: Language): NameMeaning {
  if (name.length > 2 * longestName) {
    throw new TableError(
      field,
      `a name of ${name.length} characters is not an Unstable Unicorns card (the longest has ${longestName})`,
    );
  }
  const shared = sharedTitles.get(foldName(name));
  if (shared) return { anyOf: shared, title: name };
  const face = findFace(name, language);
  if (face) return { face: face.id };
  const guess = name.trim() === '' ? undefined : closest(name, allNames);
  throw new TableError(
    field,
    `"${name}" is not a card of any box Stablehand knows (${BOX_IDS.join(', ')})` +
      (guess ? ` (did you mean "${guess}"?)` : ''),
  );
}

/** How many copies of each face lie in the Stables, the known hand cards and the discard pile. */
export function copiesOnTable(table: Table): Map<CardId, number> {
  const seen = new Map<CardId, number>();
  const note = (card: CardId) => seen.set(card, (seen.get(card) ?? 0) + 1);
  for (const seat of table.players) {
    seat.stable.forEach(note);
    seat.hand.known.forEach(note);
  }
  table.discard.forEach(note);
  return seen;
}

/** Copies counted per face: a Map, or a read-only view of one for a card only tried. */
export interface CopyCounts {
  get(id: CardId): number | undefined;
  set(id: CardId, count: number): unknown;
}

/** The deck a table plays with: its boxes and copies, and whether the 2-player variant leaves cards out. */
type Deck = Pick<Table, 'composition' | 'twoPlayerVariant'>;

/** The boxes holding a face as printed, for telling a player where a card comes from. */
function boxesHolding(id: CardId): BoxId[] {
  return BOX_IDS.filter((box) => copiesInBox(box, id) > 0);
}

/** What the game's boxes are called in a sentence: "the base game" for the base game as printed. */
function boxesWords(deck: Deck): string {
  return isBaseComposition(deck.composition)
    ? 'the base game has'
    : `this game's boxes (${catalogOf(deck).boxes.join(', ')}) hold`;
}

/**
 * Picks the face a name stands for given the copies already counted (`used` is updated), or
 * throws when every copy is already elsewhere or the face is left out of this game.
 */
export function takeCopy(
  meaning: NameMeaning,
  field: string,
  used: CopyCounts,
  deck: Deck,
  language: Language,
): CardId {
  const catalog = catalogOf(deck);
  const copies = (id: CardId) => catalog.inPlay(id, deck.twoPlayerVariant);
  if ('face' in meaning) {
    const face = cardFace(meaning.face);
    const name = cardName(face.id, language);
    if (!catalog.inBoxes(face.id)) {
      throw new TableError(
        field,
        `"${name}" is a card of ${boxesHolding(face.id).join(', ')}, not of this game's boxes (${catalog.boxes.join(', ')})`,
      );
    }
    if (copies(face.id) === 0) {
      const out = catalog.blackBacked(false) - catalog.blackBacked(true);
      throw new TableError(
        field,
        deck.twoPlayerVariant && face.outWithTwoPlayers
          ? `"${name}" is left in the box in the 2-player game (one of its ${out} cards out)`
          : `"${name}": this table's box holds no copy of it`,
      );
    }
    const count = (used.get(face.id) ?? 0) + 1;
    if (count > copies(face.id)) {
      throw new TableError(
        field,
        `"${name}" would be on the table ${count} times; ${boxesWords(deck)} ${copies(face.id) === 1 ? 'only one' : copies(face.id)}`,
      );
    }
    used.set(face.id, count);
    return face.id;
  }
  const inBoxes = meaning.anyOf.filter((id) => catalog.inBoxes(id));
  if (inBoxes.length === 0) {
    throw new TableError(
      field,
      `"${meaning.title}" cards are not in this game's boxes (${catalog.boxes.join(', ')})`,
    );
  }
  const candidates = inBoxes.filter((id) => copies(id) > 0);
  if (candidates.length === 0) {
    throw new TableError(field, `"${meaning.title}" cards are left in the box in the 2-player game`);
  }
  let best: CardId | undefined;
  let bestLeft = 0;
  for (const id of candidates) {
    const left = copies(id) - (used.get(id) ?? 0);
    if (left > bestLeft) {
      best = id;
      bestLeft = left;
    }
  }
  if (best === undefined) {
    const total = candidates.reduce((sum, id) => sum + copies(id), 0);
    throw new TableError(
      field,
      `there are more "${meaning.title}" cards on the table than the ${total} ${boxesWords(deck)}`,
    );
  }
  used.set(best, (used.get(best) ?? 0) + 1);
  return best;
}

interface PendingName {
  meaning: NameMeaning;
  field: string;
  place: (id: CardId) => void;
}

/** A table read from the judge's JSON, with what the judge needs to read the question against it. */
export interface ReadTable {
  table: Table;
  /** Copies of each face counted on the table (Stables, known hands, discard pile). */
  used: Map<CardId, number>;
}

/** Finds a seat by name (exactly, then without regard to case); throws a TableError naming the field. */
export function seatOf(table: Table, name: unknown, field: string): number {
  if (typeof name !== 'string' || name.trim() === '') {
    throw new TableError(field, 'name a player at the table');
  }
  let seat = table.players.findIndex((player) => player.name === name);
  if (seat < 0) seat = table.players.findIndex((player) => player.name.toLowerCase() === name.toLowerCase());
  if (seat < 0) {
    throw new TableError(
      field,
      `${shown(name)} is not at the table (${table.players.map((player) => shortText(player.name)).join(', ')})`,
    );
  }
  return seat;
}

function describeType(id: CardId): string {
  switch (cardFace(id).type) {
    case 'magic':
      return 'a Magic card';
    case 'instant':
      return 'an Instant card';
    case 'upgrade':
      return 'an Upgrade card';
    case 'downgrade':
      return 'a Downgrade card';
    case 'baby-unicorn':
      return 'a Baby Unicorn';
    default:
      return 'a Unicorn card';
  }
}

/** Reads "houseRules": an object naming house rules (table.ts HOUSE_RULES), each true or false. */
function readHouseRules(raw: unknown): HouseRules | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new TableError('houseRules', 'the house rules are an object such as {"costAlone": true}');
  }
  const rules: HouseRules = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!(HOUSE_RULES as readonly string[]).includes(name)) {
      throw new TableError(
        `houseRules.${shortText(name)}`,
        `${shown(name)} is not a house rule (${HOUSE_RULES.join(', ')})`,
      );
    }
    if (typeof value !== 'boolean')
      throw new TableError(`houseRules.${name}`, `a house rule is true or false, not ${shown(value)}`);
    rules[name as keyof HouseRules] = value;
  }
  return Object.keys(rules).length > 0 ? rules : undefined;
}

/**
 * Reads "decks" (the boxes, default the base game) and "copies" (the table's corrections, card
 * names in the file's language to numbers of copies) into a composition; throws a TableError.
 */
export function readComposition(decks: unknown, copies: unknown, language: Language): Composition {
  const boxes = decks === undefined ? ['base-2e'] : decks;
  const boxProblem = compositionProblem({ boxes });
  if (boxProblem) throw new TableError('decks', boxProblem.replace(/^decks: /, ''));
  const composition: Composition = { boxes: boxes as BoxId[] };
  if (copies === undefined) return composition;
  if (typeof copies !== 'object' || copies === null || Array.isArray(copies))
    throw new TableError(
      'copies',
      'an object giving card names and their numbers of copies, e.g. {"Neigh": 12}',
    );
  const byId: Record<CardId, number> = {};
  for (const [name, count] of Object.entries(copies)) {
    const field = `copies.${name}`;
    const meaning = readCardName(name, field, language);
    if ('anyOf' in meaning)
      throw new TableError(
        field,
        `"${name}" is printed on several cards; name one of them (${meaning.anyOf.map((id) => cardName(id, language)).join(', ')})`,
      );
    if (byId[meaning.face] !== undefined)
      throw new TableError(field, `${cardName(meaning.face, language)} is given twice`);
    byId[meaning.face] = count as number;
    const problem = compositionProblem({ boxes, copies: { [meaning.face]: count } }, (id) =>
      cardName(id, language),
    );
    if (problem) throw new TableError(field, problem.replace(/^copies: /, ''));
  }
  return normalComposition({ boxes: boxes as BoxId[], copies: byId });
}

/**
 * Reads and checks a table against the box: 2 to 8 players with unique names, real cards, no more
 * copies than the boxes hold (none of the base game's 2-player list with two players),
 * Baby Unicorns only in Stables (the Nursery is what is left), only Unicorn, Upgrade and Downgrade
 * cards in Stables, deck + hands + Stables + discard within the black-backed cards in play, a
 * turn player at the table and a real phase. Throws a TableError naming the field.
 */
export function readTable(raw: unknown): ReadTable {
  const parsed = RawTable.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new TableError(fieldPath(issue.path), issue.message);
  }
  const input = parsed.data;

  const languageValue =
    typeof input.language === 'string' ? input.language.toLowerCase() : (input.language ?? 'en');
  if (languageValue !== 'en' && languageValue !== 'fr') {
    throw new TableError('language', `${shown(languageValue)} is not a language of the deck (en or fr)`);
  }
  const language: Language = languageValue;

  const count = input.players.length;
  if (count < 2 || count > 8) {
    throw new TableError(
      'players',
      `${count} player${count === 1 ? '' : 's'} at the table; Unstable Unicorns takes 2 to 8`,
    );
  }
  const names = new Map<string, number>();
  input.players.forEach((player, index) => {
    const name = player.name.trim();
    if (name === '')
      throw new TableError(`players[${index}].name`, 'a player needs a name that is not empty');
    const key = name.toLowerCase();
    const first = names.get(key);
    if (first !== undefined) {
      throw new TableError(
        `players[${index}].name`,
        `${shown(player.name)} is already the name of players[${first}]`,
      );
    }
    names.set(key, index);
  });

  const composition = readComposition(input.decks, input.copies, language);
  const table: Table = {
    language,
    players: input.players.map((player) => ({
      name: player.name.trim(),
      stable: [],
      hand: { count: 5, known: [] },
    })),
    nursery: [],
    deck: 0,
    discard: [],
    turn: { player: 0, phase: 'action' },
    twoPlayerVariant: twoPlayerVariantFor(count, composition) && input.twoPlayerVariant !== false,
    ...(isBaseComposition(composition) ? {} : { composition }),
  };
  const babies = catalogFor(composition).babies.length;
  if (babies < count)
    throw new TableError(
      composition.copies ? 'copies' : 'decks',
      `the boxes hold ${babies} Baby Unicorns, fewer than the ${count} players need`,
    );
  const houseRules = readHouseRules(input.houseRules);
  if (houseRules) table.houseRules = houseRules;

  // Read every name first; named faces take their copies before shared titles pick theirs.
  const pending: PendingName[] = [];
  input.players.forEach((player, seat) => {
    const stable: Array<CardId | undefined> = [];
    (player.stable ?? []).forEach((name, index) => {
      const field = `players[${seat}].stable[${index}]`;
      stable.push(undefined);
      pending.push({
        meaning: readCardName(name, field, language),
        field,
        place: (id) => (stable[index] = id),
      });
    });
    table.players[seat]!.stable = stable as CardId[];
    const hand = player.hand ?? 5;
    if (typeof hand === 'number') {
      if (!Number.isInteger(hand) || hand < 0) {
        throw new TableError(
          `players[${seat}].hand`,
          `a hand holds a whole number of cards, 0 or more, not ${shown(hand)}`,
        );
      }
      table.players[seat]!.hand = { count: hand, known: [] };
    } else {
      const known: Array<CardId | undefined> = [];
      hand.forEach((name, index) => {
        const field = `players[${seat}].hand[${index}]`;
        if (typeof name !== 'string') throw new TableError(field, 'hand cards are card names (text)');
        known.push(undefined);
        pending.push({
          meaning: readCardName(name, field, language),
          field,
          place: (id) => (known[index] = id),
        });
      });
      table.players[seat]!.hand = { count: hand.length, known: known as CardId[] };
    }
  });
  const discard: Array<CardId | undefined> = [];
  (input.discard ?? []).forEach((name, index) => {
    const field = `discard[${index}]`;
    discard.push(undefined);
    pending.push({
      meaning: readCardName(name, field, language),
      field,
      place: (id) => (discard[index] = id),
    });
  });
  table.discard = discard as CardId[];

  const used = new Map<CardId, number>();
  const ordered = [
    ...pending.filter((entry) => 'face' in entry.meaning),
    ...pending.filter((entry) => !('face' in entry.meaning)),
  ];
  for (const entry of ordered) {
    // A shared title never picks a Baby Unicorn for a hand or the discard pile: say so plainly instead.
    const meaning =
      'anyOf' in entry.meaning && !entry.field.includes('.stable')
        ? { ...entry.meaning, anyOf: preferNonBabies(entry.meaning.anyOf) }
        : entry.meaning;
    checkZone(entry.field, meaning, language);
    entry.place(takeCopy(meaning, entry.field, used, table, language));
  }
  table.nursery = nurseryFor(
    table.players.map((seat) => seat.stable),
    table.composition,
  );

  const inPlay = blackBackedInPlay(table);
  let outside = table.discard.length;
  for (const seat of table.players) {
    outside += seat.hand.count + seat.stable.filter((card) => cardFace(card).type !== 'baby-unicorn').length;
  }
  if (input.deck === undefined) {
    if (outside > inPlay) {
      throw new TableError(
        'players',
        `the hands, Stables and discard pile hold ${outside} black-backed cards; only ${inPlay} are in play` +
          (table.twoPlayerVariant ? ' in the 2-player game' : ''),
      );
    }
    table.deck = inPlay - outside;
  } else {
    const deck = input.deck;
    if (typeof deck !== 'number' || !Number.isInteger(deck) || deck < 0) {
      throw new TableError('deck', `the deck holds a whole number of cards, 0 or more, not ${shown(deck)}`);
    }
    if (deck + outside > inPlay) {
      throw new TableError(
        'deck',
        `${deck} cards in the deck and ${outside} in the hands, Stables and discard pile make ${deck + outside}; ` +
          `only ${inPlay} black-backed cards are in play` +
          (table.twoPlayerVariant ? ' in the 2-player game' : ''),
      );
    }
    table.deck = deck;
  }

  if (input.turn !== undefined) {
    const seat = input.turn.player === undefined ? 0 : seatOf(table, input.turn.player, 'turn.player');
    const phase = input.turn.phase ?? 'action';
    if (typeof phase !== 'string' || !(PHASES as readonly string[]).includes(phase)) {
      throw new TableError('turn.phase', `${shown(phase)} is not a phase (${PHASES.join(', ')})`);
    }
    table.turn = { player: seat, phase: phase as Phase };
  }
  return { table, used };
}

function preferNonBabies(ids: CardId[]): CardId[] {
  const others = ids.filter((id) => cardFace(id).type !== 'baby-unicorn');
  return others.length > 0 ? others : ids;
}

/** Refuses a card in a zone it can never be in. */
function checkZone(field: string, meaning: NameMeaning, language: Language): void {
  const id = 'face' in meaning ? meaning.face : meaning.anyOf[0]!;
  const name = 'face' in meaning ? cardName(id, language) : meaning.title;
  const type = cardFace(id).type;
  if (field.includes('.stable[')) {
    if (!isStableType(type)) {
      throw new TableError(
        field,
        `"${name}" is ${describeType(id)}; only Unicorn, Upgrade and Downgrade cards lie in a Stable`,
      );
    }
  } else if (type === 'baby-unicorn') {
    const zone = field.includes('.hand[') ? 'in a hand' : 'in the discard pile';
    throw new TableError(field, `"${name}" is a Baby Unicorn; Baby Unicorns are never ${zone}`);
  }
}
